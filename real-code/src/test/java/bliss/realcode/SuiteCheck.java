package bliss.realcode;

import bliss.realcode.oracle.ConcreteInput;
import bliss.realcode.oracle.ConcreteInput.Recipe;
import bliss.realcode.oracle.Follows;
import bliss.realcode.oracle.JvmPaths;
import bliss.realcode.oracle.Trace;
import bliss.realcode.oracle.TracingLoader;
import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.AnalysisSpec;
import bliss.spf.analysis.TechniqueSettings;
import bliss.spf.explore.Limits;
import bliss.spf.explore.Outcome;
import bliss.spf.explore.PathEnd;
import bliss.spf.results.AnalysisResult;

import bliss.spf.techniques.SharedBounds;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One case of the suite at one scope under one technique, checked against the brute-force oracle ({@link JvmPaths})
 * in both directions:
 * <ol>
 *   <li>every valid concrete input (with every argument value) follows exactly one path of the analysis
 *       ({@link Follows}): nothing valid is dropped, no input is claimed twice;</li>
 *   <li>the inputs that follow one path all run the same way on the real JVM (one trace), and inputs of different
 *       paths run differently: the paths the inputs follow are the JVM's paths, one to one;</li>
 *   <li>under pli every path has a valid input that follows it (no spurious path), so its path count is the
 *       oracle's, the number of distinct traces; the other techniques end at least those paths, and their extra
 *       ones are the spurious paths no valid input follows.</li>
 * </ol>
 */
final class SuiteCheck {

    /**
     * What one check found: the analysis's paths (but those cut at a long new array, {@link #LONG_ARRAYS}), the
     * oracle's (distinct traces), how many of the paths valid inputs follow, and how many inputs ran.
     */
    record Result(long paths, int oracle, int followed, int inputs) {
        int spurious() {
            return (int) paths - followed;
        }
    }

    /**
     * Steps since the last choice point before a path is cut: li lets cyclic inputs through its derived
     * precondition, and a method loops on them until this limit (such paths are spurious: no valid input follows
     * them). A valid input of a few nodes needs far fewer.
     */
    static final long STEP_LIMIT = 10_000;
    static final long TIMEOUT_MILLIS = Long.getLong("realcode.timeout", 120_000);

    /**
     * Cases with paths cut at a new array longer than the engine makes ({@code Interpreter.MAX_SYMBOLIC_LENGTH}), the
     * inputs behind them outside the oracle's, with their number worked out from the code. HashMap.put on a map
     * without a table allocates one of its threshold's length: a threshold (a power of two, repOK's) of 128 to 2^29,
     * or 2^30, where resize takes its other branch ({@code newCap < MAXIMUM_CAPACITY} false): 2 paths at every scope.
     * Stack.push on a full buffer of length L with a capacityIncrement c > 1 asks ArraysSupport.newLength for L + c:
     * a length in 65..Integer.MAX_VALUE - 8 (one path cut at the allocation), one above it, or one that overflows
     * (each answered with the concrete Integer.MAX_VALUE - 8, beyond what the engine makes): 3 paths at every scope
     * (c <= 1 grows to L + 1 or 2L, never beyond 2k). ConcurrentHashMap.put on a map without a table: initTable
     * allocates one of {@code sizeCtl}'s length when it is positive, and repOK's sizeCtl is then a power of two up to
     * 2^30 (the class's comment: "when table is null, holds the initial table size to use upon creation, or 0 for
     * default"; {@code new ConcurrentHashMap(1 << 20)} leaves 2^21), so 128 to 2^30 make one path, cut at the
     * allocation (no branch on sc between {@code sc > 0} and it): 1 path at every scope.
     */
    static final Map<String, Long> LONG_ARRAYS = Map.of("HashMap.put", 2L, "Stack.push", 3L,
            "ConcurrentHashMap.put", 1L);

    private static final Map<String, List<JvmPaths.Run>> ORACLE = new HashMap<>();
    private static final Map<String, TracingLoader> LOADERS = new HashMap<>();
    /** The checks that passed, by case, technique and scope: each is an analysis and an oracle run of its own. */
    private static final Map<String, Result> PASSED = new java.util.concurrent.ConcurrentHashMap<>();

    private SuiteCheck() {
    }

    /**
     * Runs the check once per case, technique and scope (the suite's tests ask for some of the same checks: lissa-m
     * against lissa, the counts by hand); an AssertionError says what disagrees, and a check that failed runs again.
     */
    static Result check(RealCodeCase c, String technique, int scope) {
        String key = c.id() + " " + technique + " " + scope;
        Result passed = PASSED.get(key);
        if (passed == null) {
            passed = checkNow(c, technique, scope);
            PASSED.put(key, passed);
        }
        return passed;
    }

    private static Result checkNow(RealCodeCase c, String technique, int scope) {
        List<JvmPaths.Run> runs = oracle(c, scope);
        List<PathEnd> ends = new ArrayList<>();
        AnalysisResult r = analyse(c, technique, scope, TIMEOUT_MILLIS, ends);
        String at = c.id() + " under " + technique + " at scope " + scope;
        if (r.partial()) {
            throw new AssertionError(at + ": the analysis ran out of time");
        }
        long longArrays = LONG_ARRAYS.getOrDefault(c.id(), 0L);
        if (technique.equals("pli") && (r.paths() - longArrays != ends.size()
                || r.ends().lengthLimited() != longArrays)) {
            throw new AssertionError(at + ": " + (r.paths() - ends.size()) + " paths ran into a limit ("
                    + r.ends().lengthLimited() + " at a long new array, " + longArrays + " expected)");
        }
        ClassLoader loader = loader(c);
        Map<Integer, Set<List<String>>> tracesOf = new LinkedHashMap<>();
        for (JvmPaths.Run run : runs) {
            List<Integer> followed = new ArrayList<>();
            ConcreteInput input = run.input().in(loader); // Follows only reads it
            for (int i = 0; i < ends.size(); i++) {
                if (Follows.follows(ends.get(i), input, run.args())) {
                    followed.add(i);
                }
            }
            if (followed.size() != 1) {
                throw new AssertionError(at + ": the valid input " + run + " follows " + followed.size()
                        + " paths" + (followed.isEmpty() ? " (dropped)" : " " + followed));
            }
            tracesOf.computeIfAbsent(followed.get(0), i -> new LinkedHashSet<>()).add(run.trace());
        }
        Map<List<String>, Integer> pathOf = new HashMap<>();
        for (Map.Entry<Integer, Set<List<String>>> e : tracesOf.entrySet()) {
            if (e.getValue().size() != 1) {
                throw new AssertionError(at + ": the inputs of path " + e.getKey() + " (" + ends.get(e.getKey())
                        .pathCondition() + ") run " + e.getValue().size() + " ways on the JVM: "
                        + describe(e.getValue()));
            }
            List<String> trace = e.getValue().iterator().next();
            Integer other = pathOf.put(trace, e.getKey());
            if (other != null) {
                throw new AssertionError(at + ": paths " + other + " " + ends.get(other).pathCondition() + " and "
                        + e.getKey() + " " + ends.get(e.getKey()).pathCondition() + " run the same way on the JVM");
            }
        }
        Set<List<String>> distinct = new LinkedHashSet<>();
        runs.forEach(run -> distinct.add(run.trace()));
        if (technique.equals("pli") && tracesOf.size() != ends.size()) {
            List<String> spurious = new ArrayList<>();
            for (int i = 0; i < ends.size(); i++) {
                if (!tracesOf.containsKey(i)) {
                    spurious.add(ends.get(i).input() + " " + ends.get(i).pathCondition());
                }
            }
            throw new AssertionError(at + ": pli ends " + spurious.size() + " paths no valid input follows: "
                    + spurious);
        }
        return new Result(r.paths() - r.ends().lengthLimited(), distinct.size(), tracesOf.size(), runs.size());
    }

    private static String describe(Set<List<String>> traces) {
        List<List<String>> list = new ArrayList<>(traces);
        List<String> a = list.get(0);
        List<String> b = list.get(1);
        int i = 0;
        while (i < a.size() && i < b.size() && a.get(i).equals(b.get(i))) {
            i++;
        }
        return "first difference at event " + i + ": " + (i < a.size() ? Trace.where(a.get(i)) : "end") + " vs "
                + (i < b.size() ? Trace.where(b.get(i)) : "end");
    }

    /** The oracle's runs of a case at a scope, computed once. */
    static synchronized List<JvmPaths.Run> oracle(RealCodeCase c, int scope) {
        return ORACLE.computeIfAbsent(c.id() + "@" + scope, key -> {
            TracingLoader loader = loader(c);
            List<Recipe> valid = JvmPaths.valid(c.inputs().apply(scope), loader);
            return JvmPaths.run(valid, loader, c.driverClass(), c.method(), c.args().apply(scope));
        });
    }

    private static synchronized TracingLoader loader(RealCodeCase c) {
        return LOADERS.computeIfAbsent(c.subject(), s -> new TracingLoader(SuiteCheck.class.getClassLoader(),
                List.of("bliss.realcode.jdk.", "bliss.realcode.commons.", "bliss.realcode.own.",
                        "bliss.realcode.drivers.")));
    }

    /** The analysis of a case, its path ends (normal or by an exception) collected. */
    static AnalysisResult analyse(RealCodeCase c, String technique, int scope, long timeoutMillis,
                                  List<PathEnd> ends) {
        return new Analysis(AnalysisSpec.of(c.className(), c.method())
                .withDriver(c.driverClass(), c.method())
                .withScope(scope)
                .withThreads(1)
                .withLimits(Limits.DEFAULT.withStepLimit(STEP_LIMIT).withTimeoutMillis(timeoutMillis))
                .withTechnique(technique)
                .withSettings(TechniqueSettings.defaults().withBoundsDirectory(SharedBounds.directory())
                        .withCache(null, null, true).withMessages(null)), SuiteCheck.class.getClassLoader())
                .observer(end -> {
                    if (end.outcome() == Outcome.NORMAL || end.outcome() == Outcome.EXCEPTION) {
                        ends.add(end);
                    }
                })
                .run();
    }

}
