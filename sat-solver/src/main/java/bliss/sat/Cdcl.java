package bliss.sat;

import java.util.Arrays;

/**
 * A conflict-driven clause-learning SAT solver in the style of MiniSat (Eén and Sörensson, SAT 2003; MiniSat 2.2):
 * two watched literals with blockers, binary clauses in implication lists, a VMTF decision queue with phase saving,
 * first-UIP learning with recursive minimization, Luby restarts, learnt clauses kept by literal block distance (Audemard and
 * Simon, Glucose), and assumptions as the first decision levels with a final conflict analysis (the failed
 * assumptions).
 *
 * <p>Made for many short questions under assumptions: everything lives in int arrays, and a question keeps the trail
 * of the previous one up to the first assumption that differs ("trail reuse"; a kept level is closed under unit
 * propagation, so reusing it is exact). BLISS's depth-first questions share almost all their assumptions, so a
 * question pays for its new edges and the variables they change, not for the whole CNF. Learnt clauses are
 * consequences of the clauses alone (assumptions are decisions), so they stay valid for every later question.
 * Before its first decision a question tries the last model with its new values in place ({@link #tryCompletion}):
 * a satisfiable question whose new edges leave the rest of the last model valid needs no decision.
 *
 * <p>Literals are DIMACS ints at the interface ({@code v} or {@code -v}, {@code v} in {@code 1..variables()});
 * internally {@code 2v} (positive) and {@code 2v+1} (negative). Not thread-safe.
 */
public final class Cdcl implements IncrementalSolver {

    /** Internal literal values: {@code value[lit]}. */
    private static final byte TRUE = 1;
    private static final byte FALSE = -1;
    private static final byte UNDEF = 0;

    /** {@link #reason} of a decision or an assumption. */
    private static final int NO_REASON = -1;
    /** Conflict of a binary clause: its literals are in {@link #binaryConflict}. */
    private static final int BINARY_CONFLICT = -2;

    /** Clause layout in {@link #arena}: size, flags, LBD, activity (float bits), then the literals. */
    private static final int HEADER = 4;
    private static final int LEARNT = 1;
    private static final int DELETED = 2;

    private static final double CLAUSE_DECAY = 0.999;
    private static final int RESTART_FIRST = 100;
    private static final int FIRST_REDUCE = 2000;
    private static final int REDUCE_INCREMENT = 300;
    /** Conflicts before the first reduction of the learnt clauses, and how much each interval grows. */
    private int firstReduce = FIRST_REDUCE;
    private int reduceIncrement = REDUCE_INCREMENT;

    private int variables;
    private boolean ok = true;

    // ---- assignment ----
    private byte[] value = new byte[2];
    private int[] level = new int[1];
    /** Per variable: a clause reference, {@code -2 - lit} for a binary clause's other (false) literal, or -1. */
    private int[] reason = new int[1];
    private int[] trail = new int[1];
    private int trailSize;
    private int qhead;
    private int[] trailLim = new int[8];
    private int levels;

    // ---- clauses ----
    private int[] arena = new int[1024];
    private int arenaSize;
    private int wasted;
    private int[] learnts = new int[64];
    private int learntCount;
    /** Per literal: the clauses watching it, as pairs (clause reference, blocker literal). */
    private int[][] watches = new int[2][];
    private int[] watchSize = new int[2];
    /** Per literal: the literals a binary clause implies when it becomes false. */
    private int[][] binary = new int[2][];
    private int[] binarySize = new int[2];
    private final int[] binaryConflict = new int[2];

    // ---- heuristics ----
    /**
     * The decision queue (VMTF, "variable move to front": Ryan 2004; Biere and Fröhlich, SAT 2015): a doubly linked
     * list of the variables, the ones a conflict analysis met moved to its end ({@link #last}); decisions take the
     * unassigned variable nearest the end. {@link #search} is where that walk starts: every variable behind it (with
     * a larger {@link #enqueued} stamp) is assigned. Unlike VSIDS's heap, backtracking costs one comparison per
     * unassigned variable and a decision a walk over assigned ones, which matters when almost every question is
     * answered without a conflict.
     */
    private int[] prev = new int[1];
    private int[] next = new int[1];
    private long[] enqueued = new long[1];
    private long stamps;
    private int first;
    private int last;
    private int search;
    private double clauseIncrement = 1;
    private boolean[] phase = new boolean[1];

    // ---- analysis scratch ----
    private byte[] seen = new byte[1];
    private int[] learnt = new int[16];
    private int learntSize;
    private int[] stack = new int[16];
    private int[] toClear = new int[16];
    private int toClearSize;
    private int[] lbdStamp = new int[1];
    private int lbdCounter;

    // ---- the current question ----
    private int[] assumptions = new int[0];
    private int assumptionCount;
    private int[] failed = new int[0];
    private long nextReduce = FIRST_REDUCE;
    private int reductions;

    // ---- statistics ----
    private long conflicts;
    private long decisions;
    private long propagations;
    private long solves;
    private long reusedLevels;
    private long completions;

    // ---- the last model, completed (see tryCompletion) ----
    /** Per variable: its value in the last model (1 true, -1 false); meaningful when {@link #hasModel}. */
    private byte[] model = new byte[1];
    private boolean hasModel;
    /** Every trail entry below this position has held its value since the last model was taken. */
    private int sameFrom;
    /** Whether this question still may try the completion of the last model. */
    private boolean mayComplete;
    /** The last answer's model is the trail, and the last model where the trail leaves a variable unassigned. */
    private boolean completed;
    /** Per literal: the original clauses of three or more literals that hold it; rebuilt when stale. */
    private int[][] occurs = new int[2][];
    private int[] occursSize = new int[2];
    private boolean occursValid;

    public Cdcl() {
    }

    /** A solver with variables {@code 1..n}. */
    public Cdcl(int n) {
        ensureVariables(n);
    }

    @Override
    public int variables() {
        return variables;
    }

    /** Makes variables {@code 1..n} exist. */
    public void ensureVariables(int n) {
        if (n <= variables) {
            return;
        }
        int old = variables;
        variables = n;
        int lits = 2 * n + 2;
        value = Arrays.copyOf(value, lits);
        watches = Arrays.copyOf(watches, lits);
        watchSize = Arrays.copyOf(watchSize, lits);
        binary = Arrays.copyOf(binary, lits);
        binarySize = Arrays.copyOf(binarySize, lits);
        for (int l = 2 * old + 2; l < lits; l++) {
            watches[l] = new int[4];
            binary[l] = new int[2];
        }
        level = Arrays.copyOf(level, n + 1);
        reason = Arrays.copyOf(reason, n + 1);
        trail = Arrays.copyOf(trail, n + 1);
        prev = Arrays.copyOf(prev, n + 1);
        next = Arrays.copyOf(next, n + 1);
        enqueued = Arrays.copyOf(enqueued, n + 1);
        phase = Arrays.copyOf(phase, n + 1);
        model = Arrays.copyOf(model, n + 1);
        hasModel = false; // the new variables have no value in it
        completed = false;
        occursValid = false;
        seen = Arrays.copyOf(seen, n + 1);
        lbdStamp = Arrays.copyOf(lbdStamp, n + 1);
        // Lower variables are decided first: they go to the end of the queue last.
        for (int v = n; v > old; v--) {
            append(v);
        }
        search = last;
    }

    /** {@inheritDoc} Duplicate literals and complementary pairs are allowed. Drops the kept trail. */
    @Override
    public boolean addClause(int... dimacs) {
        cancelUntil(0);
        hasModel = false; // the last model may falsify the new clause
        completed = false;
        occursValid = false;
        if (!ok) {
            return false;
        }
        int[] c = new int[dimacs.length];
        int n = 0;
        for (int d : dimacs) {
            int v = Math.abs(d);
            if (d == 0 || v > variables) {
                throw new IllegalArgumentException("literal " + d + " outside 1.." + variables);
            }
            int l = internal(d);
            if (value[l] == TRUE) {
                return true;
            }
            if (value[l] == FALSE) {
                continue;
            }
            boolean duplicate = false;
            for (int i = 0; i < n; i++) {
                if (c[i] == l) {
                    duplicate = true;
                } else if (c[i] == (l ^ 1)) {
                    return true; // a tautology
                }
            }
            if (!duplicate) {
                c[n++] = l;
            }
        }
        if (n == 0) {
            return ok = false;
        }
        if (n == 1) {
            enqueue(c[0], NO_REASON);
            return ok = propagate() == NO_REASON;
        }
        if (n == 2) {
            addBinary(c[0], c[1]);
        } else {
            attach(allocate(c, n, false));
        }
        return true;
    }

    /** {@inheritDoc} Keeps the decision levels of the longest common prefix with the last question's assumptions. */
    @Override
    public boolean solve(int... dimacs) {
        solves++;
        failed = new int[0];
        if (!ok) {
            cancelUntil(0);
            return false;
        }
        int[] next = new int[dimacs.length];
        for (int i = 0; i < dimacs.length; i++) {
            if (dimacs[i] == 0 || Math.abs(dimacs[i]) > variables) {
                throw new IllegalArgumentException("assumption " + dimacs[i] + " outside 1.." + variables);
            }
            next[i] = internal(dimacs[i]);
        }
        // Level i + 1 holds assumption i: keep the levels of the common prefix with the last question.
        int keep = 0;
        int limit = Math.min(Math.min(assumptionCount, next.length), levels);
        while (keep < limit && assumptions[keep] == next[keep]) {
            keep++;
        }
        cancelUntil(keep);
        reusedLevels += keep;
        assumptions = next;
        assumptionCount = next.length;
        mayComplete = hasModel;
        completed = false;
        int restarts = 0;
        while (true) {
            int result = search(luby(2, restarts++) * RESTART_FIRST);
            if (result != 0) {
                if (result > 0) {
                    takeModel();
                }
                return result > 0;
            }
        }
    }

    @Override
    public boolean value(int variable) {
        byte b = value[2 * variable];
        if (b == UNDEF && completed) {
            return model[variable] > 0;
        }
        if (b == UNDEF) {
            throw new IllegalStateException("no model: variable " + variable + " is unassigned");
        }
        return b == TRUE;
    }

    /** {@inheritDoc} Empty when the clauses alone are unsatisfiable. */
    @Override
    public int[] failedAssumptions() {
        return failed.clone();
    }

    @Override
    public String name() {
        return "cdcl";
    }

    @Override
    public void close() {
    }

    @Override
    public Statistics statistics() {
        return new Statistics(conflicts, decisions, propagations, reusedLevels, completions);
    }

    public long conflicts() {
        return conflicts;
    }

    public long decisions() {
        return decisions;
    }

    public long propagations() {
        return propagations;
    }

    /** Decision levels kept from the previous question, summed over all questions. */
    public long reusedLevels() {
        return reusedLevels;
    }

    public long solves() {
        return solves;
    }

    /** Satisfiable questions answered by completing the last model instead of deciding. */
    public long completions() {
        return completions;
    }

    /** Reductions of the learnt clauses so far. */
    long reductions() {
        return reductions;
    }

    /** Reduces the learnt clauses more often (for tests: every path through reduction and compaction). */
    void reduceEvery(int first, int increment) {
        firstReduce = first;
        reduceIncrement = increment;
        nextReduce = conflicts + first;
    }

    // ================================================================================================================
    // Search

    /** 1 satisfiable, -1 unsatisfiable, 0 restart after {@code budget} conflicts. */
    private int search(long budget) {
        long conflictsHere = 0;
        while (true) {
            int confl = propagate();
            if (confl != NO_REASON) {
                conflicts++;
                conflictsHere++;
                if (levels == 0) {
                    ok = false;
                    failed = new int[0];
                    return -1;
                }
                int backtrack = analyze(confl);
                cancelUntil(backtrack);
                if (learntSize == 1) {
                    enqueue(learnt[0], NO_REASON);
                } else if (learntSize == 2) {
                    addBinary(learnt[0], learnt[1]);
                    enqueue(learnt[0], -2 - learnt[1]);
                } else {
                    int cref = allocate(learnt, learntSize, true);
                    arena[cref + 2] = lbd(learnt, learntSize);
                    attach(cref);
                    if (learntCount == learnts.length) {
                        learnts = Arrays.copyOf(learnts, 2 * learntCount);
                    }
                    learnts[learntCount++] = cref;
                    bumpClause(cref);
                    enqueue(learnt[0], cref);
                }
                clauseIncrement /= CLAUSE_DECAY;
            } else {
                if (conflictsHere >= budget) {
                    cancelUntil(Math.min(levels, assumptionCount));
                    return 0;
                }
                if (conflicts >= nextReduce) {
                    reductions++;
                    nextReduce = conflicts + firstReduce + (long) reduceIncrement * reductions;
                    reduce();
                }
                int next = -1;
                while (levels < assumptionCount) {
                    int p = assumptions[levels];
                    if (value[p] == TRUE) {
                        newLevel(); // already implied: an empty level keeps level i + 1 for assumption i
                    } else if (value[p] == FALSE) {
                        analyzeFinal(p);
                        return -1;
                    } else {
                        next = p;
                        break;
                    }
                }
                if (next < 0) {
                    if (mayComplete) {
                        mayComplete = false; // once, before the first decision: later tries cost more than they spare
                        if (tryCompletion()) {
                            return 1;
                        }
                    }
                    next = pickBranch();
                    if (next < 0) {
                        return 1;
                    }
                    decisions++;
                }
                newLevel();
                enqueue(next, NO_REASON);
            }
        }
    }

    private void newLevel() {
        if (levels == trailLim.length) {
            trailLim = Arrays.copyOf(trailLim, 2 * levels);
        }
        trailLim[levels++] = trailSize;
    }

    private void enqueue(int lit, int why) {
        int v = lit >> 1;
        value[lit] = TRUE;
        value[lit ^ 1] = FALSE;
        level[v] = levels;
        reason[v] = why;
        trail[trailSize++] = lit;
    }

    private void cancelUntil(int target) {
        if (levels <= target) {
            return;
        }
        int bottom = trailLim[target];
        for (int i = trailSize - 1; i >= bottom; i--) {
            int lit = trail[i];
            int v = lit >> 1;
            value[lit] = UNDEF;
            value[lit ^ 1] = UNDEF;
            phase[v] = (lit & 1) == 0;
            if (enqueued[v] > enqueued[search]) {
                search = v;
            }
        }
        trailSize = bottom;
        qhead = Math.min(qhead, bottom);
        sameFrom = Math.min(sameFrom, bottom);
        levels = target;
    }

    // ================================================================================================================
    // Completion of the last model

    /**
     * Called with every assumption on the trail and propagated without conflict: whether the last model, with the
     * trail's values in place of its own, satisfies every clause; if so, that is the answer's model ({@link #value}
     * reads an unassigned variable's value in the last model) and it returns true. Only the original clauses
     * need checking (the learnt ones follow from them), and of those only the ones holding a literal the last model
     * made true and the trail makes false: every other clause keeps a literal true in the last model.
     */
    private boolean tryCompletion() {
        if (!occursValid) {
            buildOccurs();
        }
        for (int i = sameFrom; i < trailSize; i++) {
            int lit = trail[i];
            int lost = lit ^ 1; // false now; true in the last model when the variable changed
            if (!trueInModel(lost)) {
                continue;
            }
            int[] bins = binary[lost];
            for (int k = 0, n = binarySize[lost]; k < n; k++) {
                if (!trueInCompletion(bins[k])) {
                    return false;
                }
            }
            int[] cs = occurs[lost];
            for (int k = 0, n = occursSize[lost]; k < n; k++) {
                if (!satisfiedInCompletion(cs[k])) {
                    return false;
                }
            }
        }
        completions++;
        completed = true;
        return true;
    }

    private boolean trueInModel(int lit) {
        return (model[lit >> 1] > 0) == ((lit & 1) == 0);
    }

    /** The literal's value on the trail, else in the last model. */
    private boolean trueInCompletion(int lit) {
        byte b = value[lit];
        return b == UNDEF ? trueInModel(lit) : b == TRUE;
    }

    private boolean satisfiedInCompletion(int cref) {
        int base = cref + HEADER;
        for (int k = 0, size = arena[cref]; k < size; k++) {
            if (trueInCompletion(arena[base + k])) {
                return true;
            }
        }
        return false;
    }

    /**
     * Records the answer's model as the last model: the trail (every variable assigned, every clause satisfied), or
     * after a completion the trail over the last model (whose values stand for the unassigned variables).
     */
    private void takeModel() {
        int from = hasModel ? sameFrom : 0;
        for (int i = from; i < trailSize; i++) {
            int lit = trail[i];
            model[lit >> 1] = (lit & 1) == 0 ? (byte) 1 : (byte) -1;
        }
        hasModel = true;
        sameFrom = trailSize;
    }

    /** The original clauses of three or more literals by literal. */
    private void buildOccurs() {
        int lits = 2 * variables + 2;
        if (occurs.length < lits) {
            occurs = Arrays.copyOf(occurs, lits);
            occursSize = Arrays.copyOf(occursSize, lits);
        }
        Arrays.fill(occursSize, 0);
        for (int c = 0; c < arenaSize; c += HEADER + arena[c]) {
            if ((arena[c + 1] & (LEARNT | DELETED)) != 0) {
                continue;
            }
            for (int k = 0, size = arena[c]; k < size; k++) {
                int l = arena[c + HEADER + k];
                int n = occursSize[l];
                if (occurs[l] == null) {
                    occurs[l] = new int[4];
                } else if (n == occurs[l].length) {
                    occurs[l] = Arrays.copyOf(occurs[l], 2 * n);
                }
                occurs[l][n] = c;
                occursSize[l] = n + 1;
            }
        }
        occursValid = true;
    }

    /** The unassigned variable nearest the end of the decision queue, in its saved phase; -1 when none is left. */
    private int pickBranch() {
        int v = search;
        while (v != 0 && value[2 * v] != UNDEF) {
            v = prev[v];
        }
        search = v;
        if (v == 0) {
            return -1;
        }
        return phase[v] ? 2 * v : 2 * v + 1;
    }

    /** Unit propagation from {@link #qhead}; a conflicting clause reference, {@link #BINARY_CONFLICT} or -1. */
    private int propagate() {
        int confl = NO_REASON;
        while (qhead < trailSize) {
            int p = trail[qhead++];
            int falseLit = p ^ 1;
            propagations++;
            int[] bins = binary[falseLit];
            for (int i = 0, n = binarySize[falseLit]; i < n; i++) {
                int q = bins[i];
                byte b = value[q];
                if (b == FALSE) {
                    binaryConflict[0] = q;
                    binaryConflict[1] = falseLit;
                    qhead = trailSize;
                    return BINARY_CONFLICT;
                }
                if (b == UNDEF) {
                    enqueue(q, -2 - falseLit);
                }
            }
            int[] ws = watches[falseLit];
            int n = watchSize[falseLit];
            int i = 0;
            int j = 0;
            next:
            while (i < n) {
                int cref = ws[i];
                int blocker = ws[i + 1];
                i += 2;
                if (value[blocker] == TRUE) {
                    ws[j++] = cref;
                    ws[j++] = blocker;
                    continue;
                }
                int base = cref + HEADER;
                if (arena[base] == falseLit) {
                    arena[base] = arena[base + 1];
                    arena[base + 1] = falseLit;
                }
                int first = arena[base];
                if (first != blocker && value[first] == TRUE) {
                    ws[j++] = cref;
                    ws[j++] = first;
                    continue;
                }
                int size = arena[cref];
                for (int k = 2; k < size; k++) {
                    int l = arena[base + k];
                    if (value[l] != FALSE) {
                        arena[base + 1] = l;
                        arena[base + k] = falseLit;
                        watch(l, cref, first);
                        continue next;
                    }
                }
                ws[j++] = cref;
                ws[j++] = first;
                if (value[first] == FALSE) {
                    confl = cref;
                    qhead = trailSize;
                    while (i < n) {
                        ws[j++] = ws[i++];
                    }
                } else {
                    enqueue(first, cref);
                }
            }
            watchSize[falseLit] = j;
            if (confl != NO_REASON) {
                return confl;
            }
        }
        return NO_REASON;
    }

    // ================================================================================================================
    // Conflict analysis

    /** First-UIP learning into {@link #learnt} (asserting literal first, a literal of the backtrack level second). */
    private int analyze(int confl) {
        learntSize = 1;
        int pathCount = 0;
        int p = -1;
        int index = trailSize - 1;
        do {
            if (confl == BINARY_CONFLICT) {
                pathCount = see(binaryConflict[0], pathCount);
                pathCount = see(binaryConflict[1], pathCount);
            } else if (confl < NO_REASON) {
                pathCount = see(-2 - confl, pathCount);
            } else {
                if ((arena[confl + 1] & LEARNT) != 0) {
                    bumpClause(confl);
                }
                int base = confl + HEADER;
                for (int k = p < 0 ? 0 : 1, size = arena[confl]; k < size; k++) {
                    pathCount = see(arena[base + k], pathCount);
                }
            }
            while (seen[trail[index] >> 1] == 0) {
                index--;
            }
            p = trail[index--];
            confl = reason[p >> 1];
            seen[p >> 1] = 0;
            pathCount--;
        } while (pathCount > 0);
        learnt[0] = p ^ 1;

        // Recursive minimization (MiniSat's "deep" mode): drop literals implied by the others.
        toClearSize = 0;
        for (int i = 1; i < learntSize; i++) {
            addToClear(learnt[i] >> 1);
        }
        int abstractLevels = 0;
        for (int i = 1; i < learntSize; i++) {
            abstractLevels |= 1 << (level[learnt[i] >> 1] & 31);
        }
        int kept = 1;
        for (int i = 1; i < learntSize; i++) {
            int v = learnt[i] >> 1;
            if (reason[v] == NO_REASON || !redundant(learnt[i], abstractLevels)) {
                learnt[kept++] = learnt[i];
            }
        }
        learntSize = kept;
        for (int i = 0; i < toClearSize; i++) {
            seen[toClear[i]] = 0;
        }

        int backtrack = 0;
        if (learntSize > 1) {
            int max = 1;
            for (int i = 2; i < learntSize; i++) {
                if (level[learnt[i] >> 1] > level[learnt[max] >> 1]) {
                    max = i;
                }
            }
            int t = learnt[max];
            learnt[max] = learnt[1];
            learnt[1] = t;
            backtrack = level[t >> 1];
        }
        return backtrack;
    }

    private int see(int lit, int pathCount) {
        int v = lit >> 1;
        if (seen[v] == 0 && level[v] > 0) {
            bumpVar(v);
            seen[v] = 1;
            if (level[v] >= levels) {
                return pathCount + 1;
            }
            if (learntSize == learnt.length) {
                learnt = Arrays.copyOf(learnt, 2 * learntSize);
            }
            learnt[learntSize++] = lit;
        }
        return pathCount;
    }

    private void addToClear(int v) {
        if (toClearSize == toClear.length) {
            toClear = Arrays.copyOf(toClear, 2 * toClearSize);
        }
        toClear[toClearSize++] = v;
    }

    /** Whether a literal of the learnt clause is implied by the others (all its reasons' literals are seen). */
    private boolean redundant(int lit, int abstractLevels) {
        int top = toClearSize;
        int sp = 0;
        stack[sp++] = lit;
        while (sp > 0) {
            int q = stack[--sp];
            int r = reason[q >> 1];
            if (r < NO_REASON) {
                int l = -2 - r;
                int v = l >> 1;
                if (seen[v] == 0 && level[v] > 0) {
                    if (reason[v] != NO_REASON && (abstractLevels & (1 << (level[v] & 31))) != 0) {
                        seen[v] = 1;
                        if (sp == stack.length) {
                            stack = Arrays.copyOf(stack, 2 * sp);
                        }
                        stack[sp++] = l;
                        addToClear(v);
                    } else {
                        return undo(top);
                    }
                }
                continue;
            }
            for (int k = 1, size = arena[r]; k < size; k++) {
                int l = arena[r + HEADER + k];
                int v = l >> 1;
                if (seen[v] == 0 && level[v] > 0) {
                    if (reason[v] != NO_REASON && (abstractLevels & (1 << (level[v] & 31))) != 0) {
                        seen[v] = 1;
                        if (sp == stack.length) {
                            stack = Arrays.copyOf(stack, 2 * sp);
                        }
                        stack[sp++] = l;
                        addToClear(v);
                    } else {
                        return undo(top);
                    }
                }
            }
        }
        return true;
    }

    private boolean undo(int top) {
        for (int i = top; i < toClearSize; i++) {
            seen[toClear[i]] = 0;
        }
        toClearSize = top;
        return false;
    }

    /**
     * The assumption {@code p} is false: the assumptions it follows from (MiniSat's analyzeFinal), with p itself,
     * into {@link #failed}.
     */
    private void analyzeFinal(int p) {
        int[] out = new int[8];
        int n = 0;
        out[n++] = p;
        int v0 = p >> 1;
        if (level[v0] > 0) {
            // Walks the implication graph back from p's variable, through the reasons only: the trail between them
            // (most of a long trail when the question's new assumptions fail on their own) is never read.
            toClearSize = 0;
            int sp = 0;
            seen[v0] = 1;
            pushCleared(v0);
            stack[sp++] = v0;
            while (sp > 0) {
                int v = stack[--sp];
                int r = reason[v];
                if (r == NO_REASON) {
                    if (n == out.length) {
                        out = Arrays.copyOf(out, 2 * n);
                    }
                    out[n++] = value[v << 1] == TRUE ? v << 1 : (v << 1) | 1; // an assumption, as assigned
                    continue;
                }
                if (r < NO_REASON) {
                    int u = (-2 - r) >> 1;
                    if (mark(u) == 1) {
                        pushCleared(u);
                        if (sp == stack.length) {
                            stack = Arrays.copyOf(stack, 2 * sp);
                        }
                        stack[sp++] = u;
                    }
                } else {
                    for (int k = 1, size = arena[r]; k < size; k++) {
                        int u = arena[r + HEADER + k] >> 1;
                        if (mark(u) == 1) {
                            pushCleared(u);
                            if (sp == stack.length) {
                                stack = Arrays.copyOf(stack, 2 * sp);
                            }
                            stack[sp++] = u;
                        }
                    }
                }
            }
            for (int i = 0; i < toClearSize; i++) {
                seen[toClear[i]] = 0;
            }
            toClearSize = 0;
        }
        failed = new int[n];
        for (int i = 0; i < n; i++) {
            failed[i] = dimacs(out[i]);
        }
    }

    private void pushCleared(int v) {
        if (toClearSize == toClear.length) {
            toClear = Arrays.copyOf(toClear, 2 * toClearSize);
        }
        toClear[toClearSize++] = v;
    }

    /** Marks a variable above level 0 as seen by {@link #analyzeFinal}: 1 if it was not marked yet, else 0. */
    private int mark(int u) {
        if (level[u] == 0 || seen[u] != 0) {
            return 0;
        }
        seen[u] = 1;
        return 1;
    }

    private int lbd(int[] lits, int n) {
        if (lbdStamp.length <= levels) {
            lbdStamp = Arrays.copyOf(lbdStamp, 2 * levels + 1);
        }
        lbdCounter++;
        int count = 0;
        for (int i = 0; i < n; i++) {
            int l = level[lits[i] >> 1];
            if (lbdStamp[l] != lbdCounter) {
                lbdStamp[l] = lbdCounter;
                count++;
            }
        }
        return count;
    }

    // ================================================================================================================
    // Clause database

    private int allocate(int[] lits, int n, boolean isLearnt) {
        int need = HEADER + n;
        if (arenaSize + need > arena.length) {
            arena = Arrays.copyOf(arena, Math.max(2 * arena.length, arenaSize + need));
        }
        int cref = arenaSize;
        arena[cref] = n;
        arena[cref + 1] = isLearnt ? LEARNT : 0;
        arena[cref + 2] = 0;
        arena[cref + 3] = 0;
        System.arraycopy(lits, 0, arena, cref + HEADER, n);
        arenaSize += need;
        return cref;
    }

    private void attach(int cref) {
        watch(arena[cref + HEADER], cref, arena[cref + HEADER + 1]);
        watch(arena[cref + HEADER + 1], cref, arena[cref + HEADER]);
    }

    private void watch(int lit, int cref, int blocker) {
        int n = watchSize[lit];
        int[] ws = watches[lit];
        if (n + 2 > ws.length) {
            ws = watches[lit] = Arrays.copyOf(ws, 2 * ws.length);
        }
        ws[n] = cref;
        ws[n + 1] = blocker;
        watchSize[lit] = n + 2;
    }

    private void addBinary(int a, int b) {
        pushBinary(a, b);
        pushBinary(b, a);
    }

    private void pushBinary(int falseLit, int implied) {
        int n = binarySize[falseLit];
        if (n == binary[falseLit].length) {
            binary[falseLit] = Arrays.copyOf(binary[falseLit], 2 * n);
        }
        binary[falseLit][n] = implied;
        binarySize[falseLit] = n + 1;
    }

    private void bumpClause(int cref) {
        float a = Float.intBitsToFloat(arena[cref + 3]) + (float) clauseIncrement;
        arena[cref + 3] = Float.floatToRawIntBits(a);
        if (a > 1e20f) {
            for (int i = 0; i < learntCount; i++) {
                int c = learnts[i];
                arena[c + 3] = Float.floatToRawIntBits(Float.intBitsToFloat(arena[c + 3]) * 1e-20f);
            }
            clauseIncrement *= 1e-20;
        }
    }

    /** Removes half of the learnt clauses: the highest LBD first, then the least active; keeps LBD <= 2 and reasons. */
    private void reduce() {
        Integer[] order = new Integer[learntCount];
        for (int i = 0; i < learntCount; i++) {
            order[i] = learnts[i];
        }
        Arrays.sort(order, (x, y) -> {
            int lx = arena[x + 2];
            int ly = arena[y + 2];
            if (lx != ly) {
                return Integer.compare(ly, lx);
            }
            return Float.compare(Float.intBitsToFloat(arena[x + 3]), Float.intBitsToFloat(arena[y + 3]));
        });
        int target = learntCount / 2;
        int removed = 0;
        int kept = 0;
        for (int cref : order) {
            boolean locked = isReason(cref);
            if (removed < target && arena[cref + 2] > 2 && !locked) {
                arena[cref + 1] |= DELETED;
                wasted += HEADER + arena[cref];
                removed++;
            } else {
                learnts[kept++] = cref;
            }
        }
        learntCount = kept;
        for (int l = 2; l < 2 * variables + 2; l++) {
            int[] ws = watches[l];
            int j = 0;
            for (int i = 0, n = watchSize[l]; i < n; i += 2) {
                if ((arena[ws[i] + 1] & DELETED) == 0) {
                    ws[j++] = ws[i];
                    ws[j++] = ws[i + 1];
                }
            }
            watchSize[l] = j;
        }
        if (wasted > arenaSize / 2) {
            compact();
        }
    }

    private boolean isReason(int cref) {
        int first = arena[cref + HEADER];
        int v = first >> 1;
        return value[first] == TRUE && reason[v] == cref;
    }

    /** Moves the live clauses together; watches and reasons follow. */
    private void compact() {
        int[] moved = new int[arena.length];
        int[] to = new int[Math.max(1024, arenaSize - wasted + 1)];
        int size = 0;
        for (int c = 0; c < arenaSize; c += HEADER + arena[c]) {
            if ((arena[c + 1] & DELETED) == 0) {
                moved[c] = size;
                System.arraycopy(arena, c, to, size, HEADER + arena[c]);
                size += HEADER + arena[c];
            }
        }
        for (int l = 2; l < 2 * variables + 2; l++) {
            int[] ws = watches[l];
            for (int i = 0, n = watchSize[l]; i < n; i += 2) {
                ws[i] = moved[ws[i]];
            }
        }
        for (int i = 0; i < trailSize; i++) {
            int v = trail[i] >> 1;
            if (reason[v] >= 0) {
                reason[v] = moved[reason[v]];
            }
        }
        for (int i = 0; i < learntCount; i++) {
            learnts[i] = moved[learnts[i]];
        }
        arena = to;
        arenaSize = size;
        wasted = 0;
        occursValid = false;
    }

    // ================================================================================================================
    // The decision queue (VMTF)

    /** Moves {@code v} to the end of the decision queue (a conflict analysis met it). */
    private void bumpVar(int v) {
        if (v == last) {
            return;
        }
        int p = prev[v];
        int n = next[v];
        if (p != 0) {
            next[p] = n;
        } else {
            first = n;
        }
        prev[n] = p; // n != 0: v is not the last
        append(v);
        if (value[2 * v] == UNDEF) {
            search = v;
        }
    }

    /** Puts {@code v} at the end of the decision queue with a new stamp. */
    private void append(int v) {
        prev[v] = last;
        next[v] = 0;
        if (last != 0) {
            next[last] = v;
        } else {
            first = v;
        }
        last = v;
        enqueued[v] = ++stamps;
    }

    private static int internal(int dimacs) {
        return dimacs > 0 ? 2 * dimacs : -2 * dimacs + 1;
    }

    private static int dimacs(int lit) {
        return (lit & 1) == 0 ? lit >> 1 : -(lit >> 1);
    }

    /** The Luby sequence scaled by {@code y} (MiniSat's restart schedule): 1 1 2 1 1 2 4 ... */
    static long luby(double y, int x) {
        int size = 1;
        int seq = 0;
        while (size < x + 1) {
            seq++;
            size = 2 * size + 1;
        }
        while (size - 1 != x) {
            size = (size - 1) >> 1;
            seq--;
            x = x % size;
        }
        return (long) Math.pow(y, seq);
    }
}
