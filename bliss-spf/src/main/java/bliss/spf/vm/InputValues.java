package bliss.spf.vm;

import bliss.spf.symbolic.Compare;
import bliss.spf.symbolic.Const;
import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Exprs;

import java.util.ArrayList;
import java.util.List;

/**
 * The values of input fields that are references the layout does not model as nodes, made on the first read of
 * the field and then kept in it (undone by backtracking like any write):
 * <ul>
 *   <li>a field the layout models as an int ({@code FieldShape.isBoxed}): a generic key ({@code K key} of a
 *       {@code Node<K>}) is an {@code Integer} box of its symbolic value; a field of an enum type is the constant
 *       whose ordinal its symbolic value is (a choice among the constants, the path condition recording which);</li>
 *   <li>an array of primitives ({@code int[] items} of a stack or a hash table): a choice of its length among
 *       0..{@link Vm#inputArrayLength()}, with a fresh symbolic element at each index ({@code X.items[2]}); never
 *       null.</li>
 * </ul>
 */
public final class InputValues {

    private InputValues() {
    }

    /** Whether a field's first read is made here: a boxed int, or an array of primitives outside the layout. */
    static boolean madeHere(VmField field) {
        if (!field.reference || field.shape == null) {
            return false;
        }
        return field.shape.isBoxed() || (field.shape.kind() == bliss.layout.FieldKind.ARRAY
                && field.desc.length() == 2 && field.desc.charAt(0) == '[' && field.desc.charAt(1) != 'L');
    }

    /**
     * An input array of primitives for {@code owner.field}, read for the first time: one choice among the lengths
     * 0..{@link Vm#inputArrayLength()} (no condition: each length is a structure of its own), each element a fresh
     * symbolic value named after the owner's variables ({@code X.items[0]}); stored into the field.
     *
     * @requires madeHere(field) and field.shape is not boxed; the frame is synced to the reading instruction
     */
    static Object array(Interpreter in, VmObject owner, VmField field, String ownerName) {
        char elem = field.desc.charAt(1);
        if (elem == 'F' || elem == 'D') {
            throw new Unsupported("the input field " + field + " of type " + (elem == 'F' ? "float" : "double")
                    + "[] (symbolic floating point; keep floating point concrete)");
        }
        Vm vm = in.vm;
        int max = vm.inputArrayLength();
        List<List<Expr>> alternatives = new ArrayList<>(max + 1);
        for (int n = 0; n <= max; n++) {
            alternatives.add(List.of());
        }
        int length = in.hooks().choose(in, alternatives);
        VmArray a = vm.newArray(vm.classes.arrayClass(field.desc), length);
        for (int i = 0; i < length; i++) {
            Interpreter.setValue(a.p, a.r, i, vm.newVar(ownerName + "." + field.name + "[" + i + "]", elem));
        }
        vm.trail.log(owner, field.index);
        owner.r[field.index] = a;
        return a;
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
            VmObject box = vm.newObject(integer);
            VmField value = integer.findField("value");
            Interpreter.setValue(box.p, box.r, value.index, v);
            result = box;
        }
        vm.trail.log(owner, field.index);
        owner.r[field.index] = result;
        return result;
    }
}
