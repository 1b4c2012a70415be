package bliss.spf.cache;

import java.util.Arrays;
import java.util.Base64;

/**
 * The identity of a BLISS satisfiability check, independent of the scope: a fingerprint of the invariant and the
 * class layout, followed by the canonical (sorted) assumption set, each assumption an edge {@code source.field ->
 * target} in canonical atom indices. A changed invariant or layout changes the fingerprint, so an old verdict is
 * never reused for it.
 */
public final class VerdictKey {

    /** The length of a fingerprint: a SHA-256. */
    public static final int FINGERPRINT_BYTES = 32;

    private final byte[] bytes;
    private final int hash;

    private VerdictKey(byte[] bytes) {
        this.bytes = bytes;
        this.hash = Arrays.hashCode(bytes);
    }

    /**
     * @param fingerprint the bounds fingerprint (invariant text + layout), hex
     * @param edges       the assumptions, each an edge packed into an int by the caller; sorted here
     */
    public static VerdictKey of(String fingerprint, int[] edges) {
        return of(hexBytes(fingerprint), edges);
    }

    /**
     * @param fingerprint the bounds fingerprint as bytes ({@link #fingerprintBytes}), not modified
     * @param edges       the assumptions, each an edge packed into an int by the caller; sorted here
     */
    public static VerdictKey of(byte[] fingerprint, int[] edges) {
        int[] sorted = edges.clone();
        Arrays.sort(sorted);
        if (fingerprint.length != FINGERPRINT_BYTES) {
            throw new IllegalArgumentException("a fingerprint has " + FINGERPRINT_BYTES + " bytes, not "
                    + fingerprint.length);
        }
        byte[] fp = fingerprint;
        byte[] out = new byte[fp.length + 4 * sorted.length];
        System.arraycopy(fp, 0, out, 0, fp.length);
        int p = fp.length;
        for (int e : sorted) {
            out[p++] = (byte) (e >>> 24);
            out[p++] = (byte) (e >>> 16);
            out[p++] = (byte) (e >>> 8);
            out[p++] = (byte) e;
        }
        return new VerdictKey(out);
    }

    /** The bytes of a hex fingerprint, to build many keys with it. */
    public static byte[] fingerprintBytes(String hex) {
        return hexBytes(hex);
    }

    private static byte[] hexBytes(String hex) {
        byte[] out = new byte[hex.length() / 2];
        for (int i = 0; i < out.length; i++) {
            out[i] = (byte) Integer.parseInt(hex, 2 * i, 2 * i + 2, 16);
        }
        return out;
    }

    /** The fingerprint part, as hex: which invariant (or repOK) and layout the verdict holds for. */
    public String fingerprint() {
        return java.util.HexFormat.of().formatHex(bytes, 0, FINGERPRINT_BYTES);
    }

    /** @return true iff this key's fingerprint part is {@code fingerprint} ({@link #FINGERPRINT_BYTES} bytes) */
    boolean hasFingerprint(byte[] fingerprint) {
        return Arrays.equals(bytes, 0, FINGERPRINT_BYTES, fingerprint, 0, FINGERPRINT_BYTES);
    }

    /** @return the edges of this key, sorted */
    int[] edges() {
        int[] out = new int[(bytes.length - FINGERPRINT_BYTES) / 4];
        for (int i = 0, p = FINGERPRINT_BYTES; i < out.length; i++, p += 4) {
            out[i] = (bytes[p] & 0xff) << 24 | (bytes[p + 1] & 0xff) << 16 | (bytes[p + 2] & 0xff) << 8
                    | (bytes[p + 3] & 0xff);
        }
        return out;
    }

    /** The raw key, for stores that keep bytes (Redis). */
    public byte[] bytes() {
        return bytes.clone();
    }

    /** The key as text, for stores that keep strings. */
    public String text() {
        return Base64.getEncoder().withoutPadding().encodeToString(bytes);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof VerdictKey k && k.hash == hash && Arrays.equals(k.bytes, bytes);
    }

    @Override
    public int hashCode() {
        return hash;
    }

    @Override
    public String toString() {
        return text();
    }
}
