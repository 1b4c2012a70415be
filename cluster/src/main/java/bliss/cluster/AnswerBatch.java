package bliss.cluster;

import bliss.bounds.TupleBatch;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.HazelcastInstanceAware;

import java.io.Serial;
import java.io.Serializable;
import java.util.concurrent.Callable;

/**
 * A batch of tight-bounds questions, decided on a worker ({@link TupleBatch#answer}) over the problem stored under
 * {@code problem} in the cluster's map of problems.
 */
final class AnswerBatch implements Callable<AnswerBatch.Answered>, Serializable, HazelcastInstanceAware {

    @Serial
    private static final long serialVersionUID = 1L;
    /** The distributed map of encoded problems, by key. */
    static final String PROBLEMS = "bliss-bounds-problems";

    final String problem;
    final byte[] known;
    final int[] batch;
    private transient HazelcastInstance node;

    AnswerBatch(String problem, byte[] known, int[] batch) {
        this.problem = problem;
        this.known = known;
        this.batch = batch;
    }

    @Override
    public void setHazelcastInstance(HazelcastInstance hz) {
        this.node = hz;
    }

    @Override
    public Answered call() {
        try {
            BoundsProblem p = MemberState.of(node).problem(problem);
            TupleBatch.Answer a = TupleBatch.answer(p.variables(), p.clauses(), p.literals(), known, batch);
            return new Answered(a.status(), a.satCalls());
        } catch (RuntimeException | Error e) {
            throw Sendable.of(e, node.getCluster().getLocalMember().getAddress());
        }
    }

    /** What a worker proved: per tuple FEASIBLE, INFEASIBLE or UNDECIDED; and its SAT calls. */
    record Answered(byte[] status, long satCalls) implements Serializable {
    }
}
