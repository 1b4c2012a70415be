package bliss.spf.cache;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The verdicts of one fingerprint (one invariant and layout, or one repOK and finitization), held in memory and
 * kept in the embedded file as a log of large parts instead of one B-tree entry per question. A run reads the
 * segment once, answers every lookup with a hash-table probe, and appends what it learnt as new parts when it
 * closes: a question costs a hash-table update, where a B-tree entry per question cost as much as the SAT call it
 * saved.
 *
 * <p>A part is {@code count}, then per verdict the number of its edges, the edges (sorted; the first as a zig-zag
 * varint, each next as the varint of its difference to the one before) and the packed {@link VerdictRecord}. A key
 * may occur in several parts (a verdict made more general later); reading joins them. Thread-safe.
 *
 * <pre>
 * @specfield records: VerdictKey -> VerdictRecord   -- every key has this segment's fingerprint
 * @specfield fresh: VerdictKey -> VerdictRecord     -- joined into records since the last encode
 * </pre>
 */
final class VerdictSegment {

    /** Verdicts per part, at most. */
    static final int PART = 1 << 16;

    private final byte[] fingerprint;
    private final Map<VerdictKey, VerdictRecord> records = new ConcurrentHashMap<>();
    private final Map<VerdictKey, VerdictRecord> fresh = new ConcurrentHashMap<>();

    /** An empty segment for the fingerprint with these bytes. */
    VerdictSegment(byte[] fingerprint) {
        this.fingerprint = fingerprint.clone();
    }

    /** @return true iff {@code key} has this segment's fingerprint */
    boolean holds(VerdictKey key) {
        return key.hasFingerprint(fingerprint);
    }

    /** @return records(key), or null */
    VerdictRecord get(VerdictKey key) {
        return records.get(key);
    }

    /**
     * @requires holds(key)
     * @effects records'(key) = records(key) joined with r; fresh'(key) = records'(key)
     */
    void join(VerdictKey key, VerdictRecord r) {
        fresh.put(key, records.merge(key, r, VerdictRecord::join));
    }

    int size() {
        return records.size();
    }

    /** @return true iff some verdict was joined since the last {@link #encodeFresh} */
    boolean changed() {
        return !fresh.isEmpty();
    }

    /**
     * @return the fresh verdicts in parts of at most {@link #PART} verdicts
     * @effects fresh' = the verdicts joined by other threads meanwhile
     */
    List<byte[]> encodeFresh() {
        Map<VerdictKey, VerdictRecord> batch = new HashMap<>(fresh);
        batch.forEach(fresh::remove);
        List<byte[]> parts = new ArrayList<>();
        Iterator<Map.Entry<VerdictKey, VerdictRecord>> it = batch.entrySet().iterator();
        while (it.hasNext()) {
            Output out = new Output();
            int count = Math.min(PART, batch.size() - PART * parts.size());
            out.int32(count);
            for (int k = 0; k < count; k++) {
                Map.Entry<VerdictKey, VerdictRecord> e = it.next();
                int[] edges = e.getKey().edges();
                out.varint(edges.length);
                for (int i = 0; i < edges.length; i++) {
                    out.varint(i == 0 ? (edges[0] << 1) ^ (edges[0] >> 31) : edges[i] - edges[i - 1]);
                }
                out.int64(e.getValue().pack());
            }
            parts.add(out.bytes());
        }
        return parts;
    }

    /**
     * @effects records' = records joined with the verdicts of an encoded part; fresh unchanged (they are in the
     *          file already). A damaged part is an IllegalStateException.
     */
    void decode(byte[] part) {
        Input in = new Input(part);
        int count = in.int32();
        for (int k = 0; k < count; k++) {
            int length = in.varint();
            if (length < 0 || length > part.length) {
                throw new IllegalStateException("damaged verdict segment: an entry of " + length + " edges");
            }
            int[] edges = new int[length];
            for (int i = 0; i < length; i++) {
                int v = in.varint();
                edges[i] = i == 0 ? (v >>> 1) ^ -(v & 1) : edges[i - 1] + v;
            }
            records.merge(VerdictKey.of(fingerprint, edges), VerdictRecord.unpack(in.int64()), VerdictRecord::join);
        }
    }

    /** A growing byte array: big-endian fixed ints and unsigned LEB128 varints (7 bits a byte, high bit: more). */
    private static final class Output {
        private byte[] a = new byte[1 << 16];
        private int n;

        private void put(int b) {
            if (n == a.length) {
                a = Arrays.copyOf(a, 2 * n);
            }
            a[n++] = (byte) b;
        }

        void varint(int v) {
            while ((v & ~0x7f) != 0) {
                put((v & 0x7f) | 0x80);
                v >>>= 7;
            }
            put(v);
        }

        void int32(int v) {
            for (int s = 24; s >= 0; s -= 8) {
                put(v >>> s);
            }
        }

        void int64(long v) {
            int32((int) (v >>> 32));
            int32((int) v);
        }

        byte[] bytes() {
            return Arrays.copyOf(a, n);
        }
    }

    /** Reads what {@link Output} wrote; running past the end is an IllegalStateException (a damaged part). */
    private static final class Input {
        private final byte[] a;
        private int p;

        Input(byte[] a) {
            this.a = a;
        }

        private int get() {
            if (p == a.length) {
                throw new IllegalStateException("damaged verdict segment: it ends too early");
            }
            return a[p++] & 0xff;
        }

        int varint() {
            int v = 0;
            for (int shift = 0; shift < 35; shift += 7) {
                int b = get();
                v |= (b & 0x7f) << shift;
                if ((b & 0x80) == 0) {
                    return v;
                }
            }
            throw new IllegalStateException("damaged verdict segment: a varint longer than 5 bytes");
        }

        int int32() {
            return get() << 24 | get() << 16 | get() << 8 | get();
        }

        long int64() {
            return (long) int32() << 32 | (int32() & 0xffffffffL);
        }
    }
}
