package bliss.spf.analysis;

import bliss.layout.ClassLayout;
import bliss.spf.explore.PathObserver;
import bliss.spf.heap.TechniqueCatalogue;

import java.util.List;
import java.util.function.Consumer;

/**
 * The exploring threads of one local run: builds a {@link Worker} on each (its interpreter, technique and solvers
 * are that thread's), runs them over the work pool until it is empty, and releases what they hold. One thread runs on
 * the caller's own.
 */
final class WorkerThreads {

    /** Deep recursion in analysed code and preconditions: as the launcher's -Xss16m. */
    private static final long WORKER_STACK_BYTES = 16L << 20;

    private final Analysis analysis;
    private final ClassLayout layout;
    private final TechniqueCatalogue.Entry entry;
    private final RunResources resources;
    private final PathObserver extra;
    private final ProgressReport report;
    private final Consumer<String> warnings;
    private final long deadline;

    WorkerThreads(Analysis analysis, ClassLayout layout, TechniqueCatalogue.Entry entry, RunResources resources,
                  PathObserver extra, ProgressReport report, Consumer<String> warnings, long deadline) {
        this.analysis = analysis;
        this.layout = layout;
        this.entry = entry;
        this.resources = resources;
        this.extra = extra;
        this.report = report;
        this.warnings = warnings;
        this.deadline = deadline;
    }

    /**
     * Explores the analysis's subtree with its threads.
     *
     * @return the workers, stopped
     * @throws RuntimeException a worker's failure (UserError, Unsupported, ...), after every worker stopped
     */
    List<Worker> run(WorkPool pool) {
        int threads = analysis.spec().threads();
        pool.give(analysis.spec().subtree());
        Worker[] workers = new Worker[threads];
        RuntimeException[] failures = new RuntimeException[threads];
        Thread[] running = new Thread[threads];
        for (int i = 0; i < threads; i++) {
            int index = i;
            Runnable work = () -> {
                try {
                    workers[index] = new Worker(analysis, layout, entry, resources, extra, report, index, warnings,
                            deadline);
                    workers[index].run(pool, threads > 1);
                } catch (RuntimeException | Error e) {
                    failures[index] = e instanceof RuntimeException r ? r : new IllegalStateException(e);
                    pool.stop();
                    if (e instanceof Error err && !(e instanceof StackOverflowError)) {
                        throw err;
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    pool.stop();
                } finally {
                    if (workers[index] != null) {
                        workers[index].finish();
                    }
                }
            };
            if (threads == 1) {
                work.run(); // on the caller's thread: its stack size, no hand-over
            } else {
                running[i] = new Thread(null, work, "bliss-worker-" + i, WORKER_STACK_BYTES);
                running[i].start();
            }
        }
        for (Thread t : running) {
            if (t != null) {
                try {
                    t.join();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    pool.stop();
                }
            }
        }
        for (RuntimeException f : failures) {
            if (f != null) {
                throw f;
            }
        }
        return List.of(workers);
    }
}
