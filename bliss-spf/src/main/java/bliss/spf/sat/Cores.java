package bliss.spf.sat;

import java.util.Arrays;

/**
 * The unsatisfiable cores {@link RecentAnswers} keeps, indexed so that a question is checked against few of them.
 *
 * <p>Only the newest are kept: two generations of at most {@code perGeneration} cores each; when the newer is full,
 * the older is dropped. A depth-first search asks its next questions about the heaps next to the one a core refuted,
 * so a core's later use comes soon: on TreeSet.bfs at 17, every core that decided a question had been found fewer than
 * 4,096 cores before (`docs/results/2026-11-28-cores.md`). Kept for good, the cores made every question that no core
 * decides look at thousands of them, more the longer the run.
 *
 * <p>A question can only contain a core if it assumes every literal of the core, so a core may live under any one of
 * its literals: a question looks under each literal it assumes. Each core lives under the literal of its own that
 * the questions checked so far assumed least often: a literal nearly every question assumes (the root's first edges)
 * would have its cores looked at by nearly every question, a rare one by few. Each core also carries a 64-bit
 * signature of its literals, so that most cores looked at are ruled out by one AND before any literal is. Literals
 * are positive pvars.
 */
final class Cores {

    private final int perGeneration;
    private Generation newer = new Generation();
    private Generation older = new Generation();
    /** Per literal: how many of the questions checked so far assumed it (counted up to the core that decides one). */
    private long[] asked = new long[64];
    /** Scratch: which literals the question being checked assumes (cleared after each check). */
    private boolean[] assumed = new boolean[64];
    /** Whether {@link #assumed} holds the question being checked. */
    private boolean marked;

    /** @requires perGeneration > 0 */
    Cores(int perGeneration) {
        this.perGeneration = perGeneration;
    }

    /** The cores of one generation, per key literal, with their signatures at the same positions. */
    private static final class Generation {
        int[][][] byKey = new int[64][][];
        long[][] signatures = new long[64][];
        int[] counts = new int[64];
        int size;

        void grow(int n) {
            if (n > byKey.length) {
                int length = Math.max(2 * byKey.length, n);
                byKey = Arrays.copyOf(byKey, length);
                signatures = Arrays.copyOf(signatures, length);
                counts = Arrays.copyOf(counts, length);
            }
        }

        void add(int key, int[] core, long signature) {
            grow(key + 1);
            int k = counts[key];
            if (byKey[key] == null) {
                byKey[key] = new int[4][];
                signatures[key] = new long[4];
            } else if (k == byKey[key].length) {
                byKey[key] = Arrays.copyOf(byKey[key], 2 * k);
                signatures[key] = Arrays.copyOf(signatures[key], 2 * k);
            }
            byKey[key][k] = core;
            signatures[key][k] = signature;
            counts[key] = k + 1;
            size++;
        }
    }

    /**
     * @requires core.length > 0, every literal > 0
     * @effects keeps the core (and drops the older generation when the newer is full)
     */
    void add(int[] core) {
        if (newer.size == perGeneration) {
            older = newer;
            newer = new Generation();
        }
        int max = 0;
        for (int c : core) {
            max = Math.max(max, c);
        }
        if (max >= asked.length) {
            asked = Arrays.copyOf(asked, Math.max(2 * asked.length, max + 1));
        }
        newer.add(key(core), core, signature(core));
    }

    /** The literal of {@code core} the questions assumed least often. */
    private int key(int[] core) {
        int best = core[0];
        for (int c : core) {
            if (asked[c] < asked[best]) {
                best = c;
            }
        }
        return best;
    }

    /**
     * @effects counts the question's literals as asked
     * @return whether some kept core is contained in the assumptions (literals > 0)
     */
    boolean containsOneOf(int[] assumptions) {
        long sig = signature(assumptions);
        try {
            for (int a : assumptions) {
                if (a < asked.length) {
                    asked[a]++;
                }
                if (containsOneUnder(newer, a, sig, assumptions) || containsOneUnder(older, a, sig, assumptions)) {
                    return true;
                }
            }
            return false;
        } finally {
            if (marked) {
                mark(assumptions, false);
                marked = false;
            }
        }
    }

    /** Whether a core of {@code g} under the literal {@code a} is contained in the assumptions. */
    private boolean containsOneUnder(Generation g, int a, long sig, int[] assumptions) {
        if (a >= g.counts.length || g.counts[a] == 0) {
            return false;
        }
        long[] sigs = g.signatures[a];
        int[][] under = g.byKey[a];
        for (int i = 0, n = g.counts[a]; i < n; i++) {
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
        return false;
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
