package bliss.spf.sat;

import java.util.Arrays;

/**
 * The unsatisfiable cores {@link RecentAnswers} keeps, indexed so that a question is checked against few of them:
 * each core lives under its largest literal (a question can only contain a core whose largest literal it assumes),
 * and carries a 64-bit signature of its literals, so that most cores are ruled out by one AND before any literal is
 * looked up. Literals are positive pvars.
 */
final class Cores {

    /** Per largest literal: the cores under it, and their signatures at the same positions. */
    private int[][][] byMax = new int[64][][];
    private long[][] signatures = new long[64][];
    private int[] counts = new int[64];
    /** Scratch: which literals the question being checked assumes (cleared after each check). */
    private boolean[] assumed = new boolean[64];

    /**
     * @requires core.length > 0, every literal > 0
     * @effects keeps the core
     */
    void add(int[] core) {
        int max = 0;
        for (int c : core) {
            max = Math.max(max, c);
        }
        if (max >= byMax.length) {
            int n = Math.max(2 * byMax.length, max + 1);
            byMax = Arrays.copyOf(byMax, n);
            signatures = Arrays.copyOf(signatures, n);
            counts = Arrays.copyOf(counts, n);
        }
        int k = counts[max];
        if (byMax[max] == null) {
            byMax[max] = new int[4][];
            signatures[max] = new long[4];
        } else if (k == byMax[max].length) {
            byMax[max] = Arrays.copyOf(byMax[max], 2 * k);
            signatures[max] = Arrays.copyOf(signatures[max], 2 * k);
        }
        byMax[max][k] = core;
        signatures[max][k] = signature(core);
        counts[max] = k + 1;
    }

    /** @return whether some kept core is contained in the assumptions (literals > 0) */
    boolean containsOneOf(int[] assumptions) {
        long sig = signature(assumptions);
        boolean marked = false;
        try {
            for (int a : assumptions) {
                if (a >= counts.length || counts[a] == 0) {
                    continue;
                }
                long[] sigs = signatures[a];
                int[][] under = byMax[a];
                for (int i = 0, n = counts[a]; i < n; i++) {
                    if ((sigs[i] & ~sig) != 0) {
                        continue;
                    }
                    if (!marked) {
                        mark(assumptions, true);
                        marked = true;
                    }
                    if (containedIn(under[i])) {
                        return true;
                    }
                }
            }
            return false;
        } finally {
            if (marked) {
                mark(assumptions, false);
            }
        }
    }

    private void mark(int[] assumptions, boolean on) {
        for (int a : assumptions) {
            if (a >= assumed.length) {
                assumed = Arrays.copyOf(assumed, Math.max(2 * assumed.length, a + 1));
            }
            assumed[a] = on;
        }
    }

    private boolean containedIn(int[] core) {
        for (int c : core) {
            if (c >= assumed.length || !assumed[c]) {
                return false;
            }
        }
        return true;
    }

    private static long signature(int[] literals) {
        long s = 0;
        for (int l : literals) {
            s |= 1L << l; // Java shifts by l mod 64: consecutive pvars take different bits
        }
        return s;
    }
}
