package bliss.spf.conformance.programs;

import java.util.Arrays;
import java.util.List;

/** Arrays helpers: sort, binarySearch, fill, copyOf, copyOfRange, equals, hashCode, toString, asList, deepToString. */
public class Jdk08Arrays {
    static String run(int x) {
        int[] a = new int[8];
        for (int i = 0; i < a.length; i++) a[i] = (i * 13 + x) % 10;
        String raw = Arrays.toString(a);
        Arrays.sort(a);
        int at = Arrays.binarySearch(a, 5);
        int[] b = Arrays.copyOf(a, 10);
        int[] c = Arrays.copyOfRange(a, 2, 5);
        long[] l = new long[3];
        Arrays.fill(l, x);
        String[] s = {"pear", "fig", "apple" + x};
        Arrays.sort(s);
        List<String> asList = Arrays.asList(s);
        asList.set(0, "zz");
        int[][] grid = {{1, 2}, {x, 4}};
        return raw + " " + Arrays.toString(a) + " " + at + " " + Arrays.toString(b) + " " + Arrays.toString(c) + " "
                + Arrays.toString(l) + " " + Arrays.toString(s) + " " + asList + " " + Arrays.equals(a, a.clone()) + " "
                + Arrays.hashCode(c) + " " + Arrays.deepToString(grid) + " " + Arrays.asList(1, 2, x).contains(x);
    }
}
