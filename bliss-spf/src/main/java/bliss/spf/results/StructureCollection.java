package bliss.spf.results;

import bliss.layout.BreadthFirstNumbering;
import bliss.layout.FieldShape;
import bliss.layout.HeapAccess;
import bliss.layout.Shape;
import bliss.spf.explore.Outcome;
import bliss.spf.explore.PartialStructure;
import bliss.spf.explore.PathEnd;
import bliss.spf.explore.PathObserver;
import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Var;

import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Collects the structures (the paper's Tables IX-X counts): the distinct input heaps of normally ending paths,
 * compared with {@link Shape} on reference fields (an uninitialized field counts as null). By default only their
 * canonical codes are kept (memory: a million structures); with {@code keepStructures} the structures themselves,
 * and with {@code keepPaths} also, per structure, the path conditions and a model of each path (up to
 * {@value #PATHS_KEPT}) and a Graphviz picture (for {@code --dump}).
 */
public final class StructureCollection implements PathObserver {

    /** Path records kept per structure at most (the count of paths is always exact). */
    public static final int PATHS_KEPT = 50;

    private final boolean keepStructures;
    private final boolean keepPaths;
    private final Map<Shape, CollectedStructure> structures = new LinkedHashMap<>();
    private final Set<CodeKey> codes = new HashSet<>();

    public StructureCollection(boolean keepStructures, boolean keepPaths) {
        this.keepStructures = keepStructures || keepPaths;
        this.keepPaths = keepPaths;
    }

    @Override
    public boolean needsModels() {
        return keepPaths;
    }

    @Override
    public void pathEnded(PathEnd end) {
        if (end.outcome() != Outcome.NORMAL) {
            return;
        }
        PartialStructure input = end.input();
        if (input.receiver() == null) {
            return;
        }
        Shape shape = input.shape();
        if (!keepStructures) {
            codes.add(new CodeKey(shape.code()));
            return;
        }
        CollectedStructure s = structures.get(shape);
        int[] choices = end.choices();
        if (s == null) {
            s = new CollectedStructure(shape, structures.size());
            structures.put(shape, s);
        }
        // the picture of the path a depth-first search meets first (a worker exploring several subtrees, or a
        // search in another order, may meet a later one first)
        boolean first = s.firstChoices() == null || Arrays.compare(choices, s.firstChoices()) < 0;
        s.addPath(choices);
        if (keepPaths && first) {
            s.setDot(dot(input, s.index()));
            s.setObjects(objectNames(input));
        }
        if (keepPaths) {
            List<String> conditions = new ArrayList<>();
            for (Expr e : end.pathCondition()) {
                conditions.add(e.toString());
            }
            Map<String, Long> model = new TreeMap<>();
            for (Map.Entry<Var, Long> e : end.model().entrySet()) {
                model.put(e.getKey().name(), e.getValue());
            }
            s.addRecord(new PathRecord("normal", conditions, model, end.raised(), end), choices, PATHS_KEPT);
        }
    }

    /**
     * Adds a parallel worker's structures: the distinct union, paths counted, path records kept in depth-first order
     * up to the bound. The structures are then numbered in the order one depth-first search would have found them
     * (the order of their least choice vectors), so the result does not depend on how the work was split.
     *
     * @effects this' = this + other
     */
    public void add(StructureCollection other) {
        codes.addAll(other.codes);
        for (CollectedStructure o : other.structures.values()) {
            CollectedStructure s = structures.get(o.shape());
            if (s == null) {
                structures.put(o.shape(), o);
            } else {
                s.add(o, PATHS_KEPT);
            }
        }
        number();
    }

    /**
     * Numbers the structures in the order one depth-first search would have found them (the order of their least
     * choice vectors), whatever order they were found in (several workers, another search order).
     */
    public void number() {
        List<CollectedStructure> ordered = new ArrayList<>(structures.values());
        ordered.sort((a, b) -> Arrays.compare(a.firstChoices(), b.firstChoices()));
        structures.clear();
        for (int i = 0; i < ordered.size(); i++) {
            CollectedStructure s = ordered.get(i);
            s.setIndex(i);
            if (s.dot() != null) {
                s.setDot(s.dot().replaceFirst("^digraph structure\\d+ ", "digraph structure" + i + " "));
            }
            structures.put(s.shape(), s);
        }
    }

    /**
     * Writes what was collected: the canonical codes, or the structures with their paths and pictures (for a result
     * sent to another machine; a million codes take a few bytes each).
     */
    public void write(DataOutput out) throws IOException {
        out.writeBoolean(keepStructures);
        out.writeBoolean(keepPaths);
        if (!keepStructures) {
            out.writeInt(codes.size());
            for (CodeKey k : codes) {
                writeInts(out, k.code);
            }
            return;
        }
        out.writeInt(structures.size());
        for (CollectedStructure c : structures.values()) {
            c.write(out);
        }
    }

    /** A collection as {@link #write} wrote it. */
    public static StructureCollection read(DataInput in) throws IOException {
        boolean keepStructures = in.readBoolean();
        boolean keepPaths = in.readBoolean();
        StructureCollection c = new StructureCollection(keepStructures, keepPaths);
        int n = in.readInt();
        for (int i = 0; i < n; i++) {
            if (keepStructures) {
                CollectedStructure s = CollectedStructure.read(in);
                c.structures.put(s.shape(), s);
            } else {
                c.codes.add(new CodeKey(readInts(in)));
            }
        }
        return c;
    }

    /** Writes an array of small ints compactly: its length and each value as a zigzag varint. */
    static void writeInts(DataOutput out, int[] values) throws IOException {
        writeVarint(out, values.length);
        for (int v : values) {
            writeVarint(out, (v << 1) ^ (v >> 31));
        }
    }

    static int[] readInts(DataInput in) throws IOException {
        int[] values = new int[readVarint(in)];
        for (int i = 0; i < values.length; i++) {
            int z = readVarint(in);
            values[i] = (z >>> 1) ^ -(z & 1);
        }
        return values;
    }

    private static void writeVarint(DataOutput out, int v) throws IOException {
        while ((v & ~0x7F) != 0) {
            out.writeByte((v & 0x7F) | 0x80);
            v >>>= 7;
        }
        out.writeByte(v);
    }

    private static int readVarint(DataInput in) throws IOException {
        int v = 0;
        for (int shift = 0; ; shift += 7) {
            byte b = in.readByte();
            v |= (b & 0x7F) << shift;
            if ((b & 0x80) == 0) {
                return v;
            }
        }
    }

    /** Writes a string of any length, or null. */
    static void writeText(DataOutput out, String s) throws IOException {
        if (s == null) {
            out.writeInt(-1);
            return;
        }
        byte[] b = s.getBytes(StandardCharsets.UTF_8);
        out.writeInt(b.length);
        out.write(b);
    }

    static String readText(DataInput in) throws IOException {
        int n = in.readInt();
        if (n < 0) {
            return null;
        }
        byte[] b = new byte[n];
        in.readFully(b);
        return new String(b, StandardCharsets.UTF_8);
    }

    /** "N0=N3 N1=N1 ...": the shape's node names (breadth-first) and the input objects they are. */
    private static String objectNames(PartialStructure input) {
        StringBuilder sb = new StringBuilder();
        List<PartialStructure.Node> nodes = BreadthFirstNumbering.number(input.receiver(), input.access(), false)
                .nodes();
        for (int i = 0; i < nodes.size(); i++) {
            sb.append(i == 0 ? "" : " ").append('N').append(i).append('=').append(nodes.get(i).name());
        }
        return sb.toString();
    }

    /** The structure reachable from the receiver in Graphviz DOT; nodes named as in the shape. */
    private static String dot(PartialStructure input, int index) {
        HeapAccess<PartialStructure.Node> access = input.access();
        PartialStructure.Node receiver = input.receiver();
        Map<PartialStructure.Node, String> names = new IdentityHashMap<>();
        List<PartialStructure.Node> nodes = BreadthFirstNumbering.number(receiver, access, false).nodes();
        for (int i = 0; i < nodes.size(); i++) {
            names.put(nodes.get(i), "N" + i);
        }
        names.putIfAbsent(receiver, receiver.name());
        StringBuilder sb = new StringBuilder("digraph structure" + index + " {\n  node [shape=box];\n");
        ArrayDeque<PartialStructure.Node> queue = new ArrayDeque<>(List.of(receiver));
        Map<PartialStructure.Node, Boolean> seen = new IdentityHashMap<>();
        seen.put(receiver, true);
        int unknowns = 0;
        while (!queue.isEmpty()) {
            PartialStructure.Node o = queue.poll();
            String n = names.computeIfAbsent(o, PartialStructure.Node::name);
            sb.append("  \"").append(n).append("\" [label=\"").append(n).append(" (").append(o.name())
                    .append(")\"];\n");
            for (FieldShape f : o.shape().referenceFields()) {
                Object v = access.read(o, f);
                if (v == null) {
                    continue;
                }
                if (v == HeapAccess.UNINITIALIZED) {
                    String u = "unset" + unknowns++;
                    sb.append("  \"").append(u).append("\" [shape=plaintext, label=\"?\"];\n");
                    sb.append("  \"").append(n).append("\" -> \"").append(u).append("\" [label=\"")
                            .append(f.name()).append("\", style=dotted];\n");
                    continue;
                }
                PartialStructure.Node t = (PartialStructure.Node) v;
                String tn = names.computeIfAbsent(t, PartialStructure.Node::name);
                sb.append("  \"").append(n).append("\" -> \"").append(tn).append("\" [label=\"").append(f.name())
                        .append('"').append(f.backPointer() ? ", style=dashed" : "").append("];\n");
                if (seen.put(t, true) == null) {
                    queue.add(t);
                }
            }
        }
        return sb.append("}\n").toString();
    }

    /** The structures, when kept (else empty: see {@link #count}). */
    public Collection<CollectedStructure> structures() {
        return structures.values();
    }

    /** The number of distinct structures collected. */
    public long count() {
        return keepStructures ? structures.size() : codes.size();
    }

    /** A shape's canonical code, compared by content. */
    private record CodeKey(int[] code) {
        @Override
        public boolean equals(Object o) {
            return o instanceof CodeKey k && Arrays.equals(code, k.code);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(code);
        }
    }
}
