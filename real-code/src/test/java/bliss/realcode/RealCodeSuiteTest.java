package bliss.realcode;

import bliss.layout.ClassLayout;
import bliss.layout.ClassShape;
import bliss.realcode.oracle.ConcreteInput.Recipe;
import bliss.realcode.oracle.InputSpaces;
import bliss.spf.explore.PathEnd;
import bliss.spf.results.AnalysisResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;
import java.util.stream.Stream;

import static bliss.realcode.RealCodeCase.args;
import static bliss.realcode.RealCodeCase.range;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * The acceptance suite on real code: copies of OpenJDK 17's and Commons Collections 4.4's collections (module
 * real-code, copied at build time with only the package changed and our repOK spliced in), analysed under li,
 * lissa, lissa-m and pli at small scopes, each path count checked against the brute-force oracle of valid concrete
 * inputs run on the real JVM ({@link SuiteCheck}), a few also against counts worked out by hand from the code.
 * This class checks li and pli; {@link LissaSuiteTest} checks lissa and lissa-m on the same cases, in a test JVM of
 * its own.
 *
 * <p>What does not run yet is not skipped: {@link #NOT_ENDING} lists every (case, technique) whose analysis does not
 * end, and a test checks it still does not, so that a gap that closes fails here and asks for its case to move into
 * {@link #CASES}.
 */
class RealCodeSuiteTest {

    static final String JDK = "bliss.realcode.jdk.";
    static final String COMMONS = "bliss.realcode.commons.";
    static final String DRIVERS = "bliss.realcode.drivers.";

    static final List<String> TECHNIQUES = List.of("li", "lissa", "lissa-m", "pli");

    /** li explores far more paths than the others (every spurious one): it runs to this scope. */
    static final int LI_MAX_SCOPE = 2;

    private static RealCodeCase linkedList(String method, Map<String, int[]> args) {
        return new RealCodeCase("LinkedList", JDK + "LinkedList", DRIVERS + "JdkLinkedListDrivers", method,
                k -> args.isEmpty() ? args() : args(args.keySet().iterator().next(), domain(args, k)),
                InputSpaces::jdkLinkedList, 3);
    }

    private static RealCodeCase nodeCaching(String method, Map<String, int[]> args) {
        return new RealCodeCase("NodeCachingLinkedList", COMMONS + "NodeCachingLinkedList",
                DRIVERS + "NodeCachingLinkedListDrivers", method,
                k -> args.isEmpty() ? args() : args(args.keySet().iterator().next(), domain(args, k)),
                InputSpaces::nodeCachingLinkedList, 3);
    }

    /** Commons' TreeList, to scope 3 (the oracle's trees carry relative positions -k..k: left children's negative). */
    private static RealCodeCase treeList(String method, Map<String, int[]> args) {
        return new RealCodeCase("TreeList", COMMONS + "TreeList", DRIVERS + "TreeListDrivers", method,
                k -> args(args.keySet().iterator().next(), domain(args, k)), InputSpaces::treeList, 3);
    }

    /**
     * OpenJDK's TreeMap, Integer keys: the argument k in -1..2k+1, around the inputs' keys 0..2k. Its comparator field
     * is null (the analysed package has no Comparator of its own), and for the drivers whose seed map holds a
     * Descending (the ...WithComparator ones) also a Descending, with the keys in decreasing order.
     */
    private static RealCodeCase treeMap(String method) {
        return new RealCodeCase("TreeMap", JDK + "TreeMap", DRIVERS + "JdkTreeMapDrivers", method,
                k -> method.startsWith("put") ? args("k", range(-1, 2 * k + 1), "v", range(0, 0))
                        : args("k", range(-1, 2 * k + 1)),
                method.endsWith("WithComparator") ? InputSpaces::jdkTreeMapOrdered : InputSpaces::jdkTreeMap,
                LI_MAX_SCOPE);
    }

    /**
     * OpenJDK's TreeSet over the TreeMap copy, Integer elements: the argument e in -1..2k+1, around the inputs' keys
     * 0..2k. The set's map and its entries are nodes of the layout (the field {@code m}, declared NavigableMap, holds
     * a TreeMap: docs/engine.md).
     */
    private static RealCodeCase treeSet(String method) {
        return new RealCodeCase("TreeSet", JDK + "TreeSet", DRIVERS + "JdkTreeSetDrivers", method,
                k -> method.equals("contains") || method.equals("add") || method.equals("remove")
                        ? args("e", range(-1, 2 * k + 1)) : args(),
                InputSpaces::jdkTreeSet, 3);
    }

    /**
     * OpenJDK's HashMap of Integers, its tree bins (TreeNodes, the table's Node's subclass) included: the key k in
     * -1..4k+1, around the inputs' keys 0..4k; for put, up to 64, so that a key lands in each bin of every table put
     * allocates (a map without a table allocates one of its threshold's length, up to 64), and the inputs' keys wider
     * ({@link InputSpaces#jdkHashMapPut}).
     */
    private static RealCodeCase hashMap(String method) {
        return new RealCodeCase("HashMap", JDK + "HashMap", DRIVERS + "JdkHashMapDrivers", method,
                k -> method.equals("put") ? args("k", range(-1, Math.max(4 * k + 1,
                        bliss.spf.vm.Interpreter.MAX_SYMBOLIC_LENGTH)), "v", range(0, 0))
                        : args("k", range(-1, 4 * k + 1)),
                method.equals("put") ? InputSpaces::jdkHashMapPut : InputSpaces::jdkHashMap, 2);
    }

    /** OpenJDK's ArrayDeque and PriorityQueue of Integers (their drivers name the Object[]'s class): e in 0..k+1. */
    private static RealCodeCase arrayBacked(String subject, String method, IntFunction<List<Recipe>> inputs) {
        return new RealCodeCase(subject, JDK + subject, DRIVERS + "Jdk" + subject + "Drivers", method,
                k -> method.equals("poll") || method.equals("pollFirst") ? args() : args("e", range(0, k + 1)),
                inputs, 3);
    }

    /**
     * OpenJDK's ArrayBlockingQueue of Integers, its lock and conditions kept from the driver's seed
     * ({@code Symbolic.keep}): e in 0..k+1. To scope 2 (a buffer of at most 2 slots).
     */
    private static RealCodeCase arrayBlockingQueue(String method) {
        return new RealCodeCase("ArrayBlockingQueue", JDK + "ArrayBlockingQueue",
                DRIVERS + "JdkArrayBlockingQueueDrivers", method,
                k -> method.equals("poll") ? args() : args("e", range(0, k + 1)), InputSpaces::jdkArrayBlockingQueue,
                2);
    }

    /**
     * OpenJDK's ConcurrentLinkedQueue of Integers (java.util.concurrent's: its fields reached through VarHandles):
     * items null or -1..k, the argument e in -2..k+1, around them.
     */
    private static RealCodeCase concurrentLinkedQueue(String method) {
        return new RealCodeCase("ConcurrentLinkedQueue", JDK + "ConcurrentLinkedQueue",
                DRIVERS + "JdkConcurrentLinkedQueueDrivers", method,
                k -> method.equals("poll") || method.equals("peek") ? args() : args("e", range(-2, k + 1)),
                InputSpaces::jdkConcurrentLinkedQueue, 3);
    }

    /**
     * OpenJDK's ArrayList and Stack (over its Vector) of Integers, their buffers' elements null or Integers of -1..k;
     * the argument e in -2..k+1, around them.
     */
    private static RealCodeCase arrayList(String subject, String method, IntFunction<List<Recipe>> inputs) {
        return new RealCodeCase(subject, JDK + subject, DRIVERS + "Jdk" + subject + "Drivers", method,
                k -> method.equals("pop") ? args() : args("e", range(-2, k + 1)), inputs, 3);
    }

    /**
     * OpenJDK's Stack.push, to scope 2 (its full buffers come with every capacityIncrement up to 64, {@link
     * InputSpaces#jdkStackPush}): e 0 (push stores it and compares it with nothing).
     */
    private static RealCodeCase stackPush() {
        return new RealCodeCase("Stack", JDK + "Stack", DRIVERS + "JdkStackDrivers", "push", k -> args("e",
                range(0, 0)), InputSpaces::jdkStackPush, 2);
    }

    /**
     * OpenJDK's BitSet: the bit index i below 0, in each word's low bits and at its top bit, and past the last word of
     * every input ({@link InputSpaces#jdkBitSet}: at most k words).
     */
    private static RealCodeCase bitSet(String method) {
        return new RealCodeCase("BitSet", JDK + "BitSet", DRIVERS + "JdkBitSetDrivers", method,
                k -> method.equals("length") || method.equals("cardinality") ? args()
                        : args("i", new int[]{-1, 0, 1, 2, 63, 64, 65, 127, 128, 129, 191, 192, 193}),
                InputSpaces::jdkBitSet, 3);
    }

    /**
     * OpenJDK's EnumMap keyed by {@code Formatter.BigDecimalLayoutForm}, Integer values: the key by k in -1..2 (null,
     * either constant, a constant of another enum: {@link bliss.realcode.drivers.JdkEnumMapDrivers}), put's value 0.
     */
    private static RealCodeCase enumMap(String method) {
        return new RealCodeCase("EnumMap", JDK + "EnumMap", DRIVERS + "JdkEnumMapDrivers", method,
                k -> method.equals("put") ? args("k", range(-1, 2), "v", range(0, 0)) : args("k", range(-1, 2)),
                InputSpaces::jdkEnumMap, 3);
    }

    /**
     * OpenJDK's Hashtable of Integers (keys and values bound by its drivers): the key k in -1..4k+1, around the
     * inputs' keys 0..4k ({@link InputSpaces#jdkHashtable}); put's value 0 (stored, never compared).
     * put's keys are wider, 0..10k and k in -1..10k+1: a put on a full table rehashes it from L to 2L + 1 bins, and
     * each entry's new bin is a path's branch, so at scope 2 (2 bins to 5) a path may need two keys in one old bin
     * and one new bin, keys equal modulo 10, such as 0 and 10.
     */
    private static RealCodeCase hashtable(String method) {
        int spread = method.equals("put") ? 10 : 4;
        return new RealCodeCase("Hashtable", JDK + "Hashtable", DRIVERS + "JdkHashtableDrivers", method,
                k -> method.equals("put") ? args("k", range(-1, spread * k + 1), "v", range(0, 0))
                        : args("k", range(-1, spread * k + 1)),
                k -> InputSpaces.jdkHashtable(k, spread * k), 2);
    }

    /**
     * OpenJDK's ConcurrentHashMap of Integers (java.util.concurrent's: its fields and table reached through
     * {@code jdk.internal.misc.Unsafe}; keys and values bound by its drivers): the key k in -1..4k+1, around the
     * inputs' keys 0..4k ({@link InputSpaces#jdkConcurrentHashMap}); for put, up to 64, so that a key lands in each
     * bin of every table put allocates (a map without a table allocates one of {@code sizeCtl}'s length, up to 64, or
     * 16), and the inputs' keys wider ({@link InputSpaces#jdkConcurrentHashMapPut}); put's value 0 (stored, never
     * compared).
     */
    private static RealCodeCase concurrentHashMap(String method) {
        return new RealCodeCase("ConcurrentHashMap", JDK + "ConcurrentHashMap",
                DRIVERS + "JdkConcurrentHashMapDrivers", method,
                k -> method.equals("put") ? args("k", withTwins(range(-1, Math.max(4 * k + 1,
                        bliss.spf.vm.Interpreter.MAX_SYMBOLIC_LENGTH)), 4 * k), "v", range(0, 0))
                        : args("k", withTwins(range(-1, 4 * k + 1), 4 * k)),
                method.equals("put") ? InputSpaces::jdkConcurrentHashMapPut : InputSpaces::jdkConcurrentHashMap, 2);
    }

    /**
     * The keys and, for each key j in 0..max, its twin {@code j ^ 0x80008000}: ConcurrentHashMap's {@code spread}
     * clears the sign bit, so the twin has j's hash ({@code (h ^ (h >>> 16)) & 0x7fffffff}) and another value, a path
     * of its own (a node whose hash is the key's, whose key is not).
     */
    private static int[] withTwins(int[] keys, int max) {
        int[] out = java.util.Arrays.copyOf(keys, keys.length + max + 1);
        for (int j = 0; j <= max; j++) {
            out[keys.length + j] = j ^ 0x80008000;
        }
        return out;
    }

    /** Commons' CircularFifoQueue of Integers: e in 0..1 (add stores it, never compares it), the index i -1..k+1. */
    private static RealCodeCase circularFifoQueue(String method) {
        return new RealCodeCase("CircularFifoQueue", COMMONS + "CircularFifoQueue", DRIVERS
                + "CircularFifoQueueDrivers", method, k -> switch (method) {
                    case "add" -> args("e", range(0, 1));
                    case "get" -> args("i", range(-1, k + 1));
                    default -> args();
                }, InputSpaces::circularFifoQueue, 3);
    }

    /** Our own Ranking: values of every kind in its nodes (a box, a JDK enum) and a Comparator field. */
    private static RealCodeCase ranking(String method) {
        return new RealCodeCase("Ranking", "bliss.realcode.own.Ranking", DRIVERS + "RankingDrivers", method,
                k -> args(), InputSpaces::ranking, 2);
    }

    /** An element: 0..k+1 (the inputs' items are 0..k, so one value is in none). */
    private static final Map<String, int[]> ELEMENT = Map.of("e", new int[]{0, 1});
    /** An index: -1..k+1 (below, in and above every list of at most k elements). */
    private static final Map<String, int[]> INDEX = Map.of("i", new int[]{-1, 1});

    /** The domain of a one-argument map at scope k: {lo, k + hiOffset}. */
    private static int[] domain(Map<String, int[]> args, int k) {
        int[] spec = args.values().iterator().next();
        return range(spec[0], k + spec[1]);
    }

    static final List<RealCodeCase> CASES = List.of(
            linkedList("add", ELEMENT),
            linkedList("get", INDEX),
            linkedList("indexOf", ELEMENT),
            linkedList("removeFirst", Map.of()),
            linkedList("removeObject", ELEMENT),
            nodeCaching("add", ELEMENT),
            nodeCaching("removeFirst", Map.of()),
            nodeCaching("removeIndex", INDEX),
            nodeCaching("indexOf", ELEMENT),
            treeMap("get"),
            treeMap("containsKey"),
            treeMap("put"),
            treeMap("remove"),
            treeMap("putWithComparator"),
            treeMap("getWithComparator"),
            treeSet("contains"),
            treeSet("add"),
            treeSet("pollFirst"),
            treeSet("first"),
            treeSet("remove"),
            hashSet("contains"),
            hashSet("remove"),
            hashMap("get"),
            hashMap("remove"),
            hashMap("put"),
            arrayBacked("ArrayDeque", "addLast", InputSpaces::jdkArrayDeque),
            arrayBacked("ArrayDeque", "pollFirst", InputSpaces::jdkArrayDeque),
            arrayBacked("ArrayDeque", "contains", InputSpaces::jdkArrayDeque),
            arrayBlockingQueue("offer"),
            arrayBlockingQueue("poll"),
            arrayBlockingQueue("contains"),
            arrayBacked("PriorityQueue", "offer", InputSpaces::jdkPriorityQueue),
            arrayBacked("PriorityQueue", "poll", InputSpaces::jdkPriorityQueue),
            arrayBacked("PriorityQueue", "remove", InputSpaces::jdkPriorityQueue),
            arrayList("ArrayList", "add", InputSpaces::jdkArrayList),
            arrayList("ArrayList", "removeObject", InputSpaces::jdkArrayList),
            arrayList("ArrayList", "indexOf", InputSpaces::jdkArrayList),
            stackPush(),
            arrayList("Stack", "pop", InputSpaces::jdkStack),
            arrayList("Stack", "search", InputSpaces::jdkStack),
            treeBidiMap("get"),
            treeBidiMap("getKey"),
            treeBidiMap("put"),
            treeBidiMap("remove"),
            bitSet("get"),
            bitSet("nextSetBit"),
            bitSet("clear"),
            bitSet("length"),
            bitSet("cardinality"),
            enumMap("get"),
            enumMap("containsKey"),
            enumMap("remove"),
            enumMap("put"),
            hashtable("get"),
            hashtable("containsKey"),
            hashtable("remove"),
            hashtable("put"),
            concurrentHashMap("get"),
            concurrentHashMap("containsKey"),
            concurrentHashMap("remove"),
            concurrentHashMap("put"),
            concurrentLinkedQueue("offer"),
            concurrentLinkedQueue("poll"),
            concurrentLinkedQueue("peek"),
            concurrentLinkedQueue("contains"),
            concurrentLinkedQueue("remove"),
            circularFifoQueue("add"),
            circularFifoQueue("remove"),
            circularFifoQueue("get"),
            ranking("best"),
            ranking("totalBonus"),
            ranking("firstWeight"));

    /**
     * Cases run under pli at every scope, and under the other techniques at scope 1 only ({@link #pliChecks}): on
     * Commons' TreeList's get, add and removeIndex, li, lissa and lissa-m do not end at scope 2 within a minute
     * (AVLNode.get walks by relative positions, which they do not tie to the structure, so every walk is a path), nor
     * li at scope 1; lissa and lissa-m end scope 1 in about a second, and li indexOf with walks cut at a limit.
     */
    static final List<RealCodeCase> PLI_CASES = List.of(treeList("get", INDEX), treeList("add", ELEMENT),
            treeList("removeIndex", INDEX), treeList("indexOf", ELEMENT));

    /**
     * Why HashMap.put does not end under li: a map without a table allocates one of its threshold's length, and the
     * threshold is an int li does not tie to repOK's (a power of two), so every length up to 64 is a path, each with
     * a path for every bin the key can go to, again after the second resize; and li's precondition lets a bin's
     * chain through that loops back to itself, walked to the step limit. lissa and lissa-m have the same paths of
     * lengths (17,199 at scope 1) but no looping chain: they end in about 45 s ({@link #FEWER_SCOPES}).
     */
    private static final String HASH_MAP_PUT = "every threshold up to 64 is a new table's length, every bin a path,"
            + " and a bin's chain may loop";

    /**
     * Why ConcurrentHashMap.put does not end under li, lissa and lissa-m (at scope 1, 1,443 and 3,339 paths in 20 s,
     * still growing): repOK ties {@code baseCount} to the nodes (0 without a table), but li checks no values and lissa
     * asks only whether the shape can be completed, so baseCount is free. addCount's check
     * {@code s >= sizeCtl} (s the new count) then holds again after every transfer, each doubling the table up to
     * 2^30 bins: every doubling is a branch on the count and, for each node, on the next bit of its hash (the bin it
     * moves to), 2^d paths at d doublings, each transfer walking all its bins.
     */
    private static final String CHM_PUT = "a free baseCount resizes again after every transfer, up to 2^30 bins,"
            + " every doubling a branch on each node's next hash bit";

    /**
     * Analyses that do not end, with why: a loop whose bound is an int field the technique does not tie to the
     * structure (li checks no values; lissa asks SymSolve only whether the shape can be completed), so every count of
     * iterations is a feasible path. pli ties them (its completion satisfies the path condition), and ends.
     * TreeList's get, add and removeIndex under li ({@link #PLI_CASES}): a node whose real child is itself passes
     * li's precondition (repOK reads the symbolic flag {@code rightIsNext} before it can tell a child from a
     * thread), and AVLNode.get's walk down it branches on the index at every turn, into two such walks when both
     * children are the node itself.
     */
    static final Map<String, String> NOT_ENDING = Map.of(
            "HashMap.put li", HASH_MAP_PUT,
            "ConcurrentHashMap.put li", CHM_PUT,
            "ConcurrentHashMap.put lissa", CHM_PUT,
            "ConcurrentHashMap.put lissa-m", CHM_PUT,
            "TreeList.get li", "a node that is its own child is walked, every turn a branch on the index",
            "TreeList.add li", "a node that is its own child is walked, every turn a branch on the index",
            "TreeList.removeIndex li", "a node that is its own child is walked, every turn a branch on the index");

    /**
     * OpenJDK's HashSet over the HashMap copy, Integer elements: the element e in -1..4k+1, around the inputs' keys
     * 0..4k; each of {@link InputSpaces#jdkHashMap}'s maps as the set's, every value the set's PRESENT.
     */
    private static RealCodeCase hashSet(String method) {
        return new RealCodeCase("HashSet", JDK + "HashSet", DRIVERS + "JdkHashSetDrivers", method,
                k -> args("e", range(-1, 4 * k + 1)), InputSpaces::jdkHashSet, 2);
    }

    /**
     * {@code -Drealcode.only=HashMap.get} (a prefix of case ids, and optionally {@code " technique"}) narrows the
     * oracle checks to those cases while working on them; unset, every case runs.
     */
    static final String ONLY = System.getProperty("realcode.only", "");

    /**
     * Where a technique is checked at fewer scopes than its case's, with why: OpenJDK's HashMap under li, lissa and
     * lissa-m (pli to scope 2). li's precondition, derived from repOK, answers "possibly valid" while a bin repOK reads
     * first is undecided, so at scope 2 a cycle in the bin a key hashes to (the other bin undecided) is walked to the
     * step limit, a million steps a path (not ending in two minutes); scope 1 takes about a second. lissa and lissa-m
     * end scope 2 in about two seconds and pass this check there, but matching the oracle's inputs to their paths
     * takes about two minutes a check on two cores. HashMap.put under pli: scope 1 in a few seconds, scope 2 26 s
     * alone on one thread (706 paths and 2 cut; the oracle check about 15 minutes, measured before the analysis
     * took 26 s for 175 s). HashSet, over the same map, the same,
     * and pli at scope 2 takes 25 s (contains) and two minutes (remove) alone on one thread. Stack.push at scope 2 (510 paths, 2,268
     * inputs: its full buffers come with every increment up to 64) and CircularFifoQueue at scope 3 (pli's SymSolve
     * calls take seconds a path) take about a minute each on two loaded cores, beyond the suite's budget in CI.
     * HashMap.put under lissa and lissa-m at scope 1: 17,199 paths, the analysis about 45 s alone on one thread, the
     * check about 90 s. BitSet under lissa and lissa-m at scope 3 (3,367 inputs, 13 indices each): the suite's
     * budget again. TreeBidiMap (checked from scope 2, {@link #FIRST_SCOPE}): put under lissa and lissa-m at scope 3
     * (25,081 paths for the oracle's 1,193) about four minutes each, under pli at scope 3 and li at scope 2 over the
     * two minutes of a check; remove under li at scope 2 (85,410 paths for 24) 43 s; under lissa and lissa-m remove's
     * scope 3 about 6 s each, left out with put's.
     * Hashtable.put at scope 2 (its repOK's free float load factor makes SymSolve's questions floating-point ones for
     * Z3: pli over 600 s, docs/results/2026-11-29-hashtable.md); li, lissa and lissa-m at scope 2 on every method
     * (about 20 s each, over-approximations the oracle only bounds from below; pli's exact counts at 2 stay).
     * ConcurrentHashMap: lissa and lissa-m at scope 1 (about a second each; scope 2 not tried); li (8 to 10 s a check
     * at scope 1, 25 s for the three methods, over the suite's budget) only with -Drealcode.full=true, at scope 1;
     * put under pli at scope 1 (put's scope 2 ran out of the two minutes of a check, 191 s of test time with its
     * oracle: docs/results/2026-11-29-concurrenthashmap.md).
     * The CI budget (the whole build under 15 minutes on two cores): each of these checks took 16 to 40 s of a
     * clean clone's test time (stop 53's CI), together about 140 s, so CI checks them a scope lower: ArrayDeque.contains
     * under li at scope 2 and under pli at 3, ArrayDeque.addLast under pli at 3, PriorityQueue.offer under lissa and
     * lissa-m at 3, TreeBidiMap.remove under pli at 3.
     * {@code -Drealcode.full=true} runs them
     * (and every other scope this map leaves out but li's HashMap scope 2; with {@code -Drealcode.timeout=600000}, as
     * put's scope 2 nears the default limit).
     */
    static final Map<String, Integer> FEWER_SCOPES = Boolean.getBoolean("realcode.full")
            ? Map.of("HashMap li", 1, "HashSet li", 1, "HashMap.put lissa", 1, "HashMap.put lissa-m", 1,
            "ConcurrentHashMap li", 1)
            : Map.ofEntries(Map.entry("HashMap li", 1), Map.entry("HashMap lissa", 1),
            Map.entry("HashMap lissa-m", 1), Map.entry("HashMap.put pli", 1),
            Map.entry("HashMap.put lissa", 0), Map.entry("HashMap.put lissa-m", 0),
            Map.entry("HashSet li", 1), Map.entry("HashSet lissa", 1), Map.entry("HashSet lissa-m", 1),
            Map.entry("HashSet pli", 1),
            Map.entry("NodeCachingLinkedList.removeIndex li", 1),
            Map.entry("NodeCachingLinkedList.removeIndex lissa", 1),
            Map.entry("NodeCachingLinkedList.removeIndex lissa-m", 1),
            Map.entry("Stack.push li", 1), Map.entry("Stack.push lissa", 1), Map.entry("Stack.push lissa-m", 1),
            Map.entry("Stack.push pli", 1), Map.entry("CircularFifoQueue lissa", 2),
            Map.entry("CircularFifoQueue lissa-m", 2), Map.entry("CircularFifoQueue pli", 2),
            Map.entry("BitSet lissa", 2), Map.entry("BitSet lissa-m", 2),
            Map.entry("TreeBidiMap lissa", 2), Map.entry("TreeBidiMap lissa-m", 2),
            Map.entry("TreeBidiMap.put pli", 2), Map.entry("TreeBidiMap.put li", 1),
            Map.entry("TreeBidiMap.remove li", 1),
            Map.entry("Hashtable li", 1), Map.entry("Hashtable lissa", 1), Map.entry("Hashtable lissa-m", 1),
            Map.entry("Hashtable.put pli", 1),
            Map.entry("ConcurrentHashMap li", 0), Map.entry("ConcurrentHashMap lissa", 1),
            Map.entry("ConcurrentHashMap lissa-m", 1), Map.entry("ConcurrentHashMap.put pli", 1),
            Map.entry("ArrayDeque.contains li", 1), Map.entry("ArrayDeque.contains pli", 2),
            Map.entry("ArrayDeque.addLast pli", 2), Map.entry("PriorityQueue.offer lissa", 2),
            Map.entry("PriorityQueue.offer lissa-m", 2), Map.entry("TreeBidiMap.remove pli", 2));

    /**
     * Where the oracle's checks start above scope 1, with why: TreeBidiMap has no valid input at scope 1 (its root is
     * an array of two, and an input array has at most one element there), which {@link #pliTreeBidiMapLookupsByHand}
     * checks: no path; nor has EnumMap (its key universe and values are arrays of two, one slot per constant).
     */
    static final Map<String, Integer> FIRST_SCOPE = Map.of("TreeBidiMap", 2, "EnumMap", 2);

    /** The largest scope the suite checks technique {@code t} on case {@code c} at, at most {@code max}. */
    static int scopes(RealCodeCase c, String t, int max) {
        return Math.min(max, FEWER_SCOPES.getOrDefault(c.id() + " " + t,
                FEWER_SCOPES.getOrDefault(c.subject() + " " + t, max)));
    }

    /** li's and pli's checks of {@link #CASES}; lissa's and lissa-m's are {@link LissaSuiteTest}'s. */
    static Stream<Arguments> checks() {
        List<Arguments> out = new ArrayList<>();
        for (RealCodeCase c : CASES) {
            for (String t : List.of("li", "pli")) {
                if (!(c.id() + " " + t).startsWith(ONLY)) {
                    continue;
                }
                if (NOT_ENDING.containsKey(c.id() + " " + t)) {
                    continue;
                }
                int max = t.equals("li") ? Math.min(LI_MAX_SCOPE, c.maxScope()) : c.maxScope();
                max = scopes(c, t, max);
                for (int k = FIRST_SCOPE.getOrDefault(c.subject(), 1); k <= max; k++) {
                    out.add(Arguments.of(c, t, k));
                }
            }
        }
        return out.stream();
    }

    static Stream<Arguments> pliChecks() {
        List<Arguments> out = new ArrayList<>();
        for (RealCodeCase c : PLI_CASES) {
            if (!(c.id() + " pli").startsWith(ONLY)) {
                continue;
            }
            for (int k = 1; k <= c.maxScope(); k++) {
                out.add(Arguments.of(c, "pli", k));
            }
        }
        for (RealCodeCase c : PLI_CASES) {
            for (String t : List.of("li", "lissa", "lissa-m")) {
                if ((c.id() + " " + t).startsWith(ONLY) && !NOT_ENDING.containsKey(c.id() + " " + t)) {
                    out.add(Arguments.of(c, t, 1));
                }
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0} under {1} at scope {2}")
    @MethodSource({"checks", "pliChecks"})
    void pathsAreTheOraclesPaths(RealCodeCase c, String technique, int scope) {
        agreesWithTheOracle(c, technique, scope);
    }

    /**
     * The check of a case under a technique at a scope against the oracle: every path the oracle's valid inputs
     * follow is one of the analysis's; pli's are exactly those; the others' at least as many.
     *
     * @return the check's counts
     */
    static SuiteCheck.Result agreesWithTheOracle(RealCodeCase c, String technique, int scope) {
        SuiteCheck.Result r = SuiteCheck.check(c, technique, scope);
        String at = c.id() + " under " + technique + " at scope " + scope;
        System.out.println(at + ": " + r); // the counts, for the results logs (surefire keeps the output)
        assertEquals(r.oracle(), r.followed(), at + ": paths followed by valid inputs against the oracle's");
        if (technique.equals("pli")) {
            assertEquals(r.oracle(), r.paths(), at + ": pli's paths against the oracle's");
        } else {
            assertTrue(r.paths() >= r.oracle(), at + ": fewer paths than the oracle's");
        }
        assertTrue(r.inputs() > 0, at + ": the oracle ran no input");
        return r;
    }

    /**
     * Counts worked out from the code. LinkedList.add (linkLast) reads only {@code last}: null or a node, 2 paths at
     * every scope. LinkedList.get: an index below 0 and one at or past size throw (2 paths); a valid index below
     * size/2 walks from first (at scope 2 or 3 only index 0, as size/2 <= 1: 1 path); one above walks back from last,
     * size-1-index steps (0 steps from scope 1, 1 step from scope 3 at size 3, index 1): 3, 4, 5 paths at scopes 1,
     * 2, 3. LinkedList.removeFirst: first null (NoSuchElementException), or first's next null or a node (from scope
     * 2): 2, 3, 3.
     */
    @Test
    void pliCountsWorkedOutByHand() {
        pliCountsAre("LinkedList", Map.of("add", new int[]{2, 2, 2}, "get", new int[]{3, 4, 5},
                "removeFirst", new int[]{2, 3, 3}));
    }

    /**
     * OpenJDK's HashMap.put at scope 1, worked out from the code. A map without a table: threshold 0 makes a table of
     * 16, the key's bin one of 16 (16 paths); threshold 1 a table of 1 whose threshold (int) 0.75f is 0, so the new
     * size 1 resizes again to 2, the node going to one of 2 bins (2); threshold 2 one of 2 bins (2); 4 to 64, one
     * of that many (4 + 8 + 16 + 32 + 64 = 124); larger ones are cut ({@link SuiteCheck#LONG_ARRAYS}). A table of
     * 1: empty, the node is put and the resize to 2 moves it to one of 2 bins (2); holding a plain node or a tree
     * bin's root, the key equal (its value replaced: 1 each), or the hash unequal: a plain chain's new second node,
     * then the resize splits the two nodes by one bit each (4), a tree bin puts left or right of its root and the
     * resize splits the same way (2 x 4). In all 144 + 2 + 2 + 4 + 8 = 160.
     */
    @Test
    void pliHashMapPutAtScope1ByHand() {
        RealCodeCase c = CASES.stream().filter(x -> x.id().equals("HashMap.put")).findFirst().orElseThrow();
        assertEquals(160, SuiteCheck.check(c, "pli", 1).paths(), "HashMap.put at scope 1");
    }

    /**
     * POSE on Commons' NodeCachingLinkedList.add (the POSE paper's ncll_add): addLast makes its node (a cached one
     * when the cache is not empty, else a new one: the one branch on the input) and links it before the header,
     * without a choice: 2 paths at scopes 2 and 3, where PLI forks on how the header's neighbours alias (3 and 5).
     */
    @Test
    void poseForksNodeCachingAddAtItsOneBranch() {
        RealCodeCase c = CASES.stream().filter(x -> x.id().equals("NodeCachingLinkedList.add")).findFirst()
                .orElseThrow();
        for (int k = 2; k <= 3; k++) {
            AnalysisResult r = SuiteCheck.analyse(c, "pose", k, 600_000, new ArrayList<>());
            assertEquals(2, r.paths(), "pose at scope " + k);
            assertEquals(0L, r.counters().getOrDefault("poseEndsWithoutInput", 0L));
        }
    }

    /**
     * Commons' TreeList.get at scope 3, worked out from the code: checkInterval throws for an index below 0 and for
     * one above size - 1 (2 paths); a valid index then walks AVLNode.get from the root by relative positions, and in
     * an AVL tree of at most 3 nodes (the root alone, or with one or two children) it stops at the root, at its left
     * child or at its right child (3 paths; a missing child is never reached with a valid index): 5 paths. Reaching
     * the left child needs its negative relative position.
     */
    @Test
    void pliTreeListGetAtScope3ByHand() {
        RealCodeCase c = PLI_CASES.stream().filter(x -> x.id().equals("TreeList.get")).findFirst().orElseThrow();
        assertEquals(5, SuiteCheck.check(c, "pli", 3).paths(), "TreeList.get at scope 3");
    }

    /**
     * Commons' LRUMap (over AbstractLinkedMap and AbstractHashedMap, copied with the package changed; keys and values
     * declared Object, Integers by the drivers), outside the oracle's suite: its values are choices (null, the key
     * object itself, another Integer) that the oracle's traces do not tell apart.
     */
    static RealCodeCase lruMap(String method) {
        return new RealCodeCase("LRUMap", COMMONS + "LRUMap", DRIVERS + "LRUMapDrivers", method, k -> args(),
                k -> List.of(), 2);
    }

    /**
     * LRUMap.get at scope 2 (the header and at most one entry) under pli, worked out from the code: for each bin the
     * key's hash picks (bin 0 for any table length, bin 1 for a table of two), the bin is empty (1 path), holds an
     * entry of another hash (1), or one of the key's hash: found, and its value is null, the key object itself or
     * another Integer (3); the same hash with another key is infeasible, the JDK 1.4 hash the class uses being a
     * bijection of the ints. 2 x 5 = 10, all normal. Before a field declared Object stopped being a held structure
     * (2026-11-28), the entries' keys were the map's own entries: 4 paths.
     */
    @Test
    void pliLruMapGetAtScope2ByHand() {
        AnalysisResult r = SuiteCheck.analyse(lruMap("get"), "pli", 2, 120_000, new ArrayList<>());
        assertTrue(!r.partial(), r.summary());
        assertEquals(10, r.paths(), r.summary());
        assertEquals(10, r.ends().normal(), r.summary());
    }

    /**
     * Commons' TreeBidiMap of Integers (two red-black trees over the same nodes, by key and by value, each node's links
     * in arrays of two): the key k and the value v in -1..2k, around the inputs' data 0, 2, .., 2(k-1).
     */
    private static RealCodeCase treeBidiMap(String method) {
        return new RealCodeCase("TreeBidiMap", COMMONS + "TreeBidiMap", DRIVERS + "TreeBidiMapDrivers", method,
                k -> switch (method) {
                    case "put" -> args("k", range(-1, 2 * k), "v", range(-1, 2 * k));
                    case "getKey" -> args("v", range(-1, 2 * k));
                    default -> args("k", range(-1, 2 * k));
                }, InputSpaces::treeBidiMap, 3);
    }

    /**
     * TreeBidiMap.get (a walk of the key tree) and getKey (of the value tree) at scope 2 under pli, worked out from
     * the code: an empty map (1 path); else the root's data equals the argument (1; the children are never read), or
     * is above it and the left child is null (1) or a node whose data is below, equal to or above the argument (3:
     * its children are null, a red-black tree of two nodes having no grandchild), or below it, the same on the right
     * (1 + 3): 10 each. At scope 1 the map has no valid input (its root is an array of two): no path.
     */
    @ParameterizedTest(name = "TreeBidiMap.{0}")
    @org.junit.jupiter.params.provider.ValueSource(strings = {"get", "getKey"})
    void pliTreeBidiMapLookupsByHand(String method) {
        AnalysisResult r = SuiteCheck.analyse(treeBidiMap(method), "pli", 2, 120_000, new ArrayList<>());
        assertTrue(!r.partial(), r.summary());
        assertEquals(10, r.paths(), r.summary());
        assertEquals(10, r.ends().normal(), r.summary());
        assertEquals(0, SuiteCheck.analyse(treeBidiMap(method), "pli", 1, 120_000, new ArrayList<>()).paths());
    }

    /**
     * OpenJDK's EnumMap (keyed by the two constants of {@code Formatter.BigDecimalLayoutForm}), worked out from the
     * code. At scope 1 there is no input (the key universe and the values are arrays of two): no path, not even the
     * null key's, which reads nothing of the map (pli and lissa ask first whether the receiver as it is made has a
     * valid completion; without that question pli ended that one path at scope 1). From scope 2, get: the driver's key
     * is null (isValidKey answers false without reading the key type: 1 path), RoundingMode.UP (its class and its
     * superclass Enum are not the key type, which the driver named as the enum's class alone: 1 path), or either
     * constant, whose value slot is null, the map's NULL sentinel (unmaskNull's {@code value == NULL} holds) or an
     * Integer: 3 paths each; 1 + 1 + 3 + 3 = 8. containsKey, remove and put the same: the null key and the other enum's
     * constant end at once (put's typeCheck throws NullPointerException and ClassCastException), and each constant's
     * slot is one of the same three. The scope adds no input past 2 (an input array is one slot per constant), so scope
     * 3 has the same 8.
     */
    @Test
    void pliEnumMapCountsWorkedOutByHand() {
        int[] counts = {0, 8, 8};
        pliCountsAre("EnumMap", Map.of("get", counts, "containsKey", counts, "remove", counts, "put", counts));
    }

    /**
     * The defect of Commons Collections 4.4's TreeBidiMap that bliss testgen's tests found
     * ({@code GeneratedSuitesTest.testgenFindsTreeBidiMapsInsertionDefect}), shown on the JVM alone: the map {1=-3,
     * 0=1} is valid, and put(2, 0) leaves its value tree with unequal black heights (-3 black, its right child 1 black
     * with a red left child 0, its left null). The insertion's fix-up asks whether the new node, not its parent, is a
     * left child, so the case its comment calls "dead code?" never runs and a node that lands left of a right child is
     * recoloured where it should be rotated.
     */
    @Test
    void treeBidiMapsInsertionBreaksItsRedBlackInvariant() {
        bliss.realcode.commons.TreeBidiMap<Integer, Integer> m = new bliss.realcode.commons.TreeBidiMap<>();
        m.put(1, -3);
        m.put(0, 1);
        assertTrue(m.repOK());
        m.put(2, 0);
        assertEquals(Map.of(1, -3, 0, 1, 2, 0), new java.util.HashMap<>(m), "still a map of what was put");
        assertTrue(!m.repOK(), "the value tree's black heights differ");
    }

    /**
     * OpenJDK's Hashtable under pli, worked out from the code. The key's bin is {@code (k & 0x7FFFFFFF) % length}: bin
     * 0 in a table of any length, or bin 1 in a table of two (from scope 2; an input array holds at most scope
     * elements). get, per bin: empty (1 path); its first entry's hash the key's (found, and as Integer's hash is its
     * value, equal: the value returned is a new Integer or the entry's key object itself, 2), or not, then no next
     * entry (1), or a next entry whose hash differs (1) or is the key's (found, 2). Scope 1 has one bin and one entry:
     * 1 + 2 + 1 = 4; scope 2: 2 x 7 = 14. containsKey the same but a found key is one path: 3, and 2 x 5 = 10. remove
     * also reads the found entry's {@code next} to unlink it: found first, its next null or the other entry (2 x 2
     * values); found second, its next null (1 x 2); per bin 1 + 4 + 1 + 1 + 2 = 9, 18 at scope 2, and 1 + 1 + 2 = 4
     * at scope 1. put at scope 1 (a table of one bin, its threshold {@code (int) loadFactor}: 0, or 1 at a load factor
     * of 1): an empty table with threshold 1 takes the entry in bin 0 (1 path), with threshold 0 it rehashes to 3
     * bins first and the key goes to one of them (3); a table holding one entry of the key's hash replaces its value,
     * returning a new Integer or the key object (2); one of another hash always rehashes (count 1 reaches either
     * threshold), the old entry moving to one of 3 bins and the key going to one of 3 (9): 15.
     */
    @Test
    void pliHashtableCountsWorkedOutByHand() {
        pliCountsAre("Hashtable", Map.of("get", new int[]{4, 14}, "containsKey", new int[]{3, 10},
                "remove", new int[]{4, 18}, "put", new int[]{15}));
    }

    /**
     * OpenJDK's ConcurrentHashMap under pli, worked out from the code (its table read through Unsafe, which the engine
     * rewrites into array accesses). The key's bin is {@code (n - 1) & spread(k)}: bin 0 of a table of any length, or
     * bin 1 of a table of two (from scope 2); a map without a table is one more path of each method (get and remove
     * find nothing). repOK makes every node's hash non-negative, so no bin holds a special node. spread clears the
     * sign bit, so exactly two ints have each hash: k and its twin {@code k ^ 0x80008000}; a node of the key's hash
     * but another key holds the twin, and a second such node would repeat it (repOK refuses). A lazily read value is
     * a new Integer or an Integer already met (a key read before it); the key object is never the argument's box.
     * get, per bin: empty (1 path); a first node of the key's hash and key, its value new or that node's key (2); a
     * first node holding the twin, then no next node (1), or a second node of the key (its value new or either key:
     * 3), or of another hash (1): 5; a first node of another hash (its key not read), then no next node (1), or a
     * second node of the key (its value new or its key: 2), of the twin (1) or of another hash (1): 5. Scope 1 (one
     * node): 1 + 1 + 2 + 1 + 1 = 6; scope 2, per bin 1 + 2 + 5 + 5 = 13, and 1 + 2 x 13 = 27. containsKey is
     * {@code get(key) != null}: the same paths, 6 and 27. remove (replaceNode) also reads the found node's
     * {@code next} to unlink it: found first, its value 2 ways and its next null or the second node (4; at scope 1
     * only null, 2); found second, its next null; per bin 1 + 4 + 5 + 5 = 15, 1 + 2 x 15 = 31 at scope 2, and
     * 1 + 1 + 2 + 1 + 1 = 6 at scope 1. (A first count, 31 for get at scope 2, forgot that two twins in one bin
     * repeat a key; the engine and the oracle both said 27, and the reason above was found then.)
     * put at scope 1 (worked out before the engine's count was seen): the key's node goes in with binCount 0 or 1,
     * and addCount compares the new count s with sizeCtl, transferring to a table twice as long while s >= sizeCtl;
     * a transfer splits each bin by the bit {@code hash & n} (its last run kept, the nodes before it copied, reading
     * their key and value). No table: sizeCtl 0 makes a table of 16 (sizeCtl 12), the key in one of 16 bins (16
     * paths); 1 a table of 1 (sizeCtl 1), the count 1 transfers it to 2, the node to one of 2 bins (2); 2 one of 2
     * bins (2); 4 to 64 one of that many (4 + 8 + 16 + 32 + 64 = 124); 128 to 2^30 cut
     * ({@link SuiteCheck#LONG_ARRAYS}): 144. A table of one bin (sizeCtl 1): empty, the node put and the transfer to 2
     * moves it by bit 0 (2); holding a node N (count 1): of the key's hash and key, its value replaced and returned,
     * new or N's key (2); of the key's hash and the twin, the node appended, the count 2 transfers to 2 (sizeCtl 2)
     * and again to 4 (sizeCtl 3), both nodes by bits 0 and 1 of the one hash, N the last run each time (4); of
     * another hash, the new node P appended, the first transfer splits by N's and P's bit 0: equal, N -> P stays the
     * last run (2 ways), and the second transfer splits by bit 1: equal (2 ways) or not, N copied, its key read and
     * its value new or its key (2 x 2): 6 per way, 12; unequal (2 ways), N copied (its value 2 ways) and P the last
     * run, then each alone in its bin by its bit 1 (4): 16; 2 + 4 + 12 + 16 = 34. In all 144 + 2 + 34 = 180.
     */
    @Test
    void pliConcurrentHashMapCountsWorkedOutByHand() {
        // scope 2 (about 45 s of checks with the oracle's) with -Drealcode.full=true; CI checks pli's scope 2 against
        // the oracle in pathsAreTheOraclesPaths
        boolean full = Boolean.getBoolean("realcode.full");
        pliCountsAre("ConcurrentHashMap", Map.of("get", full ? new int[]{6, 27} : new int[]{6},
                "containsKey", full ? new int[]{6, 27} : new int[]{6}, "remove", full ? new int[]{6, 31} : new int[]{6},
                "put", new int[]{180}));
    }

    /**
     * Our Ranking's counts worked out from the code, scopes 1 and 2. totalBonus: each entry's bonus null or a box, over
     * chains of 0..k entries: 1 + 2 + 4 = 2^(k+1) - 1 paths, 3 and 7. firstWeight: no entry, or the first entry's
     * rounding mode null (NullPointerException in the switch) or one of RoundingMode's 8 constants (each a choice of
     * its own): 10 at both scopes. best: no entry, or one (its next null: the order is never read), and at scope 2 two
     * entries: the order null (NullPointerException) or a comparator decided at compare among ByScore and
     * ByScoreDescending, each with its three outcomes (below, equal, above): 2 at scope 1, 2 + 1 + 3 + 3 = 9 at 2.
     */
    @Test
    void rankingCountsWorkedOutByHand() {
        pliCountsAre("Ranking", Map.of("totalBonus", new int[]{3, 7}, "firstWeight", new int[]{10, 10},
                "best", new int[]{2, 9}));
    }

    /**
     * OpenJDK's TreeSet over the TreeMap copy, worked out from the code; repOK makes {@code m} a TreeMap, so no path
     * meets a null map. contains (getEntry from the root, comparing by compareTo): an empty map (1 path); else the
     * element equal to the root's key (1), or below or above it, where a missing child ends the walk (1 each) and a
     * child is compared in turn, below, equal or above, its own children missing in red-black trees of up to 3
     * entries (3 each): 4 at scope 1 (the root's three outcomes), 10 at scopes 2 and 3 (a tree of 3 entries is the
     * root with two children, no deeper). first (firstKey: NoSuchElementException on an empty map, else the walk down
     * the left children): 2, 3, 3 (the root, or its left child; 3 entries are no deeper).
     */
    @Test
    void treeSetCountsWorkedOutByHand() {
        pliCountsAre("TreeSet", Map.of("contains", new int[]{4, 10, 10}, "first", new int[]{2, 3, 3}));
    }

    /**
     * OpenJDK's ArrayBlockingQueue at scope 1, worked out from the code: a buffer of one slot (repOK: at least one),
     * empty or full. offer: full (false) or not (the element stored, putIndex wrapping to 0): 2. poll: empty (null) or
     * not (the element taken, takeIndex wrapping): 2. contains: empty (false), or the one element equal to e or not
     * (the scan's second round over no slot): 3. Each takes the lock the driver kept and leaves it unlocked.
     */
    @Test
    void arrayBlockingQueueCountsWorkedOutByHand() {
        pliCountsAre("ArrayBlockingQueue", Map.of("offer", new int[]{2}, "poll", new int[]{2},
                "contains", new int[]{3}));
    }

    /** pli's path counts of the subject's methods, by method name: the count at scope k at index k - 1. */
    private static void pliCountsAre(String subject, Map<String, int[]> byHand) {
        for (Map.Entry<String, int[]> e : byHand.entrySet()) {
            RealCodeCase c = CASES.stream().filter(x -> x.id().equals(subject + "." + e.getKey())).findFirst()
                    .orElseThrow();
            for (int k = 1; k <= e.getValue().length; k++) {
                assertEquals(e.getValue()[k - 1], SuiteCheck.check(c, "pli", k).paths(), c.id() + " at scope " + k);
            }
        }
    }

    /**
     * TreeSet's field {@code m}, declared NavigableMap, holds the TreeMap copy (the package's one NavigableMap that
     * holds nodes and views no other: its sub-maps view a TreeMap), so the map and its entries are classes of the
     * layout; TreeMap's own layout keeps its view caches (descendingMap, values: repOK does not read them) values.
     */
    @Test
    void theSetsMapIsANodeOfItsLayout() {
        ClassLoader loader = RealCodeSuiteTest.class.getClassLoader();
        ClassLayout treeSet = bliss.spf.heap.AnalysedLayout.of(JDK + "TreeSet", loader);
        String jdk = JDK.replace('.', '/');
        bliss.layout.FieldShape m = treeSet.header().field("m").orElseThrow();
        assertEquals(bliss.layout.FieldKind.REFERENCE, m.kind());
        assertEquals(jdk + "TreeMap", m.target());
        assertTrue(treeSet.shape(jdk + "TreeMap").orElseThrow().node());
        assertTrue(treeSet.shape(jdk + "TreeMap$Entry").orElseThrow().node());
        ClassLayout treeMap = bliss.spf.heap.AnalysedLayout.of(JDK + "TreeMap", loader);
        assertEquals(bliss.layout.FieldKind.OBJECT, treeMap.header().field("descendingMap").orElseThrow().kind());
        assertEquals(bliss.layout.FieldKind.OBJECT, treeMap.header().field("values").orElseThrow().kind());
    }

    /**
     * Each analysis that does not end still does not: it is still running when a short time limit stops it, or its
     * loop is cut at a limit (the choice limit, since the solver decides each turn fast enough to reach it).
     */
    @Test
    void analysesThatDoNotEndStillDoNot() {
        for (Map.Entry<String, String> e : NOT_ENDING.entrySet()) {
            String[] parts = e.getKey().split(" ");
            RealCodeCase c = Stream.concat(CASES.stream(), PLI_CASES.stream()).filter(x -> x.id().equals(parts[0]))
                    .findFirst().orElseThrow();
            AnalysisResult r = SuiteCheck.analyse(c, parts[1], 1, 3_000, new ArrayList<PathEnd>());
            // the loop still runs to a limit: the time limit, or (with a faster solver) the choice or step limit
            assertTrue(r.partial() || r.ends().cut() - r.ends().lengthLimited() > 0, e.getKey() + " ended (" + r.paths() + " paths, none cut):"
                    + " it no longer loops (" + e.getValue() + "); check it against the oracle in"
                    + " pathsAreTheOraclesPaths");
        }
    }

    /**
     * TreeSet.remove returns {@code m.remove(o)==PRESENT}: the drivers bind the map's value type to Object
     * ({@code Symbolic.typeArgument("V", Object.class)}), so a value is an object lazy initialization decides (the
     * static PRESENT among its candidates, a held static), and repOK holds only where every value is PRESENT. At
     * scope 2 under pli, by hand: the element is not found on 7 paths (the empty set; less or greater than the root
     * with that side null, or then less or greater than the child there: 6), and found on 5 (at the root, whose
     * children deleteEntry reads: both null, the right one a node, or the left one; at the left or the right child),
     * each answering true; every path normal, none refused.
     */
    @Test
    void treeSetRemoveAnswersWhetherTheValueWasPresent() {
        AnalysisResult r = SuiteCheck.analyse(treeSet("remove"), "pli", 2, 120_000, new ArrayList<>());
        assertEquals(12, r.paths(), r.summary());
        assertEquals(12, r.ends().normal(), r.summary());
    }

    /**
     * HashMap's tree bins hold TreeNodes, a subclass of the table's declared Node that no field reached from HashMap
     * declares, as is TreeNode's superclass LinkedHashMap.Entry (of the same package): the analysis's layout holds
     * both, after the declared classes; TreeMap's entries have no subclass.
     */
    @Test
    void theLayoutHoldsTheNodeClassesSubclasses() {
        ClassLoader loader = RealCodeSuiteTest.class.getClassLoader();
        ClassLayout hashMap = bliss.spf.heap.AnalysedLayout.of(JDK + "HashMap", loader);
        String jdk = JDK.replace('.', '/');
        assertEquals(List.of(jdk + "HashMap$TreeNode", jdk + "LinkedHashMap$Entry"), hashMap.subclasses());
        assertEquals(List.of(jdk + "HashMap", jdk + "HashMap$Node", jdk + "HashMap$TreeNode",
                jdk + "LinkedHashMap$Entry"), hashMap.classes().stream().map(ClassShape::name).toList());
        assertEquals(List.of(), bliss.spf.heap.AnalysedLayout.of(JDK + "TreeMap", loader).subclasses());
    }
}
