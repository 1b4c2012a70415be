package bliss.bounds;

/** The bounds database entry of one (class, scope): tight field bounds and the SAT problem over them. */
public interface BoundsEntry {

    /** The tight field bounds. */
    FieldBounds bounds();

    /** The CNF of invariant + symmetry breaking over {@link #bounds()}, with its pvars. */
    SatProblem problem();
}
