package bliss.spf.cache;

/** No cache: every check goes to the SAT solver (BLISS). */
public final class NoVerdictCache implements VerdictCache {

    @Override
    public Verdict lookup(VerdictKey key, int scope) {
        return Verdict.UNKNOWN;
    }

    @Override
    public void store(VerdictKey key, int scope, boolean satisfiable) {
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
