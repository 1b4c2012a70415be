package bliss.cluster;

import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.AnalysisCluster;
import bliss.spf.results.AnalysisResult;
import com.hazelcast.core.HazelcastInstance;

import java.nio.file.Path;
import java.util.List;

/**
 * {@code bliss analyze --cluster}: this process joins the cluster as a lite member (with the secret it is given, or
 * the environment's), reads (or computes once) the bounds the technique needs, and coordinates the analysis ({@link AnalysisCoordinator}); then it leaves.
 */
public final class HazelcastAnalysisCluster implements AnalysisCluster, ClusterSecret.Aware {

    private final AnalysisCoordinator.Events events;
    private ClusterSecret secret = ClusterSecret.fromEnvironment();

    public HazelcastAnalysisCluster() {
        this(AnalysisCoordinator.NO_EVENTS);
    }

    /** With an observer of the coordinator's events (tests). */
    HazelcastAnalysisCluster(AnalysisCoordinator.Events events) {
        this.events = events;
    }

    @Override
    public void useSecret(ClusterSecret secret) {
        this.secret = secret;
    }

    @Override
    public AnalysisResult run(Analysis analysis, List<String> args, Path workingDirectory, List<String> members) {
        HazelcastInstance hz = ClusterNode.coordinator(members, secret); // first: a wrong peer is told at once
        try {
            analysis.prepareBounds();
            return new AnalysisCoordinator(hz, analysis, args, workingDirectory.toString(), System.err,
                    w -> System.err.println("bliss: warning: " + w), events).run();
        } finally {
            hz.shutdown();
        }
    }
}
