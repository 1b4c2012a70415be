package bliss.spf.models.java.lang;

/** Model of {@code java.lang.Byte}, the box. The JDK caches every value; so does this model. */
public final class Byte extends Number implements Comparable<Byte> {

    /** {@code byte.class}, the component class of {@code byte[]} (the JDK's asks the VM for it by name). */
    @SuppressWarnings("unchecked")
    public static final Class<Byte> TYPE = (Class<Byte>) (Class<?>) byte[].class.getComponentType();

    public static final byte MIN_VALUE = -128;
    public static final byte MAX_VALUE = 127;

    private static final Byte[] CACHE = new Byte[256];

    static {
        for (int i = 0; i < CACHE.length; i++) {
            CACHE[i] = new Byte((byte) (i - 128));
        }
    }

    private final byte value;

    /** Deprecated in the JDK, kept because its descriptor is part of the JDK's API. */
    @Deprecated
    public Byte(byte value) {
        this.value = value;
    }

    /** The cached box; a symbolic value gets a fresh one (indexing the cache would need a symbolic index). */
    public static Byte valueOf(byte b) {
        if (!bliss.symbolic.Symbolic.isSymbolic(b)) {
            return CACHE[b + 128];
        }
        return new Byte(b);
    }

    public byte byteValue() {
        return value;
    }

    public int intValue() {
        return value;
    }

    public long longValue() {
        return value;
    }

    public float floatValue() {
        return value;
    }

    public double doubleValue() {
        return value;
    }

    @Override
    public boolean equals(Object obj) {
        return obj instanceof Byte && ((Byte) obj).value == value;
    }

    @Override
    public int hashCode() {
        return value;
    }

    public static int hashCode(byte value) {
        return value;
    }

    @Override
    public int compareTo(Byte other) {
        return value - other.value;
    }

    public static int compare(byte x, byte y) {
        return x - y;
    }

    @Override
    public String toString() {
        return String.valueOf(value);
    }

    public static String toString(byte b) {
        return String.valueOf(b);
    }
}
