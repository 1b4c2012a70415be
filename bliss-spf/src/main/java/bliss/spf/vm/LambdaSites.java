package bliss.spf.vm;

import org.objectweb.asm.Handle;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.FieldNode;
import org.objectweb.asm.tree.InsnList;
import org.objectweb.asm.tree.InsnNode;
import org.objectweb.asm.tree.InvokeDynamicInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.TypeInsnNode;
import org.objectweb.asm.tree.VarInsnNode;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Lambdas and method references ({@code LambdaMetafactory.metafactory} and {@code altMetafactory}), as the JDK
 * links them: a class is synthesized per call site ({@code Host$$Lambda$N}) that implements the functional
 * interface (and the marker interfaces and bridges {@code altMetafactory} asks for), keeps the captured values in
 * fields, and whose interface method loads them and its own arguments, adapts each (casts, boxing, unboxing,
 * widening) to the implementation method's parameters, calls it as its handle says (static, virtual, interface,
 * special, constructor) and adapts the result. The site itself is a native that returns a new object with the
 * captured values, or, for a non-capturing lambda, always the same object (as the JDK does).
 */
final class LambdaSites {

    private LambdaSites() {
    }

    private static final int FLAG_SERIALIZABLE = 1;
    private static final int FLAG_MARKERS = 2;
    private static final int FLAG_BRIDGES = 4;

    static VmMethod link(Vm vm, VmClass host, InvokeDynamicInsnNode indy) {
        Object[] a = indy.bsmArgs;
        Type sam = (Type) a[0];
        Handle impl = (Handle) a[1];
        Type instantiated = (Type) a[2];
        Type iface = Type.getReturnType(indy.desc);
        Set<String> interfaces = new LinkedHashSet<>();
        interfaces.add(iface.getInternalName());
        List<Type> bridges = new ArrayList<>();
        if (indy.bsm.getName().equals("altMetafactory")) {
            int flags = (Integer) a[3];
            int i = 4;
            if ((flags & FLAG_MARKERS) != 0) {
                int n = (Integer) a[i++];
                for (int k = 0; k < n; k++) {
                    interfaces.add(((Type) a[i++]).getInternalName());
                }
            }
            if ((flags & FLAG_BRIDGES) != 0) {
                int n = (Integer) a[i++];
                for (int k = 0; k < n; k++) {
                    bridges.add((Type) a[i++]);
                }
            }
            if ((flags & FLAG_SERIALIZABLE) != 0) {
                interfaces.add("java/io/Serializable");
            }
        }
        Type[] captured = Type.getArgumentTypes(indy.desc);
        String name = vm.classes.syntheticName(host.name(), "Lambda");
        ClassNode cn = Codegen.syntheticClass(name, host, new ArrayList<>(interfaces));
        for (int i = 0; i < captured.length; i++) {
            cn.fields.add(new FieldNode(Opcodes.ACC_PRIVATE | Opcodes.ACC_FINAL, "arg$" + (i + 1),
                    captured[i].getDescriptor(), null, null));
        }
        Set<String> descs = new LinkedHashSet<>();
        descs.add(sam.getDescriptor());
        for (Type b : bridges) {
            descs.add(b.getDescriptor());
        }
        for (String desc : descs) {
            cn.methods.add(adapter(name, indy.name, desc, captured, impl, instantiated));
        }
        VmClass lambda = vm.classes.defineSynthetic(cn);
        lambda.initState = 2;
        Native factory;
        if (captured.length == 0) {
            VmObject instance = vm.permanentObject((hash, birth) -> new VmObject(lambda, hash, birth));
            factory = (in, p, r, b) -> r[b] = instance;
        } else {
            VmField[] fields = new VmField[captured.length];
            for (int i = 0; i < captured.length; i++) {
                fields[i] = lambda.findField("arg$" + (i + 1));
            }
            factory = (in, p, r, b) -> {
                VmObject o = in.vm.newObject(lambda);
                int slot = b;
                for (VmField f : fields) {
                    o.p[f.index] = p[slot];
                    o.r[f.index] = r[slot];
                    slot += f.wide ? 2 : 1;
                }
                r[b] = o;
            };
        }
        VmMethod m = new VmMethod(lambda, "get$Lambda", indy.desc, Opcodes.ACC_STATIC | Opcodes.ACC_PUBLIC, null,
                factory);
        lambda.addMethod(m);
        return m;
    }

    /** The interface method (or a bridge) with descriptor {@code desc}: captured values, arguments, the call. */
    private static org.objectweb.asm.tree.MethodNode adapter(String owner, String name, String desc, Type[] captured,
                                                             Handle impl, Type instantiated) {
        InsnList il = new InsnList();
        int kind = impl.getTag();
        Type implType = Type.getMethodType(impl.getDesc());
        Type[] implArgs = implType.getArgumentTypes();
        Type[] samArgs = Type.getArgumentTypes(desc);
        Type[] hints = instantiated.getArgumentTypes();
        boolean hasReceiver = kind == Opcodes.H_INVOKEVIRTUAL || kind == Opcodes.H_INVOKEINTERFACE
                || kind == Opcodes.H_INVOKESPECIAL;
        if (kind == Opcodes.H_NEWINVOKESPECIAL) {
            il.add(new TypeInsnNode(Opcodes.NEW, impl.getOwner()));
            il.add(new InsnNode(Opcodes.DUP));
        }
        int target = hasReceiver ? -1 : 0; // index into implArgs; -1 is the receiver
        Type receiver = Type.getObjectType(impl.getOwner());
        for (int i = 0; i < captured.length; i++, target++) {
            il.add(new VarInsnNode(Opcodes.ALOAD, 0));
            il.add(new FieldInsnNode(Opcodes.GETFIELD, owner, "arg$" + (i + 1), captured[i].getDescriptor()));
            Codegen.convert(il, captured[i], target < 0 ? receiver : implArgs[target], null);
        }
        int slot = 1;
        for (int i = 0; i < samArgs.length; i++, target++) {
            il.add(new VarInsnNode(Codegen.load(samArgs[i]), slot));
            slot += samArgs[i].getSize();
            Type hint = i < hints.length ? hints[i] : null;
            if (target < 0) {
                Codegen.convert(il, samArgs[i], receiver, hint);
            } else if (target < implArgs.length) {
                Codegen.convert(il, samArgs[i], implArgs[target], hint);
            } else {
                throw new Unsupported("a method reference with more arguments than " + impl.getName() + " takes");
            }
        }
        int op = switch (kind) {
            case Opcodes.H_INVOKESTATIC -> Opcodes.INVOKESTATIC;
            case Opcodes.H_INVOKEVIRTUAL -> Opcodes.INVOKEVIRTUAL;
            case Opcodes.H_INVOKEINTERFACE -> Opcodes.INVOKEINTERFACE;
            case Opcodes.H_INVOKESPECIAL, Opcodes.H_NEWINVOKESPECIAL -> Opcodes.INVOKESPECIAL;
            default -> throw new Unsupported("a lambda whose implementation is a field handle (" + impl + ")");
        };
        il.add(new MethodInsnNode(op, impl.getOwner(), impl.getName(), impl.getDesc(), impl.isInterface()));
        Type produced = kind == Opcodes.H_NEWINVOKESPECIAL ? receiver : implType.getReturnType();
        Type wanted = Type.getReturnType(desc);
        if (produced.getSort() == Type.VOID) {
            il.add(new InsnNode(Opcodes.RETURN));
        } else {
            Codegen.convert(il, produced, wanted, instantiated.getReturnType());
            il.add(new InsnNode(wanted.getOpcode(Opcodes.IRETURN)));
        }
        int locals = slot;
        int stack = 4 + 2 * (Codegen.argSlots(desc, 1) + 2 * captured.length);
        return Codegen.method(Opcodes.ACC_PUBLIC, name, desc, il, locals, stack);
    }
}
