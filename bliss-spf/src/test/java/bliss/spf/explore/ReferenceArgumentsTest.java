package bliss.spf.explore;

import bliss.UserError;
import bliss.layout.FieldShape;
import bliss.layout.HeapAccess;
import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.AnalysisSpec;
import bliss.spf.explore.subjects.Chain;
import bliss.spf.results.AnalysisResult;
import bliss.subjects.pose.Sample;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Reference arguments of a method analysed without a driver are symbolic references that lazy initialization
 * decides at their first load (SPF's ALOAD): null, an alias of each input object of a compatible class already there
 * (the receiver, which exists first, its nodes read so far, the arguments loaded before), or a fresh object while the
 * scope allows. The subjects are the POSE paper's Fig. 1 programs in Java ({@link Sample}).
 *
 * <p>Oracles: path counts derived by hand below, as the paper derives its Table 1 counts for lazy initialization
 * (swap 21, sum 23); and the JVM: every concrete input of at most k objects, enumerated by brute force (aliasing and
 * null included), run on the real JVM, follows exactly one li path (its heap embeds the path's decided input
 * one-to-one) and ends as that path ends (normally or with the same exception), and every path is followed by some
 * input.
 */
class ReferenceArgumentsTest {

    /*
     * swap(Sample s): if (s != null) { d = this.data; this.data = s.data; s.data = d; }   objects: this = X
     *
     * The first load of s (the test s != null) forks: null | X | a fresh S.
     *   s == null: the method returns.                                                          1 path
     *   s == X:    this.data is read: null | X | a fresh D (3); s.data is this.data, decided.   3 paths
     *   s == S:    this.data: null | X | S | a fresh D; then s.data (S.data):
     *                this.data null, X or S: null | X | S | fresh       (3 x 4 = 12)
     *                this.data D:            null | X | S | D | fresh   (5)                    17 paths
     * Total 1 + 3 + 17 = 21 (the paper's lazy initialization count). A path holds at most 4 objects (X, S, D and
     * the fresh one of s.data). At scope 3 (at most 3 Samples, X included) only the fresh object of s.data after D
     * is cut (5 -> 4): 1 + 3 + 12 + 4 = 20.
     *
     * sum(): reads val, then this.s0.val, this.s1.val, this.s2.val; a null dereference throws (a path of its own in
     * Java, as in the paper's count). With n objects there, a reference read forks into null, n aliases and a fresh
     * one (n + 1 objects after it). Let T2(n) be the paths from the read of s2 with n objects, T1(n) from s1:
     *   T2(n) = 1 + n + 1 = n + 2
     *   T1(n) = 1 + n T2(n) + T2(n + 1)
     *   T0    = 1 + 1 T1(1) + T1(2)          (s0 with X alone)
     *   T1(1) = 1 + 1 x 3 + 4 = 8,  T1(2) = 1 + 2 x 4 + 5 = 14,  T0 = 1 + 8 + 14 = 23.
     * Paths ending in a NullPointerException: s0 null (1) + s1 null (after s0 = X or fresh: 2) + s2 null (after the
     * 2 + 3 choices of s0, s1 that did not throw: 5) = 8. At most 4 objects; at scope 3 the fresh s2 after fresh s0
     * and s1 is cut: T1(2) = 1 + 2 x 4 + 4 = 13, T0 = 22.
     *
     * sumOf(s0, s1, s2): s0.val + s1.val + s2.val: the same reads in the same order, of arguments at their first
     * load instead of fields at their first read, with the receiver X there first: 23 (22 at scope 3), 8 throwing.
     */
    /*
     * hasNull(): s = this.next; i = 1; while (s != null && i <= max) { s = s.next; i++ } return s == null.
     * The read of X.next forks: null (returns true) | X (a cycle: the loop runs to i = max + 1, returns false) | a
     * fresh A. The j-th loop iteration (i = j) reads the next of the object made fresh before it, with j + 1 objects
     * there: null (1) | each of them (j + 1, each a cycle the loop follows to its bound) | a fresh one, whose next
     * the iteration i = j + 1 reads while j + 1 <= max; after the last iteration a fresh object ends the loop
     * (i > max): 1 path. Total 2 + sum_{j=1..max} (j + 2) + 1: max = 4 -> 2 + 18 + 1 = 21, max = 10 -> 2 + 75 + 1
     * = 78 (the paper's counts), with max + 2 objects (scope 6 and 12). At scope 5 the last fresh object (the 6th)
     * is cut: 20.
     */
    @ParameterizedTest
    @CsvSource({"hasNull, 6, 21, 0", "hasNull, 5, 20, 0", "hasNullWithin10, 12, 78, 0", "swap, 4, 21, 0", "swap, 3, 20, 0", "sum, 4, 23, 8", "sum, 3, 22, 8", "sumOf, 4, 23, 8",
            "sumOf, 3, 22, 8"})
    void liForksThePapersCounts(String method, int scope, long paths, long throwing) {
        List<PathEnd> ends = new ArrayList<>();
        AnalysisResult r = analyse(method, scope, ends);
        assertEquals(paths, r.paths());
        assertEquals(throwing, ends.stream().filter(e -> e.exceptionType() != null).count());
    }

    /**
     * An argument's decision is replayed from the root as a field's is: every search order, and two threads that split
     * the tree, find swap's 21 paths and sumOf's 23.
     */
    @ParameterizedTest
    @CsvSource({"DEPTH_FIRST_REPLAY, 1", "BREADTH_FIRST, 1", "RANDOM, 1", "DEPTH_FIRST, 2"})
    void everySearchOrderFindsTheSamePaths(SearchOrder order, int threads) {
        for (String[] m : new String[][]{{"swap", "21"}, {"sumOf", "23"}}) {
            AnalysisResult r = new Analysis(AnalysisSpec.of(Sample.class.getName(), m[0]).withScope(4)
                    .withSearch(order, 7).withThreads(threads), getClass().getClassLoader()).run();
            assertEquals(Long.parseLong(m[1]), r.paths(), m[0] + " " + order + " on " + threads + " threads");
        }
    }

    /*
     * POSE forks only where control flow does (a null dereference is a path of its own in Java):
     *   swap:    s != null is the one branch: 2 paths (s null; s not null, the swap straight-line with guarded
     *            reads and writes).
     *   sum:     four dereferences in a row (this is not null), each of s0, s1, s2 null or not: 3 paths ending in a
     *            NullPointerException (s0 null; s0 not, s1 null; s0, s1 not, s2 null) and the normal one: 4.
     *   sumOf:   the same with arguments: 4, 3 throwing.
     *   hasNull: the loop exits after j = 0..max iterations because s is null (max + 1 paths), or after max
     *            iterations because i > max with s not null (1 path): max + 2, so 6 for max = 4 and 12 for max = 10.
     *            Exiting with s null after j iterations needs j + 1 distinct objects (X and j fresh ones, acyclic);
     *            at scope 4 the exit after 4 iterations needs 5: 5 paths (a cycle still reaches i > max).
     *   zeroSum: three writes (b2, b1, b0: each null throws, 3 paths), then one branch on the sum the guarded writes
     *            left, both sides feasible (0 when b0, b1, b2 are one object, which throws): 5 paths, 4 throwing.
     */
    @ParameterizedTest
    @CsvSource({"swap, 4, 2, 0", "swap, 3, 2, 0", "sum, 4, 4, 3", "sum, 3, 4, 3", "sumOf, 4, 4, 3", "hasNull, 4, 5, 0",
            "hasNull, 5, 6, 0", "hasNull, 6, 6, 0", "hasNullWithin10, 12, 12, 0", "zeroSum, 4, 5, 4"})
    void poseForksTheControlFlowPaths(String method, int scope, long paths, long throwing) {
        List<PathEnd> ends = new ArrayList<>();
        AnalysisResult r = analyse(method, scope, ends, "pose");
        assertEquals(paths, r.paths());
        assertEquals(throwing, ends.stream().filter(e -> e.exceptionType() != null).count());
    }

    /**
     * Every concrete input of at most 4 Samples follows exactly one pose path of swap, sum, sumOf, zeroSum, and ends
     * so (zeroSum's end depends on the guarded writes: it throws where they all went to one object).
     */
    @ParameterizedTest
    @CsvSource({"swap", "sum", "sumOf", "zeroSum"})
    void everyConcreteInputFollowsOnePosePath(String method) throws Exception {
        check(method, 4, HOLES.get(method), "pose");
    }

    /** Every concrete input of at most 5 Samples follows exactly one pose path of hasNull, and ends as it ends. */
    @Test
    void everyConcreteInputOfHasNullFollowsOnePosePath() throws Exception {
        check("hasNull", 5, HOLES.get("hasNull"), "pose");
    }

    /** The techniques that know only the receiver's structure refuse a reference argument rather than miscount. */
    @ParameterizedTest
    @CsvSource({"lissa", "pli"})
    void otherTechniquesRefuseReferenceArguments(String technique) {
        UserError e = assertThrows(UserError.class, () -> new Analysis(AnalysisSpec.of(Chain.class.getName(),
                "contains").withTechnique(technique).withScope(2), getClass().getClassLoader()).run());
        assertTrue(e.getMessage().startsWith("parameter n of contains (" + Chain.Node.class.getName() + ") is a "
                + "symbolic reference"), e.getMessage());
        assertTrue(e.getMessage().contains("use --technique li"), e.getMessage());
    }

    /**
     * The references each method's brute force varies over every heap of n Samples (receiver first), each null or
     * any of them: swap each object's data and s; sum the receiver's s0, s1, s2 (the other objects' references are
     * never read, and stay null); sumOf its arguments; hasNull each next.
     */
    private static final Map<String, Holes> HOLES = Map.of(
            "swap", (objects, holes) -> {
                for (Sample o : objects) {
                    holes.add(new Hole(o, "data"));
                }
                holes.add(new Hole(null, "s"));
            },
            "sum", (objects, holes) -> {
                for (String f : List.of("s0", "s1", "s2")) {
                    holes.add(new Hole(objects.get(0), f));
                }
            },
            "sumOf", (objects, holes) -> {
                for (String a : List.of("s0", "s1", "s2")) {
                    holes.add(new Hole(null, a));
                }
            },
            "zeroSum", (objects, holes) -> {
                for (String a : List.of("b0", "b1", "b2")) {
                    holes.add(new Hole(null, a));
                }
            },
            "hasNull", (objects, holes) -> {
                for (Sample o : objects) {
                    holes.add(new Hole(o, "next"));
                }
            });

    /** Every concrete input of at most 4 Samples follows exactly one li path of swap, sum, sumOf, and ends so. */
    @ParameterizedTest
    @CsvSource({"swap", "sum", "sumOf"})
    void everyConcreteInputFollowsOnePath(String method) throws Exception {
        check(method, 4, HOLES.get(method), "li");
    }

    /** Every concrete input of at most 5 Samples follows exactly one li path of hasNull, and ends as it ends. */
    @Test
    void everyConcreteInputOfHasNullFollowsOnePath() throws Exception {
        check("hasNull", 5, HOLES.get("hasNull"), "li");
    }

    // ------------------------------------------------------------------------------------------------------------

    private static AnalysisResult analyse(String method, int scope, List<PathEnd> ends) {
        return analyse(method, scope, ends, "li");
    }

    private static AnalysisResult analyse(String method, int scope, List<PathEnd> ends, String technique) {
        return new Analysis(AnalysisSpec.of(Sample.class.getName(), method).withScope(scope).withTechnique(technique),
                ReferenceArgumentsTest.class.getClassLoader()).observer(ends::add).run();
    }

    /** A reference the brute force varies: a field of an object, or (owner null) an argument by name. */
    private record Hole(Sample owner, String name) {
    }

    private interface Holes {
        void of(List<Sample> objects, List<Hole> holes);
    }

    private static void check(String method, int k, Holes holesOf, String technique) throws Exception {
        List<PathEnd> ends = new ArrayList<>();
        analyse(method, k, ends, technique);
        boolean pose = technique.equals("pose");
        for (PathEnd e : ends) {
            assertTrue(pose || e.pathCondition().isEmpty(), "a path that constrains values: " + e.pathCondition());
        }
        Method m = Sample.class.getMethod(method, sampleParameters(method));
        List<String> parameters = names(method);
        Set<PathEnd> followed = new HashSet<>();
        int inputs = 0;
        for (int n = 1; n <= k; n++) {
            List<Sample> objects = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                Sample o = new Sample();
                field("val").setInt(o, 10 * (i + 1));
                objects.add(o);
            }
            List<Hole> holes = new ArrayList<>();
            holesOf.of(objects, holes);
            int[] choice = new int[holes.size()]; // 0: null, i: objects[i - 1]
            do {
                Map<String, Sample> arguments = new java.util.HashMap<>();
                for (int h = 0; h < holes.size(); h++) {
                    Sample v = choice[h] == 0 ? null : objects.get(choice[h] - 1);
                    Hole hole = holes.get(h);
                    if (hole.owner() == null) {
                        arguments.put(hole.name(), v);
                    } else {
                        field(hole.name()).set(hole.owner(), v);
                    }
                }
                Sample receiver = objects.get(0);
                Object[] args = parameters.stream().map(arguments::get).toArray();
                List<PathEnd> matching = new ArrayList<>();
                for (PathEnd e : ends) {
                    if (pose ? PoseOracle.follows(e, receiver, parameters, args) : follows(e.input(), receiver, parameters, args)) {
                        matching.add(e);
                    }
                }
                String input = describe(objects, parameters, args);
                assertEquals(1, matching.size(), input + " follows " + matching.size() + " paths: "
                        + matching.stream().map(PathEnd::input).toList());
                String thrown = null;
                try {
                    m.invoke(receiver, args); // changes the heap: the match above was made before
                } catch (InvocationTargetException x) {
                    thrown = x.getCause().getClass().getName();
                }
                assertEquals(matching.get(0).exceptionType(), thrown, input + " on the JVM, against "
                        + matching.get(0).input());
                followed.add(matching.get(0));
                inputs++;
                for (Hole hole : holes) { // undo the run's writes: the next input starts from the holes alone
                    if (hole.owner() != null) {
                        field(hole.name()).set(hole.owner(), null);
                    }
                }
                for (Sample o : objects) {
                    field("data").set(o, null);
                }
            } while (PoseOracle.next(choice, n));
        }
        assertEquals(ends.size(), followed.size(), "paths no concrete input of " + inputs + " follows");
    }


    /**
     * Whether a concrete input follows a path: the path's decided input embeds one-to-one into it (the receiver is
     * the receiver, each loaded argument its argument, each decided reference field the object's field: null to
     * null, a node to an object, distinct nodes to distinct objects).
     */
    private static boolean follows(PartialStructure path, Sample receiver, List<String> parameters, Object[] args)
            throws IllegalAccessException {
        Map<PartialStructure.Node, Object> image = new IdentityHashMap<>();
        Map<Object, PartialStructure.Node> preimage = new IdentityHashMap<>();
        if (!bind(path.receiver(), receiver, image, preimage)) {
            return false;
        }
        for (PartialStructure.Argument a : path.arguments()) {
            if (!bind(a.value(), args[parameters.indexOf(a.name())], image, preimage)) {
                return false;
            }
        }
        boolean changed = true;
        while (changed) {
            changed = false;
            for (PartialStructure.Node n : path.nodes()) {
                Object o = image.get(n);
                if (o == null) {
                    continue;
                }
                for (FieldShape f : n.shape().fields()) {
                    if (!f.isReference()) {
                        continue;
                    }
                    int before = image.size();
                    if (!bind(n.value(f), field(f.name()).get(o), image, preimage)) {
                        return false;
                    }
                    changed |= image.size() > before;
                }
            }
        }
        assertEquals(path.nodes().size(), image.size(), "a node of the path reached from neither X nor an argument");
        return true;
    }

    private static boolean bind(Object pathValue, Object concrete, Map<PartialStructure.Node, Object> image,
                                Map<Object, PartialStructure.Node> preimage) {
        if (pathValue == HeapAccess.UNINITIALIZED) {
            return true;
        }
        if (pathValue == null || concrete == null) {
            return pathValue == null && concrete == null;
        }
        PartialStructure.Node n = (PartialStructure.Node) pathValue;
        Object had = image.get(n);
        if (had != null) {
            return had == concrete;
        }
        if (preimage.containsKey(concrete)) {
            return false; // two nodes of the path are distinct objects
        }
        image.put(n, concrete);
        preimage.put(concrete, n);
        return true;
    }

    private static String describe(List<Sample> objects, List<String> parameters, Object[] args)
            throws IllegalAccessException {
        Map<Object, String> names = new IdentityHashMap<>();
        for (int i = 0; i < objects.size(); i++) {
            names.put(objects.get(i), "o" + i);
        }
        StringBuilder sb = new StringBuilder();
        for (Sample o : objects) {
            sb.append(names.get(o)).append('{');
            for (String f : List.of("data", "s0", "s1", "s2", "next")) {
                sb.append(f).append('=').append(names.get(field(f).get(o))).append(' ');
            }
            sb.append("} ");
        }
        for (int i = 0; i < args.length; i++) {
            sb.append(parameters.get(i)).append('=').append(names.get(args[i])).append(' ');
        }
        return sb.toString().trim();
    }

    private static Field field(String name) {
        try {
            Field f = Sample.class.getDeclaredField(name);
            f.setAccessible(true);
            return f;
        } catch (NoSuchFieldException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Class<?>[] sampleParameters(String method) {
        return names(method).stream().map(n -> Sample.class).toArray(Class<?>[]::new);
    }

    /** The parameters of each analysed method, by name. */
    private static List<String> names(String method) {
        return switch (method) {
            case "swap" -> List.of("s");
            case "sumOf" -> List.of("s0", "s1", "s2");
            case "zeroSum" -> List.of("b0", "b1", "b2");
            default -> List.of();
        };
    }
}
