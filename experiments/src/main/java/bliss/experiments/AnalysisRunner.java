package bliss.experiments;

import java.nio.file.Path;
import java.util.List;

/**
 * Runs one cell's {@code bliss analyze ... --json} somewhere other than this JVM, under a time limit: in a fresh JVM
 * ({@link AnalysisProcess}) or in a JVM kept for a series of analyses ({@link SharedAnalysisJvm}).
 */
public interface AnalysisRunner {

    /**
     * Analyses one cell and gives the run itself (for what the cell leaves out: {@link AnalysisProcess#lastJsonObject}
     * of its output has every counter).
     *
     * @param extra          further options for analyze ({@code --cache FILE}, {@code --exact-size})
     * @param timeoutSeconds the analysis's own time limit (0: none); its JVM is killed a grace period later
     * @param logBase        where the run's own logs go, as {@code logBase.out} and {@code logBase.err}
     * @return how the analysis ended: its exit status, outputs and wall time; {@code killed} when it outlived its
     *         limit and grace
     */
    AnalysisProcess.Run runAnalysis(CellKey key, List<String> extra, long timeoutSeconds, Path logBase);

    /**
     * Analyses one cell, as {@link #runAnalysis}.
     *
     * @return the cell's result, classified as the paper reports it
     */
    default CellResult analyze(CellKey key, List<String> extra, long timeoutSeconds, Path logBase) {
        return AnalysisProcess.classify(key, runAnalysis(key, extra, timeoutSeconds, logBase));
    }
}
