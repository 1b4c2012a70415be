package bliss.korat;

import bliss.korat.SubjectFinitizations.Hints;
import bliss.korat.fixtures.Cell;
import bliss.korat.fixtures.FullTree;
import bliss.korat.fixtures.RedBlackTree;
import bliss.korat.fixtures.SearchTree;
import bliss.layout.ClassLayout;
import bliss.layout.ClassShape;
import bliss.layout.FieldShape;
import bliss.layout.Shape;
import bliss.subjects.AvlTree;
import bliss.subjects.BinTree;
import bliss.subjects.BinomialHeap;
import bliss.subjects.LinkedList;
import bliss.subjects.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * SymSolve against the enumerator: a partially symbolic structure is satisfiable exactly when one of the valid shapes
 * the enumerator finds (repOK holds, bounded-exhaustively) extends it, and every witness SymSolve gives is a real
 * structure the class's own, uninstrumented repOK accepts and that keeps the fixed part.
 */
class SymSolveTest {

    static Stream<Arguments> classes() {
        return Stream.of(
                Arguments.of(BinTree.class, 4, Hints.NONE),
                Arguments.of(FullTree.class, 5, Hints.NONE),
                Arguments.of(SearchTree.class, 4, new Hints(List.of("key"), List.of())),
                Arguments.of(RedBlackTree.class, 4, Hints.NONE),
                Arguments.of(TreeSet.class, 5, SubjectFinitizations.forSubject("TreeSet", 5)),
                Arguments.of(AvlTree.class, 5, SubjectFinitizations.forSubject("AvlTree", 5)),
                Arguments.of(BinomialHeap.class, 5, SubjectFinitizations.forSubject("BinomialHeap", 5)),
                Arguments.of(LinkedList.class, 4, Hints.NONE),
                Arguments.of(Cell.class, 4, Hints.NONE));
    }

    @ParameterizedTest(name = "{0} scope {1}")
    @MethodSource("classes")
    void satisfiableExactlyWhenAValidShapeExtendsTheFixedPart(Class<?> cls, int scope, Hints hints)
            throws ReflectiveOperationException {
        Enumeration all = hints.applyTo(new Enumerator(cls, scope).withThreads(1)).run();
        ClassLayout layout = all.layout();
        List<Graph> valid = all.shapes().stream().map(s -> Graph.of(layout, s)).toList();
        SymSolve solver = new SymSolve(cls, scope, hints, Enumerator.DEFAULT_READ_BUDGET);
        Random random = new Random(cls.getName().hashCode());
        int sat = 0;
        int unsat = 0;
        for (int trial = 0; trial < 400; trial++) {
            Partial p = Partial.random(layout, scope, random);
            PartialCandidate q = p.encode(solver);
            boolean expected = valid.stream().anyMatch(p::extendedBy);
            Witness w = solver.solve(q);
            if (expected != (w != null)) {
                fail(cls.getSimpleName() + ": SymSolve says " + (w != null ? "SAT" : "UNSAT") + " for " + q
                        + " (" + p + "), the enumerator " + (expected ? "SAT" : "UNSAT"));
            }
            if (w != null) {
                sat++;
                assertTrue(p.extendedBy(Graph.of(layout, w, scope)), "witness " + w + " drops the fixed part " + q);
                assertTrue(realRepOk(cls, layout, w, scope), "the real repOK rejects the witness " + w);
                assertTrue(w.extends_(q, null), "a witness answers its own question");
            } else {
                unsat++;
            }
        }
        assertTrue(sat > 20 && unsat > 20, "both answers are exercised: " + sat + " SAT, " + unsat + " UNSAT");
    }

    /**
     * LISSA §3.3: with root.right fixed to a node and root.left free, a full tree needs root.left to be a third node.
     * Korat's rule on the read slots alone allows only null, the root and node 1 at that read, none of them valid.
     */
    @Test
    void symmetryBreakingCountsTheFixedObjects() {
        SymSolve solver = new SymSolve(FullTree.class, 3, Hints.NONE, Enumerator.DEFAULT_READ_BUDGET);
        ClassLayout layout = solver.layout();
        ClassShape header = layout.header();
        ClassShape node = layout.classes().get(1);
        FieldShape root = header.field("root").orElseThrow();
        FieldShape left = node.field("left").orElseThrow();
        FieldShape right = node.field("right").orElseThrow();
        PartialCandidate q = solver.candidate();
        assertTrue(q.fix(0, 0, root, 1, 0));
        assertTrue(q.fix(1, 0, right, 1, 1));
        Witness w = solver.solve(q);
        assertNotNull(w, "root{left=N2, right=N1} is a full tree");
        assertEquals(2, w.target(1, 0, left));
        assertEquals(1, w.target(1, 0, right));

        PartialCandidate one = solver.candidate();
        assertTrue(one.fix(0, 0, root, 1, 0));
        assertTrue(one.fix(1, 0, left, 1, 1));
        assertTrue(one.fix(1, 0, right, 1, 1));
        assertNull(solver.solve(one), "a node twice the child of the root");
    }

    @Test
    void aFixedFieldOutsideTheFinitizationCannotBeEncoded() {
        SymSolve solver = new SymSolve(BinTree.class, 2, Hints.NONE, Enumerator.DEFAULT_READ_BUDGET);
        FieldShape left = solver.layout().classes().get(1).field("left").orElseThrow();
        PartialCandidate q = solver.candidate();
        assertTrue(!q.fix(1, 0, left, 1, 2), "node 2 at scope 2");
        assertTrue(!q.fix(1, 2, left, 1, 0), "node 2 at scope 2");
        assertTrue(!q.fix(1, 0, left, 0, 0), "a header as a node's child");
        assertEquals(0, q.fixedCount());
    }

    /**
     * Issue 22: SymSolve's finitization decides, not repOK. A HashMap of one entry whose key is 15 sits in bucket 15
     * and the real repOK accepts it; with the default ints over 0..scope no key reaches bucket 15, so without the
     * subject's hint (keys and hashes over 0..16k-1) SymSolve calls that heap impossible.
     */
    @Test
    void withoutItsHintAHashMapLosesItsHighBuckets() throws ReflectiveOperationException {
        bliss.subjects.HashMap real = new bliss.subjects.HashMap();
        real.put(15, 7);
        assertTrue(real.repOK() && real.table15 != null, "a key of 15 goes to bucket 15");
        for (Hints hints : List.of(Hints.NONE, SubjectFinitizations.forSubject("HashMap", 1))) {
            SymSolve solver = new SymSolve(bliss.subjects.HashMap.class, 1, hints, Enumerator.DEFAULT_READ_BUDGET);
            ClassLayout layout = solver.layout();
            PartialCandidate q = solver.candidate();
            assertTrue(q.fix(0, 0, layout.header().field("table15").orElseThrow(), 1, 0));
            Witness w = solver.solve(q);
            if (hints.isEmpty()) {
                assertNull(w, "known (issue 22): without the hint, no key of 0..1 reaches bucket 15");
            } else {
                assertNotNull(w, "with keys over 0..15 the heap has a completion");
            }
        }
    }

    // ------------------------------------------------------------------------------------------------------------

    /** A structure as a graph of reference fields: per object its class and per reference field its target. */
    record Graph(int[] classOf, int[][] targets) {

        static Graph of(ClassLayout layout, Shape shape) {
            int[] code = shape.code();
            List<Integer> cls = new ArrayList<>();
            List<int[]> tgt = new ArrayList<>();
            for (int i = 0; i < code.length; ) {
                int c = code[i++];
                int[] t = new int[layout.classes().get(c).referenceFields().size()];
                for (int f = 0; f < t.length; f++) {
                    t[f] = code[i++];
                }
                cls.add(c);
                tgt.add(t);
            }
            return new Graph(cls.stream().mapToInt(Integer::intValue).toArray(), tgt.toArray(int[][]::new));
        }

        /** Every object of the finitization (class-major), whether reachable or not. */
        static Graph of(ClassLayout layout, Witness w, int scope) {
            List<ClassShape> classes = layout.classes();
            int[] base = new int[classes.size()];
            int n = 0;
            for (int c = 0; c < classes.size(); c++) {
                base[c] = n;
                n += classes.get(c).node() ? scope : 1;
            }
            int[] classOf = new int[n];
            int[][] targets = new int[n][];
            for (int c = 0; c < classes.size(); c++) {
                int count = classes.get(c).node() ? scope : 1;
                List<FieldShape> refs = classes.get(c).referenceFields();
                for (int o = 0; o < count; o++) {
                    int id = base[c] + o;
                    classOf[id] = c;
                    targets[id] = new int[refs.size()];
                    for (int f = 0; f < refs.size(); f++) {
                        int t = w.target(c, o, refs.get(f));
                        int tc = classes.indexOf(layout.shape(refs.get(f).target()).orElseThrow());
                        targets[id][f] = t < 0 ? -1 : base[tc] + t;
                    }
                }
            }
            return new Graph(classOf, targets);
        }
    }

    /**
     * A random partially initialized structure, built as lazy initialization builds one: objects are numbered per
     * class in the order a breadth-first walk over all reference fields meets them (LISSA's createVector), each
     * field uninitialized, null, an object met before or a new one while the scope allows.
     *
     * @param classOf per object (global number), its class
     * @param index   per object, its number within its class
     * @param targets per object and reference field: -2 uninitialized, -1 null, else a global object number
     */
    record Partial(ClassLayout layout, int[] classOf, int[] index, int[][] targets) {

        static final int UNINITIALIZED = -2;

        static Partial random(ClassLayout layout, int scope, Random random) {
            List<ClassShape> classes = layout.classes();
            List<Integer> cls = new ArrayList<>(List.of(0));
            List<Integer> idx = new ArrayList<>(List.of(0));
            int[] count = new int[classes.size()];
            count[0] = 1;
            List<int[]> tgt = new ArrayList<>();
            int free = random.nextInt(4); // how often fields stay uninitialized
            for (int o = 0; o < cls.size(); o++) {
                List<FieldShape> refs = classes.get(cls.get(o)).referenceFields();
                int[] t = new int[refs.size()];
                for (int f = 0; f < refs.size(); f++) {
                    int tc = classes.indexOf(layout.shape(refs.get(f).target()).orElseThrow());
                    int capacity = classes.get(tc).node() ? scope : 1;
                    int roll = random.nextInt(10);
                    if (roll < free) {
                        t[f] = UNINITIALIZED;
                    } else if (roll < free + 3) {
                        t[f] = -1;
                    } else if (roll < 8 || count[tc] >= capacity) {
                        List<Integer> same = new ArrayList<>();
                        for (int m = 0; m < cls.size(); m++) {
                            if (cls.get(m) == tc) {
                                same.add(m);
                            }
                        }
                        t[f] = same.isEmpty() ? -1 : same.get(random.nextInt(same.size()));
                    } else {
                        t[f] = cls.size();
                        cls.add(tc);
                        idx.add(count[tc]++);
                    }
                }
                tgt.add(t);
            }
            return new Partial(layout, cls.stream().mapToInt(Integer::intValue).toArray(),
                    idx.stream().mapToInt(Integer::intValue).toArray(), tgt.toArray(int[][]::new));
        }

        PartialCandidate encode(SymSolve solver) {
            PartialCandidate q = solver.candidate();
            for (int o = 0; o < classOf.length; o++) {
                List<FieldShape> refs = layout.classes().get(classOf[o]).referenceFields();
                for (int f = 0; f < refs.size(); f++) {
                    int t = targets[o][f];
                    if (t != UNINITIALIZED) {
                        assertTrue(q.fix(classOf[o], index[o], refs.get(f), t < 0 ? -1 : classOf[t],
                                t < 0 ? -1 : index[t]));
                    }
                }
            }
            return q;
        }

        /** An injective, class-preserving map from this structure into g, root to g's object 0, keeping fields. */
        boolean extendedBy(Graph g) {
            int[] image = new int[classOf.length];
            Arrays.fill(image, -1);
            boolean[] used = new boolean[g.classOf().length];
            if (g.classOf()[0] != classOf[0]) {
                return false;
            }
            image[0] = 0;
            used[0] = true;
            ArrayDeque<Integer> queue = new ArrayDeque<>(List.of(0));
            while (!queue.isEmpty()) {
                int o = queue.poll();
                for (int f = 0; f < targets[o].length; f++) {
                    int t = targets[o][f];
                    if (t == UNINITIALIZED) {
                        continue;
                    }
                    int there = g.targets()[image[o]][f];
                    if (t < 0 || there < 0) {
                        if (t != there) {
                            return false;
                        }
                        continue;
                    }
                    if (g.classOf()[there] != classOf[t]) {
                        return false;
                    }
                    if (image[t] < 0) {
                        if (used[there]) {
                            return false;
                        }
                        image[t] = there;
                        used[there] = true;
                        queue.add(t);
                    } else if (image[t] != there) {
                        return false;
                    }
                }
            }
            return true;
        }

        @Override
        public String toString() {
            StringBuilder sb = new StringBuilder();
            for (int o = 0; o < classOf.length; o++) {
                sb.append(o == 0 ? "" : " ").append(classOf[o]).append(':').append(index[o])
                        .append(Arrays.toString(targets[o]));
            }
            return sb.toString();
        }
    }

    /** Builds the witness as objects of the class itself (not instrumented) and runs its repOK. */
    static boolean realRepOk(Class<?> header, ClassLayout layout, Witness w, int scope)
            throws ReflectiveOperationException {
        List<ClassShape> classes = layout.classes();
        Object[][] objects = new Object[classes.size()][];
        ClassLoader loader = header.getClassLoader();
        for (int c = 0; c < classes.size(); c++) {
            Class<?> k = Class.forName(classes.get(c).javaName(), false, loader);
            objects[c] = new Object[classes.get(c).node() ? scope : 1];
            for (int o = 0; o < objects[c].length; o++) {
                var ctor = k.getDeclaredConstructor();
                ctor.setAccessible(true);
                objects[c][o] = ctor.newInstance();
            }
        }
        for (int c = 0; c < classes.size(); c++) {
            for (FieldShape f : classes.get(c).fields()) {
                Field jf = Class.forName(f.owner().replace('/', '.'), false, loader).getDeclaredField(f.name());
                jf.setAccessible(true);
                for (int o = 0; o < objects[c].length; o++) {
                    switch (f.kind()) {
                        case REFERENCE -> {
                            int tc = classes.indexOf(layout.shape(f.target()).orElseThrow());
                            int t = w.target(c, o, f);
                            jf.set(objects[c][o], t < 0 ? null : objects[tc][t]);
                        }
                        case INT -> jf.setInt(objects[c][o], (int) w.value(c, o, f));
                        case LONG -> jf.setLong(objects[c][o], w.value(c, o, f));
                        case BOOLEAN -> jf.setBoolean(objects[c][o], w.value(c, o, f) != 0);
                        default -> { }
                    }
                }
            }
        }
        Method repOk = Enumerator.repOk(header);
        repOk.setAccessible(true);
        return (boolean) repOk.invoke(objects[0][0]);
    }
}
