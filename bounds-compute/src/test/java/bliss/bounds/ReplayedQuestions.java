package bliss.bounds;

import bliss.layout.FieldShape;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * BLISS's SAT questions as edges, independent of CNF variable numbers: one line per question, {@code s} or {@code u}
 * (the answer the original CNF gave) and then the assumed edges {@code Owner.field:source:target} (target -1 for
 * null). A recording of {@link QuestionRecorder} ({@code -Dbliss.sat.record}, variable numbers of one CNF) is turned
 * into this form with {@link #main}, so that a stored stream survives changes of the encoding's numbering.
 *
 * <pre>
 * java -cp bounds-compute/target/test-classes:... bliss.bounds.ReplayedQuestions AvlTree 6 recorded.q out.txt
 * </pre>
 * (the entry is read from the bounds database under {@code $XDG_CACHE_HOME}).
 */
final class ReplayedQuestions {

    /** One question: the recorded answer and the assumptions as pvars of a problem. */
    record Question(boolean sat, int[] assumptions) {
    }

    private ReplayedQuestions() {
    }

    /** Converts a {@link QuestionRecorder} file of the entry (class, scope) into edge form. */
    public static void main(String[] args) throws IOException {
        ClassSpec spec = ClassSpec.of(bliss.target.TargetClass.resolve(args[0], List.of(), List.of()));
        SatProblem problem = BoundsDatabase.open(BoundsDatabase.defaultDirectory())
                .entry(spec, Integer.parseInt(args[1])).problem();
        Map<Integer, String> edgeOf = new HashMap<>();
        problem.pvars().forEach((field, rows) -> {
            for (int s = 0; s < rows.length; s++) {
                for (int t = 0; t < rows[s].length; t++) {
                    int v = rows[s][t];
                    if (v > 0 && v != SatProblem.FIXED_TRUE
                            && edgeOf.put(v, key(field) + ":" + s + ":" + (t - 1)) != null) {
                        throw new IllegalStateException("two tuples share variable " + v);
                    }
                }
            }
        });
        List<String> out = new ArrayList<>();
        for (QuestionReplay.Question q : QuestionReplay.read(Path.of(args[2]), problem)) {
            StringBuilder line = new StringBuilder(q.sat() ? "s" : "u");
            for (int a : q.assumptions()) {
                if (a != SatProblem.FIXED_TRUE) {
                    line.append(' ').append(edgeOf.get(a));
                }
            }
            out.add(line.toString());
        }
        Files.write(Path.of(args[3]), out);
    }

    /** Reads a stream in edge form against a problem; an edge outside its tight bounds becomes the literal 0. */
    static List<Question> read(List<String> lines, SatProblem problem) {
        Map<String, FieldShape> fields = new HashMap<>();
        problem.pvars().keySet().forEach(f -> fields.put(key(f), f));
        List<Question> out = new ArrayList<>();
        for (String line : lines) {
            if (line.isBlank()) {
                continue;
            }
            String[] tokens = line.trim().split(" ");
            int[] assumptions = new int[tokens.length - 1];
            for (int i = 1; i < tokens.length; i++) {
                String[] p = tokens[i].split(":");
                FieldShape f = fields.get(p[0]);
                if (f == null) {
                    throw new IllegalArgumentException("no field " + p[0] + " in " + fields.keySet());
                }
                assumptions[i - 1] = problem.pvar(f, Integer.parseInt(p[1]), Integer.parseInt(p[2]));
            }
            out.add(new Question(tokens[0].equals("s"), assumptions));
        }
        return out;
    }

    private static String key(FieldShape f) {
        String owner = f.owner();
        int cut = Math.max(owner.lastIndexOf('/'), Math.max(owner.lastIndexOf('.'), owner.lastIndexOf('$')));
        return owner.substring(cut + 1) + "." + f.name();
    }
}
