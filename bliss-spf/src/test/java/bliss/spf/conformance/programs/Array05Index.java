package bliss.spf.conformance.programs;

/** Array index errors with the JVM's messages, negative sizes, length of null. */
public class Array05Index {
    static String run(int x) {
        int[] a = new int[5];
        String r = "";
        try {
            r += a[x];
        } catch (ArrayIndexOutOfBoundsException e) {
            r += "aioobe(" + e.getMessage() + ")";
        }
        try {
            r += new String[x - 2].length;
        } catch (NegativeArraySizeException e) {
            r += " nase(" + e.getMessage() + ")";
        }
        return r;
    }
}
