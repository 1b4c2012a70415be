package bliss.spf.results;

import bliss.UserError;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.stream.Stream;

/**
 * A folder bliss writes a run's files into ({@code analyze --dump}), never deleting or overwriting what bliss did not
 * write there. bliss marks the folder with a file ({@value #MARK}) that names the kind of output and lists the files
 * written; a later run of the same kind replaces exactly those (saying so), and keeps anything else. A folder that
 * holds other files and no mark is refused.
 */
public final class OutputFolder {

    /** The mark: first line the kind of output, then one written file per line, relative to the folder. */
    public static final String MARK = ".bliss-output";

    private final Path dir;
    private final String kind;

    private OutputFolder(Path dir, String kind) {
        this.dir = dir;
        this.kind = kind;
    }

    /**
     * Claims {@code dir} for a run's output of {@code kind}: creates it if missing; takes it if empty; if it holds an
     * earlier output of the same kind, deletes that output's files (telling {@code messages}) and keeps the rest.
     *
     * @param option the option that named the folder, for messages ({@code --dump})
     * @throws UserError when {@code dir} is a file, cannot be made, or holds files bliss did not write there
     */
    public static OutputFolder claim(Path dir, String kind, String option, PrintStream messages) {
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            throw new UserError(option + " needs a folder, and " + dir + " is a file: give a new or empty folder");
        }
        OutputFolder folder = new OutputFolder(dir, kind);
        try {
            Files.createDirectories(dir);
            Path mark = dir.resolve(MARK);
            if (Files.isRegularFile(mark)) {
                List<String> lines = Files.readAllLines(mark, StandardCharsets.UTF_8);
                if (lines.isEmpty() || !lines.get(0).equals(kind)) {
                    throw new UserError(dir + " holds another kind of bliss output (" + (lines.isEmpty() ? "?"
                            : lines.get(0)) + "), not " + kind + ": give " + option + " a new or empty folder");
                }
                int deleted = 0;
                for (String name : lines.subList(1, lines.size())) {
                    Path p = dir.resolve(name).normalize();
                    if (p.startsWith(dir.normalize()) && Files.deleteIfExists(p)) {
                        deleted++;
                    }
                }
                Files.delete(mark);
                if (messages != null) {
                    messages.println("bliss: replacing the earlier " + kind + " in " + dir + " (" + deleted
                            + " files)");
                }
            } else {
                try (Stream<Path> files = Files.list(dir)) {
                    List<Path> found = files.limit(3).toList();
                    if (!found.isEmpty()) {
                        throw new UserError(dir + " holds files bliss did not write (" + found.get(0).getFileName()
                                + (found.size() > 1 ? ", ..." : "") + "): give " + option
                                + " a new or empty folder");
                    }
                }
            }
        } catch (IOException e) {
            throw new UserError("cannot use " + dir + " for " + option + ": " + e.getMessage(), e);
        }
        try {
            Files.writeString(dir.resolve(MARK), kind + "\n", StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UserError("cannot write to " + dir + " (" + option + "): " + e.getMessage(), e);
        }
        return folder;
    }

    /**
     * Writes one file of the output.
     *
     * @throws UncheckedIOException when it cannot be written
     */
    public void write(String name, String text) {
        Path file = dir.resolve(name);
        try {
            Files.writeString(file, text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file + ": " + e.getMessage(), e);
        }
        try {
            // the mark lists what is written so far, so that an interrupted run's files are still bliss's
            Files.writeString(dir.resolve(MARK), name + "\n", StandardCharsets.UTF_8, StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + dir.resolve(MARK) + ": " + e.getMessage(), e);
        }
    }

    public Path dir() {
        return dir;
    }
}
