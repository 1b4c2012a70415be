package bliss.spf.models.java.util;

import java.util.ConcurrentModificationException;
import java.util.NoSuchElementException;

/**
 * Model of {@code java.util.AbstractList}, with the JDK's protected state and algorithms, so that a class extending
 * it (a user's list, Commons' {@code TreeList}, the JDK's {@code AbstractSequentialList} run from its bytecode)
 * behaves as on the JVM: {@link #modCount}, the fail-fast iterators over {@link #get}, {@link #set},
 * {@link #add(int, Object)} and {@link #remove(int)} that check it, searches through {@link #listIterator},
 * {@link #clear} through {@link #removeRange}, and equality and hash code in the JDK's order of calls. The models
 * that extend it ({@link ArrayList}, {@link LinkedList}, {@link Vector}) override what they run often and never
 * change {@code modCount}, so their iterators are not fail-fast (docs/models.md).
 */
public abstract class AbstractList<E> extends AbstractCollection<E> implements List<E> {

    /** The number of times the list changed size, as subclasses count it; the iterators compare it. */
    protected transient int modCount = 0;

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
        ListIterator<E> it = listIterator();
        while (it.hasNext()) {
            E e = it.next();
            if (o == null ? e == null : o.equals(e)) {
                return it.previousIndex();
            }
        }
        return -1;
    }

    @Override
    public int lastIndexOf(Object o) {
        ListIterator<E> it = listIterator(size());
        while (it.hasPrevious()) {
            E e = it.previous();
            if (o == null ? e == null : o.equals(e)) {
                return it.nextIndex();
            }
        }
        return -1;
    }

    @Override
    public void clear() {
        removeRange(0, size());
    }

    /** Removes the elements at {@code from} (inclusive) to {@code to} (exclusive) through a list iterator. */
    protected void removeRange(int fromIndex, int toIndex) {
        ListIterator<E> it = listIterator(fromIndex);
        for (int i = 0, n = toIndex - fromIndex; i < n; i++) {
            it.next();
            it.remove();
        }
    }

    @Override
    public boolean addAll(int index, Collection<? extends E> c) {
        rangeCheckForAdd(index);
        boolean modified = false;
        Iterator<? extends E> it = c.iterator();
        while (it.hasNext()) {
            add(index++, it.next());
            modified = true;
        }
        return modified;
    }

    private void rangeCheckForAdd(int index) {
        if (index < 0 || index > size()) {
            throw new IndexOutOfBoundsException("Index: ".concat(String.valueOf(index)).concat(", Size: ")
                    .concat(String.valueOf(size())));
        }
    }

    @Override
    public Iterator<E> iterator() {
        return new Itr();
    }

    @Override
    public ListIterator<E> listIterator() {
        return listIterator(0);
    }

    @Override
    public ListIterator<E> listIterator(int index) {
        rangeCheckForAdd(index);
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
        ListIterator<E> a = listIterator();
        ListIterator<?> b = ((List<?>) o).listIterator();
        while (a.hasNext() && b.hasNext()) {
            E x = a.next();
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
            E e = it.next();
            h = 31 * h + (e == null ? 0 : e.hashCode());
        }
        return h;
    }

    /** An iterator by index, fail-fast: it throws ConcurrentModificationException when modCount moved under it. */
    class Itr implements Iterator<E> {
        int cursor;
        int lastRet = -1;
        int expectedModCount = modCount;

        @Override
        public boolean hasNext() {
            return cursor != size();
        }

        @Override
        public E next() {
            checkForComodification();
            try {
                int i = cursor;
                E e = get(i);
                lastRet = i;
                cursor = i + 1;
                return e;
            } catch (IndexOutOfBoundsException ex) {
                checkForComodification();
                throw new NoSuchElementException(ex);
            }
        }

        @Override
        public void remove() {
            if (lastRet < 0) {
                throw new IllegalStateException();
            }
            checkForComodification();
            try {
                AbstractList.this.remove(lastRet);
                if (lastRet < cursor) {
                    cursor--;
                }
                lastRet = -1;
                expectedModCount = modCount;
            } catch (IndexOutOfBoundsException ex) {
                throw new ConcurrentModificationException();
            }
        }

        final void checkForComodification() {
            if (modCount != expectedModCount) {
                throw new ConcurrentModificationException();
            }
        }
    }

    /** The list iterator of {@link Itr}'s kind. */
    class ListItr extends Itr implements ListIterator<E> {

        ListItr(int index) {
            cursor = index;
        }

        @Override
        public boolean hasPrevious() {
            return cursor != 0;
        }

        @Override
        public E previous() {
            checkForComodification();
            try {
                int i = cursor - 1;
                E e = get(i);
                lastRet = i;
                cursor = i;
                return e;
            } catch (IndexOutOfBoundsException ex) {
                checkForComodification();
                throw new NoSuchElementException(ex);
            }
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
        public void set(E e) {
            if (lastRet < 0) {
                throw new IllegalStateException();
            }
            checkForComodification();
            try {
                AbstractList.this.set(lastRet, e);
                expectedModCount = modCount;
            } catch (IndexOutOfBoundsException ex) {
                throw new ConcurrentModificationException();
            }
        }

        @Override
        public void add(E e) {
            checkForComodification();
            try {
                int i = cursor;
                AbstractList.this.add(i, e);
                lastRet = -1;
                cursor = i + 1;
                expectedModCount = modCount;
            } catch (IndexOutOfBoundsException ex) {
                throw new ConcurrentModificationException();
            }
        }
    }
}
