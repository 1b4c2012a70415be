package bliss.spf.analysis;

import bliss.spf.results.AnalysisResult;

import java.nio.file.Path;
import java.util.List;

/**
 * The seam through which {@code bliss analyze --cluster} runs an analysis on a cluster of members (the cluster module
 * implements it; {@code META-INF/services/bliss.spf.analysis.AnalysisCluster}). The members rebuild the analysis from
 * the same command line, explore its subtrees as units ({@link Analysis#explorer}), and the coordinator adds their
 * {@link UnitResult}s up ({@link Analysis#result}).
 */
public interface AnalysisCluster {

    /**
     * Runs {@code analysis} on the cluster.
     *
     * @param analysis         the analysis as this process built it (for the result's names and the merge)
     * @param args             the {@code bliss analyze} arguments that build it, without {@code --cluster}
     * @param workingDirectory where relative paths in {@code args} are resolved
     * @param members          HOST:PORT of members to join
     * @return the same result as a local run's, with {@link AnalysisResult#cluster} set
     */
    AnalysisResult run(Analysis analysis, List<String> args, Path workingDirectory, List<String> members);
}
