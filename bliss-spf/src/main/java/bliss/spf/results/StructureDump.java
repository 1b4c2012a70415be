package bliss.spf.results;

import bliss.spf.explore.PathEnd;

import java.nio.file.Path;

/**
 * Writes each collected structure to a directory: {@code structure-NNNN.txt} (the shape, which input object each
 * node is, and for each path that ended with it the path condition and its input completed to a valid, fully concrete
 * one, each value with where it comes from) and {@code structure-NNNN.dot} (Graphviz), plus {@code summary.json}.
 */
public final class StructureDump {

    /** Completes a path's input to a concrete one ({@code bliss.spf.testgen} provides it). */
    public interface ConcreteInputs {

        /**
         * @return the completed input as indented lines, one per field and driver value with its origin; or a line
         *         saying why there is none (no valid input follows the path)
         */
        String describe(PathEnd end);
    }

    private StructureDump() {
    }

    /** The kind of output a dump's folder is marked with ({@link OutputFolder}). */
    public static final String KIND = "bliss analyze --dump";

    /**
     * Claims the folder of a dump before the analysis runs: a new or empty folder, or one of an earlier dump, whose
     * files are replaced (never anything else).
     *
     * @throws bliss.UserError for a file, or a folder holding files bliss did not write
     */
    public static OutputFolder claim(Path dir, java.io.PrintStream messages) {
        return OutputFolder.claim(dir, KIND, "--dump", messages);
    }

    /** Writes the dump with a model of each path condition (values that satisfy it; the structure not completed). */
    public static void write(AnalysisResult result, OutputFolder dir) {
        write(result, dir, null);
    }

    /** Writes the dump; each path's input completed by {@code inputs} when it is given. */
    public static void write(AnalysisResult result, OutputFolder dir, ConcreteInputs inputs) {
        dir.write("summary.json", result.toJson() + "\n");
        for (CollectedStructure s : result.collected()) {
            String base = String.format("structure-%04d", s.index());
            StringBuilder sb = new StringBuilder();
            sb.append("shape: ").append(s.shape()).append('\n');
            if (s.objects() != null) {
                sb.append("input objects: ").append(s.objects()).append('\n');
            }
            sb.append("paths: ").append(s.paths());
            if (s.paths() > s.pathRecords().size()) {
                sb.append(" (the first ").append(s.pathRecords().size()).append(" below)");
            }
            sb.append('\n');
            int i = 0;
            for (PathRecord p : s.pathRecords()) {
                sb.append("\npath ").append(++i).append(": ").append(p.outcome()).append('\n');
                sb.append("  condition: ").append(p.conditions().isEmpty() ? "true"
                        : String.join(" && ", p.conditions())).append('\n');
                if (inputs != null && p.end() != null) {
                    sb.append("  input:\n").append(inputs.describe(p.end()));
                } else {
                    sb.append("  model: ").append(p.model().isEmpty() ? "(any values)" : p.model().toString())
                            .append('\n');
                }
                if (!p.raised().isEmpty()) {
                    sb.append("  raised: ").append(String.join(", ", p.raised())).append('\n');
                }
            }
            dir.write(base + ".txt", sb.toString());
            if (s.dot() != null) {
                dir.write(base + ".dot", s.dot());
            }
        }
    }
}
