package bliss.cluster;

import bliss.spf.analysis.Analysis;
import bliss.cli.AnalyzeCommand;
import bliss.spf.results.AnalysisResult;
import bliss.spf.results.CollectedStructure;
import bliss.spf.results.PathRecord;
import com.hazelcast.cluster.Member;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Three real {@code bliss worker}s (separate JVMs on loopback) explore analyses whose results must be the local run's
 * (the oracle: the same analysis on one thread in this JVM): every count and counter that does not depend on which
 * earlier SAT answers a solver could reuse, and every structure with its number, paths, path records and picture
 * (what {@code --dump} writes, models aside). Also when a worker joins in the middle of a run, when one is killed
 * (kill -9) right after giving work away (its units are explored again without the pieces it gave: nothing lost,
 * nothing counted twice), and when Redis dies in the middle of a BLISSDB run.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ClusterAnalysisTest {

    static Path cache;
    static LocalCluster cluster;

    @BeforeAll
    static void startMembers() throws Exception {
        cluster = LocalCluster.shared(3);
        cache = cluster.cache();
    }

    /** {@code analyze} arguments of one analysis, bounds in the members' database, paths kept (--dump). */
    static List<String> args(String spec) {
        String[] p = spec.split(" ");
        List<String> args = new ArrayList<>(List.of("--class", p[0], "--method", p[1], "--scope", p[2],
                "--technique", p[3], "--bounds-dir", cache.resolve("bliss").resolve("bounds").toString(),
                "--no-cache", "--dump", cache.resolve("dump").toString()));
        args.addAll(Arrays.asList(p).subList(4, p.length));
        return args;
    }

    /** Local results by arguments: the join and kill tests compare with the same one. */
    static final Map<List<String>, AnalysisResult> LOCAL = new ConcurrentHashMap<>();

    static AnalysisResult local(List<String> args) {
        return LOCAL.computeIfAbsent(args, a -> {
            List<String> one = new ArrayList<>(a);
            one.addAll(List.of("--threads", "1"));
            return AnalyzeCommand.analysis(one, Path.of("").toAbsolutePath()).run();
        });
    }

    static AnalysisResult distributed(List<String> args, AnalysisCoordinator.Events events) {
        Analysis a = AnalyzeCommand.analysis(args, Path.of("").toAbsolutePath());
        return new HazelcastAnalysisCluster(events).run(a, args, Path.of("").toAbsolutePath(), cluster.addresses());
    }

    /** The counts that do not depend on which earlier SAT answers or cached verdicts decided a question. */
    static Map<String, Object> counts(AnalysisResult r) {
        Map<String, Object> m = new TreeMap<>();
        m.put("paths", r.paths());
        m.put("normal", r.ends().normal());
        m.put("exceptions", r.ends().exceptions());
        m.put("limits", r.ends().cut());
        m.put("deadEnds", r.choices().deadEnds());
        m.put("assumeFailed", r.ends().assumeFailed());
        m.put("structures", r.structures());
        m.put("raised", r.ends().raised());
        m.put("choicePoints", List.of(r.choices().lazy(), r.choices().branch(), r.choices().switches()));
        m.put("partial", r.partial());
        Map<String, Long> counters = new TreeMap<>(r.counters());
        bliss.spf.testing.OrderDependentCounters.remove(counters);
        counters.keySet().removeIf(k -> k.startsWith("cache"));
        m.put("counters", counters);
        return m;
    }

    /** What --dump writes, structure by structure, but the models (which assignment a solver finds varies). */
    static List<String> dump(AnalysisResult r) {
        List<String> out = new ArrayList<>();
        for (CollectedStructure s : r.collected()) {
            StringBuilder records = new StringBuilder();
            for (PathRecord p : s.pathRecords()) {
                records.append(p.outcome()).append(' ').append(p.conditions()).append(' ')
                        .append(p.model().keySet()).append(' ').append(p.raised()).append("; ");
            }
            out.add(s.index() + " " + s.shape() + " " + s.objects() + " " + s.paths() + " " + records + "\n"
                    + s.dot());
        }
        return out;
    }

    static void assertSame(AnalysisResult expected, AnalysisResult actual) {
        assertEquals(counts(expected), counts(actual));
        List<String> e = dump(expected);
        List<String> a = dump(actual);
        for (int i = 0; i < Math.min(e.size(), a.size()); i++) {
            assertEquals(e.get(i), a.get(i), "structure " + i);
        }
        assertEquals(e.size(), a.size(), "structures");
        assertTrue(actual.cluster().units() >= 1);
    }

    @Order(1)
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"AvlTree bfs 10 bliss", "TreeSet bfs 8 bliss", "BinTree count 8 li",
            "LinkedList remove 5 rbli", "TreeSet add 4 li --search breadth-first", "BinomialHeap extractMin 5 bli"})
    void threeMembersGiveTheLocalResult(String spec) {
        List<String> args = args(spec);
        AnalysisResult one = local(args);
        AnalysisResult many = distributed(args, AnalysisCoordinator.NO_EVENTS);
        assertSame(one, many);
        assertEquals(0, many.cluster().rerun());
        assertEquals(many.cluster().units(), many.cost().splits() + 1, "one unit per piece split off, and the root");
    }

    @Order(2)
    @Test
    @Timeout(value = 5, unit = TimeUnit.MINUTES) // a coordinator that never takes the joiner in holds its piece
    void aMemberJoiningMidRunTakesWork() throws Exception {
        List<String> args = args("AvlTree bfs 16 bliss");
        AnalysisResult one = local(args);
        int before = cluster.addresses().size();
        AtomicInteger joiner = new AtomicInteger();
        AtomicBoolean joinerTook = new AtomicBoolean();
        Set<Integer> completedBy = ConcurrentHashMap.newKeySet();
        AtomicBoolean started = new AtomicBoolean();
        AnalysisResult many = distributed(args, new AnalysisCoordinator.Events() {
            @Override
            public void given(Member from, long unit) {
                if (started.compareAndSet(false, true)) {
                    try {
                        // starts a member that joins while the run goes on; not waited for here: this event holds the
                        // coordinator's lock, and a member whose call to the coordinator waits past Hazelcast's call
                        // timeout (60 s, a new JVM starting on a loaded machine) fails its unit. The piece given now
                        // waits for the joiner (mayTake), so the run cannot end before it has joined.
                        joiner.set(cluster.start());
                    } catch (Exception e) {
                        throw new IllegalStateException(e);
                    }
                }
            }

            @Override
            public boolean mayTake(Member m) {
                // the piece given when the joiner started waits for it: however fast the others end the rest of the
                // search while it starts, the coordinator must take the new member in and hand it that piece
                if (!started.get() || joinerTook.get()) {
                    return true;
                }
                boolean isJoiner = joiner.get() != 0 && m.getAddress().getPort() == joiner.get();
                if (isJoiner) {
                    joinerTook.set(true);
                }
                return isJoiner;
            }

            @Override
            public void completed(Member from, long unit) {
                completedBy.add(from.getAddress().getPort());
            }
        });
        assertSame(one, many);
        assertTrue(completedBy.contains(joiner.get()), "the member that joined mid-run explored units: "
                + completedBy + ", joiner " + joiner.get() + "\n" + cluster.log(joiner.get()));
        assertEquals(before + 1, many.cluster().members());
    }

    @Order(3)
    @Test
    void aMemberKilledMidRunHasItsUnitsExploredAgain() {
        List<String> args = args("AvlTree bfs 16 bliss");
        AnalysisResult one = local(args);
        AtomicInteger victim = new AtomicInteger();
        AnalysisResult many = distributed(args, new AnalysisCoordinator.Events() {
            @Override
            public void given(Member from, long unit) {
                // the first piece comes from the unit of the whole search: still running, with pieces given away
                if (victim.compareAndSet(0, from.getAddress().getPort())) {
                    cluster.kill(victim.get());
                }
            }
        });
        assertSame(one, many);
        assertTrue(many.cluster().rerun() >= 1, "the killed member's unit was explored again: " + many.cluster());
        assertTrue(!cluster.addresses().contains("127.0.0.1:" + victim.get()));
    }
}
