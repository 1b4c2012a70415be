package bliss.spf.vm;

import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.IincInsnNode;
import org.objectweb.asm.tree.IntInsnNode;
import org.objectweb.asm.tree.InvokeDynamicInsnNode;
import org.objectweb.asm.tree.JumpInsnNode;
import org.objectweb.asm.tree.LabelNode;
import org.objectweb.asm.tree.LdcInsnNode;
import org.objectweb.asm.tree.LineNumberNode;
import org.objectweb.asm.tree.LookupSwitchInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.MultiANewArrayInsnNode;
import org.objectweb.asm.tree.TableSwitchInsnNode;
import org.objectweb.asm.tree.TryCatchBlockNode;
import org.objectweb.asm.tree.TypeInsnNode;
import org.objectweb.asm.tree.VarInsnNode;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Decodes an ASM method into {@link Code}: once per method, on its first call. */
final class Decoder {

    private Decoder() {
    }

    static Code decode(VmMethod method, MethodNode node) {
        if (node == null || node.instructions == null || node.instructions.size() == 0) {
            throw new Unsupported("a method without bytecode: " + method);
        }
        // Pass 1: number the real instructions; a label stands for the next real instruction.
        Map<LabelNode, Integer> labels = new HashMap<>();
        int n = BranchTrace.number(node.instructions, labels);
        List<TryCatchBlockNode> tcbs = node.tryCatchBlocks;
        Code code = new Code(method, n, node.maxLocals, node.maxStack, tcbs.size());
        // Pass 2: operands.
        int i = 0;
        int line = 0;
        for (AbstractInsnNode insn = node.instructions.getFirst(); insn != null; insn = insn.getNext()) {
            if (insn instanceof LineNumberNode ln) {
                line = ln.line;
                continue;
            }
            int op = insn.getOpcode();
            if (op < 0) {
                continue;
            }
            code.lines[i] = line;
            code.ops[i] = op;
            if (insn instanceof VarInsnNode v) {
                code.a[i] = v.var;
            } else if (insn instanceof IntInsnNode v) {
                code.a[i] = v.operand;
            } else if (insn instanceof IincInsnNode v) {
                code.a[i] = v.var;
                code.b[i] = v.incr;
            } else if (insn instanceof JumpInsnNode j) {
                code.a[i] = labels.get(j.label);
            } else if (insn instanceof TypeInsnNode t) {
                code.refs[i] = t.desc;
            } else if (insn instanceof FieldInsnNode fi) {
                code.refs[i] = new Code.MemberRef(fi.owner, fi.name, fi.desc);
            } else if (insn instanceof MethodInsnNode m && m.owner.equals(Unsafes.UNSAFE)) {
                // a call the Unsafe rewrite left (Unsafes): it ends the path, named, where it is reached
                code.ops[i] = Ops.UNSUPPORTED;
                code.refs[i] = Unsafes.unsupported(m, method.owner.javaName() + "."
                        + Unsafes.callerOf(method.name), line);
            } else if (insn instanceof MethodInsnNode m) {
                Code.MemberRef ref = new Code.MemberRef(m.owner, m.name, m.desc);
                if (op == Opcodes.INVOKEVIRTUAL || op == Opcodes.INVOKEINTERFACE) {
                    code.refs[i] = new Code.CallSite(ref, (Type.getArgumentsAndReturnSizes(m.desc) >> 2));
                } else {
                    code.refs[i] = ref;
                }
            } else if (insn instanceof MultiANewArrayInsnNode m) {
                code.refs[i] = m.desc;
                code.a[i] = m.dims;
            } else if (insn instanceof LdcInsnNode l) {
                decodeLdc(code, i, l.cst);
            } else if (insn instanceof TableSwitchInsnNode t) {
                int[] keys = new int[t.max - t.min + 1];
                int[] targets = new int[keys.length];
                for (int k = 0; k < keys.length; k++) {
                    keys[k] = t.min + k;
                    targets[k] = labels.get(t.labels.get(k));
                }
                code.refs[i] = new Code.Switch(keys, targets, labels.get(t.dflt));
            } else if (insn instanceof LookupSwitchInsnNode t) {
                int[] keys = new int[t.keys.size()];
                int[] targets = new int[keys.length];
                for (int k = 0; k < keys.length; k++) {
                    keys[k] = t.keys.get(k);
                    targets[k] = labels.get(t.labels.get(k));
                }
                code.refs[i] = new Code.Switch(keys, targets, labels.get(t.dflt));
            } else if (insn instanceof InvokeDynamicInsnNode indy) {
                code.refs[i] = indy; // resolved on first execution (CallSites)
            } else if (op == Opcodes.JSR || op == Opcodes.RET) {
                code.ops[i] = Ops.UNSUPPORTED;
                code.refs[i] = "jsr/ret (class files older than Java 7)";
            }
            i++;
        }
        // Fuse lcmp with the ifXX after it (javac always emits them together), so a comparison of symbolic longs
        // becomes one condition rather than an if-then-else term.
        for (int k = 0; k + 1 < n; k++) {
            int next = code.ops[k + 1];
            if (code.ops[k] == Opcodes.LCMP && next >= Opcodes.IFEQ && next <= Opcodes.IFLE
                    && !isJumpTarget(labels, k + 1)) {
                code.ops[k] = Ops.LCMP_IF;
                code.a[k] = code.a[k + 1];
                code.b[k] = next;
            }
        }
        for (int h = 0; h < tcbs.size(); h++) {
            TryCatchBlockNode t = tcbs.get(h);
            code.handlerStart[h] = labels.get(t.start);
            code.handlerEnd[h] = labels.get(t.end);
            code.handlerPc[h] = labels.get(t.handler);
            code.handlerType[h] = t.type;
        }
        return code;
    }

    private static boolean isJumpTarget(Map<LabelNode, Integer> labels, int index) {
        return labels.containsValue(index);
    }

    private static void decodeLdc(Code code, int i, Object cst) {
        if (cst instanceof Integer v) {
            code.ops[i] = Ops.LDC_INT;
            code.a[i] = v;
        } else if (cst instanceof Long v) {
            code.ops[i] = Ops.LDC_LONG;
            code.refs[i] = v;
        } else if (cst instanceof Float v) {
            code.ops[i] = Ops.LDC_FLOAT;
            code.a[i] = Float.floatToRawIntBits(v);
        } else if (cst instanceof Double v) {
            code.ops[i] = Ops.LDC_DOUBLE;
            code.refs[i] = v;
        } else if (cst instanceof String s) {
            code.ops[i] = Ops.LDC_REF;
            code.refs[i] = s.intern(); // literals are interned, as the JVM does
        } else if (cst instanceof Type t && (t.getSort() == Type.OBJECT || t.getSort() == Type.ARRAY)) {
            code.ops[i] = Ops.LDC_CLASS;
            code.refs[i] = t.getSort() == Type.OBJECT ? t.getInternalName() : t.getDescriptor();
        } else {
            code.ops[i] = Ops.UNSUPPORTED;
            code.refs[i] = "a method-type, method-handle or dynamic constant (ldc " + cst + ")";
        }
    }
}
