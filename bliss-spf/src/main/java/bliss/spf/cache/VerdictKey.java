package bliss.spf.cache;

import java.util.Arrays;
import java.util.Base64;
import java.util.HexFormat;

/**
 * The identity of a BLISS satisfiability check, independent of the scope: a fingerprint of the invariant and the
 * class layout, and a 128-bit digest of the canonical (sorted) assumption set, each assumption an edge
 * {@code source.field -> target} in canonical atom indices. A changed invariant or layout changes the fingerprint,
 * so an old verdict is never reused for it.
 *
 * <p>The digest stands for the edges: two different assumption sets share a digest with probability about 2^-128 a
 * pair, so a run of 10^7 questions meets a collision with probability below 10^-24 (a git object id relies on the
 * same argument with 160 bits). It keeps a key at 16 bytes however many edges the question has, which is what lets
 * the stores hold millions of verdicts in flat arrays.
 */
public final class VerdictKey {

    /** The length of a fingerprint: a SHA-256. */
    public static final int FINGERPRINT_BYTES = 32;

    private final byte[] fingerprint;
    private final long hi;
    private final long lo;

    private VerdictKey(byte[] fingerprint, long hi, long lo) {
        this.fingerprint = fingerprint;
        this.hi = hi;
        this.lo = lo;
    }

    /**
     * @param fingerprint the bounds fingerprint (invariant text + layout), hex
     * @param edges       the assumptions, each an edge packed into an int by the caller; sorted here
     */
    public static VerdictKey of(String fingerprint, int[] edges) {
        return of(fingerprintBytes(fingerprint), edges);
    }

    /**
     * @param fingerprint the bounds fingerprint as bytes ({@link #fingerprintBytes}), kept (not copied)
     * @param edges       the assumptions, each an edge packed into an int by the caller; not modified
     */
    public static VerdictKey of(byte[] fingerprint, int[] edges) {
        if (fingerprint.length != FINGERPRINT_BYTES) {
            throw new IllegalArgumentException("a fingerprint has " + FINGERPRINT_BYTES + " bytes, not "
                    + fingerprint.length);
        }
        int[] sorted = edges.clone();
        Arrays.sort(sorted);
        long h1 = 0x9E3779B97F4A7C15L ^ sorted.length;
        long h2 = 0xC2B2AE3D27D4EB4FL + sorted.length;
        for (int e : sorted) {
            h1 = mix(h1 + (e & 0xffffffffL) * 0xFF51AFD7ED558CCDL);
            h2 = mix(h2 ^ ((e & 0xffffffffL) + 0x632BE59BD9B4E019L) * 0xC4CEB9FE1A85EC53L);
        }
        return new VerdictKey(fingerprint, mix(h1 ^ h2 >>> 17), mix(h2 + h1));
    }

    /** @return the key with this fingerprint and digest (read back from a store) */
    static VerdictKey of(byte[] fingerprint, long hi, long lo) {
        return new VerdictKey(fingerprint, hi, lo);
    }

    /** SplitMix64's finalizer: every input bit affects every output bit. */
    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** The bytes of a hex fingerprint, to build many keys with it. */
    public static byte[] fingerprintBytes(String hex) {
        return HexFormat.of().parseHex(hex);
    }

    /** The fingerprint part, as hex: which invariant (or repOK) and layout the verdict holds for. */
    public String fingerprint() {
        return HexFormat.of().formatHex(fingerprint);
    }

    /** @return true iff this key's fingerprint is {@code fp} */
    boolean hasFingerprint(byte[] fp) {
        return fingerprint == fp || Arrays.equals(fingerprint, fp);
    }

    /** The high 64 bits of the edges' digest. */
    long hi() {
        return hi;
    }

    /** The low 64 bits of the edges' digest. */
    long lo() {
        return lo;
    }

    /** The raw key (fingerprint, then the digest big-endian), for stores that keep bytes (Redis). */
    public byte[] bytes() {
        byte[] out = Arrays.copyOf(fingerprint, FINGERPRINT_BYTES + 16);
        for (int i = 0; i < 8; i++) {
            out[FINGERPRINT_BYTES + i] = (byte) (hi >>> (56 - 8 * i));
            out[FINGERPRINT_BYTES + 8 + i] = (byte) (lo >>> (56 - 8 * i));
        }
        return out;
    }

    /** The key as text, for stores that keep strings. */
    public String text() {
        return Base64.getEncoder().withoutPadding().encodeToString(bytes());
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof VerdictKey k && k.hi == hi && k.lo == lo && hasFingerprint(k.fingerprint);
    }

    @Override
    public int hashCode() {
        return Long.hashCode(hi);
    }

    @Override
    public String toString() {
        return text();
    }
}
