package bliss.cluster;

import bliss.experiments.CellKey;
import bliss.experiments.CellRunner;
import bliss.experiments.ExperimentCluster;
import com.hazelcast.core.HazelcastInstance;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code bliss experiment --cluster}: this process joins as a lite member; each cell runs on a worker (a child JVM
 * there, as in a local run), a fixed number per worker at once, in the grid's order; a cell whose worker is lost runs
 * again on another.
 */
public final class HazelcastExperimentCluster implements ExperimentCluster, ClusterSecret.Aware {

    private final java.util.function.Consumer<com.hazelcast.cluster.Member> dispatched;
    private ClusterSecret secret = ClusterSecret.fromEnvironment();

    public HazelcastExperimentCluster() {
        this(m -> { });
    }

    /** Telling {@code dispatched} of every cell handed to a worker (tests). */
    HazelcastExperimentCluster(java.util.function.Consumer<com.hazelcast.cluster.Member> dispatched) {
        this.dispatched = dispatched;
    }

    @Override
    public void useSecret(ClusterSecret secret) {
        this.secret = secret;
    }

    @Override
    public Session join(List<String> members, int cellsPerWorker) {
        HazelcastInstance hz = ClusterNode.coordinator(members, secret);
        TaskFarm farm = new TaskFarm(hz, m -> Workers.slots(m) > 0 ? cellsPerWorker : 0);
        farm.onDispatch(dispatched);
        return new Session() {
            @Override
            public CellRunner runner(String heap, long grace, long timeout, Path out, List<CellKey> order) {
                Map<CellKey, Integer> rank = new HashMap<>();
                for (int i = 0; i < order.size(); i++) {
                    rank.putIfAbsent(order.get(i), i);
                }
                Path logs = out.toAbsolutePath().resolve("logs");
                return (key, extra) -> farm.run(new RunCell(key, extra, heap, grace, timeout, logs, 1),
                        rank.getOrDefault(key, Integer.MAX_VALUE)).result();
            }

            @Override
            public int capacity() {
                return farm.capacity();
            }

            @Override
            public String summary() {
                return String.format("%d workers, %,d cells run, %,d re-run after a worker was lost",
                        farm.mostWorkers(), farm.completed(), farm.rerun());
            }

            @Override
            public void close() {
                farm.close();
                hz.shutdown();
            }
        };
    }
}
