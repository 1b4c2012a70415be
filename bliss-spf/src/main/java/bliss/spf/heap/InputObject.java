package bliss.spf.heap;

import bliss.spf.symbolic.Const;
import bliss.spf.symbolic.Expr;

import bliss.layout.ClassShape;
import bliss.spf.vm.Cells;
import bliss.spf.vm.VmClass;
import bliss.spf.vm.VmObject;

/**
 * An object of the input heap: the receiver made symbolic by the driver, or an object created by lazy
 * initialization. As an interpreted object its fields hold the current values (the analysed method may change
 * them); beside them it keeps its input values: for each reference field the value lazy initialization gave it at
 * its first read (or {@code HeapAccess.UNINITIALIZED}), for each primitive field its symbolic variable. The
 * precondition, the collected structures and the techniques look at the input values.
 */
public final class InputObject extends VmObject implements bliss.spf.vm.InputIdentity {

    private final ClassShape shape;
    private final int classIndex;
    private final int index;
    private final String name;
    /** Input values per slot, and the label set in the last slot of {@code p}; undone on backtracking. */
    final Cells input;
    /** Under POSE, the condition that this candidate object is in the input ({@link GuardedReads}); else true. */
    private Expr existence = Const.TRUE;
    /** Under POSE, the object whose read made this one a candidate; null for the receiver and arguments. */
    private InputObject creator;
    private final bliss.spf.vm.IdentityVariable identity = new bliss.spf.vm.IdentityVariable();

    InputObject(VmClass cls, int hash, long birth, ClassShape shape, int classIndex, int index, String name) {
        super(cls, hash, birth);
        this.shape = shape;
        this.classIndex = classIndex;
        this.index = index;
        this.name = name;
        int n = cls.instanceSlots();
        this.input = new InputCells(n, birth);
    }

    @Override
    public bliss.spf.vm.IdentityVariable identity() {
        return identity;
    }

    @Override
    public String identityName() {
        return name;
    }

    /** The object's class in the layout. */
    public ClassShape shape() {
        return shape;
    }

    /** The position of its class in {@code layout.classes()}. */
    public int classIndex() {
        return classIndex;
    }

    /** Position in creation order (the receiver is usually 0). */
    public int index() {
        return index;
    }

    /** The name used in results and variable names: the driver's name for the receiver, N1, N2, ... otherwise. */
    public String name() {
        return name;
    }

    /** The condition that the object is in the input: true but for POSE's candidates ({@link GuardedReads}). */
    public Expr existence() {
        return existence;
    }

    /** The object whose read made this one a POSE candidate, or null. */
    InputObject creator() {
        return creator;
    }

    /** Made at a POSE read of {@code creator}'s field: in the input where {@code existence} holds. */
    void candidateOf(InputObject creator, Expr existence) {
        this.creator = creator;
        this.existence = existence;
    }

    @Override
    public String toString() {
        return name;
    }

    private static final class InputCells extends Cells {
        InputCells(int slots, long birth) {
            super(new long[slots + 1], new Object[slots + 1], birth);
        }
    }
}
