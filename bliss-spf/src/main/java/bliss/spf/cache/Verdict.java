package bliss.spf.cache;

/** The answer of a BLISS satisfiability check, or {@link #UNKNOWN} when a cache holds none that applies. */
public enum Verdict {
    SATISFIABLE,
    UNSATISFIABLE,
    UNKNOWN
}
