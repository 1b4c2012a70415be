package bliss.spf.models;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.Handle;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.FieldNode;
import org.objectweb.asm.tree.LdcInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.MultiANewArrayInsnNode;
import org.objectweb.asm.tree.TryCatchBlockNode;
import org.objectweb.asm.tree.TypeInsnNode;

import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Checks with ASM that the compiled models are code the engine can run: no invokedynamic, monitors, floating
 * point, java.util.function or java.util.stream, no natives but the engine's, and a closed world: after the
 * engine's renaming every class, method and field a model names is a model's or one the engine provides
 * ({@code Object}, {@code String}, the {@code Throwable} classes).
 */
class ModelBytecodeTest {

    /** The natives the engine provides (docs/models.md). */
    static final Set<String> ENGINE_NATIVES = Set.of(
            "java/lang/System.arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V",
            "java/lang/System.identityHashCode(Ljava/lang/Object;)I");

    static final Set<Integer> FLOATING_POINT_OPCODES = Set.of(
            Opcodes.FCONST_0, Opcodes.FCONST_1, Opcodes.FCONST_2, Opcodes.DCONST_0, Opcodes.DCONST_1,
            Opcodes.FLOAD, Opcodes.DLOAD, Opcodes.FALOAD, Opcodes.DALOAD, Opcodes.FSTORE, Opcodes.DSTORE,
            Opcodes.FASTORE, Opcodes.DASTORE, Opcodes.FADD, Opcodes.DADD, Opcodes.FSUB, Opcodes.DSUB,
            Opcodes.FMUL, Opcodes.DMUL, Opcodes.FDIV, Opcodes.DDIV, Opcodes.FREM, Opcodes.DREM, Opcodes.FNEG,
            Opcodes.DNEG, Opcodes.I2F, Opcodes.I2D, Opcodes.L2F, Opcodes.L2D, Opcodes.F2I, Opcodes.F2L,
            Opcodes.F2D, Opcodes.D2I, Opcodes.D2L, Opcodes.D2F, Opcodes.FCMPL, Opcodes.FCMPG, Opcodes.DCMPL,
            Opcodes.DCMPG, Opcodes.FRETURN, Opcodes.DRETURN);

    static Map<String, ClassNode> models;

    @BeforeAll
    static void load() {
        models = ModelClasses.all();
    }

    @Test
    void theModelsOfTheBriefAreThere() {
        for (String name : List.of("java/lang/Iterable", "java/lang/Comparable", "java/lang/Math",
                "java/lang/Integer", "java/lang/Boolean", "java/lang/Long", "java/lang/StringBuilder",
                "java/lang/System", "java/util/Objects", "java/io/PrintStream", "java/util/Collection",
                "java/util/List", "java/util/Set", "java/util/Queue", "java/util/Deque", "java/util/Map",
                "java/util/Map$Entry", "java/util/Iterator", "java/util/ListIterator", "java/util/ArrayList",
                "java/util/LinkedList", "java/util/ArrayDeque", "java/util/HashSet", "java/util/LinkedHashSet",
                "java/util/HashMap", "java/util/LinkedHashMap", "java/util/Stack")) {
            assertTrue(models.containsKey(name), "missing model " + name);
        }
    }

    @Test
    void noInvokedynamicMonitorsOrFloatingPoint() {
        List<String> problems = new ArrayList<>();
        for (ClassNode c : models.values()) {
            for (FieldNode f : c.fields) {
                if (isFloatingPoint(Type.getType(f.desc))) {
                    problems.add(c.name + "." + f.name + ": floating-point field");
                }
            }
            for (MethodNode m : c.methods) {
                String where = c.name + "." + m.name + m.desc;
                if ((m.access & Opcodes.ACC_SYNCHRONIZED) != 0) {
                    problems.add(where + ": synchronized");
                }
                Type mt = Type.getMethodType(m.desc);
                if (isFloatingPoint(mt.getReturnType())
                        || List.of(mt.getArgumentTypes()).stream().anyMatch(ModelBytecodeTest::isFloatingPoint)) {
                    problems.add(where + ": floating point in the signature");
                }
                for (AbstractInsnNode insn : m.instructions) {
                    int op = insn.getOpcode();
                    if (op == Opcodes.INVOKEDYNAMIC) {
                        problems.add(where + ": invokedynamic");
                    } else if (op == Opcodes.MONITORENTER || op == Opcodes.MONITOREXIT) {
                        problems.add(where + ": monitor");
                    } else if (FLOATING_POINT_OPCODES.contains(op)) {
                        problems.add(where + ": floating-point instruction " + op);
                    } else if (insn instanceof LdcInsnNode ldc
                            && (ldc.cst instanceof Float || ldc.cst instanceof Double || ldc.cst instanceof Handle)) {
                        problems.add(where + ": constant " + ldc.cst);
                    }
                }
            }
        }
        assertEquals(List.of(), problems);
    }

    @Test
    void onlyTheEngineNativesAreNative() {
        List<String> natives = new ArrayList<>();
        for (ClassNode c : models.values()) {
            for (MethodNode m : c.methods) {
                if ((m.access & Opcodes.ACC_NATIVE) != 0) {
                    natives.add(ModelClasses.remap(c.name) + "." + m.name + ModelClasses.remap(m.desc));
                }
            }
        }
        assertEquals(ENGINE_NATIVES, Set.copyOf(natives));
        assertEquals(ENGINE_NATIVES.size(), natives.size());
    }

    /**
     * The closed world: every name a model uses, renamed, is a model or an engine class, and every member it
     * uses exists there with that descriptor.
     */
    @Test
    void everyReferenceResolvesAfterRenaming() {
        List<String> problems = new ArrayList<>();
        for (ClassNode c : models.values()) {
            String self = ModelClasses.remap(c.name);
            checkClass(self, ModelClasses.remap(c.superName), problems);
            for (String i : c.interfaces) {
                checkClass(self, ModelClasses.remap(i), problems);
            }
            for (FieldNode f : c.fields) {
                checkType(self + "." + f.name, Type.getType(ModelClasses.remap(f.desc)), problems);
            }
            for (MethodNode m : c.methods) {
                String where = self + "." + m.name + ModelClasses.remap(m.desc);
                checkType(where, Type.getMethodType(ModelClasses.remap(m.desc)), problems);
                for (TryCatchBlockNode t : m.tryCatchBlocks) {
                    if (t.type != null) {
                        checkClass(where, ModelClasses.remap(t.type), problems);
                    }
                }
                for (AbstractInsnNode insn : m.instructions) {
                    checkInstruction(where, insn, problems);
                }
            }
        }
        assertEquals(List.of(), problems);
    }

    /**
     * Nested model classes reach their outer class through package-private members only, so the engine needs no
     * nestmate access rules: no instruction names a private member of another class.
     */
    @Test
    void noPrivateAccessAcrossClasses() {
        List<String> problems = new ArrayList<>();
        for (ClassNode c : models.values()) {
            for (MethodNode m : c.methods) {
                for (AbstractInsnNode insn : m.instructions) {
                    String owner = insn instanceof MethodInsnNode mi ? mi.owner
                            : insn instanceof FieldInsnNode fi ? fi.owner : null;
                    if (owner == null || owner.equals(c.name)) {
                        continue;
                    }
                    ClassNode target = models.get(ModelClasses.remap(owner));
                    if (target == null) {
                        continue;
                    }
                    String name = insn instanceof MethodInsnNode mi ? mi.name : ((FieldInsnNode) insn).name;
                    String desc = insn instanceof MethodInsnNode mi ? mi.desc : ((FieldInsnNode) insn).desc;
                    boolean isPrivate = insn instanceof MethodInsnNode
                            ? target.methods.stream().anyMatch(t -> t.name.equals(name) && t.desc.equals(desc)
                                    && (t.access & Opcodes.ACC_PRIVATE) != 0)
                            : target.fields.stream().anyMatch(t -> t.name.equals(name) && t.desc.equals(desc)
                                    && (t.access & Opcodes.ACC_PRIVATE) != 0);
                    if (isPrivate) {
                        problems.add(c.name + "." + m.name + ": private " + owner + "." + name);
                    }
                }
            }
        }
        assertEquals(List.of(), problems);
    }

    private static void checkInstruction(String where, AbstractInsnNode insn, List<String> problems) {
        if (insn instanceof MethodInsnNode mi) {
            String owner = ModelClasses.remap(mi.owner);
            String desc = ModelClasses.remap(mi.desc);
            checkType(where, Type.getMethodType(desc), problems);
            if (checkType(where, Type.getObjectType(owner), problems) && !owner.startsWith("[")
                    && !hasMethod(owner, mi.name, desc)) {
                problems.add(where + ": no method " + owner + "." + mi.name + desc);
            }
        } else if (insn instanceof FieldInsnNode fi) {
            String owner = ModelClasses.remap(fi.owner);
            String desc = ModelClasses.remap(fi.desc);
            checkType(where, Type.getType(desc), problems);
            if (checkType(where, Type.getObjectType(owner), problems) && !hasField(owner, fi.name, desc)) {
                problems.add(where + ": no field " + owner + "." + fi.name + " " + desc);
            }
        } else if (insn instanceof TypeInsnNode ti) {
            checkType(where, Type.getObjectType(ModelClasses.remap(ti.desc)), problems);
        } else if (insn instanceof MultiANewArrayInsnNode ma) {
            checkType(where, Type.getType(ModelClasses.remap(ma.desc)), problems);
        } else if (insn instanceof LdcInsnNode ldc && ldc.cst instanceof Type t) {
            checkType(where, Type.getType(ModelClasses.remap(t.getDescriptor())), problems);
        }
    }

    /** Checks every class named in a field, method or object type; returns whether all were fine. */
    private static boolean checkType(String where, Type t, List<String> problems) {
        switch (t.getSort()) {
            case Type.METHOD:
                boolean ok = checkType(where, t.getReturnType(), problems);
                for (Type a : t.getArgumentTypes()) {
                    ok &= checkType(where, a, problems);
                }
                return ok;
            case Type.ARRAY:
                return checkType(where, t.getElementType(), problems);
            case Type.OBJECT:
                return checkClass(where, t.getInternalName(), problems);
            default:
                return true;
        }
    }

    private static boolean checkClass(String where, String internalName, List<String> problems) {
        if (models.containsKey(internalName) || isEngineClass(internalName)) {
            return true;
        }
        problems.add(where + ": names " + internalName + ", neither a model nor an engine class");
        return false;
    }

    /** Object, String and the Throwable classes, which the engine provides itself. */
    static boolean isEngineClass(String internalName) {
        if (internalName.equals("java/lang/Object") || internalName.equals("java/lang/String")) {
            return true;
        }
        Class<?> c = jdkClass(internalName);
        return c != null && Throwable.class.isAssignableFrom(c);
    }

    static Class<?> jdkClass(String internalName) {
        try {
            return Class.forName(internalName.replace('/', '.'), false, ClassLoader.getPlatformClassLoader());
        } catch (ClassNotFoundException e) {
            return null;
        }
    }

    /** Method resolution over the renamed world: a model and its supertypes, or the engine class by reflection. */
    private static boolean hasMethod(String owner, String name, String desc) {
        ClassNode c = models.get(owner);
        if (c == null) {
            return jdkHasMember(jdkClass(owner), name, desc);
        }
        for (MethodNode m : c.methods) {
            if (m.name.equals(name) && ModelClasses.remap(m.desc).equals(desc)) {
                return true;
            }
        }
        if (name.equals("<init>")) {
            return false;
        }
        if (c.superName != null && hasMethod(ModelClasses.remap(c.superName), name, desc)) {
            return true;
        }
        for (String i : c.interfaces) {
            if (hasMethod(ModelClasses.remap(i), name, desc)) {
                return true;
            }
        }
        return false;
    }

    private static boolean hasField(String owner, String name, String desc) {
        ClassNode c = models.get(owner);
        if (c == null) {
            return false; // the engine classes' fields are not for models to touch
        }
        for (FieldNode f : c.fields) {
            if (f.name.equals(name) && ModelClasses.remap(f.desc).equals(desc)) {
                return true;
            }
        }
        return c.superName != null && hasField(ModelClasses.remap(c.superName), name, desc);
    }

    private static boolean jdkHasMember(Class<?> c, String name, String desc) {
        for (Class<?> k = c; k != null; k = k.getSuperclass()) {
            List<Executable> members = new ArrayList<>(List.of(k.getDeclaredMethods()));
            members.addAll(List.of(k.getDeclaredConstructors()));
            for (Executable e : members) {
                String n = e instanceof Constructor ? "<init>" : e.getName();
                String d = e instanceof Method m ? Type.getMethodDescriptor(m)
                        : Type.getConstructorDescriptor((Constructor<?>) e);
                if (n.equals(name) && d.equals(desc)) {
                    return true;
                }
            }
            if (name.equals("<init>")) {
                return false;
            }
        }
        return false;
    }

    private static boolean isFloatingPoint(Type t) {
        Type e = t.getSort() == Type.ARRAY ? t.getElementType() : t;
        return e.getSort() == Type.FLOAT || e.getSort() == Type.DOUBLE;
    }

}
