package bliss.spf.vm;

import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.ClassNode;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A class of the interpreted program: its fields laid out in slots, its methods, its static fields, its
 * supertypes, and the state of its static initialization. Built by {@link ClassRepository}.
 */
public final class VmClass {

    /** Where the class comes from. */
    public enum Kind {
        /** Read from bytecode: the user's classes, the subjects, the models of JDK classes. */
        BYTECODE,
        /** java.lang.Object, java.lang.String, bliss.symbolic.Symbolic: implemented by natives. */
        INTRINSIC,
        /** A JDK Throwable class synthesized from the real class's hierarchy. */
        THROWABLE,
        /** A JDK interface with no model, kept as a marker type (Serializable, Cloneable, ...). */
        MARKER,
        /** An array class. */
        ARRAY,
        /**
         * The class of a primitive type or of {@code void} ({@code int.class}, {@code Void.TYPE}), named by its Java
         * name ({@code int}): no supertype, no member, a subtype of itself only.
         */
        PRIMITIVE,
        /**
         * The class of a {@link LazyObject} whose class is not decided yet: a subtype of the type it was declared
         * with and of nothing else; it has no methods (calls, casts and type tests decide the object's class).
         */
        UNDECIDED
    }

    private final String name;
    public final Kind kind;
    /** Read from the user's class loader (not the JDK, a model, the symbolic API or a synthesized class). */
    boolean userCode;
    public final VmClass superclass;
    public final List<VmClass> interfaces;
    public final int access;
    final String sourceFile;
    final ClassNode node;
    /** For an array class, the component's descriptor. */
    public final String componentDesc;

    /**
     * @return the generic signature of the field {@code name} this class declares
     *         ({@code Ljava/util/List<Ljava/lang/String;>;}), or null when it has none or the class no class file
     */
    public String fieldSignature(String name) {
        if (node == null) {
            return null;
        }
        for (org.objectweb.asm.tree.FieldNode f : node.fields) {
            if (f.name.equals(name)) {
                return f.signature;
            }
        }
        return null;
    }

    private final Map<String, VmField> fields = new LinkedHashMap<>();
    private final List<VmField> instanceFields = new ArrayList<>();
    private int instanceSlots;
    private int staticSlots;
    private Cells statics;
    final Map<String, VmMethod> methods = new LinkedHashMap<>();
    private final Map<String, VmMethod> virtualCache = new HashMap<>();
    private Set<String> supertypes;
    /** 0 not initialized, 1 running its static initializer, 2 initialized. */
    int initState;
    /** For a reference array class, the component class, once looked up. */
    VmClass component;
    /** Its {@code java.lang.Class} object, made on first use ({@link Mirrors}). */
    Mirrors.Mirror mirror;

    VmClass(String name, Kind kind, VmClass superclass, List<VmClass> interfaces, int access, String sourceFile,
            ClassNode node, String componentDesc) {
        this.name = name;
        this.kind = kind;
        this.superclass = superclass;
        this.interfaces = List.copyOf(interfaces);
        this.access = access;
        this.sourceFile = sourceFile;
        this.node = node;
        this.componentDesc = componentDesc;
        if (superclass != null) {
            instanceFields.addAll(superclass.instanceFields);
            instanceSlots = superclass.instanceSlots;
        }
    }

    /** Internal name ({@code java/util/ArrayList}, {@code [I}). */
    public String name() {
        return name;
    }

    public String javaName() {
        return name.replace('/', '.');
    }

    public boolean isInterface() {
        return (access & Opcodes.ACC_INTERFACE) != 0;
    }

    public boolean isAbstract() {
        return (access & Opcodes.ACC_ABSTRACT) != 0;
    }

    public boolean isArray() {
        return kind == Kind.ARRAY;
    }

    public boolean isPrimitive() {
        return kind == Kind.PRIMITIVE;
    }

    /** The field descriptor of a value of this class ({@code I}, {@code [I}, {@code Ljava/lang/String;}). */
    public String descriptor() {
        return switch (kind) {
            case ARRAY -> name;
            case PRIMITIVE -> ClassRepository.primitiveDescriptor(name);
            default -> "L" + name + ";";
        };
    }

    // ----------------------------------------------------------------------------------------------------------
    // Fields

    VmField addField(String fieldName, String desc, boolean isStatic, Object constant) {
        VmField f;
        if (isStatic) {
            f = new VmField(this, fieldName, desc, true, staticSlots++, constant);
        } else {
            f = new VmField(this, fieldName, desc, false, instanceSlots++, constant);
            instanceFields.add(f);
        }
        fields.put(fieldName, f);
        return f;
    }

    /** Number of slots of an instance (fields of superclasses included). */
    public int instanceSlots() {
        return instanceSlots;
    }

    /** Instance fields, superclass fields first, in declaration order. */
    public List<VmField> instanceFields() {
        return instanceFields;
    }

    /** The static fields' storage (created with the class's static initialization). */
    Cells statics() {
        if (statics == null) {
            statics = new StaticCells(staticSlots);
        }
        return statics;
    }

    /** The field {@code fieldName} as the JVM resolves it: this class, its interfaces, its superclasses. */
    public VmField findField(String fieldName) {
        for (VmClass c = this; c != null; c = c.superclass) {
            VmField f = c.fields.get(fieldName);
            if (f != null) {
                return f;
            }
            for (VmClass i : c.allInterfaces()) {
                VmField g = i.fields.get(fieldName);
                if (g != null) {
                    return g;
                }
            }
        }
        return null;
    }

    /** Fields declared by this class (instance and static). */
    public Iterable<VmField> declaredFields() {
        return fields.values();
    }

    /**
     * The static fields ({@code owner.name}, internal names) its methods but its static initializer read for more
     * than an identity comparison right after (a {@code GETSTATIC} not followed by {@code IF_ACMPEQ} or
     * {@code IF_ACMPNE}): those its code may store or pass on.
     */
    public Set<String> staticsPassedOn() {
        Set<String> out = new HashSet<>();
        if (node == null) {
            return out;
        }
        for (org.objectweb.asm.tree.MethodNode m : node.methods) {
            if (m.name.equals("<clinit>") || m.instructions == null) {
                continue;
            }
            for (org.objectweb.asm.tree.AbstractInsnNode i = m.instructions.getFirst(); i != null; i = i.getNext()) {
                if (i.getOpcode() == Opcodes.GETSTATIC && i instanceof org.objectweb.asm.tree.FieldInsnNode f) {
                    org.objectweb.asm.tree.AbstractInsnNode next = i.getNext();
                    while (next != null && next.getOpcode() < 0) {
                        next = next.getNext(); // labels, line numbers, frames
                    }
                    int op = next == null ? -1 : next.getOpcode();
                    if (op != Opcodes.IF_ACMPEQ && op != Opcodes.IF_ACMPNE) {
                        out.add(f.owner + "." + f.name);
                    }
                }
            }
        }
        return out;
    }

    /** Whether it was read from the user's class loader: the analysed class path, not the JDK or a model. */
    public boolean isUserCode() {
        return userCode;
    }

    /**
     * The objects its static final reference fields hold, in declaration order, with the fields: what its static
     * initializer made ({@code TreeSet.PRESENT}, {@code ArrayList.EMPTY_ELEMENTDATA}).
     *
     * @requires this class is initialized
     * @return field to value (a {@link VmObject}, a {@link VmArray}, a host string or null)
     */
    public Map<VmField, Object> staticFinalReferences() {
        Map<VmField, Object> out = new LinkedHashMap<>();
        if (node == null || node.fields == null) {
            return out;
        }
        for (org.objectweb.asm.tree.FieldNode f : node.fields) {
            if ((f.access & (Opcodes.ACC_STATIC | Opcodes.ACC_FINAL | Opcodes.ACC_SYNTHETIC))
                    == (Opcodes.ACC_STATIC | Opcodes.ACC_FINAL)) {
                VmField field = fields.get(f.name);
                if (field != null && field.reference) {
                    out.put(field, statics().r[field.index]);
                }
            }
        }
        return out;
    }

    // ----------------------------------------------------------------------------------------------------------
    // Methods

    VmMethod addMethod(VmMethod m) {
        methods.put(m.nameDesc(), m);
        return m;
    }

    public VmMethod declaredMethod(String nameDesc) {
        return method(nameDesc);
    }

    /** Supplies methods on demand (java.lang.String's, bound to the host class by reflection). */
    java.util.function.Function<String, VmMethod> methodSource;

    private VmMethod method(String nameDesc) {
        VmMethod m = methods.get(nameDesc);
        if (m == null && methodSource != null) {
            m = methodSource.apply(nameDesc);
            if (m != null) {
                methods.put(nameDesc, m);
            }
        }
        return m;
    }

    public Iterable<VmMethod> declaredMethods() {
        return methods.values();
    }

    /**
     * Static resolution (invokestatic, invokespecial, and the first step of a virtual call): this class and its
     * superclasses, then its superinterfaces.
     */
    public VmMethod resolveMethod(String nameDesc) {
        for (VmClass c = this; c != null; c = c.superclass) {
            VmMethod m = c.method(nameDesc);
            if (m != null) {
                return m;
            }
        }
        for (VmClass i : allInterfaces()) {
            VmMethod m = i.method(nameDesc);
            if (m != null) {
                return m;
            }
        }
        return null;
    }

    /**
     * Virtual dispatch on an object of this class: the nearest non-abstract declaration in the superclass chain,
     * else a default method of a superinterface (the most specific one: interfaces are searched nearest first).
     * Returns null when there is none.
     */
    public VmMethod findVirtual(String nameDesc) {
        VmMethod m = virtualCache.get(nameDesc);
        if (m == null && !virtualCache.containsKey(nameDesc)) {
            m = lookupVirtual(nameDesc);
            virtualCache.put(nameDesc, m);
        }
        return m;
    }

    private VmMethod lookupVirtual(String nameDesc) {
        for (VmClass c = this; c != null; c = c.superclass) {
            VmMethod m = c.method(nameDesc);
            if (m != null && !m.isAbstract() && !m.isStatic()) {
                return m;
            }
        }
        VmMethod found = null;
        for (VmClass i : allInterfaces()) {
            VmMethod m = i.method(nameDesc);
            if (m != null && !m.isAbstract() && !m.isStatic() && !m.isPrivate()) {
                // Most specific: skip a default that a later-found subinterface overrides.
                if (found == null || i.isSubtypeOf(found.owner)) {
                    found = m;
                }
            }
        }
        return found;
    }

    /** Every superinterface, nearest first (breadth-first over the superclass chain's interfaces). */
    List<VmClass> allInterfaces() {
        List<VmClass> out = new ArrayList<>();
        Set<VmClass> seen = new HashSet<>();
        ArrayDeque<VmClass> queue = new ArrayDeque<>();
        for (VmClass c = this; c != null; c = c.superclass) {
            queue.addAll(c.interfaces);
        }
        while (!queue.isEmpty()) {
            VmClass i = queue.poll();
            if (seen.add(i)) {
                out.add(i);
                queue.addAll(i.interfaces);
            }
        }
        return out;
    }

    // ----------------------------------------------------------------------------------------------------------
    // Types

    /** Internal names of this class and all its supertypes. */
    Set<String> supertypes() {
        Set<String> s = supertypes;
        if (s == null) {
            s = new HashSet<>();
            s.add(name);
            for (VmClass c = superclass; c != null; c = c.superclass) {
                s.add(c.name);
            }
            for (VmClass i : allInterfaces()) {
                s.add(i.name);
            }
            supertypes = s;
        }
        return s;
    }

    /** Whether a value of this class may be used where {@code other} is expected (JVM assignability). */
    public boolean isSubtypeOf(VmClass other) {
        if (other == this) {
            return true;
        }
        if (isArray()) {
            if (!other.isArray()) {
                return other.name.equals("java/lang/Object") || other.name.equals("java/lang/Cloneable")
                        || other.name.equals("java/io/Serializable");
            }
            return componentAssignable(componentDesc, other.componentDesc, other);
        }
        return supertypes().contains(other.name);
    }

    private boolean componentAssignable(String from, String to, VmClass otherArray) {
        if (from.equals(to)) {
            return true;
        }
        boolean fromRef = from.charAt(0) == 'L' || from.charAt(0) == '[';
        boolean toRef = to.charAt(0) == 'L' || to.charAt(0) == '[';
        if (!fromRef || !toRef) {
            return false;
        }
        if (to.equals("Ljava/lang/Object;")) {
            return true;
        }
        // Covariance between two reference component types needs their classes.
        return otherArray.repository != null
                && otherArray.repository.classOfDescriptor(from).isSubtypeOf(otherArray.repository.classOfDescriptor(to));
    }

    /** Set on array classes so that covariance checks can load component classes. */
    ClassRepository repository;

    @Override
    public String toString() {
        return javaName();
    }

    /** Static storage: permanent (birth 0), logged on the trail when written under a horizon. */
    private static final class StaticCells extends Cells {
        StaticCells(int n) {
            super(new long[n], new Object[n], 0);
        }
    }
}
