package bliss.spf.vm;

import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.FieldNode;
import org.objectweb.asm.tree.InnerClassNode;

import java.util.ArrayList;
import java.util.List;

/**
 * The intrinsic {@code java.lang.Class}: one permanent mirror object per interpreted class (what {@code ldc Foo.class}
 * and {@code getClass()} give), with the methods ordinary code and the JDK's collections use: names, type tests,
 * {@code getEnumConstants} (enums, {@code EnumMap}, {@code EnumSet}), {@code desiredAssertionStatus} (true but for
 * a primitive type: analyses run with assertions enabled, like {@code java -ea}), {@code getGenericInterfaces}
 * ({@link GenericTypes}). The classes of the primitive types and of void have mirrors too
 * ({@link ClassRepository#primitiveClass(char)}): {@code int[].class.getComponentType()}, and the JDK's own
 * {@code Class.getPrimitiveClass}, through which {@code Void.TYPE} (run from the JDK's bytecode) is made; the boxes'
 * models take their {@code TYPE} from their primitive array class's component.
 * Everything else of reflection is unsupported.
 */
final class Mirrors {

    private Mirrors() {
    }

    private static final int PUBLIC = Opcodes.ACC_PUBLIC;

    /** The mirror object of a class. */
    static final class Mirror extends VmObject {
        final VmClass mirrored;

        Mirror(VmClass classClass, int hash, VmClass mirrored) {
            super(classClass, hash, 0);
            this.mirrored = mirrored;
        }
    }

    /** The mirror of {@code c}, made once (permanent: it survives backtracking). */
    static Mirror of(Vm vm, VmClass c) {
        Mirror m = c.mirror;
        if (m == null) {
            VmClass classClass = vm.classes.load("java/lang/Class");
            m = vm.permanentObject((hash, birth) -> new Mirror(classClass, hash, c));
            c.mirror = m;
        }
        return m;
    }

    static VmClass mirrored(Interpreter in, Object v) {
        if (!(v instanceof Mirror m)) {
            throw in.vmThrow("java/lang/NullPointerException", null);
        }
        return m.mirrored;
    }

    static VmClass classClass(ClassRepository repo) {
        VmClass c = new VmClass("java/lang/Class", VmClass.Kind.INTRINSIC, repo.load("java/lang/Object"), List.of(),
                PUBLIC | Opcodes.ACC_FINAL, "Class.java", null, null);
        c.initState = 2;
        add(c, "getName", "()Ljava/lang/String;", (in, p, r, b) -> r[b] = mirrored(in, r[b]).javaName());
        add(c, "getTypeName", "()Ljava/lang/String;", (in, p, r, b) -> r[b] = typeName(mirrored(in, r[b])));
        add(c, "getSimpleName", "()Ljava/lang/String;", (in, p, r, b) -> r[b] = simpleName(mirrored(in, r[b])));
        add(c, "getCanonicalName", "()Ljava/lang/String;", (in, p, r, b) ->
                r[b] = canonicalName(in.vm, mirrored(in, r[b])));
        add(c, "toString", "()Ljava/lang/String;", (in, p, r, b) -> {
            VmClass k = mirrored(in, r[b]);
            r[b] = (k.isInterface() ? "interface " : k.isPrimitive() ? "" : "class ") + k.javaName();
        });
        add(c, "isInstance", "(Ljava/lang/Object;)Z", (in, p, r, b) -> {
            VmClass k = mirrored(in, r[b]);
            Object o = r[b + 1];
            bool(p, r, b, !k.isPrimitive() && LazyObject.instanceOf(in, o, k));
        });
        add(c, "isAssignableFrom", "(Ljava/lang/Class;)Z", (in, p, r, b) ->
                bool(p, r, b, mirrored(in, r[b + 1]).isSubtypeOf(mirrored(in, r[b]))));
        add(c, "cast", "(Ljava/lang/Object;)Ljava/lang/Object;", (in, p, r, b) -> {
            VmClass k = mirrored(in, r[b]);
            Object o = r[b + 1];
            if (o != null && (k.isPrimitive() || !LazyObject.instanceOf(in, o, k))) {
                throw in.vmThrow("java/lang/ClassCastException", "Cannot cast " + in.vm.classOf(o).javaName()
                        + " to " + k.javaName());
            }
            r[b] = o;
        });
        add(c, "isArray", "()Z", (in, p, r, b) -> bool(p, r, b, mirrored(in, r[b]).isArray()));
        add(c, "isInterface", "()Z", (in, p, r, b) -> bool(p, r, b, mirrored(in, r[b]).isInterface()));
        add(c, "isPrimitive", "()Z", (in, p, r, b) -> bool(p, r, b, mirrored(in, r[b]).isPrimitive()));
        add(c, "isEnum", "()Z", (in, p, r, b) -> bool(p, r, b, isEnum(mirrored(in, r[b]))));
        add(c, "isRecord", "()Z", (in, p, r, b) -> {
            VmClass k = mirrored(in, r[b]);
            bool(p, r, b, k.superclass != null && k.superclass.name().equals("java/lang/Record"));
        });
        add(c, "getSuperclass", "()Ljava/lang/Class;", (in, p, r, b) -> {
            VmClass k = mirrored(in, r[b]);
            r[b] = k.isInterface() || k.superclass == null ? null : of(in.vm, k.superclass);
        });
        add(c, "getComponentType", "()Ljava/lang/Class;", (in, p, r, b) -> {
            VmClass k = mirrored(in, r[b]);
            r[b] = !k.isArray() ? null : of(in.vm, k.componentDesc.length() == 1
                    ? in.vm.classes.primitiveClass(k.componentDesc.charAt(0))
                    : in.vm.classes.classOfDescriptor(k.componentDesc));
        });
        add(c, "getEnumConstants", "()[Ljava/lang/Object;", (in, p, r, b) ->
                r[b] = enumConstants(in, mirrored(in, r[b])));
        add(c, "getEnumConstantsShared", "()[Ljava/lang/Object;", (in, p, r, b) ->
                r[b] = enumConstants(in, mirrored(in, r[b])));
        add(c, "desiredAssertionStatus", "()Z", (in, p, r, b) -> bool(p, r, b, !mirrored(in, r[b]).isPrimitive()));
        c.addMethod(new VmMethod(c, "getPrimitiveClass", "(Ljava/lang/String;)Ljava/lang/Class;",
                Opcodes.ACC_STATIC, null, (in, p, r, b) -> {
                    VmClass k = r[b] instanceof String name ? in.vm.classes.primitiveClass(name) : null;
                    r[b] = k == null ? null : of(in.vm, k);
                }));
        add(c, "getGenericInterfaces", "()[Ljava/lang/reflect/Type;", (in, p, r, b) ->
                r[b] = GenericTypes.interfacesOf(in, mirrored(in, r[b])));
        return c;
    }

    static void add(VmClass c, String name, String desc, Native impl) {
        c.addMethod(new VmMethod(c, name, desc, PUBLIC, null, impl));
    }

    private static void bool(long[] p, Object[] r, int b, boolean v) {
        p[b] = v ? 1 : 0;
        r[b] = null;
    }

    static boolean isEnum(VmClass k) {
        return (k.access & Opcodes.ACC_ENUM) != 0 && k.superclass != null
                && k.superclass.name().equals("java/lang/Enum");
    }

    /** A fresh array of the enum's constants in declaration order, or null when {@code k} is not an enum. */
    static VmArray enumConstants(Interpreter in, VmClass k) {
        if (!isEnum(k)) {
            return null;
        }
        in.vm.initialize(k);
        List<Object> values = new ArrayList<>();
        for (FieldNode f : k.node.fields) {
            if ((f.access & Opcodes.ACC_ENUM) != 0) {
                VmField field = k.findField(f.name);
                values.add(field.owner.statics().r[field.index]);
            }
        }
        VmArray a = in.vm.newArray(in.vm.classes.arrayClass("[L" + k.name() + ";"), values.size());
        for (int i = 0; i < values.size(); i++) {
            a.r[i] = values.get(i);
        }
        return a;
    }

    private static InnerClassNode innerEntry(VmClass k) {
        if (k.node == null || k.node.innerClasses == null) {
            return null;
        }
        for (InnerClassNode icn : k.node.innerClasses) {
            if (icn.name.equals(k.name())) {
                return icn;
            }
        }
        return null;
    }

    static String simpleName(VmClass k) {
        if (k.isArray()) {
            String comp = k.componentDesc;
            return comp.charAt(0) == 'L' || comp.charAt(0) == '['
                    ? simpleName(k.repository.classOfDescriptor(comp)) + "[]"
                    : org.objectweb.asm.Type.getType(comp).getClassName() + "[]";
        }
        InnerClassNode icn = innerEntry(k);
        if (icn != null) {
            return icn.innerName == null ? "" : icn.innerName;
        }
        String n = k.name();
        return n.substring(n.lastIndexOf('/') + 1);
    }

    private static String typeName(VmClass k) {
        if (k.isArray()) {
            return org.objectweb.asm.Type.getType(k.name()).getClassName();
        }
        return k.javaName();
    }

    static String canonicalName(Vm vm, VmClass k) {
        if (k.isArray()) {
            String comp = k.componentDesc;
            if (comp.charAt(0) != 'L' && comp.charAt(0) != '[') {
                return org.objectweb.asm.Type.getType(comp).getClassName() + "[]";
            }
            String c = canonicalName(vm, vm.classes.classOfDescriptor(comp));
            return c == null ? null : c + "[]";
        }
        InnerClassNode icn = innerEntry(k);
        if (icn == null) {
            return k.javaName();
        }
        if (icn.innerName == null || icn.outerName == null) {
            return null; // anonymous or local
        }
        String outer = canonicalName(vm, vm.classes.load(icn.outerName));
        return outer == null ? null : outer + "." + icn.innerName;
    }
}
