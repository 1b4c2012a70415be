package bliss.spf.vm;

import bliss.layout.HeapAccess;
import bliss.spf.symbolic.Compare;
import bliss.spf.symbolic.Const;
import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Exprs;
import bliss.spf.symbolic.Var;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * An input array whose length and elements are decided lazily: its length is a symbolic variable ranging over
 * 0..room ({@code X.items.length}), and each element is {@link HeapAccess#UNINITIALIZED} until its first read, which
 * the {@link ExecutionHooks} decide ({@link ExecutionHooks#uninitializedElement}). {@code arraylength} gives the
 * variable; an access at index i is a branch on {@code i < length} (a choice among the indices below the room when i
 * is symbolic). What needs the length as a number (a native method the array is passed to: {@code System.arraycopy},
 * {@code clone}, {@code new String(char[])}, ...) decides it first ({@link #decideLength}): one alternative per feasible
 * length. Every change is undone by backtracking.
 */
public class LazyArray extends VmArray {

    private Expr symbolicLength;

    /**
     * @param room   the most elements it may have
     * @param length its length, a variable in 0..room
     */
    protected LazyArray(VmClass cls, int room, Var length, int hash, long birth) {
        super(cls, room, hash, birth);
        this.symbolicLength = length;
        Arrays.fill(r, HeapAccess.UNINITIALIZED);
    }

    /** The length as the path knows it: a symbolic term while undecided, else the constant. */
    public Expr lengthTerm() {
        return symbolicLength != null ? symbolicLength : Const.ofInt(length);
    }

    /** Makes a new array's length a constant (a copy of an array whose length was decided). */
    protected void fixLength(int n) {
        symbolicLength = null;
        length = n;
    }

    /** Whether the length is still symbolic. */
    public boolean hasSymbolicLength() {
        return symbolicLength != null;
    }

    /**
     * Decides the length: one alternative of the path per length 0..room the path condition allows (it gains
     * {@code length == n}); then the array has n elements.
     *
     * @requires the interpreter's frame is synced to the instruction (a choice may be made)
     */
    public void decideLength(Interpreter in) {
        if (symbolicLength == null) {
            return;
        }
        List<List<Expr>> alternatives = new ArrayList<>();
        for (int n = 0; n <= length; n++) {
            alternatives.add(List.of(Exprs.compare(Compare.Op.EQ, symbolicLength, Const.ofInt(n))));
        }
        int n = in.hooks().choose(in, alternatives);
        Expr before = symbolicLength;
        int room = length;
        in.vm.trail.log(() -> {
            symbolicLength = before;
            length = room;
        });
        symbolicLength = null;
        length = n;
    }

    /**
     * Decides the whole array, for code that needs it whole (a native method): its length, then every element
     * still undecided, in order ({@link ExecutionHooks#uninitializedElement}).
     *
     * @requires the interpreter's frame is synced to the instruction
     */
    public void decide(Interpreter in) {
        decideLength(in);
        for (int i = 0; i < length; i++) {
            if (r[i] == HeapAccess.UNINITIALIZED) {
                in.hooks().uninitializedElement(in, this, i);
            }
        }
    }

    /**
     * Whether index {@code i} (concrete, below the room) is within the length: a branch while the length is
     * symbolic.
     *
     * @requires the interpreter's frame is synced to the accessing instruction
     */
    boolean holds(Interpreter in, int i) {
        if (symbolicLength == null) {
            return i < length;
        }
        Expr cond = Exprs.compare(Compare.Op.LT, Const.ofInt(i), symbolicLength);
        return cond instanceof Const k ? k.value() != 0 : in.hooks().branch(in, cond);
    }
}
