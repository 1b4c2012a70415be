package bliss.spf.testgen;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.commons.GeneratorAdapter;
import org.objectweb.asm.commons.Method;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The user's classes loaded once more, for running them concretely at generation time: the class under test, its
 * drivers and whatever they use outside the JDK, child first, so that a run starts from fresh static state. The
 * driver class is rewritten so that its calls to the classes under test go through {@link CallRecorder} (each call
 * site to a bridge method {@code bliss$call$N} that hands the arguments to the recorder). The JDK, the
 * symbolic-inputs API and the recorder are shared with the engine.
 */
final class WorldLoader extends ClassLoader {

    private final ClassLoader userLoader;
    private final Set<String> layoutClasses;
    private final String driverClass;

    /**
     * @param layoutClasses internal names of the classes under test (calls to them are recorded)
     * @param driverClass   internal name of the driver class to rewrite, or null
     */
    WorldLoader(ClassLoader userLoader, Set<String> layoutClasses, String driverClass) {
        super(CallRecorder.class.getClassLoader());
        this.userLoader = userLoader;
        this.layoutClasses = layoutClasses;
        this.driverClass = driverClass;
        setDefaultAssertionStatus(true); // as the generated tests run: a driver's assert is a check of the driver
    }

    private static boolean shared(String name) {
        return name.startsWith("java.") || name.startsWith("javax.") || name.startsWith("jdk.")
                || name.startsWith("sun.") || name.startsWith("bliss.symbolic.")
                || name.equals(CallRecorder.class.getName());
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
                if (name.replace('.', '/').equals(driverClass)) {
                    bytes = instrument(bytes);
                }
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

    /** Sends the driver's calls to the classes under test through bridges to {@link CallRecorder#call}. */
    private byte[] instrument(byte[] bytes) {
        ClassReader reader = new ClassReader(bytes);
        ClassWriter writer = new ClassWriter(reader, ClassWriter.COMPUTE_MAXS);
        String owner = reader.getClassName();
        List<String[]> bridges = new ArrayList<>(); // name, descriptor, site id
        reader.accept(new ClassVisitor(Opcodes.ASM9, writer) {
            @Override
            public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
                                             String[] exceptions) {
                MethodVisitor mv = super.visitMethod(access, name, descriptor, signature, exceptions);
                return new MethodVisitor(Opcodes.ASM9, mv) {
                    @Override
                    public void visitMethodInsn(int opcode, String callee, String method, String desc,
                                                boolean isInterface) {
                        boolean recorded = layoutClasses.contains(callee) && !method.startsWith("<")
                                && opcode != Opcodes.INVOKESPECIAL;
                        if (!recorded) {
                            super.visitMethodInsn(opcode, callee, method, desc, isInterface);
                            return;
                        }
                        boolean isStatic = opcode == Opcodes.INVOKESTATIC;
                        int id = CallRecorder.register(new CallRecorder.Site(WorldLoader.this, callee, method, desc,
                                isStatic));
                        String bridgeDesc = isStatic ? desc : "(L" + callee + ";" + desc.substring(1);
                        String bridge = "bliss$call$" + id;
                        bridges.add(new String[] {bridge, bridgeDesc, Integer.toString(id)});
                        super.visitMethodInsn(Opcodes.INVOKESTATIC, owner, bridge, bridgeDesc, false);
                    }
                };
            }

            @Override
            public void visitEnd() {
                for (String[] b : bridges) {
                    Method m = new Method(b[0], b[1]);
                    MethodVisitor mv = super.visitMethod(Opcodes.ACC_PRIVATE | Opcodes.ACC_STATIC
                            | Opcodes.ACC_SYNTHETIC, b[0], b[1], null, null);
                    GeneratorAdapter g = new GeneratorAdapter(mv, Opcodes.ACC_PRIVATE | Opcodes.ACC_STATIC, b[0], b[1]);
                    g.visitCode();
                    g.push(Integer.parseInt(b[2]));
                    g.loadArgArray();
                    g.invokeStatic(Type.getType(CallRecorder.class),
                            new Method("call", "(I[Ljava/lang/Object;)Ljava/lang/Object;"));
                    Type ret = m.getReturnType();
                    if (ret.getSort() == Type.VOID) {
                        g.pop();
                    } else {
                        g.unbox(ret);
                    }
                    g.returnValue();
                    g.endMethod();
                }
                super.visitEnd();
            }
        }, 0);
        return writer.toByteArray();
    }
}
