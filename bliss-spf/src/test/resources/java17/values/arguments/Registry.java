package values.arguments;

/**
 * Methods analysed without a driver whose parameters lie outside the layout: an {@code Object}, a {@code String}, an
 * {@code Integer}, a {@code double}, an {@code int[]}, an enum, a {@code float}. Each parameter is decided at its first
 * load as a field of its type would be.
 */
public class Registry {

    /*@ invariant true; @*/

    int size;

    public boolean repOK() {
        return size >= 0;
    }

    /** 0 for null, 1 for the registry itself, 2 for a tag heavier than the size, 3 for another tag, 4 otherwise. */
    public int kind(Object o) {
        if (o == null) {
            return 0;
        }
        if (o == this) {
            return 1;
        }
        if (o instanceof Tag t) {
            return t.weight > size ? 2 : 3;
        }
        return 4;
    }

    /** -1 unless a Sized list, else whether it changed more than twice (a field its JDK superclass declares). */
    public int changed(Object o) {
        if (o instanceof Sized s) {
            return s.changes() > 2 ? 1 : 0;
        }
        return -1;
    }

    /** Whether the number is positive (an overload picked by {@code --method 'pick(int)'}). */
    public int pick(int i) {
        return i > 0 ? 1 : 0;
    }

    /** Whether there is an object (an overload picked by {@code --method 'pick(Object)'}). */
    public int pick(Object o) {
        return o == null ? 0 : 1;
    }

    /** The size of a Sized list; a ClassCastException for anything else. */
    public int sizeOf(Object o) {
        return ((Sized) o).size();
    }

    /** One bit per test: a string longer than one character, a negative number, a fraction over one half. */
    public int measure(String s, Integer n, double d) {
        int r = 0;
        if (s != null && s.length() > 1) {
            r += 1;
        }
        if (n != null && n < 0) {
            r += 2;
        }
        if (d > 0.5) {
            r += 4;
        }
        return r;
    }

    /** -1 without a level, 1 for the high one, 0 for another (an enum argument). */
    public int grade(Level l) {
        if (l == null) {
            return -1;
        }
        return l == Level.HIGH ? 1 : 0;
    }

    /** 2 for NaN, 3 for positive infinity, else whether the number exceeds one and a half. */
    public int scale(float f) {
        if (f != f) {
            return 2;
        }
        if (f == Float.POSITIVE_INFINITY) {
            return 3;
        }
        return f > 1.5f ? 1 : 0;
    }

    /** The number of rows (an array of arrays, which testgen refuses to build). */
    public int rows(int[][] grid) {
        return grid == null ? 0 : grid.length;
    }

    /** -1 without an array, -2 for an empty one, else whether its first element exceeds 7. */
    public int first(int[] a) {
        if (a == null) {
            return -1;
        }
        if (a.length == 0) {
            return -2;
        }
        return a[0] > 7 ? 1 : 0;
    }
}
