package bliss.spf.cache;

/** No cache: every check goes to the SAT solver (BLISS). */
public final class NoVerdictCache implements VerdictCache {

    @Override
    public VerdictRecord find(VerdictKey key, int scope) {
        return null;
    }

    @Override
    public void store(VerdictKey key, VerdictRecord r) {
        // nothing kept
    }

    @Override
    public CacheStats stats() {
        return CacheStats.NONE;
    }

    @Override
    public String describe() {
        return "none";
    }

    @Override
    public void close() {
        // nothing to release
    }
}
