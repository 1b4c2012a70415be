package bliss.spf.heap;

import bliss.layout.FieldShape;
import bliss.spf.vm.Cells;
import bliss.spf.vm.LazyObject;
import bliss.spf.vm.VmClass;

import java.util.List;

/**
 * An object of the input heap outside the layout: the value of a field declared of {@code Object}, an interface, an
 * abstract class or a type variable ({@link bliss.layout.FieldKind#OBJECT}), made by lazy initialization with its
 * class left to be decided ({@link LazyObject}). Its fields are inputs too, each decided at its first read (a
 * primitive becomes a fresh variable, a value a choice); beside the current values it keeps the input values, as
 * an {@link InputObject} does. It is not part of the structures (only the layout's references are), and the
 * scope bounds the objects made for each field ({@link #origin}).
 */
public final class ValueObject extends LazyObject implements bliss.spf.vm.InputIdentity {

    private final String name;
    private final FieldShape origin;
    private final VmClass declared;
    /** Input values per slot; undone on backtracking. */
    final Cells input;
    private final bliss.spf.vm.IdentityVariable identity = new bliss.spf.vm.IdentityVariable();

    ValueObject(VmClass undecided, VmClass declared, List<VmClass> candidates, String name, FieldShape origin,
                int hash, long birth) {
        super(undecided, candidates, hash, birth);
        this.name = name;
        this.origin = origin;
        this.declared = declared;
        this.input = new ValueCells(r.length, birth);
    }

    /** The name in results and variable names: the field it was made for ({@code N1.value}). */
    public String name() {
        return name;
    }

    /** The field of the object it was first made for. */
    public FieldShape origin() {
        return origin;
    }

    /** The type the field that made it is declared with. */
    public VmClass declared() {
        return declared;
    }

    /** The input value of slot i: {@link bliss.layout.HeapAccess#UNINITIALIZED} while the path has not read it. */
    public Object inputValue(int i) {
        return input.r[i];
    }

    @Override
    public bliss.spf.vm.IdentityVariable identity() {
        return identity;
    }

    @Override
    public String identityName() {
        return name;
    }

    @Override
    public String toString() {
        return name;
    }

    private static final class ValueCells extends Cells {
        ValueCells(int slots, long birth) {
            super(new long[slots], new Object[slots], birth);
        }
    }
}
