package bliss.spf.models.java.util;

import java.util.NoSuchElementException;

/**
 * Model of {@code java.util.ArrayList}: an array grown by doubling, shifted with the engine's native
 * {@code System.arraycopy}. Index errors throw {@code IndexOutOfBoundsException} as in the JDK. Iterators are not
 * fail-fast.
 */
public class ArrayList<E> extends AbstractList<E> implements List<E> {

    // Package-private rather than private so that the nested iterator reads them without nestmate access.
    Object[] elements;
    int size;

    public ArrayList() {
        elements = new Object[8];
    }

    /**
     * The input form's inflation (docs/models.md, "Input form"): the engine made this object without a constructor,
     * as the input of a field that holds a collection of {@code keys.length} fresh values, and calls this at the
     * object's first use, before any other method.
     *
     * @requires this was made by the engine without a constructor, and not used yet; values == null
     * @effects this is the collection {@code new ArrayList<>()} then {@code add} of each key in order
     */
    @SuppressWarnings("unchecked")
    void inflateInput(Object[] keys, Object[] values) {
        elements = new Object[8];
        for (Object k : keys) {
            add((E) k);
        }
    }

    public ArrayList(int initialCapacity) {
        if (initialCapacity < 0) {
            throw new IllegalArgumentException();
        }
        elements = new Object[initialCapacity < 4 ? 4 : initialCapacity];
    }

    public ArrayList(Collection<? extends E> c) {
        Object[] a = c.toArray();
        size = a.length;
        elements = new Object[size < 4 ? 4 : size];
        System.arraycopy(a, 0, elements, 0, size);
    }

    /** Makes room for one more element. */
    private void grow() {
        Object[] bigger = new Object[elements.length << 1];
        System.arraycopy(elements, 0, bigger, 0, size);
        elements = bigger;
    }

    private void checkIndex(int index) {
        if (index < 0 || index >= size) {
            throw new IndexOutOfBoundsException(index);
        }
    }

    public void ensureCapacity(int minCapacity) {
        if (minCapacity > elements.length) {
            Object[] bigger = new Object[minCapacity];
            System.arraycopy(elements, 0, bigger, 0, size);
            elements = bigger;
        }
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
    @SuppressWarnings("unchecked")
    public E get(int index) {
        checkIndex(index);
        return (E) elements[index];
    }

    @Override
    @SuppressWarnings("unchecked")
    public E set(int index, E element) {
        checkIndex(index);
        E old = (E) elements[index];
        elements[index] = element;
        return old;
    }

    @Override
    public boolean add(E e) {
        if (size == elements.length) {
            grow();
        }
        elements[size++] = e;
        return true;
    }

    @Override
    public void add(int index, E element) {
        if (index < 0 || index > size) {
            throw new IndexOutOfBoundsException(index);
        }
        if (size == elements.length) {
            grow();
        }
        System.arraycopy(elements, index, elements, index + 1, size - index);
        elements[index] = element;
        size++;
    }

    @Override
    public E remove(int index) {
        checkIndex(index);
        @SuppressWarnings("unchecked")
        E old = (E) elements[index];
        fastRemove(index);
        return old;
    }

    /** Removes the element at a valid index. */
    void fastRemove(int index) {
        int moved = size - index - 1;
        if (moved > 0) {
            System.arraycopy(elements, index + 1, elements, index, moved);
        }
        elements[--size] = null;
    }

    @Override
    public boolean remove(Object o) {
        int i = indexOf(o);
        if (i < 0) {
            return false;
        }
        fastRemove(i);
        return true;
    }

    @Override
    public int indexOf(Object o) {
        Object[] es = elements;
        int n = size;
        if (o == null) {
            for (int i = 0; i < n; i++) {
                if (es[i] == null) {
                    return i;
                }
            }
        } else {
            for (int i = 0; i < n; i++) {
                if (o.equals(es[i])) {
                    return i;
                }
            }
        }
        return -1;
    }

    @Override
    public int lastIndexOf(Object o) {
        Object[] es = elements;
        if (o == null) {
            for (int i = size - 1; i >= 0; i--) {
                if (es[i] == null) {
                    return i;
                }
            }
        } else {
            for (int i = size - 1; i >= 0; i--) {
                if (o.equals(es[i])) {
                    return i;
                }
            }
        }
        return -1;
    }

    @Override
    public boolean contains(Object o) {
        return indexOf(o) >= 0;
    }

    @Override
    public void clear() {
        elements = new Object[elements.length];
        size = 0;
    }

    @Override
    public boolean addAll(Collection<? extends E> c) {
        Object[] a = c.toArray();
        ensureCapacity(size + a.length);
        System.arraycopy(a, 0, elements, size, a.length);
        size += a.length;
        return a.length != 0;
    }

    @Override
    public boolean addAll(int index, Collection<? extends E> c) {
        if (index < 0 || index > size) {
            throw new IndexOutOfBoundsException(index);
        }
        Object[] a = c.toArray();
        ensureCapacity(size + a.length);
        System.arraycopy(elements, index, elements, index + a.length, size - index);
        System.arraycopy(a, 0, elements, index, a.length);
        size += a.length;
        return a.length != 0;
    }

    @Override
    public Object[] toArray() {
        Object[] a = new Object[size];
        System.arraycopy(elements, 0, a, 0, size);
        return a;
    }

    @Override
    public Iterator<E> iterator() {
        return new Itr();
    }

    /** Iterates the array directly (no call to {@code get} per element); not fail-fast. */
    final class Itr implements Iterator<E> {
        int cursor;
        int lastRet = -1;

        @Override
        public boolean hasNext() {
            return cursor < size;
        }

        @Override
        @SuppressWarnings("unchecked")
        public E next() {
            int i = cursor;
            if (i >= size) {
                throw new NoSuchElementException();
            }
            cursor = i + 1;
            lastRet = i;
            return (E) elements[i];
        }

        @Override
        public void remove() {
            if (lastRet < 0) {
                throw new IllegalStateException();
            }
            fastRemove(lastRet);
            cursor = lastRet;
            lastRet = -1;
        }
    }
}
