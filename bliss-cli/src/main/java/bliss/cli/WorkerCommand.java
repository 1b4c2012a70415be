package bliss.cli;

import bliss.UserError;
import bliss.cluster.Addresses;
import bliss.cluster.ClusterNode;
import bliss.cluster.ClusterSecret;
import com.hazelcast.core.HazelcastInstance;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;

/** {@code bliss worker}: a member of a bliss cluster, taking work until it is stopped. */
@Command(name = "worker",
        mixinStandardHelpOptions = true,
        description = {"Starts a member of a bliss cluster (embedded Hazelcast) listening on --port of one address, "
                + "joins the members at --cluster, and takes work until killed: subtrees of analyses, questions of "
                + "tight bounds, cells of experiments, for any 'bliss analyze|bounds|sweep|experiment --cluster' "
                + "that names a member and has the cluster's secret.",
                "",
                "Only members and commands with the same secret (BLISS_CLUSTER_SECRET or --secret-file) join; a "
                        + "worker beyond loopback needs one. The secret travels in clear text: keep a cluster "
                        + "across machines on a private network or a tunnel (docs/cluster.md).",
                "",
                "Members on one machine or a shared file system read the same bounds database and the user's "
                        + "--classpath/--sourcepath; with --redis the analyses share BLISSDB's verdicts."})
public final class WorkerCommand implements Callable<Integer>, BlissSubcommand {

    @Option(names = "--port", required = true, paramLabel = "PORT", description = "The port this member listens on.")
    int port;

    @Option(names = "--cluster", split = ",", paramLabel = "HOST:PORT",
            description = "Members to join (comma-separated; may include this one). Default: this one alone.")
    List<String> members = new ArrayList<>();

    @Option(names = "--bind", paramLabel = "ADDR",
            description = "The address to listen on (default: this member's own in --cluster, else the one that "
                    + "leads to the other members; loopback when they are all on it). Never every interface.")
    String bind;

    @Option(names = "--secret-file", paramLabel = "FILE",
            description = "The cluster's secret, the first line of FILE (default: the environment's "
                    + "BLISS_CLUSTER_SECRET); needed beyond loopback.")
    Path secretFile;

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
        List<String> addresses = members.isEmpty() ? List.of((bind == null ? "127.0.0.1" : bind) + ":" + port)
                : Addresses.parse(members);
        ClusterSecret secret = ClusterSecret.resolve(secretFile);
        PrintStream err = System.err;
        HazelcastInstance hz = ClusterNode.worker(port, bind, addresses, secret, n, err, AnalyzeCommand::analysis);
        err.printf("bliss worker: listening on %s:%d, %d slots, %d nodes in the cluster, with %s%n",
                hz.getCluster().getLocalMember().getAddress().getHost(), port, n,
                hz.getCluster().getMembers().size(), secret);
        err.flush();
        new CountDownLatch(1).await(); // until killed
        return 0;
    }
}
