package bliss.bounds;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Records BLISS's SAT questions and their answers in a file, for replaying them against other checkers (benchmarks
 * and equivalence tests): a line {@code p <variables> <clauses>} when a checker is loaded with a problem (sizes of the
 * original CNF), then one line per question, {@code s} or {@code u} (the answer) followed by the assumptions as the
 * caller gave them (pvars of {@link SatProblem#pvar}).
 *
 * <p>Everything that records to the same file shares one recorder (one writer, lines never interleaved); thread-safe.
 */
public final class QuestionRecorder {

    /** The recorders by file: the only state shared between checkers, and it is synchronized per recorder. */
    private static final ConcurrentHashMap<Path, QuestionRecorder> OPEN = new ConcurrentHashMap<>();

    private final Path file;
    private BufferedWriter out;

    private QuestionRecorder(Path file) {
        this.file = file;
    }

    /** The recorder appending to {@code file} (created on the first line). */
    public static QuestionRecorder open(Path file) {
        return OPEN.computeIfAbsent(file.toAbsolutePath().normalize(), QuestionRecorder::new);
    }

    /** Records that a checker was loaded with a problem of this size. */
    public void problem(int variables, int clauses) {
        write("p " + variables + " " + clauses + "\n");
    }

    /** Records one answered question. */
    public void question(boolean sat, int[] assumptions) {
        StringBuilder line = new StringBuilder(8 + 7 * assumptions.length).append(sat ? 's' : 'u');
        for (int a : assumptions) {
            line.append(' ').append(a);
        }
        write(line.append('\n').toString());
    }

    // Flushed per line: a run that ends without closing its checker still leaves a whole file, and a recording run
    // measures the questions, not its own speed.
    private synchronized void write(String line) {
        try {
            if (out == null) {
                out = Files.newBufferedWriter(file, StandardCharsets.US_ASCII, StandardOpenOption.CREATE,
                        StandardOpenOption.APPEND);
            }
            out.write(line);
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot record SAT questions in " + file, e);
        }
    }
}
