package bliss.bounds;

import bliss.layout.FieldShape;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * BLISS's SAT questions as edges, independent of CNF variable numbers: one line per question, {@code s} or {@code u}
 * (the answer the original CNF gave) and then the assumed edges {@code Owner.field:source:target} (target -1 for
 * null). A recording of {@link QuestionRecorder} ({@code bliss analyze --record-sat}, variable numbers of one CNF)
 * is turned into this form by the tools module's {@code bliss.bounds.QuestionEdges}, so that a stored stream survives
 * changes of the encoding's numbering.
 */
final class ReplayedQuestions {

    /** One question: the recorded answer and the assumptions as pvars of a problem. */
    record Question(boolean sat, int[] assumptions) {
    }

    private ReplayedQuestions() {
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

    /** {@code Owner.field}: a field as the edge form names it. */
    static String key(FieldShape f) {
        String owner = f.owner();
        int cut = Math.max(owner.lastIndexOf('/'), Math.max(owner.lastIndexOf('.'), owner.lastIndexOf('$')));
        return owner.substring(cut + 1) + "." + f.name();
    }
}
