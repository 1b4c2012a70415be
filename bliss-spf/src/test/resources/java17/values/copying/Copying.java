package values.copying;

import bliss.symbolic.Symbolic;

/** {@code System.arraycopy} from an input array at a symbolic position. */
public class Copying {

    /*@ invariant true; @*/

    int[] items;
    int count;

    public boolean repOK() {
        return true;
    }

    /** The element at {@code from}, copied out with System.arraycopy. */
    public int shift(int from) {
        int[] out = new int[3];
        System.arraycopy(items, from, out, 0, 1);
        return out[0];
    }

    /** The length of a new array of {@code count} elements. */
    public int allocate() {
        return new int[count].length;
    }

    /**
     * A new array as the JDK's growth policy sizes one: a length that overflows becomes the concrete
     * {@code Integer.MAX_VALUE - 8} (jdk.internal.util.ArraysSupport.hugeLength).
     */
    public int grow() {
        int wanted = count + count;
        return new int[wanted > 0 ? wanted : Integer.MAX_VALUE - 8].length;
    }

    /**
     * Tables as Guava's MapMaker makes one per segment: 4,096 of 4,096 slots when count is over 2 (16,777,216 in
     * all), else one of 4.
     */
    public int segments() {
        int n = count > 2 ? 4096 : 1;
        int[][] tables = new int[n][];
        int total = 0;
        for (int i = 0; i < n; i++) {
            tables[i] = new int[n > 1 ? 4096 : 4];
            total += tables[i].length;
        }
        return total;
    }

    /** A message as Commons' CircularFifoQueue.get formats one: symbolic ints through {@code %1$d} and {@code %2$d}. */
    public String describe(int index) {
        if (index < 0 || index >= count) {
            return String.format("The specified index (%1$d) is outside the available range [0, %2$d)",
                    Integer.valueOf(index), Integer.valueOf(count));
        }
        return "in range";
    }

    public static void describeDriver() {
        Copying x = Symbolic.object("X", new Copying());
        int index = Symbolic.integer("index");
        System.out.println(x.describe(index));
    }

    /** The array's class, as Arrays.copyOf asks for it before it copies. */
    public String kind() {
        return items.getClass().getSimpleName();
    }

    public static void kindDriver() {
        Copying x = Symbolic.object("X", new Copying());
        try {
            System.out.println(x.kind());
        } catch (NullPointerException e) {
            System.out.println("NPE");
        }
    }

    public static void shiftDriver() {
        Copying x = Symbolic.object("X", new Copying());
        int from = Symbolic.integer("from");
        try {
            System.out.println(x.shift(from));
        } catch (NullPointerException e) {
            System.out.println("NPE");
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("AIOOBE");
        }
    }
}
