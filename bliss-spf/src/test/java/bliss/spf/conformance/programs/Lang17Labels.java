package bliss.spf.conformance.programs;

/** Nested loops with labeled breaks searching a 2-D table; early returns from inside loops and switches. */
public class Lang17Labels {
    static String find(int[][] t, int target) {
        search:
        for (int i = 0; i < t.length; i++) {
            for (int j = 0; j < t[i].length; j++) {
                switch (Integer.compare(t[i][j], target)) {
                    case 0: return i + "," + j;
                    case 1: continue search;
                    default: break;
                }
            }
        }
        return "none";
    }
    static String run(int x) {
        int[][] t = {{1, 3, 5}, {2, 4, 8}, {0, 6, 7}};
        return find(t, x) + " " + find(t, 7) + " " + find(t, 9);
    }
}
