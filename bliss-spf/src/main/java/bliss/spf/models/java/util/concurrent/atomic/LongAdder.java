package bliss.spf.models.java.util.concurrent.atomic;

/**
 * Model of {@code java.util.concurrent.atomic.LongAdder}: the JDK's spreads updates over the cells of
 * {@code Striped64} by each thread's probe (through {@code Unsafe}) only when threads contend; on the engine's one
 * thread no update ever contends, so the JDK's keeps the whole sum in its {@code base}, as this model keeps it in one
 * long. Every method is the JDK's on that sum (its {@code toString} is the sum's).
 */
public class LongAdder extends Number {

    private static final long serialVersionUID = 7249069246863182397L;

    private long base;

    public LongAdder() {
    }

    public void add(long x) {
        base += x;
    }

    public void increment() {
        base++;
    }

    public void decrement() {
        base--;
    }

    public long sum() {
        return base;
    }

    public void reset() {
        base = 0L;
    }

    public long sumThenReset() {
        long sum = base;
        base = 0L;
        return sum;
    }

    @Override
    public String toString() {
        return Long.toString(base);
    }

    @Override
    public long longValue() {
        return base;
    }

    @Override
    public int intValue() {
        return (int) base;
    }

    @Override
    public float floatValue() {
        return (float) base;
    }

    @Override
    public double doubleValue() {
        return (double) base;
    }
}
