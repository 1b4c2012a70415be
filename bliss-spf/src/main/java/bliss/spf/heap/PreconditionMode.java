package bliss.spf.heap;

/** Which hybrid precondition lazy initialization runs after each choice ({@code --precondition}). */
public enum PreconditionMode {
    /** handwritten when the class declares {@code boolean repOKHybrid()}, else derived, else none. */
    AUTO,
    /** The concrete {@code repOK()}, stopped with "possible" at the first uninitialized field or symbolic branch. */
    DERIVED,
    /** {@code repOKHybrid()}: uninitialized fields read as placeholders (paper Fig. 3). */
    HANDWRITTEN,
    /** No precondition. */
    NONE
}
