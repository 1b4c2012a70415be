package bliss.spf.cache;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * Verdicts in a local file ({@link SegmentFile}: an append-only log of checksummed parts, no server), the default
 * store. The verdicts of one fingerprint form a {@link VerdictSegment}: decoded from the file's parts at its first use
 * in the JVM, answered from memory, and what changed is appended as new parts when an analysis using the file closes
 * it. Analyses of one JVM that open the same file share its segments (thread-safe; the last to close it writes);
 * bliss processes using the same file at the same time each append their own parts, under the file's lock.
 */
public final class EmbeddedVerdictCache extends StoredVerdictCache {

    private static final Logger LOG = LoggerFactory.getLogger(EmbeddedVerdictCache.class);

    /** The open files of this JVM, by absolute path. Guarded by itself. */
    private static final Map<Path, Shared> OPEN = new HashMap<>();

    /** One open file, its decoded segments and its users. Guarded by itself. */
    private static final class Shared {
        final SegmentFile file;
        final String name;
        final Map<String, VerdictSegment> segments = new HashMap<>();
        int users;

        Shared(SegmentFile file, String name) {
            this.file = file;
            this.name = name;
        }

        /** The segment of a fingerprint, decoded from the file's parts at its first use. */
        synchronized VerdictSegment segment(String fingerprint) {
            VerdictSegment s = segments.get(fingerprint);
            if (s == null) {
                s = new VerdictSegment(VerdictKey.fingerprintBytes(fingerprint));
                for (byte[] part : file == null ? List.<byte[]>of() : file.take(fingerprint)) {
                    try {
                        s.decode(part);
                    } catch (IllegalStateException e) { // its checksum held: written so by a bliss with a bug
                        LOG.warn("verdict cache {}: {}; the part is left out", name, e.getMessage());
                    }
                }
                segments.put(fingerprint, s);
            }
            return s;
        }

        /** @effects the fresh verdicts of every segment appended to the file as new parts */
        synchronized void write() {
            Map<String, List<byte[]>> fresh = new LinkedHashMap<>();
            for (Map.Entry<String, VerdictSegment> e : segments.entrySet()) {
                if (e.getValue().changed()) {
                    fresh.put(e.getKey(), e.getValue().encodeFresh());
                }
            }
            if (file != null) {
                file.append(fresh);
            }
        }

        /** The fingerprints with a segment in the file or in memory. */
        synchronized TreeSet<String> fingerprints() {
            TreeSet<String> out = new TreeSet<>(segments.keySet());
            if (file != null) {
                file.fingerprints().forEach(out::add);
            }
            return out;
        }
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
                if (Files.isDirectory(file)) {
                    throw new IllegalStateException("cannot open verdict cache " + file + ": it is a folder");
                }
                try {
                    shared = new Shared(SegmentFile.read(key, LOG::warn), file.toString());
                } catch (UncheckedIOException e) {
                    throw new IllegalStateException(e.getMessage(), e);
                }
                OPEN.put(key, shared);
            }
            shared.users++;
            return new EmbeddedVerdictCache(shared, key, file.toString());
        }
    }

    /** A store that lives in memory only, for this run. */
    public static EmbeddedVerdictCache inMemory() {
        Shared shared = new Shared(null, "in-memory");
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
                return;
            }
            try {
                shared.write();
            } catch (UncheckedIOException e) {
                LOG.warn("{}; this run's new verdicts are not kept", e.getMessage());
            } finally {
                if (--shared.users == 0) {
                    OPEN.remove(file);
                }
            }
        }
    }
}
