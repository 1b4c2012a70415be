package bliss.cli;

import bliss.UserError;
import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.AnalysisSpec;
import bliss.spf.analysis.Solvers;
import bliss.bounds.ClassSpec;
import bliss.spf.testgen.Completions;
import bliss.spf.testgen.ModuleExports;
import bliss.spf.testgen.MutationAnalysis;
import bliss.spf.testgen.TestgenSummary;
import bliss.spf.testgen.TestGeneration;
import bliss.spf.testgen.TestRunner;
import bliss.spf.vm.Unsupported;
import bliss.target.TargetClass;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

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

    @Spec
    CommandSpec commandSpec;

    @Mixin
    ClassOptions classOptions;

    @Mixin
    MethodOptions methodOptions;

    @Mixin
    AnalysisOptions options;


    @Option(names = "--technique", paramLabel = "NAME",
            description = "Heap technique of the analysis (as for analyze). Default: bliss for a class with a JML "
                    + "invariant and one node class; else pli (its paths are exactly those with a valid input, so "
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


    @Option(names = "--standalone", description = "Tests that need nothing but JUnit 5 and the class under test: "
            + "with a driver, each test makes the calls the driver made (their outcomes pinned) but does not run the "
            + "driver (whose own checks are then left out).")
    boolean standalone;

    @Option(names = "--run", description = "Compile the tests and run them here (JUnit Platform launcher).")
    boolean run;

    @Option(names = "--coverage", description = "With --run: JaCoCo line and branch coverage of the class under "
            + "test, and the lines of the methods under test with a branch no test took (implies --run).")
    boolean coverage;

    @Option(names = "--mutation", description = "With --run: PIT's mutation analysis of the tests (default "
            + "mutators) over the classes under test; prints the mutants of the methods under test and what they call "
            + "that the tests kill, and those they do not (implies --run).")
    boolean mutation;

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
        generation.maxTests(maxTests).standalone(standalone);
        TestGeneration.Report report;
        try {
            report = generation.run(out);
        } catch (ModuleExports.Missing m) {
            // JDK-internal packages the code under test uses: this command again, in a JVM that exports them
            List<String> options = ModuleExports.options(m.exports());
            err.println("bliss: the code under test uses packages of the JDK their module does not export; "
                    + "running in a JVM with " + String.join(" ", options));
            return Relaunch.withOptions(options, commandSpec.root().commandLine().getParseResult().originalArgs());
        } catch (Unsupported u) {
            throw new UserError(u.getMessage(), u);
        } catch (UncheckedIOException e) {
            throw new UserError(e.getMessage(), e);
        }
        TestRunner.Outcome outcome = null;
        MutationAnalysis.Result mutants = null;
        if (run || coverage || mutation) {
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
            if (mutation) {
                mutants = TestGeneration.mutate(List.of(report), classpath, classes, target.sourcepath(),
                        classes.resolveSibling(classes.getFileName() + "-pit"));
            }
        }
        System.out.print(json ? TestgenSummary.json(report, outcome, mutants) + "\n"
                : TestgenSummary.text(report, outcome, mutants));
        return 0;
    }

    /**
     * The technique to run: the one asked for, or the default for the class ({@link Completions#defaultTechnique}).
     */
    private static String technique(TargetClass target, String asked) {
        return asked != null ? asked : Completions.defaultTechnique(ClassSpec.of(target));
    }
}
