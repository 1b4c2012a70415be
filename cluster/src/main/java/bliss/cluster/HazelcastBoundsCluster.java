package bliss.cluster;

import bliss.bounds.BoundsCluster;
import bliss.bounds.TupleBatch;
import bliss.bounds.TupleQuestions;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.map.IMap;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * {@code bliss bounds --cluster}: the tight-bounds questions of each scope go to the workers in batches. The problem
 * (CNF and tuple literals) is put once into a distributed map; each batch carries what is known so far (so that a
 * worker neither asks about a tuple decided meanwhile nor forgets the infeasible ones), and the answers, facts about
 * the CNF, are merged as they come. A batch whose worker is lost is asked again elsewhere ({@link TaskFarm}).
 */
public final class HazelcastBoundsCluster implements BoundsCluster, ClusterSecret.Aware {

    /** Batches per slot of the cluster: enough to keep every slot busy while the last ones finish. */
    private static final int BATCHES_PER_SLOT = 4;

    private ClusterSecret secret = ClusterSecret.fromEnvironment();

    @Override
    public void useSecret(ClusterSecret secret) {
        this.secret = secret;
    }

    @Override
    public TupleQuestions join(List<String> members) {
        HazelcastInstance hz = ClusterNode.coordinator(members, secret);
        TaskFarm farm = new TaskFarm(hz, Workers::slots);
        return new TupleQuestions() {
            @Override
            public long decide(int variables, List<int[]> clauses, int[][] literals, byte[] status) {
                byte[] encoded = new BoundsProblem(variables, clauses, literals).encode();
                String key = BoundsProblem.key(encoded);
                IMap<String, byte[]> problems = hz.getMap(AnswerBatch.PROBLEMS);
                problems.set(key, encoded);
                try {
                    return new Questions(farm, key, status).ask();
                } finally {
                    problems.delete(key);
                }
            }

            @Override
            public void close() {
                farm.close();
                hz.shutdown();
            }
        };
    }

    /** The batches of one computation, asked by as many threads as the cluster has slots. */
    private static final class Questions {
        private final TaskFarm farm;
        private final String key;
        private final byte[] status;
        private final ArrayDeque<int[]> batches = new ArrayDeque<>();
        private long calls;

        Questions(TaskFarm farm, String key, byte[] status) {
            this.farm = farm;
            this.key = key;
            this.status = status;
        }

        long ask() {
            List<Integer> undecided = new ArrayList<>();
            for (int i = 0; i < status.length; i++) {
                if (status[i] == TupleBatch.UNDECIDED) {
                    undecided.add(i);
                }
            }
            if (undecided.isEmpty()) {
                return 0;
            }
            int slots = Math.max(1, farm.capacity());
            int size = Math.max(1, (undecided.size() + slots * BATCHES_PER_SLOT - 1) / (slots * BATCHES_PER_SLOT));
            for (int i = 0; i < undecided.size(); i += size) {
                batches.add(undecided.subList(i, Math.min(i + size, undecided.size())).stream()
                        .mapToInt(Integer::intValue).toArray());
            }
            ExecutorService askers = Executors.newFixedThreadPool(slots, r -> {
                Thread t = new Thread(r, "bounds-questions");
                t.setDaemon(true);
                return t;
            });
            try {
                List<Future<?>> running = new ArrayList<>();
                for (int i = 0; i < slots; i++) {
                    running.add(askers.submit(this::askBatches));
                }
                for (Future<?> f : running) {
                    f.get();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while the cluster decided tuples", e);
            } catch (ExecutionException e) {
                throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
            } finally {
                askers.shutdownNow();
            }
            for (byte s : status) {
                if (s == TupleBatch.UNDECIDED) {
                    throw new IllegalStateException("a tuple was left undecided");
                }
            }
            return calls;
        }

        private void askBatches() {
            while (true) {
                int[] batch;
                byte[] known;
                synchronized (this) {
                    batch = batches.poll();
                    if (batch == null) {
                        return;
                    }
                    batch = Arrays.stream(batch).filter(i -> status[i] == TupleBatch.UNDECIDED).toArray();
                    if (batch.length == 0) {
                        continue; // decided meanwhile by other batches' models
                    }
                    known = status.clone();
                }
                AnswerBatch.Answered a = farm.run(new AnswerBatch(key, known, batch), 0);
                synchronized (this) {
                    calls += a.satCalls();
                    for (int i = 0; i < status.length; i++) {
                        if (status[i] == TupleBatch.UNDECIDED && a.status()[i] != TupleBatch.UNDECIDED) {
                            status[i] = a.status()[i];
                        }
                    }
                }
            }
        }
    }
}
