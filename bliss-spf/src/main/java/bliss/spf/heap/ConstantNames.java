package bliss.spf.heap;

import bliss.spf.explore.PartialStructure;
import bliss.spf.vm.InputValues;
import bliss.spf.vm.Vm;
import bliss.spf.vm.VmClass;
import bliss.spf.vm.VmField;
import bliss.spf.vm.VmObject;

/**
 * The constant objects an input field may hold, named apart from any VM: an enum constant as a
 * {@link PartialStructure.Constant}, a class object as a {@link PartialStructure.ClassConstant}. A path's input keeps
 * the names; SymSolve's heap, a driver's bindings taken into another VM and a generated test find the objects again
 * by them.
 */
public final class ConstantNames {

    private ConstantNames() {
    }

    /** @return the name of {@code v} when it is an enum constant or a class object, else null */
    public static Object nameOf(Object v) {
        if (!(v instanceof VmObject o)) {
            return null;
        }
        VmClass mirrored = InputValues.classOf(o);
        if (mirrored != null) {
            return new PartialStructure.ClassConstant(mirrored.javaName());
        }
        VmClass e = InputValues.enumOf(o);
        if (e == null) {
            return null;
        }
        VmField name = o.cls.findField("name");
        VmField ordinal = o.cls.findField("ordinal");
        return new PartialStructure.Constant(e.javaName(), (String) o.r[name.index], (int) o.p[ordinal.index]);
    }

    /**
     * @requires name is a {@link PartialStructure.Constant} or a {@link PartialStructure.ClassConstant}
     * @return the object it names in {@code vm} (an enum's class initialized first)
     * @throws bliss.spf.vm.Unsupported when the enum has no such constant
     */
    public static VmObject in(Vm vm, Object name) {
        if (name instanceof PartialStructure.ClassConstant c) {
            VmClass primitive = vm.classes.primitiveClass(c.className()); // int.class: no class file to load
            return InputValues.classObject(vm, primitive != null ? primitive : vm.classes.load(internal(c.className())));
        }
        PartialStructure.Constant e = (PartialStructure.Constant) name;
        return InputValues.enumConstant(vm, vm.classes.load(internal(e.enumClass())), e.name());
    }

    /** Whether {@code name} is a constant's name ({@link #nameOf}). */
    public static boolean isName(Object name) {
        return name instanceof PartialStructure.Constant || name instanceof PartialStructure.ClassConstant;
    }

    private static String internal(String javaName) {
        return javaName.replace('.', '/');
    }
}
