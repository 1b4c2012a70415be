package bliss.spf.cache;

import org.h2.mvstore.MVMap;
import org.h2.mvstore.MVStore;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/**
 * Verdicts in a local file (H2's MVStore: a persistent B-tree map in one file, no server), the default store.
 * Analyses of one JVM that open the same file share one open store (it is thread-safe; the last to close it closes
 * the file). A second bliss process using the same file at the same time cannot open it; {@link VerdictCaches} then
 * falls back to an in-memory store for that run.
 */
public final class EmbeddedVerdictCache extends StoredVerdictCache {

    /** The open files of this JVM, by absolute path, with the number of caches using each. A thread-safe cache. */
    private static final Map<Path, Shared> OPEN = new HashMap<>();

    /** One open file and its users. */
    private static final class Shared {
        final MVStore store;
        int users;

        Shared(MVStore store) {
            this.store = store;
        }
    }

    private final MVStore store;
    private final Path file;
    private final MVMap<String, Long> records;
    private final String description;
    private boolean closed;

    private EmbeddedVerdictCache(MVStore store, Path file, String description) {
        this.store = store;
        this.file = file;
        this.records = store.openMap("verdicts");
        this.description = description;
    }

    /**
     * Opens (creating if needed) the store in {@code file}.
     *
     * @throws IllegalStateException when the file cannot be opened (locked by another run, unreadable)
     */
    public static EmbeddedVerdictCache open(Path file) {
        try {
            Path parent = file.toAbsolutePath().getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
        } catch (IOException e) {
            throw new IllegalStateException("cannot create " + file.getParent() + ": " + e.getMessage(), e);
        }
        Path key = file.toAbsolutePath().normalize();
        synchronized (OPEN) {
            Shared shared = OPEN.get(key);
            if (shared == null) {
                try {
                    shared = new Shared(new MVStore.Builder().fileName(file.toString()).open());
                } catch (RuntimeException e) {
                    throw new IllegalStateException("cannot open verdict cache " + file + ": " + e.getMessage(), e);
                }
                OPEN.put(key, shared);
            }
            shared.users++;
            return new EmbeddedVerdictCache(shared.store, key, file.toString());
        }
    }

    /** A store that lives in memory only, for this run. */
    public static EmbeddedVerdictCache inMemory() {
        return new EmbeddedVerdictCache(new MVStore.Builder().open(), null, "in-memory");
    }

    @Override
    protected VerdictRecord read(VerdictKey key) {
        Long packed = records.get(key.text());
        return packed == null ? null : VerdictRecord.unpack(packed);
    }

    @Override
    protected void writeSat(VerdictKey key, int scope) {
        records.merge(key.text(), VerdictRecord.EMPTY.withSat(scope).pack(),
                (old, n) -> VerdictRecord.unpack(old).withSat(scope).pack());
    }

    @Override
    protected void writeUnsat(VerdictKey key, int scope) {
        records.merge(key.text(), VerdictRecord.EMPTY.withUnsat(scope).pack(),
                (old, n) -> VerdictRecord.unpack(old).withUnsat(scope).pack());
    }

    /** The number of checks with a stored verdict. */
    public long size() {
        return records.sizeAsLong();
    }

    @Override
    public String describe() {
        return description;
    }

    /** Closes the file when this is its last user in the JVM; closing twice does nothing. */
    @Override
    public void close() {
        if (file == null) {
            store.close();
            return;
        }
        synchronized (OPEN) {
            if (closed) {
                return;
            }
            closed = true;
            Shared shared = OPEN.get(file);
            if (shared != null && --shared.users == 0) {
                OPEN.remove(file);
                if (!store.isClosed()) {
                    store.close();
                }
            }
        }
    }
}
