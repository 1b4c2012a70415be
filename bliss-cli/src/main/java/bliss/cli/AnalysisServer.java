package bliss.cli;

import bliss.experiments.SharedAnalysisJvm;

import java.io.IOException;

/**
 * The JVM a sweep keeps for its analyses ({@link SharedAnalysisJvm}): runs each command line it is sent as
 * {@code bliss} would, in this one JVM, until its input ends.
 */
public final class AnalysisServer {

    private AnalysisServer() {
    }

    public static void main(String[] args) throws IOException {
        SharedAnalysisJvm.serve(Main::run);
    }
}
