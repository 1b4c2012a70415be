package bliss.spf.models.java.util;

/**
 * Model of {@code java.util.Objects} (the JDK's checks its indices through {@code jdk.internal.util.Preconditions},
 * whose messages are formatted here the same way).
 */
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

    public static <T> T requireNonNull(T obj, java.util.function.Supplier<String> messageSupplier) {
        if (obj == null) {
            throw new NullPointerException(messageSupplier == null ? null : messageSupplier.get());
        }
        return obj;
    }

    public static <T> T requireNonNullElseGet(T obj, java.util.function.Supplier<? extends T> supplier) {
        return obj != null ? obj : requireNonNull(requireNonNull(supplier, "supplier").get(), "supplier.get()");
    }

    public static boolean deepEquals(Object a, Object b) {
        if (a == b) {
            return true;
        }
        if (a == null || b == null) {
            return false;
        }
        return java.util.Arrays.deepEquals(new Object[]{a}, new Object[]{b});
    }

    public static <T> int compare(T a, T b, java.util.Comparator<? super T> c) {
        return a == b ? 0 : c.compare(a, b);
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

    /** The long version's check and message, which are the same for ints. */
    public static int checkFromToIndex(int fromIndex, int toIndex, int length) {
        return (int) checkFromToIndex((long) fromIndex, (long) toIndex, (long) length);
    }

    public static int checkFromIndexSize(int fromIndex, int size, int length) {
        return (int) checkFromIndexSize((long) fromIndex, (long) size, (long) length);
    }

    public static long checkIndex(long index, long length) {
        if (index < 0 || index >= length) {
            throw new IndexOutOfBoundsException("Index ".concat(String.valueOf(index))
                    .concat(" out of bounds for length ").concat(String.valueOf(length)));
        }
        return index;
    }

    public static long checkFromToIndex(long fromIndex, long toIndex, long length) {
        if (fromIndex < 0 || fromIndex > toIndex || toIndex > length) {
            throw new IndexOutOfBoundsException(range(fromIndex, toIndex, length));
        }
        return fromIndex;
    }

    public static long checkFromIndexSize(long fromIndex, long size, long length) {
        if ((length | fromIndex | size) < 0 || size > length - fromIndex) {
            throw new IndexOutOfBoundsException(rangeOfSize(fromIndex, size, length));
        }
        return fromIndex;
    }

    private static String range(long from, long to, long length) {
        return "Range [".concat(String.valueOf(from)).concat(", ").concat(String.valueOf(to))
                .concat(") out of bounds for length ").concat(String.valueOf(length));
    }

    private static String rangeOfSize(long from, long size, long length) {
        return "Range [".concat(String.valueOf(from)).concat(", ").concat(String.valueOf(from)).concat(" + ")
                .concat(String.valueOf(size)).concat(") out of bounds for length ").concat(String.valueOf(length));
    }
}
