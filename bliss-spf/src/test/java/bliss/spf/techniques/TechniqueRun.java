package bliss.spf.techniques;

import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.AnalysisSpec;
import bliss.spf.explore.Limits;
import bliss.spf.explore.Outcome;
import bliss.spf.explore.PathObserver;
import bliss.spf.analysis.TechniqueSettings;
import bliss.spf.results.AnalysisResult;
import bliss.subjects.Subjects;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/**
 * One analysis of a bundled subject's method through its driver, with the partial input heaps of the normally
 * ending paths recorded ({@link PartialHeap}) beside the engine's own results.
 *
 * @param partials the partial heaps of the normally ending paths
 * @param abnormal the partial heaps of the paths that ended by an uncaught exception or at a limit, with the outcome
 * @param messages what the technique printed (bounds computed, verdict cache in use)
 */
record TechniqueRun(AnalysisResult result, Set<PartialHeap> partials, Map<PartialHeap, Outcome> abnormal,
                    String messages) {

    /**
     * Steps since the last choice point before a path is cut. LI lets some cyclic heaps through the hybrid
     * preconditions, and the call sequences (trace_L2, trace_L3) loop on them until the limit: with the default
     * million steps, BinomialHeap.trace_L2 at scope 2 takes 35 s under LI. A valid input of at most a few nodes
     * needs far fewer steps, and the tests check that LI still reaches every valid structure.
     */
    static final long STEP_LIMIT = 10_000;

    /** Settings with the shared bounds database, no Redis, and the given embedded verdict store. */
    static TechniqueSettings settings(Path cacheFile) {
        return TechniqueSettings.defaults()
                .withBoundsDirectory(SharedBounds.directory())
                .withCache(null, cacheFile, cacheFile == null);
    }

    static TechniqueRun of(String subject, String method, int scope, String technique, TechniqueSettings settings) {
        return of(subject, method, scope, technique, settings, o -> { });
    }

    /**
     * @param onPath told after each normally ending path has been recorded (with the number recorded so far)
     */
    static TechniqueRun of(String subject, String method, int scope, String technique, TechniqueSettings settings,
                           Consumer<Integer> onPath) {
        Subjects.Subject s = Subjects.byName(subject).orElseThrow();
        Set<PartialHeap> partials = new LinkedHashSet<>();
        Map<PartialHeap, Outcome> abnormal = new LinkedHashMap<>();
        int[] normal = {0};
        PathObserver observer = end -> {
            if (end.outcome() == Outcome.NORMAL) {
                partials.add(PartialHeap.of(end.input()));
                onPath.accept(++normal[0]);
            } else if (end.isPath() && end.input() != null && end.input().receiver() != null) { // unsupported: none
                abnormal.put(PartialHeap.of(end.input()), end.outcome());
            }
        };
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PrintStream messages = new PrintStream(out, true, StandardCharsets.UTF_8);
        AnalysisResult r = new Analysis(AnalysisSpec.of(s.className(), method)
                .withDriver(s.driverClassName(), method)
                .withScope(scope)
                .withLimits(Limits.DEFAULT.withStepLimit(STEP_LIMIT))
                .withTechnique(technique)
                .withSettings(settings.withMessages(messages)), TechniqueRun.class.getClassLoader())
                .observer(observer)
                .run();
        return new TechniqueRun(r, partials, abnormal, out.toString(StandardCharsets.UTF_8));
    }

    long counter(String name) {
        Long v = result.counters().get(name);
        if (v == null) {
            throw new AssertionError(result.technique() + " reports no counter " + name + ": " + result.counters());
        }
        return v;
    }
}
