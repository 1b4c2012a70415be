package bliss.cli;

import bliss.UserError;
import picocli.CommandLine.Option;

import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;

/**
 * {@code --cluster HOST:PORT[,HOST:PORT...]}: run a command's work on a cluster of {@code bliss worker}s instead of
 * in this process. The command finds the cluster's implementation of its seam with {@link #service} (the cluster
 * module brings them, as each module brings its subcommands); without the option nothing changes.
 */
public final class ClusterOptions {

    @Option(names = "--cluster", split = ",", paramLabel = "HOST:PORT",
            description = "Distribute the work over the bliss workers at these addresses (comma-separated; "
                    + "'bliss worker' starts one). The output is the same as a local run's.")
    public List<String> members = new ArrayList<>();

    /** Whether the command runs on a cluster. */
    public boolean enabled() {
        return !members.isEmpty();
    }

    /**
     * The members' addresses, checked.
     *
     * @throws UserError for an address that is not HOST:PORT
     */
    public List<String> addresses() {
        return addresses(members);
    }

    /** Checks {@code HOST:PORT} addresses; a bare port means the loopback interface. */
    public static List<String> addresses(List<String> given) {
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

    /**
     * The cluster's implementation of a seam ({@code META-INF/services}).
     *
     * @throws UserError when no module on the class path brings one
     */
    public static <T> T service(Class<T> seam) {
        return ServiceLoader.load(seam).findFirst().orElseThrow(() -> new UserError("--cluster needs the cluster "
                + "module on the class path (./bliss has it); no " + seam.getSimpleName() + " found"));
    }
}
