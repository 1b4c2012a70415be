package bliss.spf.models.java.lang;

/**
 * Model of {@code java.lang.Boolean}. As in the JDK, {@link #valueOf(boolean)} returns one of the two canonical
 * objects (code compares against {@link #TRUE} with {@code ==}), so boxing a symbolic boolean splits the path.
 */
public final class Boolean implements Comparable<Boolean> {

    /** {@code boolean.class}, the component class of {@code boolean[]} (the JDK's asks the VM for it by name). */
    @SuppressWarnings("unchecked")
    public static final Class<Boolean> TYPE = (Class<Boolean>) (Class<?>) boolean[].class.getComponentType();

    public static final Boolean TRUE = new Boolean(true);
    public static final Boolean FALSE = new Boolean(false);

    private final boolean value;

    /** Deprecated in the JDK, kept because its descriptor is part of the JDK's API. */
    @Deprecated
    public Boolean(boolean value) {
        this.value = value;
    }

    public static Boolean valueOf(boolean b) {
        return b ? TRUE : FALSE;
    }

    public static boolean parseBoolean(String s) {
        return "true".equalsIgnoreCase(s);
    }

    public static Boolean valueOf(String s) {
        return parseBoolean(s) ? TRUE : FALSE;
    }

    public static boolean logicalAnd(boolean a, boolean b) {
        return a && b;
    }

    public static boolean logicalOr(boolean a, boolean b) {
        return a || b;
    }

    public static boolean logicalXor(boolean a, boolean b) {
        return a ^ b;
    }

    public boolean booleanValue() {
        return value;
    }

    @Override
    public boolean equals(Object obj) {
        return obj instanceof Boolean && ((Boolean) obj).value == value;
    }

    @Override
    public int hashCode() {
        return value ? 1231 : 1237;
    }

    public static int hashCode(boolean value) {
        return value ? 1231 : 1237;
    }

    @Override
    public int compareTo(Boolean other) {
        return compare(value, other.value);
    }

    public static int compare(boolean x, boolean y) {
        return x == y ? 0 : (x ? 1 : -1);
    }

    @Override
    public String toString() {
        return value ? "true" : "false";
    }

    public static String toString(boolean b) {
        return b ? "true" : "false";
    }
}
