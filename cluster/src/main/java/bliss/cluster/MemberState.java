package bliss.cluster;

import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.UnitExplorer;
import bliss.spf.analysis.UnitResult;
import bliss.spf.explore.Subtree;
import bliss.spf.explore.WorkSharing;
import com.hazelcast.cluster.Member;
import com.hazelcast.cluster.MembershipEvent;
import com.hazelcast.cluster.MembershipListener;
import com.hazelcast.core.HazelcastInstance;

import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * What one node of the cluster holds locally, attached to its Hazelcast instance: on a worker, the analyses it
 * explores units of (one {@link UnitExplorer} per exploring thread, kept from unit to unit of a run) and the units
 * running now (to split them on request); on a coordinator, the runs it coordinates (to take the pieces workers give).
 */
final class MemberState {

    private static final String KEY = "bliss";
    /** Deep recursion in analysed code and preconditions: as the launcher's -Xss16m. */
    private static final long STACK_BYTES = 16L << 20;

    private final HazelcastInstance hz;
    private final ExecutorService exploring;
    private final Map<String, Job> jobs = new ConcurrentHashMap<>();
    private final Map<String, RemoteSharing> running = new ConcurrentHashMap<>();
    private final Map<String, AnalysisCoordinator> coordinators = new ConcurrentHashMap<>();
    /** Units run here (explorations, cells, batches of tight-bounds questions), by the coordinator that sent them. */
    private final Map<UUID, AtomicInteger> unitsRun = new ConcurrentHashMap<>();
    /** Tight-bounds problems fetched from the cluster's map, the latest few. */
    private final Map<String, BoundsProblem> problems = new java.util.LinkedHashMap<>();

    /** Rebuilds the analyses coordinators hand out (null on a coordinator, which explores nothing). */
    private final AnalysisFactory factory;

    private MemberState(HazelcastInstance hz, int slots, AnalysisFactory factory) {
        this.hz = hz;
        this.factory = factory;
        AtomicInteger n = new AtomicInteger();
        this.exploring = slots == 0 ? null : Executors.newFixedThreadPool(slots, r -> {
            Thread t = new Thread(null, r, "bliss-explorer-" + n.incrementAndGet(), STACK_BYTES);
            t.setDaemon(true);
            return t;
        });
        hz.getCluster().addMembershipListener(new MembershipListener() {
            @Override
            public void memberAdded(MembershipEvent e) {
            }

            @Override
            public void memberRemoved(MembershipEvent e) {
                coordinatorLost(e.getMember());
            }
        });
    }

    /**
     * A member's user context before it joins: the place of its state, which {@link #attach} fills once the member
     * is up. A unit can reach a member the moment it joins, before that: {@link #of} waits for it (a member
     * joining mid-run took its first unit before its state was there, and the unit failed).
     */
    static java.util.concurrent.ConcurrentMap<String, Object> userContext() {
        java.util.concurrent.ConcurrentMap<String, Object> context = new java.util.concurrent.ConcurrentHashMap<>();
        context.put(KEY, new java.util.concurrent.CompletableFuture<MemberState>());
        return context;
    }

    @SuppressWarnings("unchecked")
    static void attach(HazelcastInstance hz, int slots, AnalysisFactory factory) {
        ((java.util.concurrent.CompletableFuture<MemberState>) hz.getUserContext().get(KEY))
                .complete(new MemberState(hz, slots, factory));
    }

    /** The member's state, waited for (at most a minute) while the member is still starting. */
    @SuppressWarnings("unchecked")
    static MemberState of(HazelcastInstance hz) {
        try {
            return ((java.util.concurrent.CompletableFuture<MemberState>) hz.getUserContext().get(KEY))
                    .get(60, java.util.concurrent.TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while the member was starting", e);
        } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
            throw new IllegalStateException("the member did not finish starting within a minute", e);
        }
    }

    // ------------------------------------------------------------------------------------------------------------
    // Worker side

    /** A unit of {@code coordinator}'s starts here. */
    void ran(UUID coordinator) {
        unitsRun.computeIfAbsent(coordinator, c -> new AtomicInteger()).incrementAndGet();
    }

    /** The units of {@code coordinator} that ran here (forgotten: it left). */
    int unitsRun(UUID coordinator) {
        AtomicInteger n = unitsRun.remove(coordinator);
        return n == null ? 0 : n.get();
    }

    /** Explores a unit on one of this worker's exploring threads and returns its encoded result. */
    byte[] explore(ExploreUnit task) throws Exception {
        if (exploring == null) {
            throw new IllegalStateException("a coordinator explores nothing");
        }
        ran(task.coordinator);
        Future<byte[]> f = exploring.submit(() -> run(task));
        try {
            return f.get();
        } catch (ExecutionException e) {
            throw sendable(e.getCause());
        } catch (InterruptedException e) {
            f.cancel(true);
            throw e;
        }
    }

    /** An exception that can travel to the coordinator ({@link Sendable}). */
    RuntimeException sendable(Throwable t) {
        return Sendable.of(t, hz.getCluster().getLocalMember().getAddress());
    }

    private byte[] run(ExploreUnit task) {
        Job job = jobs.computeIfAbsent(task.job, id -> new Job(task, factory));
        UnitExplorer explorer = job.take();
        RemoteSharing sharing = new RemoteSharing(task);
        running.put(task.key(), sharing);
        boolean ok = false;
        try {
            long left = task.deadline == Long.MAX_VALUE ? Long.MAX_VALUE
                    : task.deadline - System.currentTimeMillis();
            long deadline = left == Long.MAX_VALUE ? Long.MAX_VALUE
                    : System.nanoTime() + Math.max(0, left) * 1_000_000L;
            UnitResult r = explorer.explore(task.subtree.subtree(), UnitSpec.subtrees(task.excluded), sharing,
                    deadline);
            byte[] encoded = r.encode();
            ok = true;
            return encoded;
        } finally {
            running.remove(task.key());
            if (ok) {
                job.put(explorer);
            } else {
                explorer.close(); // stopped in the middle of a path: not reusable
            }
        }
    }

    /** The coordinator waits for work: the unit explored under {@code key} gives a piece after its next path. */
    void wantSplit(String key) {
        RemoteSharing s = running.get(key);
        if (s != null) {
            s.wanted = true;
        }
    }

    /** A run is over: its explorers are released. */
    void jobOver(String job) {
        Job j = jobs.remove(job);
        if (j != null) {
            j.close();
        }
    }

    /** A coordinator left (finished or lost): the runs it coordinated are over here. */
    private void coordinatorLost(Member m) {
        for (Map.Entry<String, Job> e : jobs.entrySet()) {
            if (e.getValue().coordinator.equals(m.getUuid())) {
                jobOver(e.getKey());
            }
        }
    }

    /** The explorers of one analysis on this worker, idle ones kept for its next units. */
    private static final class Job {
        final UUID coordinator;
        final Analysis analysis;
        private final ArrayDeque<UnitExplorer> idle = new ArrayDeque<>();
        private boolean closed;

        Job(ExploreUnit task, AnalysisFactory factory) {
            this.coordinator = task.coordinator;
            this.analysis = factory.analysis(task.args, Path.of(task.workingDirectory));
        }

        UnitExplorer take() {
            synchronized (this) {
                UnitExplorer e = idle.pollFirst();
                if (e != null) {
                    return e;
                }
            }
            return analysis.explorer();
        }

        void put(UnitExplorer e) {
            synchronized (this) {
                if (!closed) {
                    idle.addLast(e);
                    return;
                }
            }
            e.close();
        }

        void close() {
            synchronized (this) {
                closed = true;
                for (UnitExplorer e : idle) {
                    e.close();
                }
                idle.clear();
            }
        }
    }

    /** How a unit explored here gives work away: when the coordinator asks, to the coordinator. */
    private final class RemoteSharing implements WorkSharing {
        private final ExploreUnit task;
        volatile boolean wanted;

        RemoteSharing(ExploreUnit task) {
            this.task = task;
        }

        @Override
        public boolean wanted() {
            return wanted;
        }

        @Override
        public void give(Subtree piece) {
            wanted = false;
            Member coordinator = Workers.member(hz, task.coordinator);
            if (coordinator == null) {
                throw new CancellationException("the coordinator of " + task.job + " is gone");
            }
            boolean taken;
            try {
                taken = hz.getExecutorService(ClusterNode.CONTROL).submitToMember(
                        new Messages.GivePiece(task.job, task.unit, task.attempt, UnitSpec.of(piece)), coordinator)
                        .get(60, TimeUnit.SECONDS);
            } catch (Exception e) {
                throw new CancellationException("cannot give a piece of unit " + task.key() + ": " + e);
            }
            if (!taken) {
                throw new CancellationException("unit " + task.key() + " is explored by another member now");
            }
        }
    }

    /** A tight-bounds problem by key: fetched from the cluster's map once, kept while it is among the latest. */
    BoundsProblem problem(String key) {
        synchronized (problems) {
            BoundsProblem p = problems.get(key);
            if (p != null) {
                return p;
            }
        }
        byte[] encoded = hz.<String, byte[]>getMap(AnswerBatch.PROBLEMS).get(key);
        if (encoded == null) {
            throw new IllegalStateException("no tight-bounds problem " + key + " in the cluster");
        }
        BoundsProblem p = BoundsProblem.decode(encoded);
        synchronized (problems) {
            problems.put(key, p);
            while (problems.size() > 2) {
                problems.remove(problems.keySet().iterator().next());
            }
        }
        return p;
    }

    // ------------------------------------------------------------------------------------------------------------
    // Coordinator side

    void coordinate(String job, AnalysisCoordinator c) {
        coordinators.put(job, c);
    }

    void done(String job) {
        coordinators.remove(job);
    }

    AnalysisCoordinator coordinator(String job) {
        return coordinators.get(job);
    }
}
