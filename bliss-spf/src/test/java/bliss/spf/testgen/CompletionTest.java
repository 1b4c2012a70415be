package bliss.spf.testgen;

import bliss.bounds.ClassSpec;
import bliss.korat.Enumerator;
import bliss.layout.ClassLayout;
import bliss.layout.ClassShape;
import bliss.layout.FieldShape;
import bliss.layout.Shape;
import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.AnalysisSpec;
import bliss.spf.explore.Outcome;
import bliss.spf.explore.PartialStructure;
import bliss.spf.explore.PathEnd;
import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Var;
import bliss.target.TargetClass;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * The completion against oracles that share nothing with it (no Z3, no invariant): on every path of plain lazy
 * initialization (which reaches spurious paths aplenty),
 * <ul>
 * <li>a completed input keeps every edge and null the path read, its values satisfy the path condition by the
 *     engine's own evaluation ({@link Expr#eval}), and the class's real repOK() accepts it, built here by
 *     reflection;</li>
 * <li>a path called uncompletable has no valid input: brute force over every valid shape the bounded-exhaustive
 *     enumerator finds (bliss.korat) into which the path's structure embeds, and every value of its primitive fields
 *     in small domains (ranks with gaps, enough for the comparisons these methods make), finds none that satisfies
 *     both the path condition and repOK().</li>
 * </ul>
 */
class CompletionTest {

    @ParameterizedTest(name = "{0}.{1} scope {2}")
    @CsvSource({
            "TreeSet, add, 2, true",
            "TreeSet, remove, 2, true",
            "SearchTree, remove, 3, false",
            "AvlTree, insert, 2, true",
            "BinomialHeap, extractMin, 2, true",
            "TreeMap, put, 2, true",
            "LinkedList, remove, 3, true",
            "SinglyLinkedList, add, 3, false"})
    void completedInputsAreValidAndUncompletablePathsHaveNoValidInput(String subject, String method, int scope,
                                                                      boolean spurious) throws Exception {
        TargetClass t = TargetClass.resolve(subject, List.of(), List.of());
        ClassSpec s = ClassSpec.of(t);
        check(subject, method, scope, spurious,
                () -> new InvariantCompletion(s.invariant(), scope, TestGeneration.assignability(t.loader())));
    }

    /**
     * The completion from repOK alone, on subjects that also have an invariant (so it meets ordered fields: keys
     * and elements whose witness values only give an order, AVL heights, binomial degrees), against the same oracles.
     */
    @ParameterizedTest(name = "{0}.{1} scope {2}, from repOK")
    @CsvSource({
            "TreeSet, add, 2, true",
            "AvlTree, insert, 2, true",
            "BinomialHeap, extractMin, 2, true",
            "SearchTree, remove, 3, false",
            "SinglyLinkedList, add, 3, false"})
    void completionFromRepOkAgreesWithTheSameOracles(String subject, String method, int scope, boolean spurious)
            throws Exception {
        TargetClass t = TargetClass.resolve(subject, List.of(), List.of());
        check(subject, method, scope, spurious, () -> new RepOkCompletion(t, scope));
    }

    private static void check(String subject, String method, int scope, boolean spurious,
                              java.util.function.Supplier<Completion> completions) throws Exception {
        TargetClass target = TargetClass.resolve(subject, List.of(), List.of());
        List<PathEnd> ends = GeneratedSuites.pathEnds(target, method, scope, "li");
        ClassSpec spec = ClassSpec.of(target);
        List<Decoded> shapes = new ArrayList<>();
        for (Shape s : new Enumerator(target.type(), scope).run().shapes()) {
            shapes.add(Decoded.of(spec.layout(), s));
        }
        int completed = 0;
        int uncompletable = 0;
        try (Completion completion = completions.get()) {
            for (PathEnd end : ends) {
                Completion.Result r = completion.complete(end);
                if (r.completed()) {
                    completed++;
                    checkCompleted(end, r.input(), target.type());
                } else {
                    uncompletable++;
                    Map<Var, Long> witness = validInput(end, shapes, spec.layout(), target.type(), scope);
                    if (witness != null) {
                        fail("a valid input follows the path the completion calls uncompletable: "
                                + end.input() + " with " + witness + "; path condition " + end.pathCondition());
                    }
                }
            }
        }
        assertTrue(completed > 0, "some path has a valid input");
        // an exact hybrid precondition (SinglyLinkedList's) leaves lazy initialization no spurious path to reach
        assertEquals(spurious, uncompletable > 0, "lazy initialization reaches spurious paths on " + subject + "."
                + method);
    }

    // ------------------------------------------------------------------------------------------------------------
    // Completed inputs

    static void checkCompleted(PathEnd end, ConcreteInput in, Class<?> header) throws Exception {
        Map<String, ConcreteInput.Obj> byName = new HashMap<>();
        for (ConcreteInput.Obj o : in.objects()) {
            byName.put(o.name(), o);
        }
        Map<Var, Long> env = new HashMap<>();
        for (PartialStructure.Node n : end.input().nodes()) {
            ConcreteInput.Obj o = byName.get(n.name());
            assertNotNull(o, "the input object " + n.name() + " is in the completed input");
            for (FieldShape f : n.shape().fields()) {
                Object v = n.value(f);
                if (v instanceof Var var) {
                    env.put(var, asLong(o.fields().get(f).value()));
                } else if (v == null) {
                    assertEquals(null, o.fields().get(f).value(), n.name() + "." + f.name() + " stays null");
                } else if (v instanceof PartialStructure.Node t) {
                    assertEquals(t.name(), String.valueOf(o.fields().get(f).value()),
                            n.name() + "." + f.name() + " keeps its edge");
                }
            }
        }
        Map<String, ArrayDeque<ConcreteInput.Variable>> variables = new HashMap<>();
        for (ConcreteInput.Variable v : in.variables()) {
            variables.computeIfAbsent(v.name(), k -> new ArrayDeque<>()).add(v);
        }
        Map<Integer, Var> driverVars = new TreeMap<>();
        for (Expr e : end.pathCondition()) {
            e.forEachVar(v -> {
                if (!env.containsKey(v)) {
                    driverVars.put(v.id(), v);
                }
            });
        }
        for (Var v : driverVars.values()) {
            env.put(v, variables.get(v.name()).poll().value());
        }
        for (Expr e : end.pathCondition()) {
            assertEquals(1L, e.eval(env), "the values satisfy " + e + " of " + end.pathCondition() + "\n" + in);
        }
        Object receiver = build(in, header.getClassLoader()).get(in.roots().get(0).name());
        assertTrue(repOK(receiver), "repOK holds of\n" + in);
    }

    private static long asLong(Object v) {
        return v instanceof Boolean b ? (b ? 1 : 0) : ((Number) v).longValue();
    }

    /** The input's objects as real objects, made here by reflection (not by the code under test). */
    private static Map<String, Object> build(ConcreteInput in, ClassLoader loader) throws Exception {
        Map<String, Object> objects = new HashMap<>();
        for (ConcreteInput.Obj o : in.objects()) {
            Class<?> c = Class.forName(o.shape().javaName(), false, loader);
            var k = c.getDeclaredConstructor();
            k.setAccessible(true);
            objects.put(o.name(), k.newInstance());
        }
        for (ConcreteInput.Obj o : in.objects()) {
            Object target = objects.get(o.name());
            for (Map.Entry<FieldShape, ConcreteInput.Value> e : o.fields().entrySet()) {
                Field f = field(target.getClass(), e.getKey().name());
                Object v = e.getValue().value();
                if (v instanceof ConcreteInput.Obj t) {
                    f.set(target, objects.get(t.name()));
                } else if (v == null) {
                    f.set(target, null);
                } else if (f.getType() == int.class) {
                    f.setInt(target, ((Number) v).intValue());
                } else if (f.getType() == long.class) {
                    f.setLong(target, ((Number) v).longValue());
                } else if (f.getType() == boolean.class) {
                    f.setBoolean(target, (Boolean) v);
                }
            }
        }
        return objects;
    }

    static Field field(Class<?> c, String name) throws NoSuchFieldException {
        try {
            return bliss.spf.testing.Fields.of(c, name);
        } catch (IllegalArgumentException e) {
            throw new NoSuchFieldException(name);
        }
    }

    static boolean repOK(Object o) throws Exception {
        Method m = o.getClass().getMethod("repOK");
        try {
            return (Boolean) m.invoke(o);
        } catch (java.lang.reflect.InvocationTargetException e) {
            return false;
        }
    }

    // ------------------------------------------------------------------------------------------------------------
    // The brute-force oracle for uncompletable paths

    /** A valid shape decoded: per object its class and the target of each reference field (-1 for null). */
    record Decoded(List<ClassShape> classes, List<int[]> targets) {
        static Decoded of(ClassLayout layout, Shape s) {
            int[] code = s.code();
            List<ClassShape> classes = new ArrayList<>();
            List<int[]> targets = new ArrayList<>();
            int i = 0;
            while (i < code.length) {
                ClassShape c = layout.classes().get(code[i++]);
                int[] t = new int[c.referenceFields().size()];
                for (int f = 0; f < t.length; f++) {
                    t[f] = code[i++];
                }
                classes.add(c);
                targets.add(t);
            }
            return new Decoded(classes, targets);
        }
    }

    /** A valid input that follows the path (values of the path condition's variables), or null when none exists. */
    private static Map<Var, Long> validInput(PathEnd end, List<Decoded> shapes, ClassLayout layout, Class<?> header,
                                             int scope) throws Exception {
        for (Decoded s : shapes) {
            Map<PartialStructure.Node, Integer> embedding = embed(end.input(), s);
            if (embedding == null) {
                continue;
            }
            Map<Var, Long> found = valuesFor(end, s, embedding, header, scope);
            if (found != null) {
                return found;
            }
        }
        return null;
    }

    /** The path's objects as objects of the shape (the receiver as its root), keeping every edge and null read. */
    static Map<PartialStructure.Node, Integer> embed(PartialStructure in, Decoded s) {
        Map<PartialStructure.Node, Integer> map = new IdentityHashMap<>();
        Set<Integer> used = new HashSet<>();
        map.put(in.receiver(), 0);
        used.add(0);
        ArrayDeque<PartialStructure.Node> queue = new ArrayDeque<>(List.of(in.receiver()));
        while (!queue.isEmpty()) {
            PartialStructure.Node n = queue.poll();
            int o = map.get(n);
            if (!s.classes().get(o).equals(n.shape())) {
                return null;
            }
            List<FieldShape> refs = n.shape().referenceFields();
            for (int f = 0; f < refs.size(); f++) {
                Object v = n.value(refs.get(f));
                int t = s.targets().get(o)[f];
                if (v == null) {
                    if (t != -1) {
                        return null;
                    }
                } else if (v instanceof PartialStructure.Node q) {
                    if (t == -1) {
                        return null;
                    }
                    Integer already = map.get(q);
                    if (already == null) {
                        if (!used.add(t)) {
                            return null;
                        }
                        map.put(q, t);
                        queue.add(q);
                    } else if (already != t) {
                        return null;
                    }
                }
            }
        }
        return map.size() == in.nodes().size() ? map : null;
    }

    /** One primitive field of one object of the shape. */
    private record Slot(int object, Field field) {
    }

    /**
     * Values of the shape's primitive fields and of the driver's variables that satisfy the path condition and
     * repOK, if any: ints in 0..2k (every order of k keys and k-bounded sizes, heights and degrees, with room for a
     * value between any two), driver ints in -1..2k+1, booleans both ways.
     */
    private static Map<Var, Long> valuesFor(PathEnd end, Decoded s, Map<PartialStructure.Node, Integer> embedding,
                                            Class<?> header, int scope) throws Exception {
        ClassLoader loader = header.getClassLoader();
        List<Object> objects = new ArrayList<>();
        for (ClassShape c : s.classes()) {
            var k = Class.forName(c.javaName(), false, loader).getDeclaredConstructor();
            k.setAccessible(true);
            objects.add(k.newInstance());
        }
        List<Slot> slots = new ArrayList<>();
        for (int o = 0; o < objects.size(); o++) {
            ClassShape c = s.classes().get(o);
            List<FieldShape> refs = c.referenceFields();
            for (int f = 0; f < refs.size(); f++) {
                int t = s.targets().get(o)[f];
                field(objects.get(o).getClass(), refs.get(f).name()).set(objects.get(o), t < 0 ? null : objects.get(t));
            }
            for (FieldShape f : c.fields()) {
                if (!f.isReference() && (f.descriptor().equals("I") || f.descriptor().equals("Z"))) {
                    slots.add(new Slot(o, field(objects.get(o).getClass(), f.name())));
                }
            }
        }
        // the path condition's variables: fields of the path's objects (as slots), then the driver's
        Map<Var, Slot> fieldVars = new HashMap<>();
        for (Map.Entry<PartialStructure.Node, Integer> e : embedding.entrySet()) {
            for (FieldShape f : e.getKey().shape().fields()) {
                if (e.getKey().value(f) instanceof Var v) {
                    fieldVars.put(v, new Slot(e.getValue(), field(objects.get(e.getValue()).getClass(), f.name())));
                }
            }
        }
        Set<Var> mentioned = new LinkedHashSet<>();
        for (Expr e : end.pathCondition()) {
            e.forEachVar(mentioned::add);
        }
        List<Var> phase1 = new ArrayList<>(mentioned);
        List<Slot> rest = new ArrayList<>();
        for (Slot sl : slots) {
            if (fieldVars.entrySet().stream().noneMatch(e -> e.getValue().equals(sl) && mentioned.contains(e.getKey()))) {
                rest.add(sl);
            }
        }
        Map<Var, Long> env = new HashMap<>();
        return search(0, phase1, rest, fieldVars, env, end, objects, scope) ? env : null;
    }

    private static long[] domain(boolean bool, boolean driver, int scope) {
        if (bool) {
            return new long[] {0, 1};
        }
        int lo = driver ? -1 : 0;
        int hi = driver ? 2 * scope + 1 : 2 * scope;
        long[] d = new long[hi - lo + 1];
        for (int i = 0; i < d.length; i++) {
            d[i] = lo + i;
        }
        return d;
    }

    private static boolean search(int i, List<Var> vars, List<Slot> rest, Map<Var, Slot> fieldVars,
                                  Map<Var, Long> env, PathEnd end, List<Object> objects, int scope) throws Exception {
        if (i < vars.size()) {
            Var v = vars.get(i);
            Slot sl = fieldVars.get(v);
            boolean bool = v.min() == 0 && v.max() == 1;
            for (long x : domain(bool, sl == null, scope)) {
                env.put(v, x);
                if (sl != null) {
                    set(sl, objects, x);
                }
                if (search(i + 1, vars, rest, fieldVars, env, end, objects, scope)) {
                    return true;
                }
            }
            env.remove(v);
            return false;
        }
        if (i == vars.size()) {
            for (Expr e : end.pathCondition()) {
                if (e.eval(env) == 0) {
                    return false;
                }
            }
        }
        int j = i - vars.size();
        if (j < rest.size()) {
            Slot sl = rest.get(j);
            for (long x : domain(sl.field().getType() == boolean.class, false, scope)) {
                set(sl, objects, x);
                if (search(i + 1, vars, rest, fieldVars, env, end, objects, scope)) {
                    return true;
                }
            }
            return false;
        }
        return repOK(objects.get(0));
    }

    private static void set(Slot sl, List<Object> objects, long x) throws IllegalAccessException {
        Field f = sl.field();
        if (f.getType() == boolean.class) {
            f.setBoolean(objects.get(sl.object()), x != 0);
        } else {
            f.setInt(objects.get(sl.object()), (int) x);
        }
    }

    @org.junit.jupiter.api.Test
    void theOracleFindsTheInputOfAFeasiblePath() throws Exception {
        // the oracle itself must be able to say yes: on a path that has a valid input it finds one
        TargetClass target = TargetClass.resolve("TreeSet", List.of(), List.of());
        ClassSpec spec = ClassSpec.of(target);
        List<PathEnd> ends = new ArrayList<>();
        new Analysis(AnalysisSpec.of(target.name(), "add").withScope(2).withTechnique("li")
                .withDriver(target.subject().orElseThrow().driverClassName(), "add"), target.loader())
                .observer(e -> {
                    if (e.outcome() == Outcome.NORMAL) {
                        ends.add(e);
                    }
                })
                .run();
        List<Decoded> shapes = new ArrayList<>();
        for (Shape s : new Enumerator(target.type(), 2).run().shapes()) {
            shapes.add(Decoded.of(spec.layout(), s));
        }
        int found = 0;
        try (Completion completion = new InvariantCompletion(spec.invariant(), 2,
                TestGeneration.assignability(target.loader()))) {
            for (PathEnd end : ends) {
                boolean completable = completion.complete(end).completed();
                boolean brute = validInput(end, shapes, spec.layout(), target.type(), 2) != null;
                assertEquals(completable, brute, "completion and brute force agree on " + end.input() + " "
                        + end.pathCondition());
                found += brute ? 1 : 0;
            }
        }
        assertTrue(found > 0);
        assertFalse(ends.isEmpty());
    }
}
