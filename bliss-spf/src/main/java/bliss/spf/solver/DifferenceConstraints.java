package bliss.spf.solver;

import bliss.spf.symbolic.Compare;
import bliss.spf.symbolic.Var;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The fast decision procedure: a conjunction of plain comparisons over bounded integer variables, decided as
 * difference constraints. Each variable has a range [lo, hi]; {@code x < y} and {@code x <= y} are edges x -> y of
 * weight 1 and 0 ({@code y >= x + w}); {@code x == y} is an edge each way. Over the integers such a system is
 * satisfiable iff no cycle carries a strict edge and the least solution (each variable at the longest path that
 * reaches it from any lower bound, found by Bellman-Ford) stays below every upper bound; the greatest solution is
 * the mirror image, and together they are the tightest bounds the system entails.
 *
 * <p>Disequalities are handled exactly or not at all: {@code x != c} at an entailed bound of x moves that bound;
 * {@code x != y} where the system entails {@code x <= y} becomes {@code x < y}; one already entailed is dropped.
 * For the others a solution is sought that avoids them: the least, the greatest, then one chosen variable by
 * variable; when all fail the verdict is UNKNOWN and the query goes to Z3 (deciding disequalities in general is
 * NP-hard: they encode graph colouring).
 *
 * <p>Arithmetic is on longs with explicit checks at the ends of the long range, so int and long variables mix.
 */
final class DifferenceConstraints {

    enum Verdict { SAT, UNSAT, UNKNOWN }

    private final List<Var> vars = new ArrayList<>();
    private final Map<Var, Integer> index = new HashMap<>();
    private long[] lo = new long[8];
    private long[] hi = new long[8];
    private int[] edgeFrom = new int[16];
    private int[] edgeTo = new int[16];
    private int[] edgeWeight = new int[16];
    private int edges;
    /** Open disequalities: x != c (second index -1, constant in neConst) or x != y. */
    private int[] neX = new int[4];
    private int[] neY = new int[4];
    private long[] neConst = new long[4];
    private int disequalities;
    private boolean contradiction;

    private long[] least;
    private long[] greatest;
    private long[] solution;

    /** Adds a comparison. @effects constraints' = constraints + atom */
    void add(PlainAtom atom) {
        int x = variable(atom.x());
        if (atom.y() == null) {
            bound(x, atom.op(), atom.c());
            return;
        }
        int y = variable(atom.y());
        switch (atom.op()) {
            case LT -> edge(x, y, 1);
            case LE -> edge(x, y, 0);
            case GT -> edge(y, x, 1);
            case GE -> edge(y, x, 0);
            case EQ -> {
                edge(x, y, 0);
                edge(y, x, 0);
            }
            case NE -> disequality(x, y, 0);
        }
    }

    private void bound(int x, Compare.Op op, long c) {
        switch (op) {
            case EQ -> {
                lo[x] = Math.max(lo[x], c);
                hi[x] = Math.min(hi[x], c);
            }
            case LT -> lowerUpper(x, c, true);
            case LE -> hi[x] = Math.min(hi[x], c);
            case GT -> raiseLower(x, c, true);
            case GE -> lo[x] = Math.max(lo[x], c);
            case NE -> disequality(x, -1, c);
        }
    }

    private void lowerUpper(int x, long c, boolean strict) {
        if (strict && c == Long.MIN_VALUE) {
            contradiction = true;
        } else {
            hi[x] = Math.min(hi[x], strict ? c - 1 : c);
        }
    }

    private void raiseLower(int x, long c, boolean strict) {
        if (strict && c == Long.MAX_VALUE) {
            contradiction = true;
        } else {
            lo[x] = Math.max(lo[x], strict ? c + 1 : c);
        }
    }

    private int variable(Var v) {
        Integer i = index.get(v);
        if (i != null) {
            return i;
        }
        int n = vars.size();
        vars.add(v);
        index.put(v, n);
        if (n == lo.length) {
            lo = Arrays.copyOf(lo, 2 * n);
            hi = Arrays.copyOf(hi, 2 * n);
        }
        lo[n] = Math.max(v.min(), ConditionSimplifier.typeMin(v.type()));
        hi[n] = Math.min(v.max(), ConditionSimplifier.typeMax(v.type()));
        return n;
    }

    private void edge(int from, int to, int weight) {
        if (edges == edgeFrom.length) {
            edgeFrom = Arrays.copyOf(edgeFrom, 2 * edges);
            edgeTo = Arrays.copyOf(edgeTo, 2 * edges);
            edgeWeight = Arrays.copyOf(edgeWeight, 2 * edges);
        }
        edgeFrom[edges] = from;
        edgeTo[edges] = to;
        edgeWeight[edges] = weight;
        edges++;
    }

    private void disequality(int x, int y, long c) {
        if (x == y) {
            contradiction = true;
            return;
        }
        if (disequalities == neX.length) {
            neX = Arrays.copyOf(neX, 2 * disequalities);
            neY = Arrays.copyOf(neY, 2 * disequalities);
            neConst = Arrays.copyOf(neConst, 2 * disequalities);
        }
        neX[disequalities] = x;
        neY[disequalities] = y;
        neConst[disequalities] = c;
        disequalities++;
    }

    /**
     * Decides the conjunction added so far.
     *
     * @return SAT (then {@link #solution()} holds a model), UNSAT, or UNKNOWN when disequalities remain that
     *         neither extreme solution satisfies
     */
    Verdict solve() {
        if (contradiction) {
            return Verdict.UNSAT;
        }
        boolean strengthened = true;
        while (strengthened) {
            if (!tighten()) {
                return Verdict.UNSAT;
            }
            // Decisions below use the bounds entailed before this round; a tighter system entails them still.
            strengthened = false;
            startRound();
            for (int i = disequalities - 1; i >= 0; i--) {
                int outcome = neY[i] < 0 ? settleConstant(neX[i], neConst[i]) : settlePair(neX[i], neY[i]);
                if (outcome == UNSAT_NE) {
                    return Verdict.UNSAT;
                }
                if (outcome != OPEN) {
                    strengthened |= outcome == STRENGTHENED;
                    removeDisequality(i);
                }
            }
        }
        if (satisfiesDisequalities(least)) {
            solution = least;
            return Verdict.SAT;
        }
        if (satisfiesDisequalities(greatest)) {
            solution = greatest;
            return Verdict.SAT;
        }
        long[] chosen = chooseOneByOne();
        if (chosen != null && satisfiesDisequalities(chosen)) {
            solution = chosen;
            return Verdict.SAT;
        }
        return Verdict.UNKNOWN;
    }

    /**
     * A solution built greedily: fix the variables one at a time, each to the least value within its entailed
     * bounds that differs from the values its disequalities exclude so far, tightening after each. Any value within
     * a variable's entailed bounds extends to a solution of the edges and ranges (their solutions projected on one
     * variable form exactly that interval), so this fails only when some interval runs out of allowed values.
     *
     * @return the solution, or null when that happens
     */
    private long[] chooseOneByOne() {
        int n = vars.size();
        long[] savedLo = Arrays.copyOf(lo, n);
        long[] savedHi = Arrays.copyOf(hi, n);
        boolean[] fixed = new boolean[n];
        try {
            for (int v = 0; v < n; v++) {
                if (!tighten()) {
                    return null;
                }
                long value = least[v];
                while (excluded(v, value, fixed)) {
                    if (value == greatest[v]) {
                        return null;
                    }
                    value++;
                }
                lo[v] = value;
                hi[v] = value;
                fixed[v] = true;
            }
            return tighten() ? least : null;
        } finally {
            System.arraycopy(savedLo, 0, lo, 0, n);
            System.arraycopy(savedHi, 0, hi, 0, n);
        }
    }

    private boolean excluded(int v, long value, boolean[] fixed) {
        for (int i = 0; i < disequalities; i++) {
            int other;
            if (neX[i] == v) {
                other = neY[i];
            } else if (neY[i] == v) {
                other = neX[i];
            } else {
                continue;
            }
            if (other < 0 ? neConst[i] == value : fixed[other] && lo[other] == value) {
                return true;
            }
        }
        return false;
    }

    /** The model found by {@link #solve()}. @requires solve() == SAT */
    Map<Var, Long> solution() {
        Map<Var, Long> model = new HashMap<>(2 * vars.size());
        for (int i = 0; i < vars.size(); i++) {
            model.put(vars.get(i), solution[i]);
        }
        return model;
    }

    private static final int OPEN = 0;
    private static final int ENTAILED = 1;
    private static final int STRENGTHENED = 2;
    private static final int UNSAT_NE = 3;

    private int settleConstant(int x, long c) {
        if (c < least[x] || c > greatest[x]) {
            return ENTAILED;
        }
        if (least[x] == greatest[x]) {
            return UNSAT_NE;                        // x is forced to c
        }
        if (c == least[x]) {
            lo[x] = Math.max(lo[x], c + 1);         // c < greatest[x], so no overflow
            return STRENGTHENED;
        }
        if (c == greatest[x]) {
            hi[x] = Math.min(hi[x], c - 1);
            return STRENGTHENED;
        }
        return OPEN;
    }

    private int settlePair(int x, int y) {
        if (greatest[x] < least[y] || greatest[y] < least[x]) {
            return ENTAILED;
        }
        int xy = heaviest(x, y);
        int yx = heaviestBack(x, y);
        if (xy >= 1 || yx >= 1) {
            return ENTAILED;
        }
        boolean xAtMostY = xy >= 0 || greatest[x] <= least[y];
        boolean yAtMostX = yx >= 0 || greatest[y] <= least[x];
        if (xAtMostY && yAtMostX) {
            return UNSAT_NE;                        // x == y is entailed
        }
        if (xAtMostY) {
            edge(x, y, 1);
            return STRENGTHENED;
        }
        if (yAtMostX) {
            edge(y, x, 1);
            return STRENGTHENED;
        }
        return OPEN;
    }

    private void removeDisequality(int i) {
        int last = --disequalities;
        neX[i] = neX[last];
        neY[i] = neY[last];
        neConst[i] = neConst[last];
    }

    private boolean satisfiesDisequalities(long[] values) {
        for (int i = 0; i < disequalities; i++) {
            long other = neY[i] < 0 ? neConst[i] : values[neY[i]];
            if (values[neX[i]] == other) {
                return false;
            }
        }
        return true;
    }

    /**
     * Computes the least and the greatest solution of the edges and ranges.
     *
     * @return false iff they have no solution
     */
    private boolean tighten() {
        int n = vars.size();
        for (int v = 0; v < n; v++) {
            if (lo[v] > hi[v]) {
                return false;
            }
        }
        least = Arrays.copyOf(lo, n);
        greatest = Arrays.copyOf(hi, n);
        return raiseLeast(n) && lowerGreatest(n);
    }

    /** Bellman-Ford for longest paths: stable within n rounds unless a cycle carries a strict edge. */
    private boolean raiseLeast(int n) {
        for (int round = 0; round < n; round++) {
            boolean changed = false;
            for (int e = 0; e < edges; e++) {
                long from = least[edgeFrom[e]];
                int w = edgeWeight[e];
                if (w == 1 && from == Long.MAX_VALUE) {
                    return false;
                }
                int to = edgeTo[e];
                if (from + w > least[to]) {
                    least[to] = from + w;
                    if (least[to] > hi[to]) {
                        return false;
                    }
                    changed = true;
                }
            }
            if (!changed) {
                return true;
            }
        }
        return false;
    }

    private boolean lowerGreatest(int n) {
        for (int round = 0; round < n; round++) {
            boolean changed = false;
            for (int e = 0; e < edges; e++) {
                long to = greatest[edgeTo[e]];
                int w = edgeWeight[e];
                if (w == 1 && to == Long.MIN_VALUE) {
                    return false;
                }
                int from = edgeFrom[e];
                if (to - w < greatest[from]) {
                    greatest[from] = to - w;
                    if (greatest[from] < lo[from]) {
                        return false;
                    }
                    changed = true;
                }
            }
            if (!changed) {
                return true;
            }
        }
        return false;
    }

    /**
     * Heaviest paths over the edges as they were at the start of this round of settling disequalities, capped at 1
     * (1: the edges entail a strict order, 0: a weak one, -1: no path). Computed per vertex on demand, forwards
     * (from it to every vertex) or backwards (from every vertex to it): disequalities usually share one variable
     * (the key searched for), so a round needs a couple of searches, not two per disequality.
     */
    private int[][] heaviestFrom;
    private int[][] heaviestTo;
    private int[] forwardStart;
    private int[] forward;
    private int[] backwardStart;
    private int[] backward;

    private void startRound() {
        int n = vars.size();
        heaviestFrom = new int[n][];
        heaviestTo = new int[n][];
        forwardStart = new int[n + 1];
        backwardStart = new int[n + 1];
        forward = group(edgeFrom, forwardStart, n);
        backward = group(edgeTo, backwardStart, n);
    }

    /** The edges grouped by the given end (compressed rows): the edges of v are rows[start[v] .. start[v+1]). */
    private int[] group(int[] end, int[] start, int n) {
        for (int e = 0; e < edges; e++) {
            start[end[e] + 1]++;
        }
        for (int v = 0; v < n; v++) {
            start[v + 1] += start[v];
        }
        int[] rows = new int[edges];
        int[] fill = Arrays.copyOf(start, n);
        for (int e = 0; e < edges; e++) {
            rows[fill[end[e]]++] = e;
        }
        return rows;
    }

    /** The capped weight of the heaviest path from x to y. */
    private int heaviest(int x, int y) {
        if (heaviestFrom[x] != null) {
            return heaviestFrom[x][y];
        }
        if (heaviestTo[y] != null) {
            return heaviestTo[y][x];
        }
        heaviestFrom[x] = search(x, forwardStart, forward, edgeTo);
        return heaviestFrom[x][y];
    }

    private int heaviestBack(int x, int y) {
        // from y to x, preferring the searches already made around x
        if (heaviestTo[x] == null && heaviestFrom[y] == null) {
            heaviestTo[x] = search(x, backwardStart, backward, edgeFrom);
        }
        return heaviest(y, x);
    }

    /** A breadth-first search over the states (vertex, strict edge seen so far) from one vertex. */
    private int[] search(int source, int[] start, int[] rows, int[] otherEnd) {
        int n = vars.size();
        boolean[] seen = new boolean[2 * n];
        int[] queue = new int[2 * n];
        int head = 0;
        int tail = 0;
        seen[2 * source] = true;
        queue[tail++] = 2 * source;
        while (head < tail) {
            int state = queue[head++];
            int v = state >> 1;
            int strict = state & 1;
            for (int a = start[v]; a < start[v + 1]; a++) {
                int e = rows[a];
                int next = 2 * otherEnd[e] + (strict | edgeWeight[e]);
                if (!seen[next]) {
                    seen[next] = true;
                    queue[tail++] = next;
                }
            }
        }
        int[] best = new int[n];
        for (int v = 0; v < n; v++) {
            best[v] = seen[2 * v + 1] ? 1 : seen[2 * v] && v != source ? 0 : -1;
        }
        // The source reaches itself with weight 0 only through a cycle; a trivial path does not count.
        return best;
    }

}
