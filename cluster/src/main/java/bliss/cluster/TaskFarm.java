package bliss.cluster;

import com.hazelcast.cluster.Member;
import com.hazelcast.cluster.MembershipEvent;
import com.hazelcast.cluster.MembershipListener;
import com.hazelcast.core.ExecutionCallback;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.HazelcastInstanceAware;

import java.io.Serializable;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.function.ToIntFunction;

/**
 * Runs tasks that do not split (experiment cells, batches of tight-bounds questions) on the workers of a cluster, a
 * bounded number per worker at once, in the order of their priority. A task whose worker is lost runs again on another
 * (its result, if it had one, never arrived): each task's result is delivered exactly once. Thread-safe.
 *
 * <pre>
 * @specfield waiting: seq Task   -- by priority, then arrival
 * @specfield running: Worker -> set Task
 * </pre>
 */
final class TaskFarm implements MembershipListener, AutoCloseable {

    /** A task waiting or running. */
    private static final class Job {
        final Callable<? extends Serializable> task;
        final long priority;
        final long seq;
        final CompletableFuture<Object> result = new CompletableFuture<>();
        UUID worker;
        int attempt;

        Job(Callable<? extends Serializable> task, long priority, long seq) {
            this.task = task;
            this.priority = priority;
            this.seq = seq;
        }
    }

    private final HazelcastInstance hz;
    private final ToIntFunction<Member> slotsOf;
    /** Told of every task handed to a worker (tests). */
    private java.util.function.Consumer<Member> dispatched = m -> { };
    private final UUID listener;
    private final PriorityQueue<Job> waiting = new PriorityQueue<>((a, b) -> a.priority != b.priority
            ? Long.compare(a.priority, b.priority) : Long.compare(a.seq, b.seq));
    private final Map<UUID, Integer> slots = new LinkedHashMap<>();
    private final Map<UUID, Map<Job, Boolean>> running = new HashMap<>();
    private long seq;
    private long completed;
    private long rerun;
    private int mostWorkers;

    /** @param slotsOf tasks a worker runs at once (0: none) */
    TaskFarm(HazelcastInstance hz, ToIntFunction<Member> slotsOf) {
        this.hz = hz;
        this.slotsOf = slotsOf;
        synchronized (this) {
            for (Member m : hz.getCluster().getMembers()) {
                join(m);
            }
        }
        this.listener = hz.getCluster().addMembershipListener(this);
    }

    /**
     * Runs {@code task} on a worker and returns its result.
     *
     * @param priority smaller runs first
     * @throws RuntimeException what the task threw
     */
    @SuppressWarnings("unchecked")
    <T extends Serializable> T run(Callable<T> task, long priority) {
        Job job;
        synchronized (this) {
            job = new Job(task, priority, seq++);
            waiting.add(job);
            pump();
        }
        try {
            return (T) job.result.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while a worker ran a task", e);
        } catch (ExecutionException e) {
            Throwable c = e.getCause();
            throw c instanceof RuntimeException r ? r : new IllegalStateException(c);
        }
    }

    private void pump() {
        for (UUID id : new java.util.ArrayList<>(slots.keySet())) {
            Member m = Workers.member(hz, id);
            if (m == null) { // gone, though its removal is not told yet
                leave(id);
                continue;
            }
            Map<Job, Boolean> busy = running.get(id);
            while (busy.size() < slots.get(id) && !waiting.isEmpty()) {
                dispatch(waiting.poll(), m);
            }
        }
    }

    private void dispatch(Job job, Member m) {
        job.worker = m.getUuid();
        int attempt = ++job.attempt;
        running.get(job.worker).put(job, true);
        dispatched.accept(m);
        @SuppressWarnings("unchecked")
        Callable<Object> task = new Counted((Callable<? extends Serializable>) (job.task instanceof Attempted a
                ? a.attempt(attempt) : job.task), hz.getCluster().getLocalMember().getUuid());
        hz.getExecutorService(ClusterNode.UNITS).submitToMember(task, m, new ExecutionCallback<Object>() {
            @Override
            public void onResponse(Object response) {
                synchronized (TaskFarm.this) {
                    if (job.attempt != attempt || job.worker == null) {
                        return;
                    }
                    running.get(job.worker).remove(job);
                    job.worker = null;
                    completed++;
                    pump();
                }
                job.result.complete(response);
            }

            @Override
            public void onFailure(Throwable t) {
                synchronized (TaskFarm.this) {
                    if (job.attempt != attempt || job.worker == null) {
                        return;
                    }
                    if (AnalysisCoordinator.memberLost(t)) {
                        lost(job);
                        pump();
                        return;
                    }
                    running.get(job.worker).remove(job);
                    job.worker = null;
                    pump();
                }
                job.result.completeExceptionally(t);
            }
        });
    }

    private void lost(Job job) {
        Map<Job, Boolean> busy = running.get(job.worker);
        if (busy != null) {
            busy.remove(job);
        }
        job.worker = null;
        rerun++;
        waiting.add(job);
    }

    @Override
    public synchronized void memberAdded(MembershipEvent e) {
        join(e.getMember());
        pump();
    }

    @Override
    public synchronized void memberRemoved(MembershipEvent e) {
        leave(e.getMember().getUuid());
        pump();
    }

    private void leave(UUID id) {
        slots.remove(id);
        Map<Job, Boolean> busy = running.get(id);
        if (busy != null) {
            for (Job j : busy.keySet().toArray(Job[]::new)) {
                lost(j);
            }
        }
        running.remove(id);
    }

    private void join(Member m) {
        int n = slotsOf.applyAsInt(m);
        if (n > 0) {
            slots.put(m.getUuid(), n);
            running.putIfAbsent(m.getUuid(), new LinkedHashMap<>());
            mostWorkers = Math.max(mostWorkers, slots.size());
        }
    }

    /** Tells {@code observer} of every task handed to a worker, with the worker (tests). */
    synchronized void onDispatch(java.util.function.Consumer<Member> observer) {
        this.dispatched = observer;
    }

    /** Tasks that can run at once now. */
    synchronized int capacity() {
        return slots.values().stream().mapToInt(Integer::intValue).sum();
    }

    synchronized long completed() {
        return completed;
    }

    /** Tasks run again because their worker was lost. */
    synchronized long rerun() {
        return rerun;
    }

    synchronized int mostWorkers() {
        return mostWorkers;
    }

    @Override
    public void close() {
        hz.getCluster().removeMembershipListener(listener);
    }

    /** A task as it travels: the worker counts it for its coordinator ({@link MemberState#ran}), then runs it. */
    private static final class Counted implements Callable<Object>, Serializable, HazelcastInstanceAware {
        @java.io.Serial
        private static final long serialVersionUID = 1L;
        private final Callable<? extends Serializable> task;
        private final UUID coordinator;
        private transient HazelcastInstance node;

        Counted(Callable<? extends Serializable> task, UUID coordinator) {
            this.task = task;
            this.coordinator = coordinator;
        }

        @Override
        public void setHazelcastInstance(HazelcastInstance hz) {
            this.node = hz;
            if (task instanceof HazelcastInstanceAware aware) {
                aware.setHazelcastInstance(hz);
            }
        }

        @Override
        public Object call() throws Exception {
            MemberState.of(node).ran(coordinator);
            return task.call();
        }
    }

    /** A task that is told which attempt it is (to keep the files of a lost attempt apart). */
    interface Attempted {
        Callable<? extends Serializable> attempt(int attempt);
    }
}
