package bliss.spf.models.java.util;

import java.util.NoSuchElementException;

/**
 * Model of {@code java.util.AbstractList}: list equality, hash code, search and a list iterator written once over
 * {@link #get}, {@link #set}, {@link #add(int, Object)}, {@link #remove(int)} and {@link #size}. The array-backed
 * models give {@link #iterator} a faster iterator of their own; {@link LinkedList} overrides most of this.
 */
public abstract class AbstractList<E> extends AbstractCollection<E> implements List<E> {

    protected AbstractList() {
    }

    @Override
    public boolean add(E e) {
        add(size(), e);
        return true;
    }

    @Override
    public abstract E get(int index);

    @Override
    public E set(int index, E element) {
        throw new UnsupportedOperationException();
    }

    @Override
    public void add(int index, E element) {
        throw new UnsupportedOperationException();
    }

    @Override
    public E remove(int index) {
        throw new UnsupportedOperationException();
    }

    @Override
    public int indexOf(Object o) {
        int n = size();
        for (int i = 0; i < n; i++) {
            if (o == null ? get(i) == null : o.equals(get(i))) {
                return i;
            }
        }
        return -1;
    }

    @Override
    public int lastIndexOf(Object o) {
        for (int i = size() - 1; i >= 0; i--) {
            if (o == null ? get(i) == null : o.equals(get(i))) {
                return i;
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
        for (int i = size() - 1; i >= 0; i--) {
            remove(i);
        }
    }

    @Override
    @SuppressWarnings("unchecked")
    public boolean addAll(int index, Collection<? extends E> c) {
        if (index < 0 || index > size()) {
            throw new IndexOutOfBoundsException(index);
        }
        Object[] a = c.toArray();
        for (int i = 0; i < a.length; i++) {
            add(index + i, (E) a[i]);
        }
        return a.length != 0;
    }

    @Override
    public Iterator<E> iterator() {
        return new ListItr(0);
    }

    @Override
    public ListIterator<E> listIterator() {
        return new ListItr(0);
    }

    @Override
    public ListIterator<E> listIterator(int index) {
        if (index < 0 || index > size()) {
            throw new IndexOutOfBoundsException(index);
        }
        return new ListItr(index);
    }

    @Override
    public boolean equals(Object o) {
        if (o == this) {
            return true;
        }
        if (!(o instanceof List)) {
            return false;
        }
        Iterator<E> a = iterator();
        Iterator<?> b = ((List<?>) o).iterator();
        while (a.hasNext() && b.hasNext()) {
            Object x = a.next();
            Object y = b.next();
            if (!(x == null ? y == null : x.equals(y))) {
                return false;
            }
        }
        return !(a.hasNext() || b.hasNext());
    }

    @Override
    public int hashCode() {
        int h = 1;
        Iterator<E> it = iterator();
        while (it.hasNext()) {
            Object e = it.next();
            h = 31 * h + (e == null ? 0 : e.hashCode());
        }
        return h;
    }

    /** A list iterator by index; not fail-fast. */
    class ListItr implements ListIterator<E> {
        int cursor;
        int lastRet = -1;

        ListItr(int index) {
            cursor = index;
        }

        @Override
        public boolean hasNext() {
            return cursor < size();
        }

        @Override
        public E next() {
            int i = cursor;
            if (i >= size()) {
                throw new NoSuchElementException();
            }
            E e = get(i);
            lastRet = i;
            cursor = i + 1;
            return e;
        }

        @Override
        public boolean hasPrevious() {
            return cursor > 0;
        }

        @Override
        public E previous() {
            int i = cursor - 1;
            if (i < 0) {
                throw new NoSuchElementException();
            }
            E e = get(i);
            lastRet = i;
            cursor = i;
            return e;
        }

        @Override
        public int nextIndex() {
            return cursor;
        }

        @Override
        public int previousIndex() {
            return cursor - 1;
        }

        @Override
        public void remove() {
            if (lastRet < 0) {
                throw new IllegalStateException();
            }
            AbstractList.this.remove(lastRet);
            cursor = lastRet;
            lastRet = -1;
        }

        @Override
        public void set(E e) {
            if (lastRet < 0) {
                throw new IllegalStateException();
            }
            AbstractList.this.set(lastRet, e);
        }

        @Override
        public void add(E e) {
            AbstractList.this.add(cursor, e);
            cursor++;
            lastRet = -1;
        }
    }
}
