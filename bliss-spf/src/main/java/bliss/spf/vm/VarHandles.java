package bliss.spf.vm;

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
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.TypeInsnNode;
import org.objectweb.asm.tree.VarInsnNode;
import org.objectweb.asm.tree.analysis.Frame;
import org.objectweb.asm.tree.analysis.SourceValue;

import java.util.HashMap;
import java.util.Map;
import java.util.function.Function;

import static bliss.spf.vm.ConstantArguments.classConstant;
import static bliss.spf.vm.ConstantArguments.constant;
import static bliss.spf.vm.ConstantArguments.frames;
import static bliss.spf.vm.ConstantArguments.parse;

/**
 * VarHandles as plain field and array accesses, rewritten in the bytecode when a class is defined: the way
 * {@code java.util.concurrent} and code written like it reach their fields ({@code ConcurrentLinkedQueue},
 * a Treiber stack). The engine runs one thread, where a VarHandle's access modes (plain, opaque, acquire, release,
 * volatile) all read and write the same, and a weak compare-and-set fails only when the values differ (the JVM may
 * also fail it spuriously; code correct under the JVM retries then, and takes the same path as on a success).
 *
 * <p>The idiom it recognizes: a static final field that the class initializer sets to
 * {@code MethodHandles.lookup().findVarHandle(C.class, "f", T.class)} (or {@code findStaticVarHandle}, or
 * {@code MethodHandles.arrayElementVarHandle(T[].class)}), with constant arguments, and a call
 * {@code FIELD.op(...)} whose VarHandle comes straight from that static field. Such a call becomes a call of a static
 * method added to the calling class, which reads and writes {@code C.f} with {@code getfield}/{@code putfield} (so
 * an input field is lazily initialized at its first read, as any read of it), and the initializer stores null in
 * place of the VarHandle, whose making is reflection. A call the rewrite does not recognize stays, and ends its path
 * as unsupported reflection, as before. The fences ({@code VarHandle.fullFence()} and the like) do nothing here.
 */
final class VarHandles {

    private static final String VAR_HANDLE = "java/lang/invoke/VarHandle";
    private static final String LOOKUP = "java/lang/invoke/MethodHandles$Lookup";
    private static final String HANDLES = "java/lang/invoke/MethodHandles";
    private static final String ATOMIC = "java/util/concurrent/atomic/";
    /** The field updaters, the older idiom for the same: {@code AtomicReferenceFieldUpdater.newUpdater(...)}. */
    private static final java.util.Set<String> UPDATERS = java.util.Set.of(ATOMIC + "AtomicReferenceFieldUpdater",
            ATOMIC + "AtomicIntegerFieldUpdater", ATOMIC + "AtomicLongFieldUpdater");

    /**
     * What a VarHandle reaches.
     *
     * @param owner    the field's class (internal name), or null for an array's elements
     * @param name     the field's name, or null for an array's elements
     * @param desc     the field's or the element's type descriptor
     * @param isStatic whether the field is static
     */
    record Target(String owner, String name, String desc, boolean isStatic) {
        boolean isArray() {
            return owner == null;
        }
    }

    /** The names of the methods the rewrite adds begin so. */
    private static final String ACCESS = "bliss$vh$";

    private VarHandles() {
    }

    /** Whether a method of this name is one the rewrite added. */
    static boolean isAccess(String methodName) {
        return methodName.startsWith(ACCESS);
    }

    /**
     * @param bytesOf the class file of a class by its internal name, or null: where the VarHandle fields of another
     *                class than cn are found
     * @effects rewrites cn's VarHandle calls and initializer as the class comment says; leaves a class without any as
     *          it is
     */
    static void rewrite(ClassNode cn, Function<String, byte[]> bytesOf) {
        if (!mentionsVarHandles(cn)) {
            return;
        }
        Map<String, Map<String, Target>> known = new HashMap<>();
        known.put(cn.name, targets(cn));
        int[] helpers = {0};
        for (MethodNode m : java.util.List.copyOf(cn.methods)) {
            rewriteCalls(cn, m, owner -> known.computeIfAbsent(owner, o -> targets(parse(bytesOf.apply(o)))),
                    helpers);
        }
        MethodNode clinit = cn.methods.stream().filter(m -> m.name.equals("<clinit>")).findFirst().orElse(null);
        if (clinit != null && !known.get(cn.name).isEmpty()) {
            dropMaking(clinit);
        }
    }

    private static boolean mentionsVarHandles(ClassNode cn) {
        for (MethodNode m : cn.methods) {
            for (AbstractInsnNode i : m.instructions) {
                if (i instanceof MethodInsnNode c && (c.owner.equals(VAR_HANDLE) || c.owner.equals(LOOKUP)
                        || UPDATERS.contains(c.owner))) {
                    return true;
                }
            }
        }
        return false;
    }

    /** @return the static VarHandle fields of cn its initializer sets by the idiom, by name */
    private static Map<String, Target> targets(ClassNode cn) {
        Map<String, Target> out = new HashMap<>();
        MethodNode clinit = cn.methods == null ? null
                : cn.methods.stream().filter(m -> m.name.equals("<clinit>")).findFirst().orElse(null);
        if (clinit == null) {
            return out;
        }
        Frame<SourceValue>[] frames = frames(cn.name, clinit);
        if (frames == null) {
            return out;
        }
        Map<AbstractInsnNode, Target> made = new HashMap<>();
        AbstractInsnNode[] insns = clinit.instructions.toArray();
        for (int k = 0; k < insns.length; k++) {
            if (!(insns[k] instanceof MethodInsnNode c) || frames[k] == null) {
                continue;
            }
            Frame<SourceValue> f = frames[k];
            int top = f.getStackSize();
            Target t = null;
            if (c.owner.equals(LOOKUP) && (c.name.equals("findVarHandle") || c.name.equals("findStaticVarHandle"))
                    && c.desc.equals("(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/invoke/VarHandle;")) {
                Type owner = classConstant(f.getStack(top - 3));
                Object name = constant(f.getStack(top - 2));
                Type type = classConstant(f.getStack(top - 1));
                if (owner != null && name instanceof String n && type != null) {
                    t = new Target(owner.getInternalName(), n, type.getDescriptor(),
                            c.name.equals("findStaticVarHandle"));
                }
            } else if (UPDATERS.contains(c.owner) && c.name.equals("newUpdater")) {
                boolean reference = c.owner.endsWith("AtomicReferenceFieldUpdater");
                Type owner = classConstant(f.getStack(top - (reference ? 3 : 2)));
                Type type = reference ? classConstant(f.getStack(top - 2))
                        : c.owner.endsWith("AtomicIntegerFieldUpdater") ? Type.INT_TYPE : Type.LONG_TYPE;
                Object name = constant(f.getStack(top - 1));
                if (owner != null && type != null && name instanceof String n) {
                    t = new Target(owner.getInternalName(), n, type.getDescriptor(), false);
                }
            } else if (c.owner.equals(HANDLES) && c.name.equals("arrayElementVarHandle")) {
                Type array = classConstant(f.getStack(top - 1));
                if (array != null && array.getSort() == Type.ARRAY) {
                    t = new Target(null, null, array.getDescriptor().substring(1), false);
                }
            }
            if (t != null) {
                made.put(c, t);
            }
        }
        for (int k = 0; k < insns.length; k++) {
            if (insns[k] instanceof FieldInsnNode p && p.getOpcode() == Opcodes.PUTSTATIC && p.owner.equals(cn.name)
                    && (p.desc.equals("L" + VAR_HANDLE + ";")
                    || p.desc.length() > 2 && UPDATERS.contains(p.desc.substring(1, p.desc.length() - 1)))
                    && frames[k] != null) {
                SourceValue v = frames[k].getStack(frames[k].getStackSize() - 1);
                if (v.insns.size() == 1 && made.containsKey(v.insns.iterator().next())) {
                    out.put(p.name, made.get(v.insns.iterator().next()));
                }
            }
        }
        return out;
    }

    private static void rewriteCalls(ClassNode cn, MethodNode m, Function<String, Map<String, Target>> known,
                                     int[] helpers) {
        boolean any = false;
        for (AbstractInsnNode i : m.instructions) {
            if (i instanceof MethodInsnNode c && (c.owner.equals(VAR_HANDLE) || UPDATERS.contains(c.owner))) {
                any = true;
                break;
            }
        }
        if (!any) {
            return;
        }
        Frame<SourceValue>[] frames = frames(cn.name, m);
        if (frames == null) {
            return;
        }
        AbstractInsnNode[] insns = m.instructions.toArray();
        for (int k = 0; k < insns.length; k++) {
            if (!(insns[k] instanceof MethodInsnNode c) || frames[k] == null
                    || !c.owner.equals(VAR_HANDLE) && !UPDATERS.contains(c.owner)) {
                continue;
            }
            if (c.getOpcode() == Opcodes.INVOKESTATIC && c.name.endsWith("Fence")) {
                m.instructions.set(c, new InsnNode(Opcodes.NOP));
                continue;
            }
            if (c.getOpcode() != Opcodes.INVOKEVIRTUAL) {
                continue;
            }
            Frame<SourceValue> f = frames[k];
            int args = Type.getArgumentTypes(c.desc).length;
            SourceValue handle = f.getStack(f.getStackSize() - 1 - args);
            if (handle.insns.size() != 1 || !(handle.insns.iterator().next() instanceof FieldInsnNode g)
                    || g.getOpcode() != Opcodes.GETSTATIC) {
                continue;
            }
            Target t = known.apply(g.owner).get(g.name);
            if (t == null) {
                continue;
            }
            String op = c.name;
            String desc = c.desc;
            AbstractInsnNode delta = null; // the constant an updater's increment adds, passed as its argument
            if (UPDATERS.contains(c.owner)) {
                Type number = Type.getReturnType(c.desc);
                boolean wide = number.getSort() == Type.LONG;
                switch (c.name) {
                    case "lazySet" -> op = "set";
                    case "weakCompareAndSet" -> op = "compareAndSet";
                    case "getAndIncrement", "getAndDecrement", "incrementAndGet", "decrementAndGet" -> {
                        boolean up = c.name.contains("Increment") || c.name.startsWith("increment");
                        op = c.name.startsWith("getAnd") ? "getAndAdd" : "addAndGet";
                        delta = wide ? new LdcInsnNode(up ? 1L : -1L) : new InsnNode(up ? Opcodes.ICONST_1
                                : Opcodes.ICONST_M1);
                        desc = "(" + Type.getArgumentTypes(c.desc)[0].getDescriptor() + number.getDescriptor() + ")"
                                + number.getDescriptor();
                    }
                    default -> {
                    }
                }
            }
            MethodNode helper = helper(t, op, desc, Type.getObjectType(c.owner));
            if (helper == null) {
                continue;
            }
            helper.name = ACCESS + helpers[0]++;
            cn.methods.add(helper);
            MethodInsnNode call = new MethodInsnNode(Opcodes.INVOKESTATIC, cn.name, helper.name, helper.desc,
                    (cn.access & Opcodes.ACC_INTERFACE) != 0);
            m.instructions.set(c, call);
            if (delta != null) {
                m.instructions.insertBefore(call, delta);
            }
        }
    }

    /**
     * @param handle the type of the VarHandle or field updater the call site passes first
     * @return a static method {@code (handle, coordinates..., values...)} that does {@code op} (a VarHandle's access
     *         mode, or an updater's {@code addAndGet}) on t as one thread sees it, or null for an operation or a
     *         signature it does not do (a float compare-and-set, a boxing)
     */
    static MethodNode helper(Target t, String op, String callDesc, Type handle) {
        Type[] args = Type.getArgumentTypes(callDesc);
        Type ret = Type.getReturnType(callDesc);
        Type value = Type.getType(t.desc());
        int coords = t.isStatic() ? 0 : t.isArray() ? 2 : 1;
        String mode = op.replaceAll("(Volatile|Opaque|Acquire|Release|Plain)$", "");
        int values = switch (mode) {
            case "get" -> 0;
            case "set", "getAndSet", "getAndAdd", "addAndGet", "getAndBitwiseOr", "getAndBitwiseAnd",
                    "getAndBitwiseXor" -> 1;
            case "compareAndSet", "weakCompareAndSet", "compareAndExchange" -> 2;
            default -> -1;
        };
        if (values < 0 || args.length != coords + values) {
            return null;
        }
        for (int i = coords; i < args.length; i++) {
            if (!fits(args[i], value)) {
                return null;
            }
        }
        if (t.isArray() && (args[1].getSort() != Type.INT)) {
            return null;
        }
        boolean numeric = mode.equals("getAndAdd") || mode.equals("addAndGet") || mode.startsWith("getAndBitwise");
        if (numeric && value.getSort() != Type.INT && value.getSort() != Type.LONG
                && !(mode.startsWith("getAndBitwise") && value.getSort() == Type.BOOLEAN)) {
            return null;
        }
        boolean compares = mode.equals("compareAndSet") || mode.equals("weakCompareAndSet")
                || mode.equals("compareAndExchange");
        if (compares && (value.getSort() == Type.FLOAT || value.getSort() == Type.DOUBLE)) {
            return null; // compared by their bits on the JVM
        }
        Type expectedRet = switch (mode) {
            case "set" -> Type.VOID_TYPE;
            case "compareAndSet", "weakCompareAndSet" -> Type.BOOLEAN_TYPE;
            default -> value;
        };
        if (!(ret.equals(expectedRet) || expectedRet.getSort() >= Type.ARRAY && ret.getSort() >= Type.ARRAY)) {
            return null;
        }
        Type[] params = new Type[args.length + 1];
        params[0] = handle;
        System.arraycopy(args, 0, params, 1, args.length);
        MethodNode h = new MethodNode(Opcodes.ACC_PRIVATE | Opcodes.ACC_STATIC | Opcodes.ACC_SYNTHETIC, "",
                Type.getMethodDescriptor(ret, params), null, null);
        InsnList code = h.instructions;
        int[] slot = new int[params.length];
        int next = 0;
        for (int i = 0; i < params.length; i++) {
            slot[i] = next;
            next += params[i].getSize();
        }
        int old = next; // a local for the value before the operation
        Runnable coordinates = () -> {
            for (int i = 1; i <= coords; i++) {
                code.add(new VarInsnNode(params[i].getOpcode(Opcodes.ILOAD), slot[i]));
                if (i == 1 && !t.isStatic()) {
                    Type own = t.isArray() ? Type.getType("[" + t.desc()) : Type.getObjectType(t.owner());
                    if (!params[1].equals(own)) {
                        code.add(new TypeInsnNode(Opcodes.CHECKCAST, own.getInternalName()));
                    }
                }
            }
        };
        Runnable read = () -> {
            coordinates.run();
            if (t.isArray()) {
                code.add(new InsnNode(value.getOpcode(Opcodes.IALOAD)));
            } else {
                code.add(new FieldInsnNode(t.isStatic() ? Opcodes.GETSTATIC : Opcodes.GETFIELD, t.owner(), t.name(),
                        t.desc()));
            }
        };
        // writes the value on the stack's top (its coordinates are pushed first by the caller of write)
        Runnable write = () -> {
            if (t.isArray()) {
                code.add(new InsnNode(value.getOpcode(Opcodes.IASTORE)));
            } else {
                code.add(new FieldInsnNode(t.isStatic() ? Opcodes.PUTSTATIC : Opcodes.PUTFIELD, t.owner(), t.name(),
                        t.desc()));
            }
        };
        java.util.function.IntConsumer load = i -> {
            code.add(new VarInsnNode(params[i].getOpcode(Opcodes.ILOAD), slot[i]));
            if (value.getSort() >= Type.ARRAY && !params[i].equals(value)) {
                code.add(new TypeInsnNode(Opcodes.CHECKCAST, value.getInternalName()));
            }
        };
        Runnable narrow = () -> { // a call site may expect a narrower reference than the field's type
            if (ret.getSort() >= Type.ARRAY && !ret.equals(value)) {
                code.add(new TypeInsnNode(Opcodes.CHECKCAST, ret.getInternalName()));
            }
        };
        int firstValue = coords + 1;
        switch (mode) {
            case "get" -> {
                read.run();
                narrow.run();
                code.add(new InsnNode(ret.getOpcode(Opcodes.IRETURN)));
            }
            case "set" -> {
                coordinates.run();
                load.accept(firstValue);
                write.run();
                code.add(new InsnNode(Opcodes.RETURN));
            }
            default -> {
                read.run();
                code.add(new VarInsnNode(value.getOpcode(Opcodes.ISTORE), old));
                LabelNode done = new LabelNode();
                if (compares) {
                    code.add(new VarInsnNode(value.getOpcode(Opcodes.ILOAD), old));
                    load.accept(firstValue);
                    jumpIfDiffer(code, value, done);
                }
                coordinates.run();
                if (compares) {
                    load.accept(firstValue + 1);
                } else if (mode.equals("getAndSet")) {
                    load.accept(firstValue);
                } else {
                    code.add(new VarInsnNode(value.getOpcode(Opcodes.ILOAD), old));
                    load.accept(firstValue);
                    boolean wide = value.getSort() == Type.LONG;
                    int base = switch (mode) {
                        case "getAndAdd", "addAndGet" -> Opcodes.IADD;
                        case "getAndBitwiseOr" -> Opcodes.IOR;
                        case "getAndBitwiseAnd" -> Opcodes.IAND;
                        default -> Opcodes.IXOR;
                    };
                    code.add(new InsnNode(wide ? base + 1 : base));
                }
                write.run();
                if (mode.equals("compareAndSet") || mode.equals("weakCompareAndSet")) {
                    code.add(new InsnNode(Opcodes.ICONST_1));
                    code.add(new InsnNode(Opcodes.IRETURN));
                    code.add(done);
                    code.add(new InsnNode(Opcodes.ICONST_0));
                    code.add(new InsnNode(Opcodes.IRETURN));
                } else if (mode.equals("addAndGet")) { // the new value: the old one and the argument again
                    code.add(new VarInsnNode(value.getOpcode(Opcodes.ILOAD), old));
                    load.accept(firstValue);
                    code.add(new InsnNode(value.getSort() == Type.LONG ? Opcodes.LADD : Opcodes.IADD));
                    code.add(new InsnNode(ret.getOpcode(Opcodes.IRETURN)));
                } else {
                    code.add(done);
                    code.add(new VarInsnNode(value.getOpcode(Opcodes.ILOAD), old));
                    narrow.run();
                    code.add(new InsnNode(ret.getOpcode(Opcodes.IRETURN)));
                }
            }
        }
        h.maxLocals = old + value.getSize();
        h.maxStack = 8;
        return h;
    }

    /** Whether a call-site type passes a value of type {@code value}: the same, or a reference for a reference. */
    private static boolean fits(Type arg, Type value) {
        return arg.equals(value) || arg.getSort() >= Type.ARRAY && value.getSort() >= Type.ARRAY;
    }

    /** Jumps to {@code to} when the two values on the stack's top differ (references by identity). */
    private static void jumpIfDiffer(InsnList code, Type value, LabelNode to) {
        switch (value.getSort()) {
            case Type.LONG -> {
                code.add(new InsnNode(Opcodes.LCMP));
                code.add(new JumpInsnNode(Opcodes.IFNE, to));
            }
            case Type.OBJECT, Type.ARRAY -> code.add(new JumpInsnNode(Opcodes.IF_ACMPNE, to));
            default -> code.add(new JumpInsnNode(Opcodes.IF_ICMPNE, to));
        }
    }

    /** In the initializer, null in place of each VarHandle made by the idiom (its making is reflection). */
    private static void dropMaking(MethodNode clinit) {
        for (AbstractInsnNode i : clinit.instructions.toArray()) {
            if (!(i instanceof MethodInsnNode c)) {
                continue;
            }
            if (c.owner.equals(HANDLES) && c.name.equals("lookup") && c.desc.equals("()L" + LOOKUP + ";")) {
                clinit.instructions.set(c, new InsnNode(Opcodes.ACONST_NULL));
            } else if (c.owner.equals(LOOKUP) && (c.name.equals("findVarHandle")
                    || c.name.equals("findStaticVarHandle"))) {
                InsnList pops = new InsnList();
                for (int k = 0; k < 4; k++) {
                    pops.add(new InsnNode(Opcodes.POP));
                }
                pops.add(new InsnNode(Opcodes.ACONST_NULL));
                clinit.instructions.insertBefore(c, pops);
                clinit.instructions.remove(c);
            } else if (UPDATERS.contains(c.owner) && c.name.equals("newUpdater")) {
                InsnList pops = new InsnList();
                for (int k = 0; k < Type.getArgumentTypes(c.desc).length; k++) {
                    pops.add(new InsnNode(Opcodes.POP));
                }
                pops.add(new InsnNode(Opcodes.ACONST_NULL));
                clinit.instructions.insertBefore(c, pops);
                clinit.instructions.remove(c);
            } else if (c.owner.equals(HANDLES) && c.name.equals("arrayElementVarHandle")) {
                InsnList pops = new InsnList();
                pops.add(new InsnNode(Opcodes.POP));
                pops.add(new InsnNode(Opcodes.ACONST_NULL));
                clinit.instructions.insertBefore(c, pops);
                clinit.instructions.remove(c);
            }
        }
    }
}
