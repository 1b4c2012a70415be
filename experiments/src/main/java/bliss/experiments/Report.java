package bliss.experiments;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * {@code tables.md}: our cells in the paper's layout, the paper's number beside each of ours. Tables I-VII (time
 * and speedup per class), Table VIII (methods by maximum speedup), Table IX (collected structures by technique)
 * and Table X (LI against BLISS at the largest scope both reached).
 */
public final class Report {

    private final List<CellResult> cells;
    private final PaperTables paper;
    private final Map<String, MethodRuns> methods = new LinkedHashMap<>();

    public Report(List<CellResult> cells, PaperTables paper) {
        this.cells = List.copyOf(cells);
        this.paper = paper;
        // paper order first, then any other method in the order of the cells
        for (PaperLayout t : PaperLayout.TIME_TABLES) {
            for (String m : t.methods()) {
                addIfMeasured(t.className(), m);
            }
        }
        for (CellResult c : cells) {
            addIfMeasured(c.key().className(), c.key().method());
        }
    }

    private void addIfMeasured(String className, String method) {
        String id = className + "." + method;
        if (!methods.containsKey(id) && cells.stream().anyMatch(c -> c.key().methodId().equals(id))) {
            methods.put(id, new MethodRuns(className, method, cells));
        }
    }

    /** The measured methods, paper order first. */
    public List<MethodRuns> methods() {
        return List.copyOf(methods.values());
    }

    /**
     * The whole report.
     *
     * @param preamble lines about the run (settings, machine) printed under the title; may be empty
     */
    public String markdown(List<String> preamble) {
        return markdown(preamble, List.of());
    }

    /**
     * The whole report, ending with the plots.
     *
     * @param plots the plots' paths relative to the report, one per method
     */
    public String markdown(List<String> preamble, List<String> plots) {
        StringBuilder sb = new StringBuilder("# Experiment results\n\n");
        preamble.forEach(l -> sb.append(l).append('\n'));
        if (!preamble.isEmpty()) {
            sb.append('\n');
        }
        sb.append("Times are the analyses' own wall times, mm:ss as in the paper (tenths of a second below ten "
                + "seconds); the paper's number follows in parentheses. TO: time limit; OOM: heap exhausted; ERR: "
                + "the analysis failed (see Errors). An empty cell was not run: a smaller scope of the same "
                + "method and technique ended TO, OOM or ERR, as the paper leaves them empty. Speedup: LI's time "
                + "over the best of BLI, RBLI, BLISS and BLISSDB, truncated as the paper prints it; ∞ where LI ran "
                + "out of memory; >N where LI timed out (its time limit over the best time).\n\n");
        for (PaperLayout t : PaperLayout.TIME_TABLES) {
            List<MethodRuns> rows = t.methods().stream().map(m -> methods.get(t.className() + "." + m))
                    .filter(r -> r != null).toList();
            if (!rows.isEmpty()) {
                timeTable(sb, t.title(), rows);
            }
        }
        List<MethodRuns> others = methods.values().stream()
                .filter(r -> PaperLayout.of(r.className(), r.method()).isEmpty()).toList();
        if (!others.isEmpty()) {
            timeTable(sb, "Other methods: analysis time and speedup", others);
        }
        tableVIII(sb);
        tableIX(sb);
        tableX(sb);
        satChecks(sb);
        errors(sb);
        if (!plots.isEmpty()) {
            sb.append("## Plots\n\nTime against scope, log scale; ours solid, the paper's dashed.\n\n");
            plots.forEach(p -> sb.append("![").append(p).append("](").append(p).append(")\n"));
        }
        return sb.toString();
    }

    private void timeTable(StringBuilder sb, String title, List<MethodRuns> rows) {
        SortedSet<Integer> scopes = new TreeSet<>();
        rows.forEach(r -> scopes.addAll(r.scopes()));
        sb.append("## ").append(title).append("\n\n");
        header(sb, List.of("Method", "Technique"), scopes);
        for (MethodRuns r : rows) {
            boolean first = true;
            for (Technique t : Technique.values()) {
                if (!r.techniques().contains(t)) {
                    continue;
                }
                List<String> line = new ArrayList<>(List.of(first ? r.method() : "", t.paper()));
                for (int k : scopes) {
                    String ours = r.cell(t, k).map(Report::time).orElse("");
                    String theirs = paper.time(r.className(), r.method(), t, k).map(e -> paperValue(e))
                            .orElse("");
                    line.add(beside(ours, theirs));
                }
                row(sb, line);
                first = false;
            }
            List<String> line = new ArrayList<>(List.of("", "Speedup"));
            for (int k : scopes) {
                String ours = r.speedupAt(k).map(Speedup::format).orElse("");
                String theirs = paper.speedup(r.className(), r.method(), k).map(e -> paperValue(e)).orElse("");
                line.add(beside(ours, theirs));
            }
            row(sb, line);
        }
        sb.append('\n');
    }

    private void tableVIII(StringBuilder sb) {
        sb.append("## Table VIII: methods by maximum speedup\n\n");
        sb.append("Infinite speedups are left out, as in the paper; ties are times within ")
                .append((int) (Speedup.TIE * 100)).append("% of the fastest.\n\n");
        row(sb, List.of("Method", "Best technique", "Speedup", "At scope", "Paper: best technique", "Paper: speedup"));
        row(sb, List.of("---", "---", "---:", "---:", "---", "---:"));
        List<MethodRuns> ranked = new ArrayList<>(methods.values());
        ranked.sort(Comparator.comparingDouble((MethodRuns r) -> r.maxSpeedup()
                .map(a -> a.speedup().ratio()).orElse(-1.0)).reversed());
        for (MethodRuns r : ranked) {
            Optional<MethodRuns.AtScope> best = r.maxSpeedup();
            Optional<PaperTables.Entry> p = paper.tableVIII(r.className(), r.method());
            row(sb, List.of(r.methodId(),
                    best.map(a -> techniques(a.speedup().fastest())).orElse("-"),
                    best.map(a -> a.speedup().format()).orElse("-"),
                    best.map(a -> Integer.toString(a.scope())).orElse("-"),
                    p.map(e -> e.technique().toUpperCase(Locale.ROOT)).orElse("-"),
                    p.map(e -> paperValue(e)).orElse("-")));
        }
        sb.append('\n');
    }

    private void tableIX(StringBuilder sb) {
        sb.append("## Table IX: collected structures by technique\n\n");
        sb.append("Distinct input structures of the paths that end normally; the paper's count (its Table IX, or "
                + "Table X at its largest scope) in parentheses.\n\n");
        for (MethodRuns r : methods.values()) {
            SortedSet<Integer> scopes = r.scopes();
            sb.append("### ").append(r.methodId()).append("\n\n");
            header(sb, List.of("Technique"), scopes);
            for (Technique t : Technique.values()) {
                if (!r.techniques().contains(t)) {
                    continue;
                }
                List<String> line = new ArrayList<>(List.of(t.paper()));
                for (int k : scopes) {
                    String ours = r.cell(t, k).map(c -> c.ok() && c.structures() != null
                            ? String.format(Locale.ROOT, "%,d", c.structures()) : c.ok() ? "-" : label(c))
                            .orElse("");
                    String theirs = paper.structures(r.className(), r.method(), t, k).map(e -> paperValue(e))
                            .orElse("");
                    line.add(beside(ours, theirs));
                }
                row(sb, line);
            }
            sb.append('\n');
        }
    }

    private void tableX(StringBuilder sb) {
        sb.append("## Table X: collected structures, LI against BLISS\n\n");
        sb.append("At the largest scope where both finished; the paper's own largest scope may differ.\n\n");
        row(sb, List.of("Method", "Scope", "#LI", "#BLISS", "Reduction", "Paper: scope", "Paper: #LI",
                "Paper: #BLISS", "Paper: reduction"));
        row(sb, List.of("---", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---:"));
        for (MethodRuns r : methods.values()) {
            Optional<MethodRuns.Reduction> red = r.reduction();
            List<PaperTables.Entry> p = paper.tableX(r.className(), r.method());
            Optional<PaperTables.Entry> pli = p.stream().filter(e -> e.technique().equals("li")).findFirst();
            Optional<PaperTables.Entry> pbl = p.stream().filter(e -> e.technique().equals("bliss")).findFirst();
            Optional<PaperTables.Entry> pred = p.stream().filter(e -> e.technique().equals("reduction")).findFirst();
            row(sb, List.of(r.methodId(),
                    red.map(x -> Integer.toString(x.scope())).orElse("-"),
                    red.map(x -> String.format(Locale.ROOT, "%,d", x.li())).orElse("-"),
                    red.map(x -> String.format(Locale.ROOT, "%,d", x.bliss())).orElse("-"),
                    red.map(x -> String.format(Locale.ROOT, "%.1f%%", x.percent())).orElse("-"),
                    pli.map(e -> Integer.toString(e.scope())).orElse("-"),
                    pli.map(e -> paperValue(e)).orElse("-"),
                    pbl.map(e -> paperValue(e)).orElse("-"),
                    pred.map(e -> paperValue(e)).orElse("-")));
        }
        sb.append('\n');
    }

    /**
     * Not in the paper: the SAT solver calls of BLISS and BLISSDB and how many of BLISSDB's questions its verdict cache
     * answered (hits / lookups). BLISSDB's cache is shared by the experiment's cells, so a scope's hits include the
     * verdicts stored by the smaller scopes and the earlier methods of the same class.
     */
    private void satChecks(StringBuilder sb) {
        List<MethodRuns> withSat = methods.values().stream()
                .filter(r -> r.techniques().contains(Technique.BLISS) || r.techniques().contains(Technique.BLISSDB))
                .toList();
        if (withSat.isEmpty()) {
            return;
        }
        sb.append("## SAT checks and verdict cache hits\n\n");
        sb.append("Not in the paper. SAT checks: questions that reached the SAT solver (BLISS answers some from the models "
                + "and cores of earlier answers, unless run with --no-answer-reuse). Cache: BLISSDB's questions "
                + "answered by the experiment's shared verdict cache, hits / lookups.\n\n");
        for (MethodRuns r : withSat) {
            SortedSet<Integer> scopes = r.scopes();
            sb.append("### ").append(r.methodId()).append("\n\n");
            header(sb, List.of("Technique", "Count"), scopes);
            for (Technique t : List.of(Technique.BLISS, Technique.BLISSDB)) {
                if (!r.techniques().contains(t)) {
                    continue;
                }
                List<String> line = new ArrayList<>(List.of(t.paper(), "SAT checks"));
                for (int k : scopes) {
                    line.add(r.cell(t, k).map(c -> !c.ok() ? label(c) : count(c.satChecks())).orElse(""));
                }
                row(sb, line);
                if (t.equals(Technique.BLISSDB)) {
                    line = new ArrayList<>(List.of(t.paper(), "cache hits / lookups"));
                    for (int k : scopes) {
                        line.add(r.cell(t, k).map(c -> !c.ok() ? label(c)
                                : count(c.cacheHits()) + " / " + count(c.cacheLookups())).orElse(""));
                    }
                    row(sb, line);
                }
            }
            sb.append('\n');
        }
    }

    private static String count(Long n) {
        return n == null ? "-" : String.format(Locale.ROOT, "%,d", n);
    }

    private void errors(StringBuilder sb) {
        List<CellResult> failed = cells.stream().filter(c -> c.status() == Status.ERROR).toList();
        if (failed.isEmpty()) {
            return;
        }
        sb.append("## Errors\n\n");
        // one line per distinct message and method, not per cell
        Map<String, List<CellResult>> byCause = new LinkedHashMap<>();
        for (CellResult c : failed) {
            byCause.computeIfAbsent(c.key().methodId() + " | " + c.note(), x -> new ArrayList<>()).add(c);
        }
        row(sb, List.of("Method", "Cells", "Message"));
        row(sb, List.of("---", "---", "---"));
        byCause.forEach((k, v) -> row(sb, List.of(v.get(0).key().methodId(),
                v.stream().map(c -> c.key().technique().cli() + " " + c.key().scope())
                        .collect(Collectors.joining(", ")),
                v.get(0).note())));
        sb.append('\n');
    }

    // ------------------------------------------------------------------------------------------------------------

    static String time(CellResult c) {
        return c.ok() && c.millis() != null ? Times.format(c.millis()) : label(c);
    }

    private static String label(CellResult c) {
        return c.status() == Status.ERROR ? "ERR" : c.status().label();
    }

    /** A paper value as the paper prints it (∞, thousands separators), with '?' when its reading is uncertain. */
    static String paperValue(PaperTables.Entry e) {
        String v = e.value();
        if (v.equals("inf")) {
            v = "∞";
        } else if (v.matches("\\d{4,}")) {
            v = String.format(Locale.ROOT, "%,d", Long.parseLong(v));
        } else if (v.matches(">*\\d+X")) {
            int gt = v.indexOf(v.replaceAll("^>*", ""));
            v = v.substring(0, gt) + String.format(Locale.ROOT, "%,d", Long.parseLong(v.substring(gt,
                    v.length() - 1))) + "X";
        }
        return e.certain() ? v : v + "?";
    }

    private static String beside(String ours, String theirs) {
        if (theirs.isEmpty()) {
            return ours;
        }
        return (ours.isEmpty() ? "–" : ours) + " (" + theirs + ")";
    }

    private static String techniques(Set<Technique> ts) {
        return ts.stream().sorted().map(Technique::paper).collect(Collectors.joining("/"));
    }

    private static void header(StringBuilder sb, List<String> first, SortedSet<Integer> scopes) {
        List<String> h = new ArrayList<>(first);
        scopes.forEach(k -> h.add(String.format(Locale.ROOT, "S%02d", k)));
        row(sb, h);
        List<String> rule = new ArrayList<>();
        first.forEach(x -> rule.add("---"));
        scopes.forEach(k -> rule.add("---:"));
        row(sb, rule);
    }

    private static void row(StringBuilder sb, List<String> cells) {
        sb.append("| ").append(String.join(" | ", cells)).append(" |\n");
    }
}
