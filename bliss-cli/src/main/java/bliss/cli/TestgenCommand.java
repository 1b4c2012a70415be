package bliss.cli;

import bliss.UserError;
import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.AnalysisSpec;
import bliss.spf.analysis.Solvers;
import bliss.bounds.ClassSpec;
import bliss.spf.testgen.Completions;
import bliss.spf.testgen.Coverage;
import bliss.spf.testgen.TestGeneration;
import bliss.spf.testgen.TestRunner;
import bliss.spf.vm.Unsupported;
import bliss.target.TargetClass;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;

/**
 * {@code bliss testgen}: JUnit 5 tests with valid, fully concrete inputs for every path of a method; optionally
 * compiled and run in this JVM, with JaCoCo coverage.
 */
@Command(name = "testgen",
        mixinStandardHelpOptions = true,
        description = {"Writes JUnit 5 tests for a method: one per path of its symbolic execution that a valid input "
                + "follows (a path none follows, a spurious path of a weaker technique, is reported as "
                + "uncompletable), on the valid input completed from the path's partial structure (the JML invariant and the path condition solved "
                + "together; for a class without an invariant, SymSolve's search over repOK with the path condition "
                + "as PLI's filter), then checked with the real repOK. Each test checks repOK before and after the calls "
                + "and the driver's own checks (specification: fails when the code breaks it) and pins what the "
                + "calls returned and the structure after them (regression).",
                "",
                "The tests need JUnit 5 and the class under test (and, with a driver, the driver and "
                        + "bliss.symbolic from jml-specs); docs/testgen.md."})
public final class TestgenCommand implements Callable<Integer>, BlissSubcommand {

    @Mixin
    ClassOptions classOptions;

    @Mixin
    MethodOptions methodOptions;

    @Mixin
    AnalysisOptions options;


    @Option(names = "--technique", paramLabel = "NAME",
            description = "Heap technique of the analysis (as for analyze). Default: bliss for a class with a JML "
                    + "invariant; pli for a class with repOK only (its paths are exactly those with a valid input, so "
                    + "each gets a test; bli, rbli, bliss and blissdb need an invariant). A weaker technique reaches "
                    + "spurious paths, which are reported as uncompletable.")
    String technique;

    @Option(names = "--scope", defaultValue = "4", paramLabel = "K",
            description = "At most K objects of each node class (default: ${DEFAULT-VALUE}).")
    int scope;

    @Option(names = "--out", required = true, paramLabel = "DIR",
            description = "Where the test source goes (under its package's directories).")
    Path out;

    @Option(names = "--package", paramLabel = "P",
            description = "The test's package (default: the class under test's, so that its package-private parts "
                    + "are visible).")
    String testPackage;


    @Option(names = "--max-tests", paramLabel = "N",
            description = "Write at most N tests, for the first paths in search order (default: "
                    + TestGeneration.DEFAULT_MAX_TESTS + ", about what one test class holds).")
    int maxTests = TestGeneration.DEFAULT_MAX_TESTS;


    @Option(names = "--run", description = "Compile the tests and run them here (JUnit Platform launcher).")
    boolean run;

    @Option(names = "--coverage", description = "With --run: JaCoCo line and branch coverage of the class under "
            + "test, and the lines of the methods under test with a branch no test took (implies --run).")
    boolean coverage;

    @Option(names = "--json", description = "Print one JSON object instead of the summary.")
    boolean json;



    @Option(names = "--timeout", paramLabel = "SECONDS", defaultValue = "0",
            description = "Stop the analysis after this many seconds (0: no limit); tests are written for the paths "
                    + "found.")
    long timeoutSeconds;


    @Override
    public Integer call() {
        TargetClass target = classOptions.resolve();
        technique = technique(target, technique);
        if (testPackage != null && !testPackage.isEmpty()
                && !testPackage.matches("[A-Za-z_$][\\w$]*(\\.[A-Za-z_$][\\w$]*)*")) {
            throw new UserError("--package must be a Java package name, got '" + testPackage + "'");
        }
        if (maxTests < 1) {
            throw new UserError("--max-tests must be at least 1, got " + maxTests);
        }
        PrintStream err = System.err;
        AnalysisSpec spec = options.spec(target, methodOptions.method, methodOptions.driver(target), technique, scope,
                timeoutSeconds, Path.of("").toAbsolutePath(), err);
        Analysis analysis = new Analysis(spec, target.loader())
                .solvers(Solvers.standard())
                .warnings(w -> err.println("bliss: warning: " + w))
                .progress(p -> err.println("bliss: " + p));
        TestGeneration generation = new TestGeneration(target, analysis);
        if (testPackage != null) {
            generation.testPackage(testPackage);
        }
        generation.maxTests(maxTests);
        TestGeneration.Report report;
        try {
            report = generation.run(out);
        } catch (Unsupported u) {
            throw new UserError(u.getMessage(), u);
        } catch (UncheckedIOException e) {
            throw new UserError(e.getMessage(), e);
        }
        TestRunner.Outcome outcome = null;
        if (run || coverage) {
            Path classes;
            try {
                classes = Files.createTempDirectory("bliss-testgen-classes");
            } catch (IOException e) {
                throw new UserError("cannot make a directory for the compiled tests: " + e.getMessage());
            }
            List<Path> classpath = new ArrayList<>(classOptions.classpath);
            if (classpath.isEmpty()) {
                classpath.add(TestRunner.locationOf(target.type()));
            }
            outcome = TestGeneration.compileAndRun(List.of(report), classpath, classes, coverage);
        }
        System.out.print(json ? json(report, outcome) + "\n" : summary(report, outcome));
        return 0;
    }

    /**
     * The technique to run: the one asked for, or the default for the class (bliss with a JML invariant, pli with
     * repOK only).
     */
    private static String technique(TargetClass target, String asked) {
        return asked != null ? asked : Completions.defaultTechnique(ClassSpec.of(target));
    }

    private static String json(TestGeneration.Report r, TestRunner.Outcome o) {
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
        try {
            return new ObjectMapper().writeValueAsString(m);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String summary(TestGeneration.Report r, TestRunner.Outcome o) {
        StringBuilder sb = new StringBuilder();
        sb.append(r.className()).append('.').append(r.method()).append("  technique ").append(r.technique())
                .append("  scope ").append(r.scope()).append('\n');
        List<String> noTest = new ArrayList<>();
        if (r.assumed() > 0) {
            noTest.add(String.format("%,d ended by a failed assumption", r.assumed()));
        }
        if (r.cut() > 0) {
            noTest.add(String.format("%,d cut by a depth or step limit", r.cut()));
        }
        sb.append(String.format("paths          %,d%s%n", r.paths(),
                noTest.isEmpty() ? "" : "  (" + String.join(", ", noTest) + ": no test)"));
        int completed = r.validInputs() + r.repOKFailures().size();
        sb.append(String.format("valid inputs   %,d of %,d completed (%s), checked with repOK()%n", r.validInputs(),
                completed, percent(r.validInputs(), completed)));
        sb.append(String.format("uncompletable  %,d%s%n", r.uncompletable().size(),
                r.uncompletable().isEmpty() ? "" : "  (no valid input follows the path: spurious paths of "
                        + r.technique() + "): paths " + r.uncompletable().stream().limit(20)
                        .map(s -> Integer.toString(s.path())).collect(Collectors.joining(", "))
                        + (r.uncompletable().size() > 20 ? ", ..." : "")));
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
                sb.append(String.format("coverage       class: lines %s (%d/%d), branches %s (%d/%d)%n",
                        percent(all.linesCovered(), all.lines()), all.linesCovered(), all.lines(),
                        percent(all.branchesCovered(), all.branches()), all.branchesCovered(), all.branches()));
                sb.append(String.format("               %s and what it calls: lines %s (%d/%d), branches %s "
                                + "(%d/%d)%n", String.join(", ", r.methodsUnderTest().stream().limit(3).toList())
                                + (r.methodsUnderTest().size() > 3 ? ", ..." : ""),
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
        sb.append(String.format("time           analysis %,d ms, completion %,d ms (%s %,d ms), runs on the JVM "
                + "%,d ms%n", r.analysis().millis(), r.completionMillis(), r.solverName(), r.solverMillis(),
                r.executionMillis()));
        return sb.toString();
    }

    private static String percent(long part, long whole) {
        return whole == 0 ? "-" : String.format("%.1f%%", 100.0 * part / whole);
    }
}
