package bliss.realcode.oracle;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassWriter;
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
import org.objectweb.asm.tree.LookupSwitchInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.TableSwitchInsnNode;
import org.objectweb.asm.tree.TryCatchBlockNode;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Loads the real-code copies and their drivers again, each instruction that decides a path reporting to
 * {@link Trace}: before every conditional jump its operands and opcode, before every switch its key, at every
 * exception handler the exception caught, around every read of a reference field the owner and the value read,
 * before every write of one the owner, before every new array its length, before every array access the array and
 * index (an access through {@code Unsafe} of an array's element too), and at every
 * {@code System.arraycopy} its positions and length. Everything else comes from the parent loader (the JDK, the symbolic API).
 */
public final class TracingLoader extends ClassLoader {

    private static final String TRACE = Type.getInternalName(Trace.class);
    private static final AtomicInteger SITES = new AtomicInteger();

    private final List<String> packages;

    /**
     * Instruments the classes of the packages (prefixes of Java names) given. They run with assertions enabled, as the
     * engine runs every class ({@code java -ea}): an {@code assert} is code of the path (HashMap's
     * {@code moveRootToFront} asserts {@code checkInvariants}, which branches on the colours).
     */
    public TracingLoader(ClassLoader parent, List<String> packages) {
        super(parent);
        this.packages = List.copyOf(packages);
        setDefaultAssertionStatus(true);
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        synchronized (getClassLoadingLock(name)) {
            if (packages.stream().noneMatch(name::startsWith)) {
                return super.loadClass(name, resolve);
            }
            Class<?> c = findLoadedClass(name);
            if (c == null) {
                byte[] b = instrument(bytes(name));
                c = defineClass(name, b, 0, b.length);
            }
            if (resolve) {
                resolveClass(c);
            }
            return c;
        }
    }

    private byte[] bytes(String name) throws ClassNotFoundException {
        try (InputStream in = getParent().getResourceAsStream(name.replace('.', '/') + ".class")) {
            if (in == null) {
                throw new ClassNotFoundException(name);
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static byte[] instrument(byte[] bytes) {
        ClassNode cn = new ClassNode();
        new ClassReader(bytes).accept(cn, 0);
        for (MethodNode m : cn.methods) {
            if (m.instructions.size() > 0) {
                instrument(cn.name, m);
            }
        }
        ClassWriter w = new ClassWriter(ClassWriter.COMPUTE_MAXS);
        cn.accept(w);
        return w.toByteArray();
    }

    private static void instrument(String owner, MethodNode m) {
        InsnList code = m.instructions;
        Set<LabelNode> handlers = new HashSet<>();
        for (TryCatchBlockNode t : m.tryCatchBlocks) {
            handlers.add(t.handler);
        }
        List<AbstractInsnNode> all = new ArrayList<>();
        code.forEach(all::add);
        for (AbstractInsnNode insn : all) {
            int op = insn.getOpcode();
            String where = owner.replace('/', '.') + "." + m.name + " " + line(insn);
            if (insn instanceof JumpInsnNode && op != Opcodes.GOTO && op != Opcodes.JSR) {
                int id = site(where);
                InsnList before = new InsnList();
                if (op >= Opcodes.IFEQ && op <= Opcodes.IFLE) {
                    before.add(new InsnNode(Opcodes.DUP));
                    call(before, id, op, "unary", "(III)V");
                } else if (op >= Opcodes.IF_ICMPEQ && op <= Opcodes.IF_ICMPLE) {
                    before.add(new InsnNode(Opcodes.DUP2));
                    call(before, id, op, "binary", "(IIII)V");
                } else if (op == Opcodes.IF_ACMPEQ || op == Opcodes.IF_ACMPNE) {
                    before.add(new InsnNode(Opcodes.DUP2));
                    call(before, id, op, "references", "(Ljava/lang/Object;Ljava/lang/Object;II)V");
                } else {
                    before.add(new InsnNode(Opcodes.DUP));
                    call(before, id, op, "nullness", "(Ljava/lang/Object;II)V");
                }
                code.insertBefore(insn, before);
            } else if (insn instanceof TableSwitchInsnNode t) {
                int[] keys = new int[t.labels.size()];
                int[] targets = new int[keys.length];
                List<LabelNode> distinct = new ArrayList<>();
                for (int i = 0; i < keys.length; i++) {
                    keys[i] = t.min + i;
                    targets[i] = targetIndex(distinct, t.labels.get(i));
                }
                switchSite(code, insn, where, keys, targets, targetIndex(distinct, t.dflt));
            } else if (insn instanceof LookupSwitchInsnNode l) {
                int[] keys = l.keys.stream().mapToInt(Integer::intValue).toArray();
                int[] targets = new int[keys.length];
                List<LabelNode> distinct = new ArrayList<>();
                for (int i = 0; i < keys.length; i++) {
                    targets[i] = targetIndex(distinct, l.labels.get(i));
                }
                switchSite(code, insn, where, keys, targets, targetIndex(distinct, l.dflt));
            } else if (insn instanceof FieldInsnNode f && isReference(f.desc)) {
                int id = site(f.owner.replace('/', '.') + "." + f.name + " at " + where);
                if (op == Opcodes.GETFIELD) {
                    code.insertBefore(insn, new InsnNode(Opcodes.DUP));
                    InsnList after = new InsnList();
                    after.add(new InsnNode(Opcodes.DUP_X1));
                    after.add(new LdcInsnNode(id));
                    after.add(new MethodInsnNode(Opcodes.INVOKESTATIC, TRACE, "read",
                            "(Ljava/lang/Object;Ljava/lang/Object;I)V", false));
                    code.insert(insn, after);
                } else if (op == Opcodes.PUTFIELD) {
                    InsnList before = new InsnList();
                    before.add(new InsnNode(Opcodes.DUP2));
                    before.add(new InsnNode(Opcodes.POP));
                    before.add(new LdcInsnNode(id));
                    before.add(new MethodInsnNode(Opcodes.INVOKESTATIC, TRACE, "write", "(Ljava/lang/Object;I)V",
                            false));
                    code.insertBefore(insn, before);
                }
            } else if (insn instanceof MethodInsnNode call && call.getOpcode() != Opcodes.INVOKESTATIC
                    && (call.name.equals("compareTo") || call.name.equals("compare")) && call.desc.endsWith(")I")) {
                // the engine's models decide a comparison's sign (below, equal, above) where the JDK's code runs
                // uninstrumented: the sign is an event of the run
                InsnList after = new InsnList();
                after.add(new InsnNode(Opcodes.DUP));
                after.add(new LdcInsnNode(site("comparison at " + where)));
                after.add(new MethodInsnNode(Opcodes.INVOKESTATIC, TRACE, "compared", "(II)V", false));
                code.insert(insn, after);
            } else if (m.name.equals("<clinit>")
                    || m.name.equals("$values") && (m.access & Opcodes.ACC_SYNTHETIC) != 0) {
                // a static initializer runs once, in the first run; the engine runs it apart from paths (an enum's
                // synthetic $values, which builds its array of constants, is called by its initializer alone)
                continue;
            } else if (op == Opcodes.NEWARRAY || op == Opcodes.ANEWARRAY) {
                InsnList before = new InsnList();
                before.add(new InsnNode(Opcodes.DUP));
                before.add(new LdcInsnNode(site("new array at " + where)));
                before.add(new MethodInsnNode(Opcodes.INVOKESTATIC, TRACE, "newArray", "(II)V", false));
                code.insertBefore(insn, before);
            } else if (insn instanceof MethodInsnNode call && call.owner.equals("jdk/internal/misc/Unsafe")
                    && op == Opcodes.INVOKEVIRTUAL && call.desc.startsWith("(Ljava/lang/Object;J")) {
                // an access through Unsafe (ConcurrentHashMap's table): on an array, the element it reaches is an
                // array access as the engine, which rewrites the call into one, decides it. The values after the
                // offset go to new locals for the moment, so that the object and offset can be reported.
                Type[] args = Type.getArgumentTypes(call.desc);
                int[] slots = new int[args.length];
                for (int a = 1; a < args.length; a++) {
                    slots[a] = m.maxLocals;
                    m.maxLocals += args[a].getSize();
                }
                InsnList before = new InsnList();
                for (int a = args.length - 1; a >= 1; a--) {
                    before.add(new org.objectweb.asm.tree.VarInsnNode(args[a].getOpcode(Opcodes.ISTORE), slots[a]));
                }
                before.add(new InsnNode(Opcodes.DUP));
                before.add(new org.objectweb.asm.tree.VarInsnNode(Opcodes.LLOAD, slots[1]));
                before.add(new LdcInsnNode(call.name.startsWith("put") ? 1 : 0));
                before.add(new LdcInsnNode(site("Unsafe." + call.name + " at " + where)));
                before.add(new MethodInsnNode(Opcodes.INVOKESTATIC, TRACE, "unsafe", "(Ljava/lang/Object;JZI)V",
                        false));
                for (int a = 1; a < args.length; a++) {
                    before.add(new org.objectweb.asm.tree.VarInsnNode(args[a].getOpcode(Opcodes.ILOAD), slots[a]));
                }
                code.insertBefore(insn, before);
            } else if (op >= Opcodes.IALOAD && op <= Opcodes.SALOAD) {
                InsnList before = new InsnList();
                before.add(new InsnNode(Opcodes.DUP2));
                before.add(new LdcInsnNode(site("array load at " + where)));
                before.add(new MethodInsnNode(Opcodes.INVOKESTATIC, TRACE, "load", "(Ljava/lang/Object;II)V",
                        false));
                code.insertBefore(insn, before);
            } else if (op >= Opcodes.IASTORE && op <= Opcodes.SASTORE) {
                // the value goes to a new local for the moment, so that the array and index can be reported
                boolean wide = op == Opcodes.LASTORE || op == Opcodes.DASTORE;
                int tmp = m.maxLocals;
                m.maxLocals += wide ? 2 : 1;
                int[] storeLoad = switch (op) {
                    case Opcodes.LASTORE -> new int[]{Opcodes.LSTORE, Opcodes.LLOAD};
                    case Opcodes.DASTORE -> new int[]{Opcodes.DSTORE, Opcodes.DLOAD};
                    case Opcodes.FASTORE -> new int[]{Opcodes.FSTORE, Opcodes.FLOAD};
                    case Opcodes.AASTORE -> new int[]{Opcodes.ASTORE, Opcodes.ALOAD};
                    default -> new int[]{Opcodes.ISTORE, Opcodes.ILOAD};
                };
                InsnList before = new InsnList();
                before.add(new org.objectweb.asm.tree.VarInsnNode(storeLoad[0], tmp));
                before.add(new InsnNode(Opcodes.DUP2));
                before.add(new LdcInsnNode(site("array store at " + where)));
                before.add(new MethodInsnNode(Opcodes.INVOKESTATIC, TRACE, "store", "(Ljava/lang/Object;II)V",
                        false));
                before.add(new org.objectweb.asm.tree.VarInsnNode(storeLoad[1], tmp));
                code.insertBefore(insn, before);
            } else if (insn instanceof MethodInsnNode call && call.getOpcode() == Opcodes.INVOKESTATIC
                    && (call.owner.equals("java/lang/System") && call.name.equals("arraycopy")
                    || call.owner.equals("java/util/Arrays") && call.name.equals("copyOf")
                    && call.desc.equals("([Ljava/lang/Object;I)[Ljava/lang/Object;"))) {
                call.owner = TRACE; // Trace.arraycopy and Trace.copyOf report what they read and copy
            } else if (insn instanceof LabelNode label && handlers.contains(label)) {
                int id = site(where);
                AbstractInsnNode at = label;
                while (at.getNext() != null && at.getNext().getOpcode() < 0) {
                    at = at.getNext(); // past the frame and line number of the handler's label
                }
                InsnList entry = new InsnList();
                entry.add(new InsnNode(Opcodes.DUP));
                entry.add(new LdcInsnNode(id));
                entry.add(new MethodInsnNode(Opcodes.INVOKESTATIC, TRACE, "caught", "(Ljava/lang/Throwable;I)V",
                        false));
                code.insert(at, entry);
            }
        }
    }

    private static boolean isReference(String desc) {
        return desc.startsWith("L") || desc.startsWith("[");
    }

    private static int site(String where) {
        int id = SITES.incrementAndGet();
        Trace.site(id, where);
        return id;
    }

    private static void call(InsnList list, int id, int op, String name, String desc) {
        list.add(new LdcInsnNode(id));
        list.add(new LdcInsnNode(op));
        list.add(new MethodInsnNode(Opcodes.INVOKESTATIC, TRACE, name, desc, false));
    }

    private static void switchSite(InsnList code, AbstractInsnNode insn, String where, int[] keys, int[] targets,
                                   int dflt) {
        int id = site(where);
        Trace.switchTargets(id, keys, targets, dflt);
        InsnList before = new InsnList();
        before.add(new InsnNode(Opcodes.DUP));
        before.add(new LdcInsnNode(id));
        before.add(new MethodInsnNode(Opcodes.INVOKESTATIC, TRACE, "key", "(II)V", false));
        code.insertBefore(insn, before);
    }

    private static int targetIndex(List<LabelNode> distinct, LabelNode target) {
        int i = distinct.indexOf(target);
        if (i < 0) {
            distinct.add(target);
            i = distinct.size() - 1;
        }
        return i;
    }

    private static String line(AbstractInsnNode insn) {
        for (AbstractInsnNode at = insn; at != null; at = at.getPrevious()) {
            if (at instanceof org.objectweb.asm.tree.LineNumberNode l) {
                return "line " + l.line;
            }
        }
        return "";
    }
}
