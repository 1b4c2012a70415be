package bliss.spf.symsolve;

import bliss.korat.Enumeration;
import bliss.korat.Enumerator;
import bliss.korat.SubjectFinitizations;
import bliss.layout.ClassLayout;
import bliss.layout.ClassShape;
import bliss.layout.FieldKind;
import bliss.layout.FieldShape;
import bliss.layout.HeapAccess;
import bliss.layout.Shape;
import bliss.spf.explore.PartialStructure;
import bliss.spf.symbolic.Compare;
import bliss.spf.symbolic.Const;
import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Exprs;
import bliss.spf.symbolic.Var;
import bliss.spf.symsolve.fixtures.CountedChain;
import bliss.korat.fixtures.FullTree;
import bliss.korat.fixtures.RedBlackTree;
import bliss.subjects.AvlTree;
import bliss.subjects.BinTree;
import bliss.subjects.BinomialHeap;
import bliss.subjects.HashMap;
import bliss.subjects.LinkedList;
import bliss.subjects.LlrbTree;
import bliss.subjects.SearchTree;
import bliss.subjects.StrictHashMap;
import bliss.subjects.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * SymSolve against the enumerator: a partially symbolic structure is satisfiable exactly when one of the valid shapes
 * the enumerator finds (repOK holds, bounded-exhaustively; for speed with the subjects' finitization hints, which only
 * drop candidates no valid shape needs, or widen a domain where the default one misses shapes) extends it, and every
 * witness SymSolve gives is a real structure, with the model's values, that the class's own repOK accepts on the JVM
 * and that keeps the fixed part. SymSolve itself has no hint and no domain.
 */
class SymSolveTest {

    static Stream<Arguments> classes() {
        return Stream.of(
                Arguments.of(BinTree.class, 4),
                Arguments.of(FullTree.class, 5),
                Arguments.of(SearchTree.class, 4),
                Arguments.of(RedBlackTree.class, 4),
                Arguments.of(TreeSet.class, 5),
                Arguments.of(AvlTree.class, 5),
                Arguments.of(BinomialHeap.class, 5),
                Arguments.of(LinkedList.class, 4),
                Arguments.of(LlrbTree.class, 4),
                Arguments.of(HashMap.class, 2));
    }

    @ParameterizedTest(name = "{0} scope {1}")
    @MethodSource("classes")
    void satisfiableExactlyWhenAValidShapeExtendsTheFixedPart(Class<?> cls, int scope)
            throws ReflectiveOperationException {
        Valid v = Valid.of(cls, scope);
        ClassLayout layout = v.layout();
        List<Graph> valid = v.graphs();
        for (boolean shapes : new boolean[]{false, true}) {
            answersAsTheEnumerator(cls, scope, layout, valid, shapes);
        }
    }

    /** The valid shapes the enumerator finds for a class at a scope (with the subject's hints), as graphs. */
    private record Valid(ClassLayout layout, List<Graph> graphs) {
        static Valid of(Class<?> cls, int scope) {
            Enumeration all = SubjectFinitizations.forSubject(cls.getSimpleName(), scope)
                    .applyTo(new Enumerator(cls, scope).withThreads(1)).run();
            ClassLayout layout = all.layout();
            return new Valid(layout, all.shapes().stream().map(s -> Graph.of(layout, s)).toList());
        }
    }

    /** The valid shapes ({@link ValidShapes}) on or off: the same answers. */
    private static void answersAsTheEnumerator(Class<?> cls, int scope, ClassLayout layout, List<Graph> valid,
                                               boolean shapes) throws ReflectiveOperationException {
        try (SymSolve solver = shapes ? new SymSolve(cls.getClassLoader(), layout, scope)
                : SymSolve.searchOnly(cls.getClassLoader(), layout, scope)) {
            Random random = new Random(cls.getName().hashCode());
            int sat = 0;
            int unsat = 0;
            for (int trial = 0; trial < 300; trial++) {
                Partial p = Partial.random(layout, scope, random);
                boolean expected = valid.stream().anyMatch(p::extendedBy);
                Witness w = solver.solve(p.question(List.of()));
                if (expected != (w != null)) {
                    fail(cls.getSimpleName() + ": SymSolve says " + (w != null ? "SAT" : "UNSAT") + " for " + p
                            + ", the enumerator " + (expected ? "SAT" : "UNSAT"));
                }
                if (w != null) {
                    sat++;
                    assertTrue(p.extendedBy(Graph.of(w)), "witness " + w + " drops the fixed part " + p);
                    assertTrue(realRepOk(cls, w), "the real repOK rejects the witness " + w);
                    assertTrue(w.answers(p.question(List.of())), "a witness answers its own question");
                } else {
                    unsat++;
                }
            }
            assertTrue(sat >= 10 && unsat >= 10, "both answers are exercised: " + sat + " SAT, " + unsat + " UNSAT");
            assertEquals(shapes && solver.keepsShapes(), solver.byShapes() > 0,
                    "answers by the valid shapes: " + solver.byShapes());
        }
    }

    /**
     * A run's threads share one set of conflicts and one enumeration of the valid shapes ({@link SymSolve.Team}): two
     * members asking random questions at once, each on its own thread, answer as the enumerator says, every witness
     * accepted by the real repOK; between them the valid shapes answered some (where the class keeps them).
     */
    @ParameterizedTest(name = "{0} scope {1}")
    @MethodSource("classes")
    void aTeamsMembersOnTwoThreadsAnswerAsTheEnumerator(Class<?> cls, int scope) throws Exception {
        Valid v = Valid.of(cls, scope);
        ClassLayout layout = v.layout();
        List<Graph> valid = v.graphs();
        try (SymSolve.Team team = new SymSolve.Team(cls.getClassLoader(), layout, scope,
                bliss.spf.explore.Limits.DEFAULT)) {
            List<SymSolve> members = List.of(team.member(), team.member());
            List<java.util.concurrent.Future<String>> asked = new ArrayList<>();
            java.util.concurrent.ExecutorService threads = java.util.concurrent.Executors.newFixedThreadPool(2);
            try {
                for (int m = 0; m < 2; m++) {
                    SymSolve solver = members.get(m);
                    Random random = new Random(cls.getName().hashCode() + 31L * m);
                    asked.add(threads.submit(() -> {
                        for (int trial = 0; trial < 300; trial++) {
                            Partial p = Partial.random(layout, scope, random);
                            boolean expected = valid.stream().anyMatch(p::extendedBy);
                            Witness w = solver.solve(p.question(List.of()));
                            if (expected != (w != null)) {
                                return p + ": " + (w != null ? "SAT" : "UNSAT") + ", the enumerator " + expected;
                            }
                            if (w != null && !(p.extendedBy(Graph.of(w)) && realRepOk(cls, w))) {
                                return p + ": the witness " + w + " is not a valid extension";
                            }
                        }
                        return null;
                    }));
                }
                for (java.util.concurrent.Future<String> f : asked) {
                    assertNull(f.get(), cls.getSimpleName());
                }
            } finally {
                threads.shutdownNow();
            }
            boolean keeps = members.get(0).keepsShapes();
            assertEquals(keeps, members.get(0).byShapes() + members.get(1).byShapes() > 0,
                    "answers by the shared valid shapes");
            for (SymSolve member : members) {
                member.close();
            }
        }
    }

    /**
     * A team's second member answers from the valid shapes the first one enumerated, running no path of its own; and
     * closing a member leaves the team's enumeration to the others (the team closes it). At scope 2 the full tree
     * whose root has a right child needs a third node (by hand): UNSAT, which without the shapes takes a search.
     */
    @Test
    void aTeamMemberAnswersFromTheShapesAnotherEnumerated() {
        ClassLayout layout = ClassLayout.of(FullTree.class);
        Partial right = new Partial(layout, new int[]{0, 1, 1}, new int[][]{{1}, {Partial.UNINITIALIZED, 2},
                {Partial.UNINITIALIZED, Partial.UNINITIALIZED}});
        try (SymSolve.Team team = new SymSolve.Team(FullTree.class.getClassLoader(), layout, 2,
                bliss.spf.explore.Limits.DEFAULT)) {
            SymSolve first = team.member();
            first.completeShapes();
            assertTrue(first.shapePaths() > 0, "the first member ran the enumeration");
            first.close();
            SymSolve second = team.member();
            assertNull(second.solve(right.question(List.of())));
            assertEquals(1, second.byShapes(), "answered by the shapes the first member enumerated");
            assertEquals(0, second.paths(), "no path of repOK run by the second member");
            second.close();
        }
        try (SymSolve alone = SymSolve.searchOnly(FullTree.class.getClassLoader(), layout, 2)) {
            assertNull(alone.solve(right.question(List.of())));
            assertTrue(alone.paths() > 0, "a search runs paths for the same answer");
        }
    }

    /**
     * LlrbTree's repOK compares keys on its way down before it has read the whole shape, so its searches run under
     * conditions: their conflicts are kept with those conditions and prune later questions, which still answer as the
     * enumerator says (before conflicts were kept with conditions, this repOK had none). The search alone: with the
     * valid shapes, the questions are answered by them.
     */
    @Test
    void aRepOkThatComparesKeysOnTheWayDownReusesItsConflicts() throws ReflectiveOperationException {
        int scope = 4;
        Enumeration all = new Enumerator(LlrbTree.class, scope).withThreads(1).run();
        ClassLayout layout = all.layout();
        List<Graph> valid = all.shapes().stream().map(s -> Graph.of(layout, s)).toList();
        try (SymSolve solver = SymSolve.searchOnly(LlrbTree.class.getClassLoader(), layout, scope)) {
            Random random = new Random(22);
            for (int trial = 0; trial < 300; trial++) {
                Partial p = Partial.random(layout, scope, random);
                boolean expected = valid.stream().anyMatch(p::extendedBy);
                assertEquals(expected, solver.solve(p.question(List.of())) != null, p::toString);
            }
            assertTrue(solver.conflictHits() > 0, "conflicts reused: " + solver.conflictHits());
        }
    }

    /**
     * {@link SymSolve#solveEach}, one search for every value of an open field, answers as one question per value does:
     * against the enumerator again, on random heaps with one uninitialized field of a random object left open and
     * asked with null, each object of a compatible class, and a new object when the scope allows one. LISSA's chain
     * ({@link StructureOracles#lissa}: recent witnesses in front) asked the same questions in turn answers alike.
     */
    @ParameterizedTest(name = "{0} scope {1}")
    @MethodSource("classes")
    void everyValueOfAnOpenFieldAsTheEnumeratorSays(Class<?> cls, int scope) throws ReflectiveOperationException {
        Valid v = Valid.of(cls, scope);
        ClassLayout layout = v.layout();
        List<Graph> valid = v.graphs();
        bliss.spf.stats.Counters counters = new bliss.spf.stats.Counters();
        SymSolve withShapes = new SymSolve(cls.getClassLoader(), layout, scope);
        withShapes.completeShapes(); // else the chain's few searches leave the enumeration unfinished
        try (SymSolve solver = SymSolve.searchOnly(cls.getClassLoader(), layout, scope);
             StructureOracle chain = StructureOracles.lissa(withShapes, counters)) {
            Random random = new Random(cls.getName().hashCode() + 1);
            int asked = 0;
            for (int trial = 0; trial < 300; trial++) {
                Partial p = Partial.random(layout, scope, random);
                List<int[]> open = new ArrayList<>();
                for (int o = 0; o < p.classOf().length; o++) {
                    for (int f = 0; f < p.targets()[o].length; f++) {
                        if (p.targets()[o][f] == Partial.UNINITIALIZED) {
                            open.add(new int[]{o, f});
                        }
                    }
                }
                if (open.isEmpty()) {
                    continue;
                }
                int[] at = open.get(random.nextInt(open.size()));
                ClassShape owner = layout.classes().get(p.classOf()[at[0]]);
                FieldShape field = owner.referenceFields().get(at[1]);
                int target = layout.index(layout.shape(field.target()).orElseThrow());
                List<Object> values = new ArrayList<>();
                List<Integer> targets = new ArrayList<>(); // per value: -1 null, an object, or -3 new
                values.add(null);
                targets.add(-1);
                int count = 0;
                for (int o = 0; o < p.classOf().length; o++) {
                    if (p.classOf()[o] == target) {
                        values.add(p.object(o));
                        targets.add(o);
                        count++;
                    }
                }
                if (!layout.classes().get(target).node() || count < scope) {
                    values.add(OpenField.NEW);
                    targets.add(-3);
                }
                OpenField<Obj> of = new OpenField<>(p.object(at[0]), field, layout.classes().get(target), values);
                Witness[] answers = solver.solveEach(p.question(List.of()), of);
                StructureAnswer[] chained = chain.answerEach(p.question(List.of()), of);
                for (int i = 0; i < values.size(); i++) {
                    Partial with = p.with(at[0], at[1], targets.get(i), target);
                    boolean expected = valid.stream().anyMatch(with::extendedBy);
                    if (expected != (answers[i] != null) || expected != chained[i].satisfiable()) {
                        fail(cls.getSimpleName() + ": SymSolve says " + (answers[i] != null ? "SAT" : "UNSAT")
                                + " (the chain " + (chained[i].satisfiable() ? "SAT" : "UNSAT") + ") for " + p
                                + " with " + at[0] + "." + field.name() + " = " + values.get(i)
                                + ", the enumerator " + (expected ? "SAT" : "UNSAT"));
                    }
                    if (answers[i] != null) {
                        assertTrue(realRepOk(cls, answers[i]), "the real repOK rejects " + answers[i]);
                    }
                    asked++;
                }
            }
            assertTrue(asked > 100, "values asked: " + asked);
            assertEquals(withShapes.keepsShapes(), counters.get("symsolveByShapes") > 0,
                    "answers by the valid shapes: " + counters.get("symsolveByShapes"));
        }
    }

    /**
     * LISSA §3.3: with root.right fixed to a node and root.left free, a full tree needs root.left to be a third node,
     * a new object beyond those the fixed part names.
     */
    @Test
    void aFreeFieldMayTakeANewObjectBeyondTheFixedOnes() throws ReflectiveOperationException {
        ClassLayout layout = ClassLayout.of(FullTree.class);
        try (SymSolve solver = new SymSolve(FullTree.class.getClassLoader(), layout, 3)) {
            Partial right = new Partial(layout, new int[]{0, 1, 1}, new int[][]{{1}, {Partial.UNINITIALIZED, 2},
                    {Partial.UNINITIALIZED, Partial.UNINITIALIZED}});
            Witness w = solver.solve(right.question(List.of()));
            assertNotNull(w, "root{left=N2, right=N1} is a full tree");
            assertTrue(realRepOk(FullTree.class, w));
            Partial twice = new Partial(layout, new int[]{0, 1, 1}, new int[][]{{1}, {2, 2},
                    {Partial.UNINITIALIZED, Partial.UNINITIALIZED}});
            assertNull(solver.solve(twice.question(List.of())), "a node twice the child of the root");
        }
    }

    /**
     * Issue 22: a StrictHashMap (the old port, whose repOK reads the hashes) of one entry whose key is 15 sits in bucket 15, and the real repOK accepts it. SymSolve keeps
     * keys symbolic, so the heap {@code table15 = Entry0} has a completion with no hint about the keys' range; with
     * the path condition {@code key == 15 + 16 * 1000} too.
     */
    /**
     * The valid shapes answer the same question as the search, the scope included: the new object root.left needs is a
     * third node, so at scope 2 there is none (a full tree whose root has a child has three nodes, by hand).
     */
    @Test
    void theValidShapesCountNewObjectsAgainstTheScope() throws ReflectiveOperationException {
        ClassLayout layout = ClassLayout.of(FullTree.class);
        Partial right = new Partial(layout, new int[]{0, 1, 1}, new int[][]{{1}, {Partial.UNINITIALIZED, 2},
                {Partial.UNINITIALIZED, Partial.UNINITIALIZED}});
        for (int scope = 2; scope <= 3; scope++) {
            try (SymSolve solver = new SymSolve(FullTree.class.getClassLoader(), layout, scope)) {
                solver.completeShapes();
                Witness w = solver.solve(right.question(List.of()));
                assertEquals(scope == 3, w != null, "scope " + scope);
                assertEquals(1, solver.byShapes(), "answered by the valid shapes");
                if (w != null) {
                    assertTrue(realRepOk(FullTree.class, w));
                    assertTrue(w.answers(right.question(List.of())));
                }
            }
        }
    }

    @Test
    void aHashMapReachesEveryBucketWithoutHints() throws ReflectiveOperationException {
        StrictHashMap real = new StrictHashMap();
        real.put(15, 7);
        assertTrue(real.repOK() && real.table15 != null, "a key of 15 goes to bucket 15");
        ClassLayout layout = ClassLayout.of(StrictHashMap.class);
        FieldShape table15 = layout.header().field("table15").orElseThrow();
        int[][] targets = new int[2][];
        targets[0] = new int[layout.header().referenceFields().size()];
        Arrays.fill(targets[0], Partial.UNINITIALIZED);
        targets[0][layout.header().referenceFields().indexOf(table15)] = 1;
        targets[1] = new int[]{Partial.UNINITIALIZED};
        Partial p = new Partial(layout, new int[]{0, 1}, targets);
        try (SymSolve solver = new SymSolve(StrictHashMap.class.getClassLoader(), layout, 1)) {
            Witness w = solver.solve(p.question(List.of()));
            assertNotNull(w);
            assertTrue(realRepOk(StrictHashMap.class, w));
            Var key = p.variable(1, "key");
            Witness far = solver.solve(p.question(List.of(Exprs.compare(Compare.Op.EQ, key,
                    Const.ofInt(15 + 16 * 1000)))));
            assertNotNull(far, "a key 16,015 also goes to bucket 15");
            assertTrue(realRepOk(StrictHashMap.class, far));
            assertEquals(16_015, far.value(far.nodeOf(p.object(1)), layout.classes().get(1).field("key")
                    .orElseThrow()));
            assertNull(solver.solve(p.question(List.of(Exprs.compare(Compare.Op.EQ, key, Const.ofInt(14))))),
                    "key 14 goes to bucket 14");
        }
    }

    /**
     * A counting repOK without a cycle check, {@code size} symbolic: on the chain {@code head = N1, N1.next = N1} each
     * turn around the cycle forks on {@code ++n > size}, and every concrete size makes repOK return false (or, for
     * Integer.MAX_VALUE, loop forever as n wraps around): no completion is accepted. The search's path around the cycle
     * is cut at the run's choice limit and counted as a rejection (it ran until 2^31 turns before). With N1.next free,
     * a one-node chain of size 1 is accepted, which the real repOK confirms.
     */
    @Test
    void aCountingRepOkAroundACycleIsCutAtTheChoiceLimit() throws ReflectiveOperationException {
        ClassLayout layout = ClassLayout.of(CountedChain.class);
        try (SymSolve solver = new SymSolve(CountedChain.class.getClassLoader(), layout, 3)) {
            Partial cycle = new Partial(layout, new int[]{0, 1}, new int[][]{{1}, {1}});
            Witness none = org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(java.time.Duration.ofMinutes(2),
                    () -> solver.solve(cycle.question(List.of())), "the search around the cycle ends");
            assertNull(none, "a cyclic chain is never valid");
            assertTrue(solver.budgetExhausted() > 0, "the path around the cycle was cut, not run out");
            Partial open = new Partial(layout, new int[]{0, 1}, new int[][]{{1}, {Partial.UNINITIALIZED}});
            Witness w = solver.solve(open.question(List.of()));
            assertNotNull(w);
            assertTrue(realRepOk(CountedChain.class, w));
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

        /** The witness's objects, a field repOK did not read as null. */
        static Graph of(Witness w) {
            PartialStructure s = w.structure();
            ClassLayout layout = s.layout();
            List<PartialStructure.Node> nodes = s.nodes();
            int[] classOf = new int[nodes.size()];
            int[][] targets = new int[nodes.size()][];
            for (int o = 0; o < nodes.size(); o++) {
                PartialStructure.Node n = nodes.get(o);
                classOf[o] = layout.index(n.shape());
                List<FieldShape> refs = n.shape().referenceFields();
                targets[o] = new int[refs.size()];
                for (int f = 0; f < refs.size(); f++) {
                    Object v = n.value(refs.get(f));
                    targets[o][f] = v instanceof PartialStructure.Node t ? nodes.indexOf(t) : -1;
                }
            }
            return new Graph(classOf, targets);
        }
    }

    /** An object of a {@link Partial}: a question's objects are compared by identity. */
    static final class Obj {
        final int id;

        Obj(int id) {
            this.id = id;
        }

        @Override
        public String toString() {
            return "O" + id;
        }
    }

    /**
     * A random partially initialized structure, built as lazy initialization builds one: objects numbered in the
     * order they are made, each reference field uninitialized, null, an object made before or a new one while the
     * scope allows; each primitive field its own variable.
     *
     * @param classOf per object, its class
     * @param targets per object and reference field: -2 uninitialized, -1 null, else an object number
     */
    record Partial(ClassLayout layout, int[] classOf, int[][] targets, Obj[] objects, Map<String, Var> vars) {

        static final int UNINITIALIZED = -2;

        Partial(ClassLayout layout, int[] classOf, int[][] targets) {
            this(layout, classOf, targets, objects(classOf.length), new java.util.HashMap<>());
        }

        private static Obj[] objects(int n) {
            Obj[] out = new Obj[n];
            for (int i = 0; i < n; i++) {
                out[i] = new Obj(i);
            }
            return out;
        }

        static Partial random(ClassLayout layout, int scope, Random random) {
            List<ClassShape> classes = layout.classes();
            List<Integer> cls = new ArrayList<>(List.of(0));
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
                        count[tc]++;
                    }
                }
                tgt.add(t);
            }
            return new Partial(layout, cls.stream().mapToInt(Integer::intValue).toArray(), tgt.toArray(int[][]::new));
        }

        Obj object(int o) {
            return objects[o];
        }

        /**
         * This structure with field {@code f} of object {@code o} set to {@code target}: -1 null, an object, or -3 a
         * new object of class {@code newClass} with every field uninitialized.
         */
        Partial with(int o, int f, int target, int newClass) {
            int[] classes = classOf;
            int[][] t = new int[targets.length][];
            for (int i = 0; i < targets.length; i++) {
                t[i] = targets[i].clone();
            }
            if (target == -3) {
                classes = Arrays.copyOf(classOf, classOf.length + 1);
                classes[classOf.length] = newClass;
                t = Arrays.copyOf(t, t.length + 1);
                t[t.length - 1] = new int[layout.classes().get(newClass).referenceFields().size()];
                Arrays.fill(t[t.length - 1], UNINITIALIZED);
                target = classOf.length;
            }
            t[o][f] = target;
            return new Partial(layout, classes, t);
        }

        /** The variable of a primitive field of an object. */
        Var variable(int o, String field) {
            FieldShape f = layout.classes().get(classOf[o]).field(field).orElseThrow();
            return vars.computeIfAbsent(o + "." + field, k -> f.kind() == FieldKind.LONG
                    ? Var.ofLong(vars.size() + 1, "O" + k) : f.kind() == FieldKind.BOOLEAN
                    ? Var.ofBoolean(vars.size() + 1, "O" + k) : Var.ofInt(vars.size() + 1, "O" + k));
        }

        StructureQuestion<Obj> question(List<Expr> conditions) {
            HeapAccess<Obj> access = new HeapAccess<>() {
                @Override
                public ClassShape classOf(Obj o) {
                    return layout.classes().get(classOf[o.id]);
                }

                @Override
                public Object read(Obj o, FieldShape f) {
                    ClassShape c = classOf(o);
                    if (!f.isReference()) {
                        return f.kind() == FieldKind.OTHER ? HeapAccess.UNINITIALIZED : variable(o.id, f.name());
                    }
                    int t = targets[o.id][c.referenceFields().indexOf(f)];
                    return t == Partial.UNINITIALIZED ? HeapAccess.UNINITIALIZED : t < 0 ? null : objects[t];
                }
            };
            return new StructureQuestion<>(objects[0], access, conditions);
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
                sb.append(o == 0 ? "" : " ").append(o).append(':').append(classOf[o])
                        .append(Arrays.toString(targets[o]));
            }
            return sb.toString();
        }
    }

    /**
     * Builds the witness as objects of the class itself (the JVM's own, not the VM's) with the model's values, and
     * runs its repOK.
     */
    static boolean realRepOk(Class<?> header, Witness w) throws ReflectiveOperationException {
        ClassLoader loader = header.getClassLoader();
        List<PartialStructure.Node> nodes = w.structure().nodes();
        Map<PartialStructure.Node, Object> objects = new IdentityHashMap<>();
        for (PartialStructure.Node n : nodes) {
            Constructor<?> ctor = Class.forName(n.shape().javaName(), false, loader).getDeclaredConstructor();
            ctor.setAccessible(true);
            objects.put(n, ctor.newInstance());
        }
        for (PartialStructure.Node n : nodes) {
            for (FieldShape f : n.shape().fields()) {
                Field jf = Class.forName(f.owner().replace('/', '.'), false, loader).getDeclaredField(f.name());
                jf.setAccessible(true);
                Object v = n.value(f);
                if (f.isReference()) {
                    jf.set(objects.get(n), v instanceof PartialStructure.Node t ? objects.get(t) : null);
                } else if (f.kind() == FieldKind.BOOLEAN) {
                    jf.setBoolean(objects.get(n), w.value(n, f) != 0);
                } else if (f.kind() == FieldKind.LONG) {
                    jf.setLong(objects.get(n), w.value(n, f));
                } else if (f.kind() == FieldKind.INT && jf.getType() == int.class) {
                    jf.setInt(objects.get(n), (int) w.value(n, f));
                } else if (f.kind() == FieldKind.INT) {
                    jf.set(objects.get(n), (int) w.value(n, f)); // a generic value (V value), modelled as a boxed int
                }
            }
        }
        Method repOk = Class.forName(header.getName(), false, loader).getDeclaredMethod("repOK");
        repOk.setAccessible(true);
        return (boolean) repOk.invoke(objects.get(w.structure().receiver()));
    }
}
