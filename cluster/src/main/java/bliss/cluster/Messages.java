package bliss.cluster;

import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.HazelcastInstanceAware;

import java.io.Serial;
import java.io.Serializable;
import java.util.concurrent.Callable;

/** The short messages of a distributed analysis, run on the {@value ClusterNode#CONTROL} executor. */
final class Messages {

    private Messages() {
    }

    /** Coordinator to worker: split the unit you explore and give me a piece (someone waits for work). */
    static final class SplitRequest implements Runnable, Serializable, HazelcastInstanceAware {
        @Serial
        private static final long serialVersionUID = 1L;
        final String key;
        private transient HazelcastInstance node;

        SplitRequest(String key) {
            this.key = key;
        }

        @Override
        public void setHazelcastInstance(HazelcastInstance hz) {
            this.node = hz;
        }

        @Override
        public void run() {
            MemberState.of(node).wantSplit(key);
        }
    }

    /**
     * Worker to coordinator: here is a piece split off the unit I explore. The answer says whether the coordinator took
     * it (false: that exploration of the unit is no longer counted, its member having been given up for lost).
     */
    static final class GivePiece implements Callable<Boolean>, Serializable, HazelcastInstanceAware {
        @Serial
        private static final long serialVersionUID = 1L;
        final String job;
        final long unit;
        final int attempt;
        final UnitSpec piece;
        private transient HazelcastInstance node;

        GivePiece(String job, long unit, int attempt, UnitSpec piece) {
            this.job = job;
            this.unit = unit;
            this.attempt = attempt;
            this.piece = piece;
        }

        @Override
        public void setHazelcastInstance(HazelcastInstance hz) {
            this.node = hz;
        }

        @Override
        public Boolean call() {
            AnalysisCoordinator c = MemberState.of(node).coordinator(job);
            return c != null && c.give(unit, attempt, piece);
        }
    }

    /** Coordinator to workers: the run is over; release what you hold for it. */
    static final class JobOver implements Runnable, Serializable, HazelcastInstanceAware {
        @Serial
        private static final long serialVersionUID = 1L;
        final String job;
        private transient HazelcastInstance node;

        JobOver(String job) {
            this.job = job;
        }

        @Override
        public void setHazelcastInstance(HazelcastInstance hz) {
            this.node = hz;
        }

        @Override
        public void run() {
            MemberState.of(node).jobOver(job);
        }
    }
}
