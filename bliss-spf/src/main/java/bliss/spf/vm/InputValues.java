package bliss.spf.vm;

import bliss.spf.symbolic.Compare;
import bliss.spf.symbolic.Const;
import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Exprs;

import java.util.ArrayList;
import java.util.List;

/**
 * The objects of input fields the layout models as ints ({@code FieldShape.isBoxed}), made on the first read of
 * the field and then kept in it (undone by backtracking like any write): a generic key ({@code K key} of a
 * {@code Node<K>}) is an {@code Integer} box of its symbolic value; a field of an enum type is the constant whose
 * ordinal its symbolic value is (a choice among the constants, the path condition recording which). Every other
 * value outside the layout is the heap's ({@code bliss.spf.heap.ValueCandidates}).
 */
public final class InputValues {

    private InputValues() {
    }

    /** Whether a field's input value may still be the int of the layout's convention (a boxed int). */
    static boolean madeHere(VmField field) {
        return field.reference && field.shape != null && field.shape.isBoxed();
    }

    /**
     * The constants of an enum class in ordinal order (its static initializer run first).
     *
     * @requires enumClass is an enum class
     */
    public static VmArray enumConstants(Interpreter in, VmClass enumClass) {
        return Mirrors.enumConstants(in, enumClass);
    }

    /**
     * The constant {@code name} of an enum class, its class initialized.
     *
     * @throws Unsupported when the class has no such constant
     */
    public static VmObject enumConstant(Vm vm, VmClass enumClass, String name) {
        vm.initialize(enumClass);
        VmField f = enumClass.findField(name);
        if (f == null || !f.isStatic || !(f.owner.statics().r[f.index] instanceof VmObject c)) {
            throw new Unsupported("no constant " + name + " in " + enumClass.javaName());
        }
        return c;
    }

    /** Whether {@code o} is an object a driver may name as a field's value: a class object or an enum constant. */
    public static boolean isConstant(VmObject o) {
        return o instanceof Mirrors.Mirror || enumOf(o) != null;
    }

    /** The class a class object stands for, or null when {@code v} is no class object. */
    public static VmClass classOf(Object v) {
        return v instanceof Mirrors.Mirror m ? m.mirrored : null;
    }

    /** The class object of {@code c} in {@code vm} (one per class, permanent). */
    public static VmObject classObject(Vm vm, VmClass c) {
        return Mirrors.of(vm, c);
    }

    /**
     * The enum class of an enum constant (a constant with a body is of a subclass of it), or null when {@code o} is
     * no enum constant.
     */
    public static VmClass enumOf(VmObject o) {
        VmField ordinal = o.cls.findField("ordinal");
        if (ordinal == null || ordinal.isStatic || o instanceof Mirrors.Mirror) {
            return null;
        }
        VmClass e = o.cls;
        while (e.superclass != null && !e.superclass.name().equals("java/lang/Enum")) {
            e = e.superclass;
        }
        return e.superclass == null ? null : e;
    }

    /**
     * The object for the symbolic value {@code v} held in {@code owner.field}, stored into the field.
     *
     * @requires field.shape.isBoxed(); the interpreter's frame is synced to the reading instruction
     */
    static Object box(Interpreter in, VmObject owner, VmField field, Expr v) {
        Vm vm = in.vm;
        Object result;
        if (field.shape.isEnum()) {
            VmArray constants = Mirrors.enumConstants(in, vm.classes.classOfDescriptor(field.desc));
            List<List<Expr>> alternatives = new ArrayList<>(constants.length);
            for (int i = 0; i < constants.length; i++) {
                alternatives.add(List.of(Exprs.compare(Compare.Op.EQ, v, Const.ofInt(i))));
            }
            result = constants.r[in.hooks().choose(in, alternatives)];
        } else {
            VmClass integer = vm.classes.load("java/lang/Integer");
            vm.initialize(integer);
            VmObject box = vm.newObject((hash, birth) -> new KeyBox(integer, hash, birth));
            VmField value = integer.findField("value");
            Interpreter.setValue(box.p, box.r, value.index, v);
            result = box;
        }
        vm.trail.log(owner, field.index);
        owner.r[field.index] = result;
        return result;
    }
}
