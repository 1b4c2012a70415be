package bliss.spf.testgen;

import bliss.spf.vm.BranchTrace;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.InsnList;
import org.objectweb.asm.tree.InsnNode;
import org.objectweb.asm.tree.JumpInsnNode;
import org.objectweb.asm.tree.LabelNode;
import org.objectweb.asm.tree.LdcInsnNode;
import org.objectweb.asm.tree.LineNumberNode;
import org.objectweb.asm.tree.LookupSwitchInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.TableSwitchInsnNode;

import java.util.HashMap;
import java.util.Map;
import java.util.function.BiPredicate;

/**
 * Rewrites a user class so that a run on the real JVM reports to {@link PathRecorder} what the engine's trace of a
 * path records ({@link bliss.spf.vm.BranchTrace}): before each conditional jump and switch, its operands and site;
 * around each access to a reference field of the layout, the object and the value. The operands are duplicated, so
 * the stack at every original instruction, and every stack map frame, stay as they were. Instructions are numbered
 * as the engine numbers them ({@link BranchTrace#number}); static initializers are left alone, as the engine does not
 * trace them.
 */
final class TraceInstrumenter {

    private static final String RECORDER = Type.getInternalName(PathRecorder.class);

    private TraceInstrumenter() {
    }

    /**
     * @param layoutField whether a field access (owner as the instruction names it, field name) is of a reference
     *                    field of the layout
     * @effects every method of cn but static initializers reports its branches, switches and layout field accesses
     */
    static void instrument(ClassNode cn, BiPredicate<String, String> layoutField) {
        for (MethodNode m : cn.methods) {
            if (!m.name.equals("<clinit>") && m.instructions.size() > 0) {
                instrument(cn.name + "." + m.name + m.desc, m, layoutField);
            }
        }
    }

    private static void instrument(String method, MethodNode m, BiPredicate<String, String> layoutField) {
        Map<LabelNode, Integer> labels = new HashMap<>();
        BranchTrace.number(m.instructions, labels);
        AbstractInsnNode[] insns = m.instructions.toArray();
        int index = 0;
        int line = 0;
        for (AbstractInsnNode insn : insns) {
            if (insn instanceof LineNumberNode ln) {
                line = ln.line;
                continue;
            }
            int op = insn.getOpcode();
            if (op < 0) {
                continue;
            }
            int i = index++;
            if (insn instanceof JumpInsnNode && op != Opcodes.GOTO && op != Opcodes.JSR) {
                int site = PathRecorder.register(new PathRecorder.Site(method, i, line, op, null, null, 0, null));
                boolean two = op >= Opcodes.IF_ICMPEQ && op <= Opcodes.IF_ACMPNE;
                boolean refs = op == Opcodes.IFNULL || op == Opcodes.IFNONNULL || op == Opcodes.IF_ACMPEQ
                        || op == Opcodes.IF_ACMPNE;
                String t = refs ? "Ljava/lang/Object;" : "I";
                m.instructions.insertBefore(insn, call(two ? Opcodes.DUP2 : Opcodes.DUP, site, "branch",
                        "(" + t + (two ? t : "") + "I)V"));
            } else if (insn instanceof TableSwitchInsnNode ts) {
                int[] keys = new int[ts.max - ts.min + 1];
                int[] targets = new int[keys.length];
                for (int k = 0; k < keys.length; k++) {
                    keys[k] = ts.min + k;
                    targets[k] = labels.get(ts.labels.get(k));
                }
                int site = PathRecorder.register(new PathRecorder.Site(method, i, line, op, keys, targets,
                        labels.get(ts.dflt), null));
                m.instructions.insertBefore(insn, call(Opcodes.DUP, site, "choose", "(II)V"));
            } else if (insn instanceof LookupSwitchInsnNode ls) {
                int[] keys = new int[ls.keys.size()];
                int[] targets = new int[keys.length];
                for (int k = 0; k < keys.length; k++) {
                    keys[k] = ls.keys.get(k);
                    targets[k] = labels.get(ls.labels.get(k));
                }
                int site = PathRecorder.register(new PathRecorder.Site(method, i, line, op, keys, targets,
                        labels.get(ls.dflt), null));
                m.instructions.insertBefore(insn, call(Opcodes.DUP, site, "choose", "(II)V"));
            } else if (insn instanceof FieldInsnNode f && (op == Opcodes.GETFIELD || op == Opcodes.PUTFIELD)
                    && layoutField.test(f.owner, f.name)) {
                int site = PathRecorder.register(new PathRecorder.Site(method, i, line, op, null, null, 0, f.name));
                if (op == Opcodes.GETFIELD) {
                    // [o] -> [o, o] getfield [o, v] -> [v, o, v] read(o, v, site) -> [v]
                    m.instructions.insertBefore(insn, new InsnNode(Opcodes.DUP));
                    InsnList after = new InsnList();
                    after.add(new InsnNode(Opcodes.DUP_X1));
                    after.add(new LdcInsnNode(site));
                    after.add(new MethodInsnNode(Opcodes.INVOKESTATIC, RECORDER, "read",
                            "(Ljava/lang/Object;Ljava/lang/Object;I)V", false));
                    m.instructions.insert(insn, after);
                } else {
                    m.instructions.insertBefore(insn, call(Opcodes.DUP2, site, "write",
                            "(Ljava/lang/Object;Ljava/lang/Object;I)V"));
                }
            }
        }
    }

    /** {@code dup} (or {@code dup2}) of the operands, the site, and a call of the recorder. */
    private static InsnList call(int dup, int site, String name, String desc) {
        InsnList l = new InsnList();
        l.add(new InsnNode(dup));
        l.add(new LdcInsnNode(site));
        l.add(new MethodInsnNode(Opcodes.INVOKESTATIC, RECORDER, name, desc, false));
        return l;
    }
}
