package bliss.spf.results;

import bliss.layout.BreadthFirstNumbering;
import bliss.layout.ClassLayout;
import bliss.layout.FieldShape;
import bliss.layout.HeapAccess;
import bliss.layout.Shape;
import bliss.spf.explore.Outcome;
import bliss.spf.explore.PathObserver;
import bliss.spf.explore.SymbolicExecution;
import bliss.spf.heap.InputHeap;
import bliss.spf.heap.InputObject;
import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Var;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Consumer;

/**
 * Counts paths by outcome and collects the structures: the distinct input heaps of normally ending paths, compared
 * with {@link Shape} on reference fields (an uninitialized field counts as null). With {@code keepPaths} it also
 * keeps, per structure, the path conditions and a model of each path (up to a bound) and a Graphviz picture.
 */
public final class StructureCollector implements PathObserver {

    /** Path records kept per structure at most (the count of paths is always exact). */
    public static final int PATHS_KEPT = 50;

    private final ClassLayout layout;
    private final boolean keepPaths;
    private final Consumer<String> warnings;
    private final Consumer<String> progress;
    private final Map<Shape, CollectedStructure> structures = new LinkedHashMap<>();
    /** When structures are not kept: only their canonical codes, to count them distinct. */
    private final boolean keepStructures;
    private final java.util.Set<CodeKey> codes = new java.util.HashSet<>();
    private final Map<String, Long> exceptions = new TreeMap<>();
    private final Map<String, Long> raised = new TreeMap<>();
    private long normal;
    private long depthLimited;
    private long stepLimited;
    private long assumeFailed;
    private long deadEnds;
    private boolean limitWarned;

    /**
     * @param warnings told once about paths cut by a limit
     * @param progress told a one-line summary every few seconds on long runs
     */
    public StructureCollector(ClassLayout layout, boolean keepStructures, boolean keepPaths,
                              Consumer<String> warnings, Consumer<String> progress) {
        this.layout = layout;
        this.keepStructures = keepStructures || keepPaths;
        this.keepPaths = keepPaths;
        this.warnings = warnings;
        this.progress = progress;
    }

    @Override
    public void pathEnded(SymbolicExecution execution, Outcome outcome, String exceptionType, List<String> raisedHere) {
        switch (outcome) {
            case NORMAL -> {
                normal++;
                collect(execution, raisedHere);
            }
            case EXCEPTION -> exceptions.merge(exceptionType, 1L, Long::sum);
            case DEPTH_LIMIT, STEP_LIMIT -> {
                if (outcome == Outcome.DEPTH_LIMIT) {
                    depthLimited++;
                } else {
                    stepLimited++;
                }
                if (!limitWarned) {
                    limitWarned = true;
                    warnings.accept("a path was cut by the " + (outcome == Outcome.DEPTH_LIMIT ? "call depth"
                            : "step") + " limit at " + execution.location() + "; this usually means the "
                            + "precondition let a cyclic structure through (such paths are counted apart, never "
                            + "as structures)");
                }
            }
            case ASSUME_FAILED -> assumeFailed++;
            case PRUNED -> deadEnds++;
            default -> throw new IllegalStateException(outcome.toString());
        }
        if (outcome != Outcome.PRUNED && outcome != Outcome.ASSUME_FAILED) {
            for (String t : new LinkedHashSet<>(raisedHere)) {
                raised.merge(t, 1L, Long::sum);
            }
        }
    }

    @Override
    public void progress(SymbolicExecution execution) {
        progress.accept(String.format("%,d paths, %,d structures, %,d choice points", execution.paths(),
                structureCount(), execution.lazyChoicePoints() + execution.branchChoicePoints()
                        + execution.switchChoicePoints()));
    }

    private void collect(SymbolicExecution execution, List<String> raisedHere) {
        InputHeap heap = execution.heap();
        InputObject receiver = heap.receiver();
        if (receiver == null) {
            return;
        }
        Shape shape = Shape.of(layout, receiver, heap.access());
        if (!keepStructures) {
            codes.add(new CodeKey(shape.code()));
            return;
        }
        CollectedStructure s = structures.get(shape);
        if (s == null) {
            s = new CollectedStructure(shape, structures.size());
            structures.put(shape, s);
            if (keepPaths) {
                s.setDot(dot(heap, receiver, s.index()));
                s.setObjects(objectNames(heap, receiver));
            }
        }
        s.addPath();
        if (keepPaths && s.pathRecords().size() < PATHS_KEPT) {
            List<String> conditions = new ArrayList<>();
            for (Expr e : execution.solver().constraints()) {
                conditions.add(e.toString());
            }
            Map<String, Long> model = new TreeMap<>();
            if (!conditions.isEmpty()) {
                // the variables of this path's condition only (a solver may know others from earlier paths)
                java.util.Set<Var> mentioned = new java.util.HashSet<>();
                for (Expr e : execution.solver().constraints()) {
                    e.forEachVar(mentioned::add);
                }
                for (Map.Entry<Var, Long> e : execution.solver().model().entrySet()) {
                    if (mentioned.contains(e.getKey())) {
                        model.put(e.getKey().name(), e.getValue());
                    }
                }
            }
            s.pathRecords().add(new PathRecord("normal", conditions, model, List.copyOf(raisedHere)));
        }
    }

    /** "N0=N3 N1=N1 ...": the shape's node names (breadth-first) and the input objects they are. */
    private static String objectNames(InputHeap heap, InputObject receiver) {
        StringBuilder sb = new StringBuilder();
        List<InputObject> nodes = BreadthFirstNumbering.number(receiver, heap.access(), false).nodes();
        for (int i = 0; i < nodes.size(); i++) {
            sb.append(i == 0 ? "" : " ").append('N').append(i).append('=').append(nodes.get(i).name());
        }
        return sb.toString();
    }

    /** The structure reachable from the receiver in Graphviz DOT; nodes named as in the shape. */
    private static String dot(InputHeap heap, InputObject receiver, int index) {
        HeapAccess<InputObject> access = heap.access();
        Map<InputObject, String> names = new IdentityHashMap<>();
        List<InputObject> nodes = BreadthFirstNumbering.number(receiver, access, false).nodes();
        for (int i = 0; i < nodes.size(); i++) {
            names.put(nodes.get(i), "N" + i);
        }
        names.putIfAbsent(receiver, receiver.name());
        StringBuilder sb = new StringBuilder("digraph structure" + index + " {\n  node [shape=box];\n");
        ArrayDeque<InputObject> queue = new ArrayDeque<>(List.of(receiver));
        Map<InputObject, Boolean> seen = new IdentityHashMap<>();
        seen.put(receiver, true);
        int unknowns = 0;
        while (!queue.isEmpty()) {
            InputObject o = queue.poll();
            String n = names.computeIfAbsent(o, InputObject::name);
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
                InputObject t = (InputObject) v;
                String tn = names.computeIfAbsent(t, InputObject::name);
                sb.append("  \"").append(n).append("\" -> \"").append(tn).append("\" [label=\"").append(f.name())
                        .append('"').append(f.backPointer() ? ", style=dashed" : "").append("];\n");
                if (seen.put(t, true) == null) {
                    queue.add(t);
                }
            }
        }
        return sb.append("}\n").toString();
    }

    // ------------------------------------------------------------------------------------------------------------

    /** The structures, when kept (else empty: see {@link #structureCount}). */
    public Collection<CollectedStructure> structures() {
        return structures.values();
    }

    /** The number of distinct structures collected. */
    public long structureCount() {
        return keepStructures ? structures.size() : codes.size();
    }

    /** A shape's canonical code, compared by content. */
    private record CodeKey(int[] code) {
        @Override
        public boolean equals(Object o) {
            return o instanceof CodeKey k && java.util.Arrays.equals(code, k.code);
        }

        @Override
        public int hashCode() {
            return java.util.Arrays.hashCode(code);
        }
    }

    public long normal() {
        return normal;
    }

    public Map<String, Long> exceptions() {
        return exceptions;
    }

    public Map<String, Long> raised() {
        return raised;
    }

    public long depthLimited() {
        return depthLimited;
    }

    public long stepLimited() {
        return stepLimited;
    }

    public long assumeFailed() {
        return assumeFailed;
    }

    public long deadEnds() {
        return deadEnds;
    }
}
