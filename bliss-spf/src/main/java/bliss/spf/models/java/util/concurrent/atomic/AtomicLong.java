package bliss.spf.models.java.util.concurrent.atomic;

/**
 * Model of {@code java.util.concurrent.atomic.AtomicLong}: the engine runs one thread, so every update is the plain
 * sequential one (a compare-and-set succeeds exactly when the value is the expected one), as on the JVM with one
 * thread.
 */
public class AtomicLong extends Number {

    private long value;

    public AtomicLong() {
    }

    public AtomicLong(long initialValue) {
        value = initialValue;
    }

    public final long get() {
        return value;
    }

    public final void set(long newValue) {
        value = newValue;
    }

    public final void lazySet(long newValue) {
        value = newValue;
    }

    public final long getPlain() {
        return value;
    }

    public final void setPlain(long newValue) {
        value = newValue;
    }

    public final long getOpaque() {
        return value;
    }

    public final void setOpaque(long newValue) {
        value = newValue;
    }

    public final long getAcquire() {
        return value;
    }

    public final void setRelease(long newValue) {
        value = newValue;
    }

    public final long getAndSet(long newValue) {
        long old = value;
        value = newValue;
        return old;
    }

    public final boolean compareAndSet(long expectedValue, long newValue) {
        if (value != expectedValue) {
            return false;
        }
        value = newValue;
        return true;
    }

    public final boolean weakCompareAndSetPlain(long expectedValue, long newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetVolatile(long expectedValue, long newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final long getAndIncrement() {
        return getAndAdd(1);
    }

    public final long getAndDecrement() {
        return getAndAdd(-1L);
    }

    public final long getAndAdd(long delta) {
        long old = value;
        value = old + delta;
        return old;
    }

    public final long incrementAndGet() {
        return addAndGet(1);
    }

    public final long decrementAndGet() {
        return addAndGet(-1);
    }

    public final long addAndGet(long delta) {
        value = value + delta;
        return value;
    }

    public final long getAndUpdate(java.util.function.LongUnaryOperator updateFunction) {
        long old = value;
        value = updateFunction.applyAsLong(old);
        return old;
    }

    public final long updateAndGet(java.util.function.LongUnaryOperator updateFunction) {
        value = updateFunction.applyAsLong(value);
        return value;
    }

    public final long getAndAccumulate(long x, java.util.function.LongBinaryOperator accumulatorFunction) {
        long old = value;
        value = accumulatorFunction.applyAsLong(old, x);
        return old;
    }

    public final long accumulateAndGet(long x, java.util.function.LongBinaryOperator accumulatorFunction) {
        value = accumulatorFunction.applyAsLong(value, x);
        return value;
    }

    @Override
    public int intValue() {
        return (int) value;
    }

    @Override
    public long longValue() {
        return value;
    }

    @Override
    public float floatValue() {
        return (float) value;
    }

    @Override
    public double doubleValue() {
        return (double) value;
    }

    @Override
    public String toString() {
        return String.valueOf(value);
    }
}
