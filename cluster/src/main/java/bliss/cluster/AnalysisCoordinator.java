package bliss.cluster;

import bliss.UserError;
import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.UnitResult;
import bliss.spf.explore.Subtree;
import bliss.spf.results.AnalysisResult;
import bliss.spf.results.ClusterRun;
import com.hazelcast.cluster.Member;
import com.hazelcast.cluster.MembershipEvent;
import com.hazelcast.cluster.MembershipListener;
import com.hazelcast.core.ExecutionCallback;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.MemberLeftException;
import com.hazelcast.spi.exception.TargetDisconnectedException;
import com.hazelcast.spi.exception.TargetNotMemberException;

import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.function.Consumer;

/**
 * Runs one analysis on the workers of a cluster, exactly and fault-tolerantly. The search is cut into units
 * ({@link Subtree}s): the first is the whole search; when a worker's slot is idle and no unit waits, the coordinator
 * asks a running unit to split, and the piece its explorer gives away (the untried alternatives of its choice point
 * nearest the root) becomes a unit of its own. A unit's result counts only when its exploration completes.
 *
 * <p>When a worker is lost (Hazelcast removes a member that stopped answering heartbeats), each unit it was exploring
 * is explored again by another worker, leaving out the pieces that exploration had given away (they are units of
 * their own, explored elsewhere): so every path is counted exactly once. Each exploration of a unit is an attempt;
 * pieces and results of an attempt given up for lost are refused.
 *
 * <pre>
 * @specfield units: set Unit          -- each: subtree, excluded pieces, pieces given by its current attempt
 * @specfield total: UnitResult        -- the sum of the results of completed units
 * @invariant the subtrees of the units, less their excluded pieces, partition the search
 * </pre>
 */
final class AnalysisCoordinator implements MembershipListener {

    /** What a coordinator tells an observer of its run (tests): called while it holds its lock; keep it short. */
    interface Events {
        /** Worker {@code from} gave a piece of unit {@code unit}; the piece is taken. */
        default void given(Member from, long unit) {
        }

        /** Unit {@code unit}'s result from worker {@code from} counts. */
        default void completed(Member from, long unit) {
        }

        /**
         * Whether worker {@code m} may be handed a waiting unit now: a test holds work for one member with it.
         *
         * @return true but where an observer holds work back
         */
        default boolean mayTake(Member m) {
            return true;
        }
    }

    static final Events NO_EVENTS = new Events() {
    };

    private static final long PROGRESS_MILLIS = 5_000;
    /** A split request not answered by a piece within this time may go to another unit. */
    private static final long SPLIT_PATIENCE_MILLIS = 500;
    /** How long a run waits for a worker when every worker was lost. */
    private static final long NO_WORKER_MILLIS = 120_000;

    /** One unit: a subtree of the search and what is known of its explorations. */
    private static final class Unit {
        final long id;
        final UnitSpec subtree;
        /** Pieces given away by earlier, lost attempts: explored elsewhere. */
        final List<UnitSpec> excluded = new ArrayList<>();
        /** Pieces given away by the current attempt. */
        final List<UnitSpec> given = new ArrayList<>();
        int attempt;
        UUID member;
        boolean done;
        long started;
        long splitAsked;

        Unit(long id, UnitSpec subtree) {
            this.id = id;
            this.subtree = subtree;
        }
    }

    private final HazelcastInstance hz;
    private final Analysis analysis;
    private final List<String> args;
    private final String workingDirectory;
    private final PrintStream log;
    private final Consumer<String> warnings;
    private final Events events;
    private final String job = UUID.randomUUID().toString();

    private final Map<Long, Unit> units = new HashMap<>();
    private final ArrayDeque<Unit> ready = new ArrayDeque<>();
    private final Map<UUID, Integer> slots = new LinkedHashMap<>();
    private final Map<UUID, Set<Unit>> running = new HashMap<>();
    private UnitResult total;
    private long nextId;
    private long completed;
    private long rerun;
    private long splits;
    private long bytes;
    private int mostMembers;
    private int mostSlots;
    private long deadline = Long.MAX_VALUE;
    private long noWorkerSince;
    private RuntimeException failure;

    AnalysisCoordinator(HazelcastInstance hz, Analysis analysis, List<String> args, String workingDirectory,
                        PrintStream log, Consumer<String> warnings, Events events) {
        this.events = events;
        this.hz = hz;
        this.analysis = analysis;
        this.args = List.copyOf(args);
        this.workingDirectory = workingDirectory;
        this.log = log;
        this.warnings = warnings;
    }

    /**
     * Runs the analysis to the end (or its time limit).
     *
     * @throws UserError, or whatever an exploration threw, after the workers were told the run is over
     */
    AnalysisResult run() {
        List<MemoryPoolMXBean> pools = heapPools();
        pools.forEach(MemoryPoolMXBean::resetPeakUsage);
        long start = System.nanoTime();
        if (analysis.timeoutMillis() > 0) {
            deadline = System.currentTimeMillis() + analysis.timeoutMillis();
        }
        MemberState.of(hz).coordinate(job, this);
        UUID listener = hz.getCluster().addMembershipListener(this);
        long leftUnits;
        try {
            synchronized (this) {
                for (Map.Entry<UUID, Integer> e : Workers.slots(hz).entrySet()) {
                    join(e.getKey(), e.getValue());
                }
                ready.add(unit(UnitSpec.of(Subtree.ROOT)));
                pump();
                long nextProgress = System.currentTimeMillis() + PROGRESS_MILLIS;
                while (!over()) {
                    wait(200);
                    pump();
                    long now = System.currentTimeMillis();
                    if (now >= nextProgress) {
                        nextProgress = now + PROGRESS_MILLIS;
                        progress();
                    }
                }
                if (failure != null) {
                    throw failure;
                }
                leftUnits = ready.size();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while the cluster explored", e);
        } finally {
            hz.getCluster().removeMembershipListener(listener);
            MemberState.of(hz).done(job);
            endJob();
        }
        if (total == null) {
            throw new UserError("the time limit was reached before any unit of the search was explored");
        }
        long millis = (System.nanoTime() - start) / 1_000_000;
        long peak = 0;
        for (MemoryPoolMXBean p : pools) {
            peak += p.getPeakUsage().getUsed();
        }
        return analysis.result(total, millis, peak, leftUnits > 0, mostSlots, splits)
                .withCluster(new ClusterRun(mostMembers, completed, rerun, bytes));
    }

    private boolean over() {
        if (failure != null) {
            return true;
        }
        boolean busy = running.values().stream().anyMatch(s -> !s.isEmpty());
        return !busy && (ready.isEmpty() || System.currentTimeMillis() > deadline);
    }

    private Unit unit(UnitSpec subtree) {
        Unit u = new Unit(nextId++, subtree);
        units.put(u.id, u);
        return u;
    }

    /** Hands waiting units to idle slots; with none waiting, asks running units to split for the idle slots. */
    private void pump() {
        if (failure != null) {
            return;
        }
        long now = System.currentTimeMillis();
        if (now > deadline) {
            return; // what is left stays unexplored: a partial result
        }
        checkWorkers(now);
        int idle = 0;
        for (UUID id : new ArrayList<>(slots.keySet())) {
            Member m = Workers.member(hz, id);
            if (m == null) { // gone, though its removal is not told yet
                leave(id);
                continue;
            }
            Set<Unit> busy = running.get(id);
            int n = slots.get(id);
            while (busy.size() < n && !ready.isEmpty() && events.mayTake(m)) {
                dispatch(ready.pollFirst(), m);
            }
            idle += Math.max(0, n - busy.size());
        }
        if (idle == 0 || !ready.isEmpty()) {
            return;
        }
        List<Unit> candidates = new ArrayList<>();
        int asked = 0;
        for (Set<Unit> s : running.values()) {
            for (Unit u : s) {
                if (now - u.splitAsked < SPLIT_PATIENCE_MILLIS) {
                    asked++;
                } else {
                    candidates.add(u);
                }
            }
        }
        candidates.sort(Comparator.comparingLong(u -> u.started)); // the oldest holds the most, likely
        for (Unit u : candidates) {
            if (asked >= idle) {
                break;
            }
            u.splitAsked = now;
            asked++;
            Member m = Workers.member(hz, u.member);
            if (m != null) {
                hz.getExecutorService(ClusterNode.CONTROL).executeOnMember(
                        new Messages.SplitRequest(ExploreUnit.key(job, u.id, u.attempt)), m);
            }
        }
    }

    private void dispatch(Unit u, Member m) {
        u.attempt++;
        u.member = m.getUuid();
        u.started = System.currentTimeMillis();
        u.splitAsked = 0;
        running.get(u.member).add(u);
        int attempt = u.attempt;
        ExploreUnit task = new ExploreUnit(job, hz.getCluster().getLocalMember().getUuid(), args, workingDirectory,
                u.id, attempt, u.subtree, u.excluded, deadline);
        hz.getExecutorService(ClusterNode.UNITS).submitToMember(task, m, new ExecutionCallback<byte[]>() {
            @Override
            public void onResponse(byte[] response) {
                completed(u, attempt, response);
            }

            @Override
            public void onFailure(Throwable t) {
                failed(u, attempt, t);
            }
        });
    }

    private static boolean stale(Unit u, int attempt) {
        return u.done || u.attempt != attempt || u.member == null;
    }

    private void completed(Unit u, int attempt, byte[] encoded) {
        UnitResult r;
        try {
            r = UnitResult.decode(encoded, warnings);
        } catch (RuntimeException e) {
            failed(u, attempt, e);
            return;
        }
        synchronized (this) {
            if (stale(u, attempt)) {
                return;
            }
            if (total == null) {
                total = r;
            } else {
                total.add(r);
            }
            u.done = true;
            running.get(u.member).remove(u);
            Member from = Workers.member(hz, u.member);
            if (from != null) {
                events.completed(from, u.id);
            }
            u.member = null;
            completed++;
            bytes += encoded.length;
            pump();
            notifyAll();
        }
    }

    private synchronized void failed(Unit u, int attempt, Throwable t) {
        if (stale(u, attempt)) {
            return;
        }
        if (memberLost(t)) {
            lost(u);
        } else {
            Throwable cause = unwrap(t);
            failure = cause instanceof RuntimeException r ? r
                    : new IllegalStateException("a worker failed to explore " + u.subtree + ": " + cause, cause);
        }
        pump();
        notifyAll();
    }

    /** The unit's member is lost: explore the unit again elsewhere, leaving out what its attempt gave away. */
    private void lost(Unit u) {
        Set<Unit> busy = running.get(u.member);
        if (busy != null) {
            busy.remove(u);
        }
        u.member = null;
        u.excluded.addAll(u.given);
        u.given.clear();
        rerun++;
        ready.addFirst(u);
    }

    /**
     * A worker gives a piece of unit {@code id}, split off by its attempt {@code attempt}.
     *
     * @return whether the piece was taken (false when that attempt is no longer counted)
     */
    synchronized boolean give(long id, int attempt, UnitSpec piece) {
        Unit u = units.get(id);
        if (u == null || stale(u, attempt)) {
            return false;
        }
        u.given.add(piece);
        u.splitAsked = 0;
        Unit p = unit(piece);
        for (UnitSpec x : u.excluded) {
            if (piece.contains(x)) {
                p.excluded.add(x); // explored elsewhere: the piece leaves it out too
            }
        }
        ready.addLast(p);
        splits++;
        Member from = Workers.member(hz, u.member);
        if (from != null) {
            events.given(from, u.id);
        }
        pump();
        notifyAll();
        return true;
    }

    // ------------------------------------------------------------------------------------------------------------
    // Membership

    @Override
    public synchronized void memberAdded(MembershipEvent e) {
        int n = Workers.slots(e.getMember());
        if (n > 0) {
            join(e.getMember().getUuid(), n);
            pump();
            notifyAll();
        }
    }

    @Override
    public synchronized void memberRemoved(MembershipEvent e) {
        leave(e.getMember().getUuid());
        pump();
        notifyAll();
    }

    /** A worker is gone: its units are explored again by others. */
    private void leave(UUID id) {
        slots.remove(id);
        Set<Unit> busy = running.get(id);
        if (busy != null) {
            for (Unit u : new ArrayList<>(busy)) {
                lost(u);
            }
        }
        running.remove(id);
    }

    private void join(UUID id, int n) {
        slots.put(id, n);
        running.putIfAbsent(id, new LinkedHashSet<>());
        mostMembers = Math.max(mostMembers, slots.size());
        mostSlots = Math.max(mostSlots, slots.values().stream().mapToInt(Integer::intValue).sum());
    }

    /** With no worker left, waits a while for one to join, then gives up. */
    private void checkWorkers(long now) {
        if (!slots.isEmpty()) {
            noWorkerSince = 0;
            return;
        }
        if (noWorkerSince == 0) {
            noWorkerSince = now;
            log.println("bliss: cluster: no worker left; waiting for one to join");
        } else if (now - noWorkerSince > NO_WORKER_MILLIS) {
            failure = new UserError("every bliss worker of the cluster was lost, and none joined within "
                    + NO_WORKER_MILLIS / 1000 + " s");
        }
    }

    private void progress() {
        long busy = running.values().stream().mapToLong(Set::size).sum();
        log.printf("bliss: cluster: %,d units done, %,d running on %d workers, %,d waiting, %,d paths%s%n", completed,
                busy, slots.size(), ready.size(), total == null ? 0 : total.pathCount(),
                rerun > 0 ? ", " + rerun + " re-run" : "");
    }

    /** Tells every worker the run is over (they release its explorers). */
    private void endJob() {
        try {
            List<Member> workers = hz.getCluster().getMembers().stream().filter(m -> !m.isLiteMember()).toList();
            if (!workers.isEmpty()) {
                hz.getExecutorService(ClusterNode.CONTROL).executeOnMembers(new Messages.JobOver(job), workers);
            }
        } catch (RuntimeException e) {
            // a worker that misses it releases the run's explorers when this coordinator leaves
        }
    }

    /** Whether a unit's exploration failed because its member left the cluster (not because of the analysis). */
    static boolean memberLost(Throwable t) {
        for (Throwable c = t; c != null; c = c.getCause()) {
            if (c instanceof MemberLeftException || c instanceof TargetNotMemberException
                    || c instanceof TargetDisconnectedException) {
                return true;
            }
        }
        return false;
    }

    private static Throwable unwrap(Throwable t) {
        Throwable c = t;
        while ((c instanceof java.util.concurrent.ExecutionException
                || c instanceof java.util.concurrent.CompletionException) && c.getCause() != null) {
            c = c.getCause();
        }
        return c;
    }

    private static List<MemoryPoolMXBean> heapPools() {
        List<MemoryPoolMXBean> pools = new ArrayList<>();
        for (MemoryPoolMXBean p : ManagementFactory.getMemoryPoolMXBeans()) {
            if (p.getType() == MemoryType.HEAP && p.isValid()) {
                pools.add(p);
            }
        }
        return pools;
    }
}
