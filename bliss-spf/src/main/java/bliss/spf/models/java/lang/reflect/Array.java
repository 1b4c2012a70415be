package bliss.spf.models.java.lang.reflect;

/**
 * Model of {@code java.lang.reflect.Array}: the JDK's rests on natives for everything but {@code newInstance}. Each
 * method is plain array code over the engine's arrays, so symbolic indices, input arrays and their lazily decided
 * elements work as in any other code. The exceptions are the JDK's: a null array a NullPointerException, another
 * object an IllegalArgumentException "Argument is not an array", an index out of bounds an
 * ArrayIndexOutOfBoundsException without a message, a value that does not fit the element type an
 * IllegalArgumentException ("argument type mismatch" for a primitive array, "array element type mismatch" for a
 * reference array; none for null into a primitive array); a box widens as the JDK's does (an Integer into a long[]).
 */
public final class Array {

    private Array() {
    }

    public static Object newInstance(Class<?> componentType, int length) {
        return newArray(componentType, length);
    }

    private static native Object newArray(Class<?> componentType, int length);

    public static int getLength(Object array) {
        if (array instanceof Object[] a) {
            return a.length;
        } else if (array instanceof int[] a) {
            return a.length;
        } else if (array instanceof long[] a) {
            return a.length;
        } else if (array instanceof boolean[] a) {
            return a.length;
        } else if (array instanceof byte[] a) {
            return a.length;
        } else if (array instanceof char[] a) {
            return a.length;
        } else if (array instanceof short[] a) {
            return a.length;
        } else if (array instanceof double[] a) {
            return a.length;
        } else if (array instanceof float[] a) {
            return a.length;
        }
        throw notAnArray(array);
    }

    public static Object get(Object array, int index) {
        if (array instanceof Object[] a) {
            return a[checked(index, a.length)];
        } else if (array instanceof int[] a) {
            return a[checked(index, a.length)];
        } else if (array instanceof long[] a) {
            return a[checked(index, a.length)];
        } else if (array instanceof boolean[] a) {
            return a[checked(index, a.length)];
        } else if (array instanceof byte[] a) {
            return a[checked(index, a.length)];
        } else if (array instanceof char[] a) {
            return a[checked(index, a.length)];
        } else if (array instanceof short[] a) {
            return a[checked(index, a.length)];
        } else if (array instanceof double[] a) {
            return a[checked(index, a.length)];
        } else if (array instanceof float[] a) {
            return a[checked(index, a.length)];
        }
        throw notAnArray(array);
    }

    public static int getInt(Object array, int index) {
        if (array instanceof int[] a) {
            return a[checked(index, a.length)];
        } else if (array instanceof char[] a) {
            return a[checked(index, a.length)];
        } else if (array instanceof short[] a) {
            return a[checked(index, a.length)];
        } else if (array instanceof byte[] a) {
            return a[checked(index, a.length)];
        }
        throw mismatch(array);
    }

    public static void set(Object array, int index, Object value) {
        checked(index, getLength(array)); // null, not an array, then the index: the JDK's order
        if (array instanceof Object[] a) {
            if (value != null && !a.getClass().getComponentType().isInstance(value)) {
                throw new IllegalArgumentException("array element type mismatch");
            }
            a[index] = value;
        } else if (value == null) {
            throw new IllegalArgumentException();
        } else if (array instanceof int[] a) {
            a[index] = asInt(value);
        } else if (array instanceof long[] a) {
            a[index] = asLong(value);
        } else if (array instanceof double[] a) {
            a[index] = value instanceof Float f ? f : value instanceof Double d ? d : asLong(value);
        } else if (array instanceof float[] a) {
            a[index] = value instanceof Float f ? f : asLong(value);
        } else if (array instanceof boolean[] a) {
            if (!(value instanceof Boolean b)) {
                throw new IllegalArgumentException("argument type mismatch");
            }
            a[index] = b;
        } else if (array instanceof byte[] a) {
            if (!(value instanceof Byte b)) {
                throw new IllegalArgumentException("argument type mismatch");
            }
            a[index] = b;
        } else if (array instanceof char[] a) {
            if (!(value instanceof Character c)) {
                throw new IllegalArgumentException("argument type mismatch");
            }
            a[index] = c;
        } else if (value instanceof Short sh) {
            ((short[]) array)[index] = sh;
        } else if (value instanceof Byte b) {
            ((short[]) array)[index] = b;
        } else {
            throw new IllegalArgumentException("argument type mismatch");
        }
    }

    /** An int, short, char or byte box as an int (the widening the JDK's set allows into an int[]). */
    private static int asInt(Object value) {
        if (value instanceof Integer i) {
            return i;
        } else if (value instanceof Short s) {
            return s;
        } else if (value instanceof Character c) {
            return c;
        } else if (value instanceof Byte b) {
            return b;
        }
        throw new IllegalArgumentException("argument type mismatch");
    }

    /** An int-like or long box as a long. */
    private static long asLong(Object value) {
        return value instanceof Long l ? l : asInt(value);
    }

    private static int checked(int index, int length) {
        if (index < 0 || index >= length) {
            throw new ArrayIndexOutOfBoundsException();
        }
        return index;
    }

    private static RuntimeException notAnArray(Object array) {
        if (array == null) {
            return new NullPointerException();
        }
        return new IllegalArgumentException("Argument is not an array");
    }

    private static RuntimeException mismatch(Object array) {
        getLength(array); // null or not an array: those exceptions first
        return new IllegalArgumentException(array instanceof Object[] ? "Argument is not an array of primitive type"
                : "argument type mismatch");
    }
}
