package bliss.bounds;

import bliss.layout.FieldShape;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The pvars of one {@link SatProblem} as scope-free edge codes, both ways: a model's true pvars become the edges of
 * the structure it describes, and such edges become the pvars of another scope's problem of the same class. BLISSDB
 * stores a satisfiable verdict's model this way, so that a later run (at the same or a larger scope, where the same
 * structure is still valid: paper Theorem 4) can reuse the model as its own.
 *
 * <p>A code is {@code field << 22 | source << 11 | (target + 1)} (target -1 = null), the field numbered in the order of
 * (owner, name) of the problem's reference fields: the same for every scope of one layout. Immutable.
 */
public final class PvarEdges {

    private final int[] vars;
    private final int[] codes;
    private final Map<Integer, Integer> varOfCode;

    PvarEdges(Map<FieldShape, int[][]> pvars) {
        List<FieldShape> fields = new ArrayList<>(pvars.keySet());
        fields.sort(Comparator.comparing(FieldShape::owner).thenComparing(FieldShape::name));
        List<int[]> pairs = new ArrayList<>();
        varOfCode = new HashMap<>();
        for (int f = 0; f < fields.size(); f++) {
            int[][] rows = pvars.get(fields.get(f));
            for (int s = 0; s < rows.length; s++) {
                for (int t = 0; t < rows[s].length; t++) {
                    int var = rows[s][t];
                    if (var > 0 && var != SatProblem.FIXED_TRUE) {
                        int code = (f << 22) | (s << 11) | t;
                        pairs.add(new int[] {var, code});
                        varOfCode.put(code, var);
                    }
                }
            }
        }
        pairs.sort(Comparator.comparingInt(p -> p[0]));
        vars = pairs.stream().mapToInt(p -> p[0]).toArray();
        codes = pairs.stream().mapToInt(p -> p[1]).toArray();
    }

    /**
     * @param model the pvars true in a model ({@link SatChecker#model()})
     * @return the codes of the edges those pvars stand for, ascending by pvar
     */
    public int[] edges(BitSet model) {
        int[] out = new int[codes.length];
        int n = 0;
        for (int i = 0; i < vars.length; i++) {
            if (model.get(vars[i])) {
                out[n++] = codes[i];
            }
        }
        return java.util.Arrays.copyOf(out, n);
    }

    /**
     * @param edges codes from {@link #edges} of this or another scope's problem of the same class and layout
     * @return the pvars of this problem for those edges (an edge without a pvar here, fixed or outside the bounds,
     *         is left out)
     */
    public BitSet model(int[] edges) {
        BitSet m = new BitSet();
        for (int e : edges) {
            Integer var = varOfCode.get(e);
            if (var != null) {
                m.set(var);
            }
        }
        return m;
    }
}
