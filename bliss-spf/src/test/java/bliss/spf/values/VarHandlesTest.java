package bliss.spf.values;

import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.AnalysisSpec;
import bliss.spf.results.AnalysisResult;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * VarHandles as {@code java.util.concurrent} uses them (values.handles.Treiber: a compare-and-set, a weak one and a
 * compare-and-exchange on a field, acquiring and opaque reads, a get-and-add on an int field and on an int array's
 * element), which the engine used to refuse at the class's initializer ("unsupported: reflection"). Three oracles:
 * counts by hand; each method's twin written with plain field and array accesses, whose paths must be as many; and
 * the real JVM, which must print what each path printed on the path's input. By hand, at scope 2: push reads the
 * top (null or a node): 2 paths; pop: an empty stack (-1), a top alone, or a top above a second node whose item is
 * greater or not (a top that is its own next is no input): 4; exchange: an empty stack, or a top whose item is x or
 * not: 3. bump (the element at a symbolic index of an input array) is checked against its twin and the JVM alone.
 */
class VarHandlesTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource({"push, 2", "pop, 4", "exchange, 3", "bump, -1"})
    void varHandleCodeTakesThePathsOfItsPlainTwinAndTheJvmFollowsThem(String method, int byHand) throws Exception {
        List<ValuePaths.Path> paths = ValuePaths.explore("values.handles.Treiber", "values.handles.Treiber",
                method + "Driver", 2);
        List<ValuePaths.Path> twin = ValuePaths.explore("values.handles.Treiber", "values.handles.Treiber",
                method + "PlainDriver", 2);
        if (byHand >= 0) {
            assertEquals(byHand, paths.size(), paths.toString());
        }
        assertEquals(twin.size(), paths.size(), "as many paths as the plain twin's: " + paths + " / " + twin);
        paths.forEach(p -> assertEquals(bliss.spf.explore.Outcome.NORMAL, p.end().outcome(),
                p.toString()));
        JvmRun.checkEveryPath(paths, "values.handles.Treiber", method + "Driver");
    }

    /** The techniques that judge inputs by repOK, and lazy initialization, take the same paths as on the twin. */
    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({"push, li", "push, pli", "push, lissa", "push, lissa-m", "pop, li", "pop, pli", "pop, lissa",
            "pop, lissa-m", "exchange, pli", "exchange, lissa", "bump, pli", "bump, lissa"})
    void everyTechniqueGivesTheTwinsCounts(String method, String technique) {
        AnalysisResult r = run(method + "Driver", method, technique);
        AnalysisResult twin = run(method + "PlainDriver", method + "Plain", technique);
        assertEquals(twin.paths(), r.paths(), r.summary() + "\n" + twin.summary());
        assertEquals(r.paths(), r.ends().normal(), r.summary());
        assertEquals(Map.of(), r.ends().unsupported(), r.summary());
    }

    /**
     * The same stack written with field updaters (values.handles.Updated: {@code AtomicReferenceFieldUpdater}'s
     * get, compareAndSet, weakCompareAndSet, getAndSet, {@code AtomicIntegerFieldUpdater}'s incrementAndGet,
     * getAndDecrement and get), which stopped at its initializer as threads and concurrency before. By hand, at scope
     * 2: push 2 paths and pop 4, as above; the twin's as many, and the JVM prints what each path printed.
     */
    @ParameterizedTest(name = "{0} {2}")
    @CsvSource({"push, 2, li", "pop, 4, li", "push, 2, pli", "pop, 4, pli", "pop, 4, lissa"})
    void fieldUpdatersTakeThePathsOfThePlainTwin(String method, int byHand, String technique) throws Exception {
        List<ValuePaths.Path> paths = ValuePaths.explore("values.handles.Updated", "values.handles.Updated",
                method + "Driver", 2);
        assertEquals(byHand, paths.size(), paths.toString());
        JvmRun.checkEveryPath(paths, "values.handles.Updated", method + "Driver");
        AnalysisResult r = new Analysis(AnalysisSpec.of("values.handles.Updated", method)
                .withDriver("values.handles.Updated", method + "Driver").withScope(2).withTechnique(technique)
                .withThreads(1), ValueClasses.loader()).run();
        AnalysisResult twin = new Analysis(AnalysisSpec.of("values.handles.Updated", method + "Plain")
                .withDriver("values.handles.Updated", method + "PlainDriver").withScope(2).withTechnique(technique)
                .withThreads(1), ValueClasses.loader()).run();
        assertEquals(byHand, r.paths(), r.summary());
        assertEquals(twin.paths(), r.paths(), r.summary() + "\n" + twin.summary());
        assertEquals(r.paths(), r.ends().normal(), r.summary());
    }

    private static AnalysisResult run(String driver, String method, String technique) {
        return new Analysis(AnalysisSpec.of("values.handles.Treiber", method)
                .withDriver("values.handles.Treiber", driver).withScope(2).withTechnique(technique).withThreads(1),
                ValueClasses.loader()).run();
    }
}
