package bliss.spf.conformance.programs;

/** System.arraycopy within one array (overlapping), between arrays, and its failures. */
public class Array03Copy {
    static String run(int x) {
        int[] a = {0, 1, 2, 3, 4, 5, 6, 7};
        System.arraycopy(a, 0, a, 2, 5);
        int[] b = new int[4];
        System.arraycopy(a, 3, b, 1, 3);
        String r = java.util.Arrays.toString(a) + " " + java.util.Arrays.toString(b);
        try {
            System.arraycopy(a, x, b, 0, 2);
            return r + " copied " + java.util.Arrays.toString(b);
        } catch (IndexOutOfBoundsException e) {
            return r + " " + e.getClass().getSimpleName();
        }
    }
}
