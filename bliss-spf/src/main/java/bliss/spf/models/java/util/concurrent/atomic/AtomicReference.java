package bliss.spf.models.java.util.concurrent.atomic;

/**
 * Model of {@code java.util.concurrent.atomic.AtomicReference}: sequential updates (the engine runs one thread); a
 * compare-and-set compares references, as the JDK's does.
 */
public class AtomicReference<V> {

    private V value;

    public AtomicReference() {
    }

    public AtomicReference(V initialValue) {
        value = initialValue;
    }

    public final V get() {
        return value;
    }

    public final void set(V newValue) {
        value = newValue;
    }

    public final void lazySet(V newValue) {
        value = newValue;
    }

    public final V getPlain() {
        return value;
    }

    public final void setPlain(V newValue) {
        value = newValue;
    }

    public final V getAndSet(V newValue) {
        V old = value;
        value = newValue;
        return old;
    }

    public final boolean compareAndSet(V expectedValue, V newValue) {
        if (value != expectedValue) {
            return false;
        }
        value = newValue;
        return true;
    }

    public final boolean weakCompareAndSetPlain(V expectedValue, V newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final V getAndUpdate(java.util.function.UnaryOperator<V> updateFunction) {
        V old = value;
        value = updateFunction.apply(old);
        return old;
    }

    public final V updateAndGet(java.util.function.UnaryOperator<V> updateFunction) {
        value = updateFunction.apply(value);
        return value;
    }

    public final V getAndAccumulate(V x, java.util.function.BinaryOperator<V> accumulatorFunction) {
        V old = value;
        value = accumulatorFunction.apply(old, x);
        return old;
    }

    public final V accumulateAndGet(V x, java.util.function.BinaryOperator<V> accumulatorFunction) {
        value = accumulatorFunction.apply(value, x);
        return value;
    }

    @Override
    public String toString() {
        return String.valueOf(value);
    }
}
