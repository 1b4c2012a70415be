package bliss.korat;

import bliss.layout.ClassLayout;
import bliss.layout.ClassShape;
import bliss.layout.FieldKind;
import bliss.layout.FieldShape;
import bliss.layout.HeapAccess;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Korat's finitization: the objects a candidate may use and the domain of every field of every one of them. One
 * header object and {@code scope} objects of each node class (when the header class is itself a node class, the
 * header is the first of its {@code scope} objects); a reference field ranges over null and the objects of its
 * target class, an int or long field over {@code min..max} (0..scope unless overridden), a boolean over
 * {false, true}.
 *
 * <p>The candidate vector holds one <em>slot</em> per varied field of every object; a slot's value is an index
 * into its domain (0 is the first value: null, min, false). This class owns the real Java objects (instances of
 * the instrumented classes) and writes slot values into them.
 */
final class Finitization {

    /** An object of the finitization. {@code id} is its synthetic id (1..), {@code index} its number in its class. */
    record Atom(int id, ClassShape shape, int classIndex, int index) {
        @Override
        public String toString() {
            return shape.simpleName() + index;
        }
    }

    /** The domain of int and long fields: {@code min..max}. */
    record IntRange(long min, long max) {
        long size() {
            return max - min + 1;
        }
    }

    final ClassLayout layout;
    final MonitoredFields fields;
    /** Atoms by id; index 0 is unused (id 0 means "not an object of the finitization"). */
    final Atom[] atoms;
    Object[] instances;
    /** Atom ids of each layout class, by object index. */
    final int[][] classAtoms;
    final Atom root;

    final int slotCount;
    final int[] slotAtom;
    final FieldShape[] slotField;
    /** The {@link MonitoredFields} id of each slot's field. */
    final int[] slotFieldId;
    final int[] slotDomainSize;
    /** Layout class index of the target of a reference slot; -1 for a primitive slot. */
    final int[] slotTargetClass;
    final long[] slotMin;
    /** {@code slotOf[atomId * fields.count() + fieldId]}: the slot of that field of that atom, -1 if none. */
    final int[] slotOf;
    /** Per atom id: its slots in declaration order of its fields, and which of them are backbone references. */
    final int[][] atomSlots;
    final int[][] atomBackboneSlots;
    final int[][] atomReferenceSlots;

    private Field[] slotReflect;
    private final HeapAccess<Atom> heap;
    /** The candidate {@link #heap} reads. */
    private int[] current;

    /** The objects and slots of the finitization; {@link #instantiate} creates the Java objects. */
    Finitization(ClassLayout layout, MonitoredFields fields, int scope, Map<String, IntRange> intDomains) {
        this.layout = layout;
        this.fields = fields;
        List<ClassShape> classes = layout.classes();

        List<Atom> all = new ArrayList<>();
        all.add(null);
        classAtoms = new int[classes.size()][];
        for (int c = 0; c < classes.size(); c++) {
            ClassShape shape = classes.get(c);
            int count = shape.node() ? scope : 1;
            classAtoms[c] = new int[count];
            for (int i = 0; i < count; i++) {
                Atom a = new Atom(all.size(), shape, c, i);
                classAtoms[c][i] = a.id();
                all.add(a);
            }
        }
        atoms = all.toArray(Atom[]::new);
        root = atoms[classAtoms[0][0]];

        Map<String, Integer> classIndex = new HashMap<>();
        for (int c = 0; c < classes.size(); c++) {
            classIndex.put(classes.get(c).name(), c);
        }
        List<int[]> slots = new ArrayList<>();
        List<FieldShape> slotFields = new ArrayList<>();
        atomSlots = new int[atoms.length][];
        atomBackboneSlots = new int[atoms.length][];
        atomReferenceSlots = new int[atoms.length][];
        slotOf = new int[atoms.length * Math.max(1, fields.count())];
        Arrays.fill(slotOf, -1);
        for (int id = 1; id < atoms.length; id++) {
            List<Integer> own = new ArrayList<>();
            List<Integer> backbone = new ArrayList<>();
            List<Integer> references = new ArrayList<>();
            for (FieldShape f : atoms[id].shape().fields()) {
                if (!MonitoredFields.isVaried(f)) {
                    continue;
                }
                int slot = slotFields.size();
                slotFields.add(f);
                int target = f.isReference() ? classIndex.get(f.target()) : -1;
                slots.add(new int[]{id, target});
                slotOf[id * fields.count() + fields.id(f)] = slot;
                own.add(slot);
                if (f.isReference()) {
                    references.add(slot);
                }
                if (f.isBackbone()) {
                    backbone.add(slot);
                }
            }
            atomSlots[id] = toArray(own);
            atomBackboneSlots[id] = toArray(backbone);
            atomReferenceSlots[id] = toArray(references);
        }
        slotCount = slots.size();
        slotAtom = new int[slotCount];
        slotField = slotFields.toArray(FieldShape[]::new);
        slotFieldId = new int[slotCount];
        slotDomainSize = new int[slotCount];
        slotTargetClass = new int[slotCount];
        slotMin = new long[slotCount];
        for (int s = 0; s < slotCount; s++) {
            slotAtom[s] = slots.get(s)[0];
            slotTargetClass[s] = slots.get(s)[1];
            FieldShape f = slotField[s];
            slotFieldId[s] = fields.id(f);
            switch (f.kind()) {
                case REFERENCE -> slotDomainSize[s] = 1 + classAtoms[slotTargetClass[s]].length;
                case BOOLEAN -> slotDomainSize[s] = 2;
                default -> {
                    IntRange dflt = f.isEnum() ? new IntRange(0, layout.enumConstants(
                            f.descriptor().substring(1, f.descriptor().length() - 1)).size() - 1)
                            : new IntRange(0, scope);
                    IntRange r = intDomains.getOrDefault(f.name(), dflt);
                    slotMin[s] = r.min();
                    slotDomainSize[s] = (int) r.size();
                }
            }
        }

        heap = new AtomHeap();
    }

    /**
     * Creates the Java objects, instances of the classes {@code loader} defines, and gives each its id. Requires:
     * the loader's read hook is set (constructors may read monitored fields).
     */
    void instantiate(ClassLoader loader) {
        instances = new Object[atoms.length];
        slotReflect = new Field[slotCount];
        Map<FieldShape, Field> reflected = new HashMap<>();
        for (int id = 1; id < atoms.length; id++) {
            instances[id] = instantiate(atoms[id].shape(), loader);
            setId(instances[id], id);
        }
        for (int s = 0; s < slotCount; s++) {
            slotReflect[s] = reflected.computeIfAbsent(slotField[s], f -> reflect(f, loader));
        }
    }

    private static int[] toArray(List<Integer> list) {
        return list.stream().mapToInt(Integer::intValue).toArray();
    }

    /** The header object as the instrumented class sees it: the receiver of repOK. */
    Object header() {
        return instances[root.id()];
    }

    /** The atom id a reference slot holds at value index {@code v}; 0 for null. */
    int target(int slot, int v) {
        return v == 0 ? 0 : classAtoms[slotTargetClass[slot]][v - 1];
    }

    /** Writes value index {@code v} of slot {@code slot} into its object. */
    void write(int slot, int v) {
        Object o = instances[slotAtom[slot]];
        Field f = slotReflect[slot];
        try {
            switch (slotField[slot].kind()) {
                case REFERENCE -> f.set(o, v == 0 ? null : instances[classAtoms[slotTargetClass[slot]][v - 1]]);
                case BOOLEAN -> f.setBoolean(o, v != 0);
                case INT -> setInt(slot, f, o, (int) (slotMin[slot] + v));
                case LONG -> f.setLong(o, slotMin[slot] + v);
                default -> throw new IllegalStateException("not a varied field: " + slotField[slot]);
            }
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("cannot write " + f, e);
        }
    }

    /** Writes an int value (not a value index) into the int field of slot {@code slot}. */
    void writeInt(int slot, int value) {
        try {
            setInt(slot, slotReflect[slot], instances[slotAtom[slot]], value);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("cannot write " + slotReflect[slot], e);
        }
    }

    /** An int into an int field; into a boxed INT field (a generic key, an enum) as an Integer or a constant. */
    private void setInt(int slot, Field f, Object o, int value) throws IllegalAccessException {
        FieldShape shape = slotField[slot];
        if (!shape.isBoxed()) {
            f.setInt(o, value);
        } else if (shape.isEnum()) {
            f.set(o, f.getType().getEnumConstants()[value]);
        } else {
            f.set(o, Integer.valueOf(value));
        }
    }

    /** Reads a candidate through the layout's heap interface, for {@link bliss.layout.Shape} and friends. */
    HeapAccess<Atom> heap(int[] values) {
        current = values;
        return heap;
    }

    private final class AtomHeap implements HeapAccess<Atom> {
        @Override
        public ClassShape classOf(Atom object) {
            return object.shape();
        }

        @Override
        public Object read(Atom object, FieldShape field) {
            int slot = slotOf[object.id() * fields.count() + fields.id(field)];
            int t = target(slot, current[slot]);
            return t == 0 ? null : atoms[t];
        }
    }

    private static Object instantiate(ClassShape shape, ClassLoader loader) {
        Class<?> c;
        try {
            c = Class.forName(shape.javaName(), false, loader);
        } catch (ClassNotFoundException | LinkageError e) {
            throw new EnumerationException("cannot load " + shape.javaName() + ": " + e);
        }
        if (c.isInterface() || Modifier.isAbstract(c.getModifiers()) || c.isEnum() || c.isArray()) {
            throw new EnumerationException("cannot create objects of " + c.getName()
                    + ": the enumerator needs concrete classes for the header and its node classes");
        }
        try {
            Constructor<?> k = c.getDeclaredConstructor();
            k.setAccessible(true);
            return k.newInstance();
        } catch (NoSuchMethodException e) {
            return allocateWithoutConstructor(c);
        } catch (ReflectiveOperationException | RuntimeException e) {
            throw new EnumerationException("the no-argument constructor of " + c.getName() + " failed: " + e);
        }
    }

    /** For a class without a no-argument constructor: every varied field is written by the search anyway. */
    private static Object allocateWithoutConstructor(Class<?> c) {
        try {
            Class<?> unsafeClass = Class.forName("sun.misc.Unsafe");
            Field theUnsafe = unsafeClass.getDeclaredField("theUnsafe");
            theUnsafe.setAccessible(true);
            Method allocate = unsafeClass.getMethod("allocateInstance", Class.class);
            return allocate.invoke(theUnsafe.get(null), c);
        } catch (ReflectiveOperationException e) {
            throw new EnumerationException("cannot create an object of " + c.getName()
                    + " (no no-argument constructor): " + e);
        }
    }

    private static void setId(Object o, int id) {
        try {
            Field f = o.getClass().getField(MonitoringClassLoader.ID_FIELD);
            f.setAccessible(true);
            f.setInt(o, id);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("instrumentation missing in " + o.getClass().getName(), e);
        }
    }

    private static Field reflect(FieldShape f, ClassLoader loader) {
        try {
            Field r = Class.forName(f.owner().replace('/', '.'), false, loader).getDeclaredField(f.name());
            r.setAccessible(true);
            return r;
        } catch (ReflectiveOperationException e) {
            throw new EnumerationException("no field " + f.name() + " in " + f.owner() + ": " + e);
        }
    }
}
