package bliss.bounds;

import bliss.layout.FieldShape;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Which reference fields never point two edges at one object in a valid structure of the scope: a tree's
 * {@code root}, {@code left} and {@code right} (no node has two parents), a list's {@code next} (but not {@code next}
 * and {@code prev} of a doubly linked list, which point at one node from its two neighbours). Decided once per
 * (class, scope) by the SAT solver over the CNF of the invariant and symmetry breaking: fields {@code f} and
 * {@code g} are exclusive when, for every target atom {@code k}, no two distinct tuples {@code a.f -> k} and
 * {@code b.g -> k} hold together in a model. Having two parents is kept by isomorphism, so symmetry breaking loses no
 * counterexample. A tuple the bounds fix counts as true in every model (a weaker question, so never a wrong "exclusive").
 *
 * <p>Immutable. BLISS drops a lazy-initialization candidate that points such a field at an object another exclusive
 * field already points at: no valid structure extends that heap, as the SAT check would say.
 *
 * <pre>
 * @specfield fields: set FieldShape                 -- the fields with pvars
 * @specfield exclusive: fields -> fields            -- symmetric
 * </pre>
 */
public final class ExclusiveFields {

    private final List<FieldShape> fields;
    private final boolean[][] exclusive;
    private final long questions;

    private ExclusiveFields(List<FieldShape> fields, boolean[][] exclusive, long questions) {
        this.fields = fields;
        this.exclusive = exclusive;
        this.questions = questions;
    }

    /**
     * Decides the relation for the problem's fields.
     *
     * @return the relation; SAT questions asked: {@link #questions()}
     */
    static ExclusiveFields of(SatProblem problem) {
        List<FieldShape> fields = new ArrayList<>(problem.pvars().keySet());
        fields.sort(Comparator.comparing(FieldShape::owner).thenComparing(FieldShape::name));
        int n = fields.size();
        boolean[][] shared = new boolean[n][n];
        long asked = 0;
        // per target class and target atom, the tuples into it: {field index, source, pvar}
        Map<String, Map<Integer, List<int[]>>> into = new TreeMap<>();
        for (int fi = 0; fi < n; fi++) {
            int[][] rows = problem.pvars().get(fields.get(fi));
            Map<Integer, List<int[]>> byAtom = into.computeIfAbsent(fields.get(fi).target(), t -> new TreeMap<>());
            for (int source = 0; source < rows.length; source++) {
                for (int t = 1; t < rows[source].length; t++) { // index 0 is null
                    if (rows[source][t] != 0) {
                        byAtom.computeIfAbsent(t - 1, k -> new ArrayList<>())
                                .add(new int[] {fi, source, rows[source][t]});
                    }
                }
            }
        }
        try (SatChecker checker = new SatChecker(problem)) {
            for (Map<Integer, List<int[]>> byAtom : into.values()) {
                for (List<int[]> tuples : byAtom.values()) {
                    for (int i = 0; i < tuples.size(); i++) {
                        for (int j = i + 1; j < tuples.size(); j++) {
                            int[] a = tuples.get(i);
                            int[] b = tuples.get(j);
                            if (shared[a[0]][b[0]]) {
                                continue;
                            }
                            asked++;
                            if (checker.isSatisfiable(new int[] {a[2], b[2]})) {
                                shared[a[0]][b[0]] = true;
                                shared[b[0]][a[0]] = true;
                            }
                        }
                    }
                }
            }
        }
        boolean[][] exclusive = new boolean[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                exclusive[i][j] = fields.get(i).target().equals(fields.get(j).target()) && !shared[i][j];
            }
        }
        return new ExclusiveFields(List.copyOf(fields), exclusive, asked);
    }

    /** @return the position of {@code f} among the fields with pvars, or -1 when it has none */
    public int index(FieldShape f) {
        return fields.indexOf(f);
    }

    /** The fields with pvars, by {@link #index}. */
    public List<FieldShape> fields() {
        return fields;
    }

    /**
     * @requires 0 <= i, j < fields().size()
     * @return whether no valid structure has two distinct edges, one of field i and one of field j, into one object
     */
    public boolean exclusive(int i, int j) {
        return exclusive[i][j];
    }

    /** Whether some pair of fields is exclusive (else the relation prunes nothing). */
    public boolean any() {
        for (boolean[] row : exclusive) {
            for (boolean b : row) {
                if (b) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The SAT questions the relation took. */
    public long questions() {
        return questions;
    }

    @Override
    public String toString() {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < fields.size(); i++) {
            for (int j = i; j < fields.size(); j++) {
                if (exclusive[i][j]) {
                    s.append(s.length() == 0 ? "" : ", ").append(fields.get(i).name()).append('/')
                            .append(fields.get(j).name());
                }
            }
        }
        return s.length() == 0 ? "none" : s.toString();
    }
}
