package bliss.spf.cache;

import org.h2.mvstore.MVMap;
import org.h2.mvstore.MVStore;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Verdicts in a local file (H2's MVStore: a persistent B-tree map in one file, no server), the default store. A
 * second bliss run using the same file at the same time cannot open it; {@link VerdictCaches} then falls back to an
 * in-memory store for that run.
 */
public final class EmbeddedVerdictCache extends StoredVerdictCache {

    private final MVStore store;
    private final MVMap<String, Long> records;
    private final String description;

    private EmbeddedVerdictCache(MVStore store, String description) {
        this.store = store;
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
        try {
            return new EmbeddedVerdictCache(new MVStore.Builder().fileName(file.toString()).open(), file.toString());
        } catch (RuntimeException e) {
            throw new IllegalStateException("cannot open verdict cache " + file + ": " + e.getMessage(), e);
        }
    }

    /** A store that lives in memory only, for this run. */
    public static EmbeddedVerdictCache inMemory() {
        return new EmbeddedVerdictCache(new MVStore.Builder().open(), "in-memory");
    }

    @Override
    protected VerdictRecord read(VerdictKey key) {
        Long packed = records.get(key.text());
        return packed == null ? null : VerdictRecord.unpack(packed);
    }

    @Override
    protected void writeSat(VerdictKey key, int scope) {
        update(key, current(key).withSat(scope));
    }

    @Override
    protected void writeUnsat(VerdictKey key, int scope) {
        update(key, current(key).withUnsat(scope));
    }

    private VerdictRecord current(VerdictKey key) {
        VerdictRecord r = read(key);
        return r == null ? VerdictRecord.EMPTY : r;
    }

    private void update(VerdictKey key, VerdictRecord r) {
        records.put(key.text(), r.pack());
    }

    /** The number of checks with a stored verdict. */
    public long size() {
        return records.sizeAsLong();
    }

    @Override
    public String describe() {
        return description;
    }

    @Override
    public void close() {
        if (!store.isClosed()) {
            store.close();
        }
    }
}
