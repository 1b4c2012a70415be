package bliss.realcode.oracle;

import java.util.ArrayList;
import java.util.List;

/** Binary tree shapes and tuples of values, the raw material the input spaces build from. */
public final class Shapes {

    private Shapes() {
    }

    /**
     * A binary tree of n nodes numbered in order (0 .. n-1): each node's left and right child, -1 for none.
     */
    public record Tree(int root, int[] left, int[] right) {
        public int size() {
            return left.length;
        }

        /** Each node's parent, -1 for the root. */
        public int[] parents() {
            int[] p = new int[left.length];
            java.util.Arrays.fill(p, -1);
            for (int i = 0; i < left.length; i++) {
                if (left[i] >= 0) {
                    p[left[i]] = i;
                }
                if (right[i] >= 0) {
                    p[right[i]] = i;
                }
            }
            return p;
        }
    }

    /** Every binary tree of exactly n nodes (Catalan many). */
    public static List<Tree> trees(int n) {
        List<Tree> out = new ArrayList<>();
        for (int[] spec : subtrees(0, n)) {
            int[] left = new int[n];
            int[] right = new int[n];
            for (int i = 0; i < n; i++) {
                left[i] = spec[1 + 2 * i];
                right[i] = spec[2 + 2 * i];
            }
            out.add(new Tree(n == 0 ? -1 : spec[0], left, right));
        }
        return out;
    }

    /** The trees over the in-order range [lo, hi): {root, left0, right0, left1, right1, ...} over all n slots. */
    private static List<int[]> subtrees(int lo, int hi) {
        List<int[]> out = new ArrayList<>();
        if (lo == hi) {
            out.add(new int[]{-1});
            return out;
        }
        for (int r = lo; r < hi; r++) {
            for (int[] l : subtrees(lo, r)) {
                for (int[] rt : subtrees(r + 1, hi)) {
                    int[] spec = new int[1 + 2 * 64];
                    java.util.Arrays.fill(spec, -1);
                    merge(spec, l);
                    merge(spec, rt);
                    spec[0] = r;
                    spec[1 + 2 * r] = l[0];
                    spec[2 + 2 * r] = rt[0];
                    out.add(spec);
                }
            }
        }
        return out;
    }

    private static void merge(int[] into, int[] from) {
        for (int i = 1; i < from.length; i++) {
            if (from[i] >= 0) {
                into[i] = from[i];
            }
        }
    }

    /** Every tuple of n values from {@code lo..hi}. */
    public static List<int[]> tuples(int n, int lo, int hi) {
        List<int[]> out = new ArrayList<>();
        int[] t = new int[n];
        java.util.Arrays.fill(t, lo);
        while (true) {
            out.add(t.clone());
            int i = 0;
            while (i < n && t[i] == hi) {
                t[i] = lo;
                i++;
            }
            if (i == n) {
                return out;
            }
            t[i]++;
        }
    }
}
