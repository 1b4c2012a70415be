package bliss.spf.heap;

import bliss.layout.ClassShape;

import bliss.layout.FieldKind;
import bliss.spf.vm.InputValues;
import bliss.spf.vm.Interpreter;
import bliss.spf.vm.Unsupported;
import bliss.spf.vm.VmArray;
import bliss.spf.vm.VmClass;
import bliss.spf.vm.VmObject;

import java.util.ArrayList;
import java.util.List;

/**
 * The values an {@link InputSlot} outside the layout's references may take at its first read, in exploration order,
 * null first:
 * <ul>
 *   <li>a field whose values a driver named ({@code Symbolic.fieldValues}, {@link FieldConstants}), or an element of
 *       such an array field: each of those constants that is of the slot's type, whatever its kind;</li>
 *   <li>a string: a fresh string whose text is a fresh variable ({@code N1.name}), decided by the path condition;</li>
 *   <li>a box ({@code Integer count}): a fresh box of a fresh symbolic value;</li>
 *   <li>an enum of the JDK: each constant;</li>
 *   <li>an object ({@code Object value}, an interface, an abstract class, a type variable): each input object
 *       already there whose class may be of the slot's type (an alias: a node, or an object made for another
 *       value), each object a static final field of a layout class holds that fits ({@link HeldStatics}; one of an
 *       anonymous class fits a field whose classes a driver named too: no driver can name its class), each
 *       constant of an enum among the slot's candidate classes ({@link TypeCandidates}), and a fresh object whose
 *       class is decided lazily among the others, while the scope allows one more for the field;</li>
 *   <li>an array: each array of its type a static final field of a layout class holds, and a fresh input array
 *       ({@link InputArray});</li>
 *   <li>a {@code Class} no driver named values for: the objects above, then every other class as one alternative
 *       that ends the path as unsupported ({@link ValueCandidate.Kind#UNSUPPORTED}: the engine makes no symbolic
 *       class object);</li>
 *   <li>an object of a type no class of the analysed code outside the layout is and whose classes no driver named
 *       ({@code Comparator order} beside no implementation): the objects above, then a new one as one alternative that ends the path
 *       as unsupported; a driver that named no classes for it ({@code Symbolic.fieldClasses("order")}) closes it:
 *       null or an object already there;</li>
 *   <li>an element of an array of nodes, or a reference argument of the analysed method ({@link
 *       bliss.spf.vm.LazyArgument}): each input object of its class, and a new one while the scope allows.</li>
 * </ul>
 * Every technique takes them all (the bounds and SymSolve speak of the layout's reference fields only).
 */
final class ValueCandidates {

    private ValueCandidates() {
    }

    /**
     * @requires slot is not primitive
     * @throws Unsupported for a kind of value the engine does not make symbolic
     */
    static List<ValueCandidate> of(Interpreter in, InputHeap heap, InputSlot slot) {
        List<ValueCandidate> out = new ArrayList<>();
        out.add(ValueCandidate.NULL);
        VmClass declared = in.vm().classes.classOfDescriptor(slot.descriptor());
        List<VmObject> named = namedConstants(heap, slot);
        if (named != null) {
            for (VmObject c : named) {
                if (in.vm().classOf(c).isSubtypeOf(declared)) {
                    out.add(ValueCandidate.constant(c));
                }
            }
            return out;
        }
        switch (slot.kind()) {
            case STRING -> out.add(ValueCandidate.STRING);
            case BOX -> {
                in.vm().initialize(declared);
                out.add(ValueCandidate.box(declared));
            }
            case ENUM -> constants(in, declared, out);
            case OBJECT -> objects(in, heap, slot, declared, out);
            case ARRAY -> {
                held(heap, slot, c -> c.isSubtypeOf(declared), out);
                out.add(ValueCandidate.array(declared));
            }
            case REFERENCE -> {
                for (InputObject o : heap.objects()) {
                    if (heap.isInstance(o, slot.node())) {
                        out.add(ValueCandidate.alias(o, null));
                    }
                }
                if (heap.canCreate(slot)) {
                    for (ClassShape c : heap.concreteClasses(slot.node())) {
                        out.add(ValueCandidate.node(heap.vmClass(c)));
                    }
                }
            }
            default -> throw unsupported(slot, "input values of this kind are not made symbolic yet; keep it out of "
                    + "the analysed code or give it a value in a driver");
        }
        return out;
    }

    /**
     * @return the constants a driver named for the slot's field ({@code Symbolic.fieldValues}; for an array field,
     *         for its elements), or null when it named none: then the slot's kind says its values
     */
    private static List<VmObject> namedConstants(InputHeap heap, InputSlot slot) {
        if (slot.origin() == null || slot.kind() == FieldKind.ARRAY || slot.kind() == FieldKind.REFERENCE) {
            return null;
        }
        return heap.typeCandidates().constants().of(slot.origin().name());
    }

    private static void constants(Interpreter in, VmClass enumClass, List<ValueCandidate> out) {
        VmArray constants = InputValues.enumConstants(in, enumClass);
        for (Object c : constants.r) {
            out.add(ValueCandidate.constant((VmObject) c));
        }
    }

    private static void objects(Interpreter in, InputHeap heap, InputSlot slot, VmClass declared,
                                List<ValueCandidate> out) {
        TypeCandidates types = heap.typeCandidates();
        List<VmClass> classes = types.of(slot.typeVariable(), declared);
        for (InputObject o : heap.objects()) {
            if (types.admits(slot.typeVariable(), declared, o.cls)) {
                out.add(ValueCandidate.alias(o, null));
            }
        }
        for (ValueObject v : heap.values()) {
            List<VmClass> compatible = new ArrayList<>();
            for (VmClass c : v.candidates()) {
                if (types.admits(slot.typeVariable(), declared, c)) {
                    compatible.add(c);
                }
            }
            if (!compatible.isEmpty()) {
                out.add(ValueCandidate.alias(v, compatible));
            }
        }
        held(heap, slot, c -> types.admits(slot.typeVariable(), declared, c)
                || isAnonymous(c) && c.isSubtypeOf(declared), out);
        if (declared.name().equals("java/lang/Class")) {
            out.add(ValueCandidate.unsupported(declared));
            return;
        }
        List<VmClass> fresh = new ArrayList<>();
        for (VmClass c : classes) { // enums and strings first; the rest are the classes of a new object
            if (isEnum(c)) {
                constants(in, c, out);
            } else if (c == in.vm().classes.stringClass()) {
                out.add(ValueCandidate.STRING);
            } else if (!isEnumConstantBody(c) && !types.inLayout(c)) {
                fresh.add(c);
            }
        }
        if (heap.canCreateValue(slot.origin())) {
            if (!fresh.isEmpty()) {
                out.add(ValueCandidate.object(declared, fresh));
            } else if (!types.isBound(slot.typeVariable()) && !types.inLayout(declared)) {
                CollectionForm form = CollectionForm.of(slot, declared.name(), ClassLoader.getPlatformClassLoader());
                if (form != null && form.refusal() == null) {
                    contents(in, heap, form, out); // a JDK collection: an input of its contents
                } else {
                    out.add(ValueCandidate.unsupported(declared)); // a new object of a class no one named
                }
            }
        }
    }

    /**
     * @effects adds a collection of the form's model in input form of each size from 0 to the scope, in that order
     *          (docs/engine.md, "A JDK collection in a field: an input of its contents")
     */
    private static void contents(Interpreter in, InputHeap heap, CollectionForm form, List<ValueCandidate> out) {
        VmClass model = in.vm().classes.load(form.collection());
        List<VmClass> elements = new ArrayList<>();
        elements.add(in.vm().classes.load(form.key()));
        if (form.isMap()) {
            elements.add(in.vm().classes.load(form.value()));
        }
        for (int n = 0; n <= heap.scope(); n++) {
            out.add(ValueCandidate.contents(model, elements, n));
        }
    }

    /**
     * @effects adds each object a static final field of a layout class holds whose class {@code fits}, for a field
     *          of an input object (an argument is the caller's: it holds none of the class's own objects)
     */
    private static void held(InputHeap heap, InputSlot slot, java.util.function.Predicate<VmClass> fits,
                             List<ValueCandidate> out) {
        if (slot.origin() == null) {
            return;
        }
        for (HeldStatics.Held h : heap.heldStatics().all()) {
            if (fits.test(h.cls())) {
                out.add(ValueCandidate.held(h));
            }
        }
    }

    /** An enum class (a constant with a body is of a subclass of it, and is among the enum's constants). */
    private static boolean isEnum(VmClass c) {
        return c.superclass != null && c.superclass.name().equals("java/lang/Enum");
    }

    /**
     * Whether {@code c} is a class no source names, an anonymous class or a lambda's ({@code Outer$1},
     * {@code Outer$$Lambda$2}): a sentinel of one (OpenJDK's {@code EnumMap.NULL}, which stands for a null value) is
     * offered to a field whose classes a driver named, since no driver can name its class, and the class's own code
     * stores it there.
     */
    private static boolean isAnonymous(VmClass c) {
        String n = c.name();
        int dollar = n.lastIndexOf('$');
        if (dollar < 0 || dollar == n.length() - 1) {
            return false;
        }
        for (int i = dollar + 1; i < n.length(); i++) {
            if (!Character.isDigit(n.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    private static boolean isEnumConstantBody(VmClass c) {
        return c.superclass != null && isEnum(c.superclass);
    }

    /**
     * Why a place's {@link ValueCandidate.Kind#UNSUPPORTED} alternative ends its path, with what a user can do: a
     * {@code Class} gets no symbolic class object; any other type gets no new object when no class of the analysed
     * code (the header's package and its subpackages, named in the line) outside the layout is of it and no driver named its classes (a node reached through a value is an alias by design, so a
     * layout type is not one).
     */
    static Unsupported unsupportedValue(InputSlot slot, String header) {
        if (slot.descriptor().equals("Ljava/lang/Class;")) {
            return unsupported(slot, "a class object other than null is not made symbolic; " + (slot.origin() == null
                    ? "write a driver that passes one" : "name the classes it may be in a driver with "
                    + "Symbolic.fieldValues(\"" + slot.origin().name() + "\", ...)"));
        }
        String type = org.objectweb.asm.Type.getType(slot.descriptor()).getClassName();
        int dot = header.lastIndexOf('.');
        String where = dot < 0 ? "" : " (" + header.substring(0, dot) + " and its subpackages)";
        CollectionForm form = slot.descriptor().startsWith("L") ? CollectionForm.of(slot,
                slot.descriptor().substring(1, slot.descriptor().length() - 1), ClassLoader.getPlatformClassLoader())
                : null;
        return unsupported(slot, "a new " + type + ": no class of the analysed code" + where + " outside the structure"
                + " is one and no driver named its classes; " + whatToDo(slot) + (form == null || form.refusal() == null
                ? "" : "; a field of a JDK collection is an input of its contents, but " + form.refusal()));
    }

    /** What a driver says to give a place of no candidate class its classes, or to close it. */
    private static String whatToDo(InputSlot slot) {
        if (slot.origin() == null) { // an argument: a driver gives it
            return "write a driver that passes one of a class of yours";
        }
        if (slot.typeVariable() != null) { // unbound: a type variable, not a field's name
            String v = "\"" + slot.typeVariable() + "\"";
            return "name them in a driver with Symbolic.typeArgument(" + v + ", ...), or say that it holds null or an "
                    + "object already there with Symbolic.typeArgument(" + v + ")";
        }
        String f = "\"" + slot.origin().name() + "\"";
        return "name them in a driver with Symbolic.fieldClasses(" + f + ", ...), or say that it holds null or an "
                + "object already there with Symbolic.fieldClasses(" + f + ")" + (concreteJdkClass(slot.descriptor())
                ? ", or keep the object the seed's constructor put there with Symbolic.keep(" + f + ")" : "");
    }

    /** Whether the descriptor names a concrete class of the JDK (a lock, a reference queue: a helper to keep). */
    private static boolean concreteJdkClass(String descriptor) {
        if (!descriptor.startsWith("Ljava/")) {
            return false;
        }
        try {
            Class<?> c = Class.forName(org.objectweb.asm.Type.getType(descriptor).getClassName(), false,
                    ClassLoader.getPlatformClassLoader());
            return !c.isInterface() && !java.lang.reflect.Modifier.isAbstract(c.getModifiers());
        } catch (ClassNotFoundException | LinkageError e) {
            return false;
        }
    }

    static Unsupported unsupported(InputSlot slot, String why) {
        String place = slot.origin() == null ? "argument " + slot.name()
                : (slot.name().endsWith("]") ? "element " : "field ") + slot.name() + " ("
                + slot.origin().owner().replace('/', '.') + "." + slot.origin().name() + ")";
        return new Unsupported("the input " + place + " of type "
                + org.objectweb.asm.Type.getType(slot.descriptor()).getClassName() + " (" + why + ")");
    }
}
