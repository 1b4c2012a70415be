package bliss.bounds;

import bliss.sat.PreprocessedCnf;
import bliss.sat.Preprocessor;

import bliss.layout.FieldShape;

import java.util.List;
import java.util.Map;

/**
 * The CNF of invariant + symmetry breaking over the tight bounds, and the pvars map (paper §IV): the variable of
 * every field tuple {@code source.field -> target}.
 *
 * <p>Immutable; {@link #clauses()} returns the shared arrays, which callers must not change.
 */
public final class SatProblem {

    /** {@link #pvar} of a tuple the bounds fix: true in every valid structure whose source is the given object. */
    public static final int FIXED_TRUE = Integer.MAX_VALUE;

    private final int variables;
    private final int[][] clauses;
    /** Per field, per source, per target + 1 (index 0 = null): the pvar, {@link #FIXED_TRUE} or 0. */
    private final Map<FieldShape, int[][]> pvars;
    private volatile PreprocessedCnf preprocessed;
    private volatile ExclusiveFields exclusiveFields;
    /** The callers' field objects seen so far and their rows, by identity: {@link #pvar} is asked per edge of every
     *  BLISS question, and a record's hash over its strings cost 6% of a run. Replaced whole (copy on write). */
    private volatile Object[] seenFields = new Object[0];

    /** The problem this one adds {@link #added} to ({@link #withClause}), or null. */
    private final SatProblem base;
    private final int[] added;

    SatProblem(int variables, List<int[]> clauses, Map<FieldShape, int[][]> pvars) {
        this(variables, clauses.toArray(int[][]::new), pvars, null, null);
    }

    private SatProblem(int variables, int[][] clauses, Map<FieldShape, int[][]> pvars, SatProblem base,
                       int[] added) {
        this.variables = variables;
        this.clauses = clauses;
        this.pvars = pvars;
        this.base = base;
        this.added = added;
    }

    /**
     * This problem with one more clause over its pvars. Its {@linkplain #preprocessed() preprocessed} CNF is this
     * one's with the clause added ({@link PreprocessedCnf#withClause}: the pvars are frozen there), not preprocessed
     * again.
     *
     * @requires every literal of {@code clause} is a pvar or its negation ({@link #pvar} {@code > 0})
     */
    SatProblem withClause(int[] clause) {
        int[][] more = java.util.Arrays.copyOf(clauses, clauses.length + 1);
        more[clauses.length] = clause.clone();
        return new SatProblem(variables, more, pvars, this, clause.clone());
    }

    public int variables() {
        return variables;
    }

    public int[][] clauses() {
        return clauses;
    }

    /**
     * The CNF variable for {@code source.field -> target} (target -1 = null): > 0, {@link #FIXED_TRUE} when the
     * bounds fix the tuple, or 0 when the tuple is outside the tight bounds (infeasible).
     */
    public int pvar(FieldShape field, int source, int target) {
        return pvar(rows(field), source, target);
    }

    /**
     * {@link #pvar} of a field whose table a caller keeps ({@link #pvarTable}): per edge of every BLISS question.
     */
    public static int pvar(int[][] table, int source, int target) {
        if (source < 0 || source >= table.length || target + 1 >= table[source].length) {
            return 0;
        }
        return table[source][target + 1];
    }

    /**
     * The table {@link #pvar(int[][], int, int)} reads for {@code field}, for a caller that asks about one field
     * many times.
     *
     * @return a table the caller must not change
     * @throws IllegalArgumentException when {@code field} is not a reference field of the layout
     */
    public int[][] pvarTable(FieldShape field) {
        return rows(field);
    }

    /** What {@link #forEachPvar} calls per tuple. */
    @FunctionalInterface
    public interface PvarVisitor {
        /** @param target the target atom, -1 for null */
        void visit(int source, int target, int pvar);
    }

    /**
     * Visits every tuple of {@code field} with a variable of its own (a pvar {@code > 0} and not {@link #FIXED_TRUE});
     * a field without pvars has none.
     */
    public void forEachPvar(FieldShape field, PvarVisitor visitor) {
        int[][] rows = pvars.get(field);
        if (rows == null) {
            return;
        }
        for (int source = 0; source < rows.length; source++) {
            for (int t = 0; t < rows[source].length; t++) {
                int v = rows[source][t];
                if (v > 0 && v != FIXED_TRUE) {
                    visitor.visit(source, t - 1, v);
                }
            }
        }
    }

    private int[][] rows(FieldShape field) {
        Object[] seen = seenFields;
        for (int i = 0; i < seen.length; i += 2) {
            if (seen[i] == field) {
                return (int[][]) seen[i + 1];
            }
        }
        int[][] rows = pvars.get(field);
        if (rows == null) {
            throw new IllegalArgumentException("not a reference field of the layout: " + field);
        }
        if (seen.length < 64) {
            synchronized (this) {
                Object[] more = java.util.Arrays.copyOf(seenFields, seenFields.length + 2);
                more[more.length - 2] = field;
                more[more.length - 1] = rows;
                seenFields = more;
            }
        }
        return rows;
    }

    /**
     * The CNF preprocessed with every pvar frozen ({@link Preprocessor}), computed on the first call and kept: the
     * CNF BLISS's {@link SatChecker} loads. Thread-safe.
     */
    PreprocessedCnf preprocessed() {
        PreprocessedCnf p = preprocessed;
        if (p == null) {
            synchronized (this) {
                if (preprocessed == null) {
                    preprocessed = base != null ? base.preprocessed().withClause(added)
                            : Preprocessor.run(variables, clauses, pvarVariables());
                }
                p = preprocessed;
            }
        }
        return p;
    }

    /**
     * Which reference fields never point two edges at one object in a model ({@link ExclusiveFields}), decided by the
     * SAT solver on the first call and kept. Thread-safe.
     */
    public ExclusiveFields exclusiveFields() {
        ExclusiveFields e = exclusiveFields;
        if (e == null) {
            synchronized (this) {
                if (exclusiveFields == null) {
                    exclusiveFields = ExclusiveFields.of(this);
                }
                e = exclusiveFields;
            }
        }
        return e;
    }

    /** Every variable {@link #pvar} can return, ascending. */
    int[] pvarVariables() {
        return pvars.values().stream().flatMap(java.util.Arrays::stream).flatMapToInt(java.util.Arrays::stream)
                .filter(v -> v > 0 && v != FIXED_TRUE).distinct().sorted().toArray();
    }

    /** The fields with pvars. */
    Map<FieldShape, int[][]> pvars() {
        return pvars;
    }
}
