package bliss.bounds;

import bliss.UserError;
import bliss.layout.ClassLayout;
import bliss.layout.ClassShape;
import bliss.layout.FieldShape;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The text files of a bounds database entry: {@code bounds.txt} for people (paper Fig. 5 style, one tuple a line,
 * grouped by field), {@code pvars.txt} ({@code source field target variable}, the machine-readable bounds as
 * well: every tuple of the tight bounds is listed) and {@code problem.cnf} (DIMACS).
 */
final class BoundsFiles {

    static final String BOUNDS = "bounds.txt";
    static final String PVARS = "pvars.txt";
    static final String CNF = "problem.cnf";

    private BoundsFiles() {
    }

    /** The name of object {@code index} of class c: the header's simple name, or {@code N3}. */
    static String objectName(ClassLayout layout, ClassShape c, int index) {
        if (index < 0) {
            return "null";
        }
        if (!c.node()) {
            return c.simpleName();
        }
        return (layout.nodeClasses().size() > 1 ? c.simpleName() : "N") + index;
    }

    static void writeBounds(Path file, FieldBounds bounds) throws IOException {
        ClassLayout layout = bounds.layout();
        try (BufferedWriter w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            w.write("# Tight field bounds of " + layout.header().simpleName() + " at scope " + bounds.scope()
                    + ": every tuple some valid canonical structure uses.\n");
            for (FieldShape f : bounds.fields()) {
                ClassShape owner = layout.shape(f.owner()).orElseThrow();
                ClassShape target = layout.shape(f.target()).orElseThrow();
                w.write("\n# " + owner.simpleName() + "." + f.name() + " (" + bounds.tupleCount(f) + " tuples)\n");
                for (int s = 0; s < bounds.sources(f); s++) {
                    for (int t = 0; t < (target.node() ? bounds.scope() : 1); t++) {
                        if (bounds.contains(f, s, t)) {
                            w.write(objectName(layout, owner, s) + "." + f.name() + " -> "
                                    + objectName(layout, target, t) + "\n");
                        }
                    }
                    if (bounds.nullAllowed(f, s)) {
                        w.write(objectName(layout, owner, s) + "." + f.name() + " -> null\n");
                    }
                }
            }
        }
    }

    static void writePvars(Path file, SatProblem problem, FieldBounds bounds) throws IOException {
        ClassLayout layout = bounds.layout();
        try (BufferedWriter w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            for (FieldShape f : bounds.fields()) {
                ClassShape owner = layout.shape(f.owner()).orElseThrow();
                ClassShape target = layout.shape(f.target()).orElseThrow();
                int targets = target.node() ? bounds.scope() : 1;
                for (int s = 0; s < bounds.sources(f); s++) {
                    for (int t = -1; t < targets; t++) {
                        if (bounds.contains(f, s, t)) {
                            int v = problem.pvar(f, s, t);
                            w.write(objectName(layout, owner, s) + " " + f.name() + " "
                                    + objectName(layout, target, t) + " "
                                    + (v == SatProblem.FIXED_TRUE ? "true" : Integer.toString(v)) + "\n");
                        }
                    }
                }
            }
        }
    }

    static void writeCnf(Path file, SatProblem problem) throws IOException {
        try (BufferedWriter w = Files.newBufferedWriter(file, StandardCharsets.US_ASCII)) {
            w.write("p cnf " + problem.variables() + " " + problem.clauses().length + "\n");
            StringBuilder line = new StringBuilder();
            for (int[] c : problem.clauses()) {
                line.setLength(0);
                for (int l : c) {
                    line.append(l).append(' ');
                }
                line.append("0\n");
                w.write(line.toString());
            }
        }
    }

    /** Reads pvars.txt and problem.cnf back: the tight bounds and the problem. */
    static BoundsComputation.Computed read(Path dir, ClassLayout layout, int scope) throws IOException {
        Map<String, ClassShape> sources = new LinkedHashMap<>();
        Map<FieldShape, long[]> rows = FieldBounds.full(layout, scope).copyRows();
        Map<FieldShape, int[][]> pvars = new LinkedHashMap<>();
        for (Map.Entry<FieldShape, long[]> e : rows.entrySet()) {
            java.util.Arrays.fill(e.getValue(), 0L);
            ClassShape target = layout.shape(e.getKey().target()).orElseThrow();
            pvars.put(e.getKey(), new int[e.getValue().length][(target.node() ? scope : 1) + 1]);
        }
        for (ClassShape c : layout.classes()) {
            for (int i = 0; i < (c.node() ? scope : 1); i++) {
                sources.put(objectName(layout, c, i), c);
            }
        }
        int lineNo = 0;
        for (String line : Files.readAllLines(dir.resolve(PVARS), StandardCharsets.UTF_8)) {
            lineNo++;
            String[] p = line.trim().split("\\s+");
            if (p.length != 4 || !sources.containsKey(p[0])) {
                throw corrupt(dir, PVARS, lineNo);
            }
            ClassShape owner = sources.get(p[0]);
            FieldShape f = owner.field(p[1]).orElseThrow(() -> corrupt(dir, PVARS, 0));
            ClassShape target = layout.shape(f.target()).orElseThrow();
            int s = index(p[0], owner);
            int t = p[2].equals("null") ? -1 : index(p[2], target);
            rows.get(f)[s] |= 1L << (t < 0 ? FieldBounds.NULL_BIT : t);
            pvars.get(f)[s][t + 1] = p[3].equals("true") ? SatProblem.FIXED_TRUE : Integer.parseInt(p[3]);
        }
        byte[] cnf = Files.readAllBytes(dir.resolve(CNF));
        int headerEnd = 0;
        while (headerEnd < cnf.length && cnf[headerEnd] != '\n') {
            headerEnd++;
        }
        String[] header = new String(cnf, 0, headerEnd, StandardCharsets.US_ASCII).trim().split("\\s+");
        if (header.length != 4 || !header[0].equals("p") || !header[1].equals("cnf")) {
            throw corrupt(dir, CNF, 1);
        }
        int variables = Integer.parseInt(header[2]);
        List<int[]> clauses = new ArrayList<>(Integer.parseInt(header[3]));
        int line = 2; // the line being read: the header is line 1
        int[] literals = new int[16];
        int n = 0;
        for (int i = headerEnd + 1; i < cnf.length; ) { // one clause per line, "l1 l2 ... 0", read without a regex
            byte b = cnf[i];
            if (b == '\n') {
                line++;
                if (n > 0) {
                    if (literals[n - 1] != 0) {
                        throw corrupt(dir, CNF, line - 1);
                    }
                    clauses.add(java.util.Arrays.copyOf(literals, n - 1));
                    n = 0;
                }
                i++;
            } else if (b == ' ' || b == '\t' || b == '\r') {
                i++;
            } else {
                boolean negative = b == '-';
                int j = negative ? i + 1 : i;
                long v = 0;
                int start = j;
                while (j < cnf.length && cnf[j] >= '0' && cnf[j] <= '9' && v <= Integer.MAX_VALUE) {
                    v = v * 10 + (cnf[j++] - '0');
                }
                if (j == start || v > Integer.MAX_VALUE
                        || j < cnf.length && cnf[j] != ' ' && cnf[j] != '\n' && cnf[j] != '\r' && cnf[j] != '\t') {
                    throw corrupt(dir, CNF, line);
                }
                if (n == literals.length) {
                    literals = java.util.Arrays.copyOf(literals, 2 * n);
                }
                literals[n++] = (int) (negative ? -v : v);
                i = j;
            }
        }
        if (n > 0) {
            if (literals[n - 1] != 0) {
                throw corrupt(dir, CNF, line);
            }
            clauses.add(java.util.Arrays.copyOf(literals, n - 1));
        }
        FieldBounds bounds = new FieldBounds(scope, layout, rows);
        return new BoundsComputation.Computed(bounds, new SatProblem(variables, clauses, pvars), 0, 0, 0);
    }

    private static int index(String name, ClassShape c) {
        if (!c.node()) {
            return 0;
        }
        return Integer.parseInt(name.replaceFirst("^\\D+", ""));
    }

    private static UserError corrupt(Path dir, String file, int line) {
        return new UserError("corrupt bounds database entry " + dir.resolve(file) + (line > 0 ? ":" + line : "")
                + "; delete it or run 'bliss bounds --force'");
    }
}
