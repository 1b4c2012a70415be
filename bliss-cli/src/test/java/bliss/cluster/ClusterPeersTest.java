package bliss.cluster;

import bliss.cli.AnalyzeCommandTest;
import com.hazelcast.config.Config;
import com.hazelcast.config.JoinConfig;
import com.hazelcast.core.Hazelcast;
import com.hazelcast.core.HazelcastInstance;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The hang suite of {@code --cluster} and {@code worker} (issue 24): every kind of wrong peer ends the command within
 * 10 s with one line (exit 2) naming the address and what is there; nothing waits for a peer that will never answer.
 * The peers are real: closed ports, servers on loopback that say nothing, a banner, an HTTP answer or our own bytes
 * back, and a real Hazelcast member of another cluster. (A worker with another secret: {@link ClusterSecretJoinTest};
 * a worker dying in the middle of a run: {@link ClusterAnalysisTest}, whose result is still the local one.)
 */
class ClusterPeersTest {

    /** The bound on how long a command may take to say that a peer is wrong. */
    static final long LIMIT_MILLIS = 10_000;

    static void assertOneLineSoon(String expected, String... args) {
        long start = System.nanoTime();
        AnalyzeCommandTest.Run r = AnalyzeCommandTest.bliss(args);
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertEquals(2, r.status(), r.err());
        assertEquals(1, r.err().lines().count(), r.err());
        assertTrue(r.err().contains(expected), r.err());
        assertTrue(millis < LIMIT_MILLIS, "ended after " + millis + " ms: " + r.err());
    }

    static void analyzeOn(String address, String expected) {
        assertOneLineSoon(expected, "analyze", "--class", "BinTree", "--method", "count", "--scope", "3",
                "--cluster", address);
    }

    @Test
    void aClosedPort() throws Exception {
        String a = "127.0.0.1:" + LocalCluster.freePort();
        analyzeOn(a, "no bliss worker at " + a + ": nothing listens at " + a + " (connection refused)");
        assertOneLineSoon("nothing listens at " + a, "bounds", "--class", "BinTree", "--scopes", "3", "--cluster", a);
    }

    @Test
    void aServerThatSaysNothing() throws Exception {
        try (Server s = Server.start((in, out) -> { })) {
            analyzeOn(s.address(), "what listens at " + s.address() + " is not a bliss worker (it accepted the "
                    + "connection and said nothing");
        }
    }

    @Test
    void aServerThatAnswersSomethingElse() throws Exception {
        try (Server s = Server.start((in, out) -> write(out, "SSH-2.0-OpenSSH_9.2\r\n"))) {
            analyzeOn(s.address(), "is not a bliss worker (it answered 'SSH-2.0-OpenSSH_9.2')");
        }
        try (Server s = Server.start((in, out) -> {
            read(in, 1);
            write(out, "HTTP/1.0 400 Bad Request\r\n\r\n");
        })) {
            analyzeOn(s.address(), "is not a bliss worker (it answered 'HTTP/1.0 400 Bad Request')");
        }
        try (Server s = Server.start((in, out) -> {
            read(in, 1);
            out.close(); // hangs up
        })) {
            analyzeOn(s.address(), "is not a bliss worker (it hung up on Hazelcast's greeting)");
        }
    }

    @Test
    void aServerThatAnswersWhatItIsSent() throws Exception {
        // it answers Hazelcast's greeting with the greeting: Hazelcast itself finds out, within the coordinator's limit
        try (Server s = Server.start((in, out) -> {
            byte[] b = new byte[4096];
            for (int n; (n = in.read(b)) > 0; ) {
                out.write(b, 0, n);
                out.flush();
            }
        })) {
            analyzeOn(s.address(), "no bliss worker at " + s.address() + " took this node in");
        }
    }

    @Test
    void aHazelcastMemberOfAnotherCluster() throws Exception {
        int port = LocalCluster.freePort();
        Config c = new Config().setClusterName("another");
        c.setProperty("hazelcast.logging.type", "jdk");
        c.setProperty("hazelcast.phone.home.enabled", "false");
        c.getJetConfig().setEnabled(false);
        c.getNetworkConfig().setPort(port).setPortAutoIncrement(false).getInterfaces().setEnabled(true)
                .addInterface("127.0.0.1");
        c.setProperty("hazelcast.socket.bind.any", "false");
        JoinConfig j = c.getNetworkConfig().getJoin();
        j.getMulticastConfig().setEnabled(false);
        j.getAutoDetectionConfig().setEnabled(false);
        j.getTcpIpConfig().setEnabled(true).addMember("127.0.0.1:" + port);
        HazelcastInstance other = Hazelcast.newHazelcastInstance(c);
        try {
            analyzeOn("127.0.0.1:" + port, "refused by the cluster at 127.0.0.1:" + port + ": its secret differs");
        } finally {
            other.shutdown();
        }
    }

    @Test
    void aWorkerOnAPortInUse() throws Exception {
        try (ServerSocket taken = new ServerSocket(LocalCluster.freePort(), 1, InetAddress.getLoopbackAddress())) {
            int p = taken.getLocalPort();
            assertOneLineSoon("port " + p + " of 127.0.0.1 is already in use; give the worker another --port",
                    "worker", "--port", Integer.toString(p));
        }
    }

    private static void write(OutputStream out, String text) throws IOException {
        out.write(text.getBytes(StandardCharsets.US_ASCII));
        out.flush();
    }

    private static void read(InputStream in, int n) throws IOException {
        in.readNBytes(n);
    }

    /** A server on a free loopback port that talks to each connection as told, then keeps it open until closed. */
    static final class Server implements AutoCloseable {
        interface Talk {
            void talk(InputStream in, OutputStream out) throws IOException;
        }

        private final ServerSocket socket;
        private final List<Socket> open = new ArrayList<>();

        private Server(ServerSocket socket) {
            this.socket = socket;
        }

        static Server start(Talk talk) throws IOException {
            Server s = new Server(new ServerSocket(LocalCluster.freePort(), 50, InetAddress.getLoopbackAddress()));
            Thread t = new Thread(() -> s.serve(talk), "test-peer");
            t.setDaemon(true);
            t.start();
            return s;
        }

        private void serve(Talk talk) {
            while (!socket.isClosed()) {
                try {
                    Socket c = socket.accept();
                    synchronized (open) {
                        open.add(c);
                    }
                    Thread t = new Thread(() -> {
                        try {
                            talk.talk(c.getInputStream(), c.getOutputStream());
                        } catch (IOException e) {
                            // the peer went away
                        }
                    }, "test-peer-connection");
                    t.setDaemon(true);
                    t.start();
                } catch (IOException closed) {
                    return;
                }
            }
        }

        String address() {
            return "127.0.0.1:" + socket.getLocalPort();
        }

        @Override
        public void close() throws IOException {
            socket.close();
            synchronized (open) {
                for (Socket c : open) {
                    c.close();
                }
            }
        }
    }
}
