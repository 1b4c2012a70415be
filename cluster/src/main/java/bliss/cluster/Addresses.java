package bliss.cluster;

import bliss.UserError;

import java.util.ArrayList;
import java.util.List;

/** The {@code HOST:PORT} addresses of cluster members, as a user writes them after {@code --cluster}. */
public final class Addresses {

    private Addresses() {
    }

    /** Checks {@code HOST:PORT} addresses; a bare port means the loopback interface. */
    public static List<String> parse(List<String> given) {
        List<String> out = new ArrayList<>();
        for (String raw : given) {
            String a = raw.trim();
            if (a.isEmpty()) {
                continue;
            }
            int colon = a.lastIndexOf(':');
            String host = colon < 0 ? "127.0.0.1" : a.substring(0, colon);
            String port = colon < 0 ? a : a.substring(colon + 1);
            int p;
            try {
                p = Integer.parseInt(port);
            } catch (NumberFormatException e) {
                throw new UserError("--cluster takes HOST:PORT addresses, got '" + raw + "'");
            }
            if (p < 1 || p > 65535 || host.isEmpty()) {
                throw new UserError("--cluster takes HOST:PORT addresses, got '" + raw + "'");
            }
            out.add(host + ":" + p);
        }
        if (out.isEmpty()) {
            throw new UserError("--cluster needs at least one HOST:PORT");
        }
        return out;
    }
}
