package bliss.spf.testgen;

import bliss.layout.ClassLayout;
import bliss.layout.ClassShape;
import bliss.layout.FieldShape;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Handle;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.commons.GeneratorAdapter;
import org.objectweb.asm.commons.Method;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.InvokeDynamicInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The user's classes loaded once more, for running them concretely at generation time: the class under test, its
 * drivers and whatever they use outside the JDK, child first, so that a run starts from fresh static state. Every
 * such class reports its branches and its accesses to the layout's reference fields to {@link PathRecorder}
 * ({@link TraceInstrumenter}), so that a run can be checked against its path; the driver class is also rewritten so
 * that its calls to the classes under test go through {@link CallRecorder} (each call site to a bridge method
 * {@code bliss$call$N} that hands the arguments to the recorder). The JDK, the symbolic-inputs API and the recorders
 * are shared with the engine.
 */
final class WorldLoader extends ClassLoader {

    private final ClassLoader userLoader;
    private final Set<String> layoutClasses = new HashSet<>();
    /** The layout's reference fields, as {@code declaringClass.name}. */
    private final Set<String> layoutFields = new HashSet<>();
    private final String driverClass;
    private final Map<String, String> superNames = new HashMap<>();

    /**
     * @param layout      the classes under test (calls to them are recorded, reads of their fields traced)
     * @param driverClass internal name of the driver class to rewrite, or null
     */
    WorldLoader(ClassLoader userLoader, ClassLayout layout, String driverClass) {
        super(CallRecorder.class.getClassLoader());
        this.userLoader = userLoader;
        for (ClassShape c : layout.classes()) {
            layoutClasses.add(c.name());
            for (FieldShape f : c.fields()) {
                if (f.isReference()) {
                    layoutFields.add(f.owner() + "." + f.name());
                }
            }
        }
        this.driverClass = driverClass;
        setDefaultAssertionStatus(true); // as the generated tests run: a driver's assert is a check of the driver
    }

    private static boolean shared(String name) {
        return name.startsWith("java.") || name.startsWith("javax.") || name.startsWith("jdk.")
                || name.startsWith("sun.") || name.startsWith("bliss.symbolic.")
                || name.equals(CallRecorder.class.getName()) || name.equals(PathRecorder.class.getName())
                || name.startsWith(PathRecorder.class.getName() + "$");
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        synchronized (getClassLoadingLock(name)) {
            Class<?> c = findLoadedClass(name);
            if (c == null) {
                byte[] bytes = shared(name) ? null : bytes(name);
                if (bytes == null) {
                    return super.loadClass(name, resolve);
                }
                bytes = instrument(bytes);
                c = defineClass(name, bytes, 0, bytes.length);
            }
            if (resolve) {
                resolveClass(c);
            }
            return c;
        }
    }

    /** The class file of a user class, or null when the user's loader has none (then the parent's is used). */
    byte[] bytes(String name) {
        try (InputStream in = userLoader.getResourceAsStream(name.replace('.', '/') + ".class")) {
            return in == null ? null : in.readAllBytes();
        } catch (IOException e) {
            return null;
        }
    }

    private byte[] instrument(byte[] bytes) {
        ClassNode cn = new ClassNode();
        new ClassReader(bytes).accept(cn, 0);
        if (cn.name.equals(driverClass)) {
            bridgeCalls(cn);
        }
        TraceInstrumenter.instrument(cn, this::isLayoutField);
        ClassWriter writer = new ClassWriter(ClassWriter.COMPUTE_MAXS);
        cn.accept(writer);
        return writer.toByteArray();
    }

    /** Whether a field access names a reference field of the layout (declared by the owner or a superclass). */
    private boolean isLayoutField(String owner, String name) {
        for (String k = owner; k != null; k = superName(k)) {
            if (layoutFields.contains(k + "." + name)) {
                return true;
            }
        }
        return false;
    }

    private String superName(String internalName) {
        return superNames.computeIfAbsent(internalName, n -> {
            byte[] b = n.startsWith("java/") ? null : bytes(n);
            return b == null ? null : new ClassReader(b).getSuperName();
        });
    }

    /**
     * Sends the driver's calls to the classes under test through bridges to {@link CallRecorder#call}: call
     * instructions, and method references ({@code x::removeFirst}, an {@code invokedynamic} of
     * {@code LambdaMetafactory} whose implementation is the method itself, which no call instruction of the driver
     * names), whose implementation becomes the bridge (a static method taking the receiver first, as the
     * metafactory accepts for a bound or an unbound reference).
     */
    private void bridgeCalls(ClassNode cn) {
        List<MethodNode> bridges = new ArrayList<>();
        for (MethodNode m : cn.methods) {
            for (AbstractInsnNode insn : m.instructions.toArray()) {
                if (insn instanceof InvokeDynamicInsnNode indy && indy.bsm.getOwner()
                        .equals("java/lang/invoke/LambdaMetafactory") && indy.bsmArgs.length > 1
                        && indy.bsmArgs[1] instanceof Handle h && isLayoutClassOrSuper(h.getOwner())
                        && (h.getTag() == Opcodes.H_INVOKEVIRTUAL || h.getTag() == Opcodes.H_INVOKESTATIC
                        || h.getTag() == Opcodes.H_INVOKEINTERFACE)) {
                    boolean isStatic = h.getTag() == Opcodes.H_INVOKESTATIC;
                    // a bound reference's receiver is captured, and the metafactory wants the captured type exactly
                    Type[] captured = Type.getArgumentTypes(indy.desc);
                    String receiver = !isStatic && captured.length > 0 ? captured[0].getInternalName()
                            : h.getOwner();
                    String bridgeDesc = bridgeDescriptor(receiver, h.getDesc(), isStatic);
                    String bridge = bridge(bridges, h.getOwner(), h.getName(), h.getDesc(), isStatic, bridgeDesc);
                    indy.bsmArgs[1] = new Handle(Opcodes.H_INVOKESTATIC, cn.name, bridge, bridgeDesc, false);
                    continue;
                }
                if (!(insn instanceof MethodInsnNode call) || !layoutClasses.contains(call.owner)
                        || call.name.startsWith("<") || call.getOpcode() == Opcodes.INVOKESPECIAL) {
                    continue;
                }
                boolean isStatic = call.getOpcode() == Opcodes.INVOKESTATIC;
                String bridgeDesc = bridgeDescriptor(call.owner, call.desc, isStatic);
                String bridge = bridge(bridges, call.owner, call.name, call.desc, isStatic, bridgeDesc);
                m.instructions.set(insn, new MethodInsnNode(Opcodes.INVOKESTATIC, cn.name, bridge, bridgeDesc,
                        false));
            }
        }
        cn.methods.addAll(bridges);
    }

    /**
     * Whether a class is one of the layout's or a superclass of one (a method reference names the class that
     * declares the method, {@code AbstractLinkedList.removeFirst}, where a call instruction names the receiver's).
     */
    private boolean isLayoutClassOrSuper(String internalName) {
        for (String c : layoutClasses) {
            for (String k = c; k != null; k = superName(k)) {
                if (k.equals(internalName)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static String bridgeDescriptor(String owner, String desc, boolean isStatic) {
        return isStatic ? desc : "(L" + owner + ";" + desc.substring(1);
    }

    /** Registers a call site and adds its bridge to {@code bridges}; returns the bridge's name. */
    private String bridge(List<MethodNode> bridges, String owner, String name, String desc, boolean isStatic,
                          String bridgeDesc) {
        int id = CallRecorder.register(new CallRecorder.Site(this, owner, name, desc, isStatic));
        String bridge = "bliss$call$" + id;
        bridges.add(bridge(bridge, bridgeDesc, id));
        return bridge;
    }

    private static MethodNode bridge(String name, String desc, int id) {
        int access = Opcodes.ACC_PRIVATE | Opcodes.ACC_STATIC | Opcodes.ACC_SYNTHETIC;
        MethodNode mn = new MethodNode(access, name, desc, null, null);
        GeneratorAdapter g = new GeneratorAdapter(mn, access, name, desc);
        g.visitCode();
        g.push(id);
        g.loadArgArray();
        g.invokeStatic(Type.getType(CallRecorder.class), new Method("call", "(I[Ljava/lang/Object;)Ljava/lang/Object;"));
        Type ret = Type.getReturnType(desc);
        if (ret.getSort() == Type.VOID) {
            g.pop();
        } else {
            g.unbox(ret);
        }
        g.returnValue();
        g.endMethod();
        return mn;
    }
}
