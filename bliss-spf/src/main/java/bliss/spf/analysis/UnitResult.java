package bliss.spf.analysis;

import bliss.spf.explore.ExplorationStats;
import bliss.spf.results.PathCounts;
import bliss.spf.results.StructureCollection;
import bliss.spf.solver.SolverStats;
import bliss.spf.stats.Counters;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.function.Consumer;
import java.util.zip.Deflater;
import java.util.zip.DeflaterOutputStream;
import java.util.zip.InflaterInputStream;

/**
 * What the exploration of one or more units of an analysis found and cost, before it becomes an
 * {@link bliss.spf.results.AnalysisResult}: path counts, structures, counters, choice points, solver work and CPU
 * time. The results of the units of a partition of the search {@linkplain #add add up} to the whole search's, as those
 * of parallel workers do. A distributed run sends them between machines {@linkplain #encode encoded}: compactly
 * (structure codes as varints, deflated), since a unit may bring a million structures.
 *
 * <pre>
 * @specfield paths, structures, counters, stats, solver, cpuNanos
 * </pre>
 */
public final class UnitResult {

    private final PathCounts paths;
    private final StructureCollection structures;
    private final Counters counters;
    private final ExplorationStats stats;
    private SolverStats solver;
    private long cpuNanos;
    private final String technique;
    private final String precondition;

    UnitResult(PathCounts paths, StructureCollection structures, Counters counters, ExplorationStats stats,
               SolverStats solver, long cpuNanos, String technique, String precondition) {
        this.paths = paths;
        this.structures = structures;
        this.counters = counters;
        this.stats = stats;
        this.solver = solver;
        this.cpuNanos = cpuNanos;
        this.technique = technique;
        this.precondition = precondition;
    }

    /**
     * Adds the results of another unit (of the same analysis, a disjoint part of its search).
     *
     * @effects this' = this + other (structures: the distinct union, numbered in one thread's depth-first order)
     */
    public void add(UnitResult other) {
        paths.add(other.paths);
        structures.add(other.structures);
        counters.add(other.counters);
        stats.add(other.stats);
        solver = solver.plus(other.solver);
        cpuNanos += other.cpuNanos;
    }

    PathCounts paths() {
        return paths;
    }

    StructureCollection structures() {
        return structures;
    }

    Counters counters() {
        return counters;
    }

    ExplorationStats stats() {
        return stats;
    }

    SolverStats solver() {
        return solver;
    }

    long cpuNanos() {
        return cpuNanos;
    }

    String technique() {
        return technique;
    }

    String precondition() {
        return precondition;
    }

    /** Whether a time limit cut the exploration. */
    public boolean partial() {
        return stats.partial();
    }

    /** Paths found (for progress reports). */
    public long pathCount() {
        return paths.paths();
    }

    /** The result as bytes: deflated, structure codes as varints. */
    public byte[] encode() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Deflater deflater = new Deflater(Deflater.BEST_SPEED);
        try (DataOutputStream out = new DataOutputStream(new DeflaterOutputStream(bytes, deflater, 1 << 16))) {
            out.writeUTF(technique);
            out.writeUTF(precondition);
            paths.write(out);
            structures.write(out);
            counters.write(out);
            stats.write(out);
            out.writeLong(solver.queries());
            out.writeLong(solver.folded());
            out.writeLong(solver.fastPath());
            out.writeLong(solver.byModel());
            out.writeLong(solver.reused());
            out.writeLong(solver.byRanges());
            out.writeLong(solver.z3Calls());
            out.writeLong(solver.z3Nanos());
            out.writeLong(cpuNanos);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            deflater.end();
        }
        return bytes.toByteArray();
    }

    /**
     * A result as {@link #encode} wrote it.
     *
     * @param warnings where the merged result will warn about paths cut by a limit
     */
    public static UnitResult decode(byte[] encoded, Consumer<String> warnings) {
        try (DataInputStream in = new DataInputStream(new InflaterInputStream(new ByteArrayInputStream(encoded)))) {
            String technique = in.readUTF();
            String precondition = in.readUTF();
            PathCounts paths = PathCounts.read(in, warnings);
            StructureCollection structures = StructureCollection.read(in);
            Counters counters = Counters.read(in);
            ExplorationStats stats = ExplorationStats.read(in);
            SolverStats solver = new SolverStats(in.readLong(), in.readLong(), in.readLong(), in.readLong(),
                    in.readLong(), in.readLong(), in.readLong(), in.readLong());
            long cpu = in.readLong();
            return new UnitResult(paths, structures, counters, stats, solver, cpu, technique, precondition);
        } catch (IOException e) {
            throw new UncheckedIOException("a unit's result is damaged: " + e.getMessage(), e);
        }
    }
}
