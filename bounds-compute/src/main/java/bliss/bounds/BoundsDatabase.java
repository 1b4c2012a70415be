package bliss.bounds;

import bliss.UserError;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Comparator;
import java.util.stream.Stream;

/**
 * The bounds database: per (class, scope), a directory {@code <dir>/<class>/scope-<k>/} with {@code bounds.txt},
 * {@code problem.cnf}, {@code pvars.txt} and {@code entry.json} (class, scope, fingerprint, SAT calls, time,
 * tuple counts). An entry whose fingerprint differs from the class's current one (the invariant or the layout
 * changed) is reported as stale and recomputed, never reused.
 */
public final class BoundsDatabase {

    static final String ENTRY = "entry.json";
    private static final ObjectMapper JSON = new ObjectMapper();

    /** What {@link #lookup} found or did, with the cost of computing the entry (now or when it was stored). */
    public record Lookup(BoundsEntry entry, ClassSpec spec, int scope, int tuplesBefore, int tuplesAfter,
                         long satCalls, long millis, boolean computed) implements BoundsEntry {
        @Override
        public FieldBounds bounds() {
            return entry.bounds();
        }

        @Override
        public SatProblem problem() {
            return entry.problem();
        }
    }

    private final Path directory;
    private int threads = Math.max(1, Runtime.getRuntime().availableProcessors());
    private PrintStream messages = System.err;
    private TupleQuestions questions;

    private BoundsDatabase(Path directory) {
        this.directory = directory;
    }

    /** {@code ${XDG_CACHE_HOME:-$HOME/.cache}/bliss/bounds}. */
    public static Path defaultDirectory() {
        String xdg = System.getenv("XDG_CACHE_HOME");
        Path cache = xdg != null && !xdg.isBlank() ? Path.of(xdg) : Path.of(System.getProperty("user.home"), ".cache");
        return cache.resolve("bliss").resolve("bounds");
    }

    public static BoundsDatabase open(Path directory) {
        return new BoundsDatabase(directory);
    }

    /** Solver threads for computing entries (default: available processors). */
    public BoundsDatabase threads(int n) {
        if (n < 1) {
            throw new UserError("--threads must be at least 1, got " + n);
        }
        this.threads = n;
        return this;
    }

    /** Computes entries with a cluster deciding the tight-bounds questions ({@code bliss bounds --cluster}). */
    public BoundsDatabase questions(TupleQuestions q) {
        this.questions = q;
        return this;
    }

    /** Where messages and progress go (default stderr); null for silence. */
    public BoundsDatabase messages(PrintStream out) {
        this.messages = out;
        return this;
    }

    public Path directory() {
        return directory;
    }

    /** The directory of one entry. */
    public Path entryDirectory(ClassSpec spec, int scope) {
        return directory.resolve(spec.layout().header().javaName()).resolve("scope-" + scope);
    }

    /** The entry for (spec, scope): read when present and fresh, else computed (with a message on stderr) and stored. */
    public BoundsEntry entry(ClassSpec spec, int scope) {
        return lookup(spec, scope, false);
    }

    /**
     * The entry for (spec, scope) with its statistics.
     *
     * @param force recompute even when a fresh entry is stored
     */
    public Lookup lookup(ClassSpec spec, int scope, boolean force) {
        HeapAtoms.requireSupported(spec.layout());
        Path dir = entryDirectory(spec, scope);
        if (!force) {
            Lookup stored = read(spec, scope, dir, true);
            if (stored != null) {
                return stored;
            }
        }
        // Theorem 4: what was feasible at a smaller scope is feasible here; the nearest fresh entry seeds the search.
        FieldBounds seed = null;
        for (int k = scope - 1; k >= 1 && seed == null; k--) {
            Lookup smaller = read(spec, k, entryDirectory(spec, k), false);
            seed = smaller == null ? null : smaller.bounds();
        }
        say("bliss bounds: computing bounds of %s at scope %d%s", spec.name(), scope,
                seed == null ? "" : " (seeded with scope " + seed.scope() + ")");
        BoundsComputation.Computed c = BoundsComputation.compute(spec, scope, seed, threads, messages, questions);
        write(spec, scope, dir, c);
        return new Lookup(c, spec, scope, c.tuplesBefore(), c.bounds().tupleCount(), c.satCalls(), c.millis(), true);
    }

    private Lookup read(ClassSpec spec, int scope, Path dir, boolean reportStale) {
        for (int attempt = 1; ; attempt++) {
            try {
                return readOnce(spec, scope, dir, reportStale);
            } catch (UserError e) {
                boolean gone = e.getCause() instanceof java.nio.file.NoSuchFileException
                        || e.getCause() instanceof java.io.FileNotFoundException;
                if (!gone || attempt == 5) {
                    throw e;
                }
                // replaced by another writer while read (bliss bounds --force): read the new, whole entry
            }
        }
    }

    private Lookup readOnce(ClassSpec spec, int scope, Path dir, boolean reportStale) {
        Path entryFile = dir.resolve(ENTRY);
        if (!Files.isRegularFile(entryFile)) {
            return null;
        }
        try {
            JsonNode json = JSON.readTree(entryFile.toFile());
            if (!spec.fingerprint().equals(json.path("fingerprint").asText())) {
                if (reportStale) {
                    say("bliss bounds: stale bounds of %s at scope %d in %s (invariant or layout changed): recomputing",
                            spec.name(), scope, dir);
                }
                return null;
            }
            BoundsComputation.Computed c = BoundsFiles.read(dir, spec.layout(), scope);
            return new Lookup(c, spec, scope, json.path("tuplesBefore").asInt(), c.bounds().tupleCount(),
                    json.path("satCalls").asLong(), json.path("millis").asLong(), false);
        } catch (IOException | RuntimeException e) {
            if (e instanceof UserError u) {
                throw u;
            }
            throw new UserError("cannot read bounds database entry " + dir + ": " + e.getMessage()
                    + "; delete it or run 'bliss bounds --force'", e);
        }
    }

    private void write(ClassSpec spec, int scope, Path dir, BoundsComputation.Computed c) {
        try {
            Files.createDirectories(dir.getParent());
            Path tmp = Files.createTempDirectory(dir.getParent(), "." + dir.getFileName() + "-");
            BoundsFiles.writeBounds(tmp.resolve(BoundsFiles.BOUNDS), c.bounds());
            BoundsFiles.writePvars(tmp.resolve(BoundsFiles.PVARS), c.problem(), c.bounds());
            BoundsFiles.writeCnf(tmp.resolve(BoundsFiles.CNF), c.problem());
            ObjectNode json = JSON.createObjectNode();
            json.put("class", spec.name());
            json.put("className", spec.layout().header().javaName());
            json.put("scope", scope);
            json.put("fingerprint", spec.fingerprint());
            json.put("satCalls", c.satCalls());
            json.put("millis", c.millis());
            json.put("tuplesBefore", c.tuplesBefore());
            json.put("tuplesAfter", c.bounds().tupleCount());
            json.put("variables", c.problem().variables());
            json.put("clauses", c.problem().clauses().length);
            JSON.writerWithDefaultPrettyPrinter().writeValue(tmp.resolve(ENTRY).toFile(), json);
            install(tmp, dir);
        } catch (IOException e) {
            throw new UserError("cannot write bounds database entry " + dir + ": " + e.getMessage(), e);
        }
    }

    /**
     * Puts the written entry {@code tmp} in place of {@code dir} without a moment when a reader of {@code dir} could
     * see a half-deleted entry: another analysis, a cluster member or a thread of this JVM may read or write the same
     * entry at the same time. An entry already there is renamed aside first (one rename) and deleted after; when
     * another writer puts its entry in place between the two renames, its entry stays (it is as fresh as this one)
     * and this one is dropped.
     */
    private static void install(Path tmp, Path dir) throws IOException {
        if (Files.exists(dir)) {
            Path old = Files.createTempDirectory(dir.getParent(), "." + dir.getFileName() + "-old-");
            try {
                rename(dir, old.resolve("entry"));
            } catch (java.nio.file.NoSuchFileException gone) {
                // another writer moved it aside first
            }
            deleteTree(old);
        }
        for (int attempt = 1; ; attempt++) {
            try {
                rename(tmp, dir);
                return;
            } catch (IOException e) {
                if (Files.isRegularFile(dir.resolve(ENTRY))) {
                    deleteTree(tmp); // another writer's entry is in place (rename(2) refuses a non-empty target)
                    return;
                }
                if (attempt == 20) {
                    throw e;
                }
                Thread.yield(); // another writer is between its two renames
            }
        }
    }

    private static void rename(Path from, Path to) throws IOException {
        try {
            Files.move(from, to, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(from, to);
        }
    }

    private static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(dir)) {
            walk.sorted(Comparator.reverseOrder()).forEach(p -> {
                try {
                    Files.delete(p);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        }
    }

    private void say(String format, Object... args) {
        if (messages != null) {
            messages.println(String.format(format, args));
        }
    }
}
