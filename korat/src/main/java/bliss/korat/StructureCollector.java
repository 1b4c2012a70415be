package bliss.korat;

import bliss.layout.FieldShape;
import bliss.layout.Shape;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * Collects the valid candidates of a search as canonical structures: takes the part of the candidate reachable
 * from the header, numbers its objects canonically, and counts distinct structures (shape plus primitive values)
 * and distinct shapes by number of nodes, keeping each new {@link Shape} and the {@link FieldTuple}s it contains.
 *
 * <p>The numbering is the one {@link Shape} uses: the header, then the nodes in breadth-first order along backbone
 * fields in declaration order ({@link bliss.layout.BreadthFirstNumbering}), then any object reachable only through
 * other reference fields. It runs on every valid candidate, so it works on the candidate's int arrays; the
 * readable {@link Shape} is built only for a shape not seen before.
 */
final class StructureCollector {

    /**
     * What the collectors of all workers of a search share: the distinct structures and shapes found, their counts
     * and tuples. Guarded by its own monitor; valid candidates are rare enough among candidates for one lock.
     */
    static final class Tally {
        private final long[] structuresBySize;
        private final long[] shapesBySize;
        private final Set<String> structureCodes = new HashSet<>();
        private final Set<String> shapeCodes = new HashSet<>();
        private final Set<Shape> shapes = new LinkedHashSet<>();
        private final Set<FieldTuple> tuples = new LinkedHashSet<>();
        private final BitSet tupleSeen = new BitSet();
        private long duplicates;

        /** @param maxNodes the most nodes a structure can have: the scope times the number of node classes */
        Tally(int maxNodes) {
            structuresBySize = new long[maxNodes + 1];
            shapesBySize = new long[maxNodes + 1];
        }

        synchronized long[] structuresBySize() {
            return structuresBySize.clone();
        }

        synchronized long[] shapesBySize() {
            return shapesBySize.clone();
        }

        synchronized Set<Shape> shapes() {
            return shapes;
        }

        synchronized Set<FieldTuple> tuples() {
            return tuples;
        }

        synchronized long duplicates() {
            return duplicates;
        }
    }

    private final Finitization fin;
    private final Tally tally;

    // Scratch space for one numbering.
    private final int[] order;
    private final int[] number;
    private final int[] mark;
    private int epoch;
    private final StringBuilder structureCode = new StringBuilder();
    private final StringBuilder shapeCode = new StringBuilder();
    private final boolean[] rankSeen;
    private final int[] perClass;
    private final int[] indexInClass;
    private final long[] binomials;

    /** A collector for one worker's finitization, recording into {@code tally}. */
    StructureCollector(Finitization fin, Tally tally) {
        this.fin = fin;
        this.tally = tally;
        order = new int[fin.atoms.length];
        number = new int[fin.atoms.length];
        mark = new int[fin.atoms.length];
        rankSeen = new boolean[fin.slotCount];
        perClass = new int[fin.classAtoms.length];
        indexInClass = new int[fin.atoms.length];
        binomials = new long[fin.slotCount + 1];
        Arrays.fill(binomials, -1);
    }

    /**
     * Records the valid candidate {@code values} (value indices per slot). With ordered slots, the candidate is an
     * order pattern: its code holds ranks, and it counts for every structure it stands for.
     *
     * @param ordered the values of ordered slots in this run, or null when there are none
     */
    void accept(int[] values, OrderedValues ordered) {
        int count = number(values);
        int nodes = 0;
        int distinctRanks = 0;
        if (ordered != null) {
            Arrays.fill(rankSeen, false);
        }
        structureCode.setLength(0);
        shapeCode.setLength(0);
        for (int i = 0; i < count; i++) {
            int id = order[i];
            if (fin.atoms[id].shape().node()) {
                nodes++;
            }
            char classChar = (char) fin.atoms[id].classIndex();
            structureCode.append(classChar);
            shapeCode.append(classChar);
            for (int slot : fin.atomSlots[id]) {
                int v = values[slot];
                if (fin.slotTargetClass[slot] >= 0) {
                    // Canonical number of the target, shifted so that null (-1) is char 0.
                    char c = (char) (v == 0 ? 0 : number[fin.target(slot, v)] + 1);
                    structureCode.append(c);
                    shapeCode.append(c);
                } else if (ordered != null && ordered.isOrdered(slot)) {
                    // An unread ordered field keeps its first value, like any unread field: code 0.
                    if (ordered.readInThisRun(slot)) {
                        int rank = ordered.rank(slot);
                        if (!rankSeen[rank]) {
                            rankSeen[rank] = true;
                            distinctRanks++;
                        }
                        structureCode.append((char) (rank + 1));
                    } else {
                        structureCode.append((char) 0);
                    }
                } else {
                    structureCode.append((char) v);
                }
            }
        }
        long realizations = ordered == null ? 1 : realizations(ordered.domainSize(), distinctRanks);
        if (realizations == 0) {
            // An order pattern with more distinct values than the domain holds stands for no structure.
            return;
        }
        boolean newShape;
        synchronized (tally) {
            if (!tally.structureCodes.add(structureCode.toString())) {
                tally.duplicates++;
                return;
            }
            tally.structuresBySize[nodes] = Math.addExact(tally.structuresBySize[nodes], realizations);
            newShape = tally.shapeCodes.add(shapeCode.toString());
            if (newShape) {
                tally.shapesBySize[nodes]++;
            }
        }
        if (newShape) {
            // Building the readable shape is the slow part; other workers need not wait for it.
            Shape shape = Shape.of(fin.layout, fin.root, fin.heap(values));
            synchronized (tally) {
                tally.shapes.add(shape);
                addTuples(values, count);
            }
        }
    }

    /** Numbers the objects reachable from the header; returns how many; fills order and number. */
    private int number(int[] values) {
        if (++epoch == 0) {
            Arrays.fill(mark, 0);
            epoch = 1;
        }
        int root = fin.root.id();
        int count = 0;
        order[count] = root;
        number[root] = count++;
        mark[root] = epoch;
        // Breadth-first along backbone fields, then along all reference fields for what is left.
        for (int pass = 0; pass < 2; pass++) {
            for (int head = 0; head < count; head++) {
                int id = order[head];
                int[] slots = pass == 0 ? fin.atomBackboneSlots[id] : fin.atomReferenceSlots[id];
                for (int slot : slots) {
                    int t = fin.target(slot, values[slot]);
                    if (t != 0 && mark[t] != epoch) {
                        mark[t] = epoch;
                        number[t] = count;
                        order[count++] = t;
                    }
                }
            }
        }
        return count;
    }

    /** C(domain, d): the increasing maps of d ranks into a domain; cached by d. */
    private long realizations(int domain, int d) {
        if (binomials[d] < 0) {
            BigInteger r = BigInteger.ONE;
            // The product reaches 0 when d > domain: no increasing map exists.
            for (int i = 0; i < d; i++) {
                r = r.multiply(BigInteger.valueOf(domain - i)).divide(BigInteger.valueOf(i + 1));
            }
            if (r.bitLength() > 62) {
                throw new EnumerationException("the number of structures overflows a long; use a smaller domain");
            }
            binomials[d] = r.longValue();
        }
        return binomials[d];
    }

    private void addTuples(int[] values, int count) {
        // Index of each object within its class, in canonical order.
        Arrays.fill(perClass, 0);
        for (int i = 0; i < count; i++) {
            int id = order[i];
            indexInClass[id] = perClass[fin.atoms[id].classIndex()]++;
        }
        int objects = fin.atoms.length;
        for (int i = 0; i < count; i++) {
            int id = order[i];
            for (int slot : fin.atomReferenceSlots[id]) {
                int t = fin.target(slot, values[slot]);
                int target = t == 0 ? -1 : indexInClass[t];
                // Most tuples recur in many shapes: test a flat bit set before building the record.
                int bit = (fin.slotFieldId[slot] * objects + indexInClass[id]) * (objects + 1) + target + 1;
                if (!tally.tupleSeen.get(bit)) {
                    tally.tupleSeen.set(bit);
                    tally.tuples.add(new FieldTuple(fin.slotField[slot], indexInClass[id], target));
                }
            }
        }
    }
}
