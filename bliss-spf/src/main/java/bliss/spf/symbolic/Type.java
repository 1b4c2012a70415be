package bliss.spf.symbolic;

/** The type of a symbolic expression: Java {@code int} (also boolean, byte, short, char values), {@code long}, or a
 * condition. Arithmetic is two's complement with Java's wrap-around, exactly as the JVM computes it. */
public enum Type {
    INT(32),
    LONG(64),
    /** A condition (path-condition atom); not a JVM value. */
    BOOL(1);

    public final int bits;

    Type(int bits) {
        this.bits = bits;
    }
}
