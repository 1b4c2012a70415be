package bliss.spf.models.java.util;

/** Model of {@code java.util.Objects}. */
public final class Objects {

    private Objects() {
    }

    public static boolean equals(Object a, Object b) {
        return a == b || (a != null && a.equals(b));
    }

    public static int hashCode(Object o) {
        return o != null ? o.hashCode() : 0;
    }

    /** As {@code Arrays.hashCode}: 31-polynomial over the elements' hash codes, 0 for a null array. */
    public static int hash(Object... values) {
        if (values == null) {
            return 0;
        }
        int h = 1;
        for (int i = 0; i < values.length; i++) {
            Object v = values[i];
            h = 31 * h + (v == null ? 0 : v.hashCode());
        }
        return h;
    }

    public static boolean isNull(Object obj) {
        return obj == null;
    }

    public static boolean nonNull(Object obj) {
        return obj != null;
    }

    public static String toString(Object o) {
        return o == null ? "null" : o.toString();
    }

    public static String toString(Object o, String nullDefault) {
        return o != null ? o.toString() : nullDefault;
    }

    public static <T> T requireNonNull(T obj) {
        if (obj == null) {
            throw new NullPointerException();
        }
        return obj;
    }

    public static <T> T requireNonNull(T obj, String message) {
        if (obj == null) {
            throw new NullPointerException(message);
        }
        return obj;
    }

    public static <T> T requireNonNullElse(T obj, T defaultObj) {
        return obj != null ? obj : requireNonNull(defaultObj, "defaultObj");
    }

    public static int checkIndex(int index, int length) {
        if (index < 0 || index >= length) {
            throw new IndexOutOfBoundsException("Index ".concat(String.valueOf(index))
                    .concat(" out of bounds for length ").concat(String.valueOf(length)));
        }
        return index;
    }
}
