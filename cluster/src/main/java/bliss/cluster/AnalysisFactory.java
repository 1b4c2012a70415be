package bliss.cluster;

import bliss.spf.analysis.Analysis;

import java.nio.file.Path;
import java.util.List;

/** How a worker rebuilds an analysis that a coordinator hands out as its command line. */
@FunctionalInterface
public interface AnalysisFactory {

    /**
     * @param args             a {@code bliss analyze} command line after {@code analyze}, without {@code --cluster}
     * @param workingDirectory where relative paths among the arguments are resolved
     * @return the analysis those arguments ask for, as the coordinator built it
     * @throws bliss.UserError for a mistake in the arguments
     */
    Analysis analysis(List<String> args, Path workingDirectory);
}
