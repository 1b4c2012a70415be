package bliss.spf.symsolve;

import bliss.layout.ClassShape;
import bliss.layout.FieldShape;
import bliss.layout.HeapAccess;
import bliss.spf.symbolic.Expr;

import java.util.List;

/**
 * One LISSA question: can this partially symbolic structure be completed, within the scope, to a structure that repOK
 * accepts, with values the conditions allow (PLI)?
 *
 * <p>The structure is the part of a heap reachable from {@code root} through initialized reference fields: a
 * reference field reads as another object, null or {@link HeapAccess#UNINITIALIZED} (free), a primitive field as its
 * symbolic value (a variable of the asking run, or any expression of it).
 *
 * @param root       the receiver of repOK
 * @param heap       how the objects' classes and input values are read
 * @param conditions what the values must also satisfy (PLI's path condition, with one side of a branch), over the
 *                   asking run's variables; empty for LISSA
 * @param <T>        the asking run's objects
 */
public record StructureQuestion<T>(T root, HeapAccess<T> heap, List<Expr> conditions) {

    public StructureQuestion {
        conditions = List.copyOf(conditions);
    }

    /** LISSA's question: the structure alone. */
    public static <T> StructureQuestion<T> of(T root, HeapAccess<T> heap) {
        return new StructureQuestion<>(root, heap, List.of());
    }

    /**
     * The question with one value in an open field: the same structure, whose field {@code open.field()} of
     * {@code open.owner()} holds {@code value} (null, an object, or a fresh object for {@link OpenField#NEW}).
     */
    StructureQuestion<Object> with(OpenField<T> open, Object value) {
        Object fresh = value == OpenField.NEW ? new Fresh(open.target()) : value;
        HeapAccess<Object> patched = new HeapAccess<>() {
            @Override
            public ClassShape classOf(Object o) {
                return o instanceof Fresh f ? f.shape : heap.classOf(cast(o));
            }

            @Override
            public Object read(Object o, FieldShape field) {
                if (o instanceof Fresh) {
                    return HeapAccess.UNINITIALIZED;
                }
                if (o == open.owner() && field.equals(open.field())) {
                    return fresh;
                }
                return heap.read(cast(o), field);
            }
        };
        return new StructureQuestion<>(root, patched, conditions);
    }

    @SuppressWarnings("unchecked")
    private T cast(Object o) {
        return (T) o;
    }

    /** The object an open field gets for {@link OpenField#NEW}: every field free. */
    private record Fresh(ClassShape shape) {
    }
}
