package bliss.bounds;

import bliss.layout.ClassLayout;
import bliss.layout.ClassShape;
import bliss.layout.FieldShape;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Upper bounds of the reference fields of one (class, scope): for every field and source object, the targets the
 * field may hold. Atoms are indexed within their class: the header object is 0; the nodes of a node class are
 * {@code 0..k-1} in breadth-first canonical order (the same indices as {@code bliss.korat.FieldTuple}).
 *
 * <p>Used for the tight bounds BLI and RBLI prune with, and, inside bounds-compute, for the static bounds before
 * tightening and the seed from the previous scope. Immutable.
 */
public final class FieldBounds {

    /** Bit of a row that stands for {@code null}; node targets use bits 0..62. */
    static final int NULL_BIT = 63;

    private final int scope;
    private final ClassLayout layout;
    /** Per reference field, one row per source object: bit j = target j, bit 63 = null. */
    private final Map<FieldShape, long[]> rows;

    FieldBounds(int scope, ClassLayout layout, Map<FieldShape, long[]> rows) {
        this.scope = scope;
        this.layout = layout;
        this.rows = new LinkedHashMap<>();
        rows.forEach((f, r) -> this.rows.put(f, r.clone()));
    }

    /** Every target for every source: the bounds before anything is known. */
    static FieldBounds full(ClassLayout layout, int scope) {
        Map<FieldShape, long[]> rows = new LinkedHashMap<>();
        for (ClassShape c : layout.classes()) {
            for (FieldShape f : c.referenceFields()) {
                ClassShape target = layout.shape(f.target()).orElseThrow();
                long all = (target.node() ? (scope == 63 ? Long.MAX_VALUE : (1L << scope) - 1) : 1L)
                        | (1L << NULL_BIT);
                long[] r = new long[c.node() ? scope : 1];
                Arrays.fill(r, all);
                rows.put(f, r);
            }
        }
        return new FieldBounds(scope, layout, rows);
    }

    public int scope() {
        return scope;
    }

    public ClassLayout layout() {
        return layout;
    }

    /** Bit j set iff {@code source.field -> node j} is in the bound (targets of the field's target class). */
    public long targets(FieldShape field, int source) {
        return row(field, source) & ~(1L << NULL_BIT);
    }

    public boolean nullAllowed(FieldShape field, int source) {
        return (row(field, source) & (1L << NULL_BIT)) != 0;
    }

    /** Whether {@code source.field -> target} is in the bound; target -1 is null. */
    public boolean contains(FieldShape field, int source, int target) {
        return (row(field, source) & (1L << (target < 0 ? NULL_BIT : target))) != 0;
    }

    /** The number of tuples in all bounds, null targets included. */
    public int tupleCount() {
        int n = 0;
        for (long[] r : rows.values()) {
            for (long bits : r) {
                n += Long.bitCount(bits);
            }
        }
        return n;
    }

    /** The number of tuples of one field. */
    public int tupleCount(FieldShape field) {
        int n = 0;
        for (long bits : rows.get(field)) {
            n += Long.bitCount(bits);
        }
        return n;
    }

    /** The reference fields, header fields first, in declaration order. */
    public Iterable<FieldShape> fields() {
        return rows.keySet();
    }

    /** The number of source objects of a field. */
    public int sources(FieldShape field) {
        return rows.get(field).length;
    }

    long row(FieldShape field, int source) {
        long[] r = rows.get(field);
        if (r == null) {
            throw new IllegalArgumentException("not a reference field of the layout: " + field);
        }
        return r[source];
    }

    /** A mutable copy of the rows. */
    Map<FieldShape, long[]> copyRows() {
        Map<FieldShape, long[]> out = new LinkedHashMap<>();
        rows.forEach((f, r) -> out.put(f, r.clone()));
        return out;
    }

    /** True iff every tuple of this bound is in {@code other} (same layout). */
    public boolean isSubsetOf(FieldBounds other) {
        for (Map.Entry<FieldShape, long[]> e : rows.entrySet()) {
            long[] mine = e.getValue();
            for (int s = 0; s < mine.length; s++) {
                if (s >= other.sources(e.getKey()) ? mine[s] != 0 : (mine[s] & ~other.row(e.getKey(), s)) != 0) {
                    return false;
                }
            }
        }
        return true;
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof FieldBounds b) || b.scope != scope || !b.rows.keySet().equals(rows.keySet())) {
            return false;
        }
        return rows.entrySet().stream().allMatch(e -> Arrays.equals(e.getValue(), b.rows.get(e.getKey())));
    }

    @Override
    public int hashCode() {
        int h = scope;
        for (long[] r : rows.values()) {
            h = 31 * h + Arrays.hashCode(r);
        }
        return h;
    }
}
