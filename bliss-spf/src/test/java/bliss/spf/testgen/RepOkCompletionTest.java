package bliss.spf.testgen;

import bliss.bounds.ClassSpec;
import bliss.korat.Enumerator;
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
import bliss.subjects.Subjects;
import bliss.target.TargetClass;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Completion from repOK alone ({@link RepOkCompletion}), on the bundled class with no JML invariant whose lazy
 * initialization reaches paths no valid input follows (StrictHashMap), against oracles that share nothing with
 * SymSolve or Z3: the real repOK on the inputs the compiled tests build, the real JVM running the generated tests,
 * PLI's paths (exactly the paths some valid input follows: PreciseSoundnessTest), and a brute force over the
 * enumerator's valid shapes with every key a valid StrictHashMap can hold in a small domain.
 */
class RepOkCompletionTest {

    /** put, remove and containsKey at scope 3, and get, whose missing key ends in an exception, at scope 2. */
    private static final String[][] METHODS = {{"put", "3"}, {"remove", "3"}, {"containsKey", "3"}, {"get", "2"}};

    /**
     * Every path of PLI gets a test (its paths all have a valid input) on an input that keeps the path's
     * edges and satisfies its path condition (by the engine's evaluation), every test compiles with javac and passes
     * under the JUnit launcher, and every input the compiled tests build passes the real repOK.
     */
    @Test
    void everyPliPathOfHashMapGetsATestThatPassesOnAnInputRepOkAccepts(@TempDir Path dir) throws Exception {
        List<TestGeneration.Report> reports = new ArrayList<>();
        for (String[] m : METHODS) {
            String what = "StrictHashMap." + m[0] + " at scope " + m[1];
            TestGeneration.Report pli = TestgenTest.generate("StrictHashMap", m[0], Integer.parseInt(m[1]), "pli",
                    dir.resolve("src"));
            assertEquals(List.of(), pli.uncompletable(), what + ": every path of pli is completed");
            assertEquals(List.of(), pli.repOKFailures(), what);
            assertEquals(List.of(), pli.divergent(), what);
            assertEquals(pli.paths() - pli.cut() - pli.assumed(), pli.tests().size(), what + ": a test per path");
            assertTrue(pli.tests().size() > 0, what);
            assertEquals(0, pli.failingSpecification(), what);
            assertEquals(m[0].equals("get"), pli.tests().stream().anyMatch(t -> t.observation().calls().stream()
                    .anyMatch(c -> c.thrown() == java.util.NoSuchElementException.class)),
                    what + ": get throws on a missing key (pinned)");
            for (PathTest t : pli.tests()) { // the path's edges kept, its condition by evaluation, the real repOK
                CompletionTest.checkCompleted(t.end(), t.input(), bliss.subjects.StrictHashMap.class);
            }
            reports.add(pli);
        }
        GeneratedSuites.assertPassWithValidInputs(reports, List.of(TestRunner.locationOf(Subjects.class)), dir);
    }

    /**
     * On every path of plain lazy initialization at scope 2: a completed input keeps the path's edges and nulls,
     * satisfies the path condition by the engine's own evaluation and passes the real repOK (built by reflection);
     * and the completion completes exactly the paths the brute force finds a valid input for.
     */
    @ParameterizedTest(name = "StrictHashMap.{0} scope 2")
    @ValueSource(strings = {"put", "remove", "containsKey"})
    void completedExactlyWhenABruteForceFindsAValidInput(String method) throws Exception {
        int scope = 2;
        TargetClass target = TargetClass.resolve("StrictHashMap", List.of(), List.of());
        List<PathEnd> ends = GeneratedSuites.pathEnds(target, method, scope, "li");
        ClassSpec spec = ClassSpec.of(target);
        assertTrue(Completions.fromRepOk(spec), "StrictHashMap has no JML invariant");
        BruteForce brute = new BruteForce(target, spec, scope);
        int completed = 0;
        int uncompletable = 0;
        try (Completion completion = Completions.of(target, spec, scope)) {
            assertTrue(completion instanceof RepOkCompletion);
            for (PathEnd end : ends) {
                Completion.Result r = completion.complete(end);
                boolean found = brute.validInputFollows(end);
                assertEquals(found, r.completed(), "completion and brute force agree on " + end.input() + " "
                        + end.pathCondition() + (r.completed() ? "" : ": " + r.uncompletable()));
                if (r.completed()) {
                    completed++;
                    CompletionTest.checkCompleted(end, r.input(), target.type());
                } else {
                    uncompletable++;
                }
            }
        }
        assertTrue(completed > 0, "some path has a valid input");
        assertTrue(uncompletable > 0, "lazy initialization reaches spurious paths of StrictHashMap." + method
                + " (keys in the wrong bucket, equal keys in a chain)");
    }

    /**
     * Every valid StrictHashMap of the scope, up to the renaming of keys that keeps their buckets: the enumerator's
     * valid shapes (with the subject's hints, so that every bucket is used), on each every size 0..k and every key an
     * entry of bucket b can hold from {@code b, b+16, .., b+16k} (k+1 keys per bucket: enough for k entries and one
     * more argument key), the hash the one repOK demands ({@code StrictHashMap.hash(key)}), kept when the real repOK
     * accepts them. StrictHashMap's path conditions compare keys and hashes for equality and test a key's bucket, and
     * the hash is a bijection, so a valid input of a path maps into this domain by a bucket-keeping injection of its
     * keys: the brute force misses none. The driver's key ranges over the same keys of every bucket, and -1.
     */
    private static final class BruteForce {
        private final int scope;
        private final List<Concrete> valid = new ArrayList<>();
        private final long[] driverDomain;

        /** A valid StrictHashMap: the shape, and its objects' field values (by object, a map field name to value). */
        record Concrete(CompletionTest.Decoded shape, List<Map<String, Long>> values) {
        }

        BruteForce(TargetClass target, ClassSpec spec, int scope) throws Exception {
            this.scope = scope;
            Class<?> header = target.type();
            Method hash = header.getMethod("hash", int.class);
            for (Shape s : new Enumerator(header, scope).withIntDomain("key", 0, 16 * scope - 1)
                    .withIntDomain("hash", 0, 16 * scope - 1).run().shapes()) {
                CompletionTest.Decoded d = CompletionTest.Decoded.of(spec.layout(), s);
                List<Object> objects = build(d, header.getClassLoader());
                Map<Object, Integer> bucket = buckets(objects.get(0));
                List<Integer> entries = new ArrayList<>();
                for (int o = 1; o < objects.size(); o++) {
                    entries.add(o);
                }
                int[] digits = new int[entries.size()];
                while (true) {
                    for (int i = 0; i < entries.size(); i++) {
                        Object e = objects.get(entries.get(i));
                        int key = bucket.get(e) + 16 * digits[i];
                        CompletionTest.field(e.getClass(), "key").setInt(e, key);
                        CompletionTest.field(e.getClass(), "hash").setInt(e, (Integer) hash.invoke(null, key));
                    }
                    for (int size = 0; size <= scope; size++) {
                        CompletionTest.field(header, "size").setInt(objects.get(0), size);
                        if (CompletionTest.repOK(objects.get(0))) {
                            valid.add(new Concrete(d, snapshot(objects)));
                        }
                    }
                    int i = 0;
                    while (i < digits.length && ++digits[i] > scope) {
                        digits[i++] = 0;
                    }
                    if (i == digits.length) {
                        break;
                    }
                }
            }
            List<Long> keys = new ArrayList<>(List.of(-1L));
            for (long k = 0; k < 16L * (scope + 1); k++) {
                keys.add(k);
            }
            driverDomain = keys.stream().mapToLong(Long::longValue).toArray();
        }

        /** The first entry of each bucket's chain, and every entry after it, with the bucket's number. */
        private static Map<Object, Integer> buckets(Object map) throws Exception {
            Map<Object, Integer> out = new java.util.IdentityHashMap<>();
            for (int i = 0; i < 16; i++) {
                Object e = CompletionTest.field(map.getClass(), "table" + i).get(map);
                while (e != null && !out.containsKey(e)) {
                    out.put(e, i);
                    e = CompletionTest.field(e.getClass(), "next").get(e);
                }
            }
            return out;
        }

        private static List<Object> build(CompletionTest.Decoded d, ClassLoader loader) throws Exception {
            List<Object> objects = new ArrayList<>();
            for (ClassShape c : d.classes()) {
                var k = Class.forName(c.javaName(), false, loader).getDeclaredConstructor();
                k.setAccessible(true);
                objects.add(k.newInstance());
            }
            for (int o = 0; o < objects.size(); o++) {
                List<FieldShape> refs = d.classes().get(o).referenceFields();
                for (int f = 0; f < refs.size(); f++) {
                    int t = d.targets().get(o)[f];
                    CompletionTest.field(objects.get(o).getClass(), refs.get(f).name())
                            .set(objects.get(o), t < 0 ? null : objects.get(t));
                }
            }
            return objects;
        }

        private static List<Map<String, Long>> snapshot(List<Object> objects) throws Exception {
            List<Map<String, Long>> out = new ArrayList<>();
            for (Object o : objects) {
                Map<String, Long> m = new HashMap<>();
                for (Field f : o.getClass().getDeclaredFields()) {
                    if (!Modifier.isStatic(f.getModifiers()) && f.getType() == int.class) {
                        f.setAccessible(true);
                        m.put(f.getName(), (long) f.getInt(o));
                    }
                }
                out.add(m);
            }
            return out;
        }

        /** Whether a valid StrictHashMap extends the path's structure with values satisfying its path condition. */
        boolean validInputFollows(PathEnd end) {
            for (Concrete c : valid) {
                Map<PartialStructure.Node, Integer> embedding = CompletionTest.embed(end.input(), c.shape());
                if (embedding == null) {
                    continue;
                }
                Map<Var, Long> env = new HashMap<>();
                for (Map.Entry<PartialStructure.Node, Integer> e : embedding.entrySet()) {
                    for (FieldShape f : e.getKey().shape().fields()) {
                        if (e.getKey().value(f) instanceof Var v) {
                            env.put(v, c.values().get(e.getValue()).getOrDefault(f.name(), 0L));
                        }
                    }
                }
                Set<Var> driver = new LinkedHashSet<>();
                for (Expr x : end.pathCondition()) {
                    x.forEachVar(v -> {
                        if (!env.containsKey(v)) {
                            driver.add(v);
                        }
                    });
                }
                if (satisfies(end.pathCondition(), new ArrayList<>(driver), 0, env)) {
                    return true;
                }
            }
            return false;
        }

        private boolean satisfies(List<Expr> pc, List<Var> driver, int i, Map<Var, Long> env) {
            if (i == driver.size()) {
                return pc.stream().allMatch(x -> x.eval(env) != 0);
            }
            for (long k : driverDomain) {
                env.put(driver.get(i), k);
                if (satisfies(pc, driver, i + 1, env)) {
                    return true;
                }
            }
            env.remove(driver.get(i));
            return false;
        }
    }

    @Test
    void theBruteForceFindsTheInputOfAFeasiblePath() throws Exception {
        // the oracle itself must be able to say yes and no: pli's paths all have valid inputs
        TargetClass target = TargetClass.resolve("StrictHashMap", List.of(), List.of());
        List<PathEnd> ends = new ArrayList<>();
        new Analysis(AnalysisSpec.of(target.name(), "put").withScope(2).withTechnique("pli")
                .withDriver(target.subject().orElseThrow().driverClassName(), "put"), target.loader())
                .observer(e -> {
                    if (e.outcome() == Outcome.NORMAL) {
                        ends.add(e);
                    }
                })
                .run();
        BruteForce brute = new BruteForce(target, ClassSpec.of(target), 2);
        assertFalse(ends.isEmpty());
        for (PathEnd end : ends) {
            assertTrue(brute.validInputFollows(end), "a valid input follows pli's path " + end.input());
        }
    }
}
