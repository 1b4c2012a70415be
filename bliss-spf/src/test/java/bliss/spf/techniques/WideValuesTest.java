package bliss.spf.techniques;

import bliss.korat.Enumeration;
import bliss.korat.Enumerator;
import bliss.layout.ClassLayout;
import bliss.layout.ClassShape;
import bliss.layout.FieldKind;
import bliss.layout.FieldShape;
import bliss.layout.Shape;
import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.AnalysisSpec;
import bliss.spf.analysis.TechniqueSettings;
import bliss.spf.explore.Limits;
import bliss.spf.explore.Outcome;
import bliss.spf.explore.PartialStructure;
import bliss.spf.results.AnalysisResult;
import bliss.spf.symbolic.Expr;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Classes with a repOK only, whose valid inputs need values outside any small domain: a sorted chain searched for
 * 42, and a tree whose nodes keep their position relative to their parent (Commons Collections' {@code TreeList}:
 * a left child's is negative). The oracle is {@link ConcreteInputs} over wide value domains (negative values, 42,
 * {@code Integer.MIN_VALUE} and {@code MAX_VALUE}), and the method run on the JVM on each of those inputs: a
 * technique is exact when every end it keeps has a valid input (PLI) and every run on a valid input is covered by
 * one of its ends (the input extends the end's heap, satisfies its path condition, and ends the same way).
 */
class WideValuesTest {

    /** A strictly increasing chain; {@code has42} walks it while the values are at most 42. */
    static final String CHAIN = """
            package wide;

            public class SortedChain {
                Node head;

                static class Node {
                    int value;
                    Node next;
                }

                public boolean repOK() {
                    java.util.Set<Node> seen = new java.util.HashSet<>();
                    for (Node n = head; n != null; n = n.next) {
                        if (!seen.add(n)) {
                            return false;
                        }
                        if (n.next != null && n.next.value <= n.value) {
                            return false;
                        }
                    }
                    return true;
                }

                public boolean has42() {
                    for (Node n = head; n != null && n.value <= 42; n = n.next) {
                        if (n.value == 42) {
                            return true;
                        }
                    }
                    return false;
                }
            }
            """;

    /**
     * A list kept in a binary tree, in order, each node holding its index relative to its parent's (the root: its
     * index), as {@code org.apache.commons.collections4.list.TreeList} does; {@code get} walks down by those offsets.
     */
    static final String POSITIONS = """
            package wide;

            import java.util.ArrayList;
            import java.util.IdentityHashMap;
            import java.util.List;
            import java.util.Map;

            public class PosTree {
                Node root;
                int size;

                static class Node {
                    Node left;
                    Node right;
                    int rel;
                    int value;
                }

                public boolean repOK() {
                    List<Node> order = new ArrayList<>();
                    Map<Node, Node> parent = new IdentityHashMap<>();
                    if (!inOrder(root, null, order, parent) || order.size() != size) {
                        return false;
                    }
                    for (int i = 0; i < order.size(); i++) {
                        Node n = order.get(i);
                        Node p = parent.get(n);
                        int expected = p == null ? i : i - order.indexOf(p);
                        if (n.rel != expected) {
                            return false;
                        }
                    }
                    return true;
                }

                private static boolean inOrder(Node n, Node p, List<Node> order, Map<Node, Node> parent) {
                    if (n == null) {
                        return true;
                    }
                    if (parent.containsKey(n)) {
                        return false;
                    }
                    parent.put(n, p);
                    if (!inOrder(n.left, n, order, parent)) {
                        return false;
                    }
                    order.add(n);
                    return inOrder(n.right, n, order, parent);
                }

                public int get(int index) {
                    if (index < 0 || index >= size) {
                        throw new IndexOutOfBoundsException();
                    }
                    Node n = root;
                    int pos = n.rel;
                    while (index != pos) {
                        n = index < pos ? n.left : n.right;
                        pos += n.rel;
                    }
                    return n.value;
                }
            }
            """;

    /** Values far from 0..scope, around 42, and the ends of int. */
    static final long[] WIDE = {Integer.MIN_VALUE, -43, -42, -3, -2, -1, 0, 1, 2, 3, 41, 42, 43, Integer.MAX_VALUE};

    @Test
    void pliOnASortedChainSearchedFor42(@TempDir Path tmp) throws Exception {
        ClassLoader loader = UnseenClassTest.compile(tmp, "wide.SortedChain", CHAIN);
        int scope = 2;
        ConcreteInputs inputs = ConcreteInputs.enumerate(loader.loadClass("wide.SortedChain"),
                shapes(loader, "wide.SortedChain", scope, -scope, scope), f -> WIDE, new long[0]);
        List<End> li = ends(loader, "wide.SortedChain", "has42", scope, "li");
        List<End> pli = ends(loader, "wide.SortedChain", "has42", scope, "pli");
        assertEquals(List.of(), infeasible(inputs, pli), "pli keeps only ends a valid input follows");
        assertTrue(li.stream().anyMatch(e -> e.conditions().size() > 2 && e.toString().contains("== 42")
                && inputs.valid(e.input(), e.conditions())), "a chain of two holds 42 in its second node");
        // issue 22: PLI once drew the values from 0..scope and dropped the paths that need 42 where repOK compares it
        assertEquals(List.of(), lost(inputs, li, pli), "pli keeps every feasible end of li");
    }

    @Test
    void lissaAndPliOnATreeOfRelativePositions(@TempDir Path tmp) throws Exception {
        ClassLoader loader = UnseenClassTest.compile(tmp, "wide.PosTree", POSITIONS);
        int scope = 3;
        List<ValidStructure> shapes = shapes(loader, "wide.PosTree", scope, -scope, scope);
        assertEquals(1 + 1 + 2 + 5, shapes.size(), "every binary tree of 0..3 nodes (Catalan numbers)");
        ConcreteInputs inputs = ConcreteInputs.enumerate(loader.loadClass("wide.PosTree"), shapes,
                f -> f.name().equals("value") ? new long[]{Integer.MIN_VALUE, 42} : WIDE, WIDE);
        for (String technique : List.of("pli", "lissa")) {
            List<End> ends = ends(loader, "wide.PosTree", "get", scope, technique);
            if (technique.equals("pli")) {
                assertEquals(List.of(), infeasible(inputs, ends), "pli keeps only ends a valid input follows");
            }
            // issue 22: a left child's relative position is negative; with ints over 0..scope every input with a
            // left child was lost
            assertEquals(List.of(), uncovered(inputs, ends, "get", WIDE), technique + " covers every run of get");
            assertTrue(ends.stream().anyMatch(WideValuesTest::hasLeftChild), technique + " reaches left children");
        }
    }

    /**
     * A float field repOK fixes (a load factor, as OpenJDK's HashMap's): {@code grow} branches on the field times 2
     * against 1000, which no valid input reaches. By hand: li 2 paths (it checks no values), pli 1. PLI once left float
     * fields out of the heap's values and kept the other branch.
     */
    static final String FACTOR = """
            package wide;

            public class Scaled {
                Node head;
                float factor;

                static class Node {
                    Node next;
                }

                public boolean repOK() {
                    return factor == 0.75f && (head == null || head.next == null);
                }

                public int grow() {
                    if (factor * 2 >= 1000f) {
                        return 1;
                    }
                    return 0;
                }
            }
            """;

    @Test
    void pliDecidesAFloatFieldByRepOK(@TempDir Path tmp) throws Exception {
        ClassLoader loader = UnseenClassTest.compile(tmp, "wide.Scaled", FACTOR);
        assertEquals(2, ends(loader, "wide.Scaled", "grow", 2, "li").size(), "li: both sides of grow's branch");
        List<End> pli = ends(loader, "wide.Scaled", "grow", 2, "pli");
        assertEquals(1, pli.size(), "pli: only the side a factor of 0.75 takes: " + pli);
    }

    private static boolean hasLeftChild(End e) {
        return e.input().nodes().stream().anyMatch(n -> n.shape().field("left")
                .map(f -> n.value(f) instanceof PartialStructure.Node).orElse(false));
    }

    // ------------------------------------------------------------------------------------------------------------

    /** A path end: its input heap, its path condition, the exception that escaped the method (or null). */
    record End(PartialStructure input, List<Expr> conditions, String exception) {
        PartialHeap heap() {
            return PartialHeap.of(input);
        }

        @Override
        public String toString() {
            return PartialHeap.of(input) + " " + conditions + (exception == null ? "" : " throws " + exception);
        }
    }

    /**
     * The ends of LI that a valid input follows and the technique does not keep: no end of it has the same heap, the
     * same outcome and a path condition no stronger (a branch a precise technique decides one way adds no condition).
     */
    static List<End> lost(ConcreteInputs inputs, List<End> li, List<End> technique) {
        return li.stream().filter(e -> inputs.valid(e.input(), e.conditions()))
                .filter(e -> technique.stream().noneMatch(p -> p.heap().equals(e.heap())
                        && Objects.equals(p.exception(), e.exception())
                        && e.conditions().containsAll(p.conditions())))
                .toList();
    }

    /** The ends no valid concrete input follows. */
    static List<End> infeasible(ConcreteInputs inputs, List<End> ends) {
        return ends.stream().filter(e -> !inputs.valid(e.input(), e.conditions())).toList();
    }

    /**
     * Runs the method on every valid concrete input with each argument value, on the JVM, and returns the runs that
     * no end covers: no end's heap is extended by the input with a path condition the input and argument satisfy
     * and the same outcome (an exception of the same class escaped, or none). A weaker check than {@link #lost}
     * (an end of PLI leaves out the conditions of branches it decides one way, so its path condition may hold on
     * inputs that take another branch), for methods that LI cannot explore to the end (a walk that a cyclic heap
     * keeps going).
     *
     * @param arguments the values of the method's one int argument (ignored when it takes none)
     */
    static List<String> uncovered(ConcreteInputs inputs, List<End> ends, String method, long[] arguments)
            throws ReflectiveOperationException {
        List<String> out = new ArrayList<>();
        for (ConcreteInputs.Concrete c : inputs.all()) {
            Object[] objects = inputs.build(c);
            Method m = Arrays.stream(objects[0].getClass().getMethods()).filter(x -> x.getName().equals(method))
                    .findFirst().orElseThrow();
            for (long a : m.getParameterCount() == 0 ? new long[]{0} : arguments) {
                String thrown = null;
                try {
                    Object[] args = m.getParameterCount() == 0 ? new Object[0] : new Object[]{(int) a};
                    m.invoke(inputs.build(c)[0], args);
                } catch (InvocationTargetException e) {
                    thrown = e.getCause().getClass().getName();
                }
                String outcome = thrown;
                boolean covered = ends.stream().anyMatch(e -> Objects.equals(e.exception(), outcome)
                        && inputs.covers(e.input(), e.conditions(), c, a));
                if (!covered) {
                    out.add(describe(c, objects) + (m.getParameterCount() == 0 ? "" : " argument " + a)
                            + (thrown == null ? "" : " throws " + thrown));
                }
            }
        }
        return out;
    }

    /** The concrete input as text: per object its fields, references by object number. */
    private static String describe(ConcreteInputs.Concrete c, Object[] objects) throws IllegalAccessException {
        StringBuilder sb = new StringBuilder();
        List<Object> list = Arrays.asList(objects);
        for (int o = 0; o < objects.length; o++) {
            sb.append(o == 0 ? "" : " ").append('N').append(o).append('{');
            boolean first = true;
            for (Field f : objects[o].getClass().getDeclaredFields()) {
                if (java.lang.reflect.Modifier.isStatic(f.getModifiers())) {
                    continue;
                }
                f.setAccessible(true);
                Object v = f.get(objects[o]);
                int i = v == null ? -1 : list.indexOf(v);
                sb.append(first ? "" : ",").append(f.getName()).append('=')
                        .append(i >= 0 ? "N" + i : String.valueOf(v));
                first = false;
            }
            sb.append('}');
        }
        return sb.toString();
    }

    /** The ends of the paths of a method on a symbolic receiver that reached its end (normally or by an exception). */
    static List<End> ends(ClassLoader loader, String cls, String method, int scope, String technique) {
        List<End> out = new ArrayList<>();
        AnalysisResult r = new Analysis(AnalysisSpec.of(cls, method)
                .withScope(scope)
                .withLimits(Limits.DEFAULT.withStepLimit(TechniqueRun.STEP_LIMIT))
                .withTechnique(technique)
                .withSettings(TechniqueSettings.defaults().withBoundsDirectory(SharedBounds.directory())
                        .withCache(null, null, true).withMessages(null)), loader)
                .observer(end -> {
                    if ((end.outcome() == Outcome.NORMAL || end.outcome() == Outcome.EXCEPTION)
                            && end.input() != null && end.input().receiver() != null) {
                        out.add(new End(end.input(), end.pathCondition(), end.exceptionType()));
                    }
                })
                .run();
        assertTrue(r.paths() > 0);
        return out;
    }

    /** Every valid shape up to the scope, the enumerator's ints over {@code min..max}. */
    static List<ValidStructure> shapes(ClassLoader loader, String cls, int scope, int min, int max)
            throws ClassNotFoundException {
        Class<?> c = Class.forName(cls, false, loader);
        Enumerator en = new Enumerator(c, scope);
        for (ClassShape k : ClassLayout.of(c).classes()) {
            for (FieldShape f : k.fields()) {
                if (f.kind() == FieldKind.INT) {
                    en.withIntDomain(f.name(), min, max);
                }
            }
        }
        Enumeration e = en.run();
        List<ValidStructure> out = new ArrayList<>();
        for (Shape s : e.shapes()) {
            out.add(ValidStructure.decode(e.layout(), s));
        }
        return out;
    }
}
