package bliss.spf.symbolic;

/** The type of a symbolic expression: Java {@code int} (also boolean, byte, short, char values), {@code long},
 * {@code float}, {@code double}, a condition, or the text of a {@code String}. Arithmetic is two's complement with Java's wrap-around, exactly as the
 * JVM computes it. A STRING expression evaluates to the id of its text ({@link Texts}). */
public enum Type {
    INT(32),
    LONG(64),
    /** A Java {@code float}: its IEEE 754 bit pattern ({@code Float.floatToRawIntBits}, sign-extended). */
    FLOAT(32),
    /** A Java {@code double}: its IEEE 754 bit pattern ({@code Double.doubleToRawLongBits}). */
    DOUBLE(64),
    /** A condition (path-condition atom); not a JVM value. */
    BOOL(1),
    /** The text of a string (its characters, UTF-16 code units as Java has them); evaluates to a {@link Texts} id. */
    STRING(0);

    public final int bits;

    Type(int bits) {
        this.bits = bits;
    }
}
