package bliss.spf.models.java.lang;

import bliss.symbolic.Symbolic;

/** Model of {@code java.lang.Short}, the box, with the JDK's cache of -128..127 for concrete values. */
public final class Short extends Number implements Comparable<Short> {

    /** {@code short.class}, the component class of {@code short[]} (the JDK's asks the VM for it by name). */
    @SuppressWarnings("unchecked")
    public static final Class<Short> TYPE = (Class<Short>) (Class<?>) short[].class.getComponentType();

    public static final short MIN_VALUE = -32768;
    public static final short MAX_VALUE = 32767;

    private static final Short[] CACHE = new Short[256];

    static {
        for (int i = 0; i < CACHE.length; i++) {
            CACHE[i] = new Short((short) (i - 128));
        }
    }

    private final short value;

    /** Deprecated in the JDK, kept because its descriptor is part of the JDK's API. */
    @Deprecated
    public Short(short value) {
        this.value = value;
    }

    public static Short valueOf(short s) {
        if (!Symbolic.isSymbolic(s) && s >= -128 && s <= 127) {
            return CACHE[s + 128];
        }
        return new Short(s);
    }

    public short shortValue() {
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
        return obj instanceof Short && ((Short) obj).value == value;
    }

    @Override
    public int hashCode() {
        return value;
    }

    public static int hashCode(short value) {
        return value;
    }

    @Override
    public int compareTo(Short other) {
        return value - other.value;
    }

    public static int compare(short x, short y) {
        return x - y;
    }

    @Override
    public String toString() {
        return String.valueOf(value);
    }

    public static String toString(short s) {
        return String.valueOf(s);
    }
}
