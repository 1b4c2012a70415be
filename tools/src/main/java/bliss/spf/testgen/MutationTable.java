package bliss.spf.testgen;

import bliss.UserError;
import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.AnalysisSpec;
import bliss.spf.analysis.TechniqueSettings;
import bliss.spf.explore.Limits;
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
import java.util.Set;

/**
 * The measurement of docs/testgen.md's mutation table (a program in the test sources, not a test): for every bundled
 * subject method at each scope, {@code bliss testgen} (testgen's default technique), the tests' JaCoCo line and branch
 * coverage of the methods under test and what they call (each method's tests alone), and PIT's mutation score over
 * the same methods: one PIT run per class and scope over every method's tests, with the full mutation matrix, a
 * mutant counted killed for a method when one of that method's own tests fails on it. Then, per class, every mutant
 * of the largest scope that the method's tests did not kill, with its line's source, to be explained.
 *
 * <pre>
 * java -cp ... bliss.spf.testgen.MutationTable FROM TO MAX_TESTS TIMEOUT_SECONDS OUT.md [Subject ...]
 * </pre>
 *
 * A method whose analysis hit the time limit at a scope is not tried at larger ones.
 */
public final class MutationTable {

    private MutationTable() {
    }

    /** One method's tests at one scope, and what they did. */
    private record Row(Subjects.Method method, int scope, TestGeneration.Report report, TestRunner.Counts coverage) {
    }

    public static void main(String[] args) throws Exception {
        int from = Integer.parseInt(args[0]);
        int to = Integer.parseInt(args[1]);
        int maxTests = Integer.parseInt(args[2]);
        long timeout = Long.parseLong(args[3]);
        Path outFile = Path.of(args[4]);
        Set<String> only = new LinkedHashSet<>(List.of(args).subList(5, args.length));
        Path work = Files.createTempDirectory("bliss-mutation-table");
        Path bounds = work.resolve("bounds");
        List<Path> classpath = List.of(TestRunner.locationOf(Subjects.class));
        StringBuilder rows = new StringBuilder("| method | scope | tests | lines | branches | mutants | killed "
                + "| mutation score |\n|---|---:|---:|---:|---:|---:|---:|---:|\n");
        StringBuilder survivors = new StringBuilder();
        List<Subjects.Subject> subjects = only.isEmpty() ? Subjects.ALL
                : only.stream().map(n -> Subjects.byName(n).orElseThrow(() -> new IllegalArgumentException(n)))
                .toList();
        long[] total = new long[2]; // killed, mutants: every row
        for (Subjects.Subject s : subjects) {
            Set<String> stopped = new LinkedHashSet<>();
            Map<String, List<MutationAnalysis.Mutant>> alive = new LinkedHashMap<>();
            int lastScope = from;
            for (int k = from; k <= to; k++) {
                int printed = rows.length();
                List<Row> scopeRows = new ArrayList<>();
                for (Subjects.Method m : s.methods()) {
                    if (stopped.contains(m.name())) {
                        continue;
                    }
                    TargetClass target = TargetClass.resolve(s.name(), List.of(), List.of());
                    String technique = Completions.defaultTechnique(bliss.bounds.ClassSpec.of(target));
                    Analysis a = new Analysis(AnalysisSpec.of(target.name(), m.name()).withScope(k)
                            .withTechnique(technique)
                            .withSettings(TechniqueSettings.defaults().withBoundsDirectory(bounds))
                            .withLimits(Limits.DEFAULT.withTimeoutMillis(timeout * 1000))
                            .withDriver(s.driverClassName(), m.name()), target.loader());
                    TestGeneration.Report r;
                    try {
                        r = new TestGeneration(target, a, m.name(), s.driverClassName(), m.name(), technique, k)
                                .maxTests(maxTests).run(work.resolve("src-" + s.name() + "-" + k));
                    } catch (UserError e) {
                        stopped.add(m.name());
                        continue;
                    }
                    if (r.analysis().partial()) {
                        stopped.add(m.name()); // a larger scope would stop at the same time limit
                    }
                    TestRunner.Outcome o = TestGeneration.compileAndRun(List.of(r), classpath,
                            work.resolve("classes-" + s.name() + "-" + m.name() + "-" + k), true);
                    scopeRows.add(new Row(m, k, r, o.coverage().methods(r.methodsUnderTest())));
                }
                if (scopeRows.isEmpty()) {
                    break;
                }
                lastScope = k;
                List<TestGeneration.Report> reports = scopeRows.stream().map(Row::report).toList();
                Path compiled = work.resolve("classes-" + s.name() + "-all-" + k);
                TestGeneration.compileAndRun(reports, classpath, compiled, false);
                MutationAnalysis.Result pit = TestGeneration.mutate(reports, classpath, compiled,
                        List.of(), work.resolve("pit-" + s.name() + "-" + k));
                alive.clear();
                for (Row row : scopeRows) {
                    TestGeneration.Report r = row.report();
                    String testClass = r.testClass().substring(r.testClass().lastIndexOf('.') + 1);
                    List<MutationAnalysis.Mutant> mutants = pit.of(r.methodsUnderTest());
                    long killed = mutants.stream().filter(x -> x.killedBy(testClass)).count();
                    total[0] += killed;
                    total[1] += mutants.size();
                    alive.put(s.name() + "." + row.method().name(),
                            mutants.stream().filter(x -> !x.killedBy(testClass)).toList());
                    TestRunner.Counts c = row.coverage();
                    String note = (r.analysis().partial() ? " (analysis stopped at " + timeout + " s)" : "")
                            + (r.notWritten() > 0 ? " (first " + maxTests + " tests)" : "");
                    rows.append(String.format(Locale.ROOT, "| %s.%s | %d | %,d%s | %s | %s | %d | %d | %s |%n",
                            s.name(), row.method().name(), row.scope(), r.tests().size(), note,
                            TestgenTable.percent(c.linesCovered(), c.lines()),
                            TestgenTable.percent(c.branchesCovered(), c.branches()),
                            mutants.size(), killed, TestgenTable.percent(killed, mutants.size())));
                }
                System.out.print(rows.substring(printed));
                Files.writeString(outFile, rows + survivors.toString(), StandardCharsets.UTF_8);
            }
            List<String> source = TestgenTable.source(s.className());
            int sectionStart = survivors.length();
            survivors.append(String.format(Locale.ROOT, "%n### %s: mutants its methods' tests did not kill, scope %d"
                    + "%n%n| method | line | mutator | source |%n|---|---:|---|---|%n", s.name(), lastScope));
            alive.forEach((method, mutants) -> {
                for (MutationAnalysis.Mutant x : mutants) {
                    String text = x.className().startsWith(s.className()) && x.line() <= source.size()
                            ? source.get(x.line() - 1).trim() : "";
                    survivors.append(String.format(Locale.ROOT, "| %s | %s:%d | %s (%s) | `%s` |%n", method,
                            x.methodName(), x.line(), x.description().replaceAll(" for \\S+", ""),
                            x.status().toLowerCase(Locale.ROOT).replace('_', ' '), text.replace("|", "\\|")));
                }
            });
            System.out.print(survivors.substring(sectionStart));
            Files.writeString(outFile, rows + survivors.toString(), StandardCharsets.UTF_8);
        }
        rows.append(String.format(Locale.ROOT, "%nTotal: %d of %d mutants killed (%s)%n", total[0], total[1],
                TestgenTable.percent(total[0], total[1])));
        Files.writeString(outFile, rows + survivors.toString(), StandardCharsets.UTF_8);
    }
}
