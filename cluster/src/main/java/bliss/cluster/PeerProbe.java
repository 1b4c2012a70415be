package bliss.cluster;

import java.io.IOException;
import java.io.InputStream;
import java.net.ConnectException;
import java.net.InetSocketAddress;
import java.net.NoRouteToHostException;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * What listens at a {@code HOST:PORT} a user gave, asked before Hazelcast joins it (Hazelcast itself would wait for
 * minutes on a port that accepts connections and says nothing). A Hazelcast member answers the three bytes
 * {@code HZC} that open its member protocol with the same three bytes; anything else is not a bliss worker.
 */
final class PeerProbe {

    /** What a probe found. */
    enum Answer {
        /** A Hazelcast member: it answered the member protocol's greeting. */
        MEMBER,
        /** The host refused the connection: nothing listens on the port. */
        CLOSED,
        /** No connection within the time limit, or no route to the host. */
        UNREACHABLE,
        /** The host name does not resolve. */
        UNKNOWN_HOST,
        /** Something accepted the connection and said nothing within the time limit. */
        SILENT,
        /** Something accepted the connection and answered what Hazelcast does not, or hung up. */
        OTHER
    }

    /** The answer at one address, with what the peer said when it was not a member. */
    record Found(String address, Answer answer, String detail) {

        boolean member() {
            return answer == Answer.MEMBER;
        }

        /** Why this address is not a bliss worker, for a message (null for a member). */
        String why() {
            return switch (answer) {
                case MEMBER -> null;
                case CLOSED -> "nothing listens at " + address + " (connection refused)";
                case UNREACHABLE -> address + " cannot be reached (" + detail + ")";
                case UNKNOWN_HOST -> "the host of " + address + " is unknown";
                case SILENT -> "what listens at " + address + " is not a bliss worker (it accepted the connection and "
                        + "said nothing in " + detail + ")";
                case OTHER -> "what listens at " + address + " is not a bliss worker (" + detail + ")";
            };
        }
    }

    private static final byte[] GREETING = "HZC".getBytes(StandardCharsets.US_ASCII);
    /** How long to wait for more of a wrong answer, to show it. */
    private static final int MORE_MILLIS = 200;

    private PeerProbe() {
    }

    /** How long a probe waits to connect. */
    static final int CONNECT_MILLIS = 3000;
    /**
     * How long a probe waits for the answer: long enough for a member on a loaded machine (its I/O thread answers),
     * short enough that a command given a silent port ends within 10 s.
     */
    static final int ANSWER_MILLIS = 5000;

    /** Probes every address at once, each within {@link #CONNECT_MILLIS} and {@link #ANSWER_MILLIS}. */
    static List<Found> probe(List<String> addresses) {
        List<CompletableFuture<Found>> futures = new ArrayList<>();
        for (String a : addresses) {
            CompletableFuture<Found> f = new CompletableFuture<>();
            Thread t = new Thread(() -> f.complete(probe(a, CONNECT_MILLIS, ANSWER_MILLIS)), "bliss-probe-" + a);
            t.setDaemon(true);
            t.start();
            futures.add(f);
        }
        List<Found> out = new ArrayList<>();
        for (CompletableFuture<Found> f : futures) {
            out.add(f.join());
        }
        return out;
    }

    /** Connects within {@code connectMillis}, greets, and waits {@code answerMillis} for the answer. */
    static Found probe(String address, int connectMillis, int answerMillis) {
        int colon = address.lastIndexOf(':');
        String host = address.substring(0, colon);
        int port = Integer.parseInt(address.substring(colon + 1));
        InetSocketAddress target = new InetSocketAddress(host, port);
        if (target.isUnresolved()) {
            return new Found(address, Answer.UNKNOWN_HOST, host);
        }
        boolean connected = false;
        try (Socket s = new Socket()) {
            s.connect(target, connectMillis);
            connected = true;
            s.setSoTimeout(answerMillis);
            s.getOutputStream().write(GREETING);
            s.getOutputStream().flush();
            byte[] answer = readUpTo(s.getInputStream(), GREETING.length);
            if (answer.length == 0) {
                return new Found(address, Answer.OTHER, "it hung up on Hazelcast's greeting");
            }
            if (java.util.Arrays.equals(answer, GREETING)) {
                return new Found(address, Answer.MEMBER, null);
            }
            s.setSoTimeout(MORE_MILLIS);
            return new Found(address, Answer.OTHER, "it answered " + printable(answer, s.getInputStream()));
        } catch (ConnectException e) {
            return new Found(address, Answer.CLOSED, e.getMessage());
        } catch (NoRouteToHostException e) {
            return new Found(address, Answer.UNREACHABLE, "no route to the host");
        } catch (UnknownHostException e) {
            return new Found(address, Answer.UNKNOWN_HOST, host);
        } catch (SocketTimeoutException e) {
            // the connection timed out, or the peer said nothing in time
            return new Found(address, connected ? Answer.SILENT : Answer.UNREACHABLE,
                    connected ? answerMillis / 1000 + " s" : "no connection in " + connectMillis / 1000 + " s");
        } catch (IOException e) {
            return new Found(address, Answer.OTHER, "the connection failed: " + e.getMessage());
        }
    }

    /** Up to {@code n} bytes, fewer when the peer closes the connection first. */
    private static byte[] readUpTo(InputStream in, int n) throws IOException {
        byte[] b = new byte[n];
        int got = 0;
        while (got < n) {
            int r = in.read(b, got, n - got);
            if (r < 0) {
                break;
            }
            got += r;
        }
        return java.util.Arrays.copyOf(b, got);
    }

    /** The start of what a peer answered, as text a message can show. */
    private static String printable(byte[] first, InputStream in) {
        StringBuilder s = new StringBuilder();
        byte[] more = new byte[40];
        int n = 0;
        try {
            n = Math.max(0, in.read(more));
        } catch (IOException e) {
            // the first bytes are enough
        }
        byte[] all = new byte[first.length + n];
        System.arraycopy(first, 0, all, 0, first.length);
        System.arraycopy(more, 0, all, first.length, n);
        for (byte b : all) {
            char c = (char) (b & 0xff);
            if (c == '\r' || c == '\n') {
                break;
            }
            s.append(c >= 0x20 && c < 0x7f ? c : '.');
        }
        return "'" + s + "'";
    }
}
