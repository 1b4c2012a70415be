package bliss.spf.vm;

import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.SymbolicString;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.InsnList;
import org.objectweb.asm.tree.InsnNode;
import org.objectweb.asm.tree.InvokeDynamicInsnNode;
import org.objectweb.asm.tree.LdcInsnNode;
import org.objectweb.asm.tree.VarInsnNode;

import java.util.ArrayList;
import java.util.List;

/**
 * String concatenation as javac 17 compiles it ({@code StringConcatFactory.makeConcatWithConstants} with a recipe:
 * {@code \u0001} an argument, {@code \u0002} a constant; {@code makeConcat}: the arguments alone). When every
 * argument is a primitive or a String the site is a native that builds the text at once, keeping symbolic values
 * as terms ({@link SymbolicString}); otherwise it is a synthesized static method whose bytecode turns each argument
 * into text ({@code toString()} of objects runs interpreted, so it may read the input heap) and concatenates.
 */
final class ConcatSites {

    private ConcatSites() {
    }

    /** A piece of the result: constant text, or the argument at an index. */
    private record Piece(String text, int arg) {
    }

    static VmMethod link(Vm vm, VmClass host, InvokeDynamicInsnNode indy) {
        Type[] args = Type.getArgumentTypes(indy.desc);
        List<Piece> pieces = pieces(indy, args.length);
        boolean simple = true;
        for (Type t : args) {
            simple &= !Codegen.isReference(t) || t.getDescriptor().equals("Ljava/lang/String;");
        }
        String name = vm.classes.syntheticName(host.name(), "Concat");
        ClassNode cn = Codegen.syntheticClass(name, host, List.of());
        if (!simple) {
            cn.methods.add(Codegen.method(Opcodes.ACC_STATIC | Opcodes.ACC_PUBLIC, "concat", indy.desc,
                    bytecode(pieces, args), Codegen.argSlots(indy.desc, 0), 6));
        }
        VmClass c = vm.classes.defineSynthetic(cn);
        c.initState = 2;
        if (!simple) {
            return c.declaredMethod("concat" + indy.desc);
        }
        int[] slots = new int[args.length];
        for (int i = 0, s = 0; i < args.length; s += args[i].getSize(), i++) {
            slots[i] = s;
        }
        VmMethod m = new VmMethod(c, "concat", indy.desc, Opcodes.ACC_STATIC | Opcodes.ACC_PUBLIC, null,
                (in, p, r, b) -> r[b] = in.chargeString(text(pieces, args, slots, p, r, b)));
        c.addMethod(m);
        return m;
    }

    private static List<Piece> pieces(InvokeDynamicInsnNode indy, int argCount) {
        List<Piece> out = new ArrayList<>();
        if (indy.bsm.getName().equals("makeConcat")) {
            for (int i = 0; i < argCount; i++) {
                out.add(new Piece(null, i));
            }
            return out;
        }
        String recipe = (String) indy.bsmArgs[0];
        int arg = 0;
        int constant = 1;
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < recipe.length(); i++) {
            char ch = recipe.charAt(i);
            if (ch == '\u0001') {
                if (!text.isEmpty()) {
                    out.add(new Piece(text.toString(), -1));
                    text.setLength(0);
                }
                out.add(new Piece(null, arg++));
            } else if (ch == '\u0002') {
                text.append(indy.bsmArgs[constant++]);
            } else {
                text.append(ch);
            }
        }
        if (!text.isEmpty()) {
            out.add(new Piece(text.toString(), -1));
        }
        return out;
    }

    /** The text of primitives and strings in slots from {@code b}: a host string or a symbolic one. */
    private static Object text(List<Piece> pieces, Type[] args, int[] slots, long[] p, Object[] r, int b) {
        Object acc = "";
        for (Piece piece : pieces) {
            Object part;
            if (piece.text() != null) {
                part = piece.text();
            } else {
                Type t = args[piece.arg()];
                int s = b + slots[piece.arg()];
                part = switch (t.getSort()) {
                    case Type.FLOAT -> String.valueOf(Float.intBitsToFloat((int) p[s]));
                    case Type.DOUBLE -> String.valueOf(Double.longBitsToDouble(p[s]));
                    case Type.OBJECT -> r[s] == null ? "null" : r[s];
                    default -> {
                        SymbolicString.Kind kind = switch (t.getSort()) {
                            case Type.LONG -> SymbolicString.Kind.LONG;
                            case Type.CHAR -> SymbolicString.Kind.CHAR;
                            case Type.BOOLEAN -> SymbolicString.Kind.BOOLEAN;
                            default -> SymbolicString.Kind.INT;
                        };
                        yield r[s] == null ? SymbolicString.constantText(p[s], kind)
                                : SymbolicString.valueOf((Expr) r[s], kind);
                    }
                };
            }
            acc = SymbolicString.concat(acc, part);
        }
        return acc;
    }

    /** {@code "" + piece1 + piece2 ...} with each argument turned into text in order. */
    private static InsnList bytecode(List<Piece> pieces, Type[] args) {
        int[] slots = new int[args.length];
        for (int i = 0, s = 0; i < args.length; s += args[i].getSize(), i++) {
            slots[i] = s;
        }
        InsnList il = new InsnList();
        il.add(new LdcInsnNode(""));
        for (Piece piece : pieces) {
            if (piece.text() != null) {
                il.add(new LdcInsnNode(piece.text()));
            } else {
                Type t = args[piece.arg()];
                il.add(new VarInsnNode(Codegen.load(t), slots[piece.arg()]));
                Codegen.stringify(il, t);
            }
            Codegen.concat(il);
        }
        il.add(new InsnNode(Opcodes.ARETURN));
        return il;
    }
}
