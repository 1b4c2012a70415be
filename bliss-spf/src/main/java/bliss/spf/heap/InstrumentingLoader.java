package bliss.spf.heap;

import bliss.layout.ClassLayout;
import bliss.layout.ClassShape;
import bliss.layout.FieldShape;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

import java.io.IOException;
import java.io.InputStream;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * Loads the user's classes (the subject, its nodes, whatever they use outside the JDK) a second time, for running
 * preconditions on the host JVM, instrumented with ASM:
 * <ul>
 *   <li>every read of a field of a layout class goes through {@link NativeHookCalls} (this loader's own copy,
 *       bound to one precondition's context) to {@link NativeHooks}: the owner is checked first (a
 *       placeholder's fields, and an input object's primitive fields, are symbolic: the check ends with
 *       "possible"), and a reference read is passed to {@link NativeHooks#ref} (an uninitialized field);</li>
 *   <li>{@code Symbolic.isSymbolic(...)} calls go to {@link NativeHooks}; the other {@code Symbolic} methods are
 *       refused;</li>
 *   <li>method entries and backward jumps tick the step budget.</li>
 * </ul>
 * JDK classes are the host's own; the engine's classes come from the engine's loader.
 */
final class InstrumentingLoader extends ClassLoader {

    private static final String HOOKS = "bliss/spf/heap/NativeHookCalls";

    private final ClassLoader userLoader;
    /** (owner, field) of every field of a layout class, true for layout reference fields. */
    private final Map<String, Boolean> layoutFields = new HashMap<>();
    /** Internal names of the layout's classes: they get a mark ({@link NativeHooks.Marked}). */
    private final Set<String> layoutClasses = new HashSet<>();
    private static final String MARKED = "bliss/spf/heap/NativeHooks$Marked";
    private static final String MARK = "bliss$mark";

    InstrumentingLoader(ClassLoader userLoader, ClassLayout layout) {
        super(NativeHooks.class.getClassLoader());
        this.userLoader = userLoader;
        for (ClassShape c : layout.classes()) {
            layoutClasses.add(c.name());
            for (FieldShape f : c.fields()) {
                layoutFields.put(c.name() + "." + f.name(), f.isReference());
                layoutFields.put(f.owner() + "." + f.name(), f.isReference());
            }
        }
    }

    /**
     * The JDK, the symbolic-inputs API and the hooks are shared with the engine; everything else is reloaded
     * ({@link NativeHookCalls} too, uninstrumented: each loader has its own).
     */
    private static boolean shared(String name) {
        return name.startsWith("java.") || name.startsWith("javax.") || name.startsWith("jdk.")
                || name.startsWith("sun.") || name.startsWith("bliss.symbolic.")
                || name.startsWith(NativeHooks.class.getName());
    }

    /** This loader's {@link NativeHookCalls}, bound to {@code context}. */
    Class<?> bindHooks(NativeHooks.Context context) throws ReflectiveOperationException {
        Class<?> calls = Class.forName(NativeHookCalls.class.getName(), true, this);
        if (calls == NativeHookCalls.class) {
            throw new IllegalStateException("the hook calls were not reloaded");
        }
        calls.getField("context").set(null, context);
        return calls;
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        synchronized (getClassLoadingLock(name)) {
            Class<?> c = findLoadedClass(name);
            if (c == null) {
                if (name.equals(NativeHookCalls.class.getName())) {
                    byte[] own = engineBytes(name);
                    c = defineClass(name, own, 0, own.length);
                } else {
                    byte[] bytes = shared(name) ? null : bytes(name);
                    if (bytes == null) {
                        return super.loadClass(name, resolve);
                    }
                    byte[] instrumented = instrument(bytes);
                    c = defineClass(name, instrumented, 0, instrumented.length);
                }
            }
            if (resolve) {
                resolveClass(c);
            }
            return c;
        }
    }

    private static byte[] engineBytes(String name) throws ClassNotFoundException {
        try (InputStream in = NativeHooks.class.getClassLoader()
                .getResourceAsStream(name.replace('.', '/') + ".class")) {
            if (in == null) {
                throw new ClassNotFoundException(name);
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new ClassNotFoundException(name, e);
        }
    }

    private byte[] bytes(String name) {
        try (InputStream in = userLoader.getResourceAsStream(name.replace('.', '/') + ".class")) {
            return in == null ? null : in.readAllBytes();
        } catch (IOException e) {
            return null;
        }
    }

    private byte[] instrument(byte[] bytes) {
        ClassReader reader = new ClassReader(bytes);
        ClassWriter writer = new ClassWriter(reader, ClassWriter.COMPUTE_MAXS);
        reader.accept(new ClassVisitor(Opcodes.ASM9, writer) {
            private String name;
            private boolean marked;

            @Override
            public void visit(int version, int access, String className, String signature, String superName,
                              String[] interfaces) {
                this.name = className;
                this.marked = layoutClasses.contains(className) && (access & Opcodes.ACC_INTERFACE) == 0;
                String[] ifs = interfaces;
                if (marked) {
                    ifs = java.util.Arrays.copyOf(interfaces, interfaces.length + 1);
                    ifs[interfaces.length] = MARKED;
                }
                super.visit(version, access, className, signature, superName, ifs);
            }

            @Override
            public MethodVisitor visitMethod(int access, String methodName, String descriptor, String signature,
                                             String[] exceptions) {
                MethodVisitor mv = super.visitMethod(access, methodName, descriptor, signature, exceptions);
                return mv == null ? null : new Hooked(mv);
            }

            @Override
            public void visitEnd() {
                if (marked) {
                    // int bliss$mark; int bliss$mark() { return bliss$mark; } void bliss$mark(int m) { ... = m; }
                    super.visitField(Opcodes.ACC_PRIVATE | Opcodes.ACC_SYNTHETIC, MARK, "I", null, null).visitEnd();
                    MethodVisitor get = super.visitMethod(Opcodes.ACC_PUBLIC | Opcodes.ACC_SYNTHETIC, MARK, "()I",
                            null, null);
                    get.visitCode();
                    get.visitVarInsn(Opcodes.ALOAD, 0);
                    get.visitFieldInsn(Opcodes.GETFIELD, name, MARK, "I");
                    get.visitInsn(Opcodes.IRETURN);
                    get.visitMaxs(1, 1);
                    get.visitEnd();
                    MethodVisitor set = super.visitMethod(Opcodes.ACC_PUBLIC | Opcodes.ACC_SYNTHETIC, MARK, "(I)V",
                            null, null);
                    set.visitCode();
                    set.visitVarInsn(Opcodes.ALOAD, 0);
                    set.visitVarInsn(Opcodes.ILOAD, 1);
                    set.visitFieldInsn(Opcodes.PUTFIELD, name, MARK, "I");
                    set.visitInsn(Opcodes.RETURN);
                    set.visitMaxs(2, 2);
                    set.visitEnd();
                }
                super.visitEnd();
            }
        }, 0);
        return writer.toByteArray();
    }

    /** Rewrites one method. */
    private final class Hooked extends MethodVisitor {
        private final Set<Label> seen = new HashSet<>();

        Hooked(MethodVisitor mv) {
            super(Opcodes.ASM9, mv);
        }

        @Override
        public void visitCode() {
            super.visitCode();
            super.visitMethodInsn(Opcodes.INVOKESTATIC, HOOKS, "tick", "()V", false);
        }

        @Override
        public void visitLabel(Label label) {
            seen.add(label);
            super.visitLabel(label);
        }

        @Override
        public void visitJumpInsn(int opcode, Label label) {
            if (seen.contains(label)) {
                super.visitMethodInsn(Opcodes.INVOKESTATIC, HOOKS, "tick", "()V", false);
            }
            super.visitJumpInsn(opcode, label);
        }

        @Override
        public void visitFieldInsn(int opcode, String owner, String name, String descriptor) {
            if (opcode == Opcodes.PUTFIELD && layoutFields.containsKey(owner + "." + name)) {
                super.visitMethodInsn(Opcodes.INVOKESTATIC, HOOKS, "written", "()V", false);
            }
            Boolean reference = opcode == Opcodes.GETFIELD ? layoutFields.get(owner + "." + name) : null;
            if (reference == null) {
                super.visitFieldInsn(opcode, owner, name, descriptor);
                return;
            }
            super.visitMethodInsn(Opcodes.INVOKESTATIC, HOOKS, reference ? "refOwner" : "valueOwner",
                    "(Ljava/lang/Object;)Ljava/lang/Object;", false);
            super.visitTypeInsn(Opcodes.CHECKCAST, owner);
            super.visitFieldInsn(opcode, owner, name, descriptor);
            if (reference) {
                super.visitMethodInsn(Opcodes.INVOKESTATIC, HOOKS, "ref", "(Ljava/lang/Object;)Ljava/lang/Object;",
                        false);
                super.visitTypeInsn(Opcodes.CHECKCAST, descriptor.substring(1, descriptor.length() - 1));
            }
        }

        @Override
        public void visitMethodInsn(int opcode, String owner, String name, String descriptor, boolean itf) {
            if (opcode == Opcodes.INVOKESTATIC && owner.equals("bliss/symbolic/Symbolic")) {
                if (name.equals("isSymbolic")) {
                    super.visitMethodInsn(opcode, HOOKS, name, descriptor, false);
                } else {
                    super.visitMethodInsn(Opcodes.INVOKESTATIC, HOOKS, "unsupported", "()V", false);
                    super.visitMethodInsn(opcode, owner, name, descriptor, itf);
                }
                return;
            }
            super.visitMethodInsn(opcode, owner, name, descriptor, itf);
        }
    }
}
