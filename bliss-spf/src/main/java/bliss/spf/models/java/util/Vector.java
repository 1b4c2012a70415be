package bliss.spf.models.java.util;

import java.util.NoSuchElementException;

/**
 * Model of {@code java.util.Vector}, the superclass of {@link Stack}: {@link ArrayList}'s array storage with
 * Vector's index errors ({@code ArrayIndexOutOfBoundsException}, where ArrayList throws its superclass) and
 * without synchronization (the engine runs one thread). Iterates with {@link AbstractList}'s list iterator.
 */
public class Vector<E> extends AbstractList<E> implements List<E> {

    Object[] elements;
    int size;

    public Vector() {
        elements = new Object[8];
    }

    public Vector(int initialCapacity) {
        if (initialCapacity < 0) {
            throw new IllegalArgumentException();
        }
        elements = new Object[initialCapacity < 4 ? 4 : initialCapacity];
    }

    public Vector(Collection<? extends E> c) {
        Object[] a = c.toArray();
        size = a.length;
        elements = new Object[size < 4 ? 4 : size];
        System.arraycopy(a, 0, elements, 0, size);
    }

    private void grow() {
        Object[] bigger = new Object[elements.length << 1];
        System.arraycopy(elements, 0, bigger, 0, size);
        elements = bigger;
    }

    private void checkIndex(int index) {
        if (index < 0 || index >= size) {
            throw new ArrayIndexOutOfBoundsException(index);
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

    public E elementAt(int index) {
        return get(index);
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

    public void addElement(E obj) {
        add(obj);
    }

    @Override
    public void add(int index, E element) {
        if (index < 0 || index > size) {
            throw new ArrayIndexOutOfBoundsException(index);
        }
        if (size == elements.length) {
            grow();
        }
        System.arraycopy(elements, index, elements, index + 1, size - index);
        elements[index] = element;
        size++;
    }

    public void insertElementAt(E obj, int index) {
        add(index, obj);
    }

    @Override
    public E remove(int index) {
        checkIndex(index);
        @SuppressWarnings("unchecked")
        E old = (E) elements[index];
        fastRemove(index);
        return old;
    }

    public void removeElementAt(int index) {
        remove(index);
    }

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

    public boolean removeElement(Object obj) {
        return remove(obj);
    }

    @Override
    public int indexOf(Object o) {
        Object[] es = elements;
        int n = size;
        for (int i = 0; i < n; i++) {
            if (o == null ? es[i] == null : o.equals(es[i])) {
                return i;
            }
        }
        return -1;
    }

    @Override
    public int lastIndexOf(Object o) {
        Object[] es = elements;
        for (int i = size - 1; i >= 0; i--) {
            if (o == null ? es[i] == null : o.equals(es[i])) {
                return i;
            }
        }
        return -1;
    }

    @Override
    public boolean contains(Object o) {
        return indexOf(o) >= 0;
    }

    @SuppressWarnings("unchecked")
    public E firstElement() {
        if (size == 0) {
            throw new NoSuchElementException();
        }
        return (E) elements[0];
    }

    @SuppressWarnings("unchecked")
    public E lastElement() {
        if (size == 0) {
            throw new NoSuchElementException();
        }
        return (E) elements[size - 1];
    }

    @Override
    public void clear() {
        elements = new Object[elements.length];
        size = 0;
    }

    public void removeAllElements() {
        clear();
    }

    @Override
    public boolean addAll(Collection<? extends E> c) {
        return addAll(size, c);
    }

    @Override
    public boolean addAll(int index, Collection<? extends E> c) {
        if (index < 0 || index > size) {
            throw new ArrayIndexOutOfBoundsException(index);
        }
        Object[] a = c.toArray();
        int needed = size + a.length;
        if (needed > elements.length) {
            Object[] bigger = new Object[needed << 1];
            System.arraycopy(elements, 0, bigger, 0, size);
            elements = bigger;
        }
        System.arraycopy(elements, index, elements, index + a.length, size - index);
        System.arraycopy(a, 0, elements, index, a.length);
        size = needed;
        return a.length != 0;
    }

    @Override
    public Object[] toArray() {
        Object[] a = new Object[size];
        System.arraycopy(elements, 0, a, 0, size);
        return a;
    }
}
