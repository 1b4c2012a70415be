package bliss.korat;

import bliss.layout.ClassLayout;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.FieldVisitor;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayDeque;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * A fingerprint of what repOK's verdicts depend on: the class files of the header class and of every class it
 * reaches through its bytecode (fields, method calls, types), outside the platform ({@code java.*}, {@code jdk.*},
 * ...), with the layout. Any change to repOK, to a helper it calls or to a node class changes it (so does a change to
 * another method of those classes: the fingerprint errs on the side of recomputing).
 */
public final class RepOkFingerprint {

    private RepOkFingerprint() {
    }

    /** SHA-256, hex, over the layout's description and the reachable class files in name order. */
    public static String of(Class<?> header) {
        ClassLoader loader = header.getClassLoader() != null ? header.getClassLoader()
                : ClassLoader.getSystemClassLoader();
        TreeMap<String, byte[]> files = new TreeMap<>();
        ArrayDeque<String> pending = new ArrayDeque<>();
        pending.add(header.getName().replace('.', '/'));
        while (!pending.isEmpty()) {
            String name = pending.poll();
            if (files.containsKey(name) || platform(name)) {
                continue;
            }
            byte[] bytes = read(loader, name);
            if (bytes == null) {
                continue;
            }
            files.put(name, bytes);
            for (String ref : references(bytes)) {
                if (!files.containsKey(ref)) {
                    pending.add(ref);
                }
            }
        }
        StringBuilder text = new StringBuilder(ClassLayout.of(header).describe());
        files.forEach((name, bytes) -> text.append(name).append(' ')
                .append(ClassLayout.sha256(java.util.HexFormat.of().formatHex(bytes))).append('\n'));
        return ClassLayout.sha256(text.toString());
    }

    private static boolean platform(String internal) {
        return internal.startsWith("java/") || internal.startsWith("javax/") || internal.startsWith("jdk/")
                || internal.startsWith("sun/") || internal.startsWith("[");
    }

    private static byte[] read(ClassLoader loader, String internal) {
        try (InputStream in = loader.getResourceAsStream(internal + ".class")) {
            return in == null ? null : in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + internal, e);
        }
    }

    /** The internal names of the classes a class file names: supertypes, field and method types, owners. */
    private static Set<String> references(byte[] bytes) {
        Set<String> out = new TreeSet<>();
        ClassVisitor recorder = new ClassVisitor(Opcodes.ASM9) {
            @Override
            public void visit(int version, int access, String name, String signature, String superName,
                              String[] interfaces) {
                if (superName != null) {
                    out.add(superName);
                }
                if (interfaces != null) {
                    out.addAll(java.util.List.of(interfaces));
                }
            }

            @Override
            public void visitInnerClass(String name, String outerName, String innerName, int access) {
                out.add(name);
            }

            @Override
            public FieldVisitor visitField(int access, String name, String descriptor, String signature,
                                           Object value) {
                type(Type.getType(descriptor));
                return null;
            }

            @Override
            public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
                                             String[] exceptions) {
                type(Type.getMethodType(descriptor));
                return new MethodVisitor(Opcodes.ASM9) {
                    @Override
                    public void visitTypeInsn(int opcode, String type) {
                        type(Type.getObjectType(type));
                    }

                    @Override
                    public void visitFieldInsn(int opcode, String owner, String name, String descriptor) {
                        out.add(owner);
                        type(Type.getType(descriptor));
                    }

                    @Override
                    public void visitMethodInsn(int opcode, String owner, String name, String descriptor,
                                                boolean isInterface) {
                        type(Type.getObjectType(owner));
                        type(Type.getMethodType(descriptor));
                    }

                    @Override
                    public void visitLdcInsn(Object value) {
                        if (value instanceof Type t) {
                            type(t);
                        }
                    }
                };
            }

            private void type(Type t) {
                switch (t.getSort()) {
                    case Type.OBJECT -> out.add(t.getInternalName());
                    case Type.ARRAY -> type(t.getElementType());
                    case Type.METHOD -> {
                        type(t.getReturnType());
                        for (Type a : t.getArgumentTypes()) {
                            type(a);
                        }
                    }
                    default -> { }
                }
            }
        };
        new ClassReader(bytes).accept(recorder, ClassReader.SKIP_FRAMES);
        return out;
    }
}
