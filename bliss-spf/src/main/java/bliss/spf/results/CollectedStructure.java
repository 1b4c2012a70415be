package bliss.spf.results;

import bliss.layout.Shape;

import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

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

    /** Writes the structure, its paths and pictures ({@link StructureCollection#write}). */
    void write(DataOutput out) throws IOException {
        StructureCollection.writeInts(out, shape.code());
        StructureCollection.writeText(out, shape.toString());
        out.writeInt(index);
        out.writeLong(paths);
        StructureCollection.writeInts(out, firstChoices);
        out.writeInt(pathRecords.size());
        for (int i = 0; i < pathRecords.size(); i++) {
            PathRecord r = pathRecords.get(i);
            StructureCollection.writeInts(out, recordChoices.get(i));
            out.writeUTF(r.outcome());
            writeStrings(out, r.conditions());
            out.writeInt(r.model().size());
            for (Map.Entry<String, Long> e : r.model().entrySet()) {
                out.writeUTF(e.getKey());
                out.writeLong(e.getValue());
            }
            writeStrings(out, r.raised());
        }
        StructureCollection.writeText(out, dot);
        StructureCollection.writeText(out, objects);
    }

    /** A structure as {@link #write} wrote it. */
    static CollectedStructure read(DataInput in) throws IOException {
        int[] code = StructureCollection.readInts(in);
        CollectedStructure s = new CollectedStructure(Shape.decoded(code, StructureCollection.readText(in)),
                in.readInt());
        s.paths = in.readLong();
        s.firstChoices = StructureCollection.readInts(in);
        int records = in.readInt();
        for (int i = 0; i < records; i++) {
            s.recordChoices.add(StructureCollection.readInts(in));
            String outcome = in.readUTF();
            List<String> conditions = readStrings(in);
            Map<String, Long> model = new LinkedHashMap<>();
            int n = in.readInt();
            for (int j = 0; j < n; j++) {
                model.put(in.readUTF(), in.readLong());
            }
            s.pathRecords.add(new PathRecord(outcome, conditions, model, readStrings(in), null));
        }
        s.dot = StructureCollection.readText(in);
        s.objects = StructureCollection.readText(in);
        return s;
    }

    private static void writeStrings(DataOutput out, List<String> strings) throws IOException {
        out.writeInt(strings.size());
        for (String x : strings) {
            StructureCollection.writeText(out, x);
        }
    }

    private static List<String> readStrings(DataInput in) throws IOException {
        int n = in.readInt();
        List<String> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            out.add(StructureCollection.readText(in));
        }
        return out;
    }
}
