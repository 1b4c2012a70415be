package bliss.sat;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * SatELite-style preprocessing (Eén and Biere, SAT 2005) of a CNF that is only ever asked "satisfiable under these
 * assumptions?" with assumptions over a fixed set of <em>frozen</em> variables (BLISS's pvars). It applies, to a
 * fixpoint or a round limit, root-level unit propagation, equivalent-literal substitution (strongly connected
 * components of the binary implication graph), subsumption and self-subsuming resolution, and bounded variable
 * elimination (a variable is resolved away when that does not increase the number of clauses).
 *
 * <p>Every step keeps, for every assignment of the frozen variables, the satisfiability of the CNF under it: units,
 * subsumption and strengthening keep the models; substitution renames a variable by an equivalent literal (a frozen
 * variable's literal is recorded); elimination replaces the clauses of a non-frozen variable by all their
 * resolvents on it, which is satisfiable exactly when the clauses were (for any values of the other variables).
 * So no frozen variable is ever eliminated, and a model of the result, read on the frozen variables through
 * {@link PreprocessedCnf#literal}, extends to a model of the input. Eliminated variables are not reconstructed:
 * callers that need more than the frozen variables' values must use the original CNF.
 */
public final class Preprocessor {

    /** A resolvent longer than this blocks the elimination (MiniSat's clause limit): long clauses propagate badly. */
    private static final int RESOLVENT_LIMIT = 20;
    /** Rounds of (substitution, subsumption, elimination); later rounds find little. */
    private static final int ROUNDS = 4;

    private final int variables;
    private final boolean[] frozen;
    /** Clauses by id; null once removed. */
    private final List<int[]> clauses = new ArrayList<>();
    /** Per literal index: the ids of clauses that contained it when added (removed ones are skipped). */
    private final IntList[] occurrences;
    /** Per literal index: how many live clauses contain it. */
    private final int[] count;
    /** Per variable: 1 true, -1 false, 0 unassigned (root level). */
    private final byte[] value;
    /** Per variable: the literal that replaced it, 0 if none. */
    private final int[] replacedBy;
    private final boolean[] eliminated;
    private final ArrayDeque<Integer> units = new ArrayDeque<>();
    /** Clause ids to check for subsumption; variables to try to eliminate. */
    private final IntList touchedClauses = new IntList();
    private final boolean[] touchedVariable;
    /** Scratch: a stamp per literal index, for membership tests without clearing. */
    private final int[] mark;
    private int stamp;
    private boolean unsatisfiable;
    private int eliminatedCount;
    private int substitutedCount;

    private Preprocessor(int variables, int[] frozenVariables) {
        this.variables = variables;
        this.frozen = new boolean[variables + 1];
        for (int v : frozenVariables) {
            frozen[v] = true;
        }
        this.occurrences = new IntList[2 * variables + 2];
        for (int i = 0; i < occurrences.length; i++) {
            occurrences[i] = new IntList();
        }
        this.count = new int[2 * variables + 2];
        this.value = new byte[variables + 1];
        this.replacedBy = new int[variables + 1];
        this.eliminated = new boolean[variables + 1];
        this.touchedVariable = new boolean[variables + 1];
        this.mark = new int[2 * variables + 2];
    }

    /**
     * Preprocesses a CNF.
     *
     * @param variables       the CNF's variables are {@code 1..variables}
     * @param clauses         DIMACS clauses (not changed)
     * @param frozenVariables the variables assumptions and models may mention (each in {@code 1..variables})
     * @return the smaller CNF, renumbered, with the literal of every frozen variable
     */
    public static PreprocessedCnf run(int variables, int[][] clauses, int[] frozenVariables) {
        long start = System.nanoTime();
        Preprocessor p = new Preprocessor(variables, frozenVariables);
        for (int[] c : clauses) {
            p.add(c);
        }
        p.propagate();
        for (int round = 0; round < ROUNDS && !p.unsatisfiable; round++) {
            int before = p.eliminatedCount + p.substitutedCount;
            p.substituteEquivalences();
            p.subsume();
            p.eliminate();
            if (p.eliminatedCount + p.substitutedCount == before) {
                break;
            }
        }
        return p.result(clauses.length, (System.nanoTime() - start) / 1_000_000);
    }

    // ---- clauses ----

    private static int index(int lit) {
        return lit > 0 ? 2 * lit : -2 * lit + 1;
    }

    /** The literal a literal stands for now: through substitutions and root values (TRUE/FALSE of {@link Cnf}). */
    private int resolve(int lit) {
        int v = Math.abs(lit);
        while (replacedBy[v] != 0) {
            int r = replacedBy[v];
            lit = lit > 0 ? r : -r;
            v = Math.abs(lit);
        }
        if (value[v] != 0) {
            return (value[v] > 0) == (lit > 0) ? Cnf.TRUE : Cnf.FALSE;
        }
        return lit;
    }

    /** Adds a clause, simplified by the current substitutions and root values; a unit is assigned instead. */
    private void add(int[] literals) {
        stamp++;
        int[] out = new int[literals.length];
        int n = 0;
        for (int l : literals) {
            int r = resolve(l);
            if (r == Cnf.FALSE) {
                continue;
            }
            if (r == Cnf.TRUE || mark[index(-r)] == stamp) {
                return; // satisfied or tautological
            }
            if (mark[index(r)] != stamp) {
                mark[index(r)] = stamp;
                out[n++] = r;
            }
        }
        if (n == 0) {
            unsatisfiable = true;
        } else if (n == 1) {
            assign(out[0]);
        } else {
            int id = clauses.size();
            int[] c = n == out.length ? out : Arrays.copyOf(out, n);
            clauses.add(c);
            for (int l : c) {
                occurrences[index(l)].add(id);
                count[index(l)]++;
                touchedVariable[Math.abs(l)] = true;
            }
            touchedClauses.add(id);
        }
    }

    private void remove(int id) {
        int[] c = clauses.get(id);
        clauses.set(id, null);
        for (int l : c) {
            count[index(l)]--;
            touchedVariable[Math.abs(l)] = true;
        }
    }

    private void assign(int lit) {
        int v = Math.abs(lit);
        if (value[v] != 0) {
            if ((value[v] > 0) != (lit > 0)) {
                unsatisfiable = true;
            }
            return;
        }
        value[v] = (byte) (lit > 0 ? 1 : -1);
        units.add(lit);
    }

    /** Root-level unit propagation: removes satisfied clauses, shortens the others. */
    private void propagate() {
        while (!units.isEmpty() && !unsatisfiable) {
            int lit = units.poll();
            IntList sat = occurrences[index(lit)];
            for (int i = 0; i < sat.size; i++) {
                if (clauses.get(sat.items[i]) != null) {
                    remove(sat.items[i]);
                }
            }
            IntList falsified = occurrences[index(-lit)];
            for (int i = 0; i < falsified.size; i++) {
                int[] c = clauses.get(falsified.items[i]);
                if (c != null) {
                    remove(falsified.items[i]);
                    add(c);
                }
            }
        }
    }

    // ---- equivalent literals ----

    /**
     * Replaces the variables of every strongly connected component of the binary implication graph by one literal
     * of the component: a frozen variable when there is one, so that frozen variables stay in the CNF.
     */
    private void substituteEquivalences() {
        int[] component = new BinaryImplications().components();
        if (unsatisfiable) {
            return;
        }
        // Per component, the representative variable: frozen first, then the smallest.
        int[] representative = new int[2 * variables + 2];
        for (int v = 1; v <= variables; v++) {
            for (int lit : new int[]{v, -v}) {
                int c = component[index(lit)];
                if (c < 0) {
                    continue;
                }
                int r = representative[c];
                if (r == 0 || (frozen[v] && !frozen[Math.abs(r)])) {
                    representative[c] = lit;
                }
            }
        }
        List<Integer> changed = new ArrayList<>();
        for (int v = 1; v <= variables; v++) {
            int c = component[index(v)];
            if (c < 0 || replacedBy[v] != 0 || value[v] != 0) {
                continue;
            }
            int r = representative[c];
            if (Math.abs(r) != v) {
                if (component[index(-v)] == c) {
                    unsatisfiable = true; // v and !v equivalent
                    return;
                }
                replacedBy[v] = r;
                substitutedCount++;
                changed.add(v);
            }
        }
        for (int v : changed) {
            for (int lit : new int[]{v, -v}) {
                IntList occ = occurrences[index(lit)];
                for (int i = 0; i < occ.size; i++) {
                    int[] c = clauses.get(occ.items[i]);
                    if (c != null) {
                        remove(occ.items[i]);
                        add(c);
                    }
                }
            }
        }
        propagate();
    }

    /** Tarjan's algorithm, iterative, over the implication graph of the live binary clauses. */
    private final class BinaryImplications {
        private final int nodes = 2 * variables + 2;
        private final int[] component = new int[nodes];
        private final int[] low = new int[nodes];
        private final int[] order = new int[nodes];
        private final boolean[] onStack = new boolean[nodes];
        private final IntList stack = new IntList();
        private int counter;
        private int components;

        /** Per literal index: its component, or -1 when it is alone in its component. */
        int[] components() {
            Arrays.fill(component, -1);
            int[] callStack = new int[2 * nodes];
            for (int start = 2; start < nodes; start++) {
                if (order[start] != 0 || count[start] == 0 && count[start ^ 1] == 0) {
                    continue;
                }
                // Each frame: node, position in its successor list (over both occurrence lists it walks).
                int top = 0;
                callStack[top++] = start;
                callStack[top++] = 0;
                visit(start);
                while (top > 0) {
                    int node = callStack[top - 2];
                    int next = nextSuccessor(node, callStack, top - 1);
                    if (next != 0) {
                        if (order[next] == 0) {
                            visit(next);
                            callStack[top++] = next;
                            callStack[top++] = 0;
                        } else if (onStack[next]) {
                            low[node] = Math.min(low[node], order[next]);
                        }
                    } else {
                        top -= 2;
                        if (low[node] == order[node]) {
                            close(node);
                        }
                        if (top > 0) {
                            int parent = callStack[top - 2];
                            low[parent] = Math.min(low[parent], low[node]);
                        }
                    }
                }
            }
            return component;
        }

        private void visit(int node) {
            order[node] = low[node] = ++counter;
            stack.add(node);
            onStack[node] = true;
        }

        /** Pops a finished component; singletons keep -1. */
        private void close(int root) {
            int size = 0;
            int id = components++;
            int n;
            do {
                n = stack.items[--stack.size];
                onStack[n] = false;
                component[n] = id;
                size++;
            } while (n != root);
            if (size == 1) {
                component[root] = -1;
            }
        }

        /**
         * The next successor of literal index {@code node} (literal l implies b for every live binary clause
         * {@code (!l b)}), advancing the cursor in {@code frame[at]}; 0 when done.
         */
        private int nextSuccessor(int node, int[] frame, int at) {
            IntList occ = occurrences[node ^ 1]; // clauses containing !l
            while (frame[at] < occ.size) {
                int[] c = clauses.get(occ.items[frame[at]++]);
                if (c != null && c.length == 2) {
                    int negated = node ^ 1;
                    return index(c[0]) == negated ? index(c[1]) : index(c[0]);
                }
            }
            return 0;
        }
    }

    // ---- subsumption and self-subsuming resolution ----

    /** Checks every touched clause against the clauses it may subsume or strengthen. */
    private void subsume() {
        while (touchedClauses.size > 0 && !unsatisfiable) {
            int id = touchedClauses.items[--touchedClauses.size];
            int[] c = clauses.get(id);
            if (c == null) {
                continue;
            }
            // Every clause that c subsumes or strengthens contains the least frequent variable of c.
            int best = c[0];
            for (int l : c) {
                if (count[index(l)] + count[index(-l)] < count[index(best)] + count[index(-best)]) {
                    best = l;
                }
            }
            for (int lit : new int[]{best, -best}) {
                IntList occ = occurrences[index(lit)];
                for (int i = 0; i < occ.size && clauses.get(id) != null; i++) {
                    int other = occ.items[i];
                    int[] d = clauses.get(other);
                    if (other == id || d == null || d.length < c.length) {
                        continue;
                    }
                    int flipped = subsumes(c, d);
                    if (flipped == 0) {
                        remove(other);
                    } else if (flipped != Integer.MIN_VALUE) {
                        remove(other);
                        add(without(d, -flipped));
                        propagate();
                    }
                }
            }
        }
    }

    /**
     * 0 when c subsumes d; the literal l of c when d contains !l and every other literal of c (c strengthens d by
     * removing !l); {@link Integer#MIN_VALUE} otherwise.
     */
    private int subsumes(int[] c, int[] d) {
        stamp++;
        for (int l : d) {
            mark[index(l)] = stamp;
        }
        int flipped = 0;
        for (int l : c) {
            if (mark[index(l)] != stamp) {
                if (flipped == 0 && mark[index(-l)] == stamp) {
                    flipped = l;
                } else {
                    return Integer.MIN_VALUE;
                }
            }
        }
        return flipped;
    }

    private static int[] without(int[] c, int lit) {
        int[] out = new int[c.length - 1];
        int n = 0;
        for (int l : c) {
            if (l != lit) {
                out[n++] = l;
            }
        }
        return out;
    }

    // ---- bounded variable elimination ----

    /** Eliminates the touched non-frozen variables whose resolvents are no more than their clauses. */
    private void eliminate() {
        boolean progress = true;
        while (progress && !unsatisfiable) {
            progress = false;
            List<Integer> candidates = new ArrayList<>();
            for (int v = 1; v <= variables; v++) {
                if (touchedVariable[v] && !frozen[v] && !eliminated[v] && replacedBy[v] == 0 && value[v] == 0) {
                    candidates.add(v);
                }
                touchedVariable[v] = false;
            }
            // Cheap ones first: their eliminations shorten the occurrence lists of the others.
            candidates.sort((a, b) -> Long.compare((long) count[index(a)] * count[index(-a)],
                    (long) count[index(b)] * count[index(-b)]));
            for (int v : candidates) {
                if (unsatisfiable) {
                    return;
                }
                if (!eliminated[v] && value[v] == 0 && tryEliminate(v)) {
                    progress = true;
                }
            }
            subsume();
        }
    }

    private boolean tryEliminate(int v) {
        List<int[]> pos = live(v);
        List<int[]> neg = live(-v);
        int budget = pos.size() + neg.size();
        List<int[]> resolvents = new ArrayList<>();
        for (int[] p : pos) {
            for (int[] n : neg) {
                int[] r = resolve(p, n, v);
                if (r == null) {
                    continue;
                }
                if (r.length > RESOLVENT_LIMIT || resolvents.size() == budget) {
                    return false;
                }
                resolvents.add(r);
            }
        }
        for (int lit : new int[]{v, -v}) {
            IntList occ = occurrences[index(lit)];
            for (int i = 0; i < occ.size; i++) {
                if (clauses.get(occ.items[i]) != null) {
                    remove(occ.items[i]);
                }
            }
        }
        eliminated[v] = true;
        eliminatedCount++;
        for (int[] r : resolvents) {
            add(r);
        }
        propagate();
        return true;
    }

    private List<int[]> live(int lit) {
        List<int[]> out = new ArrayList<>(count[index(lit)]);
        IntList occ = occurrences[index(lit)];
        for (int i = 0; i < occ.size; i++) {
            int[] c = clauses.get(occ.items[i]);
            if (c != null) {
                out.add(c);
            }
        }
        return out;
    }

    /** The resolvent of p (with v) and n (with !v) on v; null when it is a tautology. */
    private int[] resolve(int[] p, int[] n, int v) {
        stamp++;
        int[] out = new int[p.length + n.length - 2];
        int size = 0;
        for (int l : p) {
            if (l != v) {
                mark[index(l)] = stamp;
                out[size++] = l;
            }
        }
        for (int l : n) {
            if (l == -v || mark[index(l)] == stamp) {
                continue;
            }
            if (mark[index(-l)] == stamp) {
                return null;
            }
            out[size++] = l;
        }
        return size == out.length ? out : Arrays.copyOf(out, size);
    }

    // ---- result ----

    private PreprocessedCnf result(int clausesBefore, long millis) {
        if (unsatisfiable) {
            return PreprocessedCnf.unsatisfiable(variables, millis);
        }
        // Renumber densely: the remaining variables of the clauses and the frozen ones, in their original order.
        int[] number = new int[variables + 1];
        List<int[]> out = new ArrayList<>();
        for (int[] c : clauses) {
            if (c != null) {
                out.add(c);
                for (int l : c) {
                    number[Math.abs(l)] = -1;
                }
            }
        }
        int n = 0;
        int[] origin = new int[variables + 1];
        for (int v = 1; v <= variables; v++) {
            if (number[v] == -1 || frozen[v] && replacedBy[v] == 0 && value[v] == 0) {
                number[v] = ++n;
                origin[n] = v;
            }
        }
        int[][] renumbered = new int[out.size()][];
        for (int i = 0; i < renumbered.length; i++) {
            int[] c = out.get(i).clone();
            for (int j = 0; j < c.length; j++) {
                c[j] = c[j] > 0 ? number[c[j]] : -number[-c[j]];
            }
            renumbered[i] = c;
        }
        int[] literal = new int[variables + 1];
        for (int v = 1; v <= variables; v++) {
            if (frozen[v]) {
                int r = resolve(v);
                literal[v] = r == Cnf.TRUE || r == Cnf.FALSE ? r : r > 0 ? number[r] : -number[-r];
            }
        }
        return new PreprocessedCnf(n, renumbered, literal, Arrays.copyOf(origin, n + 1), false,
                new PreprocessedCnf.Stats(variables, clausesBefore, eliminatedCount, substitutedCount, millis));
    }

    /** A growable int array. */
    private static final class IntList {
        int[] items = new int[4];
        int size;

        void add(int x) {
            if (size == items.length) {
                items = Arrays.copyOf(items, 2 * size);
            }
            items[size++] = x;
        }
    }
}
