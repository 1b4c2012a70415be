package bliss.spf.conformance.programs;

/** Multi-dimensional arrays: rectangular (multianewarray), jagged, default values, clone is shallow. */
public class Array01MultiDim {
    static String run(int x) {
        int n = Math.abs(x) % 4 + 1;
        int[][] grid = new int[n][n + 1];
        for (int i = 0; i < n; i++) for (int j = 0; j <= n; j++) grid[i][j] = i * j + x;
        int[][] jag = new int[n][];
        for (int i = 0; i < n; i++) jag[i] = new int[i + 1];
        int[][] shallow = grid.clone();
        shallow[0][0] = -99;
        long[][][] cube = new long[2][3][2];
        cube[1][2][1] = x;
        String[][] names = new String[2][2];
        int sum = 0;
        for (int[] row : grid) for (int v : row) sum += v;
        return sum + " " + grid[0][0] + " " + jag[n - 1].length + " " + cube[1][2][1] + " " + names[1][1] + " "
                + (shallow != grid) + " " + (shallow[0] == grid[0]);
    }
}
