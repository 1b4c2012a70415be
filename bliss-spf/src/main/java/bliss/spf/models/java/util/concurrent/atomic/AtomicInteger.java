package bliss.spf.models.java.util.concurrent.atomic;

/**
 * Model of {@code java.util.concurrent.atomic.AtomicInteger}: the engine runs one thread, so every update is the plain
 * sequential one (a compare-and-set succeeds exactly when the value is the expected one), as on the JVM with one
 * thread.
 */
public class AtomicInteger extends Number {

    private int value;

    public AtomicInteger() {
    }

    public AtomicInteger(int initialValue) {
        value = initialValue;
    }

    public final int get() {
        return value;
    }

    public final void set(int newValue) {
        value = newValue;
    }

    public final void lazySet(int newValue) {
        value = newValue;
    }

    public final int getPlain() {
        return value;
    }

    public final void setPlain(int newValue) {
        value = newValue;
    }

    public final int getOpaque() {
        return value;
    }

    public final void setOpaque(int newValue) {
        value = newValue;
    }

    public final int getAcquire() {
        return value;
    }

    public final void setRelease(int newValue) {
        value = newValue;
    }

    public final int getAndSet(int newValue) {
        int old = value;
        value = newValue;
        return old;
    }

    public final boolean compareAndSet(int expectedValue, int newValue) {
        if (value != expectedValue) {
            return false;
        }
        value = newValue;
        return true;
    }

    public final boolean weakCompareAndSetPlain(int expectedValue, int newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetVolatile(int expectedValue, int newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final int getAndIncrement() {
        return getAndAdd(1);
    }

    public final int getAndDecrement() {
        return getAndAdd(-1);
    }

    public final int getAndAdd(int delta) {
        int old = value;
        value = old + delta;
        return old;
    }

    public final int incrementAndGet() {
        return addAndGet(1);
    }

    public final int decrementAndGet() {
        return addAndGet(-1);
    }

    public final int addAndGet(int delta) {
        value = value + delta;
        return value;
    }

    public final int getAndUpdate(java.util.function.IntUnaryOperator updateFunction) {
        int old = value;
        value = updateFunction.applyAsInt(old);
        return old;
    }

    public final int updateAndGet(java.util.function.IntUnaryOperator updateFunction) {
        value = updateFunction.applyAsInt(value);
        return value;
    }

    public final int getAndAccumulate(int x, java.util.function.IntBinaryOperator accumulatorFunction) {
        int old = value;
        value = accumulatorFunction.applyAsInt(old, x);
        return old;
    }

    public final int accumulateAndGet(int x, java.util.function.IntBinaryOperator accumulatorFunction) {
        value = accumulatorFunction.applyAsInt(value, x);
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
