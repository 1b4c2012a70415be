package bliss.spf.vm;

/**
 * An activation of an interpreted method: locals in slots {@code [0, maxLocals)}, the operand stack above them,
 * each slot a concrete primitive in {@code p} or a reference/symbolic expression in {@code r} (as in {@link Cells};
 * longs and doubles take two slots, as in the JVM). {@code pc} is the current instruction (for a caller: its call
 * instruction).
 */
public final class Frame {

    VmMethod method;
    Code code;
    long[] p;
    Object[] r;
    int sp;
    int pc;
    /**
     * Whether returning from it runs the caller's current instruction again rather than the next one: the inflation
     * of an input collection ({@link InputContents}), run before the call that met it.
     */
    boolean reinvoke;

    Frame(VmMethod method, Code code) {
        int n = code.maxLocals + code.maxStack + 1;
        this.p = new long[n];
        this.r = new Object[n];
        reset(method, code);
    }

    /** Makes this frame a fresh activation of {@code method} (reusing its arrays when they are large enough). */
    void reset(VmMethod method, Code code) {
        this.method = method;
        this.code = code;
        int n = code.maxLocals + code.maxStack + 1;
        if (p.length < n) {
            p = new long[n];
            r = new Object[n];
        }
        this.sp = code.maxLocals;
        this.pc = 0;
        this.reinvoke = false;
    }

    private Frame(Frame f) {
        this.method = f.method;
        this.code = f.code;
        this.p = f.p.clone();
        this.r = f.r.clone();
        this.sp = f.sp;
        this.pc = f.pc;
        this.reinvoke = f.reinvoke;
    }

    /** A copy for a choice point's snapshot. */
    Frame copy() {
        return new Frame(this);
    }

    public VmMethod method() {
        return method;
    }

    /** The source line of the current instruction, or 0. */
    public int line() {
        return pc < code.lines.length ? code.lines[pc] : 0;
    }
}
