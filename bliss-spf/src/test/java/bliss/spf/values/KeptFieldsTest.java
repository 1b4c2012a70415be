package bliss.spf.values;

import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.AnalysisSpec;
import bliss.spf.analysis.TechniqueSettings;
import bliss.spf.results.AnalysisResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Fields a driver keeps ({@code Symbolic.keep}): the receiver holds the seed's lock and conditions
 * (values.kept.BoundedBuffer) or reference queue (values.kept.Cache) instead of input values, in the driver's VM, in
 * the precondition's copy (an unlocked lock, whatever the method did to it), in SymSolve's heap (LISSA, LISSA-M,
 * PLI: repOK reads them there too) and on the JVM ({@code Symbolic.given}).
 *
 * <p>By hand, at scope 2 (at most two nodes; the receiver is no node):
 * <ul>
 *   <li>offer: full (count == capacity: false, head not read) or not, then head is null or a new node: 3 paths
 *       under every technique;</li>
 *   <li>poll: empty (count == 0: -1); else head null (a NullPointerException: repOK's {@code seen.size() == count}
 *       needs count 0, which li's derived precondition cannot refute while count is symbolic and LISSA's SymSolve
 *       does not ask, but PLI's completion must meet the path condition count != 0), or a node whose next is null
 *       or a second node (itself: a cycle, no input): 4 paths under li, lissa, lissa-m, 3 under pli;</li>
 *   <li>contains (after the queue, empty, gave nothing to expunge): first null (false); a node holding k (true),
 *       else its next null (false) or a second node holding k (true), else the second's next null (false); every
 *       cycle no input: 5 paths under every technique.</li>
 * </ul>
 * Each path ends normally (the drivers catch what the method throws), and the JVM prints what the path printed.
 */
class KeptFieldsTest {

    @ParameterizedTest(name = "{0}.{1}")
    @CsvSource({"BoundedBuffer, offer, 3", "BoundedBuffer, poll, 4", "Cache, contains, 5"})
    void theJvmFollowsEveryPathWithTheConstructorsObjects(String cls, String method, int byHand) throws Exception {
        String name = "values.kept." + cls;
        List<ValuePaths.Path> paths = ValuePaths.explore(name, name, method + "Driver", 2);
        assertEquals(byHand, paths.size(), paths.toString());
        JvmRun.checkEveryPath(paths, name, method + "Driver");
    }

    @ParameterizedTest(name = "{0}.{1} {2}")
    @CsvSource({"BoundedBuffer, offer, li, 3", "BoundedBuffer, offer, lissa, 3", "BoundedBuffer, offer, lissa-m, 3",
            "BoundedBuffer, offer, pli, 3",
            "BoundedBuffer, poll, li, 4", "BoundedBuffer, poll, lissa, 4", "BoundedBuffer, poll, lissa-m, 4",
            "BoundedBuffer, poll, pli, 3",
            "Cache, contains, li, 5", "Cache, contains, lissa, 5", "Cache, contains, lissa-m, 5",
            "Cache, contains, pli, 5"})
    void everyTechniqueRunsWithTheKeptFields(String cls, String method, String technique, int byHand) {
        AnalysisResult r = run(cls, method, method + "Driver", technique);
        assertEquals(byHand, r.paths(), r.summary());
        assertEquals(r.paths(), r.ends().normal(), r.summary());
        assertEquals(Map.of(), r.ends().unsupported(), r.summary());
    }

    /**
     * Without the keep the lock is an input field of a JDK class: null is no input (repOK), a new lock none the
     * engine makes: one path, the named unsupported line, which says what to do.
     */
    @Test
    void withoutTheKeepTheLockIsAnInputNoTechniqueCanMake() {
        AnalysisResult r = run("BoundedBuffer", "poll", "pollUnkeptDriver", "li");
        assertEquals(1, r.paths(), r.summary());
        String line = r.ends().unsupported().keySet().iterator().next();
        assertTrue(line.startsWith("unsupported: the input field X.lock"), line);
        assertTrue(line.contains("keep the object the seed's constructor put there with Symbolic.keep(\"lock\")"),
                line);
    }

    /**
     * LISSA-M's verdicts name what the kept fields hold: two drivers of {@code FairQueue} whose seeds differ in the
     * kept lock's fairness, which repOK reads, share one verdict file; the second (unfair: no valid input) takes none
     * of the first's verdicts and ends as LISSA does, with no path, and the first's hand count (2) stands before and
     * after it.
     */
    @Test
    void lissaMsVerdictsNameTheKeptObjects(@TempDir Path tmp) {
        TechniqueSettings shared = TechniqueSettings.defaults().withCache(null, tmp.resolve("v.mv.db"), false);
        AnalysisResult fair = run("FairQueue", "size", "fairDriver", "lissa-m", 1, shared);
        assertEquals(2, fair.paths(), fair.summary());
        AnalysisResult unfair = run("FairQueue", "size", "unfairDriver", "lissa-m", 1, shared);
        AnalysisResult lissa = run("FairQueue", "size", "unfairDriver", "lissa", 1, TechniqueSettings.defaults());
        assertEquals(0, lissa.paths(), lissa.summary());
        assertEquals(lissa.paths(), unfair.paths(), unfair.summary());
        AnalysisResult again = run("FairQueue", "size", "fairDriver", "lissa-m", 1, shared);
        assertEquals(2, again.paths(), again.summary());
    }

    private static AnalysisResult run(String cls, String method, String driver, String technique, int scope,
                                      TechniqueSettings settings) {
        String name = "values.kept." + cls;
        return new Analysis(AnalysisSpec.of(name, method).withDriver(name, driver).withScope(scope)
                .withTechnique(technique).withSettings(settings).withThreads(1), ValueClasses.loader()).run();
    }

    private static AnalysisResult run(String cls, String method, String driver, String technique) {
        String name = "values.kept." + cls;
        return new Analysis(AnalysisSpec.of(name, method).withDriver(name, driver).withScope(2)
                .withTechnique(technique).withThreads(1), ValueClasses.loader()).run();
    }
}
