package bliss.spf.heap;

/**
 * BLI's labelling of a new node (paper Alg. 2): a node created through {@code n.f} gets {@code label(n, f)}, the
 * atoms the tight bound of {@code f} allows from any atom of {@code label(n)}, null excluded. Always holds.
 */
public final class NewNodeLabel implements Check {

    private final TargetLabels labels;

    public NewNodeLabel(TargetLabels labels) {
        this.labels = labels;
    }

    @Override
    public boolean holds(LazyChoice c) {
        replay(c);
        return true;
    }

    @Override
    public void replay(LazyChoice c) {
        if (c.candidate().kind() == Candidate.Kind.NEW) {
            c.heap().setLabel(c.target(), labels.of(c.heap(), c.owner(), c.field()));
        }
    }
}
