package bliss.spf.models;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.commons.ClassRemapper;
import org.objectweb.asm.commons.Remapper;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Method;

/**
 * Measures how many model bytecodes each operation of {@link CostScenarios} executes: the interpretive cost the
 * engine pays per call. The models are copied under another package ({@code bliss/spf/counted/}, since
 * {@code java/...} cannot be defined here) with a call to {@link #tick} before every instruction, and run on the
 * JVM. Natives ({@code System.arraycopy}) and the JVM's {@code Object.hashCode} count as zero instructions, as
 * the engine's intrinsics cost one call each.
 *
 * <p>Run: {@code java -cp "$(cat tools/target/classpath.txt)" bliss.spf.models.BytecodeCost 32}
 * (docs/results/2026-11-22-model-bytecode-cost.md)
 */
public final class BytecodeCost {

    private static long ticks;
    private static boolean counting;

    private BytecodeCost() {
    }

    /** Called by instrumented model code before each of its instructions. */
    public static void tick() {
        if (counting) {
            ticks++;
        }
    }

    /** Called by a scenario when its setup is done. */
    public static void start() {
        ticks = 0;
        counting = true;
    }

    public static void main(String[] args) throws Exception {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 32;
        ClassLoader loader = new CountingLoader(BytecodeCost.class.getClassLoader());
        Class<?> scenarios = loader.loadClass("bliss.spf.counted.CostScenarios");
        System.out.printf("%-24s %8s %10s%n", "scenario (n = " + n + ")", "ops", "bytecodes/op");
        for (Method m : scenarios.getDeclaredMethods()) {
            if (!java.lang.reflect.Modifier.isPublic(m.getModifiers())) {
                continue;
            }
            m.invoke(null, n);
            counting = false;
            int ops = m.getName().matches(".*(AddPoll|PushPop)") ? 2 * n : n;
            System.out.printf("%-24s %8d %10.1f%n", m.getName(), ops, ticks / (double) ops);
        }
    }

    /** Defines renamed, instrumented copies of the models (and of the uninstrumented scenarios). */
    static final class CountingLoader extends ClassLoader {
        static final String FROM = "bliss/spf/models/";
        static final String TO = "bliss/spf/counted/";

        CountingLoader(ClassLoader parent) {
            super(parent);
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            if (!name.startsWith("bliss.spf.counted.")) {
                return super.loadClass(name, resolve);
            }
            synchronized (getClassLoadingLock(name)) {
                Class<?> c = findLoadedClass(name);
                if (c == null) {
                    byte[] b = transform(name.replace('.', '/').replace(TO, FROM));
                    c = defineClass(name, b, 0, b.length);
                }
                return c;
            }
        }

        private byte[] transform(String original) throws ClassNotFoundException {
            ClassNode node = new ClassNode();
            try (InputStream in = getParent().getResourceAsStream(original + ".class")) {
                if (in == null) {
                    throw new ClassNotFoundException(original);
                }
                new ClassReader(in).accept(new ClassRemapper(node, new Remapper() {
                    @Override
                    public String map(String internalName) {
                        return internalName.startsWith(FROM) && !internalName.equals(FROM + "BytecodeCost")
                                ? TO + internalName.substring(FROM.length()) : internalName;
                    }
                }), 0);
            } catch (IOException e) {
                throw new ClassNotFoundException(original, e);
            }
            if (!original.equals(FROM + "CostScenarios")) {
                for (MethodNode m : node.methods) {
                    for (AbstractInsnNode insn : m.instructions.toArray()) {
                        MethodInsnNode tick = new MethodInsnNode(Opcodes.INVOKESTATIC, FROM + "BytecodeCost",
                                "tick", "()V", false);
                        if (insn.getOpcode() == Opcodes.NEW) {
                            m.instructions.insert(insn, tick); // frames name the NEW's label for its object
                        } else if (insn.getOpcode() >= 0) {
                            m.instructions.insertBefore(insn, tick);
                        }
                    }
                }
            }
            ClassWriter w = new ClassWriter(ClassWriter.COMPUTE_MAXS);
            node.accept(w);
            return w.toByteArray();
        }
    }
}
