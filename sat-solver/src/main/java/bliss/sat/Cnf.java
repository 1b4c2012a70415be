package bliss.sat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A CNF under construction: variables {@code 1..variables()} and clauses of DIMACS literals. Literals may also be
 * the constants {@link #TRUE} and {@link #FALSE} (negation works on them too), which {@link #add} simplifies away,
 * so that clause generators need not care which tuples the bounds fix.
 */
public final class Cnf {

    public static final int TRUE = Integer.MAX_VALUE;
    public static final int FALSE = -Integer.MAX_VALUE;

    private int variables;
    private final List<int[]> clauses = new ArrayList<>();
    private boolean contradiction;

    public int variables() {
        return variables;
    }

    /** Allocates a fresh variable. */
    public int newVariable() {
        return ++variables;
    }

    /** Makes sure variables {@code 1..n} exist. */
    public void ensureVariables(int n) {
        variables = Math.max(variables, n);
    }

    public List<int[]> clauses() {
        return clauses;
    }

    /** True when an empty clause was added: the CNF is unsatisfiable. */
    public boolean contradiction() {
        return contradiction;
    }

    /** Adds a clause; a clause with {@link #TRUE} is dropped, {@link #FALSE} literals are left out. */
    public void add(int... literals) {
        int[] out = new int[literals.length];
        int n = 0;
        for (int l : literals) {
            if (l == TRUE) {
                return;
            }
            if (l != FALSE) {
                out[n++] = l;
            }
        }
        if (n == 0) {
            contradiction = true;
        }
        clauses.add(n == out.length ? out : Arrays.copyOf(out, n));
    }

    /** Adds a clause already free of constants (Kodkod's output); the array is copied. */
    public void addRaw(int[] literals, int length) {
        if (length == 0) {
            contradiction = true;
        }
        clauses.add(Arrays.copyOf(literals, length));
    }

    /** Exactly one of the literals is true: one clause for at-least-one, pairwise clauses for at-most-one. */
    public void exactlyOne(List<Integer> literals) {
        add(literals.stream().mapToInt(Integer::intValue).toArray());
        for (int a = 0; a < literals.size(); a++) {
            for (int b = a + 1; b < literals.size(); b++) {
                add(-literals.get(a), -literals.get(b));
            }
        }
    }

    /** {@code x <=> (a || b)}. */
    public void defineOr(int x, int a, int b) {
        add(-x, a, b);
        add(x, -a);
        add(x, -b);
    }
}
