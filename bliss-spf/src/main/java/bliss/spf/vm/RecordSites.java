package bliss.spf.vm;

import org.objectweb.asm.Handle;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.InsnList;
import org.objectweb.asm.tree.InsnNode;
import org.objectweb.asm.tree.IntInsnNode;
import org.objectweb.asm.tree.InvokeDynamicInsnNode;
import org.objectweb.asm.tree.JumpInsnNode;
import org.objectweb.asm.tree.LabelNode;
import org.objectweb.asm.tree.LdcInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.TypeInsnNode;
import org.objectweb.asm.tree.VarInsnNode;

import java.util.ArrayList;
import java.util.List;

/**
 * Records' {@code equals}, {@code hashCode} and {@code toString} ({@code ObjectMethods.bootstrap}), generated as
 * bytecode that does what the JDK 17 method handles do, in the same order (it matters for symbolic fields, whose
 * comparisons are branches):
 * <ul>
 *   <li>{@code equals}: true for the same object, false unless the other is an instance of the record, then the
 *       components compared <em>from the last to the first</em> (primitives with {@code ==}, floating point with
 *       {@code compare}, references with {@code Objects.equals});</li>
 *   <li>{@code hashCode}: {@code h = 31 * h + hash(c)} from the first component, starting at 0, each hash as the
 *       component's box class computes it ({@code Objects.hashCode} for references);</li>
 *   <li>{@code toString}: {@code Name[a=..., b=...]} with the simple name and each component as
 *       {@code String.valueOf} writes it.</li>
 * </ul>
 */
final class RecordSites {

    private RecordSites() {
    }

    static VmMethod link(Vm vm, VmClass host, InvokeDynamicInsnNode indy) {
        Type record = (Type) indy.bsmArgs[0];
        String names = (String) indy.bsmArgs[1];
        List<Handle> getters = new ArrayList<>();
        for (int i = 2; i < indy.bsmArgs.length; i++) {
            getters.add((Handle) indy.bsmArgs[i]);
        }
        String[] componentNames = names.isEmpty() ? new String[0] : names.split(";");
        InsnList body = switch (indy.name) {
            case "equals" -> equalsCode(record, getters);
            case "hashCode" -> hashCodeCode(getters);
            case "toString" -> toStringCode(vm, record, getters, componentNames);
            default -> throw new Unsupported("ObjectMethods.bootstrap for " + indy.name);
        };
        String name = vm.classes.syntheticName(host.name(), "ObjectMethods");
        ClassNode cn = Codegen.syntheticClass(name, host, List.of());
        cn.methods.add(Codegen.method(Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC, indy.name, indy.desc, body, 3, 8));
        VmClass c = vm.classes.defineSynthetic(cn);
        c.initState = 2;
        return c.declaredMethod(indy.name + indy.desc);
    }

    private static void get(InsnList il, int local, Handle getter) {
        il.add(new VarInsnNode(Opcodes.ALOAD, local));
        if (getter.getTag() == Opcodes.H_GETFIELD) {
            il.add(new FieldInsnNode(Opcodes.GETFIELD, getter.getOwner(), getter.getName(), getter.getDesc()));
        } else {
            il.add(new MethodInsnNode(Opcodes.INVOKEVIRTUAL, getter.getOwner(), getter.getName(), getter.getDesc(),
                    false));
        }
    }

    private static Type typeOf(Handle getter) {
        return getter.getTag() == Opcodes.H_GETFIELD ? Type.getType(getter.getDesc())
                : Type.getReturnType(getter.getDesc());
    }

    private static InsnList equalsCode(Type record, List<Handle> getters) {
        InsnList il = new InsnList();
        LabelNode notSame = new LabelNode();
        LabelNode instance = new LabelNode();
        LabelNode no = new LabelNode();
        il.add(new VarInsnNode(Opcodes.ALOAD, 0));
        il.add(new VarInsnNode(Opcodes.ALOAD, 1));
        il.add(new JumpInsnNode(Opcodes.IF_ACMPNE, notSame));
        il.add(new InsnNode(Opcodes.ICONST_1));
        il.add(new InsnNode(Opcodes.IRETURN));
        il.add(notSame);
        il.add(new VarInsnNode(Opcodes.ALOAD, 1));
        il.add(new TypeInsnNode(Opcodes.INSTANCEOF, record.getInternalName()));
        il.add(new JumpInsnNode(Opcodes.IFNE, instance));
        il.add(new InsnNode(Opcodes.ICONST_0));
        il.add(new InsnNode(Opcodes.IRETURN));
        il.add(instance);
        il.add(new VarInsnNode(Opcodes.ALOAD, 1));
        il.add(new TypeInsnNode(Opcodes.CHECKCAST, record.getInternalName()));
        il.add(new VarInsnNode(Opcodes.ASTORE, 2));
        for (int i = getters.size() - 1; i >= 0; i--) {
            Handle g = getters.get(i);
            Type t = typeOf(g);
            get(il, 0, g);
            get(il, 2, g);
            switch (t.getSort()) {
                case Type.LONG -> {
                    il.add(new InsnNode(Opcodes.LCMP));
                    il.add(new JumpInsnNode(Opcodes.IFNE, no));
                }
                case Type.FLOAT -> {
                    il.add(new MethodInsnNode(Opcodes.INVOKESTATIC, "java/lang/Float", "compare", "(FF)I", false));
                    il.add(new JumpInsnNode(Opcodes.IFNE, no));
                }
                case Type.DOUBLE -> {
                    il.add(new MethodInsnNode(Opcodes.INVOKESTATIC, "java/lang/Double", "compare", "(DD)I", false));
                    il.add(new JumpInsnNode(Opcodes.IFNE, no));
                }
                case Type.OBJECT, Type.ARRAY -> {
                    il.add(new MethodInsnNode(Opcodes.INVOKESTATIC, "java/util/Objects", "equals",
                            "(Ljava/lang/Object;Ljava/lang/Object;)Z", false));
                    il.add(new JumpInsnNode(Opcodes.IFEQ, no));
                }
                default -> il.add(new JumpInsnNode(Opcodes.IF_ICMPNE, no));
            }
        }
        il.add(new InsnNode(Opcodes.ICONST_1));
        il.add(new InsnNode(Opcodes.IRETURN));
        il.add(no);
        il.add(new InsnNode(Opcodes.ICONST_0));
        il.add(new InsnNode(Opcodes.IRETURN));
        return il;
    }

    private static InsnList hashCodeCode(List<Handle> getters) {
        InsnList il = new InsnList();
        il.add(new InsnNode(Opcodes.ICONST_0));
        for (Handle g : getters) {
            il.add(new IntInsnNode(Opcodes.BIPUSH, 31));
            il.add(new InsnNode(Opcodes.IMUL));
            get(il, 0, g);
            Type t = typeOf(g);
            switch (t.getSort()) {
                case Type.BOOLEAN -> {
                    LabelNode f = new LabelNode();
                    LabelNode done = new LabelNode();
                    il.add(new JumpInsnNode(Opcodes.IFEQ, f));
                    il.add(new IntInsnNode(Opcodes.SIPUSH, 1231));
                    il.add(new JumpInsnNode(Opcodes.GOTO, done));
                    il.add(f);
                    il.add(new IntInsnNode(Opcodes.SIPUSH, 1237));
                    il.add(done);
                }
                case Type.LONG -> il.add(new MethodInsnNode(Opcodes.INVOKESTATIC, "java/lang/Long", "hashCode",
                        "(J)I", false));
                case Type.FLOAT -> il.add(new MethodInsnNode(Opcodes.INVOKESTATIC, "java/lang/Float", "hashCode",
                        "(F)I", false));
                case Type.DOUBLE -> il.add(new MethodInsnNode(Opcodes.INVOKESTATIC, "java/lang/Double", "hashCode",
                        "(D)I", false));
                case Type.OBJECT, Type.ARRAY -> il.add(new MethodInsnNode(Opcodes.INVOKESTATIC, "java/util/Objects",
                        "hashCode", "(Ljava/lang/Object;)I", false));
                default -> {
                    // int, char, short, byte: the value itself
                }
            }
            il.add(new InsnNode(Opcodes.IADD));
        }
        il.add(new InsnNode(Opcodes.IRETURN));
        return il;
    }

    private static InsnList toStringCode(Vm vm, Type record, List<Handle> getters, String[] names) {
        InsnList il = new InsnList();
        String simple = Mirrors.simpleName(vm.classes.load(record.getInternalName()));
        il.add(new LdcInsnNode(simple + "["));
        for (int i = 0; i < getters.size(); i++) {
            il.add(new LdcInsnNode((i > 0 ? ", " : "") + names[i] + "="));
            Codegen.concat(il);
            get(il, 0, getters.get(i));
            Codegen.stringify(il, typeOf(getters.get(i)));
            Codegen.concat(il);
        }
        il.add(new LdcInsnNode("]"));
        Codegen.concat(il);
        il.add(new InsnNode(Opcodes.ARETURN));
        return il;
    }
}
