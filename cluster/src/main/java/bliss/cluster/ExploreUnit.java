package bliss.cluster;

import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.HazelcastInstanceAware;

import java.io.Serial;
import java.io.Serializable;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.Callable;

/**
 * A unit of a distributed analysis, sent to a worker: explore {@code subtree} of the analysis that the {@code bliss
 * analyze} arguments {@code args} describe, leaving out the {@code excluded} pieces (explored elsewhere), giving
 * pieces to the coordinator when it asks; the answer is the unit's {@link bliss.spf.analysis.UnitResult}, encoded.
 */
final class ExploreUnit implements Callable<byte[]>, Serializable, HazelcastInstanceAware {

    @Serial
    private static final long serialVersionUID = 1L;

    /** The analysis run (one coordinator's). */
    final String job;
    final UUID coordinator;
    final List<String> args;
    final String workingDirectory;
    /** The unit's number in the run. */
    final long unit;
    /** Which exploration of the unit this is (a unit is explored again when its member is lost). */
    final int attempt;
    final UnitSpec subtree;
    final List<UnitSpec> excluded;
    /** The run's time limit in epoch milliseconds ({@link Long#MAX_VALUE}: none). */
    final long deadline;
    private transient HazelcastInstance node;

    ExploreUnit(String job, UUID coordinator, List<String> args, String workingDirectory, long unit, int attempt,
                UnitSpec subtree, List<UnitSpec> excluded, long deadline) {
        this.job = job;
        this.coordinator = coordinator;
        this.args = List.copyOf(args);
        this.workingDirectory = workingDirectory;
        this.unit = unit;
        this.attempt = attempt;
        this.subtree = subtree;
        this.excluded = List.copyOf(excluded);
        this.deadline = deadline;
    }

    @Override
    public void setHazelcastInstance(HazelcastInstance hz) {
        this.node = hz;
    }

    @Override
    public byte[] call() throws Exception {
        return MemberState.of(node).explore(this);
    }

    /** The key of this exploration on its member. */
    String key() {
        return key(job, unit, attempt);
    }

    static String key(String job, long unit, int attempt) {
        return job + "/" + unit + "/" + attempt;
    }
}
