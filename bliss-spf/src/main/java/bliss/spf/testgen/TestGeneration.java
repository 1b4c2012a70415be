package bliss.spf.testgen;

import bliss.UserError;
import bliss.bounds.ClassSpec;
import bliss.layout.ClassLayout;
import bliss.layout.ClassShape;
import bliss.spf.analysis.Analysis;
import bliss.spf.explore.Outcome;
import bliss.spf.explore.PathEnd;
import bliss.spf.explore.PathObserver;
import bliss.spf.results.AnalysisResult;
import bliss.target.TargetClass;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * {@code bliss testgen}'s pipeline for one method: the analysis (every path end kept), then per path the completion
 * to a valid concrete input ({@link Completion}), its check with the real {@code repOK} and its run on the real JVM
 * ({@link Execution}), and the JUnit 5 class ({@link JUnitWriter}).
 *
 * <p>A path whose input cannot be completed is counted as uncompletable (a spurious path of a technique weaker than
 * BLISS); a completed input that fails the real {@code repOK}, or that the JVM runs otherwise than the engine did,
 * is a bug in bliss: counted and reported, never written.
 */
public final class TestGeneration {

    /** A path that got no test, and why. */
    public record Skipped(int path, String reason, String input) {
    }

    /**
     * What the generation did.
     *
     * @param cut     paths stopped by a limit or at code the engine does not support (no test)
     * @param assumed paths ended by a failed assumption (the precondition's or the driver's {@code assume}): not
     *                paths of the method on a valid input, no test
     * @param classesUnderTest the classes whose coverage is measured (Java names): the layout's, their superclasses,
     *                         and every class of the user's whose methods the methods under test may call
     * @param methodsUnderTest the methods under test and what they may call ({@link CallGraph})
     * @param jvmOptions       the options a JVM that runs the tests needs: the exports of the JDK's packages the code
     *                         under test uses ({@link ModuleExports}), usually none
     */
    public record Report(String className, String method, String technique, int scope, int paths, int cut,
                         int assumed, int notWritten,
                         List<PathTest> tests, List<Skipped> uncompletable, List<Skipped> repOKFailures,
                         List<Skipped> divergent, Path file, String testClass, AnalysisResult analysis,
                         long completionMillis, long solverMillis, String solverName, String completionSource,
                         long executionMillis,
                         Set<String> classesUnderTest, Set<String> methodsUnderTest, List<String> jvmOptions) {

        /** Tests whose specification already fails on their input (bugs found). */
        public long failingSpecification() {
            return tests.stream().filter(PathTest::failsSpecification).count();
        }

        /** Completed inputs that the real repOK accepted. */
        public int validInputs() {
            return tests.size() + divergent.size();
        }
    }

    private final TargetClass target;
    private final Analysis analysis;
    private final String method;
    private final String driverClass;
    private final String driverMethod;
    private final String technique;
    private final int scope;
    private String testPackage;
    private int maxTests = DEFAULT_MAX_TESTS;
    private boolean standalone;

    /**
     * Tests written at most by default: a test class with many more no longer fits a class file (its constant pool
     * holds 65,535 entries, and each test takes several).
     */
    public static final int DEFAULT_MAX_TESTS = 5_000;

    /**
     * @param analysis     the configured analysis of the method (its observer is added here)
     * @param driverClass  the driver's class (Java name), or null when the method is analysed without a driver
     */
    public TestGeneration(TargetClass target, Analysis analysis, String method, String driverClass,
                          String driverMethod, String technique, int scope) {
        this.target = target;
        this.analysis = analysis;
        this.method = method;
        this.driverClass = driverClass;
        this.driverMethod = driverMethod;
        this.technique = technique;
        this.scope = scope;
        String name = target.name();
        this.testPackage = name.contains(".") ? name.substring(0, name.lastIndexOf('.')) : "";
    }

    /** Tests of the method {@code analysis} runs, with its driver, technique and scope. */
    public TestGeneration(TargetClass target, Analysis analysis) {
        this(target, analysis, analysis.spec().method(),
                analysis.spec().driver() == null ? null : analysis.spec().driver().className(),
                analysis.spec().driver() == null ? null : analysis.spec().driver().method(),
                analysis.spec().technique(), analysis.spec().scope());
    }

    /** The package of the test class (by default the class under test's, so package-private parts are visible). */
    public TestGeneration testPackage(String pkg) {
        this.testPackage = pkg;
        return this;
    }

    /**
     * Tests that need nothing but JUnit 5 and the classes under test: with a driver, each test makes the calls the
     * driver made (pinned) without running the driver itself (whose own checks are then not part of the test).
     */
    public TestGeneration standalone(boolean b) {
        this.standalone = b;
        return this;
    }

    /** Writes at most {@code n} tests (the first paths in search order); the paths after are not completed. */
    public TestGeneration maxTests(int n) {
        this.maxTests = n;
        return this;
    }

    /** The name of the test class of a method: {@code <Class>_<method>Test}. */
    public static String testClassName(String simpleClassName, String method) {
        return JUnitWriter.identifier(simpleClassName + "_" + method + "Test");
    }

    /**
     * Runs the analysis, completes and checks every path's input, and writes the test class under {@code out}.
     *
     * @throws UserError when the class has no repOK()
     */
    public Report run(Path out) {
        ClassSpec spec = ClassSpec.of(target);
        // the analysis's own layout (node classes' subclasses included), so that runs trace the fields it reads
        ClassLayout layout = bliss.spf.heap.AnalysedLayout.of(target.name(), target.loader());
        requireRepOK(target.type());
        List<ModuleExports.Export> exports = exports(layout);
        ModuleExports.require(exports);
        AnalysedMethod analysed = driverClass == null ? AnalysedMethod.find(target.loader(), target.name(), method)
                : null;
        if (analysed != null) {
            analysed.requireBuildableArguments(layout);
        }
        String testClass = testClassName(layout.header().simpleName(), method);
        Path dir = testPackage.isEmpty() ? out : out.resolve(testPackage.replace('.', '/'));
        Path file = dir.resolve(testClass + ".java");
        boolean replacing = claim(out, file);
        Paths paths;
        AnalysisResult result;
        try (Completion completion = Completions.of(target, spec, scope);
             Execution execution = new Execution(target.loader(), layout, driverClass, driverMethod, analysed)) {
            paths = new Paths(completion, execution);
            analysis.observer(paths);
            result = analysis.run();
            paths.numberInSearchOrder();
            JUnitWriter writer = new JUnitWriter(testClass, target.displayName(), method, technique, scope, layout,
                    execution.world(), new TestAccess(testPackage), execution.contents(), execution.structure(),
                    driverClass, driverMethod, standalone).exports(ModuleExports.options(exports));
            String source = writer.write(paths.tests);
            try {
                Files.createDirectories(dir);
                if (replacing) {
                    System.err.println("bliss: replacing " + file + ", written by an earlier bliss testgen");
                }
                Files.writeString(file, source, StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot write " + file + ": " + e.getMessage(), e);
            }
        }
        String qualified = testPackage.isEmpty() ? testClass : testPackage + "." + testClass;
        Set<String> internal = new LinkedHashSet<>();
        for (ClassShape c : layout.classes()) {
            internal.add(c.name());
        }
        CallGraph.Reach underTest = CallGraph.reachable(target.loader(), internal, entries(layout, paths.tests));
        return new Report(target.displayName(), method, technique, scope, paths.count, paths.cut, paths.assumed,
                paths.notWritten,
                paths.tests, paths.uncompletable, paths.repOKFailures, paths.divergent, file, qualified, result,
                paths.completionNanos / 1_000_000, paths.completion.solverNanos() / 1_000_000,
                paths.completion.solverName(), paths.completion.source(),
                paths.executionNanos / 1_000_000, underTest.classes(), underTest.methods(),
                ModuleExports.options(exports));
    }

    /**
     * The exports of the JDK's modules that the code the method (or its driver) may run needs, found before
     * anything of it runs here.
     */
    private List<ModuleExports.Export> exports(ClassLayout layout) {
        Set<String> internal = new LinkedHashSet<>();
        for (ClassShape c : layout.classes()) {
            internal.add(c.name());
        }
        String entry = driverClass == null ? layout.header().name() + "." + method
                : driverClass.replace('.', '/') + "." + driverMethod;
        return ModuleExports.needed(CallGraph.reachable(target.loader(), internal, Set.of(entry)).jdkClasses());
    }

    /** The words the header of every test class bliss writes holds: what marks a file as bliss's to replace. */
    static final String WRITTEN_BY = "written by bliss testgen";

    /**
     * Checks, before the analysis runs, that the test class can be written: {@code out} is a folder (or missing) and
     * {@code file} is new or was written by bliss testgen.
     *
     * @return whether {@code file} holds an earlier bliss testgen's output, which is replaced
     * @throws UserError when {@code out} is a file, or {@code file} exists and bliss did not write it
     */
    private static boolean claim(Path out, Path file) {
        if (Files.exists(out) && !Files.isDirectory(out)) {
            throw new UserError("--out needs a folder (a test source root), and " + out + " is a file");
        }
        if (!Files.exists(file)) {
            return false;
        }
        try {
            if (!Files.isRegularFile(file) || !Files.readString(file, StandardCharsets.UTF_8).contains(WRITTEN_BY)) {
                throw new UserError(file + " exists and was not written by bliss testgen: move it, or give --out "
                        + "another folder (or --package another package)");
            }
        } catch (IOException e) {
            throw new UserError("cannot read " + file + ": " + e.getMessage(), e);
        }
        return true;
    }

    /**
     * The observer that writes tests: each path end, as it comes, completed, checked and run (so only the tests are
     * kept, whatever the number of paths). With several exploring threads the analysis tells it of path ends one at
     * a time ({@code AnalysisSpec.withThreads}), so its one Z3 context and its one JVM run serve them all in turn.
     */
    private final class Paths implements PathObserver {
        final Completion completion;
        final Execution execution;
        final List<PathTest> tests = new ArrayList<>();
        final List<Skipped> uncompletable = new ArrayList<>();
        final List<Skipped> repOKFailures = new ArrayList<>();
        final List<Skipped> divergent = new ArrayList<>();
        /** The choice vector of every path, in the order the paths ended. */
        final List<int[]> ends = new ArrayList<>();
        int count;
        int cut;
        int assumed;
        int notWritten;
        long completionNanos;
        long executionNanos;

        void numberInSearchOrder() {
            renumber(this);
        }

        Paths(Completion completion, Execution execution) {
            this.completion = completion;
            this.execution = execution;
        }

        /** Each path's trace: its run on the JVM is checked against it. */
        @Override
        public boolean needsTrace() {
            return true;
        }

        @Override
        public void pathEnded(PathEnd path) {
            if (!path.isPath()) {
                return;
            }
            PathEnd end = path.atItsInput(); // a POSE path: the input its model picks, with that input's aliasing
            int number = ++count;
            ends.add(end.choices());
            if (end.outcome() == Outcome.ASSUME_FAILED) {
                assumed++;
                return;
            }
            if (end.outcome() != Outcome.NORMAL && end.outcome() != Outcome.EXCEPTION) {
                cut++;
                return;
            }
            if (tests.size() >= maxTests) {
                notWritten++;
                return;
            }
            String hashed = identityHashBranchedOn(end);
            if (hashed != null) {
                uncompletable.add(new Skipped(number, "its path depends on the identity hash code of " + hashed
                        + ", which the JVM chooses and no test can", end.input().toString()));
                return;
            }
            String collection = jdkCollectionIn(end.input());
            if (collection != null) {
                uncompletable.add(new Skipped(number, "its input holds a JDK collection as an input of its contents ("
                        + collection + "), which testgen does not build through the collection's API yet",
                        end.input().toString()));
                return;
            }
            long t0 = System.nanoTime();
            Completion.Result c = completion.complete(end);
            completionNanos += System.nanoTime() - t0;
            if (!c.completed()) {
                uncompletable.add(new Skipped(number, c.uncompletable(), end.input().toString()));
                return;
            }
            long t1 = System.nanoTime();
            Execution.Result r;
            try {
                r = execution.run(c.input(), end);
            } catch (UnbuildableInput e) {
                uncompletable.add(new Skipped(number, e.getMessage(), c.input().describe("    ")));
                return;
            } finally {
                executionNanos += System.nanoTime() - t1;
            }
            if (r.divergence() != null) {
                // the run left its path: once more with values beyond the JDK's box caches
                long t2 = System.nanoTime();
                Completion.Result again = completion.complete(end, Completion.Values.UNCACHED);
                completionNanos += System.nanoTime() - t2;
                if (again.completed()) {
                    long t3 = System.nanoTime();
                    Execution.Result second = execution.run(again.input(), end);
                    executionNanos += System.nanoTime() - t3;
                    if (second.divergence() == null) {
                        c = again;
                        r = second;
                    }
                }
            }
            if (r.repOKFailure() != null) {
                repOKFailures.add(new Skipped(number, r.repOKFailure(), c.input().describe("    ")));
            } else if (r.divergence() != null) {
                divergent.add(new Skipped(number, r.divergence(), c.input().describe("    ")));
            } else {
                tests.add(new PathTest(number, end, c.input(), r.builder().writes(), r.observation()));
            }
        }
    }

    /**
     * The object whose identity hash code the path condition constrains ({@link bliss.spf.vm.InputIdentity}: an input
     * object, an object a static initializer made), or null: a test would take its path only when the JVM happened
     * to give the object such a hash.
     */
    /**
     * @return the place of the first JDK collection the input holds as an input of its contents
     *         ({@code X.counts}, docs/engine.md), or null when it holds none
     */
    private static String jdkCollectionIn(bliss.spf.explore.PartialStructure input) {
        for (bliss.spf.explore.PartialStructure.Node n : input.nodes()) {
            for (bliss.layout.FieldShape f : n.shape().fields()) {
                if (n.value(f) instanceof bliss.spf.explore.PartialStructure.Contents) {
                    return n.name() + "." + f.name();
                }
            }
        }
        for (bliss.spf.explore.PartialStructure.Value v : input.values()) {
            for (var e : v.fields().entrySet()) {
                if (e.getValue() instanceof bliss.spf.explore.PartialStructure.Contents) {
                    return v.name() + "." + e.getKey().name();
                }
            }
        }
        return null;
    }

    private static String identityHashBranchedOn(PathEnd end) {
        String[] found = {null};
        end.pathCondition().forEach(e -> e.forEachVar(v -> {
            if (found[0] == null) {
                found[0] = bliss.spf.vm.IdentityVariable.ownerOf(v);
            }
        }));
        return found[0];
    }

    /**
     * Numbers the paths as one depth-first search meets them (the order of their choice vectors), whatever order
     * parallel workers ended them in, and sorts the tests and the skipped paths by that number: the tests of a run
     * with several threads are those of a run with one, with the same names. (With one thread and the default search
     * order the numbers do not change.)
     */
    private void renumber(Paths p) {
        Integer[] order = new Integer[p.ends.size()];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        java.util.Arrays.sort(order, (a, b) -> java.util.Arrays.compare(p.ends.get(a), p.ends.get(b)));
        int[] number = new int[order.length + 1]; // arrival number -> search-order number
        for (int rank = 0; rank < order.length; rank++) {
            number[order[rank] + 1] = rank + 1;
        }
        List<PathTest> tests = new ArrayList<>();
        for (PathTest t : p.tests) {
            tests.add(new PathTest(number[t.number()], t.end(), t.input(), t.writes(), t.observation()));
        }
        tests.sort(java.util.Comparator.comparingInt(PathTest::number));
        p.tests.clear();
        p.tests.addAll(tests);
        for (List<Skipped> list : List.of(p.uncompletable, p.repOKFailures, p.divergent)) {
            List<Skipped> renumbered = new ArrayList<>();
            for (Skipped k : list) {
                renumbered.add(new Skipped(number[k.path()], k.reason(), k.input()));
            }
            renumbered.sort(java.util.Comparator.comparingInt(Skipped::path));
            list.clear();
            list.addAll(renumbered);
        }
    }

    /**
     * The methods under test, as {@code internal/ClassName.method}: the analysed method, or the methods of the classes
     * under test the driver called (repOK only when it is the analysed method).
     */
    private Set<String> entries(ClassLayout layout, List<PathTest> tests) {
        Set<String> out = new LinkedHashSet<>();
        String header = layout.header().name();
        if (driverClass == null) {
            out.add(header + "." + method);
            return out;
        }
        for (PathTest t : tests) {
            for (Observation.ObservedCall c : t.observation().calls()) {
                String name = c.method().getName();
                if (name.equals(method) || !name.equals("repOK") && !name.equals("repOKHybrid")) {
                    out.add(c.method().getDeclaringClass().getName().replace('.', '/') + "." + name);
                }
            }
        }
        if (out.isEmpty()) {
            out.add(header + "." + method);
        }
        return out;
    }

    /** repOK() is the specification every test checks. */
    private static void requireRepOK(Class<?> header) {
        try {
            if (Execution.findMethod(header, "repOK").getReturnType() == boolean.class) {
                return;
            }
        } catch (NoSuchMethodException e) {
            // reported below
        }
        throw new UserError(header.getName() + " declares no boolean repOK(): bliss testgen checks every input "
                + "with it");
    }

    /** Whether an object of a layout class may be stored in a field of a declared type, by the user's classes. */
    static java.util.function.BiPredicate<ClassShape, String> assignability(ClassLoader loader) {
        return (c, declared) -> {
            try {
                Class<?> t = Class.forName(declared.replace('/', '.'), false, loader);
                Class<?> k = Class.forName(c.javaName(), false, loader);
                return t.isAssignableFrom(k);
            } catch (ClassNotFoundException | LinkageError e) {
                return false;
            }
        };
    }

    /**
     * Compiles the reports' test classes and runs them (with JaCoCo coverage of the classes under test when asked).
     *
     * @param classpath the class under test and its drivers (the symbolic-inputs API is added)
     * @param classes   where the compiled tests go
     */
    public static TestRunner.Outcome compileAndRun(List<Report> reports, List<Path> classpath, Path classes,
                                                   boolean coverage) {
        List<Path> sources = new ArrayList<>();
        List<String> names = new ArrayList<>();
        Set<String> covered = new LinkedHashSet<>();
        for (Report r : reports) {
            sources.add(r.file());
            names.add(r.testClass());
            covered.addAll(r.classesUnderTest());
        }
        List<Path> cp = withSymbolic(classpath);
        TestRunner.compile(sources, cp, classes);
        return TestRunner.run(classes, cp, names, coverage ? covered::contains : null);
    }

    /**
     * The mutation analysis of the reports' tests, compiled by {@link #compileAndRun} into {@code classes}: PIT
     * mutates the classes under test and runs the tests against each mutant ({@link MutationAnalysis}).
     *
     * @param work where PIT's report and log go
     */
    public static MutationAnalysis.Result mutate(List<Report> reports, List<Path> classpath, Path classes,
                                                 List<Path> sourcepath, Path work) {
        Set<String> covered = new LinkedHashSet<>();
        List<String> names = new ArrayList<>();
        Set<String> jvmOptions = new LinkedHashSet<>();
        for (Report r : reports) {
            covered.addAll(r.classesUnderTest());
            names.add(r.testClass());
            jvmOptions.addAll(r.jvmOptions());
        }
        return MutationAnalysis.run(covered, names, withSymbolic(classpath), classes, sourcepath, work,
                Math.max(1, Runtime.getRuntime().availableProcessors()), true, Set.of(), List.copyOf(jvmOptions));
    }

    /** The class path with the symbolic-inputs API, which a test that runs its driver needs. */
    static List<Path> withSymbolic(List<Path> classpath) {
        List<Path> cp = new ArrayList<>(classpath);
        Path symbolic = TestRunner.locationOf(bliss.symbolic.Symbolic.class);
        if (!cp.contains(symbolic)) {
            cp.add(symbolic);
        }
        return cp;
    }
}
