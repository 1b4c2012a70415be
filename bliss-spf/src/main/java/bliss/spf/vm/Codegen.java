package bliss.spf.vm;

import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.InsnList;
import org.objectweb.asm.tree.InsnNode;
import org.objectweb.asm.tree.JumpInsnNode;
import org.objectweb.asm.tree.LabelNode;
import org.objectweb.asm.tree.LdcInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.TypeInsnNode;

import java.util.List;

/**
 * Bytecode the call-site linkers generate (ASM tree nodes): synthetic classes, and the conversions javac's
 * bootstraps apply to values (boxing, unboxing, widening, casts, text).
 */
final class Codegen {

    private Codegen() {
    }

    /** A public final synthetic class extending Object, reported at {@code host}'s source file. */
    static ClassNode syntheticClass(String name, VmClass host, List<String> interfaces) {
        ClassNode cn = new ClassNode();
        cn.version = Opcodes.V17;
        cn.access = Opcodes.ACC_PUBLIC | Opcodes.ACC_FINAL | Opcodes.ACC_SYNTHETIC;
        cn.name = name;
        cn.superName = "java/lang/Object";
        cn.interfaces.addAll(interfaces);
        cn.sourceFile = host.sourceFile;
        return cn;
    }

    /** A method with these instructions; the frame size is generous (the interpreter does not verify). */
    static MethodNode method(int access, String name, String desc, InsnList body, int maxLocals, int maxStack) {
        MethodNode m = new MethodNode(Opcodes.ASM9, access, name, desc, null, null);
        m.instructions = body;
        m.maxLocals = maxLocals;
        m.maxStack = maxStack;
        return m;
    }

    /** Operand-stack slots of the arguments of a descriptor (plus {@code self} for a receiver). */
    static int argSlots(String desc, int self) {
        return (Type.getArgumentsAndReturnSizes(desc) >> 2) - 1 + self;
    }

    // ------------------------------------------------------------------------------------------------------------
    // Conversions

    static boolean isReference(Type t) {
        return t.getSort() == Type.OBJECT || t.getSort() == Type.ARRAY;
    }

    /** The box class of a primitive type ({@code I} to {@code java/lang/Integer}). */
    static String box(Type prim) {
        return switch (prim.getSort()) {
            case Type.INT -> "java/lang/Integer";
            case Type.LONG -> "java/lang/Long";
            case Type.BOOLEAN -> "java/lang/Boolean";
            case Type.CHAR -> "java/lang/Character";
            case Type.BYTE -> "java/lang/Byte";
            case Type.SHORT -> "java/lang/Short";
            case Type.FLOAT -> "java/lang/Float";
            case Type.DOUBLE -> "java/lang/Double";
            default -> throw new IllegalArgumentException("not primitive: " + prim);
        };
    }

    /** The primitive type of a box class, or null. */
    static Type unboxed(Type t) {
        if (t.getSort() != Type.OBJECT) {
            return null;
        }
        return switch (t.getInternalName()) {
            case "java/lang/Integer" -> Type.INT_TYPE;
            case "java/lang/Long" -> Type.LONG_TYPE;
            case "java/lang/Boolean" -> Type.BOOLEAN_TYPE;
            case "java/lang/Character" -> Type.CHAR_TYPE;
            case "java/lang/Byte" -> Type.BYTE_TYPE;
            case "java/lang/Short" -> Type.SHORT_TYPE;
            case "java/lang/Float" -> Type.FLOAT_TYPE;
            case "java/lang/Double" -> Type.DOUBLE_TYPE;
            default -> null;
        };
    }

    /**
     * Converts the value on top of the stack from {@code from} to {@code to}, as a lambda's adaptation does: casts
     * between references, boxing, unboxing (through {@code hint}'s box when it is one), primitive widening.
     */
    static void convert(InsnList il, Type from, Type to, Type hint) {
        if (from.equals(to)) {
            return;
        }
        if (to.getSort() == Type.VOID) {
            il.add(new InsnNode(from.getSize() == 2 ? Opcodes.POP2 : Opcodes.POP));
            return;
        }
        boolean fromRef = isReference(from);
        boolean toRef = isReference(to);
        if (fromRef && toRef) {
            if (!to.getDescriptor().equals("Ljava/lang/Object;")) {
                il.add(new TypeInsnNode(Opcodes.CHECKCAST, to.getSort() == Type.ARRAY ? to.getDescriptor()
                        : to.getInternalName()));
            }
        } else if (fromRef) {
            Type prim = unboxed(from);
            if (prim == null) {
                prim = hint != null && unboxed(hint) != null ? unboxed(hint) : to;
                il.add(new TypeInsnNode(Opcodes.CHECKCAST, box(prim)));
            }
            il.add(new MethodInsnNode(Opcodes.INVOKEVIRTUAL, box(prim), prim.getClassName() + "Value",
                    "()" + prim.getDescriptor(), false));
            widen(il, prim, to);
        } else if (toRef) {
            Type prim = unboxed(to) != null ? unboxed(to) : from;
            widen(il, from, prim);
            il.add(new MethodInsnNode(Opcodes.INVOKESTATIC, box(prim), "valueOf",
                    "(" + prim.getDescriptor() + ")L" + box(prim) + ";", false));
        } else {
            widen(il, from, to);
        }
    }

    /** Primitive widening (JLS 5.1.2); nothing between int-like types. */
    private static void widen(InsnList il, Type from, Type to) {
        int f = category(from);
        int t = category(to);
        if (f == t) {
            return;
        }
        int op = switch (f * 10 + t) {
            case 12 -> Opcodes.I2L;
            case 13 -> Opcodes.I2F;
            case 14 -> Opcodes.I2D;
            case 23 -> Opcodes.L2F;
            case 24 -> Opcodes.L2D;
            case 34 -> Opcodes.F2D;
            default -> throw new Unsupported("a conversion from " + from.getClassName() + " to " + to.getClassName()
                    + " in a lambda or method reference");
        };
        il.add(new InsnNode(op));
    }

    private static int category(Type t) {
        return switch (t.getSort()) {
            case Type.LONG -> 2;
            case Type.FLOAT -> 3;
            case Type.DOUBLE -> 4;
            default -> 1;
        };
    }

    /**
     * Turns the value of type {@code t} on top of the stack into a string, as string concatenation does:
     * {@code String.valueOf} of a primitive, {@code "null"} for null, else {@code toString()} ({@code "null"} if it
     * returns null).
     */
    static void stringify(InsnList il, Type t) {
        switch (t.getSort()) {
            case Type.BYTE, Type.SHORT, Type.INT -> valueOf(il, "I");
            case Type.LONG -> valueOf(il, "J");
            case Type.CHAR -> valueOf(il, "C");
            case Type.BOOLEAN -> valueOf(il, "Z");
            case Type.FLOAT -> valueOf(il, "F");
            case Type.DOUBLE -> valueOf(il, "D");
            default -> {
                if (!t.getDescriptor().equals("Ljava/lang/String;")) {
                    il.add(new MethodInsnNode(Opcodes.INVOKESTATIC, "java/lang/String", "valueOf",
                            "(Ljava/lang/Object;)Ljava/lang/String;", false));
                }
                LabelNode done = new LabelNode();
                il.add(new InsnNode(Opcodes.DUP));
                il.add(new JumpInsnNode(Opcodes.IFNONNULL, done));
                il.add(new InsnNode(Opcodes.POP));
                il.add(new LdcInsnNode("null"));
                il.add(done);
            }
        }
    }

    private static void valueOf(InsnList il, String prim) {
        il.add(new MethodInsnNode(Opcodes.INVOKESTATIC, "java/lang/String", "valueOf",
                "(" + prim + ")Ljava/lang/String;", false));
    }

    /** {@code acc.concat(top)}: the accumulated text and a piece on the stack become one string. */
    static void concat(InsnList il) {
        il.add(new MethodInsnNode(Opcodes.INVOKEVIRTUAL, "java/lang/String", "concat",
                "(Ljava/lang/String;)Ljava/lang/String;", false));
    }

    /** The load instruction of a local of type {@code t}. */
    static int load(Type t) {
        return t.getOpcode(Opcodes.ILOAD);
    }
}
