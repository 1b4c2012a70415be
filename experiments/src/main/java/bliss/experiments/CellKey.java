package bliss.experiments;

/**
 * One cell of the experiment grid: a technique analysing a subject method at a scope.
 *
 * @param className the subject's simple name ({@code TreeSet})
 * @param method    the analysed method (its driver's name, {@code extractMin_bug})
 */
public record CellKey(String className, String method, Technique technique, int scope) {

    /** {@code TreeSet.bfs}. */
    public String methodId() {
        return className + "." + method;
    }

    /** A name safe for files: {@code TreeSet.bfs.blissdb.7}. */
    public String fileName() {
        return methodId() + "." + technique.cli() + "." + scope;
    }

    @Override
    public String toString() {
        return methodId() + " " + technique.cli() + " scope " + scope;
    }
}
