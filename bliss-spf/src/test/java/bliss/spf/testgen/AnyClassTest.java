package bliss.spf.testgen;

import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.AnalysisSpec;
import bliss.spf.explore.Outcome;
import bliss.spf.symbolic.Compare;
import bliss.spf.symbolic.Expr;
import bliss.target.TargetClass;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code bliss testgen} on classes written as library code is: a private generic node class without a no-argument
 * constructor, reached only through its fields, in a package of its own, with a method inherited from an abstract
 * base class in another package that compares boxes with {@code ==}; and a class whose run on the JVM leaves its
 * path on purpose. The classes are compiled here with the JDK's javac, the tests with javac again (in the class's
 * package and in another one) and run with the JUnit Platform launcher.
 *
 * <p>Oracles: the number of paths of {@code indexOf} worked out by hand (a list of up to k nodes: found at each of
 * the k positions, or not found in a list of each of the k + 1 lengths: 2k + 1), the index each test pins computed
 * here from its input with {@code List.indexOf}, and the path condition's own last comparison (a path that ends at
 * {@code ==} found the key: its test may not pin -1, as the NodeCachingLinkedList tests did).
 */
class AnyClassTest {

    private static final String BASE = """
            package fixtures.base;

            /** A list of nodes from head; its code compares the elements as Commons Collections does. */
            public abstract class AbstractChain<E> {
                protected Node<E> head;
                protected int size;

                protected static class Node<E> {
                    private E value;
                    private Node<E> next;

                    protected Node(E value, Node<E> next) {
                        this.value = value;
                        this.next = next;
                    }

                    protected E getValue() {
                        return value;
                    }

                    protected Node<E> getNext() {
                        return next;
                    }
                }

                /** The position of the first element equal to o, or -1. */
                public int indexOf(Object o) {
                    int i = 0;
                    for (Node<E> n = head; n != null; n = n.getNext()) {
                        if (isEqualValue(o, n.getValue())) {
                            return i;
                        }
                        i++;
                    }
                    return -1;
                }

                protected boolean isEqualValue(Object a, Object b) {
                    return a == b || a != null && a.equals(b);
                }

                protected static <E> Node<E> nextOf(Node<E> n) {
                    return n.next;
                }
            }
            """;

    private static final String CHAIN = """
            package fixtures.lists;

            import fixtures.base.AbstractChain;

            /** The list as a user has it; its invariant is the base class's nodes counted. */
            public class Chain<E> extends AbstractChain<E> {

                boolean repOK() {
                    int n = 0;
                    for (Node<E> x = head; x != null; x = nextOf(x)) {
                        if (++n > size) {
                            return false;
                        }
                    }
                    return n == size;
                }
            }
            """;

    private static final String SECRET = """
            package fixtures.lists;

            /** A list whose nodes are private, generic and have no no-argument constructor. */
            public class SecretList<E> {
                private Node<E> first;
                private int size;

                private static final class Node<E> {
                    private final E item;
                    private Node<E> next;

                    private Node(E item) {
                        this.item = item;
                    }
                }

                public int indexOf(Object o) {
                    int i = 0;
                    for (Node<E> x = first; x != null; x = x.next) {
                        if (o.equals(x.item)) {
                            return i;
                        }
                        i++;
                    }
                    return -1;
                }

                public E get(int index) {
                    if (index < 0 || index >= size) {
                        throw new IndexOutOfBoundsException();
                    }
                    Node<E> x = first;
                    for (int i = 0; i < index; i++) {
                        x = x.next;
                    }
                    return x.item;
                }

                boolean repOK() {
                    int n = 0;
                    for (Node<E> x = first; x != null; x = x.next) {
                        if (++n > size) {
                            return false;
                        }
                    }
                    return n == size;
                }
            }
            """;

    /** Counts its nodes, but its answer depends on how often it was called before: static state. */
    private static final String CALLS = """
            package fixtures.lists;

            public class CountingList {
                static int calls;
                private Node head;

                static final class Node {
                    Node next;
                }

                public int count() {
                    calls++;
                    int n = 0;
                    for (Node x = head; x != null; x = x.next) {
                        n++;
                    }
                    if (calls > 1) {
                        return -n;
                    }
                    return n;
                }

                boolean repOK() {
                    int n = 0;
                    for (Node x = head; x != null; x = x.next) {
                        if (++n > 10) {
                            return false;
                        }
                    }
                    return true;
                }
            }
            """;

    /** Floating-point fields: a capacity and a load factor as java.util.HashMap has them, and a double. */
    private static final String LOAD = """
            package fixtures.values;

            public class Load {
                private int capacity;
                private float loadFactor;
                private double ratio;

                public int threshold() {
                    float ft = (float) capacity * loadFactor;
                    return ft < (float) (1 << 30) ? (int) ft : Integer.MAX_VALUE;
                }

                public int half() {
                    return ratio / 2 < 1 ? 0 : 1;
                }

                boolean repOK() {
                    return loadFactor > 0 && capacity >= 0;
                }
            }
            """;

    /** Entries ranked by an order whose objects have a field the method reads: a value class with fields. */
    private static final String BOARD = """
            package fixtures.values;

            import java.util.Comparator;

            public class Board {
                Entry first;
                Comparator<Entry> order;

                static final class Entry {
                    int score;
                    Entry next;
                }

                /** The best entry's score by the order; -2 when the order ranks an entry above itself. */
                public int best() {
                    if (first == null) {
                        return -1;
                    }
                    if (order.compare(first, first) > 0) {
                        return -2;
                    }
                    Entry b = first;
                    for (Entry e = first.next; e != null; e = e.next) {
                        if (order.compare(e, b) > 0) {
                            b = e;
                        }
                    }
                    return b.score;
                }

                boolean repOK() {
                    int n = 0;
                    for (Entry e = first; e != null; e = e.next) {
                        if (++n > 10) {
                            return false;
                        }
                    }
                    return order != null;
                }
            }
            """;

    /** The order of {@link #BOARD}: by score, the first argument's raised by a bias. */
    private static final String SHIFTED = """
            package fixtures.values;

            import java.util.Comparator;

            public final class Shifted implements Comparator<Board.Entry> {
                int bias;

                @Override
                public int compare(Board.Entry a, Board.Entry b) {
                    return a.score + bias - b.score;
                }
            }
            """;

    /** A list with a bookmark: a value object behind an Object field that holds one of the list's nodes. */
    private static final String MARKED = """
            package fixtures.marks;

            public class Marked {
                Node first;
                Object mark;

                static final class Node {
                    int value;
                    Node next;
                }

                /** The position of the node the bookmark holds: -1 for none of the list's, -2 for no bookmark. */
                public int markIndex() {
                    int n = 0;
                    for (Node x = first; x != null; x = x.next) {
                        n++;
                    }
                    if (!(mark instanceof Bookmark b)) {
                        return -2;
                    }
                    int i = 0;
                    for (Node x = first; x != null; x = x.next) {
                        if (x == b.node) {
                            return i;
                        }
                        i++;
                    }
                    return -1;
                }

                boolean repOK() {
                    int n = 0;
                    for (Node x = first; x != null; x = x.next) {
                        if (++n > 10) {
                            return false;
                        }
                    }
                    return true;
                }
            }
            """;

    private static final String BOOKMARK = """
            package fixtures.marks;

            public final class Bookmark {
                Marked.Node node;
            }
            """;

    private static final String PINNED = """
            package fixtures.pins;

            public class Pinned {
                Node first;
                Object[] pins;

                static final class Node {
                    Node next;
                }

                /** The first index whose pin is the first node: -1 for none, -2 without a list or pins. */
                public int firstPinned() {
                    if (first == null || pins == null) {
                        return -2;
                    }
                    for (int i = 0; i < pins.length; i++) {
                        if (pins[i] == first) {
                            return i;
                        }
                    }
                    return -1;
                }

                boolean repOK() {
                    int n = 0;
                    for (Node x = first; x != null; x = x.next) {
                        if (++n > 10) {
                            return false;
                        }
                    }
                    return true;
                }
            }
            """;

    private static final String DRIVERS = """
            package fixtures.drivers;

            import bliss.symbolic.Symbolic;
            import fixtures.lists.Chain;
            import fixtures.lists.SecretList;

            public final class ListDrivers {
                private ListDrivers() {
                }

                public static void chainIndexOf() {
                    Chain<Integer> X = Symbolic.object("X", new Chain<Integer>());
                    int k = Symbolic.integer("k");
                    X.indexOf(k);
                }

                public static void secretIndexOf() {
                    SecretList<Integer> X = Symbolic.object("X", new SecretList<Integer>());
                    int k = Symbolic.integer("k");
                    X.indexOf(k);
                }

                /** The call through a method reference: no call instruction of the driver names indexOf. */
                public static void secretIndexOfByReference() {
                    SecretList<Integer> X = Symbolic.object("X", new SecretList<Integer>());
                    int k = Symbolic.integer("k");
                    java.util.function.ToIntFunction<Object> f = X::indexOf;
                    f.applyAsInt(k);
                }

                /** Through a reference to an inherited method: it names the declaring class, AbstractChain. */
                public static void chainIndexOfByReference() {
                    Chain<Integer> X = Symbolic.object("X", new Chain<Integer>());
                    int k = Symbolic.integer("k");
                    java.util.function.ToIntFunction<Object> f = X::indexOf;
                    f.applyAsInt(k);
                }

                public static void secretGet() {
                    SecretList<Integer> X = Symbolic.object("X", new SecretList<Integer>());
                    int i = Symbolic.integer("i");
                    try {
                        X.get(i);
                    } catch (IndexOutOfBoundsException e) {
                        // an outcome of get
                    }
                }
            }
            """;

    @TempDir
    static Path fixtures;
    private static Path classes;

    @BeforeAll
    static void compileFixtures() throws IOException {
        Path src = fixtures.resolve("src");
        classes = fixtures.resolve("classes");
        Map<String, String> sources = Map.ofEntries(Map.entry("fixtures/base/AbstractChain.java", BASE),
                Map.entry("fixtures/lists/Chain.java", CHAIN), Map.entry("fixtures/lists/SecretList.java", SECRET),
                Map.entry("fixtures/lists/CountingList.java", CALLS),
                Map.entry("fixtures/drivers/ListDrivers.java", DRIVERS), Map.entry("fixtures/values/Load.java", LOAD),
                Map.entry("fixtures/values/Board.java", BOARD), Map.entry("fixtures/values/Shifted.java", SHIFTED),
                Map.entry("fixtures/marks/Marked.java", MARKED), Map.entry("fixtures/marks/Bookmark.java", BOOKMARK),
                Map.entry("fixtures/pins/Pinned.java", PINNED));
        GeneratedSuites.compile(sources, src, classes);
    }

    private static TestGeneration generation(String cls, String method, String driver, int scope) {
        TargetClass target = TargetClass.resolve(cls, List.of(classes), List.of(fixtures.resolve("src")));
        String driverClass = driver == null ? null : "fixtures.drivers.ListDrivers";
        AnalysisSpec spec = AnalysisSpec.of(target.name(), method).withScope(scope).withTechnique("pli");
        if (driver != null) {
            spec = spec.withDriver(driverClass, driver);
        }
        return new TestGeneration(target, new Analysis(spec, target.loader()));
    }

    @Test
    void aPrivateGenericNodeClassGetsOneTestPerPathThatCompilesAndPinsTheFoundIndex(@TempDir Path dir)
            throws Exception {
        int k = 3;
        TestGeneration.Report r = generation("fixtures.lists.SecretList", "indexOf", "secretIndexOf", k)
                .run(dir.resolve("src"));
        assertEquals(2 * k + 1, r.paths(), "found at each of k positions, or not found in each of k + 1 lengths");
        assertEquals(2 * k + 1, r.tests().size(), "one test per feasible path");
        assertEquals(List.of(), r.divergent());
        assertEquals(List.of(), r.repOKFailures());
        assertPinsTheIndexOfItsInput(r, "first", "item");
        String source = Files.readString(r.file());
        assertTrue(source.contains("allocate(\"fixtures.lists.SecretList$Node\")"), source);
        assertTrue(source.contains("set(N1, \"item\", Integer.valueOf("), "generic values are filled: " + source);
        GeneratedSuites.assertPassWithValidInputs(List.of(r), List.of(classes), dir);
    }

    @Test
    void anInheritedNodeClassAndMethodInAnotherPackageAndBoxesComparedByIdentity(@TempDir Path dir)
            throws Exception {
        int k = 3;
        for (String pkg : List.of("fixtures.lists", "elsewhere.tests")) {
            Path out = dir.resolve(pkg);
            TestGeneration.Report r = generation("fixtures.lists.Chain", "indexOf", "chainIndexOf", k)
                    .testPackage(pkg).run(out.resolve("src"));
            assertEquals(2 * k + 1, r.tests().size(), pkg);
            assertEquals(List.of(), r.divergent(), pkg + ": every found path is tested with values whose boxes "
                    + "are the JVM's own, as the engine's are");
            assertPinsTheIndexOfItsInput(r, "head", "value");
            assertTrue(r.methodsUnderTest().contains("AbstractChain.indexOf"), r.methodsUnderTest().toString());
            assertTrue(r.classesUnderTest().contains("fixtures.base.AbstractChain"), r.classesUnderTest().toString());
            TestRunner.Outcome o = TestGeneration.compileAndRun(List.of(r), List.of(classes),
                    out.resolve("classes"), true);
            assertEquals(List.of(), o.failures(), pkg);
            assertEquals(2 * k + 1, o.passed(), pkg);
            TestRunner.Counts inherited = o.coverage().methods(java.util.Set.of("AbstractChain.indexOf"));
            assertEquals(inherited.lines(), inherited.linesCovered(), "the inherited method is covered, all of it");
            assertTrue(inherited.lines() > 0, "the inherited method is counted where it is declared");
        }
    }

    /**
     * A driver that calls the method through a method reference ({@code X::indexOf}: an invokedynamic, no call
     * instruction) has its calls recorded and pinned as a call instruction's are: without them a test would make no
     * call at all and pin the input as the state after it. Also when the method is inherited: the reference then
     * names the superclass that declares it.
     */
    @Test
    void aCallThroughAMethodReferenceIsRecordedAndPinned(@TempDir Path dir) throws Exception {
        int k = 2;
        TestGeneration.Report r = generation("fixtures.lists.SecretList", "indexOf", "secretIndexOfByReference", k)
                .run(dir.resolve("secret/src"));
        assertEquals(2 * k + 1, r.tests().size(), "one test per path, as with a call instruction");
        assertPinsTheIndexOfItsInput(r, "first", "item");
        GeneratedSuites.assertPassWithValidInputs(List.of(r), List.of(classes), dir.resolve("secret"));
        TestGeneration.Report inherited = generation("fixtures.lists.Chain", "indexOf", "chainIndexOfByReference", k)
                .run(dir.resolve("chain/src"));
        assertEquals(2 * k + 1, inherited.tests().size(), "divergent: " + inherited.divergent());
        assertPinsTheIndexOfItsInput(inherited, "head", "value");
    }

    /**
     * Elements that neither repOK nor the path reads (get only returns one) get distinct values: a test then tells
     * the element it expects from its neighbours, so a walk one node too far or too short fails it. Oracle: the
     * inputs themselves, every list of two or more nodes.
     */
    @Test
    void elementsNoConditionReadsAreDistinct(@TempDir Path dir) throws Exception {
        int k = 3;
        TestGeneration.Report r = generation("fixtures.lists.SecretList", "get", "secretGet", k)
                .run(dir.resolve("src"));
        int lists = 0;
        for (PathTest t : r.tests()) {
            List<Object> values = new ArrayList<>();
            Object n = field(t.input().roots().get(0), "first");
            while (n instanceof ConcreteInput.Obj o) {
                values.add(field(o, "item"));
                n = field(o, "next");
            }
            assertEquals(values.size(), new java.util.HashSet<>(values).size(), "path " + t.number() + ": "
                    + t.input());
            lists += values.size() > 1 ? 1 : 0;
        }
        assertTrue(lists > 0, "some input has two nodes or more");
        GeneratedSuites.assertPassWithValidInputs(List.of(r), List.of(classes), dir);
    }

    /**
     * Oracle of the pinned results: each test's input walked here (first field, then next), k's index among its
     * values by List.indexOf; and the path condition's last comparison (== ends a found path).
     */
    private static void assertPinsTheIndexOfItsInput(TestGeneration.Report r, String first, String value) {
        int found = 0;
        for (PathTest t : r.tests()) {
            ConcreteInput in = t.input();
            ConcreteInput.Obj x = in.roots().get(0);
            List<Object> values = new ArrayList<>();
            Object n = field(x, first);
            while (n instanceof ConcreteInput.Obj o) {
                values.add(field(o, value));
                n = field(o, "next");
            }
            long key = in.variables().stream().filter(v -> v.name().equals("k")).findFirst()
                    .map(ConcreteInput.Variable::value).orElse(0L); // unconstrained: Symbolic.integer's 0
            int expected = values.indexOf((int) key);
            Object pinned = t.observation().calls().get(0).result();
            assertEquals(expected, pinned, "path " + t.number() + ": " + in);
            List<Expr> pc = t.end().pathCondition();
            boolean endsEqual = !pc.isEmpty() && pc.get(pc.size() - 1) instanceof Compare c
                    && c.op() == Compare.Op.EQ;
            assertEquals(endsEqual, expected >= 0, "path " + t.number() + " ends at == exactly when found: " + pc);
            found += expected >= 0 ? 1 : 0;
        }
        assertTrue(found > 0);
    }

    private static Object field(ConcreteInput.Obj o, String name) {
        return o.fields().entrySet().stream().filter(e -> e.getKey().name().equals(name)).findFirst()
                .map(e -> e.getValue().value()).orElse(null);
    }

    /**
     * A run on the JVM that leaves its path is a bliss error with the step, never a test. CountingList's answer
     * depends on a static counter: the engine starts every path from the same static state, the JVM's runs at
     * generation time share one, so every run after the first takes the other side of {@code calls > 1} (with the
     * same outcome: the old check of outcomes alone let it through).
     */
    @Test
    void aRunThatLeavesItsPathIsReportedNotWritten(@TempDir Path dir) throws Exception {
        int k = 3;
        TestGeneration.Report r = generation("fixtures.lists.CountingList", "count", null, k)
                .run(dir.resolve("src"));
        assertEquals(k + 1, r.paths(), "a list of each length 0..k");
        assertEquals(1, r.tests().size(), "the first run follows its path");
        assertEquals(k, r.divergent().size(), "every later run leaves its path");
        for (TestGeneration.Skipped s : r.divergent()) {
            assertTrue(s.reason().contains("left the path") && s.reason().contains("CountingList.count line 17"),
                    s.reason());
        }
        String source = Files.readString(r.file());
        assertEquals(1, source.split("@Test", -1).length - 1, source);
        assertFalse(r.tests().get(0).end().outcome() == Outcome.EXCEPTION);
    }

    /**
     * Float and double fields get values from the path's model, written as literals javac reads back exactly.
     * threshold under repOK (a positive load factor, NaN excluded, and a capacity of at least 0): the product below
     * 2^30 or not (a large capacity, or an infinite load factor): 2 paths. half: below 1, or not (NaN included): 2.
     */
    @Test
    void floatAndDoubleFieldsAreFilledFromThePath(@TempDir Path dir) throws Exception {
        Map<String, Integer> byHand = Map.of("threshold", 2, "half", 2);
        List<TestGeneration.Report> reports = new ArrayList<>();
        for (Map.Entry<String, Integer> e : byHand.entrySet()) {
            TestGeneration.Report r = generation("fixtures.values.Load", e.getKey(), null, 2)
                    .run(dir.resolve("src"));
            assertEquals(e.getValue(), r.paths(), e.getKey());
            assertEquals(e.getValue(), r.tests().size(), e.getKey() + ": one test per feasible path");
            assertEquals(List.of(), r.divergent(), e.getKey());
            assertEquals(List.of(), r.repOKFailures(), e.getKey());
            reports.add(r);
        }
        GeneratedSuites.assertPassWithValidInputs(reports, List.of(classes), dir);
    }

    /**
     * A value object whose field the path reads ({@code Board.order}, a {@code Comparator} field whose class in the
     * analysed code is {@code Shifted}, and its {@code bias}) is built into the test with that field set. By hand,
     * at scope 2: no entry (-1); {@code bias > 0}, so the order ranks the first entry above itself (-2); else one
     * entry, or two whose comparison is above 0 or not: 5 paths, each with a test that follows it (the -2 path only
     * with a positive bias, so a bias left at 0 would leave it).
     */
    @Test
    void aValueObjectWhoseFieldsThePathReadsIsBuiltWithThem(@TempDir Path dir) throws Exception {
        TestGeneration.Report r = generation("fixtures.values.Board", "best", null, 2).run(dir.resolve("src"));
        assertEquals(5, r.paths());
        assertEquals(5, r.tests().size(), "one test per feasible path: " + r.uncompletable());
        assertEquals(List.of(), r.divergent());
        assertEquals(List.of(), r.repOKFailures());
        String source = Files.readString(r.file());
        assertTrue(source.contains("X.order = withFields(new Shifted(), \"bias\", "), source);
        assertTrue(source.contains("assertEquals(-2, X.best()"), source);
        GeneratedSuites.assertPassWithValidInputs(List.of(r), List.of(classes), dir);
    }

    /**
     * An input array of {@code Object} whose elements are nodes of the structure ({@code Pinned.pins}: the first
     * node, the receiver itself) is built with them, {@code X.pins = new Object[] {N1}}, as a copy of OpenJDK's
     * {@code IdentityHashMap} whose table holds the map itself needs; every path the analysis ends normally gets a
     * test that follows it, and the result each test pins is computed here from its input.
     */
    @Test
    void anArrayOfObjectsHoldingNodesIsBuiltWithThem(@TempDir Path dir) throws Exception {
        TestGeneration.Report r = generation("fixtures.pins.Pinned", "firstPinned", null, 2).run(dir.resolve("src"));
        assertEquals(3, r.cut(), "a new Object, of no class of the package outside the structure: unsupported");
        assertEquals(r.paths() - r.cut(), r.tests().size(), "one test per other path: " + r.uncompletable());
        assertEquals(List.of(), r.divergent());
        assertEquals(List.of(), r.repOKFailures());
        int found = 0;
        for (PathTest t : r.tests()) {
            ConcreteInput.Obj x = t.input().roots().get(0);
            Object first = field(x, "first");
            int expected = first == null || !(field(x, "pins") instanceof ConcreteInput.Arr pins) ? -2
                    : pins.elements().indexOf(first);
            found += expected >= 0 ? 1 : 0;
            assertEquals(expected, t.observation().calls().get(0).result(), "path " + t.number() + ": " + t.input());
        }
        assertTrue(found >= 2, "the first node found at index 0 and at index 1: " + found);
        String source = Files.readString(r.file());
        assertTrue(source.contains("X.pins = new Object[] {N1"), source);
        GeneratedSuites.assertPassWithValidInputs(List.of(r), List.of(classes), dir);
    }

    /**
     * A value object holding a node of the structure ({@code Marked.mark}, an {@code Object} field, holding a
     * {@code Bookmark} whose {@code node} points back into the list), and an {@code Object} field holding a node
     * itself, are built into the tests: {@code withFields(new Bookmark(), "node", N1)}, {@code X.mark = N1}. By hand,
     * at scope k, per list of L = 0..k nodes (the method walks it first): the mark null (1 path); an alias of an
     * input object, the receiver or one of the L nodes (L + 1); a new object of a class of the package outside the
     * layout (a package of its own: Bookmark alone), whose node is never read when L = 0 (1) and else null or one of
     * the L nodes (L + 1; no new node: a node reached through a value is no node of the structure, docs/engine.md).
     * So 3 + sum over L = 1..k of (2L + 3). The result each test pins is computed here from its input: the bookmark's node's position in the
     * list, -1, or -2.
     */
    @Test
    void aValueObjectHoldingANodeOfTheStructureIsBuiltWithIt(@TempDir Path dir) throws Exception {
        int k = 2;
        int byHand = 3;
        for (int length = 1; length <= k; length++) {
            byHand += 2 * length + 3;
        }
        TestGeneration.Report r = generation("fixtures.marks.Marked", "markIndex", null, k).run(dir.resolve("src"));
        assertEquals(byHand, r.paths());
        assertEquals(byHand, r.tests().size(), "one test per path: " + r.uncompletable());
        assertEquals(List.of(), r.divergent());
        assertEquals(List.of(), r.repOKFailures());
        int holdingANode = 0;
        for (PathTest t : r.tests()) {
            ConcreteInput.Obj x = t.input().roots().get(0);
            List<Object> list = new ArrayList<>();
            for (Object n = field(x, "first"); n instanceof ConcreteInput.Obj o; n = field(o, "next")) {
                list.add(o);
            }
            Object mark = field(x, "mark");
            int expected = -2;
            if (mark instanceof ConcreteInput.Val b && b.className().equals("fixtures.marks.Bookmark")) {
                Object node = b.fields().get("node");
                expected = list.indexOf(node);
                holdingANode += node instanceof ConcreteInput.Obj ? 1 : 0;
            }
            assertEquals(expected, t.observation().calls().get(0).result(), "path " + t.number() + ": " + t.input());
        }
        assertEquals(k * (k + 1) / 2, holdingANode, "a bookmark holding each node of each list");
        String source = Files.readString(r.file());
        assertTrue(source.contains("X.mark = withFields(new Bookmark(), \"node\", N2);"), source);
        assertTrue(source.contains("X.mark = N1;"), source);
        GeneratedSuites.assertPassWithValidInputs(List.of(r), List.of(classes), dir);
    }
}
