package bliss.spf.values;

import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.AnalysisSpec;
import bliss.spf.explore.Outcome;
import bliss.spf.results.AnalysisResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code jdk.internal.misc.Unsafe} as OpenJDK's ConcurrentHashMap uses it (values.unsafe.Slots: an acquiring read and
 * a compare-and-set of a reference field, a get-and-add of an int field, a volatile read and a compare-and-set of a
 * long field, and an array's elements read with acquire, compare-and-set and written with release at
 * {@code ((long) i << SHIFT) + BASE}), which the engine refused at the class's initializer before (the JDK class
 * jdk.internal.misc.Unsafe has no model). Three oracles: counts by hand; each method's twin written with plain field
 * and array accesses, whose paths must be as many; and the real JVM, which must print what each path printed on the
 * path's input.
 *
 * <p>By hand: push reads the head, null or a cell: 2 paths at any scope; add branches once on the new total
 * ({@code t + d > 10}): 2. slot at scope 1 (an input array holds at most one element): no table (-1), an index below
 * 0 (-1) or not below the length (-1, the length 0 or 1), or slot 0 of a table of one: empty (0), a cell of x (1) or
 * another cell (2): 6.
 */
class UnsafeTest {

    @ParameterizedTest(name = "{0} at scope {1}")
    @CsvSource({"push, 2, 2", "add, 2, 2", "slot, 1, 6", "slot, 2, -1"})
    void unsafeCodeTakesThePathsOfItsPlainTwinAndTheJvmFollowsThem(String method, int scope, int byHand)
            throws Exception {
        List<ValuePaths.Path> paths = ValuePaths.explore("values.unsafe.Slots", "values.unsafe.Slots",
                method + "Driver", scope);
        List<ValuePaths.Path> twin = ValuePaths.explore("values.unsafe.Slots", "values.unsafe.Slots",
                method + "PlainDriver", scope);
        if (byHand >= 0) {
            assertEquals(byHand, paths.size(), paths.toString());
        }
        assertEquals(twin.size(), paths.size(), "as many paths as the plain twin's: " + paths + " / " + twin);
        paths.forEach(p -> assertEquals(Outcome.NORMAL, p.end().outcome(), p.toString()));
        JvmRun.checkEveryPath(paths, "values.unsafe.Slots", method + "Driver");
    }

    /** The techniques that judge inputs by repOK, and lazy initialization, take the same paths as on the twin. */
    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({"push, li", "push, pli", "push, lissa", "push, lissa-m", "add, pli", "slot, li", "slot, pli",
            "slot, lissa", "slot, lissa-m"})
    void everyTechniqueGivesTheTwinsCounts(String method, String technique) {
        AnalysisResult r = run(method + "Driver", method, technique);
        AnalysisResult twin = run(method + "PlainDriver", method + "Plain", technique);
        assertEquals(twin.paths(), r.paths(), r.summary() + "\n" + twin.summary());
        assertEquals(r.paths(), r.ends().normal(), r.summary());
        assertEquals(Map.of(), r.ends().unsupported(), r.summary());
    }

    /**
     * A raw read ({@code U.getInt(this, 4L)}: an offset that is no field's, on an object that is no array) ends its one
     * path as unsupported, naming the call and the method it is in, not as an error of the engine.
     */
    @Test
    void anAccessTheEngineDoesNotDecodeIsUnsupportedNamed() {
        List<ValuePaths.Path> paths = ValuePaths.explore("values.unsafe.Slots", "values.unsafe.Slots", "rawDriver",
                1);
        assertEquals(1, paths.size(), paths.toString());
        assertEquals(Outcome.UNSUPPORTED, paths.get(0).end().outcome(), paths.toString());
        String why = paths.get(0).end().exceptionMessage();
        assertTrue(why.contains("jdk.internal.misc.Unsafe.getInt") && why.contains("values.unsafe.Slots.raw")
                && !why.contains("\n"), why);
    }

    private static AnalysisResult run(String driver, String method, String technique) {
        return new Analysis(AnalysisSpec.of("values.unsafe.Slots", method)
                .withDriver("values.unsafe.Slots", driver).withScope(2).withTechnique(technique).withThreads(1),
                ValueClasses.loader()).run();
    }
}
