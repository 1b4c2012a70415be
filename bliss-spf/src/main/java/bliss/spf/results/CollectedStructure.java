package bliss.spf.results;

import bliss.layout.Shape;

import java.util.ArrayList;
import java.util.List;

/**
 * A distinct input heap of normally ending paths (compared on reference fields, an uninitialized field counted as
 * null), with the number of paths that ended with it and, when kept, their path conditions and a Graphviz picture.
 */
public final class CollectedStructure {

    private final Shape shape;
    private final int index;
    private long paths;
    private final List<PathRecord> pathRecords = new ArrayList<>();
    private String dot;
    private String objects;

    CollectedStructure(Shape shape, int index) {
        this.shape = shape;
        this.index = index;
    }

    public Shape shape() {
        return shape;
    }

    /** Discovery order, from 0. */
    public int index() {
        return index;
    }

    public long paths() {
        return paths;
    }

    void addPath() {
        paths++;
    }

    void addPaths(long n) {
        paths += n;
    }

    public List<PathRecord> pathRecords() {
        return pathRecords;
    }

    /** The structure in Graphviz DOT, or null when not kept. */
    public String dot() {
        return dot;
    }

    void setDot(String dot) {
        this.dot = dot;
    }

    /** Which input object (by its variable-name prefix) each node of the shape is, or null when not kept. */
    public String objects() {
        return objects;
    }

    void setObjects(String objects) {
        this.objects = objects;
    }
}
