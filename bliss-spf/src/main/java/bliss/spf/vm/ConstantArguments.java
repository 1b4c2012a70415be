package bliss.spf.vm;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.LdcInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.analysis.Analyzer;
import org.objectweb.asm.tree.analysis.AnalyzerException;
import org.objectweb.asm.tree.analysis.Frame;
import org.objectweb.asm.tree.analysis.SourceInterpreter;
import org.objectweb.asm.tree.analysis.SourceValue;

/**
 * The constant arguments of calls in a class's code, found by ASM's {@link SourceInterpreter}: what the rewrites of
 * {@link VarHandles} and {@link Unsafes} read in an initializer ({@code findVarHandle(C.class, "f", T.class)},
 * {@code objectFieldOffset(C.class, "f")}) to know which field or array a handle or an offset stands for.
 */
final class ConstantArguments {

    private ConstantArguments() {
    }

    /** @return the class file parsed (without frames), or an empty class for null */
    static ClassNode parse(byte[] bytes) {
        ClassNode cn = new ClassNode();
        if (bytes != null) {
            new ClassReader(bytes).accept(cn, ClassReader.SKIP_FRAMES);
        }
        return cn;
    }

    /** @return the sources of the values on the stack and in the locals before each instruction of m, or null */
    static Frame<SourceValue>[] frames(String owner, MethodNode m) {
        try {
            return new Analyzer<>(new SourceInterpreter()).analyze(owner, m);
        } catch (AnalyzerException e) {
            return null;
        }
    }

    /** @return the constant a value is when one {@code ldc} made it, else null */
    static Object constant(SourceValue v) {
        if (v.insns.size() == 1 && v.insns.iterator().next() instanceof LdcInsnNode l) {
            return l.cst;
        }
        return null;
    }

    /** @return the class a value is when it is a class literal ({@code ldc C.class}, {@code Integer.TYPE}), else null */
    static Type classConstant(SourceValue v) {
        if (v.insns.size() != 1) {
            return null;
        }
        AbstractInsnNode i = v.insns.iterator().next();
        if (i instanceof LdcInsnNode l && l.cst instanceof Type t) {
            return t;
        }
        if (i instanceof FieldInsnNode g && g.getOpcode() == Opcodes.GETSTATIC && g.name.equals("TYPE")) {
            return switch (g.owner) {
                case "java/lang/Integer" -> Type.INT_TYPE;
                case "java/lang/Long" -> Type.LONG_TYPE;
                case "java/lang/Boolean" -> Type.BOOLEAN_TYPE;
                case "java/lang/Byte" -> Type.BYTE_TYPE;
                case "java/lang/Short" -> Type.SHORT_TYPE;
                case "java/lang/Character" -> Type.CHAR_TYPE;
                case "java/lang/Float" -> Type.FLOAT_TYPE;
                case "java/lang/Double" -> Type.DOUBLE_TYPE;
                default -> null;
            };
        }
        return null;
    }
}
