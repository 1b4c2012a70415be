package bliss.spf.stats;

/**
 * One named counter of a {@link Counters} registry; components keep the handle and increment it on their hot path.
 * Not thread-safe (one registry per thread).
 */
public final class Counter {

    private final Counters owner;
    private final String name;
    private final boolean timing;
    private long value;

    Counter(Counters owner, String name, boolean timing) {
        this.owner = owner;
        this.name = name;
        this.timing = timing;
    }

    /** @effects value' = value + 1, unless the registry is muted */
    public void increment() {
        if (!owner.muted()) {
            value++;
        }
    }

    /** @effects value' = value + n, unless the registry is muted (for a timer, n is in nanoseconds) */
    public void add(long n) {
        if (!owner.muted()) {
            value += n;
        }
    }

    void addRaw(long n) {
        value += n;
    }

    long raw() {
        return value;
    }

    public String name() {
        return name;
    }

    /** Whether this counts nanoseconds (reported in milliseconds). */
    public boolean timing() {
        return timing;
    }

    /** The count, or for a timer the milliseconds. */
    public long value() {
        return timing ? value / 1_000_000 : value;
    }

    @Override
    public String toString() {
        return name + "=" + value();
    }
}
