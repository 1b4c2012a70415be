package bliss.cluster;

import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.AnalysisCluster;
import bliss.spf.results.AnalysisResult;
import com.hazelcast.core.HazelcastInstance;

import java.nio.file.Path;
import java.util.List;

/**
 * {@code bliss analyze --cluster}: this process joins the cluster as a lite member, reads (or computes once) the
 * bounds the technique needs, and coordinates the analysis ({@link AnalysisCoordinator}); then it leaves.
 */
public final class HazelcastAnalysisCluster implements AnalysisCluster {

    private final AnalysisCoordinator.Events events;

    public HazelcastAnalysisCluster() {
        this(AnalysisCoordinator.NO_EVENTS);
    }

    /** With an observer of the coordinator's events (tests). */
    HazelcastAnalysisCluster(AnalysisCoordinator.Events events) {
        this.events = events;
    }

    @Override
    public AnalysisResult run(Analysis analysis, List<String> args, Path workingDirectory, List<String> members) {
        analysis.prepareBounds();
        HazelcastInstance hz = ClusterNode.coordinator(members);
        try {
            return new AnalysisCoordinator(hz, analysis, args, workingDirectory.toString(), System.err,
                    w -> System.err.println("bliss: warning: " + w), events).run();
        } finally {
            hz.shutdown();
        }
    }
}
