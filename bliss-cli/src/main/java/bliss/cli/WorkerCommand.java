package bliss.cli;

import bliss.cluster.Addresses;
import bliss.cluster.ClusterNode;

import bliss.UserError;
import bliss.cli.BlissSubcommand;
import com.hazelcast.core.HazelcastInstance;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;

/** {@code bliss worker}: a member of a bliss cluster, taking work until it is stopped. */
@Command(name = "worker",
        mixinStandardHelpOptions = true,
        description = {"Starts a member of a bliss cluster (embedded Hazelcast) listening on --port, joins the members "
                + "at --cluster, and takes work until killed: subtrees of analyses, questions of tight bounds, cells "
                + "of experiments, for any 'bliss analyze|bounds|sweep|experiment --cluster' that names a member.",
                "",
                "Members on one machine or a shared file system read the same bounds database and the user's "
                        + "--classpath/--sourcepath; with --redis the analyses share BLISSDB's verdicts."})
public final class WorkerCommand implements Callable<Integer>, BlissSubcommand {

    @Option(names = "--port", required = true, paramLabel = "PORT", description = "The port this member listens on.")
    int port;

    @Option(names = "--cluster", split = ",", paramLabel = "HOST:PORT",
            description = "Members to join (comma-separated; may include this one). Default: this one alone.")
    List<String> members = new ArrayList<>();

    @Option(names = "--slots", paramLabel = "N",
            description = "Units explored at once (default: every core of the machine).")
    Integer slots;


    @Override
    public Integer call() throws InterruptedException {
        if (port < 1 || port > 65535) {
            throw new UserError("--port must be 1..65535, got " + port);
        }
        int n = slots == null ? Runtime.getRuntime().availableProcessors() : slots;
        if (n < 1) {
            throw new UserError("--slots must be at least 1, got " + n);
        }
        List<String> addresses = new ArrayList<>(members.isEmpty() ? List.of("127.0.0.1:" + port)
                : Addresses.parse(members));
        PrintStream err = System.err;
        HazelcastInstance hz = ClusterNode.worker(port, addresses, n, err, AnalyzeCommand::analysis);
        err.printf("bliss worker: listening on %s:%d, %d slots, %d nodes in the cluster%n",
                hz.getCluster().getLocalMember().getAddress().getHost(), port, n,
                hz.getCluster().getMembers().size());
        err.flush();
        new CountDownLatch(1).await(); // until killed
        return 0;
    }
}
