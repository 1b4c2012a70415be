package bliss.spf.vm;

/**
 * A method's bytecode decoded once into parallel arrays indexed by instruction number (labels, line numbers and
 * frames removed; jump targets are instruction numbers). Symbolic references in {@link #refs} are replaced by
 * resolved ones on first execution, and the opcode by a resolved variant ({@link Ops}), so the interpreter
 * resolves each field and method reference once.
 */
final class Code {

    final VmMethod method;
    /** Opcode per instruction: a JVM opcode or one of {@link Ops}. */
    final int[] ops;
    /** First int operand: local index, constant, jump target, dimensions, ... */
    final int[] a;
    /** Second int operand: iinc increment, fused comparison, ... */
    final int[] b;
    /** Object operand: a symbolic reference until resolved, then a {@link VmField}, {@link VmMethod}, ... */
    final Object[] refs;
    /** Source line per instruction (0 when unknown). */
    final int[] lines;
    final int maxLocals;
    final int maxStack;
    /** Exception table, in priority order: [start, end) protected range, handler, catch type (null: any). */
    final int[] handlerStart;
    final int[] handlerEnd;
    final int[] handlerPc;
    final String[] handlerType;
    /** Catch types resolved on first use. */
    final VmClass[] handlerClass;

    /**
     * Whether its branches and reads go into a {@link BranchTrace}: a method of the user's code, not a static
     * initializer, nor an access the engine wrote for a VarHandle or an Unsafe call ({@link VarHandles},
     * {@link Unsafes}: on the JVM the VarHandle's or Unsafe's own code does it, which no run's trace holds).
     */
    final boolean traced;
    /** Its number in the {@link BranchTrace} of its VM, once it has one. */
    int traceId = -1;

    Code(VmMethod method, int n, int maxLocals, int maxStack, int handlers) {
        this.method = method;
        this.traced = method.owner.userCode && !method.name.equals("<clinit>")
                && !VarHandles.isAccess(method.name) && !Unsafes.isAccess(method.name);
        this.ops = new int[n];
        this.a = new int[n];
        this.b = new int[n];
        this.refs = new Object[n];
        this.lines = new int[n];
        this.maxLocals = maxLocals;
        this.maxStack = maxStack;
        this.handlerStart = new int[handlers];
        this.handlerEnd = new int[handlers];
        this.handlerPc = new int[handlers];
        this.handlerType = new String[handlers];
        this.handlerClass = new VmClass[handlers];
    }

    /** A field, method or class named by an instruction, not yet resolved. */
    record MemberRef(String owner, String name, String desc) {
    }

    /** An invokevirtual/invokeinterface site with a one-entry inline cache. */
    static final class CallSite {
        final MemberRef ref;
        final String nameDesc;
        final int argSlots;
        VmClass cachedClass;
        VmMethod cachedTarget;

        CallSite(MemberRef ref, int argSlots) {
            this.ref = ref;
            this.nameDesc = ref.name() + ref.desc();
            this.argSlots = argSlots;
        }
    }

    /** tableswitch and lookupswitch: keys in increasing order, their targets, the default target. */
    record Switch(int[] keys, int[] targets, int dflt) {
        int target(int key) {
            int i = java.util.Arrays.binarySearch(keys, key);
            return i >= 0 ? targets[i] : dflt;
        }
    }
}
