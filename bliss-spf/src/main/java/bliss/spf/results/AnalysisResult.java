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
 * @param asked      what was analysed, and how
 * @param ends       how its paths ended
 * @param structures distinct input heaps of normal paths (the paper's collected structures)
 * @param collected  the structures themselves, when the analysis kept them (not in the JSON)
 * @param choices    its choice points
 * @param counters   the counters the heap technique, the precondition, the SAT oracle and the verdict cache
 *                   registered ({@link bliss.spf.stats.Counters}: scopePrunes, preconditionRejects, satChecks, ...)
 * @param solver     the path solver's counters
 * @param cost       time, memory, steps and threads
 * @param partial    true when a time limit stopped the run before it was exhaustive
 * @param cluster    how a distributed run ran, or null for a run on one machine
 */
public record AnalysisResult(Asked asked, Ends ends, long structures, List<CollectedStructure> collected,
                             Choices choices, Map<String, Long> counters, SolverStats solver, Cost cost,
                             boolean partial, ClusterRun cluster) {

    /**
     * What was analysed, and how.
     *
     * @param className    the analysed class (simple name for a bundled subject)
     * @param method       the analysed method
     * @param technique    the heap technique ("li", ...)
     * @param scope        at most this many objects of each node class
     * @param precondition what ran as precondition
     */
    public record Asked(String className, String method, String technique, int scope, String precondition) {
    }

    /**
     * How the paths ended.
     *
     * @param total        paths that ended normally, by an uncaught exception, at a limit or at unsupported code
     * @param normal       paths that returned from the driver
     * @param exceptions   paths ended by an uncaught exception, by its class
     * @param depthLimited paths cut by the call depth limit
     * @param stepLimited  paths cut by the step limit
     * @param lengthLimited paths cut at a new array longer than the engine makes
     * @param solverLimited paths cut at a query Z3 did not decide within the per-query limit
     * @param assumeFailed paths ended silently by an infeasible {@code Symbolic.assume}
     * @param thrown       paths on which an exception escaped the driver (or the method analysed without one), by
     *                     the exception as Java prints it (type and message, symbolic parts of the message as terms:
     *                     {@code empty stack of size " + X.size})
     * @param raised       paths on which the analysed code raised an exception, caught or not, by its class
     * @param unsupported  paths that ended where the analysed code does something the engine does not support, by
     *                     the engine's line for it ({@code unsupported: <what> at <where>})
     */
    public record Ends(long total, long normal, Map<String, Long> exceptions, long depthLimited, long stepLimited,
                       long lengthLimited, long solverLimited, long assumeFailed, Map<String, Long> thrown, Map<String, Long> raised,
                       Map<String, Long> unsupported) {

        /** Paths cut by any limit. */
        public long cut() {
            return depthLimited + stepLimited + lengthLimited + solverLimited;
        }

        /** Paths that ended at unsupported code. */
        public long unsupportedPaths() {
            long n = 0;
            for (long v : unsupported.values()) {
                n += v;
            }
            return n;
        }
    }

    /**
     * The choice points of the search.
     *
     * @param lazy     choice points of lazy initialization
     * @param branch   forks on symbolic branches
     * @param switches forks on symbolic switches
     * @param deadEnds choice points whose every alternative was dropped
     */
    public record Choices(long lazy, long branch, long switches, long deadEnds) {

        public long total() {
            return lazy + branch + switches;
        }
    }

    /**
     * What the run cost.
     *
     * @param steps         steps (calls and backward jumps) taken on the main paths
     * @param millis        wall time of the exploration
     * @param cpuMillis     CPU time of the exploring threads (unaffected by other load on the machine)
     * @param peakHeapBytes peak use of the JVM heap during the run
     * @param threads       exploring threads
     * @param splits        subtrees one thread gave another while they explored
     */
    public record Cost(long steps, long millis, long cpuMillis, long peakHeapBytes, int threads, long splits) {
    }

    /** This result as a distributed run's. */
    public AnalysisResult withCluster(ClusterRun run) {
        return new AnalysisResult(asked, ends, structures, collected, choices, counters, solver, cost, partial, run);
    }

    public String className() {
        return asked.className();
    }

    public String method() {
        return asked.method();
    }

    public String technique() {
        return asked.technique();
    }

    public int scope() {
        return asked.scope();
    }

    /** Every path, however it ended. */
    public long paths() {
        return ends.total();
    }

    /** Wall time of the exploration. */
    public long millis() {
        return cost.millis();
    }

    /** The machine-readable form (one JSON object). */
    public Map<String, Object> toJsonMap() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("class", asked.className());
        m.put("method", asked.method());
        m.put("technique", asked.technique());
        m.put("scope", asked.scope());
        m.put("precondition", asked.precondition());
        m.put("paths", ends.total());
        Map<String, Object> byOutcome = new LinkedHashMap<>();
        byOutcome.put("normal", ends.normal());
        byOutcome.put("exception", ends.exceptions());
        byOutcome.put("depthLimit", ends.depthLimited());
        byOutcome.put("stepLimit", ends.stepLimited());
        byOutcome.put("lengthLimit", ends.lengthLimited());
        byOutcome.put("solverLimit", ends.solverLimited());
        byOutcome.put("unsupported", ends.unsupportedPaths());
        m.put("pathsByOutcome", byOutcome);
        m.put("unsupported", ends.unsupported());
        m.put("thrown", ends.thrown());
        m.put("assumeFailed", ends.assumeFailed());
        m.put("deadEnds", choices.deadEnds());
        m.put("structures", structures);
        m.put("raised", ends.raised());
        m.put("counters", counters);
        // every counter also at the top level, where tables and scripts look for them
        counters.forEach(m::putIfAbsent);
        Map<String, Object> cps = new LinkedHashMap<>();
        cps.put("total", choices.total());
        cps.put("lazy", choices.lazy());
        cps.put("branch", choices.branch());
        cps.put("switch", choices.switches());
        m.put("choicePoints", cps);
        m.put("solverCalls", solver.queries());
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("queries", solver.queries());
        s.put("folded", solver.folded());
        s.put("fastPath", solver.fastPath());
        s.put("byModel", solver.byModel());
        s.put("reused", solver.reused());
        s.put("byRanges", solver.byRanges());
        s.put("z3Calls", solver.z3Calls());
        s.put("z3Millis", solver.z3Nanos() / 1_000_000);
        m.put("solver", s);
        m.put("steps", cost.steps());
        m.put("millis", cost.millis());
        m.put("cpuMillis", cost.cpuMillis());
        m.put("peakHeapBytes", cost.peakHeapBytes());
        m.put("partial", partial);
        m.put("threads", cost.threads());
        m.put("splits", cost.splits());
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
        List<Map.Entry<String, Long>> all = new java.util.ArrayList<>(ends.thrown().entrySet());
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
        sb.append(asked.className()).append('.').append(asked.method()).append("  technique ")
                .append(asked.technique()).append("  scope ").append(asked.scope()).append("  precondition ")
                .append(asked.precondition())
                .append(partial ? "  (PARTIAL: time limit reached)" : "").append('\n');
        sb.append(String.format("paths        %,d  (normal %,d", ends.total(), ends.normal()));
        ends.exceptions().forEach((k, v) -> sb.append(String.format(", %s %,d", k, v)));
        if (ends.cut() > 0) {
            sb.append(String.format(", cut by a limit %,d", ends.cut()));
        }
        if (ends.unsupportedPaths() > 0) {
            sb.append(String.format(", unsupported %,d", ends.unsupportedPaths()));
        }
        sb.append(')');
        if (ends.assumeFailed() > 0) {
            sb.append(String.format("; assume failed %,d", ends.assumeFailed()));
        }
        sb.append('\n');
        sb.append(String.format("structures   %,d%n", structures));
        exactSize(sb);
        thrown(sb);
        ends.unsupported().forEach((line, n) -> sb.append(String.format("unsupported  %s on %,d path%s%n",
                line.substring("unsupported: ".length()), n, n == 1 ? "" : "s")));
        if (!ends.raised().isEmpty()) {
            sb.append("raised       ");
            ends.raised().forEach((k, v) -> sb.append(String.format("%s on %,d paths  ", k, v)));
            sb.append('\n');
        }
        sb.append(String.format("choices      %,d choice points (lazy %,d, branch %,d, switch %,d), dead ends %,d%n",
                choices.total(), choices.lazy(), choices.branch(), choices.switches(), choices.deadEnds()));
        sb.append("counters     ");
        counters.forEach((k, v) -> sb.append(String.format("%s %,d  ", k, v)));
        sb.append('\n');
        sb.append(String.format("solver       %,d queries (folded %,d, fast path %,d, by model %,d, %s%sz3 %,d in %,d ms)%n",
                solver.queries(), solver.folded(), solver.fastPath(), solver.byModel(),
                solver.reused() == 0 ? "" : String.format("reused %,d, ", solver.reused()),
                solver.byRanges() == 0 ? "" : String.format("by ranges %,d, ", solver.byRanges()), solver.z3Calls(),
                solver.z3Nanos() / 1_000_000));
        sb.append(String.format("cost         %,d ms (cpu %,d ms%s), %,d steps, peak heap %,d MB%n", cost.millis(),
                cost.cpuMillis(), cost.threads() > 1 ? String.format(" on %d threads, %,d splits", cost.threads(),
                        cost.splits()) : "", cost.steps(), cost.peakHeapBytes() >> 20));
        if (cluster != null) {
            sb.append(String.format("cluster      %d members, %,d units, %,d re-run after a member was lost, %,d bytes "
                    + "of results%n", cluster.members(), cluster.units(), cluster.rerun(), cluster.bytes()));
        }
        return sb.toString();
    }

    /** With only inputs of exactly the scope's nodes ({@link UnderScope}): whether the paths are the scope's new ones. */
    private void exactSize(StringBuilder sb) {
        Long under = counters.get(UnderScope.COUNTER);
        if (under == null) {
            return;
        }
        int k = asked.scope();
        sb.append(String.format("exact size   inputs of exactly %d node%s: ", k, k == 1 ? "" : "s"));
        sb.append(under == 0 ? String.format("every path's input holds all %d, so these are the paths scope %d adds "
                + "to scope %d%n", k, k, k - 1) : String.format("%,d path%s read fewer than %d nodes and may run at "
                + "scope %d too%n", under, under == 1 ? "" : "s", k, k - 1));
    }
}
