package bliss.spf.techniques;

import bliss.korat.SubjectFinitizations;
import bliss.layout.ClassLayout;
import bliss.layout.ClassShape;
import bliss.layout.FieldKind;
import bliss.layout.FieldShape;
import bliss.layout.HeapAccess;
import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.AnalysisSpec;
import bliss.spf.analysis.TechniqueSettings;
import bliss.spf.explore.Limits;
import bliss.spf.explore.Outcome;
import bliss.spf.explore.PartialStructure;
import bliss.spf.results.AnalysisResult;
import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Var;
import bliss.subjects.Subjects;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * PLI never loses a valid (structure, path) pair, and keeps no other. The oracle is independent of SymSolve and of
 * the solvers: every valid concrete input of the scope, found by brute force (every shape the enumerator finds, with
 * every assignment of small values to its primitive fields, kept when the subject's own repOK accepts the real
 * objects), and the path condition evaluated on it by {@link Expr#eval} with the method's other inputs tried over a
 * small range. A path end of LI is valid when some valid concrete input extends its partial heap and satisfies its
 * path condition; PLI must end the same path (the same partial heap, the same outcome, its path condition a subset of
 * LI's: a branch PLI decides one way adds no condition), and every path PLI ends must be valid.
 */
class PreciseSoundnessTest {

    /**
     * Scope 3 but where call sequences explode (TreeMap.trace_L3: 13 minutes at scope 3, 24 s at 2), or where the
     * oracle's brute force over primitive values explodes: Schedule's header holds four ints and each job two (at
     * scope 2, 18,225 assignments per shape; at 3, 6 million), HashMap's and StrictHashMap's entries a key and a hash
     * over 0..16k-1 and a value (at scope 2, 28 million per shape), JdkTreeMap's nodes a key, a value and a color (at
     * scope 3, 700,000 per shape).
     */
    private static final Map<String, Integer> MAX_SCOPE = Map.of(
            "BinomialHeap.trace_L2", 2, "BinomialHeap.trace_L3", 1, "BinomialHeap.trace_L1", 2,
            "TreeMap.trace_L2", 2, "TreeMap.trace_L3", 1,
            "Schedule", 2, "HashMap", 1, "StrictHashMap", 1, "JdkTreeMap", 2);

    static Stream<Arguments> cases() {
        List<Arguments> out = new ArrayList<>();
        for (Subjects.Subject s : Subjects.ALL) {
            for (Subjects.Method m : s.methods()) {
                String id = s.name() + "." + m.name();
                if (!SoundnessCompletenessTest.selected(id)) {
                    continue;
                }
                int scope = MAX_SCOPE.getOrDefault(id, MAX_SCOPE.getOrDefault(s.name(), 3));
                if (scope > 0) {
                    out.add(Arguments.of(s.name(), m.name(), scope));
                }
            }
        }
        return out.stream();
    }

    /** One path end: the partial heap, the outcome, the path condition. */
    record End(PartialHeap heap, Outcome outcome, Set<String> pathCondition, PartialStructure input,
               List<Expr> conditions) {
    }

    @ParameterizedTest(name = "{0}.{1} scope {2}")
    @MethodSource("cases")
    void pliKeepsExactlyTheValidPaths(String subject, String method, int scope) throws Exception {
        List<End> li = ends(subject, method, scope, "li");
        List<End> pli = ends(subject, method, scope, "pli");
        Inputs inputs = Inputs.of(subject, scope);
        String at = subject + "." + method + " at scope " + scope;
        for (End e : li) {
            if (inputs.valid(e) && pli.stream().noneMatch(p -> p.heap().equals(e.heap())
                    && p.outcome() == e.outcome() && e.pathCondition().containsAll(p.pathCondition()))) {
                fail("pli loses the valid path " + e.heap() + " " + e.outcome() + " " + e.pathCondition() + " on "
                        + at);
            }
        }
        for (End p : pli) {
            assertTrue(inputs.valid(p), "pli keeps " + p.heap() + " " + p.outcome() + " " + p.pathCondition()
                    + ", which no valid input follows, on " + at);
            assertTrue(li.stream().anyMatch(e -> e.heap().equals(p.heap()) && e.outcome() == p.outcome()
                    && e.pathCondition().containsAll(p.pathCondition())), "pli ends a path li does not on " + at);
        }
    }

    /**
     * What PLI prunes beyond LISSA, on methods that read the heap's primitive fields against each other: a repOK run
     * on a shape that can be valid but with values it rejects (keys out of order, a count that is not the length). LISSA
     * asks only whether the shape can be completed, so it keeps such a path; no valid input follows it (the brute-force
     * oracle), and PLI drops it. Checked: every LISSA end that a valid input follows is also PLI's (same heap and
     * outcome, a path condition no stronger), every PLI end is one of LISSA's, and LISSA keeps at least one end that
     * no valid input follows, which PLI does not.
     */
    @ParameterizedTest(name = "{0}.{1} scope {2}")
    @org.junit.jupiter.params.provider.CsvSource({"SearchTree, repOK, 3", "SortedList, repOK, 3",
            "BinarySearchTree, repOK, 3", "TreeSet, repOK, 3"})
    void pliPrunesWhatLissaKeepsWithNoValidInput(String subject, String method, int scope) {
        List<End> lissa = ends(subject, method, scope, "lissa");
        List<End> pli = ends(subject, method, scope, "pli");
        Inputs inputs = Inputs.of(subject, scope);
        String at = subject + "." + method + " at scope " + scope;
        List<End> invalid = new ArrayList<>();
        for (End e : lissa) {
            boolean kept = pli.stream().anyMatch(p -> p.heap().equals(e.heap()) && p.outcome() == e.outcome()
                    && e.pathCondition().containsAll(p.pathCondition()));
            if (inputs.valid(e)) {
                assertTrue(kept, "pli loses lissa's valid path " + e.heap() + " " + e.pathCondition() + " on " + at);
            } else {
                invalid.add(e);
            }
        }
        for (End p : pli) {
            assertTrue(lissa.stream().anyMatch(e -> e.heap().equals(p.heap()) && e.outcome() == p.outcome()
                    && e.pathCondition().containsAll(p.pathCondition())), "pli ends a path lissa does not on " + at);
            assertTrue(inputs.valid(p), "pli keeps " + p.heap() + " " + p.pathCondition() + " with no valid input on "
                    + at);
        }
        assertFalse(invalid.isEmpty(), "lissa keeps no path without a valid input on " + at
                + ": nothing for pli to prune");
        assertTrue(pli.size() < lissa.size(), "pli ends " + pli.size() + " paths, lissa " + lissa.size() + " on " + at);
    }

    /** The ends of the paths that ended normally or by an exception. */
    static List<End> ends(String subject, String method, int scope, String technique) {
        Subjects.Subject s = Subjects.byName(subject).orElseThrow();
        List<End> out = new ArrayList<>();
        AnalysisResult r = new Analysis(AnalysisSpec.of(s.className(), method)
                .withDriver(s.driverClassName(), method)
                .withScope(scope)
                .withLimits(Limits.DEFAULT.withStepLimit(TechniqueRun.STEP_LIMIT))
                .withTechnique(technique)
                .withSettings(TechniqueSettings.defaults().withBoundsDirectory(SharedBounds.directory())
                        .withCache(null, null, true).withMessages(null)), PreciseSoundnessTest.class.getClassLoader())
                .observer(end -> {
                    if ((end.outcome() == Outcome.NORMAL || end.outcome() == Outcome.EXCEPTION)
                            && end.input() != null && end.input().receiver() != null) {
                        Set<String> pc = new HashSet<>();
                        end.pathCondition().forEach(c -> pc.add(c.toString()));
                        out.add(new End(PartialHeap.of(end.input()), end.outcome(), pc, end.input(),
                                end.pathCondition()));
                    }
                })
                .run();
        assertTrue(r.paths() > 0);
        assertEquals(0L, r.counters().getOrDefault("pliInconsistent", 0L), "a branch with no valid side");
        return out;
    }

    /**
     * Every valid concrete input of a subject up to the scope: each valid shape with every assignment of its
     * primitive fields from small ranges that the real repOK accepts.
     */
    static final class Inputs {

        private static final Map<String, Inputs> MEMO = new ConcurrentHashMap<>();

        /** A concrete input: a shape and the value of each primitive field of each object (by layout field). */
        record Concrete(ValidStructure shape, long[][] values) {
        }

        private final ClassLayout layout;
        private final List<Concrete> all;
        private final int range;

        private Inputs(ClassLayout layout, List<Concrete> all, int range) {
            this.layout = layout;
            this.all = all;
            this.range = range;
        }

        /** The inputs of one subject and scope; only the last asked for is kept (they take hundreds of MB). */
        static synchronized Inputs of(String subject, int scope) {
            String key = subject + "@" + scope;
            if (!MEMO.containsKey(key)) {
                MEMO.clear();
            }
            return MEMO.computeIfAbsent(key, k -> build(subject, scope));
        }

        private static Inputs build(String subject, int scope) {
            try {
                Class<?> header = Class.forName(Subjects.byName(subject).orElseThrow().className());
                ClassLayout layout = ClassLayout.of(header);
                SubjectFinitizations.Hints hints = SubjectFinitizations.forSubject(subject, scope);
                List<Concrete> out = new ArrayList<>();
                for (ValidStructure v : ValidStructure.of(subject, scope)) {
                    enumerate(header, layout, hints, scope, v, out);
                }
                // the method's inputs range past every field's values: 2k+1, or twice a hinted domain's largest
                // value + 2 (HashMap's argument key must reach a hash above its entries' 0..16k-1 in each bucket:
                // 16..31 at scope 1; Schedule's arguments reach 10, past the jobs' priorities 0..4)
                int range = 2 * scope + 1;
                for (SubjectFinitizations.Domain d : hints.domains()) {
                    range = Math.max(range, 2 * d.max() + 2);
                }
                return new Inputs(layout, out, range);
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
        }

        /** Small ranges: keys 0..2k (room for other inputs below, between and above), hinted domains, else 0..k. */
        private static long[] domain(FieldShape f, SubjectFinitizations.Hints hints, int scope) {
            if (f.kind() == FieldKind.BOOLEAN) {
                return new long[]{0, 1};
            }
            int min = 0;
            int max = scope;
            if (hints.ordered().contains(f.name()) || List.of("key", "element").contains(f.name())) {
                max = 2 * scope;
            }
            for (SubjectFinitizations.Domain d : hints.domains()) {
                if (d.field().equals(f.name())) {
                    min = d.min();
                    max = d.max();
                }
            }
            long[] out = new long[max - min + 1];
            for (int i = 0; i < out.length; i++) {
                out[i] = min + i;
            }
            return out;
        }

        private static void enumerate(Class<?> header, ClassLayout layout, SubjectFinitizations.Hints hints,
                                      int scope, ValidStructure v, List<Concrete> out)
                throws ReflectiveOperationException {
            List<ClassShape> classes = layout.classes();
            int n = v.size();
            Object[] objects = new Object[n];
            List<int[]> slots = new ArrayList<>(); // (object, field index in class fields)
            List<long[]> domains = new ArrayList<>();
            List<Field> reflected = new ArrayList<>();
            for (int o = 0; o < n; o++) {
                ClassShape c = classes.get(v.classOf(o));
                Class<?> k = Class.forName(c.javaName());
                Constructor<?> ctor = k.getDeclaredConstructor();
                ctor.setAccessible(true);
                objects[o] = ctor.newInstance();
                List<FieldShape> fields = c.fields();
                for (int fi = 0; fi < fields.size(); fi++) {
                    FieldShape f = fields.get(fi);
                    if (f.kind() == FieldKind.INT || f.kind() == FieldKind.BOOLEAN || f.kind() == FieldKind.LONG) {
                        slots.add(new int[]{o, fi});
                        domains.add(domain(f, hints, scope));
                        reflected.add(field(f));
                    }
                }
            }
            for (int o = 0; o < n; o++) {
                List<FieldShape> refs = classes.get(v.classOf(o)).referenceFields();
                for (int f = 0; f < refs.size(); f++) {
                    int t = v.target(o, f);
                    field(refs.get(f)).set(objects[o], t < 0 ? null : objects[t]);
                }
            }
            Method repOk = header.getMethod("repOK");
            int[] digits = new int[slots.size()];
            long combos = 1;
            for (long[] d : domains) {
                combos *= d.length;
            }
            assertTrue(combos <= 3_000_000, "too many value assignments for " + v + ": " + combos);
            for (long c = 0; c < combos; c++) {
                for (int i = 0; i < slots.size(); i++) {
                    long value = domains.get(i)[digits[i]];
                    Field f = reflected.get(i);
                    Object target = objects[slots.get(i)[0]];
                    if (f.getType() == boolean.class) {
                        f.setBoolean(target, value != 0);
                    } else if (f.getType() == long.class) {
                        f.setLong(target, value);
                    } else if (f.getType() == int.class) {
                        f.setInt(target, (int) value);
                    } else {
                        f.set(target, (int) value); // a generic value (V value), modelled as a boxed int
                    }
                }
                if ((boolean) repOk.invoke(objects[0])) {
                    long[][] values = new long[n][];
                    for (int o = 0; o < n; o++) {
                        values[o] = new long[classes.get(v.classOf(o)).fields().size()];
                    }
                    for (int i = 0; i < slots.size(); i++) {
                        values[slots.get(i)[0]][slots.get(i)[1]] = domains.get(i)[digits[i]];
                    }
                    out.add(new Concrete(v, values));
                }
                for (int i = 0; i < digits.length; i++) {
                    if (++digits[i] < domains.get(i).length) {
                        break;
                    }
                    digits[i] = 0;
                }
            }
        }

        private static Field field(FieldShape f) throws ReflectiveOperationException {
            Field r = Class.forName(f.owner().replace('/', '.')).getDeclaredField(f.name());
            r.setAccessible(true);
            return r;
        }

        /** Whether some valid concrete input extends the end's heap and satisfies its path condition. */
        boolean valid(End e) {
            Map<ValidStructure, List<Concrete>> byShape = new java.util.LinkedHashMap<>();
            for (Concrete c : all) {
                byShape.computeIfAbsent(c.shape(), k -> new ArrayList<>()).add(c);
            }
            for (Map.Entry<ValidStructure, List<Concrete>> group : byShape.entrySet()) {
                List<int[]> heapVars = new ArrayList<>(); // (object, field index) per variable of vars
                List<Var> vars = new ArrayList<>();
                if (!embed(e.input(), group.getKey(), vars, heapVars)) {
                    continue;
                }
                Set<Var> free = new LinkedHashSet<>();
                e.conditions().forEach(c -> c.forEachVar(v -> {
                    if (!vars.contains(v)) {
                        free.add(v);
                    }
                }));
                List<Var> order = new ArrayList<>(free);
                // each condition is checked as soon as its last free variable has a value
                List<List<Expr>> due = new ArrayList<>();
                for (int i = 0; i <= order.size(); i++) {
                    due.add(new ArrayList<>());
                }
                for (Expr c : e.conditions()) {
                    int[] last = {-1};
                    c.forEachVar(v -> last[0] = Math.max(last[0], order.indexOf(v)));
                    due.get(last[0] + 1).add(c);
                }
                for (Concrete c : group.getValue()) {
                    Map<Var, Long> env = new HashMap<>();
                    for (int i = 0; i < vars.size(); i++) {
                        env.put(vars.get(i), c.values()[heapVars.get(i)[0]][heapVars.get(i)[1]]);
                    }
                    if (holds(due.get(0), env) && search(order, due, 0, env)) {
                        return true;
                    }
                }
            }
            return false;
        }

        /**
         * Whether the shape extends the heap (root to root, every initialized field kept, injective); fills the
         * heap's primitive variables with the object and field each stands for in the shape.
         */
        private boolean embed(PartialStructure p, ValidStructure shape, List<Var> vars, List<int[]> where) {
            Map<PartialStructure.Node, Integer> image = new IdentityHashMap<>();
            Set<Integer> used = new HashSet<>();
            List<PartialStructure.Node> queue = new ArrayList<>();
            image.put(p.receiver(), 0);
            used.add(0);
            queue.add(p.receiver());
            for (int i = 0; i < queue.size(); i++) {
                PartialStructure.Node node = queue.get(i);
                int o = image.get(node);
                if (shape.classOf(o) != layout.classes().indexOf(node.shape())) {
                    return false;
                }
                List<FieldShape> fields = node.shape().fields();
                List<FieldShape> refs = node.shape().referenceFields();
                for (int fi = 0; fi < fields.size(); fi++) {
                    FieldShape f = fields.get(fi);
                    Object value = node.value(f);
                    if (f.isReference()) {
                        if (value == HeapAccess.UNINITIALIZED) {
                            continue;
                        }
                        int there = shape.target(o, refs.indexOf(f));
                        if (value == null || there < 0) {
                            if (value != null || there >= 0) {
                                return false;
                            }
                            continue;
                        }
                        PartialStructure.Node t = (PartialStructure.Node) value;
                        Integer known = image.get(t);
                        if (known == null) {
                            if (!used.add(there)) {
                                return false;
                            }
                            image.put(t, there);
                            queue.add(t);
                        } else if (known != there) {
                            return false;
                        }
                    } else if (value instanceof Var v) {
                        vars.add(v);
                        where.add(new int[]{o, fi});
                    }
                }
            }
            return true;
        }

        private static boolean holds(List<Expr> conditions, Map<Var, Long> env) {
            for (Expr c : conditions) {
                try {
                    if (c.eval(env) == 0) {
                        return false;
                    }
                } catch (ArithmeticException ex) {
                    return false;
                }
            }
            return true;
        }

        /** Values from -1 .. range for the variables from position i on, checking conditions as they are due. */
        private boolean search(List<Var> vars, List<List<Expr>> due, int i, Map<Var, Long> env) {
            if (i == vars.size()) {
                return true;
            }
            Var v = vars.get(i);
            for (long x = Math.max(v.min(), -1); x <= Math.min(v.max(), range); x++) {
                env.put(v, x);
                if (holds(due.get(i + 1), env) && search(vars, due, i + 1, env)) {
                    return true;
                }
            }
            env.remove(v);
            return false;
        }
    }
}
