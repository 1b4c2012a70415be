package bliss.spf.models.java.util;

import java.util.NoSuchElementException;

/**
 * Model of {@code java.util.ArrayDeque}: a circular buffer whose length is a power of two, so positions wrap with a
 * mask; doubled when full. Element {@code i} (0 = first) is at {@code elements[(head + i) & (length - 1)]}. Null
 * elements are rejected with {@code NullPointerException}, as in the JDK. Iterators are not fail-fast.
 */
public class ArrayDeque<E> extends AbstractCollection<E> implements Deque<E> {

    Object[] elements;
    int head;
    int size;

    public ArrayDeque() {
        elements = new Object[8];
    }

    /**
     * The input form's inflation (docs/models.md, "Input form"): the engine made this object without a constructor,
     * as the input of a field that holds a collection of {@code keys.length} fresh values, and calls this at the
     * object's first use, before any other method.
     *
     * @requires this was made by the engine without a constructor, and not used yet; values == null
     * @effects this is the collection {@code new ArrayDeque<>()} then {@code addLast} of each key in order
     */
    @SuppressWarnings("unchecked")
    void inflateInput(Object[] keys, Object[] values) {
        elements = new Object[8];
        for (Object k : keys) {
            addLast((E) k);
        }
    }

    public ArrayDeque(int numElements) {
        int n = 8;
        while (n < numElements && n < (1 << 30)) {
            n <<= 1;
        }
        elements = new Object[n];
    }

    public ArrayDeque(Collection<? extends E> c) {
        this(c.size());
        addAll(c);
    }

    /** Doubles the buffer, unwrapping it so that the first element is at 0. */
    private void grow() {
        Object[] old = elements;
        int n = old.length;
        Object[] bigger = new Object[n << 1];
        int front = n - head; // elements from head to the end of the old buffer
        if (front >= size) {
            System.arraycopy(old, head, bigger, 0, size);
        } else {
            System.arraycopy(old, head, bigger, 0, front);
            System.arraycopy(old, 0, bigger, front, size - front);
        }
        elements = bigger;
        head = 0;
    }

    /** Removes the element at logical position {@code i}, moving the later ones one place towards the head. */
    void delete(int i) {
        Object[] es = elements;
        int mask = es.length - 1;
        int h = head;
        int n = size - 1;
        for (; i < n; i++) {
            es[(h + i) & mask] = es[(h + i + 1) & mask];
        }
        es[(h + n) & mask] = null;
        size = n;
    }

    @SuppressWarnings("unchecked")
    E at(int i) {
        return (E) elements[(head + i) & (elements.length - 1)];
    }

    // ---------------------------------------------------------------------------------------------------------
    // Deque

    @Override
    public void addFirst(E e) {
        if (e == null) {
            throw new NullPointerException();
        }
        if (size == elements.length) {
            grow();
        }
        head = (head - 1) & (elements.length - 1);
        elements[head] = e;
        size++;
    }

    @Override
    public void addLast(E e) {
        if (e == null) {
            throw new NullPointerException();
        }
        if (size == elements.length) {
            grow();
        }
        elements[(head + size) & (elements.length - 1)] = e;
        size++;
    }

    @Override
    public boolean offerFirst(E e) {
        addFirst(e);
        return true;
    }

    @Override
    public boolean offerLast(E e) {
        addLast(e);
        return true;
    }

    @Override
    @SuppressWarnings("unchecked")
    public E pollFirst() {
        if (size == 0) {
            return null;
        }
        int h = head;
        E e = (E) elements[h];
        elements[h] = null;
        head = (h + 1) & (elements.length - 1);
        size--;
        return e;
    }

    @Override
    @SuppressWarnings("unchecked")
    public E pollLast() {
        if (size == 0) {
            return null;
        }
        int t = (head + size - 1) & (elements.length - 1);
        E e = (E) elements[t];
        elements[t] = null;
        size--;
        return e;
    }

    @Override
    public E removeFirst() {
        if (size == 0) {
            throw new NoSuchElementException();
        }
        return pollFirst();
    }

    @Override
    public E removeLast() {
        if (size == 0) {
            throw new NoSuchElementException();
        }
        return pollLast();
    }

    @Override
    public E peekFirst() {
        return size == 0 ? null : at(0);
    }

    @Override
    public E peekLast() {
        return size == 0 ? null : at(size - 1);
    }

    @Override
    public E getFirst() {
        if (size == 0) {
            throw new NoSuchElementException();
        }
        return at(0);
    }

    @Override
    public E getLast() {
        if (size == 0) {
            throw new NoSuchElementException();
        }
        return at(size - 1);
    }

    @Override
    public boolean removeFirstOccurrence(Object o) {
        if (o != null) {
            for (int i = 0; i < size; i++) {
                if (o.equals(at(i))) {
                    delete(i);
                    return true;
                }
            }
        }
        return false;
    }

    @Override
    public boolean removeLastOccurrence(Object o) {
        if (o != null) {
            for (int i = size - 1; i >= 0; i--) {
                if (o.equals(at(i))) {
                    delete(i);
                    return true;
                }
            }
        }
        return false;
    }

    // ---------------------------------------------------------------------------------------------------------
    // Queue, stack, collection

    @Override
    public boolean add(E e) {
        addLast(e);
        return true;
    }

    @Override
    public boolean offer(E e) {
        addLast(e);
        return true;
    }

    @Override
    public E remove() {
        return removeFirst();
    }

    @Override
    public E poll() {
        return pollFirst();
    }

    @Override
    public E element() {
        return getFirst();
    }

    @Override
    public E peek() {
        return peekFirst();
    }

    @Override
    public void push(E e) {
        addFirst(e);
    }

    @Override
    public E pop() {
        return removeFirst();
    }

    @Override
    public boolean remove(Object o) {
        return removeFirstOccurrence(o);
    }

    @Override
    public int size() {
        return size;
    }

    @Override
    public boolean isEmpty() {
        return size == 0;
    }

    @Override
    public boolean contains(Object o) {
        if (o != null) {
            for (int i = 0; i < size; i++) {
                if (o.equals(at(i))) {
                    return true;
                }
            }
        }
        return false;
    }

    @Override
    public void clear() {
        elements = new Object[elements.length];
        head = 0;
        size = 0;
    }

    @Override
    public Object[] toArray() {
        Object[] a = new Object[size];
        for (int i = 0; i < size; i++) {
            a[i] = at(i);
        }
        return a;
    }

    @Override
    public Iterator<E> iterator() {
        return new Itr();
    }

    @Override
    public Iterator<E> descendingIterator() {
        return new DescendingItr();
    }

    /** First to last by logical position; not fail-fast. */
    final class Itr implements Iterator<E> {
        int cursor;
        int lastRet = -1;

        @Override
        public boolean hasNext() {
            return cursor < size;
        }

        @Override
        public E next() {
            int i = cursor;
            if (i >= size) {
                throw new NoSuchElementException();
            }
            cursor = i + 1;
            lastRet = i;
            return at(i);
        }

        @Override
        public void remove() {
            if (lastRet < 0) {
                throw new IllegalStateException();
            }
            delete(lastRet);
            cursor = lastRet; // the next element moved into the removed one's place
            lastRet = -1;
        }
    }

    /** Last to first; removal moves only the elements after the removed one, which were already returned. */
    final class DescendingItr implements Iterator<E> {
        int cursor = size - 1;
        int lastRet = -1;

        @Override
        public boolean hasNext() {
            return cursor >= 0;
        }

        @Override
        public E next() {
            int i = cursor;
            if (i < 0) {
                throw new NoSuchElementException();
            }
            cursor = i - 1;
            lastRet = i;
            return at(i);
        }

        @Override
        public void remove() {
            if (lastRet < 0) {
                throw new IllegalStateException();
            }
            delete(lastRet);
            lastRet = -1;
        }
    }
}
