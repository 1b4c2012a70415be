package bliss.cluster;

import com.hazelcast.core.HazelcastInstance;

import java.io.Serial;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * A measurement (docs/results/2026-11-24-cluster.md): how many units a coordinator hands out and takes back per
 * second when the units themselves cost nothing. Joins the workers at the given addresses, runs {@code units} empty
 * units (each answers {@code bytes} bytes, as a unit's result) through a {@link TaskFarm} with every worker's slots
 * busy, and leaves. Time it from outside at two unit counts: the difference over the difference in units is the cost
 * of one unit. The workers must have this class too: start them with this module's class path ({@code java -cp "$(cat
 * tools/target/classpath.txt)" bliss.cli.Main worker ...}).
 *
 * <pre>java -cp "$(cat tools/target/classpath.txt)" bliss.cluster.CoordinatorThroughput HOST:PORT,... UNITS BYTES</pre>
 */
public final class CoordinatorThroughput {

    /** A unit that does nothing and answers {@code bytes} bytes. */
    static final class Empty implements Callable<byte[]>, Serializable {
        @Serial
        private static final long serialVersionUID = 1L;
        final int bytes;
        final int[] prefix = new int[24]; // a subtree's prefix at depth 24, as a unit carries one

        Empty(int bytes) {
            this.bytes = bytes;
        }

        @Override
        public byte[] call() {
            return new byte[bytes];
        }
    }

    public static void main(String[] args) throws Exception {
        List<String> members = Addresses.parse(List.of(args[0].split(",")));
        int units = Integer.parseInt(args[1]);
        int bytes = Integer.parseInt(args[2]);
        HazelcastInstance hz = ClusterNode.coordinator(members, ClusterSecret.fromEnvironment());
        try (TaskFarm farm = new TaskFarm(hz, Workers::slots)) {
            int callers = Math.max(1, farm.capacity()) * 2;
            ExecutorService pool = Executors.newFixedThreadPool(callers);
            List<Future<?>> done = new ArrayList<>();
            for (int c = 0; c < callers; c++) {
                int share = units / callers + (c < units % callers ? 1 : 0);
                done.add(pool.submit(() -> {
                    for (int i = 0; i < share; i++) {
                        farm.run(new Empty(bytes), 0);
                    }
                    return null;
                }));
            }
            for (Future<?> f : done) {
                f.get();
            }
            pool.shutdown();
            System.out.println(farm.completed() + " units");
        } finally {
            hz.shutdown();
        }
    }
}
