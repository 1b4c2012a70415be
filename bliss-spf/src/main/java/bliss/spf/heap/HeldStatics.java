package bliss.spf.heap;

import bliss.layout.ClassShape;
import bliss.spf.explore.PartialStructure;
import bliss.spf.vm.Cells;
import bliss.spf.vm.KeyBox;
import bliss.spf.vm.Unsupported;
import bliss.spf.vm.Vm;
import bliss.spf.vm.VmArray;
import bliss.spf.vm.VmClass;
import bliss.spf.vm.VmField;
import bliss.spf.vm.VmObject;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The objects the layout's classes hold in their static final fields, which an input field outside the layout's
 * references may hold as well: a structure the class's own code built holds them ({@code TreeSet}'s map values are
 * its {@code PRESENT}, a fresh {@code ArrayList}'s buffer is its {@code DEFAULTCAPACITY_EMPTY_ELEMENTDATA}), and the
 * code compares with them by identity. Lazy initialization offers each one whose class fits the field
 * ({@link ValueCandidates}); a path's input names it as a {@link PartialStructure.Held} (class and field), which
 * SymSolve's heap and testgen resolve in their own VM or JVM.
 *
 * <p>Offered: the objects some method of the layout's classes (not a static initializer) reads for more than an
 * identity comparison, so that the class's code may store them ({@code TreeMap.UNBOUNDED}, which only its sub-maps'
 * bounds hold and compare with, is read that way too; a field may then hold it on a path no constructor makes).
 *
 * <p>Every class of the layout read from the user's class path is initialized when the heap first asks, so the
 * objects are the same on every path, in every run and on every worker (static initialization is permanent). Not
 * offered: null, strings and boxes (a fresh one stands for every value), enum constants (offered as constants),
 * {@code Class} objects.
 */
public final class HeldStatics {

    /** One held object: the field that holds it and the object. */
    record Held(PartialStructure.Held name, Cells object, VmClass cls) {
    }

    /** None: a heap that has not looked for them. */
    static final HeldStatics NONE = new HeldStatics();

    private final List<Held> held = new ArrayList<>();
    private final Map<Object, PartialStructure.Held> names = new IdentityHashMap<>();

    private HeldStatics() {
    }

    /**
     * @effects initializes every class of {@code classes} read from the user's class path
     * @throws Unsupported when a static initializer does what the engine does not run
     */
    HeldStatics(Vm vm, List<ClassShape> classes, java.util.function.Function<ClassShape, VmClass> vmClass) {
        java.util.Set<String> passedOn = new java.util.HashSet<>();
        for (ClassShape shape : classes) {
            VmClass c = vmClass.apply(shape);
            if (c.isUserCode()) {
                passedOn.addAll(c.staticsPassedOn());
            }
        }
        for (ClassShape shape : classes) {
            VmClass c = vmClass.apply(shape);
            if (!c.isUserCode() || c.isInterface()) {
                continue;
            }
            vm.initialize(c);
            for (Map.Entry<VmField, Object> e : c.staticFinalReferences().entrySet()) {
                Object v = e.getValue();
                if (offered(v) && passedOn.contains(c.name() + "." + e.getKey().name) && !names.containsKey(v)) {
                    PartialStructure.Held name = new PartialStructure.Held(c.javaName(), e.getKey().name);
                    Cells object = (Cells) v;
                    held.add(new Held(name, object, v instanceof VmArray a ? a.cls : ((VmObject) v).cls));
                    names.put(v, name);
                }
            }
        }
    }

    private static boolean offered(Object v) {
        if (v instanceof VmArray) {
            return true;
        }
        if (!(v instanceof VmObject o) || v instanceof InputObject || v instanceof ValueObject) {
            return false;
        }
        String n = o.cls.name();
        if (n.equals("java/lang/Class") || n.equals("java/lang/String") || ForeignValues.isBox(n)) {
            return false;
        }
        for (VmClass s = o.cls; s != null; s = s.superclass) {
            if (s.name().equals("java/lang/Enum")) {
                return false;
            }
        }
        return true;
    }

    /** The held objects in the layout's class order, each class's fields in declaration order. */
    List<Held> all() {
        return held;
    }

    /** @return the static field that holds {@code v}, or null when no static final field of the layout's does */
    public PartialStructure.Held nameOf(Object v) {
        return v instanceof Cells && !names.isEmpty() ? names.get(v) : null;
    }

    /**
     * Refuses an identity comparison of a symbolic Integer with a held object: a generic field of a node class
     * ({@code V value}) is an int by the layout's key convention, read as an Integer of its variable, so it is never
     * the object (TreeSet's map values are its {@code PRESENT}, which {@code remove} compares with: its drivers bind
     * {@code V} to Object); the comparison's false would be the model's answer, not the program's. Any other
     * Integer (a value object of an input field, such as an {@code Object key} whose classes a driver named; a box
     * the program made of a symbolic int) is an object of its own, distinct from every held one unless lazy
     * initialization made it that one: its comparisons are answered.
     *
     * @throws Unsupported when {@code box} is the key convention's Integer ({@link KeyBox}) of a symbolic value and
     *                     a held static's object is {@code other}
     */
    public void refuseKeyComparison(Object box, Object other) {
        if (!(box instanceof KeyBox o)) {
            return;
        }
        VmField value = o.cls.findField("value");
        if (!(o.r[value.index] instanceof bliss.spf.symbolic.Expr e) || e instanceof bliss.spf.symbolic.Const) {
            return;
        }
        PartialStructure.Held held = nameOf(other);
        if (held != null) {
            throw new Unsupported("an identity comparison of the symbolic Integer " + e + " with the static "
                    + held + " (a generic field's value is an int by the layout's key convention, never that"
                    + " object, which the class's code may store there; a driver's Symbolic.typeArgument naming"
                    + " Object for the field's type variable makes its values objects, that one among them)");
        }
    }

    /**
     * @return the object the static field {@code name} holds
     * @throws Unsupported when no class of the layout holds one there
     */
    public Cells object(PartialStructure.Held name) {
        for (Held h : held) {
            if (h.name().equals(name)) {
                return h.object();
            }
        }
        throw new Unsupported("no static final object " + name + " among the layout's classes");
    }
}
