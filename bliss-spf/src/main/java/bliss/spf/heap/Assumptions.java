package bliss.spf.heap;

/** Which edges of the input heap BLISS turns into SAT assumptions ({@code --assumptions}). */
public enum Assumptions {
    /** The paper's (Alg. 5): sources in the refined breadth-first concrete prefix, and the receiver. */
    PREFIX,
    /**
     * Every input object whose label is a singleton: inside the prefix or not, such an object is just as determined,
     * so the same soundness argument holds with more of the heap in each question.
     */
    SINGLETONS
}
