package bliss.spf.vm;

import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.FieldNode;
import org.objectweb.asm.tree.InsnList;
import org.objectweb.asm.tree.InsnNode;
import org.objectweb.asm.tree.JumpInsnNode;
import org.objectweb.asm.tree.LabelNode;
import org.objectweb.asm.tree.LdcInsnNode;
import org.objectweb.asm.tree.LineNumberNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.TypeInsnNode;
import org.objectweb.asm.tree.VarInsnNode;
import org.objectweb.asm.tree.analysis.Frame;
import org.objectweb.asm.tree.analysis.SourceValue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static bliss.spf.vm.ConstantArguments.classConstant;
import static bliss.spf.vm.ConstantArguments.constant;
import static bliss.spf.vm.ConstantArguments.frames;
import static bliss.spf.vm.ConstantArguments.parse;

/**
 * {@code jdk.internal.misc.Unsafe} as plain field and array accesses, rewritten in the bytecode when a class is
 * defined, as {@link VarHandles} rewrites VarHandles: the way OpenJDK's {@code ConcurrentHashMap} reaches its fields
 * and its table. The engine runs one thread, so every access mode (plain, opaque, acquire, release, volatile) reads
 * and writes the same, and a compare-and-set (weak or not) succeeds exactly when the values match.
 *
 * <p>What it recognizes:
 * <ul>
 * <li>a named field's offset: a static final long field of a class that its initializer sets straight from
 * {@code U.objectFieldOffset(C.class, "f")} with constant arguments, C declaring an instance field f. The call
 * becomes a constant (the offset is never a value the rewritten code uses), and a call {@code U.op(o, OFFSET, ...)}
 * whose offset comes straight from such a field ({@code getstatic}) becomes a {@code getfield}/{@code putfield} on
 * {@code C.f}, so an input field is lazily initialized at its first read, as any read of it;</li>
 * <li>an array's elements: {@code arrayBaseOffset} is 0 and {@code arrayIndexScale} 1 for every array class (and
 * Unsafe's {@code ARRAY_*_BASE_OFFSET} and {@code ARRAY_*_INDEX_SCALE} the same), so the offset the JDK computes,
 * {@code ((long) i << ASHIFT) + ABASE} with {@code ASHIFT = 31 - numberOfLeadingZeros(scale)}, is the index i
 * itself. A call whose offset is not a named field's is an access of the element {@code (int) offset} of the object,
 * which must be an array of the call's type ({@code Object[]} for the Reference forms, {@code int[]} for the Int
 * ones, ...);</li>
 * <li>{@code Unsafe.getUnsafe()} becomes null: every call on it is rewritten or reported.</li>
 * </ul>
 * The operations: {@code get}, {@code put}, {@code compareAndSet}, {@code weakCompareAndSet},
 * {@code compareAndExchange}, {@code getAndSet}, {@code getAndAdd}, {@code getAndBitwiseOr/And/Xor} of every type,
 * in every access mode (the helpers are {@link VarHandles}'s). A call the rewrite does not recognize (another
 * method, a float compare-and-set, an offset not decoded) stays, and {@link Decoder} makes it end its path as
 * unsupported, naming the call and its place; so does an element access on an object that is no array of its type.
 */
final class Unsafes {

    static final String UNSAFE = "jdk/internal/misc/Unsafe";
    /** The names of the methods the rewrite adds begin so. */
    private static final String ACCESS = "bliss$unsafe$";
    /** The name of the call an element access makes on an object that is no array of its type, after this prefix. */
    static final String UNDECODED = "bliss$undecoded$";
    private static final Type OBJECT = Type.getType(Object.class);

    /** The accesses: the operation, the type, the access mode. */
    private static final Pattern ACCESSOR = Pattern.compile("(getAndBitwiseOr|getAndBitwiseAnd|getAndBitwiseXor"
            + "|getAndAdd|getAndSet|weakCompareAndSet|compareAndSet|compareAndExchange|get|put)"
            + "(Reference|Int|Long|Boolean|Byte|Short|Char|Float|Double)(Volatile|Acquire|Release|Opaque|Plain)?");

    private Unsafes() {
    }

    /** Whether a method of this name is one the rewrite added. */
    static boolean isAccess(String methodName) {
        return methodName.startsWith(ACCESS);
    }

    /**
     * @param bytesOf the class file of a class by its internal name, or null: where the offset fields of another class
     *                than cn, and the fields an offset names, are found
     * @effects rewrites cn's Unsafe calls as the class comment says; leaves a class that names no Unsafe as it is
     */
    static void rewrite(ClassNode cn, Function<String, byte[]> bytesOf) {
        if (!mentionsUnsafe(cn)) {
            return;
        }
        Map<String, Map<String, VarHandles.Target>> known = new HashMap<>();
        known.put(cn.name, offsets(cn, bytesOf));
        int[] helpers = {0};
        for (MethodNode m : List.copyOf(cn.methods)) {
            rewriteCalls(cn, m, owner -> known.computeIfAbsent(owner, o -> offsets(parse(bytesOf.apply(o)),
                    bytesOf)), helpers);
        }
        for (MethodNode m : cn.methods) {
            constants(cn, m);
        }
    }

    /**
     * The message of a path that reaches an Unsafe call the rewrite left.
     *
     * @param call  the call
     * @param where the method it is in, as {@code Class.method}
     * @param line  its source line, or 0
     */
    static String unsupported(MethodInsnNode call, String where, int line) {
        String at = line > 0 ? " (" + where + ", line " + line + ")" : " (" + where + ")";
        if (call.name.startsWith(UNDECODED)) {
            String name = call.name.substring(UNDECODED.length());
            return "jdk.internal.misc.Unsafe." + name + " of an offset that is no field's (objectFieldOffset in a "
                    + "static final field) on an object that is no array of its type" + at;
        }
        return "jdk.internal.misc.Unsafe." + call.name + Type.getMethodType(call.desc).getDescriptor()
                + ", a call the engine does not rewrite (docs/models.md, \"Unsafe\")" + at;
    }

    /** Where a rewritten method is, for messages: {@code bliss$unsafe$tabAt$3} was written for a call in tabAt. */
    static String callerOf(String methodName) {
        if (!isAccess(methodName)) {
            return methodName;
        }
        String rest = methodName.substring(ACCESS.length());
        int end = rest.lastIndexOf('$');
        return end > 0 ? rest.substring(0, end) : rest;
    }

    private static boolean mentionsUnsafe(ClassNode cn) {
        for (MethodNode m : cn.methods) {
            for (AbstractInsnNode i : m.instructions) {
                if (i instanceof MethodInsnNode c && c.owner.equals(UNSAFE)
                        || i instanceof FieldInsnNode f && f.owner.equals(UNSAFE)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean isFieldOffset(MethodInsnNode c) {
        return c.owner.equals(UNSAFE) && c.name.equals("objectFieldOffset")
                && c.desc.equals("(Ljava/lang/Class;Ljava/lang/String;)J");
    }

    /** @return cn's static offset fields its initializer sets by the idiom, by name: the fields they name */
    private static Map<String, VarHandles.Target> offsets(ClassNode cn, Function<String, byte[]> bytesOf) {
        Map<String, VarHandles.Target> out = new HashMap<>();
        MethodNode clinit = cn.methods == null ? null
                : cn.methods.stream().filter(m -> m.name.equals("<clinit>")).findFirst().orElse(null);
        if (clinit == null) {
            return out;
        }
        Frame<SourceValue>[] frames = frames(cn.name, clinit);
        if (frames == null) {
            return out;
        }
        Map<AbstractInsnNode, VarHandles.Target> made = new HashMap<>();
        AbstractInsnNode[] insns = clinit.instructions.toArray();
        for (int k = 0; k < insns.length; k++) {
            if (insns[k] instanceof MethodInsnNode c && frames[k] != null && isFieldOffset(c)) {
                Frame<SourceValue> f = frames[k];
                int top = f.getStackSize();
                Type owner = classConstant(f.getStack(top - 2));
                Object name = constant(f.getStack(top - 1));
                if (owner != null && owner.getSort() == Type.OBJECT && name instanceof String n) {
                    ClassNode declaring = owner.getInternalName().equals(cn.name) ? cn
                            : parse(bytesOf.apply(owner.getInternalName()));
                    for (FieldNode fn : declaring.fields == null ? List.<FieldNode>of() : declaring.fields) {
                        if (fn.name.equals(n) && (fn.access & Opcodes.ACC_STATIC) == 0) {
                            made.put(c, new VarHandles.Target(owner.getInternalName(), n, fn.desc, false));
                        }
                    }
                }
            }
        }
        for (int k = 0; k < insns.length; k++) {
            if (insns[k] instanceof FieldInsnNode p && p.getOpcode() == Opcodes.PUTSTATIC && p.owner.equals(cn.name)
                    && p.desc.equals("J") && frames[k] != null) {
                SourceValue v = frames[k].getStack(frames[k].getStackSize() - 1);
                if (v.insns.size() == 1 && made.containsKey(v.insns.iterator().next())) {
                    out.put(p.name, made.get(v.insns.iterator().next()));
                }
            }
        }
        return out;
    }

    /** The descriptor of an Unsafe accessor's type: Reference is Object. */
    private static String typeDesc(String type) {
        return switch (type) {
            case "Reference" -> "Ljava/lang/Object;";
            case "Int" -> "I";
            case "Long" -> "J";
            case "Boolean" -> "Z";
            case "Byte" -> "B";
            case "Short" -> "S";
            case "Char" -> "C";
            case "Float" -> "F";
            default -> "D";
        };
    }

    /** Whether a field of descriptor {@code fieldDesc} is what an accessor of descriptor {@code typeDesc} reaches. */
    private static boolean fieldFits(String fieldDesc, String typeDesc) {
        char f = fieldDesc.charAt(0);
        return typeDesc.startsWith("L") ? f == 'L' || f == '[' : fieldDesc.equals(typeDesc);
    }

    private static void rewriteCalls(ClassNode cn, MethodNode m,
                                     Function<String, Map<String, VarHandles.Target>> known, int[] helpers) {
        boolean any = false;
        for (AbstractInsnNode i : m.instructions) {
            if (i instanceof MethodInsnNode c && c.owner.equals(UNSAFE) && c.getOpcode() == Opcodes.INVOKEVIRTUAL
                    && ACCESSOR.matcher(c.name).matches()) {
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
            if (!(insns[k] instanceof MethodInsnNode c) || frames[k] == null || !c.owner.equals(UNSAFE)
                    || c.getOpcode() != Opcodes.INVOKEVIRTUAL) {
                continue;
            }
            Matcher accessor = ACCESSOR.matcher(c.name);
            Type[] args = Type.getArgumentTypes(c.desc);
            if (!accessor.matches() || args.length < 2 || !args[0].equals(OBJECT) || args[1].getSort() != Type.LONG) {
                continue;
            }
            String op = accessor.group(1).equals("put") ? "set" : accessor.group(1);
            String type = typeDesc(accessor.group(2));
            Frame<SourceValue> f = frames[k];
            SourceValue offset = f.getStack(f.getStackSize() - args.length + 1);
            VarHandles.Target field = null;
            if (offset.insns.size() == 1 && offset.insns.iterator().next() instanceof FieldInsnNode g
                    && g.getOpcode() == Opcodes.GETSTATIC && g.desc.equals("J")) {
                field = known.apply(g.owner).get(g.name);
            }
            if (field != null && !fieldFits(field.desc(), type)) {
                continue; // the offset of a field of another type: left, reported when reached
            }
            VarHandles.Target target = field != null ? field : new VarHandles.Target(null, null, type, false);
            StringBuilder inner = new StringBuilder("(Ljava/lang/Object;");
            if (field == null) {
                inner.append('I');
            }
            for (int a = 2; a < args.length; a++) {
                inner.append(args[a].getDescriptor());
            }
            inner.append(')').append(Type.getReturnType(c.desc).getDescriptor());
            MethodNode access = VarHandles.helper(target, op, inner.toString(), OBJECT);
            if (access == null) {
                continue; // a float compare-and-set, ...: left, reported when reached
            }
            String name = ACCESS + m.name.replaceAll("[<>]", "") + "$" + helpers[0]++;
            access.name = name + "$access";
            cn.methods.add(access);
            MethodNode wrapper = wrapper(cn, c, name, access, field == null ? type : null, lineOf(c));
            cn.methods.add(wrapper);
            m.instructions.set(c, new MethodInsnNode(Opcodes.INVOKESTATIC, cn.name, wrapper.name, wrapper.desc,
                    (cn.access & Opcodes.ACC_INTERFACE) != 0));
        }
    }

    /** The source line of an instruction: the last line number before it, or 0. */
    private static int lineOf(AbstractInsnNode i) {
        for (AbstractInsnNode p = i; p != null; p = p.getPrevious()) {
            if (p instanceof LineNumberNode ln) {
                return ln.line;
            }
        }
        return 0;
    }

    /**
     * A static method of the call's arguments, the Unsafe first ({@code (Object unsafe, Object o, long offset,
     * values...)}), that calls {@code access} on the field ({@code (null, o, values...)}) or, for an element, on
     * {@code (null, o, (int) offset, values...)} when o is an array of the call's type, and else reaches the call
     * {@link Decoder} reports as unsupported.
     *
     * @param element the descriptor of the elements of the array the call reaches, or null for a field
     */
    private static MethodNode wrapper(ClassNode cn, MethodInsnNode call, String name, MethodNode access,
                                      String element, int line) {
        Type[] args = Type.getArgumentTypes(call.desc);
        Type ret = Type.getReturnType(call.desc);
        String desc = "(Ljava/lang/Object;" + call.desc.substring(1);
        MethodNode w = new MethodNode(Opcodes.ACC_PRIVATE | Opcodes.ACC_STATIC | Opcodes.ACC_SYNTHETIC, name, desc,
                null, null);
        InsnList code = w.instructions;
        LabelNode start = new LabelNode();
        code.add(start);
        if (line > 0) {
            code.add(new LineNumberNode(line, start));
        }
        LabelNode undecoded = new LabelNode();
        if (element != null) {
            code.add(new VarInsnNode(Opcodes.ALOAD, 1));
            code.add(new TypeInsnNode(Opcodes.INSTANCEOF, "[" + element));
            code.add(new JumpInsnNode(Opcodes.IFEQ, undecoded));
        }
        code.add(new InsnNode(Opcodes.ACONST_NULL));
        code.add(new VarInsnNode(Opcodes.ALOAD, 1));
        if (element != null) {
            code.add(new VarInsnNode(Opcodes.LLOAD, 2));
            code.add(new InsnNode(Opcodes.L2I));
        }
        int slot = 4;
        for (int a = 2; a < args.length; a++) {
            code.add(new VarInsnNode(args[a].getOpcode(Opcodes.ILOAD), slot));
            slot += args[a].getSize();
        }
        code.add(new MethodInsnNode(Opcodes.INVOKESTATIC, cn.name, access.name, access.desc,
                (cn.access & Opcodes.ACC_INTERFACE) != 0));
        code.add(new InsnNode(ret.getOpcode(Opcodes.IRETURN)));
        if (element != null) {
            code.add(undecoded);
            code.add(new MethodInsnNode(Opcodes.INVOKESTATIC, UNSAFE, UNDECODED + call.name, "()V", false));
            code.add(new InsnNode(Opcodes.ACONST_NULL));
            code.add(new InsnNode(Opcodes.ATHROW));
        }
        w.maxLocals = slot;
        w.maxStack = slot + 2;
        return w;
    }

    /**
     * In m: {@code getUnsafe()} null, {@code arrayBaseOffset} and the base offsets 0, {@code arrayIndexScale} and the
     * index scales 1, and each {@code objectFieldOffset(C.class, "f")} with constant arguments a constant of its own.
     */
    private static void constants(ClassNode cn, MethodNode m) {
        AbstractInsnNode[] insns = m.instructions.toArray();
        boolean offsets = false;
        for (AbstractInsnNode i : insns) {
            offsets |= i instanceof MethodInsnNode c && isFieldOffset(c);
        }
        Frame<SourceValue>[] frames = offsets ? frames(cn.name, m) : null; // before any change
        for (int k = 0; k < insns.length; k++) {
            AbstractInsnNode i = insns[k];
            if (i instanceof FieldInsnNode g && g.owner.equals(UNSAFE) && g.getOpcode() == Opcodes.GETSTATIC
                    && g.desc.equals("I")) {
                if (g.name.startsWith("ARRAY_") && g.name.endsWith("_BASE_OFFSET")) {
                    m.instructions.set(g, new InsnNode(Opcodes.ICONST_0));
                } else if (g.name.startsWith("ARRAY_") && g.name.endsWith("_INDEX_SCALE")) {
                    m.instructions.set(g, new InsnNode(Opcodes.ICONST_1));
                }
                continue;
            }
            if (!(i instanceof MethodInsnNode c) || !c.owner.equals(UNSAFE)) {
                continue;
            }
            InsnList pops = new InsnList();
            if (c.name.equals("getUnsafe") && c.desc.equals("()L" + UNSAFE + ";")) {
                pops.add(new InsnNode(Opcodes.ACONST_NULL));
            } else if ((c.name.equals("arrayBaseOffset") || c.name.equals("arrayIndexScale"))
                    && c.desc.equals("(Ljava/lang/Class;)I")) {
                pops.add(new InsnNode(Opcodes.POP));
                pops.add(new InsnNode(Opcodes.POP));
                pops.add(new InsnNode(c.name.equals("arrayBaseOffset") ? Opcodes.ICONST_0 : Opcodes.ICONST_1));
            } else if (isFieldOffset(c)) {
                Frame<SourceValue> f = frames == null ? null : frames[k];
                if (f == null || classConstant(f.getStack(f.getStackSize() - 2)) == null
                        || !(constant(f.getStack(f.getStackSize() - 1)) instanceof String)) {
                    continue; // left, reported when reached
                }
                String field = classConstant(f.getStack(f.getStackSize() - 2)).getInternalName() + "."
                        + constant(f.getStack(f.getStackSize() - 1));
                pops.add(new InsnNode(Opcodes.POP));
                pops.add(new InsnNode(Opcodes.POP));
                pops.add(new InsnNode(Opcodes.POP));
                pops.add(new LdcInsnNode((long) (field.hashCode() & 0x7fffffff) << 3)); // opaque, one per field
            } else {
                continue;
            }
            m.instructions.insertBefore(c, pops);
            m.instructions.remove(c);
        }
    }
}
