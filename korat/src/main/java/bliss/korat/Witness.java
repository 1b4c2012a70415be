package bliss.korat;

import bliss.layout.FieldShape;

import java.util.Arrays;

/**
 * A SAT answer's proof from {@link SymSolve}: a fully concrete structure of the finitization that repOK accepts and
 * that agrees with the fixed part of the question. Immutable. Test generation can build it as real objects; later
 * questions it also answers need no search ({@link #extends_}).
 */
public final class Witness implements ValidCandidate {

    private final Finitization fin;
    /** Per slot: the value index (reference: target number + 1, 0 for null). */
    private final int[] values;
    /** Per slot: the primitive value (ints, longs, booleans as 0/1). */
    private final long[] primitives;
    private final boolean[] read;
    private final boolean[] ordered;

    Witness(Finitization fin, int[] values, long[] primitives, boolean[] read, boolean[] ordered) {
        this.fin = fin;
        this.values = values;
        this.primitives = primitives;
        this.read = read;
        this.ordered = ordered;
    }

    private int slot(int classIndex, int object, FieldShape field) {
        int s = -1;
        if (classIndex >= 0 && classIndex < fin.classAtoms.length && object >= 0
                && object < fin.classAtoms[classIndex].length) {
            Integer id = fin.fields.idOrNull(field);
            s = id == null ? -1 : fin.slotOf[fin.classAtoms[classIndex][object] * fin.fields.count() + id];
        }
        if (s < 0) {
            throw new IllegalArgumentException("no field " + field.name() + " of object " + object + " of class "
                    + classIndex + " in this finitization");
        }
        return s;
    }

    @Override
    public int target(int classIndex, int object, FieldShape field) {
        int s = slot(classIndex, object, field);
        return values[s] - 1;
    }

    @Override
    public long value(int classIndex, int object, FieldShape field) {
        return primitives[slot(classIndex, object, field)];
    }

    @Override
    public boolean read(int classIndex, int object, FieldShape field) {
        return read[slot(classIndex, object, field)];
    }

    @Override
    public boolean ordered(FieldShape field) {
        for (int s = 0; s < fin.slotCount; s++) {
            if (fin.slotField[s].equals(field)) {
                return ordered != null && ordered[s];
            }
        }
        return false;
    }

    /** The number of objects of each class reachable from the root (index: the class's position in the layout). */
    public int[] reachableObjects() {
        int[] count = new int[fin.classAtoms.length];
        boolean[] seen = new boolean[fin.atoms.length];
        int[] queue = new int[fin.atoms.length];
        int head = 0;
        int tail = 0;
        queue[tail++] = fin.root.id();
        seen[fin.root.id()] = true;
        while (head < tail) {
            int id = queue[head++];
            count[fin.atoms[id].classIndex()]++;
            for (int s : fin.atomReferenceSlots[id]) {
                int t = fin.target(s, values[s]);
                if (t != 0 && !seen[t]) {
                    seen[t] = true;
                    queue[tail++] = t;
                }
            }
        }
        return count;
    }

    /**
     * Whether this witness also answers {@code q}: an injective map from the objects of q's concrete part into this
     * structure's, sending the root to the root, under which every fixed field of q holds here (null to null, an
     * object to the image of its target). Then this structure is a valid completion of q up to the renaming.
     *
     * @return the image of each fixed object, indexed by atom, or null when there is no such map
     */
    int[] embed(PartialCandidate q) {
        int[] image = new int[fin.atoms.length];
        Arrays.fill(image, -1);
        boolean[] used = new boolean[fin.atoms.length];
        int root = fin.root.id();
        image[root] = root;
        used[root] = true;
        int[] queue = new int[fin.atoms.length];
        int head = 0;
        int tail = 0;
        queue[tail++] = root;
        while (head < tail) {
            int a = queue[head++];
            int mine = image[a];
            int[] qs = fin.atomReferenceSlots[a];
            int[] ws = fin.atomReferenceSlots[mine];
            for (int i = 0; i < qs.length; i++) {
                int s = qs[i];
                if (!q.fixed[s]) {
                    continue;
                }
                int want = fin.target(s, q.values[s]);
                int there = fin.target(ws[i], values[ws[i]]);
                if (want == 0 || there == 0) {
                    if (want != there) {
                        return null;
                    }
                    continue;
                }
                if (image[want] < 0) {
                    if (used[there]) {
                        return null;
                    }
                    image[want] = there;
                    used[there] = true;
                    queue[tail++] = want;
                } else if (image[want] != there) {
                    return null;
                }
            }
        }
        return image;
    }

    /**
     * Whether this witness answers {@code q} (see {@link #embed}) and, when a filter is given, its values pass the
     * filter with q's objects read as their images here.
     */
    public boolean extends_(PartialCandidate q, CandidateFilter filter) {
        int[] image = embed(q);
        if (image == null) {
            return false;
        }
        return filter == null || filter.accept(new Renamed(image));
    }

    /** This witness seen through a map from the question's objects to its own. */
    private final class Renamed implements ValidCandidate {
        private final int[] image;

        Renamed(int[] image) {
            this.image = image;
        }

        private int atom(int classIndex, int object) {
            int a = fin.classAtoms[classIndex][object];
            return image[a] < 0 ? a : image[a];
        }

        private int slotOf(int classIndex, int object, FieldShape field) {
            Integer id = fin.fields.idOrNull(field);
            if (id == null) {
                throw new IllegalArgumentException("no field " + field.name() + " in this finitization");
            }
            return fin.slotOf[atom(classIndex, object) * fin.fields.count() + id];
        }

        @Override
        public int target(int classIndex, int object, FieldShape field) {
            throw new UnsupportedOperationException("a renamed witness answers primitive fields only");
        }

        @Override
        public long value(int classIndex, int object, FieldShape field) {
            return primitives[slotOf(classIndex, object, field)];
        }

        @Override
        public boolean read(int classIndex, int object, FieldShape field) {
            int a = fin.classAtoms[classIndex][object];
            // an object of the question with no image is not part of this structure: its fields are free
            return image[a] >= 0 && Witness.this.read[slotOf(classIndex, object, field)];
        }

        @Override
        public boolean ordered(FieldShape field) {
            return Witness.this.ordered(field);
        }
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        boolean[] seen = new boolean[fin.atoms.length];
        int[] queue = new int[fin.atoms.length];
        int head = 0;
        int tail = 0;
        queue[tail++] = fin.root.id();
        seen[fin.root.id()] = true;
        while (head < tail) {
            int id = queue[head++];
            sb.append(head == 1 ? "" : " ").append(fin.atoms[id]).append('{');
            int[] slots = fin.atomSlots[id];
            for (int i = 0; i < slots.length; i++) {
                int s = slots[i];
                sb.append(i == 0 ? "" : ",").append(fin.slotField[s].name()).append('=');
                if (fin.slotTargetClass[s] >= 0) {
                    int t = fin.target(s, values[s]);
                    sb.append(t == 0 ? "null" : fin.atoms[t].toString());
                    if (t != 0 && !seen[t]) {
                        seen[t] = true;
                        queue[tail++] = t;
                    }
                } else {
                    sb.append(read[s] ? Long.toString(primitives[s]) : "_");
                }
            }
            sb.append('}');
        }
        return sb.toString();
    }
}
