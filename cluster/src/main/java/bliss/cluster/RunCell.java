package bliss.cluster;

import bliss.experiments.AnalysisProcess;
import bliss.experiments.CellKey;
import bliss.experiments.CellResult;
import bliss.experiments.Status;
import bliss.experiments.Technique;

import java.io.Serial;
import java.io.Serializable;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * An experiment cell, run on a worker as a local experiment runs it: {@code bliss analyze --json} in a fresh JVM with
 * the cell's time and heap limits ({@link AnalysisProcess}). Its logs go to the experiment's {@code logs/} (a shared
 * file system), a re-run's beside the lost attempt's.
 */
final class RunCell implements Callable<RunCell.Row>, Serializable, TaskFarm.Attempted {

    @Serial
    private static final long serialVersionUID = 1L;

    final String className;
    final String method;
    final String technique;
    final int scope;
    final List<String> extra;
    final String heap;
    final long grace;
    final long timeout;
    final String logs;
    final int attempt;

    RunCell(CellKey key, List<String> extra, String heap, long grace, long timeout, Path logs, int attempt) {
        this.className = key.className();
        this.method = key.method();
        this.technique = key.technique().cli();
        this.scope = key.scope();
        this.extra = List.copyOf(extra);
        this.heap = heap;
        this.grace = grace;
        this.timeout = timeout;
        this.logs = logs.toString();
        this.attempt = attempt;
    }

    CellKey key() {
        return new CellKey(className, method, Technique.parse(technique), scope);
    }

    @Override
    public RunCell attempt(int n) {
        return new RunCell(key(), extra, heap, grace, timeout, Path.of(logs), n);
    }

    @Override
    public Row call() {
        CellKey key = key();
        Path base = Path.of(logs).resolve(key.fileName() + (attempt > 1 ? ".attempt" + attempt : ""));
        try {
            return Row.of(new AnalysisProcess(heap, grace).analyze(key, extra, timeout, base));
        } catch (RuntimeException | Error e) {
            throw Sendable.of(e, "running " + key);
        }
    }

    /** A cell's result as it travels back. */
    record Row(String className, String method, String technique, int scope, String status, Long millis,
               Long cpuMillis, Long processMillis, Long structures, Long paths, Long satChecks, Long cacheHits,
               Long cacheLookups, Long peakHeapBytes, String note) implements Serializable {

        static Row of(CellResult r) {
            CellKey k = r.key();
            return new Row(k.className(), k.method(), k.technique().cli(), k.scope(), r.status().label(), r.millis(),
                    r.cpuMillis(), r.processMillis(), r.structures(), r.paths(), r.satChecks(), r.cacheHits(),
                    r.cacheLookups(), r.peakHeapBytes(), r.note());
        }

        CellResult result() {
            return new CellResult(new CellKey(className, method, Technique.parse(technique), scope),
                    Status.parse(status), millis, cpuMillis, processMillis, structures, paths, satChecks, cacheHits,
                    cacheLookups, peakHeapBytes, note);
        }
    }
}
