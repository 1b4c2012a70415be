package bliss.korat;

import bliss.layout.FieldShape;

import java.util.Arrays;

/**
 * A partially symbolic structure as {@link SymSolve} takes it (LISSA §3.1, the output of {@code createVector}): a
 * candidate vector over the slots of the solver's finitization in which the reference slots of the concrete part
 * are <em>fixed</em> and every other slot is free. Objects are named by their class (its index in the layout) and
 * their number within that class; object 0 of the header class is the root. The caller numbers the objects of the
 * concrete part (breadth-first from the root, per class, as {@code createVector} does), so that the free objects of
 * each class are the ones after the last fixed one.
 *
 * <pre>
 * @specfield fixed: Slot -> (Object + null)   -- the concrete part
 * </pre>
 */
public final class PartialCandidate {

    private final Finitization fin;
    final int[] values;
    final boolean[] fixed;

    PartialCandidate(Finitization fin) {
        this.fin = fin;
        this.values = new int[fin.slotCount];
        this.fixed = new boolean[fin.slotCount];
    }

    /**
     * Fixes a reference field of an object of the concrete part.
     *
     * @param classIndex  the object's class, as an index into the layout's classes
     * @param object      its number within its class (0 .. scope - 1; the root is object 0 of the header class)
     * @param field       a reference field of its class
     * @param targetClass the class of the target (ignored for null)
     * @param target      the target's number within its class, or -1 for null
     * @effects fixed' = fixed + (classIndex, object).field -> target, when it can be encoded
     * @return false, changing nothing, when the finitization cannot hold it: an object or target number beyond the
     *         scope, a target of another class than the field declares, a field the finitization does not vary
     */
    public boolean fix(int classIndex, int object, FieldShape field, int targetClass, int target) {
        int slot = slot(classIndex, object, field);
        if (slot < 0 || fin.slotTargetClass[slot] < 0) {
            return false;
        }
        int value;
        if (target < 0) {
            value = 0;
        } else {
            if (targetClass != fin.slotTargetClass[slot] || target >= fin.classAtoms[targetClass].length) {
                return false;
            }
            value = target + 1;
        }
        values[slot] = value;
        fixed[slot] = true;
        return true;
    }

    /** The slot of a field of an object, or -1 when the finitization has none. */
    int slot(int classIndex, int object, FieldShape field) {
        if (classIndex < 0 || classIndex >= fin.classAtoms.length || object < 0
                || object >= fin.classAtoms[classIndex].length || !MonitoredFields.isVaried(field)) {
            return -1;
        }
        Integer id = fin.fields.idOrNull(field);
        if (id == null) {
            return -1;
        }
        return fin.slotOf[fin.classAtoms[classIndex][object] * fin.fields.count() + id];
    }

    /** The number of fixed slots. */
    public int fixedCount() {
        int n = 0;
        for (boolean f : fixed) {
            n += f ? 1 : 0;
        }
        return n;
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (int s = 0; s < values.length; s++) {
            if (fixed[s]) {
                int t = fin.target(s, values[s]);
                sb.append(sb.length() == 0 ? "" : " ").append(fin.atoms[fin.slotAtom[s]]).append('.')
                        .append(fin.slotField[s].name()).append('=').append(t == 0 ? "null" : fin.atoms[t]);
            }
        }
        return sb.length() == 0 ? "(all free)" : sb.toString();
    }

    int[] valuesCopy() {
        return Arrays.copyOf(values, values.length);
    }
}
