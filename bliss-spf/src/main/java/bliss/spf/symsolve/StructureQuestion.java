package bliss.spf.symsolve;

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
 * @param edges      the concrete part as scope-free edge codes (class, field, source, target or null), breadth-first:
 *                   the key of a memoized verdict ({@link MemoizedVerdicts}); null when no link memoizes
 * @param <T>        the asking run's objects
 */
public record StructureQuestion<T>(T root, HeapAccess<T> heap, List<Expr> conditions, int[] edges) {

    public StructureQuestion {
        conditions = List.copyOf(conditions);
    }

    /** LISSA's question: the structure alone. */
    public static <T> StructureQuestion<T> of(T root, HeapAccess<T> heap, int[] edges) {
        return new StructureQuestion<>(root, heap, List.of(), edges);
    }
}
