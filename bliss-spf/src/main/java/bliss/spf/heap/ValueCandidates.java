package bliss.spf.heap;

import bliss.layout.FieldShape;
import bliss.spf.vm.InputValues;
import bliss.spf.vm.Interpreter;
import bliss.spf.vm.Unsupported;
import bliss.spf.vm.VmArray;
import bliss.spf.vm.VmClass;
import bliss.spf.vm.VmField;
import bliss.spf.vm.VmObject;

import java.util.ArrayList;
import java.util.List;

/**
 * The values an input field outside the layout may take at its first read, in exploration order, null first:
 * <ul>
 *   <li>a string: a fresh string whose text is a fresh variable ({@code N1.name}), decided by the path condition;</li>
 *   <li>a box ({@code Integer count}): a fresh box of a fresh symbolic value;</li>
 *   <li>an enum of the JDK: each constant;</li>
 *   <li>an object ({@code Object value}, an interface, an abstract class, a type variable): each input object
 *       already there whose class may be of the field's type (an alias: a node, or an object made for another
 *       value field), each constant of an enum among the field's candidate classes ({@link TypeCandidates}), and a
 *       fresh object whose class is decided lazily among the others, while the scope allows one more for the
 *       field.</li>
 * </ul>
 * Every technique takes them all (the bounds and SymSolve speak of layout fields only).
 */
final class ValueCandidates {

    private ValueCandidates() {
    }

    /**
     * @requires field is a value field of an input object ({@link InputHeap#isValueField})
     * @throws Unsupported for a kind of value the engine does not make symbolic
     */
    static List<ValueCandidate> of(Interpreter in, InputHeap heap, VmField field) {
        FieldShape shape = field.shape;
        List<ValueCandidate> out = new ArrayList<>();
        out.add(ValueCandidate.NULL);
        VmClass declared = in.vm().classes.classOfDescriptor(shape.descriptor());
        switch (shape.isBoxed() ? bliss.layout.FieldKind.OBJECT : shape.kind()) {
            case BOX -> {
                if (shape.descriptor().equals("Ljava/lang/Float;") || shape.descriptor().equals("Ljava/lang/Double;")) {
                    throw unsupported(field, "symbolic floating point; keep floating point concrete");
                }
                in.vm().initialize(declared);
                out.add(ValueCandidate.box(declared));
            }
            case STRING -> out.add(ValueCandidate.STRING);
            case ENUM -> constants(in, declared, out);
            case OBJECT -> objects(in, heap, field, declared, out);
            default -> throw unsupported(field, "input values of this kind are not made symbolic yet; keep the field "
                    + "out of the analysed code or give it a value in a driver");
        }
        return out;
    }

    private static void constants(Interpreter in, VmClass enumClass, List<ValueCandidate> out) {
        VmArray constants = InputValues.enumConstants(in, enumClass);
        for (Object c : constants.r) {
            out.add(ValueCandidate.constant((VmObject) c));
        }
    }

    private static void objects(Interpreter in, InputHeap heap, VmField field, VmClass declared,
                                List<ValueCandidate> out) {
        TypeCandidates types = heap.typeCandidates();
        List<VmClass> classes = types.of(field.shape, declared);
        for (InputObject o : heap.objects()) {
            if (types.admits(field.shape, declared, o.cls)) {
                out.add(ValueCandidate.alias(o, null));
            }
        }
        for (ValueObject v : heap.values()) {
            List<VmClass> compatible = new ArrayList<>();
            for (VmClass c : v.candidates()) {
                if (types.admits(field.shape, declared, c)) {
                    compatible.add(c);
                }
            }
            if (!compatible.isEmpty()) {
                out.add(ValueCandidate.alias(v, compatible));
            }
        }
        List<VmClass> fresh = new ArrayList<>();
        for (VmClass c : classes) { // enums and strings first; the rest are the classes of a new object
            if (isEnum(c)) {
                constants(in, c, out);
            } else if (c == in.vm().classes.stringClass()) {
                out.add(ValueCandidate.STRING);
            } else if (!isEnumConstantBody(c) && !heap.typeCandidates().inLayout(c)) {
                fresh.add(c);
            }
        }
        if (!fresh.isEmpty() && heap.canCreateValue(field.shape)) {
            out.add(ValueCandidate.object(declared, fresh));
        }
    }

    /** An enum class (a constant with a body is of a subclass of it, and is among the enum's constants). */
    private static boolean isEnum(VmClass c) {
        return c.superclass != null && c.superclass.name().equals("java/lang/Enum");
    }

    private static boolean isEnumConstantBody(VmClass c) {
        return c.superclass != null && isEnum(c.superclass);
    }

    static Unsupported unsupported(VmField field, String why) {
        return new Unsupported("the input field " + field + " of type "
                + org.objectweb.asm.Type.getType(field.desc).getClassName() + " (" + why + ")");
    }
}
