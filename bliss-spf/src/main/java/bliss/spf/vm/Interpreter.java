package bliss.spf.vm;

import bliss.layout.HeapAccess;
import bliss.spf.symbolic.Binary;
import bliss.spf.symbolic.Compare;
import bliss.spf.symbolic.Const;
import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Exprs;
import bliss.spf.symbolic.Floating;
import bliss.spf.symbolic.SymbolicString;
import bliss.spf.symbolic.Ite;
import bliss.spf.symbolic.Type;
import bliss.spf.symbolic.Unary;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.objectweb.asm.Opcodes.*;

/**
 * Executes interpreted code on one stack of frames: the main path of a symbolic execution, or a nested run (a
 * precondition check, a static initializer). Concrete values stay unboxed ({@link Frame}); a symbolic value is an
 * {@link Expr} in a reference slot, and costs only where inputs flow. What is not plain execution is delegated to
 * the {@link ExecutionHooks}: a read of an uninitialized field of the input heap, a branch on a symbolic condition.
 *
 * <p>Choice points are made by the hooks from a snapshot of this interpreter's frames taken <em>before</em> the
 * instruction that needs the choice; resuming from a snapshot re-executes that instruction, which asks the hooks
 * again, and they answer with the next alternative (Java PathFinder's re-execution of choice instructions).
 */
public final class Interpreter {

    /** {@link #run()}: the bottom frame returned; its result is in {@link #resultP}/{@link #resultR}. */
    public static final int RETURNED = 0;
    /** {@link #run()}: an exception escaped the bottom frame; it is in {@link #uncaught}. */
    public static final int UNCAUGHT = 1;

    private static final Object UNINIT = HeapAccess.UNINITIALIZED;

    final Vm vm;
    private final ExecutionHooks hooks;
    /** Where the branches taken in the user's code go, or null. */
    private BranchTrace trace;
    private Frame[] frames = new Frame[32];
    /** Frames to reuse, by depth (never the same objects as a snapshot's). */
    private Frame[] spare = new Frame[32];
    private int depth;
    private int maxDepth = 1024;
    private long stepLimit = Long.MAX_VALUE;
    private long stepsLeft = Long.MAX_VALUE;
    /** Steps (calls and backward jumps) taken, for statistics. */
    private long executed;

    public long resultP;
    public Object resultR;
    public VmObject uncaught;

    public Interpreter(Vm vm, ExecutionHooks hooks) {
        this.vm = vm;
        this.hooks = hooks;
    }

    public Vm vm() {
        return vm;
    }

    /**
     * Records from now on the branches this interpreter takes in the user's code into {@code t} (null: none), and
     * the lazy reads its hooks report ({@link #traceRead}).
     */
    public void trace(BranchTrace t) {
        this.trace = t;
    }

    /**
     * Records a lazily initialized read at the current instruction of the top frame, when tracing.
     *
     * @requires the frames are synced to the reading instruction
     */
    public void traceRead(String read) {
        if (trace != null && depth > 0 && frames[depth - 1].code.traced) {
            Frame f = frames[depth - 1];
            trace.read(f.code, f.pc, read);
        }
    }

    public ExecutionHooks hooks() {
        return hooks;
    }

    /** The call depth limit: a call that would exceed it ends the path ({@link Abort.Reason#DEPTH_LIMIT}). */
    public void setMaxDepth(int maxDepth) {
        this.maxDepth = maxDepth;
    }

    /**
     * Steps allowed between two {@link #resetSteps()} (choice points) before {@link ExecutionHooks#stepLimit}. A step
     * is a call or a backward jump: counting those alone bounds every loop and recursion, and keeps the count off the
     * path of straight-line code.
     */
    public void setStepLimit(long stepLimit) {
        executed += this.stepLimit - stepsLeft;
        this.stepLimit = stepLimit;
        this.stepsLeft = stepLimit;
        elementsLeft = MAX_ELEMENTS_BETWEEN_CHOICES;
    }

    public void resetSteps() {
        executed += stepLimit - stepsLeft;
        stepsLeft = stepLimit;
        elementsLeft = MAX_ELEMENTS_BETWEEN_CHOICES;
    }

    /** Steps (calls and backward jumps) taken so far. */
    public long executed() {
        return executed + (stepLimit - stepsLeft);
    }

    public int depth() {
        return depth;
    }

    // ------------------------------------------------------------------------------------------------------------
    // Frames and snapshots

    /**
     * Starts a run of {@code m}: discards any frames and pushes one for {@code m} with the given arguments.
     *
     * @param args arguments in slot layout: each either a Long (concrete primitive), an Expr, or a reference;
     *             a long or double argument is followed by a null for its second slot
     */
    public void start(VmMethod m, Object... args) {
        depth = 0;
        elementsLeft = MAX_ELEMENTS_BETWEEN_CHOICES;
        Frame f = recycledFrame(m);
        if (args.length != m.argSlots) {
            throw new IllegalArgumentException(m + " takes " + m.argSlots + " argument slots, got " + args.length);
        }
        for (int i = 0; i < args.length; i++) {
            Object a = args[i];
            if (a instanceof Long l) {
                f.p[i] = l;
            } else if (a instanceof Integer n) {
                f.p[i] = n;
            } else {
                f.r[i] = a;
            }
        }
        frames[depth++] = f;
    }

    /**
     * Pushes the frame of an input collection's inflation ({@link InputContents#INFLATE}), which returns to the call
     * that met the collection, to run it again (the caller's frame keeps its arguments).
     *
     * @requires c.pending(); the caller's frame has its pc and sp synced
     * @effects !c.pending(); the new frame on top
     * @return the new frame
     */
    private Frame pushInflation(InputContents c) {
        VmMethod m = c.cls.resolveMethod(InputContents.INFLATE);
        if (m == null) {
            throw new IllegalStateException(c.cls.javaName() + " has no input form");
        }
        Object[] args = c.inflating(vm);
        if (depth >= maxDepth) {
            hooks.depthLimit(this);
        }
        Frame callee = recycledFrame(m);
        callee.r[0] = c;
        callee.r[1] = args[0];
        callee.r[2] = args[1];
        callee.reinvoke = true;
        frames[depth++] = callee;
        return callee;
    }

    /**
     * The frame of a call of {@code m} at the current depth, not pushed yet: frames are recycled (snapshots copy them,
     * so a popped frame is free to reuse), the stack grown when full.
     */
    private Frame recycledFrame(VmMethod m) {
        if (depth == frames.length) {
            frames = Arrays.copyOf(frames, depth * 2);
            spare = Arrays.copyOf(spare, depth * 2);
        }
        Frame callee = spare[depth];
        if (callee == null) {
            callee = new Frame(m, m.code());
            spare[depth] = callee;
        } else {
            callee.reset(m, m.code());
        }
        return callee;
    }

    /** A copy of the frame stack, for a choice point. */
    public Frame[] snapshot() {
        Frame[] copy = new Frame[depth];
        for (int i = 0; i < depth; i++) {
            copy[i] = frames[i].copy();
        }
        return copy;
    }

    /** Replaces the frame stack by a copy of {@code snapshot} (the snapshot stays reusable). */
    public void restore(Frame[] snapshot) {
        if (frames.length < snapshot.length) {
            frames = new Frame[Math.max(snapshot.length, frames.length * 2)];
        }
        if (spare.length < frames.length) {
            spare = Arrays.copyOf(spare, frames.length);
        }
        for (int i = 0; i < snapshot.length; i++) {
            frames[i] = snapshot[i].copy();
            spare[i] = frames[i];
        }
        depth = snapshot.length;
    }

    /** Where the current instruction is: {@code Class.method(File.java:line)}. */
    public String location() {
        if (depth == 0) {
            return "(no frame)";
        }
        Frame f = frames[depth - 1];
        return location(f.method, f.line());
    }

    /** Where the current method was called: the location of the call in the frame below ({@link #location()}). */
    String callerLocation() {
        if (depth < 2) {
            return location();
        }
        Frame f = frames[depth - 2];
        return location(f.method, f.line());
    }

    /** Whether the current instruction is in a class of the JDK (its own or a model of it), not the user's. */
    boolean inJdkCode() {
        if (depth == 0) {
            return false;
        }
        String owner = frames[depth - 1].method.owner.name();
        return owner.startsWith("java/") || owner.startsWith("javax/") || owner.startsWith("jdk/")
                || owner.startsWith("sun/");
    }

    static String location(VmMethod m, int line) {
        String file = m.owner.sourceFile == null ? "Unknown Source" : m.owner.sourceFile;
        String cls = m.owner.javaName();
        return cls.substring(cls.lastIndexOf('.') + 1) + "." + m.name + "(" + file + (line > 0 ? ":" + line : "")
                + ")";
    }

    // ------------------------------------------------------------------------------------------------------------
    // The loop

    /**
     * Runs until the bottom frame returns ({@link #RETURNED}) or an exception escapes it ({@link #UNCAUGHT}).
     *
     * @throws Abort       when the hooks or a limit end the run early
     * @throws Unsupported when the program does something the engine does not support
     */
    public int run() {
        Frame f = frames[depth - 1];
        Code c;
        int[] ops;
        long[] p;
        Object[] r;
        int sp;
        int pc;
        frames:
        while (true) {
            // the frame on top, into locals: at the start, and after every call, return and caught exception
            c = f.code;
            ops = c.ops;
            p = f.p;
            r = f.r;
            sp = f.sp;
            pc = f.pc;
            try {
                for (; ; ) {
                    switch (ops[pc]) {
                        case NOP -> pc++;
                        case ACONST_NULL -> {
                            r[sp++] = null;
                            pc++;
                        }
                        case ICONST_M1, ICONST_0, ICONST_1, ICONST_2, ICONST_3, ICONST_4, ICONST_5 -> {
                            p[sp] = ops[pc] - ICONST_0;
                            r[sp++] = null;
                            pc++;
                        }
                        case LCONST_0, LCONST_1 -> {
                            p[sp] = ops[pc] - LCONST_0;
                            r[sp] = null;
                            r[sp + 1] = null;
                            sp += 2;
                            pc++;
                        }
                        case FCONST_0, FCONST_1, FCONST_2 -> {
                            p[sp] = Float.floatToRawIntBits(ops[pc] - FCONST_0);
                            r[sp++] = null;
                            pc++;
                        }
                        case DCONST_0, DCONST_1 -> {
                            p[sp] = Double.doubleToRawLongBits(ops[pc] - DCONST_0);
                            r[sp] = null;
                            r[sp + 1] = null;
                            sp += 2;
                            pc++;
                        }
                        case BIPUSH, SIPUSH, Ops.LDC_INT, Ops.LDC_FLOAT -> {
                            p[sp] = c.a[pc];
                            r[sp++] = null;
                            pc++;
                        }
                        case Ops.LDC_LONG -> {
                            p[sp] = (Long) c.refs[pc];
                            r[sp] = null;
                            r[sp + 1] = null;
                            sp += 2;
                            pc++;
                        }
                        case Ops.LDC_DOUBLE -> {
                            p[sp] = Double.doubleToRawLongBits((Double) c.refs[pc]);
                            r[sp] = null;
                            r[sp + 1] = null;
                            sp += 2;
                            pc++;
                        }
                        case Ops.LDC_REF -> {
                            r[sp++] = c.refs[pc];
                            pc++;
                        }
                        case Ops.LDC_CLASS -> {
                            f.pc = pc;
                            c.refs[pc] = Mirrors.of(vm, vm.classes.loadByTypeName((String) c.refs[pc]));
                            c.ops[pc] = Ops.LDC_REF;
                        }
                        case INVOKEDYNAMIC -> {
                            f.pc = pc;
                            f.sp = sp;
                            CallSites.resolve(this, c, pc);
                        }
                        case ILOAD, FLOAD -> {
                            int v = c.a[pc];
                            p[sp] = p[v];
                            r[sp++] = r[v];
                            pc++;
                        }
                        case ALOAD -> {
                            Object x = r[c.a[pc]];
                            if (x instanceof LazyArgument a) {
                                if (!a.isDecided()) {
                                    f.pc = pc;
                                    f.sp = sp;
                                    hooks.uninitializedArgument(this, a); // the argument's first load
                                }
                                x = a.value();
                            }
                            r[sp++] = x;
                            pc++;
                        }
                        case LLOAD, DLOAD -> {
                            int v = c.a[pc];
                            p[sp] = p[v];
                            r[sp] = r[v];
                            r[sp + 1] = null;
                            sp += 2;
                            pc++;
                        }
                        case ISTORE, FSTORE, ASTORE -> {
                            int v = c.a[pc];
                            sp--;
                            p[v] = p[sp];
                            r[v] = r[sp];
                            pc++;
                        }
                        case LSTORE, DSTORE -> {
                            int v = c.a[pc];
                            sp -= 2;
                            p[v] = p[sp];
                            r[v] = r[sp];
                            r[v + 1] = null;
                            pc++;
                        }
                        case IALOAD, BALOAD, CALOAD, SALOAD, FALOAD, AALOAD, LALOAD, DALOAD -> {
                            int op = ops[pc];
                            VmArray arr = element(f, pc, sp, p, r, sp - 1);
                            int i = (int) p[sp - 1];
                            if (arr.r[i] == UNINIT) {
                                f.pc = pc;
                                f.sp = sp;
                                hooks.uninitializedElement(this, arr, i); // an input array's element, now decided
                            }
                            if (op == AALOAD) {
                                r[sp - 2] = arr.r[i];
                                sp--;
                            } else if (op == LALOAD || op == DALOAD) {
                                p[sp - 2] = arr.p[i];
                                r[sp - 2] = arr.r[i];
                                r[sp - 1] = null;
                            } else {
                                p[sp - 2] = arr.p[i];
                                r[sp - 2] = arr.r[i];
                                sp--;
                            }
                            pc++;
                        }
                        case IASTORE, BASTORE, CASTORE, SASTORE, FASTORE, AASTORE -> {
                            int op = ops[pc];
                            VmArray arr = element(f, pc, sp, p, r, sp - 2);
                            int i = (int) p[sp - 2];
                            if (op == AASTORE) {
                                Object v = definite(f, pc, sp, r, sp - 1); // arrays hold objects (natives read them)
                                if (v != null) {
                                    VmClass comp = vm.classes.componentClass(arr.cls);
                                    // Object (no superclass) takes anything; else the JVM's store check
                                    if (comp.superclass != null && !vm.classOf(v).isSubtypeOf(comp)) {
                                        f.pc = pc;
                                        f.sp = sp;
                                        if (!LazyObject.instanceOf(this, v, comp)) {
                                            throw vmThrow("java/lang/ArrayStoreException", vm.classOf(v).javaName());
                                        }
                                    }
                                }
                                vm.trail.log(arr, i);
                                arr.r[i] = v;
                            } else {
                                long v = p[sp - 1];
                                Object s = r[sp - 1];
                                if (op == BASTORE) {
                                    if (arr.elem == 'Z') {
                                        v &= 1;
                                        s = s == null ? null : Exprs.binary(Binary.Op.AND, (Expr) s, Const.ofInt(1));
                                    } else {
                                        v = (byte) v;
                                        s = s == null ? null : Exprs.unary(Unary.Op.I2B, (Expr) s);
                                    }
                                } else if (op == CASTORE) {
                                    v = (char) v;
                                    s = s == null ? null : Exprs.unary(Unary.Op.I2C, (Expr) s);
                                } else if (op == SASTORE) {
                                    v = (short) v;
                                    s = s == null ? null : Exprs.unary(Unary.Op.I2S, (Expr) s);
                                }
                                vm.trail.log(arr, i);
                                arr.p[i] = v;
                                arr.r[i] = s;
                            }
                            sp -= 3;
                            pc++;
                        }
                        case LASTORE, DASTORE -> {
                            VmArray arr = element(f, pc, sp, p, r, sp - 3);
                            int i = (int) p[sp - 3];
                            vm.trail.log(arr, i);
                            arr.p[i] = p[sp - 2];
                            arr.r[i] = r[sp - 2];
                            sp -= 4;
                            pc++;
                        }
                        case POP -> {
                            sp--;
                            pc++;
                        }
                        case POP2 -> {
                            sp -= 2;
                            pc++;
                        }
                        case DUP -> {
                            p[sp] = p[sp - 1];
                            r[sp] = r[sp - 1];
                            sp++;
                            pc++;
                        }
                        case DUP_X1 -> {
                            // v2 v1 -> v1 v2 v1
                            move(p, r, sp - 1, sp);
                            move(p, r, sp - 2, sp - 1);
                            move(p, r, sp, sp - 2);
                            sp++;
                            pc++;
                        }
                        case DUP_X2 -> {
                            // v3 v2 v1 -> v1 v3 v2 v1
                            move(p, r, sp - 1, sp);
                            move(p, r, sp - 2, sp - 1);
                            move(p, r, sp - 3, sp - 2);
                            move(p, r, sp, sp - 3);
                            sp++;
                            pc++;
                        }
                        case DUP2 -> {
                            move(p, r, sp - 2, sp);
                            move(p, r, sp - 1, sp + 1);
                            sp += 2;
                            pc++;
                        }
                        case DUP2_X1 -> {
                            // v3 v2 v1 -> v2 v1 v3 v2 v1
                            move(p, r, sp - 1, sp + 1);
                            move(p, r, sp - 2, sp);
                            move(p, r, sp - 3, sp - 1);
                            move(p, r, sp + 1, sp - 2);
                            move(p, r, sp, sp - 3);
                            sp += 2;
                            pc++;
                        }
                        case DUP2_X2 -> {
                            // v4 v3 v2 v1 -> v2 v1 v4 v3 v2 v1
                            move(p, r, sp - 1, sp + 1);
                            move(p, r, sp - 2, sp);
                            move(p, r, sp - 3, sp - 1);
                            move(p, r, sp - 4, sp - 2);
                            move(p, r, sp + 1, sp - 3);
                            move(p, r, sp, sp - 4);
                            sp += 2;
                            pc++;
                        }
                        case SWAP -> {
                            long tp = p[sp - 1];
                            Object tr = r[sp - 1];
                            p[sp - 1] = p[sp - 2];
                            r[sp - 1] = r[sp - 2];
                            p[sp - 2] = tp;
                            r[sp - 2] = tr;
                            pc++;
                        }
                        case IADD, ISUB, IMUL, IAND, IOR, IXOR, ISHL, ISHR, IUSHR -> {
                            int op = ops[pc];
                            if (r[sp - 1] == null && r[sp - 2] == null) {
                                int x = (int) p[sp - 2];
                                int y = (int) p[sp - 1];
                                p[sp - 2] = switch (op) {
                                    case IADD -> x + y;
                                    case ISUB -> x - y;
                                    case IMUL -> x * y;
                                    case IAND -> x & y;
                                    case IOR -> x | y;
                                    case IXOR -> x ^ y;
                                    case ISHL -> x << y;
                                    case ISHR -> x >> y;
                                    default -> x >>> y;
                                };
                            } else {
                                setValue(p, r, sp - 2, Exprs.binary(binaryOp(op), expr(p, r, sp - 2, Type.INT),
                                        expr(p, r, sp - 1, Type.INT)));
                            }
                            sp--;
                            pc++;
                        }
                        case IDIV, IREM -> {
                            int op = ops[pc];
                            if (r[sp - 1] == null) {
                                if (p[sp - 1] == 0) {
                                    f.pc = pc;
                                    throw vmThrow("java/lang/ArithmeticException", "/ by zero");
                                }
                            } else {
                                f.pc = pc;
                                f.sp = sp;
                                if (branch(Compare.Op.EQ, (Expr) r[sp - 1], Const.ofInt(0))) {
                                    throw vmThrow("java/lang/ArithmeticException", "/ by zero");
                                }
                            }
                            if (r[sp - 1] == null && r[sp - 2] == null) {
                                int x = (int) p[sp - 2];
                                int y = (int) p[sp - 1];
                                p[sp - 2] = op == IDIV ? x / y : x % y;
                            } else {
                                setValue(p, r, sp - 2, Exprs.binary(op == IDIV ? Binary.Op.DIV : Binary.Op.REM,
                                        expr(p, r, sp - 2, Type.INT), expr(p, r, sp - 1, Type.INT)));
                            }
                            sp--;
                            pc++;
                        }
                        case LADD, LSUB, LMUL, LAND, LOR, LXOR -> {
                            int op = ops[pc];
                            if (r[sp - 2] == null && r[sp - 4] == null) {
                                long x = p[sp - 4];
                                long y = p[sp - 2];
                                p[sp - 4] = switch (op) {
                                    case LADD -> x + y;
                                    case LSUB -> x - y;
                                    case LMUL -> x * y;
                                    case LAND -> x & y;
                                    case LOR -> x | y;
                                    default -> x ^ y;
                                };
                            } else {
                                setValue(p, r, sp - 4, Exprs.binary(binaryOp(op), expr(p, r, sp - 4, Type.LONG),
                                        expr(p, r, sp - 2, Type.LONG)));
                            }
                            sp -= 2;
                            pc++;
                        }
                        case LDIV, LREM -> {
                            int op = ops[pc];
                            if (r[sp - 2] == null) {
                                if (p[sp - 2] == 0) {
                                    f.pc = pc;
                                    throw vmThrow("java/lang/ArithmeticException", "/ by zero");
                                }
                            } else {
                                f.pc = pc;
                                f.sp = sp;
                                if (branch(Compare.Op.EQ, (Expr) r[sp - 2], Const.ofLong(0))) {
                                    throw vmThrow("java/lang/ArithmeticException", "/ by zero");
                                }
                            }
                            if (r[sp - 2] == null && r[sp - 4] == null) {
                                long x = p[sp - 4];
                                long y = p[sp - 2];
                                p[sp - 4] = op == LDIV ? x / y : x % y;
                            } else {
                                setValue(p, r, sp - 4, Exprs.binary(op == LDIV ? Binary.Op.DIV : Binary.Op.REM,
                                        expr(p, r, sp - 4, Type.LONG), expr(p, r, sp - 2, Type.LONG)));
                            }
                            sp -= 2;
                            pc++;
                        }
                        case LSHL, LSHR, LUSHR -> {
                            int op = ops[pc];
                            if (r[sp - 1] == null && r[sp - 3] == null) {
                                long x = p[sp - 3];
                                int y = (int) p[sp - 1];
                                p[sp - 3] = op == LSHL ? x << y : op == LSHR ? x >> y : x >>> y;
                            } else {
                                setValue(p, r, sp - 3, Exprs.binary(binaryOp(op), expr(p, r, sp - 3, Type.LONG),
                                        expr(p, r, sp - 1, Type.INT)));
                            }
                            sp--;
                            pc++;
                        }
                        case INEG -> {
                            if (r[sp - 1] == null) {
                                p[sp - 1] = -(int) p[sp - 1];
                            } else {
                                setValue(p, r, sp - 1, Exprs.unary(Unary.Op.NEG, (Expr) r[sp - 1]));
                            }
                            pc++;
                        }
                        case LNEG -> {
                            if (r[sp - 2] == null) {
                                p[sp - 2] = -p[sp - 2];
                            } else {
                                setValue(p, r, sp - 2, Exprs.unary(Unary.Op.NEG, (Expr) r[sp - 2]));
                            }
                            pc++;
                        }
                        case IINC -> {
                            int v = c.a[pc];
                            if (r[v] == null) {
                                p[v] = (int) p[v] + c.b[pc];
                            } else {
                                setValue(p, r, v, Exprs.binary(Binary.Op.ADD, (Expr) r[v], Const.ofInt(c.b[pc])));
                            }
                            pc++;
                        }
                        case I2L -> {
                            if (r[sp - 1] != null) {
                                r[sp - 1] = Exprs.unary(Unary.Op.I2L, (Expr) r[sp - 1]);
                            }
                            r[sp++] = null;
                            pc++;
                        }
                        case L2I -> {
                            if (r[sp - 2] == null) {
                                p[sp - 2] = (int) p[sp - 2];
                            } else {
                                setValue(p, r, sp - 2, Exprs.unary(Unary.Op.L2I, (Expr) r[sp - 2]));
                            }
                            sp--;
                            pc++;
                        }
                        case I2B, I2C, I2S -> {
                            int op = ops[pc];
                            if (r[sp - 1] == null) {
                                long v = p[sp - 1];
                                p[sp - 1] = op == I2B ? (byte) v : op == I2C ? (char) v : (short) v;
                            } else {
                                Unary.Op u = op == I2B ? Unary.Op.I2B : op == I2C ? Unary.Op.I2C : Unary.Op.I2S;
                                setValue(p, r, sp - 1, Exprs.unary(u, (Expr) r[sp - 1]));
                            }
                            pc++;
                        }
                        case I2F, I2D, L2F, L2D, F2I, F2L, F2D, D2I, D2L, D2F, FADD, FSUB, FMUL, FDIV, FREM, DADD,
                             DSUB, DMUL, DDIV, DREM, FNEG, DNEG, FCMPL, FCMPG, DCMPL, DCMPG -> {
                            sp = floating(ops[pc], p, r, sp);
                            pc++;
                        }
                        case LCMP -> {
                            if (r[sp - 2] == null && r[sp - 4] == null) {
                                p[sp - 4] = Long.compare(p[sp - 4], p[sp - 2]);
                            } else {
                                Expr x = expr(p, r, sp - 4, Type.LONG);
                                Expr y = expr(p, r, sp - 2, Type.LONG);
                                setValue(p, r, sp - 4, Exprs.ite(Exprs.compare(Compare.Op.LT, x, y), Const.ofInt(-1),
                                        Exprs.ite(Exprs.compare(Compare.Op.EQ, x, y), Const.ofInt(0),
                                                Const.ofInt(1))));
                            }
                            sp -= 3;
                            pc++;
                        }
                        case Ops.LCMP_IF -> {
                            boolean taken;
                            Compare.Op cmp = compareOp(c.b[pc]);
                            if (r[sp - 2] == null && r[sp - 4] == null) {
                                taken = cmp.test(p[sp - 4], p[sp - 2]);
                            } else {
                                f.pc = pc;
                                f.sp = sp;
                                taken = branch(cmp, expr(p, r, sp - 4, Type.LONG), expr(p, r, sp - 2, Type.LONG));
                            }
                            sp -= 4;
                            // traced as the fused ifXX that follows, which a fall-through skips
                            pc = conditional(f, c, pc, sp, taken, pc + 1, pc + 2);
                        }
                        case IFEQ, IFNE, IFLT, IFGE, IFGT, IFLE -> {
                            boolean taken;
                            Compare.Op cmp = compareOp(ops[pc]);
                            if (r[sp - 1] == null) {
                                taken = cmp.test(p[sp - 1], 0);
                            } else {
                                f.pc = pc;
                                f.sp = sp;
                                taken = branch(cmp, (Expr) r[sp - 1], Const.ofInt(0));
                            }
                            sp--;
                            pc = conditional(f, c, pc, sp, taken, pc, pc + 1);
                        }
                        case IF_ICMPEQ, IF_ICMPNE, IF_ICMPLT, IF_ICMPGE, IF_ICMPGT, IF_ICMPLE -> {
                            boolean taken;
                            Compare.Op cmp = compareOp(ops[pc]);
                            if (r[sp - 1] == null && r[sp - 2] == null) {
                                taken = cmp.test(p[sp - 2], p[sp - 1]);
                            } else {
                                f.pc = pc;
                                f.sp = sp;
                                taken = branch(cmp, expr(p, r, sp - 2, Type.INT), expr(p, r, sp - 1, Type.INT));
                            }
                            sp -= 2;
                            pc = conditional(f, c, pc, sp, taken, pc, pc + 1);
                        }
                        case IF_ACMPEQ, IF_ACMPNE, IFNULL, IFNONNULL -> {
                            int op = ops[pc];
                            boolean taken = referenceBranch(f, r, pc, sp, op);
                            sp -= op == IFNULL || op == IFNONNULL ? 1 : 2;
                            pc = conditional(f, c, pc, sp, taken, pc, pc + 1);
                        }
                        case GOTO -> pc = jump(f, pc, sp, c.a[pc]);
                        case TABLESWITCH, LOOKUPSWITCH -> {
                            Code.Switch sw = (Code.Switch) c.refs[pc];
                            int target;
                            if (r[sp - 1] == null) {
                                target = sw.target((int) p[sp - 1]);
                            } else {
                                f.pc = pc;
                                f.sp = sp;
                                target = symbolicSwitch(sw, (Expr) r[sp - 1]);
                            }
                            if (trace != null && c.traced) {
                                trace.branch(c, pc, target);
                            }
                            pc = target;
                            sp--;
                        }
                        case IRETURN, FRETURN, ARETURN, LRETURN, DRETURN, RETURN -> {
                            int op = ops[pc];
                            int n = op == RETURN ? 0 : (op == LRETURN || op == DRETURN) ? 2 : 1;
                            long vp = n == 0 ? 0 : p[sp - n];
                            Object vr = n == 0 ? null : r[sp - n];
                            if (depth == 1 && vr instanceof GuardedRef) {
                                vr = definite(f, pc, sp, r, sp - n); // what the analysis returns is one object
                            }
                            boolean again = f.reinvoke;
                            --depth;
                            if (depth == 0) {
                                resultP = vp;
                                resultR = vr;
                                return RETURNED;
                            }
                            f = frames[depth - 1];
                            if (again) { // an input collection's inflation: the call that met it runs now
                                continue frames;
                            }
                            if (n > 0) {
                                f.p[f.sp] = vp;
                                f.r[f.sp] = vr;
                                if (n == 2) {
                                    f.r[f.sp + 1] = null;
                                }
                                f.sp += n;
                            }
                            f.pc++; // past the call
                            continue frames;
                        }
                        case GETSTATIC, PUTSTATIC, GETFIELD, PUTFIELD -> {
                            f.pc = pc;
                            resolveField(c, pc);
                        }
                        case Ops.GETSTATIC_R -> {
                            VmField fd = (VmField) c.refs[pc];
                            Cells s = fd.owner.statics();
                            p[sp] = s.p[fd.index];
                            r[sp] = s.r[fd.index];
                            if (fd.wide) {
                                r[sp + 1] = null;
                                sp += 2;
                            } else {
                                sp++;
                            }
                            pc++;
                        }
                        case Ops.PUTSTATIC_R -> {
                            VmField fd = (VmField) c.refs[pc];
                            Cells s = fd.owner.statics();
                            sp -= fd.wide ? 2 : 1;
                            vm.trail.log(s, fd.index);
                            s.p[fd.index] = p[sp];
                            s.r[fd.index] = r[sp];
                            pc++;
                        }
                        case Ops.GETFIELD_R -> {
                            VmField fd = (VmField) c.refs[pc];
                            if (r[sp - 1] instanceof GuardedRef g) {
                                f.pc = pc;
                                f.sp = sp;
                                guardedRead(g, fd, p, r, sp - 1);
                                if (fd.wide) {
                                    r[sp++] = null;
                                }
                                pc++;
                                continue;
                            }
                            Cells obj = (Cells) nonNull(r[sp - 1], f, pc, NullUse.READ, fd.name);
                            Object v = obj.r[fd.index];
                            if (v == UNINIT) {
                                f.pc = pc;
                                f.sp = sp;
                                v = hooks.uninitializedRead(this, (VmObject) obj, fd);
                                if (!fd.reference) {
                                    // a primitive read the hooks answered: an Expr or a boxed constant
                                    if (v instanceof Expr e) {
                                        setValue(p, r, sp - 1, e);
                                    } else {
                                        p[sp - 1] = ((Number) v).longValue();
                                        r[sp - 1] = null;
                                    }
                                    if (fd.wide) {
                                        r[sp++] = null;
                                    }
                                    pc++;
                                    continue;
                                }
                            }
                            p[sp - 1] = obj.p[fd.index];
                            r[sp - 1] = v;
                            if (fd.wide) {
                                r[sp++] = null;
                            }
                            pc++;
                        }
                        case Ops.GETFIELD_INPUT -> {
                            // a reference field the layout models as an int: its input value may still be the int
                            VmField fd = (VmField) c.refs[pc];
                            definite(f, pc, sp, r, sp - 1);
                            Cells obj = (Cells) nonNull(r[sp - 1], f, pc, NullUse.READ, fd.name);
                            Object v = obj.r[fd.index];
                            f.pc = pc;
                            f.sp = sp;
                            if (v instanceof Expr e) {
                                v = InputValues.box(this, (VmObject) obj, fd, e);
                            } else if (v == UNINIT) {
                                v = hooks.uninitializedRead(this, (VmObject) obj, fd);
                            }
                            r[sp - 1] = v;
                            pc++;
                        }
                        case Ops.PUTFIELD_R -> {
                            VmField fd = (VmField) c.refs[pc];
                            int w = fd.wide ? 2 : 1;
                            if (r[sp - w - 1] instanceof GuardedRef g) {
                                f.pc = pc;
                                f.sp = sp;
                                guardedWrite(g, fd, p[sp - w], r[sp - w]);
                                sp -= w + 1;
                                pc++;
                                continue;
                            }
                            Cells obj = (Cells) nonNull(r[sp - w - 1], f, pc, NullUse.WRITE, fd.name);
                            vm.trail.log(obj, fd.index);
                            obj.p[fd.index] = p[sp - w];
                            obj.r[fd.index] = r[sp - w];
                            sp -= w + 1;
                            pc++;
                        }
                        case INVOKESTATIC, INVOKESPECIAL, INVOKEVIRTUAL, INVOKEINTERFACE, NEW, CHECKCAST,
                             INSTANCEOF, ANEWARRAY -> {
                            f.pc = pc;
                            resolve(c, pc);
                        }
                        case Ops.INVOKESTATIC_R, Ops.INVOKESPECIAL_R, Ops.INVOKEVIRTUAL_R -> {
                            VmMethod m;
                            int base;
                            if (ops[pc] == Ops.INVOKEVIRTUAL_R) {
                                Code.CallSite site = (Code.CallSite) c.refs[pc];
                                base = sp - site.argSlots;
                                if (r[base] instanceof GuardedRef g) {
                                    f.pc = pc;
                                    f.sp = sp;
                                    guardedReceiver(g, f, pc, sp, r, base, site.ref.name());
                                }
                                Object recv = nonNull(r[base], f, pc, NullUse.CALL, site.ref.name());
                                if (recv instanceof GuardedRef g) {
                                    recv = g.target(0); // every target of one class (guardedReceiver): dispatch on it
                                }
                                if (recv instanceof InputContents ic && ic.pending()) {
                                    // a collection in input form: its model's inflation first, then this call again
                                    f.pc = pc;
                                    f.sp = sp;
                                    f = pushInflation(ic);
                                    continue frames;
                                }
                                VmClass rc = vm.classOf(recv);
                                if (rc == site.cachedClass) {
                                    m = site.cachedTarget;
                                } else {
                                    f.pc = pc;
                                    f.sp = sp;
                                    m = dispatch(site, rc, recv);
                                }
                            } else {
                                m = (VmMethod) c.refs[pc];
                                base = sp - m.argSlots;
                                if (ops[pc] == Ops.INVOKESPECIAL_R) {
                                    if (r[base] instanceof GuardedRef g) {
                                        f.pc = pc;
                                        f.sp = sp;
                                        r[base] = GuardedAccess.nonNull(this, g, NullUse.CALL.message(m.name));
                                    }
                                    nonNull(r[base], f, pc, NullUse.CALL, m.name);
                                }
                            }
                            f.pc = pc;
                            if (m.nativeImpl != null) {
                                f.sp = sp;
                                for (int k = base; k < sp; k++) {
                                    if (r[k] instanceof GuardedRef) {
                                        definite(f, pc, sp, r, k); // natives see objects
                                    }
                                    if (r[k] instanceof LazyArray la && !m.nativeImpl.takesLazyArrays()) {
                                        la.decide(this); // natives see whole arrays: length and elements decided
                                    }
                                }
                                m.nativeImpl.call(this, p, r, base);
                                sp = base + m.retSlots;
                                if (m.retSlots == 2) {
                                    r[sp - 1] = null;
                                }
                                pc++;
                                continue;
                            }
                            f.sp = base;
                            if (depth >= maxDepth) {
                                hooks.depthLimit(this);
                            }
                            if (--stepsLeft < 0) {
                                stepLimitHit();
                            }
                            Frame callee = recycledFrame(m);
                            System.arraycopy(p, base, callee.p, 0, m.argSlots);
                            System.arraycopy(r, base, callee.r, 0, m.argSlots);
                            frames[depth++] = callee;
                            f = callee;
                            continue frames;
                        }
                        case Ops.NEW_R -> {
                            VmClass cls = (VmClass) c.refs[pc];
                            // a string is a host value: a placeholder until its constructor gives the value
                            r[sp++] = cls == vm.classes.stringClass() ? new Strings.Uninitialized() : vm.newObject(cls);
                            pc++;
                        }
                        case NEWARRAY -> {
                            f.pc = pc;
                            f.sp = sp;
                            int n = arrayLength(p[sp - 1], r[sp - 1]);
                            r[sp - 1] = vm.newArray(vm.classes.arrayClass(primitiveArrayDescriptor(c.a[pc])), n);
                            pc++;
                        }
                        case Ops.ANEWARRAY_R -> {
                            f.pc = pc;
                            f.sp = sp;
                            int n = arrayLength(p[sp - 1], r[sp - 1]);
                            r[sp - 1] = vm.newArray((VmClass) c.refs[pc], n);
                            pc++;
                        }
                        case MULTIANEWARRAY -> {
                            f.pc = pc;
                            f.sp = sp;
                            int dims = c.a[pc];
                            int[] lengths = new int[dims];
                            int symbolicDims = 0;
                            for (int d = 0; d < dims; d++) {
                                symbolicDims += r[sp - dims + d] != null ? 1 : 0;
                            }
                            if (symbolicDims > 1) {
                                throw new Unsupported("a multi-dimensional array with more than one symbolic length"
                                        + " (fix all but one with Symbolic.assume)");
                            }
                            for (int d = 0; d < dims; d++) {
                                lengths[d] = arrayLength(p[sp - dims + d], r[sp - dims + d]);
                            }
                            sp -= dims;
                            r[sp++] = multiArray((String) c.refs[pc], lengths, 0);
                            pc++;
                        }
                        case ARRAYLENGTH -> {
                            definite(f, pc, sp, r, sp - 1);
                            Object a = nonNull(r[sp - 1], f, pc, NullUse.LENGTH, null);
                            if (a instanceof LazyArray la && la.hasSymbolicLength()) {
                                r[sp - 1] = la.lengthTerm();
                                p[sp - 1] = 0;
                            } else {
                                p[sp - 1] = ((VmArray) a).length;
                                r[sp - 1] = null;
                            }
                            pc++;
                        }
                        case ATHROW -> {
                            f.pc = pc;
                            definite(f, pc, sp, r, sp - 1);
                            Object ex = nonNull(r[sp - 1], f, pc, NullUse.THROW, null);
                            hooks.raised(this, (VmObject) ex);
                            throw new VmThrow((VmObject) ex);
                        }
                        case Ops.CHECKCAST_R -> {
                            Object v = definite(f, pc, sp, r, sp - 1);
                            if (v != null) {
                                VmClass vc = vm.classOf(v);
                                VmClass target = (VmClass) c.refs[pc];
                                if (!vc.isSubtypeOf(target)) {
                                    f.pc = pc;
                                    f.sp = sp;
                                    if (!LazyObject.instanceOf(this, v, target)) {
                                        throw vmThrow("java/lang/ClassCastException", "class "
                                                + LazyObject.className(vm, v) + " cannot be cast to class "
                                                + target.javaName());
                                    }
                                }
                            }
                            pc++;
                        }
                        case Ops.INSTANCEOF_R -> {
                            Object v = definite(f, pc, sp, r, sp - 1);
                            boolean is = false;
                            if (v != null) {
                                VmClass target = (VmClass) c.refs[pc];
                                is = vm.classOf(v).isSubtypeOf(target);
                                if (!is && vm.classOf(v).kind == VmClass.Kind.UNDECIDED) {
                                    f.pc = pc;
                                    f.sp = sp;
                                    is = LazyObject.instanceOf(this, v, target);
                                }
                            }
                            p[sp - 1] = is ? 1 : 0;
                            r[sp - 1] = null;
                            pc++;
                        }
                        case MONITORENTER, MONITOREXIT -> {
                            definite(f, pc, sp, r, sp - 1);
                            nonNull(r[sp - 1], f, pc, NullUse.MONITOR, null);
                            sp--;
                            pc++;
                        }
                        case Ops.UNSUPPORTED -> throw new Unsupported((String) c.refs[pc]);
                        default -> throw new Unsupported("opcode " + ops[pc]);
                    }
                }
            } catch (VmThrow t) {
                // f.pc is the throwing instruction (every throw site syncs it); find a handler
                f.pc = pc;
                if (!unwind(t.exception)) {
                    uncaught = t.exception;
                    return UNCAUGHT;
                }
                f = frames[depth - 1]; // the handler's frame, at the handler
            } catch (Unsupported u) {
                f.pc = pc;
                throw u.at(location());
            } catch (StackOverflowError e) {
                throw new Unsupported("a native stack overflow (nesting of static initializers or preconditions)")
                        .at(location());
            }
        }
    }

    // ------------------------------------------------------------------------------------------------------------
    // Helpers of the loop

    /**
     * Where a conditional jump at {@code pc} goes: its target when taken, else {@code next}; the branch trace, when
     * on, records the outcome for the instruction at {@code at}.
     */
    /**
     * Whether a reference branch ({@code IF_ACMPEQ}, {@code IF_ACMPNE}, {@code IFNULL}, {@code IFNONNULL}) at
     * {@code pc} is taken, its operands on top of the stack at {@code sp}: a guarded reference's comparison is decided
     * by the technique; a comparison of distinct references, one of them permanent, goes by
     * {@link ExecutionHooks#identityWithPermanent} first. Kept out of {@link #run} so that run stays under the JIT's
     * limit for a method it compiles (HotSpot's {@code HugeMethodLimit}, 8,000 bytes of bytecode: see
     * {@code InterpreterSizeTest}).
     */
    private boolean referenceBranch(Frame f, Object[] r, int pc, int sp, int op) {
        if (op == IFNULL || op == IFNONNULL) {
            if (r[sp - 1] instanceof GuardedRef g) {
                f.pc = pc;
                f.sp = sp;
                return guardedCompare(g.nullGuard()) == (op == IFNULL);
            }
            return (r[sp - 1] == null) == (op == IFNULL);
        }
        Object x = r[sp - 2];
        Object y = r[sp - 1];
        if (x instanceof GuardedRef || y instanceof GuardedRef) {
            f.pc = pc;
            f.sp = sp;
            return guardedCompare(GuardedRef.same(x, y)) == (op == IF_ACMPEQ);
        }
        if (x != y && (x instanceof Cells cx && cx.birth == 0 || y instanceof Cells cy && cy.birth == 0)) {
            f.pc = pc;
            f.sp = sp;
            hooks.identityWithPermanent(this, x, y);
        }
        return (x == y) == (op == IF_ACMPEQ);
    }

    private int conditional(Frame f, Code c, int pc, int sp, boolean taken, int at, int next) {
        if (trace != null && c.traced) {
            trace.branch(c, at, taken ? 1 : 0);
        }
        return taken ? jump(f, pc, sp, c.a[pc]) : next;
    }

    /**
     * A taken jump to {@code target}: a backward one is a step (counting them bounds every loop), and may hit the
     * step limit, with the frame synced at the jump.
     *
     * @return target
     */
    private int jump(Frame f, int pc, int sp, int target) {
        if (target <= pc && --stepsLeft < 0) {
            f.pc = pc;
            f.sp = sp;
            stepLimitHit();
        }
        return target;
    }

    /**
     * The array of an element access, the array in stack slot {@code index - 1} and the index in slot {@code index}:
     * a symbolic index is fixed first (a choice point, the frame synced), then null and bounds are checked.
     */
    private VmArray element(Frame f, int pc, int sp, long[] p, Object[] r, int index) {
        definite(f, pc, sp, r, index - 1);
        if (r[index] != null) {
            f.pc = pc;
            f.sp = sp;
            fixIndex(r[index - 1], p, r, index);
        }
        if (r[index - 1] instanceof LazyArray la) {
            f.pc = pc;
            f.sp = sp;
            lazyBounds(la, p[index]);
        }
        return arrayAccess(r[index - 1], p[index], r[index]);
    }

    /** What an instruction does with a reference that must not be null, as the NullPointerException says it. */
    private enum NullUse {
        READ("read field "), WRITE("write field "), CALL("call "), LENGTH("read the array length"), THROW("throw null"),
        MONITOR("synchronize on null");

        private final String what;

        NullUse(String what) {
            this.what = what;
        }

        String message(String name) {
            return this == CALL ? what + name + "()" : name == null ? what : what + name;
        }
    }

    /**
     * @return o, when it is not null
     * @throws VmThrow a NullPointerException raised at {@code pc} ({@code use} of {@code name}) when it is
     */
    private Object nonNull(Object o, Frame f, int pc, NullUse use, String name) {
        if (o == null) {
            f.pc = pc;
            throw nullPointer(use.message(name));
        }
        return o;
    }

    // ------------------------------------------------------------------------------------------------------------
    // Guarded references (POSE)

    /**
     * Makes the value in stack slot {@code i} definite when it is a {@link GuardedRef}: the hooks choose its target
     * ({@link ExecutionHooks#resolve}), the frame synced to the instruction.
     *
     * @return the slot's value, definite
     */
    private Object definite(Frame f, int pc, int sp, Object[] r, int i) {
        if (r[i] instanceof GuardedRef g) {
            f.pc = pc;
            f.sp = sp;
            r[i] = hooks.resolve(this, g);
        }
        return r[i];
    }

    /** {@code GETFIELD} through a guarded reference: a branch on its null guard, then the guarded read. */
    private void guardedRead(GuardedRef g, VmField fd, long[] p, Object[] r, int i) {
        Object target = oneObjectFor(fd) ? hooks.resolve(this, g)
                : GuardedAccess.nonNull(this, g, NullUse.READ.message(fd.name));
        if (target instanceof GuardedRef h) {
            GuardedAccess.read(this, h, fd, p, r, i);
            return;
        }
        nonNull(target, frames[depth - 1], frames[depth - 1].pc, NullUse.READ, fd.name);
        r[i] = target; // one object: the plain read, an uninitialized field decided by the hooks
        Object v = ((VmObject) target).r[fd.index];
        if (v == UNINIT) {
            v = hooks.uninitializedRead(this, (VmObject) target, fd);
            if (!fd.reference) {
                setValue(p, r, i, v instanceof Expr e ? e : GuardedRef.term(((Number) v).longValue(), null, fd.wide));
                return;
            }
        }
        p[i] = ((VmObject) target).p[fd.index];
        r[i] = v;
    }

    /**
     * Whether a field is accessed through one object of a guarded reference, not guarded: a floating-point field (no
     * ite over floating-point terms) and a reference field outside the layout's references (a value: a box, a string,
     * an array, chosen lazily as under lazy initialization, which is no object location).
     */
    private static boolean oneObjectFor(VmField fd) {
        return fd.desc.charAt(0) == 'F' || fd.desc.charAt(0) == 'D'
                || fd.reference && (fd.shape == null || !fd.shape.isReference());
    }

    /** {@code PUTFIELD} through a guarded reference: a branch on its null guard, then the guarded write. */
    private void guardedWrite(GuardedRef g, VmField fd, long vp, Object vr) {
        Object target = oneObjectFor(fd) ? hooks.resolve(this, g)
                : GuardedAccess.nonNull(this, g, NullUse.WRITE.message(fd.name));
        if (target instanceof GuardedRef h) {
            GuardedAccess.write(this, h, fd, vp, vr);
            return;
        }
        VmObject obj = (VmObject) nonNull(target, frames[depth - 1], frames[depth - 1].pc, NullUse.WRITE, fd.name);
        vm.trail.log(obj, fd.index);
        obj.p[fd.index] = vp;
        obj.r[fd.index] = vr;
    }

    /** A reference comparison whose condition involves guarded references: constant, or a branch. */
    private boolean guardedCompare(Expr condition) {
        if (condition instanceof Const k) {
            return k.value() != 0;
        }
        return hooks.branch(this, condition);
    }

    /**
     * The receiver of a virtual call, guarded: kept guarded (its null guard a branch) when every target runs the same
     * interpreted method of one class, else made definite.
     */
    private void guardedReceiver(GuardedRef g, Frame f, int pc, int sp, Object[] r, int base, String name) {
        VmClass cls = null;
        boolean one = true;
        for (int k = 0; k < g.size(); k++) {
            if (g.target(k) != null) {
                VmClass c = g.target(k).cls;
                one &= c.kind != VmClass.Kind.UNDECIDED && (cls == null || c == cls);
                cls = c;
            }
        }
        if (!one) {
            definite(f, pc, sp, r, base);
            return;
        }
        r[base] = GuardedAccess.nonNull(this, g, NullUse.CALL.message(name));
    }

    private void stepLimitHit() {
        stepsLeft = stepLimit;
        executed += stepLimit;
        hooks.stepLimit(this);
    }

    private static void move(long[] p, Object[] r, int from, int to) {
        p[to] = p[from];
        r[to] = r[from];
    }

    /** The value in a slot as an expression of type {@code t}. */
    private static Expr expr(long[] p, Object[] r, int i, Type t) {
        Object s = r[i];
        if (s != null) {
            return (Expr) s;
        }
        return new Const(t.bits == 32 ? (int) p[i] : p[i], t);
    }

    /** Stores an expression in a slot: a constant unboxed, anything else symbolic. */
    static void setValue(long[] p, Object[] r, int i, Expr e) {
        if (e instanceof Const k) {
            p[i] = k.value();
            r[i] = null;
        } else {
            p[i] = 0;
            r[i] = e;
        }
    }

    private boolean branch(Compare.Op op, Expr left, Expr right) {
        Expr cond = Exprs.compare(op, left, right);
        if (cond instanceof Const k) {
            return k.value() != 0;
        }
        return hooks.branch(this, cond);
    }

    /**
     * A switch on a symbolic value: one alternative per distinct target (the disjunction of its keys: keys that share
     * a target are one path, as in the source they are one case) and the default (the key differs from every key
     * with another target; tableswitch keys that jump to the default are part of it).
     */
    private int symbolicSwitch(Code.Switch sw, Expr key) {
        List<List<Expr>> alternatives = new ArrayList<>();
        List<Integer> targets = new ArrayList<>();
        List<Expr> dflt = new ArrayList<>();
        for (int i = 0; i < sw.keys().length; i++) {
            int target = sw.targets()[i];
            if (target == sw.dflt()) {
                continue;
            }
            Expr eq = Exprs.compare(Compare.Op.EQ, key, Const.ofInt(sw.keys()[i]));
            int at = targets.indexOf(target);
            if (at < 0) {
                alternatives.add(List.of(eq));
                targets.add(target);
            } else {
                alternatives.set(at, List.of(Exprs.or(alternatives.get(at).get(0), eq)));
            }
            dflt.add(Exprs.not(eq));
        }
        alternatives.add(dflt);
        targets.add(sw.dflt());
        return targets.get(hooks.choose(this, alternatives));
    }

    private static Binary.Op binaryOp(int op) {
        return switch (op) {
            case IADD, LADD -> Binary.Op.ADD;
            case ISUB, LSUB -> Binary.Op.SUB;
            case IMUL, LMUL -> Binary.Op.MUL;
            case IAND, LAND -> Binary.Op.AND;
            case IOR, LOR -> Binary.Op.OR;
            case IXOR, LXOR -> Binary.Op.XOR;
            case ISHL, LSHL -> Binary.Op.SHL;
            case ISHR, LSHR -> Binary.Op.SHR;
            case IUSHR, LUSHR -> Binary.Op.USHR;
            default -> throw new IllegalStateException("not a binary opcode: " + op);
        };
    }

    private static Compare.Op compareOp(int op) {
        return switch (op) {
            case IFEQ, IF_ICMPEQ -> Compare.Op.EQ;
            case IFNE, IF_ICMPNE -> Compare.Op.NE;
            case IFLT, IF_ICMPLT -> Compare.Op.LT;
            case IFGE, IF_ICMPGE -> Compare.Op.GE;
            case IFGT, IF_ICMPGT -> Compare.Op.GT;
            case IFLE, IF_ICMPLE -> Compare.Op.LE;
            default -> throw new IllegalStateException("not a comparison opcode: " + op);
        };
    }

    private VmArray arrayAccess(Object array, long index, Object symbolicIndex) {
        if (array == null) {
            throw nullPointer("access an array element");
        }
        VmArray arr = (VmArray) array;
        if (index < 0 || index >= arr.length) {
            throw vmThrow("java/lang/ArrayIndexOutOfBoundsException",
                    "Index " + index + " out of bounds for length " + arr.length);
        }
        return arr;
    }

    /**
     * An access to an input array at a concrete index: out of its room, or beyond its symbolic length (a branch),
     * raises ArrayIndexOutOfBoundsException with the length as the path knows it.
     *
     * @requires the frame is synced to the accessing instruction
     */
    private void lazyBounds(LazyArray a, long index) {
        if (index < 0 || index >= a.length || !a.holds(this, (int) index)) {
            throw vmThrow("java/lang/ArrayIndexOutOfBoundsException", SymbolicString.concat("Index " + index
                    + " out of bounds for length ", SymbolicString.valueOf(a.lengthTerm(), SymbolicString.Kind.INT)));
        }
    }

    /**
     * An array access at a symbolic index: one choice among the feasible indices (the path condition gains
     * {@code index == i}) and one more for an index out of bounds, which raises ArrayIndexOutOfBoundsException with
     * the symbolic index in its message. The index slot becomes the chosen concrete index. A null array is left to
     * the access (NullPointerException first, as the JVM checks it first).
     *
     * @requires the frame is synced to the accessing instruction
     */
    private void fixIndex(Object array, long[] p, Object[] r, int slot) {
        if (array == null) {
            return;
        }
        VmArray arr = (VmArray) array;
        Expr index = (Expr) r[slot];
        // an input array's length may be symbolic: each index below its room, if below its length
        Expr length = arr instanceof LazyArray la ? la.lengthTerm() : Const.ofInt(arr.length);
        List<List<Expr>> alternatives = new ArrayList<>(arr.length + 1);
        for (int i = 0; i < arr.length; i++) {
            Expr at = Exprs.compare(Compare.Op.EQ, index, Const.ofInt(i));
            Expr within = Exprs.compare(Compare.Op.LT, Const.ofInt(i), length);
            alternatives.add(within instanceof Const ? List.of(at) : List.of(at, within));
        }
        alternatives.add(List.of(Exprs.or(Exprs.compare(Compare.Op.LT, index, Const.ofInt(0)),
                Exprs.compare(Compare.Op.GE, index, length))));
        int chosen = hooks.choose(this, alternatives);
        if (chosen == arr.length) {
            throw vmThrow("java/lang/ArrayIndexOutOfBoundsException", SymbolicString.concat(SymbolicString.concat(
                    SymbolicString.concat("Index ", SymbolicString.valueOf(index, SymbolicString.Kind.INT)),
                    " out of bounds for length "), SymbolicString.valueOf(length, SymbolicString.Kind.INT)));
        }
        p[slot] = chosen;
        r[slot] = null;
    }

    /** Lengths up to this are tried one by one for an array of symbolic length; beyond it the path is cut. */
    public static final int MAX_SYMBOLIC_LENGTH = 64;

    /**
     * The longest array the engine makes at a concrete length; a longer one cuts the path as a symbolic one beyond
     * {@link #MAX_SYMBOLIC_LENGTH} does. The JDK's growth policy ({@code ArraysSupport.newLength}) answers a length
     * that overflows with {@code Integer.MAX_VALUE - 8}, a concrete length no host heap holds for every path.
     */
    public static final int MAX_CONCRETE_LENGTH = 1 << 20;

    /**
     * The array elements a path may allocate between two choice points: a loop of concrete allocations, each within
     * {@link #MAX_CONCRETE_LENGTH}, that together exceed it (Guava's {@code MapMaker} with a concurrency level no
     * precondition bounds: 65,536 segments, 2^30 slots) cuts the path as a too long array does, instead of exhausting
     * the host's heap.
     */
    public static final int MAX_ELEMENTS_BETWEEN_CHOICES = 1 << 23;

    private long elementsLeft = MAX_ELEMENTS_BETWEEN_CHOICES;

    /**
     * The length of a new array: concrete, or for a symbolic length one choice among the feasible lengths 0..
     * {@value #MAX_SYMBOLIC_LENGTH} and a negative one (NegativeArraySizeException); a longer feasible length is a
     * path of its own, cut there ({@link Abort.Reason#LENGTH_LIMIT}: counted and warned about, as the other limits).
     * A concrete length beyond {@link #MAX_CONCRETE_LENGTH}, or beyond what is left of
     * {@link #MAX_ELEMENTS_BETWEEN_CHOICES} since the last choice point, cuts the path the same way.
     *
     * @requires the frame is synced to the allocating instruction
     */
    int arrayLength(long n, Object symbolic) {
        if (symbolic != null) {
            Expr len = (Expr) symbolic;
            List<List<Expr>> alternatives = new ArrayList<>();
            alternatives.add(List.of(Exprs.compare(Compare.Op.LT, len, Const.ofInt(0))));
            for (int i = 0; i <= MAX_SYMBOLIC_LENGTH; i++) {
                alternatives.add(List.of(Exprs.compare(Compare.Op.EQ, len, Const.ofInt(i))));
            }
            alternatives.add(List.of(Exprs.compare(Compare.Op.GT, len, Const.ofInt(MAX_SYMBOLIC_LENGTH))));
            int chosen = hooks.choose(this, alternatives);
            if (chosen == 0) {
                throw vmThrow("java/lang/NegativeArraySizeException",
                        SymbolicString.valueOf(len, SymbolicString.Kind.INT));
            }
            if (chosen == alternatives.size() - 1) {
                throw new Abort(Abort.Reason.LENGTH_LIMIT);
            }
            return chosen - 1;
        }
        if (n < 0) {
            throw vmThrow("java/lang/NegativeArraySizeException", Long.toString(n));
        }
        elementsLeft -= n;
        if (n > MAX_CONCRETE_LENGTH || elementsLeft < 0) {
            throw new Abort(Abort.Reason.LENGTH_LIMIT);
        }
        return (int) n;
    }

    /**
     * Charges a string a concatenation made to the elements a path may allocate between two choice points (a
     * string is an array of its characters on the JVM): a loop or recursion that keeps doubling a text (a
     * {@code toString} of a structure holding itself) cuts the path as a too long array does, instead of exhausting
     * the host's heap. A symbolic string costs its known characters and one per symbolic part
     * ({@link bliss.spf.symbolic.SymbolicString#size}): a concatenation copies its parts, so a loop that appends a
     * symbolic value at every turn grows the cost as the heap grows.
     *
     * @return {@code s}
     */
    public Object chargeString(Object s) {
        long size = s instanceof String t ? t.length()
                : s instanceof bliss.spf.symbolic.SymbolicString ss ? ss.size() : 0;
        elementsLeft -= size;
        if (size > MAX_CONCRETE_LENGTH || elementsLeft < 0) {
            throw new Abort(Abort.Reason.LENGTH_LIMIT);
        }
        return s;
    }

    private VmArray multiArray(String desc, int[] lengths, int d) {
        if (d > 0 && (elementsLeft -= lengths[d]) < 0) { // each inner array (the outermost one was counted)
            throw new Abort(Abort.Reason.LENGTH_LIMIT);
        }
        VmArray a = vm.newArray(vm.classes.arrayClass(desc), lengths[d]);
        if (d + 1 < lengths.length) {
            for (int i = 0; i < a.length; i++) {
                a.r[i] = multiArray(desc.substring(1), lengths, d + 1);
            }
        }
        return a;
    }

    private static String primitiveArrayDescriptor(int type) {
        return switch (type) {
            case T_BOOLEAN -> "[Z";
            case T_CHAR -> "[C";
            case T_FLOAT -> "[F";
            case T_DOUBLE -> "[D";
            case T_BYTE -> "[B";
            case T_SHORT -> "[S";
            case T_INT -> "[I";
            case T_LONG -> "[J";
            default -> throw new IllegalStateException("newarray type " + type);
        };
    }

    /**
     * A floating-point instruction (arithmetic, negation, comparison, a conversion to or from float or double):
     * computed when its operands are concrete, else a {@link Floating} expression. Returns the new stack pointer.
     */
    private static int floating(int opcode, long[] p, Object[] r, int sp) {
        Floating.Op op = floatingOp(opcode);
        int width = op.operand().bits / 32;
        int base = sp - (op.binary() ? 2 : 1) * width;
        Expr a = expr(p, r, base, op.operand());
        Expr b = op.binary() ? expr(p, r, base + width, op.operand()) : null;
        if ((op == Floating.Op.FREM || op == Floating.Op.DREM) && !(a instanceof Const && b instanceof Const)) {
            throw new Unsupported("the floating-point remainder (%) of a symbolic value (" + a + " % " + b + ")");
        }
        setValue(p, r, base, Exprs.floating(op, a, b));
        int out = op.result().bits / 32;
        if (out == 2) {
            r[base + 1] = null;
        }
        return base + out;
    }

    private static Floating.Op floatingOp(int opcode) {
        return switch (opcode) {
            case FADD -> Floating.Op.FADD;
            case FSUB -> Floating.Op.FSUB;
            case FMUL -> Floating.Op.FMUL;
            case FDIV -> Floating.Op.FDIV;
            case FREM -> Floating.Op.FREM;
            case FNEG -> Floating.Op.FNEG;
            case DADD -> Floating.Op.DADD;
            case DSUB -> Floating.Op.DSUB;
            case DMUL -> Floating.Op.DMUL;
            case DDIV -> Floating.Op.DDIV;
            case DREM -> Floating.Op.DREM;
            case DNEG -> Floating.Op.DNEG;
            case FCMPL -> Floating.Op.FCMPL;
            case FCMPG -> Floating.Op.FCMPG;
            case DCMPL -> Floating.Op.DCMPL;
            case DCMPG -> Floating.Op.DCMPG;
            case I2F -> Floating.Op.I2F;
            case I2D -> Floating.Op.I2D;
            case L2F -> Floating.Op.L2F;
            case L2D -> Floating.Op.L2D;
            case F2I -> Floating.Op.F2I;
            case F2L -> Floating.Op.F2L;
            case F2D -> Floating.Op.F2D;
            case D2I -> Floating.Op.D2I;
            case D2L -> Floating.Op.D2L;
            case D2F -> Floating.Op.D2F;
            default -> throw new IllegalStateException("not a floating-point instruction: " + opcode);
        };
    }

    // ------------------------------------------------------------------------------------------------------------
    // Resolution (first execution of an instruction)

    private void resolveField(Code c, int pc) {
        Code.MemberRef ref = (Code.MemberRef) c.refs[pc];
        VmClass owner = vm.classes.load(ref.owner());
        VmField fd = owner.findField(ref.name());
        if (fd == null) {
            throw new Unsupported("no field " + ref.name() + " in " + owner.javaName());
        }
        int op = c.ops[pc];
        if (op == GETSTATIC || op == PUTSTATIC) {
            vm.initialize(fd.owner);
            c.refs[pc] = fd;
            c.ops[pc] = op == GETSTATIC ? Ops.GETSTATIC_R : Ops.PUTSTATIC_R;
        } else {
            c.refs[pc] = fd;
            c.ops[pc] = op == GETFIELD ? (InputValues.madeHere(fd) ? Ops.GETFIELD_INPUT : Ops.GETFIELD_R)
                    : Ops.PUTFIELD_R;
        }
    }

    private void resolve(Code c, int pc) {
        int op = c.ops[pc];
        switch (op) {
            case INVOKESTATIC, INVOKESPECIAL -> {
                Code.MemberRef ref = (Code.MemberRef) c.refs[pc];
                VmClass owner = vm.classes.load(ref.owner());
                VmMethod m = owner.resolveMethod(ref.name() + ref.desc());
                if (m == null) {
                    throw new Unsupported(missing(owner, ref.name(), ref.desc()));
                }
                if (op == INVOKESTATIC) {
                    vm.initialize(m.owner);
                } else if (m.isAbstract()) {
                    throw new Unsupported("invokespecial of abstract " + m);
                }
                c.refs[pc] = m;
                c.ops[pc] = op == INVOKESTATIC ? Ops.INVOKESTATIC_R : Ops.INVOKESPECIAL_R;
            }
            case INVOKEVIRTUAL, INVOKEINTERFACE -> {
                Code.CallSite site = (Code.CallSite) c.refs[pc];
                VmClass owner = vm.classes.load(site.ref.owner());
                VmMethod declared = owner.resolveMethod(site.nameDesc);
                if (declared != null && declared.isPrivate()) {
                    // a private method called with invokevirtual (nestmates): no dispatch
                    c.refs[pc] = declared;
                    c.ops[pc] = Ops.INVOKESPECIAL_R;
                } else {
                    c.ops[pc] = Ops.INVOKEVIRTUAL_R;
                }
            }
            case NEW -> {
                VmClass cls = vm.classes.load((String) c.refs[pc]);
                if (cls.isAbstract() || cls.isInterface() || cls.kind == VmClass.Kind.MARKER) {
                    throw new Unsupported("instantiation of abstract " + cls.javaName());
                }
                if (cls.kind == VmClass.Kind.INTRINSIC && !cls.name().equals("java/lang/String")
                        && !cls.name().equals("java/lang/Object")) {
                    throw new Unsupported("new " + cls.javaName() + " (reflection)");
                }
                vm.initialize(cls);
                c.refs[pc] = cls;
                c.ops[pc] = Ops.NEW_R;
            }
            case CHECKCAST, INSTANCEOF -> {
                c.refs[pc] = vm.classes.loadByTypeName((String) c.refs[pc]);
                c.ops[pc] = op == CHECKCAST ? Ops.CHECKCAST_R : Ops.INSTANCEOF_R;
            }
            case ANEWARRAY -> {
                String comp = (String) c.refs[pc];
                String desc = comp.startsWith("[") ? "[" + comp : "[L" + comp + ";";
                c.refs[pc] = vm.classes.arrayClass(desc);
                c.ops[pc] = Ops.ANEWARRAY_R;
            }
            default -> throw new IllegalStateException("resolve " + op);
        }
    }

    /** What to say about a method a class does not have: reflection, a JDK method without a model, ... */
    private static String missing(VmClass owner, String name, String desc) {
        String what = owner.javaName() + "." + name + desc;
        if (owner.name().equals("java/lang/Class")) {
            return "reflection (" + what + "): the engine's Class has names, type tests, cast and enum constants";
        }
        if (ClassRepository.isPlatform(owner.name())) {
            return "the JDK method " + what + " (the engine's " + owner.javaName() + " does not have it; "
                    + "docs/models.md lists what the engine runs)";
        }
        return "no method " + name + desc + " in " + owner.javaName();
    }

    private VmMethod dispatch(Code.CallSite site, VmClass receiverClass, Object receiver) {
        boolean undecided = receiverClass.kind == VmClass.Kind.UNDECIDED;
        VmMethod m = undecided ? LazyObject.dispatch(this, (LazyObject) receiver, site.nameDesc)
                : receiverClass.findVirtual(site.nameDesc);
        if (undecided && m != null) {
            return m; // not cached: the next undecided object may dispatch elsewhere
        }
        receiverClass = vm.classOf(receiver);
        if (m == null) {
            VmClass declared = vm.classes.load(site.ref.owner());
            if (declared.resolveMethod(site.nameDesc) == null) {
                throw new Unsupported(missing(declared, site.ref.name(), site.ref.desc()));
            }
            if (receiverClass.isAbstract() && !receiverClass.isInterface()) {
                // an input object of an abstract class of the layout (a receiver of the analysed method)
                throw new Unsupported("no implementation of " + site.ref.name() + site.ref.desc() + " in "
                        + receiverClass.javaName() + ", an abstract class whose object the analysis made as an input: "
                        + "analyse the method on a concrete subclass (--class), or make the object in a driver");
            }
            throw new Unsupported("no implementation of " + site.ref.name() + site.ref.desc() + " in "
                    + receiverClass.javaName());
        }
        site.cachedClass = receiverClass;
        site.cachedTarget = m;
        return m;
    }

    // ------------------------------------------------------------------------------------------------------------
    // Exceptions

    /** An exception of the interpreted program, raised by the engine (NullPointerException, ...), to throw. */
    public VmThrow vmThrow(String className, String message) {
        return vmThrow(className, (Object) message);
    }

    /** As {@link #vmThrow(String, String)}, with a message that may be a symbolic string. */
    public VmThrow vmThrow(String className, Object message) {
        VmObject ex = vm.newThrowable(className, message);
        hooks.raised(this, ex);
        return new VmThrow(ex);
    }

    VmThrow nullPointer(String what) {
        return vmThrow("java/lang/NullPointerException", "Cannot " + what + " because a value is null");
    }

    /** Unwinds to a handler of {@code ex}: true with the handler's frame on top, false when none catches it. */
    private boolean unwind(VmObject ex) {
        while (depth > 0) {
            Frame f = frames[depth - 1];
            Code c = f.code;
            int pc = f.pc;
            for (int h = 0; h < c.handlerPc.length; h++) {
                if (pc >= c.handlerStart[h] && pc < c.handlerEnd[h] && catches(c, h, ex)) {
                    Arrays.fill(f.r, c.maxLocals, f.r.length, null);
                    f.sp = c.maxLocals;
                    f.r[f.sp++] = ex;
                    f.pc = c.handlerPc[h];
                    return true;
                }
            }
            --depth;
        }
        return false;
    }

    private boolean catches(Code c, int h, VmObject ex) {
        if (c.handlerType[h] == null) {
            return true;
        }
        VmClass t = c.handlerClass[h];
        if (t == null) {
            t = vm.classes.load(c.handlerType[h]);
            c.handlerClass[h] = t;
        }
        return ex.cls.isSubtypeOf(t);
    }
}
