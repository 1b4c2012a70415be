package bliss.spf.heap;

/**
 * Lazy initialization's check (paper Alg. 1): the method's precondition (the hybrid repOK) must still hold on the
 * input heap, after every choice of a reference or of a value. The {@link Precondition} counts its calls and rejections.
 */
public final class PreconditionCheck implements Check {

    @Override
    public boolean holds(LazyChoice c) {
        return c.heap().precondition().holds();
    }

    @Override
    public boolean judgesValues() {
        return true;
    }

    @Override
    public boolean holdsAfterValue(InputHeap heap) {
        return heap.precondition().holds();
    }
}
