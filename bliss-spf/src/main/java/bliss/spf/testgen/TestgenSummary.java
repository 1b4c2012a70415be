package bliss.spf.testgen;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * What {@code bliss testgen} and the Maven plugin's {@code testgen} goal print of a generation: a summary for people,
 * one JSON object for machines.
 */
public final class TestgenSummary {

    private TestgenSummary() {
    }

    /** The generation as one JSON object; {@code o} is null when the tests were not run. */
    public static String json(TestGeneration.Report r, TestRunner.Outcome o) {
        return json(r, o, null);
    }

    /**
     * The generation as one JSON object; {@code o} is null when the tests were not run, {@code mutation} when no
     * mutation analysis ran.
     */
    public static String json(TestGeneration.Report r, TestRunner.Outcome o, MutationAnalysis.Result mutation) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("class", r.className());
        m.put("method", r.method());
        m.put("scope", r.scope());
        m.put("paths", r.paths());
        m.put("tests", r.tests().size());
        m.put("validInputs", r.validInputs());
        m.put("uncompletable", r.uncompletable().size());
        m.put("passed", o == null ? null : o.passed());
        m.put("failed", o == null ? null : o.failed());
        TestRunner.Counts c = o == null || o.coverage() == null ? null : o.coverage().total();
        m.put("branchCoverage", c == null ? null : c.branchRatio());
        m.put("lineCoverage", c == null ? null : c.lineRatio());
        List<MutationAnalysis.Mutant> mutants = mutation == null ? null : mutation.of(r.methodsUnderTest());
        m.put("mutants", mutants == null ? null : mutants.size());
        m.put("killed", mutants == null ? null : MutationAnalysis.Result.killed(mutants));
        m.put("mutationScore", mutants == null ? null : MutationAnalysis.Result.score(mutants));
        try {
            return new ObjectMapper().writeValueAsString(m);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The generation as a summary, one line per fact; {@code o} is null when the tests were not run. */
    public static String text(TestGeneration.Report r, TestRunner.Outcome o) {
        return text(r, o, null);
    }

    /** How a completion's reason begins when no valid input follows the path (a spurious path of the technique). */
    static final String NO_VALID_INPUT = "no valid input follows the path";

    /** The path numbers of skipped paths, the first twenty. */
    private static String numbers(List<TestGeneration.Skipped> skipped) {
        return skipped.stream().limit(20).map(s -> Integer.toString(s.path())).collect(Collectors.joining(", "))
                + (skipped.size() > 20 ? ", ..." : "");
    }

    /**
     * The generation as a summary, one line per fact; {@code o} is null when the tests were not run,
     * {@code mutation} when no mutation analysis ran.
     */
    public static String text(TestGeneration.Report r, TestRunner.Outcome o, MutationAnalysis.Result mutation) {
        StringBuilder sb = new StringBuilder();
        sb.append(r.className()).append('.').append(r.method()).append("  technique ").append(r.technique())
                .append("  scope ").append(r.scope()).append('\n');
        List<String> noTest = new ArrayList<>();
        if (r.assumed() > 0) {
            noTest.add(String.format("%,d ended by a failed assumption", r.assumed()));
        }
        if (r.cut() > 0) {
            noTest.add(String.format("%,d cut by a limit or at unsupported code", r.cut()));
        }
        sb.append(String.format("paths          %,d%s%n", r.paths(),
                noTest.isEmpty() ? "" : "  (" + String.join(", ", noTest) + ": no test)"));
        int completed = r.validInputs() + r.repOKFailures().size();
        sb.append(String.format("valid inputs   %,d of %,d completed (%s), checked with repOK()%n", r.validInputs(),
                completed, percent(r.validInputs(), completed)));
        List<TestGeneration.Skipped> spurious = new ArrayList<>();
        List<TestGeneration.Skipped> other = new ArrayList<>();
        for (TestGeneration.Skipped s : r.uncompletable()) {
            (s.reason().startsWith(NO_VALID_INPUT) ? spurious : other).add(s);
        }
        sb.append(String.format("uncompletable  %,d%s%n", r.uncompletable().size(),
                spurious.isEmpty() ? "" : "  (" + NO_VALID_INPUT + ": spurious paths of " + r.technique()
                        + "): paths " + numbers(spurious)));
        // a path completion could not build an input for, for another reason: each reason once, with its paths
        Map<String, List<TestGeneration.Skipped>> byReason = new java.util.LinkedHashMap<>();
        other.forEach(s -> byReason.computeIfAbsent(s.reason(), k -> new ArrayList<>()).add(s));
        byReason.forEach((reason, paths) -> sb.append(String.format("               %,d not completed (%s): paths %s%n",
                paths.size(), reason, numbers(paths))));
        sb.append(String.format("tests          %,d in %s%n", r.tests().size(), r.file()));
        if (r.notWritten() > 0) {
            sb.append(String.format("               %,d more paths not completed nor written (--max-tests %,d)%n",
                    r.notWritten(), r.tests().size()));
        }
        if (r.failingSpecification() > 0) {
            sb.append(String.format("               %,d of them break the specification on their input (bugs "
                    + "found: those tests fail)%n", r.failingSpecification()));
        }
        for (TestGeneration.Skipped s : r.repOKFailures()) {
            sb.append("not emitted: path ").append(s.path()).append(": ").append(s.reason())
                    .append(" (an input satisfying ").append(r.completionSource())
                    .append(" that repOK() rejects: a weaker invariant than repOK, or a bug in bliss); the completed "
                            + "input:\n").append(s.input());
        }
        for (TestGeneration.Skipped s : r.divergent()) {
            sb.append("bliss bug: path ").append(s.path()).append(": ").append(s.reason())
                    .append("; the input:\n").append(s.input());
        }
        if (o != null) {
            sb.append(String.format("run            %,d passed, %,d failed%n", o.passed(), o.failed()));
            for (TestRunner.Failure f : o.failures()) {
                sb.append("  failed ").append(f.test()).append(": ").append(f.message()).append('\n');
            }
            Coverage c = o.coverage();
            if (c != null) {
                TestRunner.Counts all = c.total();
                TestRunner.Counts mine = c.methods(r.methodsUnderTest());
                sb.append(String.format("coverage       classes: lines %s (%d/%d), branches %s (%d/%d)%n",
                        percent(all.linesCovered(), all.lines()), all.linesCovered(), all.lines(),
                        percent(all.branchesCovered(), all.branches()), all.branchesCovered(), all.branches()));
                sb.append(String.format("               %s and what it calls: lines %s (%d/%d), branches %s "
                                + "(%d/%d)%n", names(r),
                        percent(mine.linesCovered(), mine.lines()), mine.linesCovered(), mine.lines(),
                        percent(mine.branchesCovered(), mine.branches()), mine.branchesCovered(), mine.branches()));
                List<Coverage.Gap> gaps = c.gaps(r.methodsUnderTest());
                if (!gaps.isEmpty()) {
                    sb.append("               branches no test took: ").append(gaps.stream().limit(12)
                            .map(g -> g.className().substring(g.className().lastIndexOf('.') + 1) + "." + g.method()
                                    + ":" + g.line() + " (" + g.missedBranches() + " of " + g.branches() + ")")
                            .collect(Collectors.joining(", "))).append(gaps.size() > 12 ? ", ..." : "").append('\n');
                }
            }
        }
        if (mutation != null) {
            mutation(sb, r, mutation);
        }
        sb.append(String.format("time           analysis %,d ms, completion %,d ms (%s %,d ms), runs on the JVM "
                + "%,d ms%n", r.analysis().millis(), r.completionMillis(), r.solverName(), r.solverMillis(),
                r.executionMillis()));
        return sb.toString();
    }

    /** The mutation lines: killed of the mutants of the methods under test, and the others. */
    private static void mutation(StringBuilder sb, TestGeneration.Report r, MutationAnalysis.Result mutation) {
        List<MutationAnalysis.Mutant> mutants = mutation.of(r.methodsUnderTest());
        long killed = MutationAnalysis.Result.killed(mutants);
        long survived = mutants.stream().filter(x -> x.status().equals("SURVIVED")).count();
        long uncovered = mutants.stream().filter(x -> x.status().equals("NO_COVERAGE")).count();
        sb.append(String.format("mutation       %s and what it calls: %,d of %,d mutants killed (%s), %,d survived, "
                        + "%,d not covered (PIT, default mutators)%n", names(r), killed, mutants.size(),
                percent(killed, mutants.size()), survived, uncovered));
        List<MutationAnalysis.Mutant> alive = mutants.stream().filter(x -> !x.killed()).toList();
        if (!alive.isEmpty()) {
            sb.append("               not killed: ").append(alive.stream().limit(12)
                    .map(MutationAnalysis.Mutant::describe).collect(Collectors.joining(", ")))
                    .append(alive.size() > 12 ? ", ..." : "").append('\n');
        }
    }

    /** The first methods under test, for a summary line. */
    private static String names(TestGeneration.Report r) {
        return String.join(", ", r.methodsUnderTest().stream().limit(3).toList())
                + (r.methodsUnderTest().size() > 3 ? ", ..." : "");
    }

    static String percent(long part, long whole) {
        return whole == 0 ? "-" : String.format("%.1f%%", 100.0 * part / whole);
    }
}
