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
        int[] sorted = edges.clone();
        Arrays.sort(sorted);
        byte[] fp = hexBytes(fingerprint);
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

    private static byte[] hexBytes(String hex) {
        byte[] out = new byte[hex.length() / 2];
        for (int i = 0; i < out.length; i++) {
            out[i] = (byte) Integer.parseInt(hex, 2 * i, 2 * i + 2, 16);
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
