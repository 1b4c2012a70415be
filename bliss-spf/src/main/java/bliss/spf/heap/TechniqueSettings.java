package bliss.spf.heap;

import bliss.bounds.BoundsDatabase;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;

/**
 * What the bounded techniques need besides the layout and the scope: where the bounds database and the verdict
 * cache live, which edges BLISS assumes, where a user's sources are (for the invariant), where messages go.
 *
 * @param boundsDirectory the bounds database ({@code bliss bounds --out})
 * @param redisUrl        BLISSDB's Redis, or null for {@code BLISS_REDIS_URL} or none
 * @param cacheFile       BLISSDB's embedded store, or null for the default file
 * @param noCache         BLISSDB without any store (for comparisons)
 * @param assumptions     which edges BLISS turns into assumptions
 * @param reuseAnswers    let BLISS decide a question from the models and cores of its earlier answers
 * @param sourcepath      directories of the user's Java sources
 * @param messages        where "computing bounds", the cache in use and similar messages go
 */
public record TechniqueSettings(Path boundsDirectory, String redisUrl, Path cacheFile, boolean noCache,
                                Bliss.Assumptions assumptions, boolean reuseAnswers, List<Path> sourcepath,
                                PrintStream messages) {

    public static TechniqueSettings defaults() {
        return new TechniqueSettings(BoundsDatabase.defaultDirectory(), null, null, false,
                Bliss.Assumptions.SINGLETONS, true, List.of(), System.err);
    }

    public TechniqueSettings withBoundsDirectory(Path dir) {
        return new TechniqueSettings(dir, redisUrl, cacheFile, noCache, assumptions, reuseAnswers, sourcepath, messages);
    }

    public TechniqueSettings withCache(String redis, Path file, boolean none) {
        return new TechniqueSettings(boundsDirectory, redis, file, none, assumptions, reuseAnswers, sourcepath, messages);
    }

    public TechniqueSettings withAssumptions(Bliss.Assumptions a) {
        return new TechniqueSettings(boundsDirectory, redisUrl, cacheFile, noCache, a, reuseAnswers, sourcepath, messages);
    }

    public TechniqueSettings withReuseAnswers(boolean reuse) {
        return new TechniqueSettings(boundsDirectory, redisUrl, cacheFile, noCache, assumptions, reuse, sourcepath,
                messages);
    }

    public TechniqueSettings withSourcepath(List<Path> paths) {
        return new TechniqueSettings(boundsDirectory, redisUrl, cacheFile, noCache, assumptions, reuseAnswers,
                List.copyOf(paths), messages);
    }

    public TechniqueSettings withMessages(PrintStream out) {
        return new TechniqueSettings(boundsDirectory, redisUrl, cacheFile, noCache, assumptions, reuseAnswers, sourcepath, out);
    }
}
