package bliss.spf.results;

import bliss.spf.explore.Outcome;
import bliss.spf.explore.PathEnd;
import bliss.spf.explore.PathObserver;

import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Consumer;

/**
 * Counts the paths by how they ended, and the exceptions raised inside the analysed code (paths that raised one, by
 * type). Warns once when a limit cuts a path.
 */
public final class PathCounts implements PathObserver {

    private final Consumer<String> warnings;
    private final Map<String, Long> exceptions = new TreeMap<>();
    /**
     * Paths on which an exception escaped the driver (or the method analysed without one), by "type: message" (the
     * message's symbolic parts as terms).
     */
    private final Map<String, Long> messages = new TreeMap<>();
    private final Map<String, Long> raised = new TreeMap<>();
    /** Paths that ended at code the engine does not support, by {@code unsupported: what at where}. */
    private final Map<String, Long> unsupported = new TreeMap<>();
    private long normal;
    private long depthLimited;
    private long stepLimited;
    private long lengthLimited;
    private long solverLimited;
    private long assumeFailed;
    private long deadEnds;
    /** Per limit, the path it cut that a depth-first search meets first (least choice vector). */
    private final Map<Outcome, PathEnd> firstLimited = new java.util.EnumMap<>(Outcome.class);

    /** @param warnings told once, by {@link #warn}, about paths cut by a limit */
    public PathCounts(Consumer<String> warnings) {
        this.warnings = warnings;
    }

    @Override
    public void pathEnded(PathEnd end) {
        switch (end.outcome()) {
            case NORMAL -> normal++;
            case EXCEPTION -> exceptions.merge(end.exceptionType(), 1L, Long::sum);
            case DEPTH_LIMIT, STEP_LIMIT, LENGTH_LIMIT, SOLVER_LIMIT -> {
                switch (end.outcome()) {
                    case DEPTH_LIMIT -> depthLimited++;
                    case STEP_LIMIT -> stepLimited++;
                    case SOLVER_LIMIT -> solverLimited++;
                    default -> lengthLimited++;
                }
                firstCut(end);
            }
            case UNSUPPORTED -> unsupported.merge(unsupportedLine(end), 1L, Long::sum);
            case ASSUME_FAILED -> assumeFailed++;
            case PRUNED -> deadEnds++;
            default -> throw new IllegalStateException(end.outcome().toString());
        }
        if (end.isPath() && end.exceptionType() != null) {
            messages.merge(thrown(end), 1L, Long::sum); // escaped the driver, or the method analysed without one
        }
        if (end.isPath()) {
            for (String t : new LinkedHashSet<>(end.raised())) {
                raised.merge(t, 1L, Long::sum);
            }
        }
    }

    /** What an exception path threw, as Java prints an exception: its type, and its message if it has one. */
    private static String thrown(PathEnd end) {
        return end.exceptionMessage() == null ? end.exceptionType()
                : end.exceptionType() + ": " + end.exceptionMessage();
    }

    /** The one line the engine gives for the unsupported code a path ended at. */
    private static String unsupportedLine(PathEnd end) {
        return "unsupported: " + end.exceptionMessage() + (end.location() == null ? "" : " at " + end.location());
    }

    private void firstCut(PathEnd end) {
        PathEnd first = firstLimited.get(end.outcome());
        if (first == null || Arrays.compare(end.choices(), first.choices()) < 0) {
            firstLimited.put(end.outcome(), end);
        }
    }

    /**
     * Warns, once per limit, about the first path it cut, and once per construct about the paths that ended at code
     * the engine does not support (called when the exploration is over).
     */
    public void warn() {
        unsupported.forEach((line, n) -> warnings.accept(line + String.format(" (%,d path%s ended there; such paths"
                + " are counted apart, never as structures)", n, n == 1 ? "" : "s")));
        for (PathEnd end : firstLimited.values()) {
            warnings.accept(switch (end.outcome()) {
                case DEPTH_LIMIT -> "a path was cut by the call depth limit (--max-depth) at " + end.location()
                        + ": recursion that does not end on some input (a cyclic structure the precondition let"
                        + " through, or a recursion on a symbolic value); such paths are counted apart, never as"
                        + " structures; raise --max-depth if the recursion is deep but finite";
                case LENGTH_LIMIT -> "a path was cut at " + end.location() + ": it allocates an array whose"
                        + " symbolic length exceeds " + bliss.spf.vm.Interpreter.MAX_SYMBOLIC_LENGTH + ", the"
                        + " longest the engine makes (every shorter length is explored), or whose concrete length"
                        + " exceeds " + bliss.spf.vm.Interpreter.MAX_CONCRETE_LENGTH + " (or arrays of more than "
                        + bliss.spf.vm.Interpreter.MAX_ELEMENTS_BETWEEN_CHOICES + " elements in all between two"
                        + " choice points, the characters of the strings it concatenates included); such paths are counted"
                        + " apart, never as structures; bound the length (a precondition, or Symbolic.assume in the"
                        + " driver) to leave none";
                case SOLVER_LIMIT -> "a path was cut at " + end.location() + ": Z3 did not decide one of its branch"
                        + " conditions within the per-query limit (--solver-timeout), or gave up on it; such paths are"
                        + " counted apart, never as structures; raise the limit (0: none) if the query is hard but"
                        + " finite (a loop over a cyclic input that sums a symbolic value at every turn is not)";
                default -> "a path was cut by the step limit (--step-limit) or the choice limit (--max-choices) at "
                        + end.location() + ": a loop that does not end on some input (a cyclic structure the "
                        + "precondition let through, or a loop that branches on a symbolic value at every turn); "
                        + "such paths are counted apart, never as structures; raise the limit if the loop is long "
                        + "but finite";
            });
        }
    }

    /** @effects this' = this + other (a parallel worker's counts) */
    public void add(PathCounts other) {
        other.exceptions.forEach((k, v) -> exceptions.merge(k, v, Long::sum));
        other.messages.forEach((k, v) -> messages.merge(k, v, Long::sum));
        other.raised.forEach((k, v) -> raised.merge(k, v, Long::sum));
        other.unsupported.forEach((k, v) -> unsupported.merge(k, v, Long::sum));
        normal += other.normal;
        depthLimited += other.depthLimited;
        stepLimited += other.stepLimited;
        lengthLimited += other.lengthLimited;
        solverLimited += other.solverLimited;
        assumeFailed += other.assumeFailed;
        deadEnds += other.deadEnds;
        other.firstLimited.values().forEach(this::firstCut);
    }

    /** Writes the counts (for a result sent to another machine). */
    public void write(DataOutput out) throws IOException {
        writeCounts(out, exceptions);
        writeCounts(out, messages);
        writeCounts(out, raised);
        writeCounts(out, unsupported);
        out.writeLong(normal);
        out.writeLong(depthLimited);
        out.writeLong(stepLimited);
        out.writeLong(lengthLimited);
        out.writeLong(solverLimited);
        out.writeLong(assumeFailed);
        out.writeLong(deadEnds);
        out.writeInt(firstLimited.size());
        for (PathEnd first : firstLimited.values()) {
            out.writeUTF(first.outcome().name());
            out.writeUTF(String.valueOf(first.location()));
            StructureCollection.writeInts(out, first.choices());
        }
    }

    /** Counts as {@link #write} wrote them; {@code warnings} as for the constructor. */
    public static PathCounts read(DataInput in, Consumer<String> warnings) throws IOException {
        PathCounts c = new PathCounts(warnings);
        readCounts(in, c.exceptions);
        readCounts(in, c.messages);
        readCounts(in, c.raised);
        readCounts(in, c.unsupported);
        c.normal = in.readLong();
        c.depthLimited = in.readLong();
        c.stepLimited = in.readLong();
        c.lengthLimited = in.readLong();
        c.solverLimited = in.readLong();
        c.assumeFailed = in.readLong();
        c.deadEnds = in.readLong();
        for (int n = in.readInt(); n > 0; n--) {
            Outcome outcome = Outcome.valueOf(in.readUTF());
            String location = in.readUTF();
            int[] choices = StructureCollection.readInts(in);
            c.firstCut(new PathEnd(outcome, null, null, List.of(), null, List.of(), null, choices, location, null));
        }
        return c;
    }

    private static void writeCounts(DataOutput out, Map<String, Long> counts) throws IOException {
        out.writeInt(counts.size());
        for (Map.Entry<String, Long> e : counts.entrySet()) {
            out.writeUTF(e.getKey());
            out.writeLong(e.getValue());
        }
    }

    private static void readCounts(DataInput in, Map<String, Long> counts) throws IOException {
        int n = in.readInt();
        for (int i = 0; i < n; i++) {
            counts.put(in.readUTF(), in.readLong());
        }
    }

    /** Paths that ended normally, by an uncaught exception, at a limit or at unsupported code. */
    public long paths() {
        long p = normal + depthLimited + stepLimited + lengthLimited + solverLimited;
        for (long n : exceptions.values()) {
            p += n;
        }
        for (long n : unsupported.values()) {
            p += n;
        }
        return p;
    }

    /** Paths that ended at code the engine does not support, by {@code unsupported: what at where}. */
    public Map<String, Long> unsupported() {
        return unsupported;
    }

    public long normal() {
        return normal;
    }

    public Map<String, Long> exceptions() {
        return exceptions;
    }

    /** Paths on which an exception escaped the analysed code, by the exception as Java prints it ("type: message"). */
    public Map<String, Long> thrown() {
        return messages;
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

    /** Paths cut where a new array's symbolic length exceeds the longest the engine makes. */
    public long lengthLimited() {
        return lengthLimited;
    }

    public long solverLimited() {
        return solverLimited;
    }

    public long assumeFailed() {
        return assumeFailed;
    }

    public long deadEnds() {
        return deadEnds;
    }

}
