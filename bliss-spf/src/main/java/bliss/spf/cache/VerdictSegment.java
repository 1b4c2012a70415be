package bliss.spf.cache;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;

/**
 * The verdicts of one fingerprint (one invariant and layout, or one repOK and finitization), held in memory in flat
 * arrays and kept in the embedded file as a log of large parts instead of one B-tree entry per question. A run
 * reads the segment once, answers every lookup with a probe of an open-addressing table, and appends what it learnt
 * as new parts when it closes: a question costs about a hundred nanoseconds, where a B-tree entry per question cost
 * as much as the SAT call it saved.
 *
 * <p>A part is {@code count}, then per verdict the key's digest (two longs, {@link VerdictKey}), the packed scopes of
 * its {@link VerdictRecord}, and its two proofs, each a length ({@code -1}: none) and that many edges. A key may
 * occur in several parts (a verdict made more general later); reading joins them. Thread-safe: the table is split in
 * stripes by the digest, each guarded by itself.
 *
 * <pre>
 * @specfield records: VerdictKey -> VerdictRecord   -- every key has this segment's fingerprint
 * @specfield fresh: set VerdictKey                   -- keys whose record changed since the last encode
 * </pre>
 */
final class VerdictSegment {

    /** Verdicts per part, at most. */
    static final int PART = 1 << 16;
    /** A part is closed once it holds this many bytes (a verdict with a model holds a few hundred). */
    private static final int PART_BYTES = 1 << 22;
    /** Digest, scopes and the two proofs' lengths: the bytes of a verdict without proofs. */
    private static final int ENTRY_BYTES = 32;
    private static final int STRIPES = 64;

    private final byte[] fingerprint;
    private final Stripe[] stripes = new Stripe[STRIPES];

    /** An empty segment for the fingerprint with these bytes. */
    VerdictSegment(byte[] fingerprint) {
        this.fingerprint = fingerprint.clone();
        for (int i = 0; i < STRIPES; i++) {
            stripes[i] = new Stripe();
        }
    }

    /** @return true iff {@code key} has this segment's fingerprint */
    boolean holds(VerdictKey key) {
        return key.hasFingerprint(fingerprint);
    }

    private Stripe stripe(long hi) {
        return stripes[(int) (hi >>> 58)]; // the top 6 bits; the table probes with the low bits
    }

    /** @return records(key), or null */
    VerdictRecord get(VerdictKey key) {
        Stripe s = stripe(key.hi());
        synchronized (s) {
            int i = s.find(key.hi(), key.lo());
            return s.used[i] ? s.record(i) : null;
        }
    }

    /**
     * @requires holds(key)
     * @effects records'(key) = records(key) joined with r; key in fresh' iff it changed or was fresh
     */
    void join(VerdictKey key, VerdictRecord r) {
        Stripe s = stripe(key.hi());
        synchronized (s) {
            s.join(key.hi(), key.lo(), r, true);
        }
    }

    int size() {
        int n = 0;
        for (Stripe s : stripes) {
            synchronized (s) {
                n += s.size;
            }
        }
        return n;
    }

    /** @return true iff some record changed since the last {@link #encodeFresh} */
    boolean changed() {
        for (Stripe s : stripes) {
            synchronized (s) {
                if (s.freshCount > 0) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * @return the fresh records in parts of at most {@link #PART} verdicts
     * @effects fresh' = {}
     */
    List<byte[]> encodeFresh() {
        List<byte[]> parts = new ArrayList<>();
        ByteBuffer part = null;
        int count = 0;
        for (Stripe s : stripes) {
            synchronized (s) {
                for (int i = 0; i < s.used.length && s.freshCount > 0; i++) {
                    if (!s.fresh[i]) {
                        continue;
                    }
                    int bytes = ENTRY_BYTES + 4 * (length(s.models[i]) + length(s.cores[i]));
                    if (part != null && part.remaining() < bytes) {
                        parts.add(close(part, count));
                        part = null;
                        count = 0;
                    }
                    if (part == null) {
                        part = ByteBuffer.allocate(Math.max(4 + bytes, PART_BYTES)).putInt(0);
                    }
                    part.putLong(s.his[i]).putLong(s.los[i]).putLong(s.records[i]);
                    putEdges(part, s.models[i]);
                    putEdges(part, s.cores[i]);
                    s.fresh[i] = false;
                    s.freshCount--;
                    if (++count == PART) {
                        parts.add(close(part, count));
                        part = null;
                        count = 0;
                    }
                }
            }
        }
        if (part != null) {
            parts.add(close(part, count));
        }
        return parts;
    }

    private static int length(int[] edges) {
        return edges == null ? 0 : edges.length;
    }

    private static void putEdges(ByteBuffer out, int[] edges) {
        if (edges == null) {
            out.putInt(-1);
            return;
        }
        out.putInt(edges.length);
        for (int e : edges) {
            out.putInt(e);
        }
    }

    private static byte[] close(ByteBuffer part, int count) {
        part.putInt(0, count);
        byte[] out = new byte[part.position()];
        part.flip().get(out);
        return out;
    }

    /**
     * @effects records' = records joined with the verdicts of an encoded part; fresh unchanged (they are in the
     *          file already). A damaged part is an IllegalStateException.
     */
    void decode(byte[] part) {
        ByteBuffer in = ByteBuffer.wrap(part);
        int count = part.length >= 4 ? in.getInt() : -1;
        if (count < 0 || count > PART) {
            throw damaged(part);
        }
        for (int k = 0; k < count; k++) {
            if (in.remaining() < ENTRY_BYTES) {
                throw damaged(part);
            }
            long hi = in.getLong();
            long lo = in.getLong();
            long scopes = in.getLong();
            int[] model = edges(in, part);
            int[] core = edges(in, part);
            VerdictRecord r = VerdictRecord.unpack(scopes);
            r = new VerdictRecord(r.minSatScope(), r.maxUnsatScope(), model, core);
            Stripe s = stripe(hi);
            synchronized (s) {
                s.join(hi, lo, r, false);
            }
        }
        if (in.hasRemaining()) {
            throw damaged(part);
        }
    }

    private static int[] edges(ByteBuffer in, byte[] part) {
        if (in.remaining() < 4) {
            throw damaged(part);
        }
        int n = in.getInt();
        if (n == -1) {
            return null;
        }
        if (n < 0 || in.remaining() < 4L * n) {
            throw damaged(part);
        }
        int[] out = new int[n];
        for (int i = 0; i < n; i++) {
            out[i] = in.getInt();
        }
        return out;
    }

    private static IllegalStateException damaged(byte[] part) {
        return new IllegalStateException("damaged verdict segment: a part of " + part.length + " bytes");
    }

    /** One stripe: open addressing with linear probing over parallel arrays, at most half full. */
    private static final class Stripe {
        long[] his = new long[16];
        long[] los = new long[16];
        long[] records = new long[16];
        int[][] models = new int[16][];
        int[][] cores = new int[16][];
        boolean[] used = new boolean[16];
        boolean[] fresh = new boolean[16];
        int size;
        int freshCount;

        /** The slot of (hi, lo), or the free slot where it would go. */
        int find(long hi, long lo) {
            int mask = used.length - 1;
            int i = (int) (lo ^ (lo >>> 32)) & mask;
            while (used[i] && (his[i] != hi || los[i] != lo)) {
                i = (i + 1) & mask;
            }
            return i;
        }

        /** @requires used[i] */
        VerdictRecord record(int i) {
            VerdictRecord r = VerdictRecord.unpack(records[i]);
            return models[i] == null && cores[i] == null ? r
                    : new VerdictRecord(r.minSatScope(), r.maxUnsatScope(), models[i], cores[i]);
        }

        void join(long hi, long lo, VerdictRecord r, boolean markFresh) {
            int i = find(hi, lo);
            if (used[i]) {
                VerdictRecord old = record(i);
                VerdictRecord joined = old.join(r);
                if (joined.pack() == records[i] && joined.model() == models[i] && joined.core() == cores[i]) {
                    return;
                }
                records[i] = joined.pack();
                models[i] = joined.model();
                cores[i] = joined.core();
            } else {
                used[i] = true;
                his[i] = hi;
                los[i] = lo;
                records[i] = r.pack();
                models[i] = r.model();
                cores[i] = r.core();
                if (++size * 2 > used.length) {
                    grow();
                    i = find(hi, lo);
                }
            }
            if (markFresh && !fresh[i]) {
                fresh[i] = true;
                freshCount++;
            }
        }

        private void grow() {
            long[] oh = his;
            long[] ol = los;
            long[] or = records;
            int[][] om = models;
            int[][] oc = cores;
            boolean[] ou = used;
            boolean[] of = fresh;
            int n = 2 * ou.length;
            his = new long[n];
            los = new long[n];
            records = new long[n];
            models = new int[n][];
            cores = new int[n][];
            used = new boolean[n];
            fresh = new boolean[n];
            for (int j = 0; j < ou.length; j++) {
                if (ou[j]) {
                    int i = find(oh[j], ol[j]);
                    used[i] = true;
                    his[i] = oh[j];
                    los[i] = ol[j];
                    records[i] = or[j];
                    models[i] = om[j];
                    cores[i] = oc[j];
                    fresh[i] = of[j];
                }
            }
        }
    }
}
