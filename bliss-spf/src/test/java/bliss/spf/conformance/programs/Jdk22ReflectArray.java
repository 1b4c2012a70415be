package bliss.spf.conformance.programs;

import java.lang.reflect.Array;

/**
 * java.lang.reflect.Array as Commons Collections' ArrayIterator and ArrayListIterator use it (get, set, getLength on
 * an array of any type), with the JDK's exceptions for a bad index, a non-array, null, and values that do not fit.
 */
public class Jdk22ReflectArray {
    static String run(int x) {
        Object[] arrays = {new int[]{x, x + 1}, new String[]{"a" + x}, new char[]{'q'}, new long[2], new double[1],
                new boolean[]{x > 0}, new Integer[3], "no array", null};
        Object[] values = {x, "s", 'c', (long) x, null, 2.5, (short) 3, true};
        StringBuilder sb = new StringBuilder();
        for (Object a : arrays) {
            sb.append(attempt(() -> Array.getLength(a))).append(' ');
            sb.append(attempt(() -> Array.get(a, 0))).append(' ');
            sb.append(attempt(() -> Array.get(a, Math.abs(x) % 4))).append(' ');
            sb.append(attempt(() -> Array.getInt(a, 0))).append(' ');
            for (Object v : values) {
                sb.append(attempt(() -> {
                    Array.set(a, 0, v);
                    return Array.get(a, 0);
                })).append(',');
            }
            sb.append(attempt(() -> {
                Array.set(a, -1, values[0]);
                return "set";
            })).append('\n');
        }
        Object grown = Array.newInstance(String.class, Math.abs(x) % 3);
        return sb.toString() + grown.getClass().getSimpleName() + Array.getLength(grown);
    }

    private interface Action {
        Object run();
    }

    private static String attempt(Action a) {
        try {
            Object r = a.run();
            return r == null ? "null" : r + ":" + r.getClass().getSimpleName();
        } catch (RuntimeException e) {
            return e.getClass().getSimpleName() + (e.getMessage() == null ? "" : "(" + e.getMessage() + ")");
        }
    }
}
