package bliss.spf.testgen;

import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.AnalysisSpec;
import bliss.spf.analysis.TechniqueSettings;
import bliss.spf.explore.Limits;
import bliss.korat.SubjectFinitizations;
import bliss.realcode.drivers.RealCodeSubjects;
import bliss.subjects.Subjects;
import bliss.target.TargetClass;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The measurement of docs/testgen.md's mutation table (a program, not a test): for every bundled subject method (or
 * real-code subject method: {@link RealCodeSubjects}) at each scope, {@code bliss testgen} (testgen's default technique), the tests' JaCoCo line and branch coverage of the
 * methods under test and what they call (each method's tests alone), and PIT's mutants of the same methods, each
 * classified against the method's bounded-exhaustive suite at the same scope ({@link ExhaustiveSuite},
 * {@link MutantClasses}): killed by bliss's tests, missed (killed by the exhaustive suite only), not killable at the
 * scope, not reached by a valid input. One PIT run per class and scope over every method's tests of both suites, with
 * the full mutation matrix; a mutant counts for a method when one of that method's own tests fails on it. Then, per
 * class, every mutant of the largest scope that bliss's tests did not kill, with its class and its line's source.
 *
 * <pre>
 * java -cp ... bliss.spf.testgen.MutationTable FROM TO MAX_TESTS TIMEOUT_SECONDS MAX_EXHAUSTIVE OUT.md [Subject|Subject.method ...]
 * </pre>
 *
 * A subject is a bundled one's simple name or a real-code one's ({@code jdk.LinkedList}, {@code commons.TreeList});
 * {@code real-code} names them all; none: every bundled subject. A method testgen cannot run keeps its row, with why.
 *
 * MAX_EXHAUSTIVE: a method whose exhaustive suite would have more inputs gets none (its row says so, and it counts
 * in no score). A method whose analysis hit the time limit at a scope is not tried at larger ones.
 */
public final class MutationTable {

    private MutationTable() {
    }

    /** One method's tests at one scope, what they did, and its exhaustive suite. */
    private record Row(String method, int scope, TestGeneration.Report report, TestRunner.Counts coverage,
                       ExhaustiveSuite.Suite oracle) {
    }

    /**
     * A class the table measures: a bundled subject or a real-code subject (module real-code: the copies of OpenJDK's
     * and Commons' collections and our own classes, {@link RealCodeSubjects}), with its drivers and where its classes
     * and sources are.
     *
     * @param hints the finitization's int domains at a scope, for the exhaustive suite
     */
    private record Unit(String name, String className, String driverClass, List<String> methods,
                        List<Path> classpath, List<Path> sourcepath,
                        java.util.function.IntFunction<SubjectFinitizations.Hints> hints) {

        static Unit of(Subjects.Subject s) {
            return new Unit(s.name(), s.className(), s.driverClassName(),
                    s.methods().stream().map(Subjects.Method::name).toList(),
                    List.of(TestRunner.locationOf(Subjects.class)), List.of(),
                    k -> SubjectFinitizations.forSubject(s.name(), k));
        }

        /** A real-code subject: its classes from this program's class path, its sources from the module's build. */
        static Unit of(RealCodeSubjects.Subject s) {
            return new Unit(s.name(), s.className(), s.driverClass(), s.methods(),
                    List.of(TestRunner.locationOf(RealCodeSubjects.class),
                            TestRunner.locationOf(org.apache.commons.collections4.OrderedIterator.class)),
                    List.of(REAL_CODE_SOURCES, REAL_CODE_OWN_SOURCES),
                    k -> new SubjectFinitizations.Hints(List.of(), s.intDomains().apply(k).entrySet().stream()
                            .map(e -> new SubjectFinitizations.Domain(e.getKey(), e.getValue()[0],
                                    e.getValue()[1])).toList()));
        }

        TargetClass target() {
            return sourcepath.isEmpty() ? TargetClass.resolve(name, List.of(), List.of())
                    : TargetClass.resolve(className, classpath, sourcepath);
        }

        /** The lines of a class's source file (a nested class's: its outermost's), none when it is not found. */
        List<String> source(String javaName) {
            String outer = javaName.contains("$") ? javaName.substring(0, javaName.indexOf('$')) : javaName;
            try {
                for (Path dir : sourcepath) {
                    Path f = dir.resolve(outer.replace('.', '/') + ".java");
                    if (Files.isRegularFile(f)) {
                        return Files.readAllLines(f, StandardCharsets.UTF_8);
                    }
                }
                return TestgenTable.source(outer);
            } catch (Exception e) {
                return List.of();
            }
        }
    }

    /** The real-code copies' sources (the module's build writes them), from the project's root or a module's. */
    static final Path REAL_CODE_SOURCES = inProject("real-code/target/generated-sources/copies");
    static final Path REAL_CODE_OWN_SOURCES = inProject("real-code/src/main/java");

    private static Path inProject(String path) {
        Path here = Path.of(path);
        return Files.isDirectory(here) ? here : Path.of("..").resolve(path);
    }

    /**
     * The classes named on the command line ({@code Subject} or {@code Subject.method}; {@code real-code} for every
     * real-code subject), or every bundled subject.
     */
    private static List<Unit> units(Set<String> only) {
        if (only.isEmpty()) {
            return Subjects.ALL.stream().map(Unit::of).toList();
        }
        Map<String, Unit> out = new LinkedHashMap<>(); // by name: a subject named twice (two methods) runs once
        for (String n : only) {
            if (n.equals("real-code")) {
                RealCodeSubjects.ALL.forEach(s -> out.putIfAbsent(s.name(), Unit.of(s)));
                continue;
            }
            Optional<Unit> real = RealCodeSubjects.ALL.stream()
                    .filter(s -> n.equals(s.name()) || n.startsWith(s.name() + ".")).findFirst().map(Unit::of);
            String bundled = n.contains(".") ? n.substring(0, n.indexOf('.')) : n;
            Unit u = real.orElseGet(() -> Unit.of(Subjects.byName(bundled)
                    .orElseThrow(() -> new IllegalArgumentException("no subject " + n))));
            out.putIfAbsent(u.name(), u);
        }
        return List.copyOf(out.values());
    }

    public static void main(String[] args) throws Exception {
        int from = Integer.parseInt(args[0]);
        int to = Integer.parseInt(args[1]);
        int maxTests = Integer.parseInt(args[2]);
        long timeout = Long.parseLong(args[3]);
        int maxExhaustive = Integer.parseInt(args[4]);
        Path outFile = Path.of(args[5]);
        Set<String> only = new LinkedHashSet<>(List.of(args).subList(6, args.length));
        Path work = Files.createTempDirectory("bliss-mutation-table");
        Path bounds = work.resolve("bounds");
        StringBuilder rows = new StringBuilder("| method | scope | tests | lines | branches | mutants | killed "
                + "| exhaustive tests | missed | not killable | not reached | killable | score |\n"
                + "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
        StringBuilder survivors = new StringBuilder();
        // per scope: killed, killable, not killable, not reached, mutants (rows with a suite), killed only by bliss
        Map<Integer, long[]> totals = new java.util.TreeMap<>();
        for (Unit s : units(only)) {
            List<Path> classpath = s.classpath();
            Set<String> stopped = new LinkedHashSet<>();
            Map<String, List<String>> alive = new LinkedHashMap<>();
            int lastScope = from;
            for (int k = from; k <= to; k++) {
                int printed = rows.length();
                List<Row> scopeRows = new ArrayList<>();
                for (String m : s.methods()) {
                    if (stopped.contains(m) || !only.isEmpty() && !only.contains(s.name())
                            && !only.contains(s.name() + "." + m) && !only.contains("real-code")) {
                        continue;
                    }
                    TargetClass target = s.target();
                    String technique = Completions.defaultTechnique(bliss.bounds.ClassSpec.of(target));
                    TestGeneration.Report r;
                    Path src = work.resolve("src-" + s.name() + "-" + k);
                    try {
                        Analysis a = new Analysis(AnalysisSpec.of(target.name(), m).withScope(k)
                                .withTechnique(technique)
                                .withSettings(TechniqueSettings.defaults().withBoundsDirectory(bounds))
                                .withLimits(Limits.DEFAULT.withTimeoutMillis(timeout * 1000))
                                .withDriver(s.driverClass(), m), target.loader());
                        r = new TestGeneration(target, a, m, s.driverClass(), m, technique, k)
                                .maxTests(maxTests).run(src);
                    } catch (RuntimeException e) { // a UserError, an unsupported instruction, a failed run
                        // a method testgen cannot run keeps its row, with why
                        stopped.add(m);
                        String why = String.valueOf(e.getMessage()).lines().findFirst().orElse("")
                                .replace("|", "\\|");
                        rows.append(String.format(Locale.ROOT, "| %s.%s | %d | none: testgen: %s "
                                + "| - | - | - | - | - | - | - | - | - | - |%n", s.name(), m, k, why));
                        continue;
                    }
                    if (r.analysis().partial()) {
                        stopped.add(m); // a larger scope would stop at the same time limit
                    }
                    TestRunner.Outcome o = TestGeneration.compileAndRun(List.of(r), classpath,
                            work.resolve("classes-" + s.name() + "-" + m + "-" + k), true);
                    ExhaustiveSuite.Suite oracle;
                    try {
                        oracle = ExhaustiveSuite.write(target, s.hints().apply(k), r, s.driverClass(), m, k,
                                maxExhaustive, src);
                    } catch (IllegalStateException | IllegalArgumentException e) {
                        oracle = ExhaustiveSuite.Suite.none("the suite cannot be built: "
                                + String.valueOf(e.getMessage()).lines().findFirst().orElse(""));
                    }
                    scopeRows.add(new Row(m, k, r, o.coverage().methods(r.methodsUnderTest()), oracle));
                }
                if (scopeRows.isEmpty()) {
                    System.out.print(rows.substring(printed));
                    break;
                }
                lastScope = k;
                List<Path> sources = new ArrayList<>();
                List<String> testClasses = new ArrayList<>();
                Set<String> classesUnderTest = new LinkedHashSet<>();
                Set<String> jvmOptions = new LinkedHashSet<>();
                for (Row row : scopeRows) {
                    jvmOptions.addAll(row.report().jvmOptions());
                    sources.add(row.report().file());
                    testClasses.add(row.report().testClass());
                    classesUnderTest.addAll(row.report().classesUnderTest());
                    sources.addAll(row.oracle().files());
                }
                Path compiled = work.resolve("classes-" + s.name() + "-all-" + k);
                List<Path> cp = TestGeneration.withSymbolic(classpath);
                TestRunner.compile(sources, cp, compiled);
                MutationAnalysis.Result pit = MutationAnalysis.run(classesUnderTest, testClasses, cp, compiled,
                        List.of(), work.resolve("pit-" + s.name() + "-" + k),
                        Math.max(1, Runtime.getRuntime().availableProcessors()), true, Set.of(),
                        List.copyOf(jvmOptions));
                alive.clear();
                Map<String, List<String>> sourceOf = new java.util.HashMap<>();
                for (Row row : scopeRows) {
                    TestGeneration.Report r = row.report();
                    List<MutationAnalysis.Mutant> mutants = pit.of(r.methodsUnderTest());
                    ExhaustiveSuite.Suite oracle = row.oracle();
                    boolean measured = oracle.unmeasured() == null;
                    // a method with no mutant of its own (a push that only calls a constructor) needs no PIT run
                    Map<String, MutationAnalysis.Mutant> byOracle = measured && !mutants.isEmpty()
                            ? ExhaustiveSuite.mutate(oracle,
                            r.classesUnderTest(), r.methodsUnderTest(), pit.mutants(), cp, compiled,
                            work.resolve("pit-" + s.name() + "-" + row.method() + "-" + k), r.jvmOptions())
                            : Map.of();
                    MutantClasses c = measured ? MutantClasses.of(mutants, simple(r.testClass()), byOracle) : null;
                    long killed = mutants.stream().filter(x -> x.killedBy(simple(r.testClass()))).count();
                    TestRunner.Counts cov = row.coverage();
                    // a path with a valid input but no test (an uncompletable one is spurious: no valid input)
                    int unwritten = r.divergent().size() + r.repOKFailures().size();
                    String note = (r.analysis().partial() ? " (analysis stopped at " + timeout + " s)" : "")
                            + (r.notWritten() > 0 ? " (first " + maxTests + " tests)" : "")
                            + (unwritten > 0 ? " (" + unwritten + " paths without a test: " + r.divergent().size()
                            + " left their path on the JVM, " + r.repOKFailures().size() + " failed repOK)" : "");
                    rows.append(String.format(Locale.ROOT, "| %s.%s | %d | %,d%s | %s | %s | %d | %d | %s | %s | %s "
                                    + "| %s | %s | %s |%n",
                            s.name(), row.method(), row.scope(), r.tests().size(), note,
                            TestgenTable.percent(cov.linesCovered(), cov.lines()),
                            TestgenTable.percent(cov.branchesCovered(), cov.branches()),
                            mutants.size(), killed,
                            measured ? String.format(Locale.ROOT, "%,d", oracle.tests())
                                    + (oracle.failing() > 0 ? " (" + oracle.failing() + " failing)" : "")
                                    : "none: " + oracle.unmeasured(),
                            measured ? Integer.toString(c.missed().size()) : "-",
                            measured ? Integer.toString(c.notKillable().size()) : "-",
                            measured ? Integer.toString(c.notReached().size()) : "-",
                            measured ? Integer.toString(c.killable()) : "-",
                            measured ? c.score() : "-"));
                    if (measured) {
                        long[] t = totals.computeIfAbsent(k, x -> new long[6]);
                        t[0] += killed;
                        t[1] += c.killable();
                        t[2] += c.notKillable().size();
                        t[3] += c.notReached().size();
                        t[4] += mutants.size();
                        t[5] += c.killedOnlyByBliss();
                    }
                    String method = s.name() + "." + row.method();
                    List<String> lines = new ArrayList<>();
                    for (MutationAnalysis.Mutant x : mutants) {
                        MutantClasses.Kind kind = measured ? MutantClasses.kind(x, simple(r.testClass()), byOracle)
                                : x.killedBy(simple(r.testClass())) ? MutantClasses.Kind.KILLED : null;
                        if (kind == MutantClasses.Kind.KILLED) {
                            continue;
                        }
                        List<String> source = sourceOf.computeIfAbsent(x.className(), s::source);
                        String text = x.line() <= source.size() ? source.get(x.line() - 1).trim() : "";
                        lines.add(String.format(Locale.ROOT, "| %s | %s | %s:%d | %s | `%s` |%n",
                                kind == null ? "no oracle" : kind.text, method, x.methodName(), x.line(),
                                x.description().replaceAll(" for \\S+", ""), text.replace("|", "\\|")));
                    }
                    lines.sort(java.util.Comparator.comparing((String l) -> !l.startsWith("| missed")));
                    alive.put(method, lines);
                }
                System.out.print(rows.substring(printed));
                Files.writeString(outFile, rows + survivors.toString(), StandardCharsets.UTF_8);
            }
            int sectionStart = survivors.length();
            survivors.append(String.format(Locale.ROOT, "%n### %s: mutants bliss's tests did not kill, scope %d"
                    + "%n%n| class | method | line | mutator | source |%n|---|---|---:|---|---|%n", s.name(),
                    lastScope));
            alive.values().forEach(l -> l.forEach(survivors::append));
            System.out.print(survivors.substring(sectionStart));
            Files.writeString(outFile, rows + survivors.toString(), StandardCharsets.UTF_8);
        }
        totals.forEach((k, t) -> rows.append(String.format(Locale.ROOT, "%nScope %d (rows with an exhaustive suite): "
                        + "%d mutants; %d killable, %d of them killed by bliss's tests (%s); %d not killable at the "
                        + "scope, %d not reached by a valid input; %d killed by bliss's tests and not by the "
                        + "exhaustive suite%n", k, t[4], t[1], t[0], TestgenTable.percent(t[0], t[1]), t[2], t[3],
                t[5])));
        Files.writeString(outFile, rows + survivors.toString(), StandardCharsets.UTF_8);
    }

    private static String simple(String testClass) {
        return testClass.substring(testClass.lastIndexOf('.') + 1);
    }
}
