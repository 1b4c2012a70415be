package bliss.spf.models;

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
import java.util.function.Predicate;

/**
 * What the engine's renamed world offers: the models (by renamed name), the engine classes ({@code Object},
 * {@code String}, {@code Class}, {@code Symbolic}, the {@code Throwable} classes) and the JDK classes the engine runs
 * from their own bytecode (these checked by reflection on the real JDK). Checks that a class's references resolve
 * in it.
 */
final class ModelWorld {

    private final Map<String, ClassNode> models;
    private final Predicate<String> mustResolve;

    /**
     * @param models      the renamed models
     * @param mustResolve which class names must resolve (the others are someone else's: a subject's own classes)
     */
    ModelWorld(Map<String, ClassNode> models, Predicate<String> mustResolve) {
        this.models = models;
        this.mustResolve = mustResolve;
    }

    /** Adds to {@code problems} every class or member that {@code c} names, renamed, and that does not resolve. */
    void check(ClassNode c, List<String> problems) {
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

    private void checkInstruction(String where, AbstractInsnNode insn, List<String> problems) {
        if (insn instanceof MethodInsnNode mi) {
            String owner = ModelClasses.remap(mi.owner);
            String desc = ModelClasses.remap(mi.desc);
            checkType(where, Type.getMethodType(desc), problems);
            if (mustResolve.test(owner) && checkType(where, Type.getObjectType(owner), problems)
                    && !owner.startsWith("[") && !hasMethod(owner, mi.name, desc)) {
                problems.add(where + ": no method " + owner + "." + mi.name + desc);
            }
        } else if (insn instanceof FieldInsnNode fi) {
            String owner = ModelClasses.remap(fi.owner);
            String desc = ModelClasses.remap(fi.desc);
            checkType(where, Type.getType(desc), problems);
            if (mustResolve.test(owner) && checkType(where, Type.getObjectType(owner), problems)
                    && !hasField(owner, fi.name, desc)) {
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
    private boolean checkType(String where, Type t, List<String> problems) {
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

    private boolean checkClass(String where, String internalName, List<String> problems) {
        if (!mustResolve.test(internalName) || models.containsKey(internalName) || isEngineClass(internalName)) {
            return true;
        }
        problems.add(where + ": names " + internalName + ", neither a model nor an engine class");
        return false;
    }

    /**
     * Object, String, Class, Symbolic and the Throwable classes, which the engine provides itself, and the JDK
     * classes it runs from the JDK's own bytecode.
     */
    static boolean isEngineClass(String internalName) {
        if (internalName.equals("java/lang/Object") || internalName.equals("java/lang/String")
                || internalName.equals("java/lang/Class") || internalName.equals("bliss/symbolic/Symbolic")
                || bliss.spf.vm.JdkBytecode.runs(internalName)) {
            return true;
        }
        Class<?> c = jdkClass(internalName);
        return c != null && Throwable.class.isAssignableFrom(c);
    }

    static Class<?> jdkClass(String internalName) {
        try {
            return Class.forName(internalName.replace('/', '.'), false, ClassLoader.getPlatformClassLoader());
        } catch (ClassNotFoundException e) {
            try {
                return Class.forName(internalName.replace('/', '.'), false, ModelWorld.class.getClassLoader());
            } catch (ClassNotFoundException e2) {
                return null;
            }
        }
    }

    /** Method resolution over the renamed world: a model and its supertypes, or the engine class by reflection. */
    private boolean hasMethod(String owner, String name, String desc) {
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

    private boolean hasField(String owner, String name, String desc) {
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
        if (c != null && !name.equals("<init>")) {
            for (Class<?> i : c.getInterfaces()) {
                if (jdkHasMember(i, name, desc)) {
                    return true;
                }
            }
        }
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
}
