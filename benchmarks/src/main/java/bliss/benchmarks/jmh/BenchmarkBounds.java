package bliss.benchmarks.jmh;

import bliss.bounds.BoundsDatabase;

import java.nio.file.Path;

/**
 * Where the benchmarks read (or compute and store) bounds database entries: the system property
 * {@value #PROPERTY} when set, else the database {@code bliss analyze} uses ({@link BoundsDatabase#defaultDirectory}).
 */
final class BenchmarkBounds {

    static final String PROPERTY = "bliss.bounds.dir";

    private BenchmarkBounds() {
    }

    static Path directory() {
        String dir = System.getProperty(PROPERTY);
        return dir != null && !dir.isBlank() ? Path.of(dir) : BoundsDatabase.defaultDirectory();
    }

    static BoundsDatabase database() {
        return BoundsDatabase.open(directory());
    }
}
