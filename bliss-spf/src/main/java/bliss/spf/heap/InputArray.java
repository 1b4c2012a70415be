package bliss.spf.heap;

import bliss.layout.ClassShape;
import bliss.layout.FieldKind;
import bliss.layout.FieldShape;
import bliss.layout.HeapAccess;
import bliss.spf.symbolic.Var;
import bliss.spf.vm.Cells;
import bliss.spf.vm.LazyArray;
import bliss.spf.vm.Vm;
import bliss.spf.vm.VmClass;

import java.util.Arrays;

/**
 * An array of the input heap: the value of an array field of an input or value object ({@code Node[] table},
 * {@code int[] items}, {@code String[] names}), or an element of another input array. Its length is a variable in
 * 0..scope and its elements are decided at their first reads ({@link LazyArray}); beside the current elements it
 * keeps the input ones, as an {@link InputObject} keeps input values.
 */
public final class InputArray extends LazyArray {

    private final String name;
    private final FieldShape origin;
    private final FieldKind elementKind;
    private final String elementTypeVariable;
    private final ClassShape node;
    /** Input elements; undone on backtracking. */
    final Cells input;

    InputArray(VmClass cls, int room, Var length, String name, FieldShape origin, FieldKind elementKind,
               String elementTypeVariable, ClassShape node, int hash, long birth) {
        super(cls, room, length, hash, birth);
        this.name = name;
        this.origin = origin;
        this.elementKind = elementKind;
        this.elementTypeVariable = elementTypeVariable;
        this.node = node;
        this.input = new ElementCells(room, birth, p != null);
    }

    /** The name in results and variable names ({@code X.items}). */
    public String name() {
        return name;
    }

    /** The field whose value it is (for a nested array, the outer array's field). */
    public FieldShape origin() {
        return origin;
    }

    /** The place of element {@code i}. */
    InputSlot slot(int i) {
        return new InputSlot(this, input, i, elementKind, cls.name().substring(1), elementTypeVariable, origin, node,
                name + "[" + i + "]");
    }

    /** The class of its elements when they are nodes of the layout, else null. */
    public ClassShape nodeClass() {
        return node;
    }

    /**
     * A new array like this one as the input had it, for a precondition's copy of the input heap: the same class,
     * room and length (variable or decided), its elements undecided (the caller writes the input ones).
     */
    InputArray inputCopy(Vm vm) {
        Var lengthVar = hasSymbolicLength() ? (Var) lengthTerm() : null;
        InputArray c = vm.newArray((hash, birth) -> new InputArray(cls, length, lengthVar, name, origin, elementKind,
                elementTypeVariable, node, hash, birth));
        if (lengthVar == null) {
            c.fixLength(length);
        }
        return c;
    }

    /**
     * This array as the input had it, made in another VM (SymSolve's, for a question that holds it): the same class
     * (loaded there), room and length (the same variable, or decided), its elements undecided (the caller writes the
     * input ones).
     *
     * @param node the other heap's layout class for {@link #nodeClass}, or null
     */
    InputArray copyInto(Vm vm, ClassShape node) {
        Var lengthVar = hasSymbolicLength() ? (Var) lengthTerm() : null;
        VmClass there = vm.classes.arrayClass(cls.name());
        InputArray c = vm.newArray((hash, birth) -> new InputArray(there, length, lengthVar, name, origin, elementKind,
                elementTypeVariable, node, hash, birth));
        if (lengthVar == null) {
            c.fixLength(length);
        }
        return c;
    }

    /** Makes a new array's length the constant n (a snapshot's array whose length the path decided). */
    void decidedLength(int n) {
        fixLength(n);
    }

    /** The input value of element {@code i} ({@link HeapAccess#UNINITIALIZED} when the path never read it). */
    public Object inputElement(int i) {
        return input.r[i];
    }

    @Override
    public String toString() {
        return name;
    }

    private static final class ElementCells extends Cells {
        ElementCells(int room, long birth, boolean primitive) {
            super(primitive ? new long[room] : null, new Object[room], birth);
            Arrays.fill(r, HeapAccess.UNINITIALIZED);
        }
    }
}
