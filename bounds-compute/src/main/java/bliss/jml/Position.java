package bliss.jml;

/**
 * A place in a Java source file, as users see it: line and column count from 1.
 *
 * @param file   the file name shown in messages ({@code bliss/subjects/BinTree.java})
 * @param line   line, from 1
 * @param column column, from 1 (a tab counts as one column)
 */
public record Position(String file, int line, int column) {

    @Override
    public String toString() {
        return file + ":" + line + ":" + column;
    }
}
