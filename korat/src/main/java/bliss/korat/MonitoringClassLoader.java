package bliss.korat;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

import java.io.IOException;
import java.io.InputStream;
import java.util.Set;

/**
 * Loads the classes of a layout again, instrumented so that repOK reports its field reads: Korat's monitoring of
 * the fields a predicate accesses, done in bytecode. Every class of the packages of the layout is defined here,
 * child first, from the bytes the source loader serves; everything else is delegated to the source loader.
 *
 * <p>The instrumentation:
 * <ul>
 *   <li>the root of each class hierarchy defined here gets a synthetic field {@code int bliss$id}, the object's
 *       number in the finitization (0 for objects the enumerator did not create);</li>
 *   <li>before every {@code GETFIELD} of a monitored field: {@code ReadHook.monitor.read(obj.bliss$id, fieldId)};</li>
 *   <li>before every {@code PUTFIELD} of a monitored field outside constructors: {@code ...write(...)}, so that a
 *       repOK with side effects is caught rather than silently corrupting the search.</li>
 * </ul>
 * {@code ReadHook} is a class generated per loader with one static field, so that enumerators never share
 * monitor state.
 */
final class MonitoringClassLoader extends ClassLoader {

    static final String ID_FIELD = "bliss$id";
    static final String HOOK_CLASS = "bliss/korat/generated/ReadHook";
    private static final String MONITOR = Type.getInternalName(ReadMonitor.class);
    private static final String MONITOR_DESC = "L" + MONITOR + ";";

    static {
        registerAsParallelCapable();
    }

    private final ClassLoader source;
    private final MonitoredFields fields;
    private final Set<String> packages;

    MonitoringClassLoader(ClassLoader source, MonitoredFields fields) {
        super(source);
        this.source = source;
        this.fields = fields;
        this.packages = fields.packages();
    }

    /** The class holding the static {@code monitor} field that instrumented code calls. */
    Class<?> hookClass() throws ClassNotFoundException {
        return loadClass(HOOK_CLASS.replace('/', '.'));
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        synchronized (getClassLoadingLock(name)) {
            Class<?> c = findLoadedClass(name);
            if (c == null) {
                String internal = name.replace('.', '/');
                byte[] bytes = null;
                if (internal.equals(HOOK_CLASS)) {
                    bytes = hookClassBytes();
                } else if (instrumented(internal)) {
                    byte[] original = originalBytes(internal);
                    bytes = original == null ? null : instrument(original);
                }
                if (bytes == null) {
                    return super.loadClass(name, resolve);
                }
                c = defineClass(name, bytes, 0, bytes.length);
            }
            if (resolve) {
                resolveClass(c);
            }
            return c;
        }
    }

    private boolean instrumented(String internal) {
        return packages.contains(MonitoredFields.packageOf(internal)) && !internal.startsWith(MONITOR)
                && !internal.startsWith("java/");
    }

    private byte[] originalBytes(String internal) throws ClassNotFoundException {
        try (InputStream in = source.getResourceAsStream(internal + ".class")) {
            return in == null ? null : in.readAllBytes();
        } catch (IOException e) {
            throw new ClassNotFoundException("cannot read " + internal, e);
        }
    }

    private byte[] instrument(byte[] original) {
        ClassReader reader = new ClassReader(original);
        ClassWriter writer = new ClassWriter(reader, ClassWriter.COMPUTE_MAXS);
        reader.accept(new Instrumenter(writer), 0);
        return writer.toByteArray();
    }

    private static byte[] hookClassBytes() {
        ClassWriter w = new ClassWriter(0);
        w.visit(Opcodes.V17, Opcodes.ACC_PUBLIC | Opcodes.ACC_FINAL | Opcodes.ACC_SYNTHETIC, HOOK_CLASS, null,
                "java/lang/Object", null);
        w.visitField(Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC, "monitor", MONITOR_DESC, null, null).visitEnd();
        w.visitEnd();
        return w.toByteArray();
    }

    private final class Instrumenter extends ClassVisitor {

        Instrumenter(ClassVisitor next) {
            super(Opcodes.ASM9, next);
        }

        @Override
        public void visit(int version, int access, String name, String signature, String superName,
                          String[] interfaces) {
            super.visit(version, access, name, signature, superName, interfaces);
            boolean rootOfHierarchy = superName == null || !instrumented(superName);
            if ((access & Opcodes.ACC_INTERFACE) == 0 && rootOfHierarchy) {
                super.visitField(Opcodes.ACC_PUBLIC | Opcodes.ACC_SYNTHETIC, ID_FIELD, "I", null, null).visitEnd();
            }
        }

        @Override
        public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
                                         String[] exceptions) {
            MethodVisitor mv = super.visitMethod(access, name, descriptor, signature, exceptions);
            return new FieldAccessReporter(mv, name.equals("<init>"));
        }
    }

    private final class FieldAccessReporter extends MethodVisitor {

        private final boolean constructor;

        FieldAccessReporter(MethodVisitor next, boolean constructor) {
            super(Opcodes.ASM9, next);
            this.constructor = constructor;
        }

        @Override
        public void visitFieldInsn(int opcode, String owner, String name, String descriptor) {
            int id = fields.id(owner, name);
            if (id >= 0 && opcode == Opcodes.GETFIELD) {
                // [obj] -> [obj]; monitor.read(obj.bliss$id, id)
                super.visitInsn(Opcodes.DUP);
                report(owner, id, "read");
            } else if (id >= 0 && opcode == Opcodes.PUTFIELD && !constructor) {
                // [obj, value] -> [obj, value, obj] (value of one or two words), then report
                if (Type.getType(descriptor).getSize() == 2) {
                    super.visitInsn(Opcodes.DUP2_X1);
                    super.visitInsn(Opcodes.POP2);
                    super.visitInsn(Opcodes.DUP_X2);
                } else {
                    super.visitInsn(Opcodes.DUP2);
                    super.visitInsn(Opcodes.POP);
                }
                report(owner, id, "write");
            }
            super.visitFieldInsn(opcode, owner, name, descriptor);
        }

        /** With the object on top of the stack: pops it and calls the monitor with its id and the field id. */
        private void report(String owner, int fieldId, String method) {
            super.visitFieldInsn(Opcodes.GETFIELD, owner, ID_FIELD, "I");
            super.visitFieldInsn(Opcodes.GETSTATIC, HOOK_CLASS, "monitor", MONITOR_DESC);
            super.visitInsn(Opcodes.SWAP);
            super.visitLdcInsn(fieldId);
            super.visitMethodInsn(Opcodes.INVOKEVIRTUAL, MONITOR, method, "(II)V", false);
        }
    }
}
