package bliss.bounds;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Records the questions a {@link SatChecker} answers, for replaying them against other checkers (benchmarks and
 * equivalence tests). Enabled by the system property {@code bliss.sat.record=FILE}; every checker of the JVM appends
 * to that file: a line {@code p <variables> <clauses>} when it is loaded with a problem (of the original CNF), then
 * one line per question, {@code s} or {@code u} (the answer) followed by the assumptions as the caller gave them.
 */
final class QuestionRecorder {

    static final String PROPERTY = "bliss.sat.record";

    private static final Object LOCK = new Object();
    private static BufferedWriter out;

    private QuestionRecorder() {
    }

    /** Whether questions are recorded in this JVM. */
    static boolean enabled() {
        return System.getProperty(PROPERTY) != null;
    }

    /** Records that a checker was loaded with a problem of this size. */
    static void problem(int variables, int clauses) {
        write("p " + variables + " " + clauses + "\n");
    }

    /** Records one answered question. */
    static void question(boolean sat, int[] assumptions) {
        StringBuilder line = new StringBuilder(8 + 7 * assumptions.length).append(sat ? 's' : 'u');
        for (int a : assumptions) {
            line.append(' ').append(a);
        }
        write(line.append('\n').toString());
    }

    // Flushed per line: a run that ends without closing its checker (BLISS's does not) still leaves a whole file,
    // and a recording run measures the questions, not its own speed.
    private static void write(String line) {
        synchronized (LOCK) {
            try {
                if (out == null) {
                    out = Files.newBufferedWriter(Path.of(System.getProperty(PROPERTY)), StandardCharsets.US_ASCII,
                            StandardOpenOption.CREATE, StandardOpenOption.APPEND);
                }
                out.write(line);
                out.flush();
            } catch (IOException e) {
                throw new UncheckedIOException("cannot record SAT questions in " + System.getProperty(PROPERTY), e);
            }
        }
    }
}
