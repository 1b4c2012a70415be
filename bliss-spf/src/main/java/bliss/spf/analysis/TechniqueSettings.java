package bliss.spf.analysis;

import bliss.bounds.BoundsDatabase;
import bliss.spf.heap.Assumptions;
import bliss.spf.sat.SatOracles;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;

/**
 * What the bounded techniques need besides the layout and the scope: where the bounds database and the verdict
 * cache live, which edges BLISS assumes and how its SAT questions are answered, where a user's sources are (for the
 * invariant), where messages go.
 *
 * @param boundsDirectory the bounds database ({@code bliss bounds --out})
 * @param redisUrl        BLISSDB's Redis, or null for {@code BLISS_REDIS_URL} or none
 * @param cacheFile       BLISSDB's embedded store, or null for the default file
 * @param noCache         BLISSDB without any store (for comparisons)
 * @param assumptions     which edges BLISS turns into assumptions
 * @param oracle          how BLISS's SAT questions are answered (answer reuse, preprocessing, core rounds,
 *                        recording)
 * @param sourcepath      directories of the user's Java sources
 * @param messages        where "computing bounds", the cache in use and similar messages go (null: nowhere)
 * @param exactSize       bliss, blissdb: only input structures of exactly the scope's number of nodes
 *                        ({@link bliss.bounds.ExactSize}), those the scope adds to the scope below it
 */
public record TechniqueSettings(Path boundsDirectory, String redisUrl, Path cacheFile, boolean noCache,
                                Assumptions assumptions, SatOracles.Options oracle, List<Path> sourcepath,
                                PrintStream messages, boolean exactSize) {

    public static TechniqueSettings defaults() {
        return new TechniqueSettings(BoundsDatabase.defaultDirectory(), null, null, false, Assumptions.SINGLETONS,
                SatOracles.Options.DEFAULT, List.of(), System.err, false);
    }

    /** Only input structures of exactly the scope's number of nodes (true), or all within the scope. */
    public TechniqueSettings withExactSize(boolean exact) {
        return new TechniqueSettings(boundsDirectory, redisUrl, cacheFile, noCache, assumptions, oracle, sourcepath,
                messages, exact);
    }

    public TechniqueSettings withBoundsDirectory(Path dir) {
        return new TechniqueSettings(dir, redisUrl, cacheFile, noCache, assumptions, oracle, sourcepath, messages,
                exactSize);
    }

    public TechniqueSettings withCache(String redis, Path file, boolean none) {
        return new TechniqueSettings(boundsDirectory, redis, file, none, assumptions, oracle, sourcepath, messages,
                exactSize);
    }

    public TechniqueSettings withAssumptions(Assumptions a) {
        return new TechniqueSettings(boundsDirectory, redisUrl, cacheFile, noCache, a, oracle, sourcepath, messages,
                exactSize);
    }

    public TechniqueSettings withOracle(SatOracles.Options o) {
        return new TechniqueSettings(boundsDirectory, redisUrl, cacheFile, noCache, assumptions, o, sourcepath,
                messages, exactSize);
    }

    /** Decide SAT questions from the models and cores of earlier answers (true), or ask the solver every time. */
    public TechniqueSettings withReuseAnswers(boolean reuse) {
        return withOracle(oracle.withReuseAnswers(reuse));
    }

    public TechniqueSettings withSourcepath(List<Path> paths) {
        return new TechniqueSettings(boundsDirectory, redisUrl, cacheFile, noCache, assumptions, oracle,
                List.copyOf(paths), messages, exactSize);
    }

    public TechniqueSettings withMessages(PrintStream out) {
        return new TechniqueSettings(boundsDirectory, redisUrl, cacheFile, noCache, assumptions, oracle, sourcepath,
                out, exactSize);
    }
}
