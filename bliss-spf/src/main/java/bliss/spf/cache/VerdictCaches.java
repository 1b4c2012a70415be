package bliss.spf.cache;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import redis.clients.jedis.exceptions.JedisException;

import java.nio.file.Path;

/**
 * Opens the verdict cache a run asked for: Redis when a URL is given ({@code --redis} or {@code BLISS_REDIS_URL}),
 * backed by the embedded file, behind the run's memory of what it has seen ({@link RunVerdicts}: one round trip per
 * new question, writes in batches); the embedded file alone otherwise (which answers from memory itself); or none.
 */
public final class VerdictCaches {

    /** The environment variable naming a Redis server, as {@code redis://host:port}. */
    public static final String REDIS_URL_ENV = "BLISS_REDIS_URL";

    private static final Logger LOG = LoggerFactory.getLogger(VerdictCaches.class);

    private VerdictCaches() {
    }

    /** {@code $XDG_CACHE_HOME/bliss/verdicts.mv.db}, or {@code ~/.cache/bliss/verdicts.mv.db}. */
    public static Path defaultFile() {
        String xdg = System.getenv("XDG_CACHE_HOME");
        Path base = xdg != null && !xdg.isBlank() ? Path.of(xdg) : Path.of(System.getProperty("user.home"), ".cache");
        return base.resolve("bliss").resolve("verdicts.mv.db");
    }

    /**
     * The cache for a run.
     *
     * @param redisUrl a Redis URL, or null to use {@link #REDIS_URL_ENV} if set
     * @param file     the embedded store's file, or null for {@link #defaultFile()}
     */
    public static VerdictCache open(String redisUrl, Path file) {
        VerdictCache embedded = openEmbedded(file == null ? defaultFile() : file);
        String url = redisUrl != null ? redisUrl : System.getenv(REDIS_URL_ENV);
        if (url == null || url.isBlank()) {
            return embedded;
        }
        try {
            return RunVerdicts.over(new FailoverVerdictCache(RedisVerdictCache.connect(url), embedded));
        } catch (JedisException | IllegalArgumentException e) {
            LOG.warn("Redis at {} is unreachable ({}); using the verdict cache {}", url, e.getMessage(),
                    embedded.describe());
            return embedded;
        }
    }

    private static VerdictCache openEmbedded(Path file) {
        try {
            return EmbeddedVerdictCache.open(file);
        } catch (IllegalStateException e) {
            LOG.warn("{}; this run keeps its verdicts in memory only", e.getMessage());
            return EmbeddedVerdictCache.inMemory();
        }
    }

    /** No cache. */
    public static VerdictCache none() {
        return new NoVerdictCache();
    }
}
