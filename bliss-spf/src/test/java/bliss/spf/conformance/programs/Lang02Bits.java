package bliss.spf.conformance.programs;

/** Bitwise operators and shifts on int and long, including shift distances beyond the width. */
public class Lang02Bits {
    static String run(int x) {
        long l = x * 0x1_0000_0001L;
        return (x & 0xF0) + " " + (x | 0x0F) + " " + (x ^ -1) + " " + (~x) + " " + (x << 33) + " " + (x >> 2) + " "
                + (x >>> 28) + " " + (-x >>> 1) + " " + (l << 65) + " " + (l >> 3) + " " + (l >>> 60) + " " + (l & 0xFFL)
                + " " + ((byte) 0x80 >> 1) + " " + ((char) -1 >>> 8) + " " + (1 << x);
    }
}
