package bliss.spf.techniques;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/**
 * One bounds database for all technique tests of this JVM, in a temporary directory deleted at exit: every
 * (class, scope) entry is computed once, on first use, by the techniques themselves (as {@code bliss analyze} does
 * with a missing entry). Never the user's database in ~/.cache.
 */
public final class SharedBounds {

    private static Path dir;

    private SharedBounds() {
    }

    public static synchronized Path directory() {
        if (dir == null) {
            try {
                dir = Files.createTempDirectory("bliss-technique-bounds");
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            Path d = dir;
            Runtime.getRuntime().addShutdownHook(new Thread(() -> delete(d)));
        }
        return dir;
    }

    static void delete(Path d) {
        try (Stream<Path> files = Files.walk(d)) {
            files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException | UncheckedIOException ignored) {
            // a temporary directory: the OS cleans up what is left
        }
    }
}
