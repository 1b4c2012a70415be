package bliss.bounds;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Turns a recording of {@code bliss analyze --record-sat} (variable numbers of one CNF) into a stored question stream
 * in edge form ({@code ReplayedQuestions}, bounds-compute's test sources), which survives changes of the encoding's
 * numbering (docs/sat.md, "Recorded question streams"). The entry is read from the bounds database under
 * {@code $XDG_CACHE_HOME}.
 *
 * <pre>java -cp "$(cat tools/target/classpath.txt)" bliss.bounds.QuestionEdges AvlTree 6 recorded.q out.txt</pre>
 */
public final class QuestionEdges {

    private QuestionEdges() {
    }

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
                            && edgeOf.put(v, ReplayedQuestions.key(field) + ":" + s + ":" + (t - 1)) != null) {
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
}
