package bliss.spf.testgen;

import bliss.UserError;
import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.AnalysisSpec;
import bliss.spf.analysis.TechniqueSettings;
import bliss.spf.explore.Limits;
import bliss.subjects.Subjects;
import bliss.target.TargetClass;

import java.io.InputStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The measurement behind docs/results/2026-11-24-testgen.md: {@code bliss testgen} with
 * {@code --coverage} on every bundled subject method at the given scopes (testgen's default technique: bliss, or pli
 * for a class without a JML invariant), one Markdown row per (method, scope); then,
 * per class, every method's tests at the largest scope its analysis finished at (the scope it stopped at when none;
 * a method whose analysis hit the time limit is not tried at larger scopes) run together, with the class's coverage and every line whose
 * branches stay uncovered, with its source.
 *
 * <pre>
 * java -cp "$(cat tools/target/classpath.txt)" bliss.spf.testgen.TestgenTable \
 *     FROM TO MAX_TESTS TIMEOUT_SECONDS OUT.md [Subject ...]  (in that order)
 * </pre>
 */
public final class TestgenTable {

    private TestgenTable() {
    }

    public static void main(String[] args) throws Exception {
        int from = Integer.parseInt(args[0]);
        int to = Integer.parseInt(args[1]);
        int maxTests = Integer.parseInt(args[2]);
        long timeout = Long.parseLong(args[3]);
        Path outFile = Path.of(args[4]);
        Set<String> only = new LinkedHashSet<>(List.of(args).subList(5, args.length));
        Path work = Files.createTempDirectory("bliss-testgen-table");
        Path bounds = work.resolve("bounds");
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        StringBuilder rows = new StringBuilder();
        StringBuilder classes = new StringBuilder();
        rows.append("| method | scope | paths | tests | valid inputs | uncompletable | method branches | method lines "
                + "| class branches | class lines | passed | time (cpu) |\n");
        rows.append("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
        List<Subjects.Subject> subjects = only.isEmpty() ? Subjects.ALL
                : only.stream().map(n -> Subjects.byName(n).orElseThrow(() -> new IllegalArgumentException(n)))
                .toList();
        for (Subjects.Subject s : subjects) {
            List<TestGeneration.Report> largest = new ArrayList<>();
            int classScope = from;
            for (Subjects.Method m : s.methods()) {
                TestGeneration.Report last = null;
                for (int k = from; k <= to; k++) {
                    TargetClass target = TargetClass.resolve(s.name(), List.of(), List.of());
                    String technique = Completions.defaultTechnique(bliss.bounds.ClassSpec.of(target));
                    Analysis a = new Analysis(AnalysisSpec.of(target.name(), m.name()).withScope(k).withTechnique(technique)
                            .withSettings(TechniqueSettings.defaults().withBoundsDirectory(bounds))
                            .withLimits(new Limits(Limits.DEFAULT.maxDepth(), Limits.DEFAULT.stepLimit(),
                                    Limits.DEFAULT.preconditionSteps(), timeout * 1000))
                            .withDriver(s.driverClassName(), m.name()), target.loader());
                    long wall = System.nanoTime();
                    long cpu = threads.getCurrentThreadCpuTime();
                    TestGeneration.Report r;
                    try {
                        r = new TestGeneration(target, a, m.name(), s.driverClassName(), m.name(), technique, k)
                                .maxTests(maxTests).run(work.resolve("src-" + k));
                    } catch (UserError e) {
                        rows.append(String.format(Locale.ROOT, "| %s.%s | %d | %s |%n", s.name(), m.name(), k,
                                e.getMessage().replace("|", "\\|")));
                        System.out.print(rows.substring(rows.lastIndexOf("| " + s.name())));
                        break;
                    }
                    double seconds = (System.nanoTime() - wall) / 1e9;
                    double cpuSeconds = (threads.getCurrentThreadCpuTime() - cpu) / 1e9;
                    TestRunner.Outcome o = TestGeneration.compileAndRun(List.of(r),
                            List.of(TestRunner.locationOf(Subjects.class)), work.resolve("classes-" + s.name() + "-"
                                    + m.name() + "-" + k), true);
                    TestRunner.Counts mine = o.coverage().methods(r.methodsUnderTest());
                    TestRunner.Counts all = o.coverage().total();
                    int completed = r.validInputs() + r.repOKFailures().size();
                    String note = (r.analysis().partial() ? " (analysis stopped at " + timeout + " s)" : "")
                            + (r.notWritten() > 0 ? " (" + String.format(Locale.ROOT, "%,d", r.notWritten())
                            + " paths after the first " + maxTests + " tests not completed)" : "");
                    rows.append(String.format(Locale.ROOT,
                            "| %s.%s | %d | %,d | %,d | %s | %,d | %s | %s | %s | %s | %d/%d | %.1f s (%.1f s)%s |%n",
                            s.name(), m.name(), k, r.paths(), r.tests().size(),
                            completed == 0 ? "-" : percent(r.validInputs(), completed), r.uncompletable().size(),
                            percent(mine.branchesCovered(), mine.branches()),
                            percent(mine.linesCovered(), mine.lines()),
                            percent(all.branchesCovered(), all.branches()), percent(all.linesCovered(), all.lines()),
                            o.passed(), o.passed() + o.failed(), seconds, cpuSeconds, note));
                    System.out.print(rows.substring(rows.lastIndexOf("| " + s.name())));
                    Files.writeString(outFile, rows + classes.toString(), StandardCharsets.UTF_8);
                    if (last == null || !r.analysis().partial() || last.analysis().partial()) {
                        last = r; // the largest scope analysed to the end, if any
                        classScope = Math.max(classScope, k);
                    }
                    if (r.analysis().partial()) {
                        break; // a larger scope would stop at the same time limit
                    }
                }
                if (last != null) {
                    largest.add(last);
                }
            }
            if (largest.isEmpty()) {
                continue;
            }
            TestRunner.Outcome o = TestGeneration.compileAndRun(largest, List.of(TestRunner.locationOf(Subjects.class)),
                    work.resolve("classes-" + s.name() + "-all"), true);
            TestRunner.Counts all = o.coverage().total();
            Set<String> underTest = new LinkedHashSet<>();
            largest.forEach(r -> underTest.addAll(r.methodsUnderTest()));
            TestRunner.Counts mine = o.coverage().methods(underTest);
            int sectionStart = classes.length();
            classes.append(String.format(Locale.ROOT, "%n### %s, every method's tests at the largest scope it finished (up to %d) "
                            + "together%n%n"
                            + "class: branches %s (%d/%d), lines %s (%d/%d); the methods under test and what they "
                            + "call: branches %s (%d/%d), lines %s (%d/%d); %d passed, %d failed%n%n",
                    s.name(), classScope, percent(all.branchesCovered(), all.branches()), all.branchesCovered(),
                    all.branches(), percent(all.linesCovered(), all.lines()), all.linesCovered(), all.lines(),
                    percent(mine.branchesCovered(), mine.branches()), mine.branchesCovered(), mine.branches(),
                    percent(mine.linesCovered(), mine.lines()), mine.linesCovered(), mine.lines(), o.passed(),
                    o.failed()));
            List<String> source = source(s.className());
            classes.append("| method | line | branches missed | source |\n|---|---:|---:|---|\n");
            for (Coverage.Gap g : o.coverage().gaps(underTest)) {
                String text = g.line() <= source.size() ? source.get(g.line() - 1).trim() : "";
                classes.append(String.format(Locale.ROOT, "| %s.%s | %d | %d of %d | `%s` |%n",
                        g.className().substring(g.className().lastIndexOf('.') + 1), g.method(), g.line(),
                        g.missedBranches(), g.branches(), text.replace("|", "\\|")));
            }
            System.out.print(classes.substring(sectionStart));
            Files.writeString(outFile, rows + classes.toString(), StandardCharsets.UTF_8);
        }
        Files.writeString(outFile, rows + classes.toString(), StandardCharsets.UTF_8);
    }

    /** The lines of a bundled subject's source (it travels with its classes). */
    static List<String> source(String className) throws Exception {
        try (InputStream in = Subjects.class.getClassLoader()
                .getResourceAsStream(className.replace('.', '/') + ".java")) {
            return in == null ? List.of() : List.of(new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n"));
        }
    }

    static String percent(long part, long whole) {
        return whole == 0 ? "-" : String.format(Locale.ROOT, "%.1f%%", 100.0 * part / whole);
    }
}
