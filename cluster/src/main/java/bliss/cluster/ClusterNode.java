package bliss.cluster;

import bliss.UserError;
import com.hazelcast.cluster.Member;
import com.hazelcast.cluster.MembershipEvent;
import com.hazelcast.cluster.MembershipListener;
import com.hazelcast.config.AdvancedNetworkConfig;
import com.hazelcast.config.ClassFilter;
import com.hazelcast.config.Config;
import com.hazelcast.config.JavaSerializationFilterConfig;
import com.hazelcast.config.JoinConfig;
import com.hazelcast.config.ServerSocketEndpointConfig;
import com.hazelcast.core.Hazelcast;
import com.hazelcast.core.HazelcastInstance;

import java.io.IOException;
import java.io.PrintStream;
import java.net.BindException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;

/**
 * Starts this JVM's node of a bliss cluster: embedded Hazelcast, joined over TCP/IP to listed addresses (no
 * multicast), quiet (Hazelcast's own log only for severe errors; one line per member joining, leaving or refused). A
 * {@code bliss worker} is a member with {@value #SLOTS} units at once; a command with {@code --cluster} joins as a lite
 * member (it owns no data and explores nothing; it hands units out and adds results up).
 *
 * <p>Who may join: only nodes with the same {@link ClusterSecret} (it names the Hazelcast cluster; Hazelcast refuses
 * a join under another name, and runs no operation of a node that is not a member). A node listens on one address
 * ({@link BindAddress}), for Hazelcast's member protocol only (its client protocol, which would take tasks from any
 * client that knows the cluster name, is off). A worker on an address other than loopback needs a secret.
 *
 * <p>Before joining, each address is {@link PeerProbe probed}: what is not a Hazelcast member (a closed port, a
 * server that says nothing or something else) is named in one line, never waited for.
 *
 * <p>Failure detection is Hazelcast's heartbeat: a member silent for {@code bliss.cluster.heartbeatSeconds} (default
 * {@value #DEFAULT_HEARTBEAT_SECONDS}; system property or {@code BLISS_CLUSTER_HEARTBEAT_SECONDS}) is removed, and the
 * units it was exploring are run again by others.
 */
public final class ClusterNode {

    /** The member attribute saying how many units a worker explores at once. */
    static final String SLOTS = "bliss.slots";
    /** Executor of units (explorations, cells, tuple questions) on the workers. */
    static final String UNITS = "bliss-units";
    /** Executor of short messages (split requests, pieces given, job ends) on every node. */
    static final String CONTROL = "bliss-control";
    static final int DEFAULT_HEARTBEAT_SECONDS = 10;
    /** How long a coordinator waits to join members that answered the probe. */
    static final int COORDINATOR_JOIN_SECONDS = 20;
    /** A refusal of the same node is told once in this time. */
    private static final long REFUSAL_QUIET_MILLIS = 10 * 60_000L;

    private ClusterNode() {
    }

    /**
     * Starts a worker member listening on {@code port} of one address, and joins the members at {@code addresses}
     * that answer.
     *
     * @param bind     the address to listen on ({@code --bind}), or null for the one {@link BindAddress} chooses
     * @param slots    units explored at once
     * @param log      where joins, leaves and refusals are told, one line each
     * @param analyses rebuilds the analyses coordinators hand out from their command lines
     * @throws UserError when the worker would listen beyond loopback without a secret (before any socket is
     *                   opened), the port is taken, or a member refused it
     */
    public static HazelcastInstance worker(int port, String bind, List<String> addresses, ClusterSecret secret,
                                           int slots, PrintStream log, AnalysisFactory analyses) {
        InetAddress address = workerAddress(bind, port, addresses, secret);
        requirePortFree(address, port);
        List<String> join = new ArrayList<>();
        List<String> others = new ArrayList<>();
        for (String a : addresses) {
            if (BindAddress.port(a) == port && address.equals(BindAddress.host(a))) {
                join.add(a); // this one
            } else {
                others.add(a);
            }
        }
        for (PeerProbe.Found f : PeerProbe.probe(others)) {
            switch (f.answer()) {
                case MEMBER, CLOSED, UNREACHABLE -> join.add(f.address()); // a member, or one not started yet
                default -> log.println("bliss worker: warning: " + f.why() + "; left out");
            }
        }
        Config c = config(secret, address, port, false, join);
        c.getMemberAttributeConfig().setAttribute(SLOTS, Integer.toString(slots));
        c.getExecutorConfig(UNITS).setPoolSize(Math.max(2, 2 * slots)).setQueueCapacity(0);
        Map<String, Long> told = new ConcurrentHashMap<>();
        HazelcastLog.Watch watch = HazelcastLog.watch(secret.clusterName(), refused -> {
            long now = System.currentTimeMillis();
            Long last = told.put(refused, now);
            if (last == null || now - last > REFUSAL_QUIET_MILLIS) {
                log.println("bliss worker: refused " + refused + ": its secret differs");
            }
        });
        HazelcastInstance hz = start(c, watch, join);
        if (!watch.refusedBy().isEmpty()) {
            hz.shutdown();
            watch.close();
            throw refused(watch.refusedBy().iterator().next(), secret);
        }
        MemberState.attach(hz, slots, analyses);
        tellMembership(hz, log);
        return hz;
    }

    /**
     * Where a worker listens: checked before any socket is opened.
     *
     * @throws UserError when the address is not loopback and there is no secret, or it is not this machine's
     */
    static InetAddress workerAddress(String bind, int port, List<String> addresses, ClusterSecret secret) {
        for (String a : addresses) {
            if (BindAddress.host(a) == null) {
                throw new UserError("the host of " + a + " in --cluster is unknown");
            }
        }
        boolean loopback = bind == null ? BindAddress.loopback(addresses)
                : BindAddress.worker(bind, port, addresses).isLoopbackAddress();
        if (!loopback && !secret.present()) {
            throw new UserError("a worker listening beyond this machine's loopback interface needs a cluster secret: "
                    + ClusterSecret.howToSet());
        }
        InetAddress address = BindAddress.worker(bind, port, addresses);
        BindAddress.requireLocal(address);
        return address;
    }

    /**
     * Joins the cluster at {@code addresses} as a lite member (a coordinator).
     *
     * @throws UserError when no address is a bliss worker that takes this node in (one line, naming why)
     */
    public static HazelcastInstance coordinator(List<String> addresses, ClusterSecret secret) {
        List<String> members = new ArrayList<>();
        List<String> why = new ArrayList<>();
        for (PeerProbe.Found f : PeerProbe.probe(addresses)) {
            if (f.member()) {
                members.add(f.address());
            } else {
                why.add(f.why());
            }
        }
        if (members.isEmpty()) {
            boolean closed = why.stream().allMatch(w -> w.startsWith("nothing listens"));
            throw new UserError("no bliss worker at " + String.join(",", addresses) + ": " + String.join("; ", why)
                    + (closed ? "; start one with 'bliss worker --port PORT'" : ""));
        }
        Consumer<String> warn = w -> System.err.println("bliss: warning: " + w + "; going on with the others");
        why.forEach(warn);
        Config c = config(secret, BindAddress.coordinator(members), freePort(), true, members);
        c.setLiteMember(true);
        c.setProperty("hazelcast.max.join.seconds", Integer.toString(COORDINATOR_JOIN_SECONDS));
        HazelcastInstance hz;
        try (HazelcastLog.Watch watch = HazelcastLog.watch(secret.clusterName(), refused -> { })) {
            hz = start(c, watch, members);
            if (Workers.slots(hz).isEmpty()) {
                hz.shutdown();
                if (!watch.refusedBy().isEmpty()) {
                    throw refused(watch.refusedBy().iterator().next(), secret);
                }
                throw new UserError("no bliss worker at " + String.join(",", members) + " took this node in (what "
                        + "listens there answered Hazelcast's greeting, then did not let it join)");
            }
            for (String a : watch.refusedBy()) {
                warn.accept(refused(a, secret).getMessage());
            }
        }
        MemberState.attach(hz, 0, null);
        return hz;
    }

    /** The one line of a join refused for a different cluster name. */
    private static UserError refused(String by, ClusterSecret secret) {
        return new UserError("refused by the cluster at " + by + ": its secret differs"
                + (secret.present() ? " from this one's (" : ": this one has none (") + ClusterSecret.howToSet() + ")");
    }

    private static Config config(ClusterSecret secret, InetAddress address, int port, boolean lite,
                                 List<String> join) {
        int heartbeat = heartbeatSeconds();
        Config c = new Config();
        c.setClusterName(secret.clusterName());
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
        c.setUserContext(MemberState.userContext());
        // Java deserialization (of what any peer sends, a join request included) only of bliss's, Hazelcast's and the
        // JDK's classes (Hazelcast's defaults): no gadget of another library on the class path.
        c.getSerializationConfig().setJavaSerializationFilterConfig(new JavaSerializationFilterConfig()
                .setWhitelist(new ClassFilter().addPrefixes("bliss.")));
        // One endpoint, for members: no client protocol, on one address, never every interface.
        c.setProperty("hazelcast.socket.bind.any", "false");
        AdvancedNetworkConfig n = c.getAdvancedNetworkConfig().setEnabled(true);
        ServerSocketEndpointConfig members = new ServerSocketEndpointConfig();
        members.setPort(port).setPortAutoIncrement(lite).setPortCount(100);
        members.getInterfaces().setEnabled(true).addInterface(address.getHostAddress());
        n.setMemberEndpointConfig(members);
        JoinConfig j = n.getJoin();
        j.getMulticastConfig().setEnabled(false);
        j.getAutoDetectionConfig().setEnabled(false);
        j.getTcpIpConfig().setEnabled(true).setMembers(join);
        return c;
    }

    /** Starts the node; a failure is one line (Hazelcast's severe records of the start are read, not shown). */
    private static HazelcastInstance start(Config c, HazelcastLog.Watch watch, List<String> addresses) {
        try {
            HazelcastInstance hz = Hazelcast.newHazelcastInstance(c);
            watch.started();
            return hz;
        } catch (RuntimeException e) {
            // the first severe record says why (a port taken since it was checked, say), else the exception
            String why = watch.severe().stream().findFirst().orElse(String.valueOf(e.getMessage()));
            throw new UserError("cannot join the bliss cluster at " + String.join(",", addresses) + ": "
                    + why.lines().findFirst().orElse(""), e);
        }
    }

    /**
     * Checks that nothing listens on {@code port} of {@code address} (Hazelcast would say so in 38 lines).
     *
     * @throws UserError when something does
     */
    private static void requirePortFree(InetAddress address, int port) {
        try (ServerSocket s = new ServerSocket()) {
            s.bind(new InetSocketAddress(address, port));
        } catch (BindException e) {
            throw new UserError("port " + port + " of " + address.getHostAddress() + " is already in use; give the "
                    + "worker another --port", e);
        } catch (IOException e) {
            throw new UserError("cannot listen on " + address.getHostAddress() + ":" + port + ": " + e.getMessage(), e);
        }
    }

    /** One line per member joining or leaving; a coordinator leaving says how many units of its ran here. */
    private static void tellMembership(HazelcastInstance hz, PrintStream log) {
        hz.getCluster().addMembershipListener(new MembershipListener() {
            @Override
            public void memberAdded(MembershipEvent e) {
                log.println("bliss worker: " + describe(e.getMember()) + " joined (" + e.getMembers().size()
                        + " nodes)");
            }

            @Override
            public void memberRemoved(MembershipEvent e) {
                String units = e.getMember().isLiteMember()
                        ? "; units of its run here: " + MemberState.of(hz).unitsRun(e.getMember().getUuid()) : "";
                log.println("bliss worker: " + describe(e.getMember()) + " left (" + e.getMembers().size()
                        + " nodes)" + units);
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

    /** A port free on this machine now (where a coordinator starts looking for one). */
    static int freePort() {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        } catch (IOException e) {
            return 5801;
        }
    }
}
