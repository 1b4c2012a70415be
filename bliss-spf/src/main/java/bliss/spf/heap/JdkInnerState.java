package bliss.spf.heap;

import bliss.spf.vm.VmClass;
import bliss.spf.vm.VmField;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The JDK classes whose objects an input may not hold as objects with free fields. An input object of a class a
 * driver named ({@code Symbolic.fieldClasses}, {@code Symbolic.typeArgument}) gets its instance fields as inputs,
 * each free but for the user's repOK; for a class of the JDK with an invariant of its own (a collection, a string
 * builder, a lock), most such states are ones its methods never reach (an {@code ArrayList} whose size exceeds its
 * array, a {@code HashMap} whose table has length 0), and a repOK that reads the object through its methods cannot
 * rule them out. The engine refuses such a class when a driver names it, rather than report paths of inputs no JVM
 * can make.
 *
 * <p>Taken: classes outside the JDK, interfaces and abstract classes (never an object's class), enums, the boxes and
 * strings (values of their own kinds), classes without instance fields, and the few whose every state their own
 * methods reach ({@link #FREE}: an atomic's value is whatever {@code set} stored).
 */
final class JdkInnerState {

    private JdkInnerState() {
    }

    /** Classes of the JDK whose every assignment of their fields is a state their methods reach. */
    private static final Set<String> FREE = Set.of(
            "java/lang/Object", "java/lang/String", "java/lang/Integer", "java/lang/Long", "java/lang/Short",
            "java/lang/Byte", "java/lang/Character", "java/lang/Boolean", "java/lang/Float", "java/lang/Double",
            "java/util/concurrent/atomic/AtomicInteger", "java/util/concurrent/atomic/AtomicLong",
            "java/util/concurrent/atomic/AtomicBoolean", "java/util/concurrent/atomic/AtomicReference",
            "java/util/concurrent/atomic/LongAdder");

    /**
     * @return null when an input may hold objects of {@code c} with free fields, else the fields whose free values
     *         a refusal names
     */
    static List<String> refusedFields(VmClass c) {
        String n = c.name();
        boolean jdk = n.startsWith("java/") || n.startsWith("javax/") || n.startsWith("jdk/")
                || n.startsWith("sun/");
        if (!jdk || c.isUserCode() || c.isInterface() || c.isAbstract() || c.isArray() || c.isPrimitive()
                || FREE.contains(n) || c.superclass != null && c.superclass.name().equals("java/lang/Enum")) {
            return null;
        }
        List<String> fields = new ArrayList<>();
        for (VmField f : c.instanceFields()) {
            fields.add(f.name);
        }
        return fields.isEmpty() ? null : fields;
    }
}
