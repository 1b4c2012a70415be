package bliss.spf.conformance.programs;

/** Matrix multiplication and transpose with long arithmetic; overflow wraps as in Java. */
public class Algo08Matrix {
    static long[][] mul(long[][] a, long[][] b) {
        long[][] c = new long[a.length][b[0].length];
        for (int i = 0; i < a.length; i++)
            for (int j = 0; j < b[0].length; j++)
                for (int k = 0; k < b.length; k++) c[i][j] += a[i][k] * b[k][j];
        return c;
    }
    static String run(int x) {
        long[][] m = {{1, 1}, {1, 0}};
        long[][] p = {{1, 0}, {0, 1}};
        for (int i = 0; i < Math.abs(x) % 95; i++) p = mul(p, m);
        return p[0][1] + " " + java.util.Arrays.deepToString(p);
    }
}
