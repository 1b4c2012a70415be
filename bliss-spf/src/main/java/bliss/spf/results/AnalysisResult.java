package bliss.spf.results;

import bliss.spf.solver.SolverStats;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What one symbolic execution found and cost.
 *
 * @param className        the analysed class (simple name for a bundled subject)
 * @param method           the analysed method
 * @param technique        the heap technique ("li", ...)
 * @param scope            at most this many objects of each node class
 * @param precondition     what ran as precondition
 * @param paths            paths that ended normally, by an uncaught exception or at a limit
 * @param normalPaths      paths that returned from the driver
 * @param exceptionPaths   paths ended by an uncaught exception, by its class
 * @param depthLimitPaths  paths cut by the call depth limit
 * @param stepLimitPaths   paths cut by the step limit
 * @param assumeFailed     paths ended silently by an infeasible {@code Symbolic.assume}
 * @param deadEnds         choice points whose every alternative was dropped
 * @param structures       distinct input heaps of normal paths (the paper's collected structures)
 * @param raised           paths on which the analysed code raised an exception, caught or not, by its class
 * @param counters         the counters the heap technique, the precondition, the SAT oracle and the verdict cache
 *                         registered ({@link bliss.spf.stats.Counters}: scopePrunes, preconditionRejects, satChecks, ...)
 * @param lazyChoicePoints choice points of lazy initialization
 * @param branchChoicePoints forks on symbolic branches
 * @param switchChoicePoints forks on symbolic switches
 * @param solver           the path solver's counters
 * @param steps            steps (calls and backward jumps) taken on the main paths
 * @param millis           wall time of the exploration
 * @param cpuMillis        CPU time of the exploring thread (unaffected by other load on the machine)
 * @param peakHeapBytes    peak use of the JVM heap during the run
 * @param partial          true when a time limit stopped the run before it was exhaustive
 * @param collected        the structures themselves, when the analysis kept them (not in the JSON)
 * @param threads          exploring threads
 * @param splits           subtrees one thread gave another while they explored
 * @param cluster          how a distributed run ran, or null for a run on one machine
 * @param thrown           paths on which an exception escaped the driver (or the method analysed without one), by the
 *                         exception as Java prints it (type and message,
 *                         symbolic parts of the message as terms: {@code empty stack of size " + X.size})
 */
public record AnalysisResult(String className, String method, String technique, int scope, String precondition,
                             long paths, long normalPaths, Map<String, Long> exceptionPaths, long depthLimitPaths,
                             long stepLimitPaths, long assumeFailed, long deadEnds, long structures,
                             Map<String, Long> raised, Map<String, Long> counters, long lazyChoicePoints,
                             long branchChoicePoints, long switchChoicePoints, SolverStats solver, long steps,
                             long millis, long cpuMillis, long peakHeapBytes, boolean partial, List<CollectedStructure> collected,
                             int threads, long splits, ClusterRun cluster, Map<String, Long> thrown) {

    /** The result of a run on one machine. */
    public AnalysisResult(String className, String method, String technique, int scope, String precondition,
                          long paths, long normalPaths, Map<String, Long> exceptionPaths, long depthLimitPaths,
                          long stepLimitPaths, long assumeFailed, long deadEnds, long structures,
                          Map<String, Long> raised, Map<String, Long> counters, long lazyChoicePoints,
                          long branchChoicePoints, long switchChoicePoints, SolverStats solver, long steps,
                          long millis, long cpuMillis, long peakHeapBytes, boolean partial,
                          List<CollectedStructure> collected, int threads, long splits, Map<String, Long> thrown) {
        this(className, method, technique, scope, precondition, paths, normalPaths, exceptionPaths, depthLimitPaths,
                stepLimitPaths, assumeFailed, deadEnds, structures, raised, counters, lazyChoicePoints,
                branchChoicePoints, switchChoicePoints, solver, steps, millis, cpuMillis, peakHeapBytes, partial,
                collected, threads, splits, null, thrown);
    }

    /** This result as a distributed run's. */
    public AnalysisResult withCluster(ClusterRun run) {
        return new AnalysisResult(className, method, technique, scope, precondition, paths, normalPaths,
                exceptionPaths, depthLimitPaths, stepLimitPaths, assumeFailed, deadEnds, structures, raised, counters,
                lazyChoicePoints, branchChoicePoints, switchChoicePoints, solver, steps, millis, cpuMillis,
                peakHeapBytes, partial, collected, threads, splits, run, thrown);
    }

    public long choicePoints() {
        return lazyChoicePoints + branchChoicePoints + switchChoicePoints;
    }

    /** The machine-readable form (one JSON object). */
    public Map<String, Object> toJsonMap() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("class", className);
        m.put("method", method);
        m.put("technique", technique);
        m.put("scope", scope);
        m.put("precondition", precondition);
        m.put("paths", paths);
        Map<String, Object> byOutcome = new LinkedHashMap<>();
        byOutcome.put("normal", normalPaths);
        byOutcome.put("exception", exceptionPaths);
        byOutcome.put("depthLimit", depthLimitPaths);
        byOutcome.put("stepLimit", stepLimitPaths);
        m.put("pathsByOutcome", byOutcome);
        m.put("thrown", thrown);
        m.put("assumeFailed", assumeFailed);
        m.put("deadEnds", deadEnds);
        m.put("structures", structures);
        m.put("raised", raised);
        m.put("counters", counters);
        // every counter also at the top level, where tables and scripts look for them
        counters.forEach(m::putIfAbsent);
        Map<String, Object> cps = new LinkedHashMap<>();
        cps.put("total", choicePoints());
        cps.put("lazy", lazyChoicePoints);
        cps.put("branch", branchChoicePoints);
        cps.put("switch", switchChoicePoints);
        m.put("choicePoints", cps);
        m.put("solverCalls", solver.queries());
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("queries", solver.queries());
        s.put("folded", solver.folded());
        s.put("fastPath", solver.fastPath());
        s.put("byModel", solver.byModel());
        s.put("z3Calls", solver.z3Calls());
        s.put("z3Millis", solver.z3Nanos() / 1_000_000);
        m.put("solver", s);
        m.put("steps", steps);
        m.put("millis", millis);
        m.put("cpuMillis", cpuMillis);
        m.put("peakHeapBytes", peakHeapBytes);
        m.put("partial", partial);
        m.put("threads", threads);
        m.put("splits", splits);
        if (cluster != null) {
            Map<String, Object> c = new LinkedHashMap<>();
            c.put("members", cluster.members());
            c.put("units", cluster.units());
            c.put("rerun", cluster.rerun());
            c.put("bytes", cluster.bytes());
            m.put("cluster", c);
        }
        return m;
    }

    /** The exceptions that escaped the analysed code, as Java prints them, the most frequent first (at most {@value #SHOWN}). */
    private void thrown(StringBuilder sb) {
        List<Map.Entry<String, Long>> all = new java.util.ArrayList<>(thrown.entrySet());
        all.sort(Map.Entry.<String, Long>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()));
        for (int i = 0; i < Math.min(SHOWN, all.size()); i++) {
            sb.append(i == 0 ? "thrown       " : "             ")
                    .append(String.format("%s on %,d path%s%n", all.get(i).getKey(), all.get(i).getValue(),
                            all.get(i).getValue() == 1 ? "" : "s"));
        }
        if (all.size() > SHOWN) {
            sb.append(String.format("             and %,d other exceptions (--json lists them)%n",
                    all.size() - SHOWN));
        }
    }

    /** Exceptions the summary shows. */
    private static final int SHOWN = 8;

    public String toJson() {
        try {
            return new ObjectMapper().writeValueAsString(toJsonMap());
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A short summary for people. */
    public String summary() {
        StringBuilder sb = new StringBuilder();
        sb.append(className).append('.').append(method).append("  technique ").append(technique).append("  scope ")
                .append(scope).append("  precondition ").append(precondition)
                .append(partial ? "  (PARTIAL: time limit reached)" : "").append('\n');
        sb.append(String.format("paths        %,d  (normal %,d", paths, normalPaths));
        exceptionPaths.forEach((k, v) -> sb.append(String.format(", %s %,d", k, v)));
        if (depthLimitPaths + stepLimitPaths > 0) {
            sb.append(String.format(", cut by a limit %,d", depthLimitPaths + stepLimitPaths));
        }
        sb.append(')');
        if (assumeFailed > 0) {
            sb.append(String.format("; assume failed %,d", assumeFailed));
        }
        sb.append('\n');
        sb.append(String.format("structures   %,d%n", structures));
        thrown(sb);
        if (!raised.isEmpty()) {
            sb.append("raised       ");
            raised.forEach((k, v) -> sb.append(String.format("%s on %,d paths  ", k, v)));
            sb.append('\n');
        }
        sb.append(String.format("choices      %,d choice points (lazy %,d, branch %,d, switch %,d), dead ends %,d%n",
                choicePoints(), lazyChoicePoints, branchChoicePoints, switchChoicePoints, deadEnds));
        sb.append("counters     ");
        counters.forEach((k, v) -> sb.append(String.format("%s %,d  ", k, v)));
        sb.append('\n');
        sb.append(String.format("solver       %,d queries (folded %,d, fast path %,d, by model %,d, z3 %,d in %,d ms)%n",
                solver.queries(), solver.folded(), solver.fastPath(), solver.byModel(), solver.z3Calls(),
                solver.z3Nanos() / 1_000_000));
        sb.append(String.format("cost         %,d ms (cpu %,d ms%s), %,d steps, peak heap %,d MB%n", millis,
                cpuMillis, threads > 1 ? String.format(" on %d threads, %,d splits", threads, splits) : "", steps,
                peakHeapBytes >> 20));
        if (cluster != null) {
            sb.append(String.format("cluster      %d members, %,d units, %,d re-run after a member was lost, %,d bytes "
                    + "of results%n", cluster.members(), cluster.units(), cluster.rerun(), cluster.bytes()));
        }
        return sb.toString();
    }
}
