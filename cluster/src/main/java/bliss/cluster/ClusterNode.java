package bliss.cluster;

import bliss.UserError;
import com.hazelcast.cluster.Member;
import com.hazelcast.cluster.MembershipEvent;
import com.hazelcast.cluster.MembershipListener;
import com.hazelcast.config.Config;
import com.hazelcast.config.JoinConfig;
import com.hazelcast.config.NetworkConfig;
import com.hazelcast.core.Hazelcast;
import com.hazelcast.core.HazelcastInstance;

import java.io.IOException;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.UnknownHostException;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Starts this JVM's node of a bliss cluster: embedded Hazelcast, joined over TCP/IP to listed addresses (no
 * multicast), quiet (Hazelcast's own log only for severe errors; one line per member joining or leaving). A
 * {@code bliss worker} is a member with {@value #SLOTS} units at once; a command with {@code --cluster} joins as a lite
 * member (it owns no data and explores nothing; it hands units out and adds results up).
 *
 * <p>Failure detection is Hazelcast's heartbeat: a member silent for {@code bliss.cluster.heartbeatSeconds} (default
 * {@value #DEFAULT_HEARTBEAT_SECONDS}; system property or {@code BLISS_CLUSTER_HEARTBEAT_SECONDS}) is removed, and the
 * units it was exploring are run again by others.
 */
public final class ClusterNode {

    /** The cluster name every bliss node joins. */
    static final String NAME = "bliss";
    /** The member attribute saying how many units a worker explores at once. */
    static final String SLOTS = "bliss.slots";
    /** Executor of units (explorations, cells, tuple questions) on the workers. */
    static final String UNITS = "bliss-units";
    /** Executor of short messages (split requests, pieces given, job ends) on every node. */
    static final String CONTROL = "bliss-control";
    static final int DEFAULT_HEARTBEAT_SECONDS = 10;

    private ClusterNode() {
    }

    /**
     * Starts a worker member listening on {@code port}.
     *
     * @param slots units explored at once
     * @param log      where joins and leaves are told, one line each
     * @param analyses rebuilds the analyses coordinators hand out from their command lines
     */
    public static HazelcastInstance worker(int port, List<String> addresses, int slots, PrintStream log,
                                           AnalysisFactory analyses) {
        Config c = config(addresses, port, false);
        c.getMemberAttributeConfig().setAttribute(SLOTS, Integer.toString(slots));
        c.getExecutorConfig(UNITS).setPoolSize(Math.max(2, 2 * slots)).setQueueCapacity(0);
        HazelcastInstance hz = start(c, addresses);
        MemberState.attach(hz, slots, analyses);
        tellMembership(hz, log);
        return hz;
    }

    /** Joins the cluster at {@code addresses} as a lite member (a coordinator). */
    public static HazelcastInstance coordinator(List<String> addresses) {
        int port = freePort();
        Config c = config(addresses, port, true);
        c.setLiteMember(true);
        HazelcastInstance hz = start(c, addresses);
        MemberState.attach(hz, 0, null);
        if (Workers.slots(hz).isEmpty()) {
            hz.shutdown();
            throw new UserError("no bliss worker at " + String.join(",", addresses)
                    + "; start one with 'bliss worker --port PORT --cluster HOST:PORT,...'");
        }
        return hz;
    }

    private static Config config(List<String> addresses, int port, boolean lite) {
        quiet();
        int heartbeat = heartbeatSeconds();
        Config c = new Config();
        c.setClusterName(NAME);
        c.setInstanceName((lite ? "bliss-coordinator-" : "bliss-worker-") + port + "-" + ProcessHandle.current().pid());
        c.setProperty("hazelcast.logging.type", "jdk");
        c.setProperty("hazelcast.phone.home.enabled", "false");
        c.setProperty("hazelcast.shutdownhook.policy", "TERMINATE");
        c.setProperty("hazelcast.wait.seconds.before.join", "1");
        c.setProperty("hazelcast.heartbeat.interval.seconds", "1");
        c.setProperty("hazelcast.max.no.heartbeat.seconds", Integer.toString(heartbeat));
        c.setProperty("hazelcast.merge.first.run.delay.seconds", "5");
        c.setProperty("hazelcast.merge.next.run.delay.seconds", "5");
        c.setProperty("hazelcast.graceful.shutdown.max.wait", "10");
        c.getJetConfig().setEnabled(false);
        c.getExecutorConfig(CONTROL).setPoolSize(4);
        c.setUserContext(new ConcurrentHashMap<>());
        NetworkConfig n = c.getNetworkConfig();
        n.setPort(port).setPortAutoIncrement(lite).setPortCount(100);
        if (addresses.stream().allMatch(ClusterNode::isLoopback)) {
            // every member on this machine: keep the cluster on the loopback interface
            c.setProperty("hazelcast.socket.bind.any", "false");
            n.getInterfaces().setEnabled(true).addInterface("127.0.0.1");
        }
        JoinConfig join = n.getJoin();
        join.getMulticastConfig().setEnabled(false);
        join.getAutoDetectionConfig().setEnabled(false);
        join.getTcpIpConfig().setEnabled(true).setMembers(addresses);
        return c;
    }

    private static HazelcastInstance start(Config c, List<String> addresses) {
        try {
            return Hazelcast.newHazelcastInstance(c);
        } catch (RuntimeException e) {
            throw new UserError("cannot join the bliss cluster at " + String.join(",", addresses) + ": "
                    + e.getMessage(), e);
        }
    }

    /** One line per member joining or leaving. */
    private static void tellMembership(HazelcastInstance hz, PrintStream log) {
        hz.getCluster().addMembershipListener(new MembershipListener() {
            @Override
            public void memberAdded(MembershipEvent e) {
                log.println("bliss worker: " + describe(e.getMember()) + " joined (" + e.getMembers().size()
                        + " nodes)");
            }

            @Override
            public void memberRemoved(MembershipEvent e) {
                log.println("bliss worker: " + describe(e.getMember()) + " left (" + e.getMembers().size()
                        + " nodes)");
            }
        });
    }

    static String describe(Member m) {
        return (m.isLiteMember() ? "coordinator " : "worker ") + m.getAddress().getHost() + ":"
                + m.getAddress().getPort();
    }

    static int heartbeatSeconds() {
        String s = System.getProperty("bliss.cluster.heartbeatSeconds",
                System.getenv().getOrDefault("BLISS_CLUSTER_HEARTBEAT_SECONDS", ""));
        try {
            return s.isBlank() ? DEFAULT_HEARTBEAT_SECONDS : Math.max(2, Integer.parseInt(s.trim()));
        } catch (NumberFormatException e) {
            return DEFAULT_HEARTBEAT_SECONDS;
        }
    }

    private static boolean isLoopback(String address) {
        String host = address.substring(0, address.lastIndexOf(':'));
        try {
            return InetAddress.getByName(host).isLoopbackAddress();
        } catch (UnknownHostException e) {
            return false;
        }
    }

    /** Held so that the level set on it stays (java.util.logging keeps loggers weakly). */
    private static final Logger HAZELCAST_LOG = Logger.getLogger("com.hazelcast");

    /** Hazelcast logs through java.util.logging; only severe errors get through. */
    private static void quiet() {
        HAZELCAST_LOG.setLevel(Level.SEVERE);
    }

    /** A port free on this machine now (where a coordinator starts looking for one). */
    static int freePort() {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        } catch (IOException e) {
            return 5801;
        }
    }
}
