package bliss.cluster;

import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.UnitExplorer;
import bliss.spf.analysis.UnitResult;
import bliss.cli.AnalyzeCommand;
import bliss.spf.explore.Subtree;
import bliss.spf.explore.WorkSharing;
import bliss.spf.results.AnalysisResult;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The coordinator's scheme for a lost unit, in one JVM: the first exploration of the whole search gives pieces away
 * and is lost; the re-run leaves those pieces out and itself gives pieces away, which inherit the left-out pieces they
 * contain ({@link UnitSpec#contains}); the lost exploration's pieces, the re-run and the re-run's pieces, each with its
 * exclusions, add up to the whole search of one local run (the oracle), with no path counted twice.
 */
class ExclusionInheritanceTest {

    @TempDir
    static Path bounds;

    /** Gives a piece away every {@code every} paths. */
    static final class Giving implements WorkSharing {
        final List<Subtree> pieces = new ArrayList<>();
        private final int every;
        private int asked;

        Giving(int every) {
            this.every = every;
        }

        @Override
        public boolean wanted() {
            return ++asked % every == 0;
        }

        @Override
        public void give(Subtree piece) {
            pieces.add(piece);
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"AvlTree bfs 9 bliss", "BinTree count 7 li", "TreeSet add 4 li --search breadth-first",
            "LinkedList remove 5 rbli"})
    void lostPiecesReRunAndInheritedExclusionsPartitionTheSearch(String spec) {
        String[] p = spec.split(" ");
        List<String> args = new ArrayList<>(List.of("--class", p[0], "--method", p[1], "--scope", p[2],
                "--technique", p[3], "--bounds-dir", bounds.toString(), "--no-cache", "--threads", "1"));
        args.addAll(List.of(p).subList(4, p.length));
        Analysis a = AnalyzeCommand.analysis(args, Path.of("").toAbsolutePath());
        AnalysisResult whole = AnalyzeCommand.analysis(args, Path.of("").toAbsolutePath()).run();

        Giving first = new Giving(2);   // the lost exploration: its result never counts, its pieces do
        Giving rerun = new Giving(1);
        UnitResult total;
        try (UnitExplorer e = a.explorer()) {
            e.explore(Subtree.ROOT, List.of(), first, Long.MAX_VALUE);
        }
        List<UnitSpec> excluded = first.pieces.stream().map(UnitSpec::of).toList();
        try (UnitExplorer e = a.explorer()) {
            total = e.explore(Subtree.ROOT, UnitSpec.subtrees(excluded), rerun, Long.MAX_VALUE);
            for (Subtree piece : first.pieces) {
                total.add(e.explore(piece, List.of(), null, Long.MAX_VALUE));
            }
            int inherited = 0;
            for (Subtree piece : rerun.pieces) {
                UnitSpec q = UnitSpec.of(piece);
                List<UnitSpec> inside = excluded.stream().filter(q::contains).toList();
                inherited += inside.size();
                total.add(e.explore(piece, UnitSpec.subtrees(inside), null, Long.MAX_VALUE));
            }
            assertTrue(!first.pieces.isEmpty() && !rerun.pieces.isEmpty(), "pieces: " + first.pieces + " then "
                    + rerun.pieces);
            assertTrue(inherited >= 1, "a piece of the re-run contains a left-out piece: " + first.pieces
                    + " then " + rerun.pieces);
        }
        AnalysisResult merged = a.result(total, 0, 0, false, 1, 0);
        assertEquals(ClusterAnalysisTest.counts(whole), ClusterAnalysisTest.counts(merged));
    }
}
