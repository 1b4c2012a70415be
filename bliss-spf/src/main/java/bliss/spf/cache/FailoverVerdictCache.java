package bliss.spf.cache;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import redis.clients.jedis.exceptions.JedisException;

/**
 * Redis first; if Redis fails (unreachable, gone mid-run), say so once and go on with the embedded store for the
 * rest of the run. Verdicts only save work, so the analysis finishes with the same results either way.
 */
public final class FailoverVerdictCache implements VerdictCache {

    private static final Logger LOG = LoggerFactory.getLogger(FailoverVerdictCache.class);

    private final RedisVerdictCache primary;
    private final VerdictCache fallback;
    private volatile boolean failedOver;

    public FailoverVerdictCache(RedisVerdictCache primary, VerdictCache fallback) {
        this.primary = primary;
        this.fallback = fallback;
    }

    private synchronized void failOver(JedisException e) {
        if (failedOver) {
            return;
        }
        failedOver = true;
        LOG.warn("Redis at {} stopped answering ({}); going on with the verdict cache {}", primary.describe(),
                e.getMessage(), fallback.describe());
        try {
            primary.close();
        } catch (RuntimeException ignored) {
            // the connection is already broken
        }
    }

    @Override
    public VerdictRecord find(VerdictKey key, int scope) {
        if (!failedOver) {
            try {
                return primary.find(key, scope);
            } catch (JedisException e) {
                failOver(e);
            }
        }
        return fallback.find(key, scope);
    }

    @Override
    public void store(VerdictKey key, VerdictRecord r) {
        if (!failedOver) {
            try {
                primary.store(key, r);
                return;
            } catch (JedisException e) {
                failOver(e);
            }
        }
        fallback.store(key, r);
    }

    @Override
    public void storeAll(java.util.Map<VerdictKey, VerdictRecord> given) {
        if (!failedOver) {
            try {
                primary.storeAll(given);
                return;
            } catch (JedisException e) {
                failOver(e);
            }
        }
        fallback.storeAll(given);
    }

    /** True once Redis has been given up for this run. */
    public boolean failedOver() {
        return failedOver;
    }

    @Override
    public CacheStats stats() {
        CacheStats s = primary.stats().plus(fallback.stats());
        return new CacheStats(s.lookups(), s.satHits(), s.unsatHits(), s.stores(), failedOver ? 1 : 0);
    }

    @Override
    public String describe() {
        return failedOver ? fallback.describe() + " (after " + primary.describe() + " failed)" : primary.describe();
    }

    @Override
    public void close() {
        if (!failedOver) {
            primary.close();
        }
        fallback.close();
    }
}
