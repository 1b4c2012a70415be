package bliss.realcode;

import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.AnalysisSpec;
import bliss.spf.testgen.TestGeneration;
import bliss.spf.testgen.TestRunner;
import bliss.target.TargetClass;
import bliss.realcode.oracle.JvmPaths;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code bliss testgen --standalone} on the real-code copies, through their drivers: the suites compile with the
 * JDK's javac against the copies (and Commons' jar they import from) and JUnit 5 alone, without the symbolic-inputs
 * API or the drivers, and pass; one test per path, every path of pli (which keeps exactly the paths some valid input
 * follows) completed, and every run on the JVM following its path. The methods are those whose inputs tests build
 * today: nodes, ints, generic keys, boxes, strings, enum constants, arrays of values and new objects of value classes
 * (TreeMap's keys, Ranking's bonus, rounding and comparator, ArrayDeque's and PriorityQueue's elements, kept to the
 * classes the driver names), and nodes held by an array (HashMap's table, below). Every driver of the real-code
 * subjects is here (HashMap's put at scope 1, its scope 2 taking minutes).
 */
class GeneratedSuitesTest {

    private static final Path COPIES = Path.of("target/generated-sources/copies");

    @ParameterizedTest(name = "{0}.{2}")
    @CsvSource({
            "bliss.realcode.commons.NodeCachingLinkedList, NodeCachingLinkedListDrivers, add",
            "bliss.realcode.commons.NodeCachingLinkedList, NodeCachingLinkedListDrivers, removeIndex",
            "bliss.realcode.commons.NodeCachingLinkedList, NodeCachingLinkedListDrivers, indexOf",
            "bliss.realcode.commons.TreeList, TreeListDrivers, get",
            "bliss.realcode.commons.TreeList, TreeListDrivers, indexOf",
            "bliss.realcode.jdk.LinkedList, JdkLinkedListDrivers, get",
            "bliss.realcode.jdk.LinkedList, JdkLinkedListDrivers, indexOf",
            // the driver calls through a method reference (x::removeFirst), to an inherited method for Commons'
            "bliss.realcode.jdk.LinkedList, JdkLinkedListDrivers, removeFirst",
            "bliss.realcode.commons.NodeCachingLinkedList, NodeCachingLinkedListDrivers, removeFirst",
            // a header class whose superclass is the JDK's AbstractMap (fields the contents walk may not open)
            "bliss.realcode.jdk.TreeMap, JdkTreeMapDrivers, get",
            "bliss.realcode.jdk.TreeMap, JdkTreeMapDrivers, put",
            "bliss.realcode.jdk.TreeMap, JdkTreeMapDrivers, remove",
            // a header whose field declared NavigableMap holds the map copy (built into each test's input)
            "bliss.realcode.jdk.TreeSet, JdkTreeSetDrivers, contains",
            "bliss.realcode.jdk.TreeSet, JdkTreeSetDrivers, add",
            "bliss.realcode.jdk.TreeSet, JdkTreeSetDrivers, pollFirst",
            "bliss.realcode.jdk.TreeSet, JdkTreeSetDrivers, first",
            // the map's values are the set's static PRESENT (a held static), which remove compares with
            "bliss.realcode.jdk.TreeSet, JdkTreeSetDrivers, remove",
            "bliss.realcode.own.Ranking, RankingDrivers, totalBonus",
            "bliss.realcode.own.Ranking, RankingDrivers, firstWeight",
            "bliss.realcode.own.Ranking, RankingDrivers, best",
            "bliss.realcode.jdk.ArrayDeque, JdkArrayDequeDrivers, pollFirst",
            "bliss.realcode.jdk.ArrayDeque, JdkArrayDequeDrivers, addLast",
            "bliss.realcode.jdk.ArrayDeque, JdkArrayDequeDrivers, contains",
            "bliss.realcode.jdk.PriorityQueue, JdkPriorityQueueDrivers, poll",
            "bliss.realcode.jdk.PriorityQueue, JdkPriorityQueueDrivers, remove",
            "bliss.realcode.jdk.LinkedList, JdkLinkedListDrivers, add",
            "bliss.realcode.jdk.LinkedList, JdkLinkedListDrivers, removeObject",
            "bliss.realcode.commons.TreeList, TreeListDrivers, add",
            "bliss.realcode.commons.TreeList, TreeListDrivers, removeIndex",
            "bliss.realcode.jdk.TreeMap, JdkTreeMapDrivers, containsKey",
            "bliss.realcode.jdk.TreeMap, JdkTreeMapDrivers, putWithComparator",
            "bliss.realcode.jdk.TreeMap, JdkTreeMapDrivers, getWithComparator",
            "bliss.realcode.jdk.ArrayList, JdkArrayListDrivers, add",
            "bliss.realcode.jdk.ArrayList, JdkArrayListDrivers, removeObject",
            "bliss.realcode.jdk.ArrayList, JdkArrayListDrivers, indexOf",
            "bliss.realcode.jdk.Stack, JdkStackDrivers, pop",
            "bliss.realcode.jdk.Stack, JdkStackDrivers, search",
            // java.util.concurrent's: nodes of a private class, reached through VarHandles
            "bliss.realcode.jdk.ConcurrentLinkedQueue, JdkConcurrentLinkedQueueDrivers, offer",
            "bliss.realcode.jdk.ConcurrentLinkedQueue, JdkConcurrentLinkedQueueDrivers, poll",
            "bliss.realcode.jdk.ConcurrentLinkedQueue, JdkConcurrentLinkedQueueDrivers, remove"})
    void aStandaloneSuiteCompilesAgainstTheClassAndJUnitAloneAndPasses(String cls, String drivers, String method,
                                                                       @TempDir Path dir) throws Exception {
        checkSuite(cls, drivers, method, 3, dir);
    }

    /**
     * Commons' CircularFifoQueue at scope 2 (a buffer of up to two slots, full or not, wrapped or not; at scope 3 pli's
     * SymSolve calls take over ten seconds a driver): a final field ({@code maxElements}) and a buffer declared
     * {@code E[]} in each test's input.
     */
    @ParameterizedTest(name = "CircularFifoQueue.{0}")
    @CsvSource({"add", "remove", "get"})
    void aRingBuffersSuiteCompilesAndPasses(String method, @TempDir Path dir) throws Exception {
        checkSuite("bliss.realcode.commons.CircularFifoQueue", "CircularFifoQueueDrivers", method, 2, dir);
    }

    /**
     * OpenJDK's EnumMap at scope 2: each test's input sets the key type to the class object the driver named
     * ({@code Formatter.BigDecimalLayoutForm.class}), the key universe to its constants and a value slot to the
     * map's NULL sentinel where the path read one; a key the driver made of another enum ({@code RoundingMode.UP})
     * is written as that constant, so that every test makes the driver's call.
     */
    @ParameterizedTest(name = "EnumMap.{0}")
    @CsvSource({"get", "containsKey", "remove", "put"})
    void anEnumMapsKeyTypeIsTheClassTheDriverNamed(String method, @TempDir Path dir) throws Exception {
        TestGeneration.Report r = checkSuite("bliss.realcode.jdk.EnumMap", "JdkEnumMapDrivers", method, 2, dir);
        assertEquals(8, r.tests().size());
        String source = java.nio.file.Files.readString(r.file());
        assertTrue(source.contains("\"keyType\", Formatter.BigDecimalLayoutForm.class)"), source);
        assertTrue(source.contains("RoundingMode.UP"), source);
    }

    /**
     * OpenJDK's HashMap at scope 2: the nodes of an input are held by its table (an array of nodes) and its tree
     * bins hold TreeNodes, a subclass of the table's Node; each path's input is built with them and its test follows
     * its path.
     */
    @ParameterizedTest(name = "HashMap.{0}")
    @CsvSource({"get", "remove"})
    void aHashTablesNodesAreBuiltIntoItsTable(String method, @TempDir Path dir) throws Exception {
        checkSuite("bliss.realcode.jdk.HashMap", "JdkHashMapDrivers", method, 2, dir);
    }

    /**
     * OpenJDK's HashSet over the HashMap copy at scope 1 (scope 2 takes its analysis minutes): each input's map holds
     * the set's static PRESENT as every value, built by reading the static, and remove's answer compares with it.
     */
    @ParameterizedTest(name = "HashSet.{0}")
    @CsvSource({"contains", "remove"})
    void aSetOverAHashMapHoldsItsPresentAsEveryValue(String method, @TempDir Path dir) throws Exception {
        checkSuite("bliss.realcode.jdk.HashSet", "JdkHashSetDrivers", method, 1, dir);
    }

    /**
     * OpenJDK's HashMap.get at scope 3: bins of three, plain and tree bins side by side, so that PLI's searches meet
     * witnesses whose node at a place is of the other class (a plain Node where the question's is a TreeNode; this
     * stopped the analysis with an internal error before). One passing test per path, each following its path.
     */
    @Test
    void hashMapGetAtScope3(@TempDir Path dir) throws Exception {
        checkSuite("bliss.realcode.jdk.HashMap", "JdkHashMapDrivers", "get", 3, dir);
    }

    /**
     * OpenJDK's HashMap.put at scope 1: a map without a table allocates one of its threshold's length (a float
     * product with the load factor on the way), every bin a path; one passing test per path, as many as the brute
     * force finds distinct runs (every valid map of at most one node, thresholds up to 64, every key up to 64).
     */
    @Test
    void everyPathOfHashMapPutGetsATest(@TempDir Path dir) throws Exception {
        TestGeneration.Report r = checkSuite("bliss.realcode.jdk.HashMap", "JdkHashMapDrivers", "put", 1, dir);
        RealCodeCase put = RealCodeSuiteTest.CASES.stream().filter(c -> c.id().equals("HashMap.put")).findFirst()
                .orElseThrow();
        assertEquals(SuiteCheck.oracle(put, 1).stream().map(JvmPaths.Run::trace).distinct().count(),
                r.tests().size());
    }

    /**
     * OpenJDK's Stack.push at scope 1 (Vector's growth through {@code Arrays.copyOf}, at every capacity the oracle's
     * stacks have): one passing test per path, as many as the brute force finds distinct runs; the 3 paths cut at an
     * array too long for the engine ({@code SuiteCheck.LONG_ARRAYS}) get none.
     */
    @Test
    void everyPathOfStackPushGetsATest(@TempDir Path dir) throws Exception {
        TestGeneration.Report r = checkSuite("bliss.realcode.jdk.Stack", "JdkStackDrivers", "push", 1, dir);
        RealCodeCase push = RealCodeSuiteTest.CASES.stream().filter(c -> c.id().equals("Stack.push")).findFirst()
                .orElseThrow();
        assertEquals(SuiteCheck.oracle(push, 1).stream().map(JvmPaths.Run::trace).distinct().count(),
                r.tests().size());
    }

    /**
     * OpenJDK's PriorityQueue.offer at scope 3: the paths that grow the array call {@code jdk.internal.util
     * .ArraysSupport}, which java.base exports to this module's tests by the add-exports option of its Surefire
     * configuration, and the test class names that option for whoever runs it. One passing test per path, as many as
     * the brute force (every valid queue of up to 3 elements with every element offered, run on the JVM) finds
     * distinct runs, the growing ones among them.
     */
    @Test
    void everyPathOfOfferGetsATestGrowingPathsIncluded(@TempDir Path dir) throws Exception {
        TestGeneration.Report r = checkSuite("bliss.realcode.jdk.PriorityQueue", "JdkPriorityQueueDrivers", "offer",
                3, dir);
        RealCodeCase offer = RealCodeSuiteTest.CASES.stream().filter(c -> c.id().equals("PriorityQueue.offer"))
                .findFirst().orElseThrow();
        List<JvmPaths.Run> runs = SuiteCheck.oracle(offer, 3);
        assertEquals(runs.stream().map(JvmPaths.Run::trace).distinct().count(), r.tests().size());
        assertTrue(runs.stream().anyMatch(run -> run.trace().stream().anyMatch(e -> e.startsWith("copyOf "))),
                "the brute force grows the array (grow's Arrays.copyOf)");
        assertEquals(List.of("--add-exports=java.base/jdk.internal.util=ALL-UNNAMED"), r.jvmOptions());
        assertTrue(java.nio.file.Files.readString(r.file()).contains("needs " + r.jvmOptions().get(0)));
    }

    /**
     * Commons Collections 4.4's TreeBidiMap.put at scope 2 (two red-black trees over the same nodes, its links in
     * arrays of two): every path has a valid input and a test, and each test checks repOK after the call. Some fail,
     * each on that check: a defect of the class's insertion, which leaves a tree with unequal black heights
     * ({@code RealCodeSuiteTest.treeBidiMapsInsertionBreaksItsRedBlackInvariant} shows one input on the JVM alone).
     * The tests that fail are those testgen marked as breaking the specification, and no other.
     */
    @Test
    void testgenFindsTreeBidiMapsInsertionDefect(@TempDir Path dir) throws Exception {
        List<Path> classpath = List.of(TestRunner.locationOf(bliss.realcode.jdk.LinkedList.class),
                TestRunner.locationOf(org.apache.commons.collections4.OrderedIterator.class));
        TargetClass target = TargetClass.resolve("bliss.realcode.commons.TreeBidiMap", classpath,
                List.of(COPIES, Path.of("src/main/java")));
        AnalysisSpec spec = AnalysisSpec.of(target.name(), "put").withScope(2).withTechnique("pli")
                .withDriver("bliss.realcode.drivers.TreeBidiMapDrivers", "put");
        TestGeneration.Report r = new TestGeneration(target, new Analysis(spec, target.loader())).standalone(true)
                .run(dir.resolve("src"));
        assertEquals(List.of(), r.uncompletable(), "pli's paths all have valid inputs");
        assertEquals(List.of(), r.divergent(), "every run on the JVM follows its path");
        assertEquals(r.paths(), r.tests().size(), "one test per path");
        assertTrue(r.failingSpecification() > 0, "put breaks the invariant on some input");

        Path classes = dir.resolve("classes");
        TestRunner.compile(List.of(r.file()), classpath, classes);
        TestRunner.Outcome o = TestRunner.run(classes, classpath, List.of(r.testClass()), null);
        assertEquals(r.failingSpecification(), o.failures().size(), o.failures().toString());
        assertEquals(r.tests().size() - r.failingSpecification(), o.passed());
        for (TestRunner.Failure f : o.failures()) {
            assertTrue(f.message().contains("repOK holds after the calls"), f.toString());
        }
    }

    private static TestGeneration.Report checkSuite(String cls, String drivers, String method, int scope, Path dir)
            throws Exception {
        List<Path> classpath = List.of(TestRunner.locationOf(bliss.realcode.jdk.LinkedList.class),
                TestRunner.locationOf(org.apache.commons.collections4.OrderedIterator.class));
        TargetClass target = TargetClass.resolve(cls, classpath, List.of(COPIES, Path.of("src/main/java")));
        AnalysisSpec spec = AnalysisSpec.of(target.name(), method).withScope(scope).withTechnique("pli")
                .withDriver("bliss.realcode.drivers." + drivers, method);
        TestGeneration.Report r = new TestGeneration(target, new Analysis(spec, target.loader())).standalone(true)
                .run(dir.resolve("src"));
        assertEquals(List.of(), r.uncompletable(), "pli's paths all have valid inputs");
        assertEquals(List.of(), r.repOKFailures());
        assertEquals(List.of(), r.divergent(), "every run on the JVM follows its path");
        assertEquals(r.paths() - r.cut() - r.assumed(), r.tests().size(), "one test per feasible path");
        assertTrue(r.tests().size() > 0);

        Path classes = dir.resolve("classes");
        TestRunner.compile(List.of(r.file()), classpath, classes); // JUnit's API is added, nothing of bliss
        TestRunner.Outcome o = TestRunner.run(classes, classpath, List.of(r.testClass()), null);
        assertEquals(List.of(), o.failures());
        assertEquals(r.tests().size(), o.passed());
        String source = java.nio.file.Files.readString(r.file());
        assertEquals(r.tests().size(), source.split("X\\." + method(method) + "\\(", -1).length - 1,
                "each test makes the driver's call itself");
        return r;
    }

    /**
     * The method a driver calls: its name, or the name it overloads ({@code removeIndex} calls remove(int),
     * {@code removeObject} remove(Object), {@code putWithComparator} put on a map with a comparator).
     */
    private static String method(String driver) {
        return switch (driver) {
            case "removeIndex", "removeObject" -> "remove";
            case "putWithComparator" -> "put";
            case "getWithComparator" -> "get";
            default -> driver;
        };
    }
}
