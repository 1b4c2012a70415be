package bliss.spf.results;

import bliss.layout.Shape;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A distinct input heap of normally ending paths (compared on reference fields, an uninitialized field counted as
 * null), with the number of paths that ended with it and, when kept, their path conditions and a Graphviz picture.
 */
public final class CollectedStructure {

    private final Shape shape;
    private int index;
    private long paths;
    private final List<PathRecord> pathRecords = new ArrayList<>();
    /** The choice vector of each kept path record (same order), and the least vector of all its paths. */
    private final List<int[]> recordChoices = new ArrayList<>();
    private int[] firstChoices;
    private String dot;
    private String objects;

    CollectedStructure(Shape shape, int index) {
        this.shape = shape;
        this.index = index;
    }

    public Shape shape() {
        return shape;
    }

    /** The order a depth-first search on one thread discovers it in (the order of first choice vectors), from 0. */
    public int index() {
        return index;
    }

    public long paths() {
        return paths;
    }

    void setIndex(int index) {
        this.index = index;
    }

    /** Counts a path that ended with this structure, whose choice vector is {@code choices}. */
    void addPath(int[] choices) {
        paths++;
        if (firstChoices == null || Arrays.compare(choices, firstChoices) < 0) {
            firstChoices = choices;
        }
    }

    /** The least choice vector of its paths (depth-first order is the lexicographic order of choice vectors). */
    int[] firstChoices() {
        return firstChoices;
    }

    /** Keeps a path record, the records ordered by choice vector and at most {@code max} of them. */
    void addRecord(PathRecord record, int[] choices, int max) {
        int at = 0;
        while (at < recordChoices.size() && Arrays.compare(recordChoices.get(at), choices) < 0) {
            at++;
        }
        if (at >= max) {
            return;
        }
        pathRecords.add(at, record);
        recordChoices.add(at, choices);
        if (pathRecords.size() > max) {
            pathRecords.remove(max);
            recordChoices.remove(max);
        }
    }

    /**
     * Adds another worker's paths of the same structure; the picture and object names are those of the path a
     * depth-first search meets first.
     */
    void add(CollectedStructure other, int max) {
        paths += other.paths;
        if (firstChoices == null || Arrays.compare(other.firstChoices, firstChoices) < 0) {
            firstChoices = other.firstChoices;
            dot = other.dot;
            objects = other.objects;
        }
        for (int i = 0; i < other.pathRecords.size(); i++) {
            addRecord(other.pathRecords.get(i), other.recordChoices.get(i), max);
        }
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
