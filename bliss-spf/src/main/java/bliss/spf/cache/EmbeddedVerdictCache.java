package bliss.spf.cache;

import org.h2.mvstore.MVMap;
import org.h2.mvstore.MVStore;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.TreeSet;

/**
 * Verdicts in a local file (H2's MVStore: a persistent map in one file, no server), the default store. The verdicts
 * of one fingerprint form a {@link VerdictSegment}: read from the file at its first use in the JVM, answered from
 * memory, and what changed is appended as new parts ({@code <fingerprint>#0}, {@code #1}, ...) when an analysis
 * using the file closes it.
 * Analyses of one JVM that open the same file share one open store and its segments (thread-safe; the last to close
 * it closes the file). A second bliss process using the same file at the same time cannot open it;
 * {@link VerdictCaches} then falls back to an in-memory store for that run.
 */
public final class EmbeddedVerdictCache extends StoredVerdictCache {

    private static final Logger LOG = LoggerFactory.getLogger(EmbeddedVerdictCache.class);

    /** The open files of this JVM, by absolute path. Guarded by itself. */
    private static final Map<Path, Shared> OPEN = new HashMap<>();

    /** The map of segment parts in the file; the maps of earlier layouts, dropped on open (a per-question B-tree,
     *  then segments without proofs). */
    static final String PARTS = "verdict-segments-2";
    private static final java.util.List<String> OLD_LAYOUTS = java.util.List.of("verdicts", "verdict-segments");

    /** One open file, its loaded segments and its users. Guarded by itself. */
    private static final class Shared {
        final MVStore store;
        final String name;
        final MVMap<String, byte[]> parts;
        final Map<String, VerdictSegment> segments = new HashMap<>();
        /** The number of parts in the file of each loaded segment: the next part's index. */
        final Map<String, Integer> partCounts = new HashMap<>();
        int users;

        Shared(MVStore store, String name) {
            this.store = store;
            this.name = name;
            for (String old : OLD_LAYOUTS) {
                if (store.hasMap(old)) {
                    store.removeMap(old);
                }
            }
            this.parts = store.openMap(PARTS);
        }

        /** The segment of a fingerprint, read from the file at its first use. */
        synchronized VerdictSegment segment(String fingerprint) {
            VerdictSegment s = segments.get(fingerprint);
            if (s == null) {
                s = new VerdictSegment(VerdictKey.fingerprintBytes(fingerprint));
                int i = 0;
                try {
                    for (byte[] part; (part = parts.get(partName(fingerprint, i))) != null; i++) {
                        s.decode(part);
                    }
                } catch (IllegalStateException e) {
                    LOG.warn("verdict cache {}: {}; its verdicts for this invariant are dropped", name,
                            e.getMessage());
                    for (int j = 0; parts.remove(partName(fingerprint, j)) != null; j++) {
                        // every part of the damaged segment
                    }
                    s = new VerdictSegment(VerdictKey.fingerprintBytes(fingerprint));
                    i = 0;
                }
                segments.put(fingerprint, s);
                partCounts.put(fingerprint, i);
            }
            return s;
        }

        /** @effects the fresh verdicts of every segment appended to the file as new parts; the file committed */
        synchronized void write() {
            boolean any = false;
            for (Map.Entry<String, VerdictSegment> e : segments.entrySet()) {
                if (!e.getValue().changed()) {
                    continue;
                }
                int next = partCounts.get(e.getKey());
                for (byte[] part : e.getValue().encodeFresh()) {
                    parts.put(partName(e.getKey(), next++), part);
                }
                partCounts.put(e.getKey(), next);
                any = true;
            }
            if (any) {
                store.commit();
            }
        }

        /** The fingerprints with a segment in the file. */
        synchronized TreeSet<String> fingerprints() {
            TreeSet<String> out = new TreeSet<>(segments.keySet());
            for (String name : parts.keySet()) {
                out.add(name.substring(0, name.indexOf('#')));
            }
            return out;
        }
    }

    private static String partName(String fingerprint, int i) {
        return fingerprint + "#" + i;
    }

    private final Shared shared;
    private final Path file;
    private final String description;
    /** The segment of the last key looked up or stored: a run asks about one fingerprint. */
    private volatile VerdictSegment last;
    private boolean closed;

    private EmbeddedVerdictCache(Shared shared, Path file, String description) {
        this.shared = shared;
        this.file = file;
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
                    shared = new Shared(new MVStore.Builder().fileName(file.toString()).open(), file.toString());
                } catch (RuntimeException e) {
                    throw new IllegalStateException("cannot open verdict cache " + file + ": " + e.getMessage(), e);
                }
                OPEN.put(key, shared);
            }
            shared.users++;
            return new EmbeddedVerdictCache(shared, key, file.toString());
        }
    }

    /** A store that lives in memory only, for this run. */
    public static EmbeddedVerdictCache inMemory() {
        Shared shared = new Shared(new MVStore.Builder().open(), "in-memory");
        shared.users = 1;
        return new EmbeddedVerdictCache(shared, null, "in-memory");
    }

    private VerdictSegment segment(VerdictKey key) {
        VerdictSegment s = last;
        if (s == null || !s.holds(key)) {
            s = shared.segment(key.fingerprint());
            last = s;
        }
        return s;
    }

    @Override
    protected VerdictRecord read(VerdictKey key) {
        return segment(key).get(key);
    }

    @Override
    protected void write(VerdictKey key, VerdictRecord r) {
        segment(key).join(key, r);
    }

    @Override
    public void storeAll(Map<VerdictKey, VerdictRecord> given) {
        given.forEach((key, r) -> segment(key).join(key, r));
        countStores(given.size());
    }

    /** The number of checks with a stored verdict, over every fingerprint in the file. */
    public long size() {
        long n = 0;
        for (String fingerprint : shared.fingerprints()) {
            n += shared.segment(fingerprint).size();
        }
        return n;
    }

    @Override
    public String describe() {
        return description;
    }

    /**
     * Writes what changed to the file, and closes the file when this is its last user in the JVM; closing twice
     * does nothing.
     */
    @Override
    public void close() {
        synchronized (OPEN) {
            if (closed) {
                return;
            }
            closed = true;
            if (file == null) {
                shared.store.close();
                return;
            }
            try {
                shared.write();
            } finally {
                if (--shared.users == 0) {
                    OPEN.remove(file);
                    if (!shared.store.isClosed()) {
                        shared.store.close();
                    }
                }
            }
        }
    }
}
