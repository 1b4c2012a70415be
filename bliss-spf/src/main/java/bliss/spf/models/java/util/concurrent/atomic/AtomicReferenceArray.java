package bliss.spf.models.java.util.concurrent.atomic;

import bliss.spf.models.java.lang.StringBuilder;

/**
 * Model of {@code java.util.concurrent.atomic.AtomicReferenceArray}: a plain array updated sequentially (the engine
 * runs one thread, so every memory-order variant is the plain access); a compare-and-set compares references, as
 * the JDK's does. An index out of bounds is the array access's ArrayIndexOutOfBoundsException, a negative length
 * the array creation's NegativeArraySizeException, as the JDK's VarHandle accesses and constructor throw them.
 */
public class AtomicReferenceArray<E> {

    private final Object[] array;

    public AtomicReferenceArray(int length) {
        array = new Object[length];
    }

    public AtomicReferenceArray(E[] array) {
        Object[] copy = new Object[array.length];
        System.arraycopy(array, 0, copy, 0, array.length);
        this.array = copy;
    }

    public final int length() {
        return array.length;
    }

    @SuppressWarnings("unchecked")
    public final E get(int i) {
        return (E) array[i];
    }

    public final void set(int i, E newValue) {
        array[i] = newValue;
    }

    public final void lazySet(int i, E newValue) {
        array[i] = newValue;
    }

    public final E getAndSet(int i, E newValue) {
        E old = get(i);
        array[i] = newValue;
        return old;
    }

    public final boolean compareAndSet(int i, E expectedValue, E newValue) {
        if (array[i] != expectedValue) {
            return false;
        }
        array[i] = newValue;
        return true;
    }

    public final boolean weakCompareAndSet(int i, E expectedValue, E newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetPlain(int i, E expectedValue, E newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetVolatile(int i, E expectedValue, E newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetAcquire(int i, E expectedValue, E newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetRelease(int i, E expectedValue, E newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final E compareAndExchange(int i, E expectedValue, E newValue) {
        E old = get(i);
        if (old == expectedValue) {
            array[i] = newValue;
        }
        return old;
    }

    public final E compareAndExchangeAcquire(int i, E expectedValue, E newValue) {
        return compareAndExchange(i, expectedValue, newValue);
    }

    public final E compareAndExchangeRelease(int i, E expectedValue, E newValue) {
        return compareAndExchange(i, expectedValue, newValue);
    }

    public final E getAndUpdate(int i, java.util.function.UnaryOperator<E> updateFunction) {
        E old = get(i);
        array[i] = updateFunction.apply(old);
        return old;
    }

    public final E updateAndGet(int i, java.util.function.UnaryOperator<E> updateFunction) {
        E next = updateFunction.apply(get(i));
        array[i] = next;
        return next;
    }

    public final E getAndAccumulate(int i, E x, java.util.function.BinaryOperator<E> accumulatorFunction) {
        E old = get(i);
        array[i] = accumulatorFunction.apply(old, x);
        return old;
    }

    public final E accumulateAndGet(int i, E x, java.util.function.BinaryOperator<E> accumulatorFunction) {
        E next = accumulatorFunction.apply(get(i), x);
        array[i] = next;
        return next;
    }

    public final E getPlain(int i) {
        return get(i);
    }

    public final void setPlain(int i, E newValue) {
        array[i] = newValue;
    }

    public final E getOpaque(int i) {
        return get(i);
    }

    public final void setOpaque(int i, E newValue) {
        array[i] = newValue;
    }

    public final E getAcquire(int i) {
        return get(i);
    }

    public final void setRelease(int i, E newValue) {
        array[i] = newValue;
    }

    @Override
    public String toString() {
        StringBuilder b = new StringBuilder().append('[');
        for (int i = 0; i < array.length; i++) {
            if (i > 0) {
                b.append(',').append(' ');
            }
            b.append(array[i]);
        }
        return b.append(']').toString();
    }
}
