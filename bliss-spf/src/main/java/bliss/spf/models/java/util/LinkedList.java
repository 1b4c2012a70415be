package bliss.spf.models.java.util;

import java.util.NoSuchElementException;

/**
 * Model of {@code java.util.LinkedList}: a doubly linked list with {@code first} and {@code last} (not circular),
 * both a {@link List} and a {@link Deque}. Index errors throw {@code IndexOutOfBoundsException}, operations on the
 * ends of an empty list {@code NoSuchElementException}, as in the JDK. Iterators are not fail-fast.
 */
public class LinkedList<E> extends AbstractList<E> implements List<E>, Deque<E> {

    int size;
    Node<E> first;
    Node<E> last;

    static final class Node<E> {
        E item;
        Node<E> prev;
        Node<E> next;

        Node(Node<E> prev, E item, Node<E> next) {
            this.prev = prev;
            this.item = item;
            this.next = next;
        }
    }

    public LinkedList() {
    }

    /**
     * The input form's inflation (docs/models.md, "Input form"): the engine made this object without a constructor,
     * as the input of a field that holds a collection of {@code keys.length} fresh values, and calls this at the
     * object's first use, before any other method.
     *
     * @requires this was made by the engine without a constructor, and not used yet; values == null
     * @effects this is the collection {@code new LinkedList<>()} then {@code add} of each key in order
     */
    @SuppressWarnings("unchecked")
    void inflateInput(Object[] keys, Object[] values) {
        for (Object k : keys) {
            add((E) k);
        }
    }

    public LinkedList(Collection<? extends E> c) {
        addAll(c);
    }

    // ---------------------------------------------------------------------------------------------------------
    // Linking

    void linkFirst(E e) {
        Node<E> f = first;
        Node<E> n = new Node<>(null, e, f);
        first = n;
        if (f == null) {
            last = n;
        } else {
            f.prev = n;
        }
        size++;
    }

    void linkLast(E e) {
        Node<E> l = last;
        Node<E> n = new Node<>(l, e, null);
        last = n;
        if (l == null) {
            first = n;
        } else {
            l.next = n;
        }
        size++;
    }

    /** Inserts {@code e} before the non-null node {@code succ}. */
    void linkBefore(E e, Node<E> succ) {
        Node<E> pred = succ.prev;
        Node<E> n = new Node<>(pred, e, succ);
        succ.prev = n;
        if (pred == null) {
            first = n;
        } else {
            pred.next = n;
        }
        size++;
    }

    /** Unlinks the non-null node {@code x}; returns its element. */
    E unlink(Node<E> x) {
        E e = x.item;
        Node<E> prev = x.prev;
        Node<E> next = x.next;
        if (prev == null) {
            first = next;
        } else {
            prev.next = next;
        }
        if (next == null) {
            last = prev;
        } else {
            next.prev = prev;
        }
        x.item = null;
        x.prev = null;
        x.next = null;
        size--;
        return e;
    }

    /** The node at a valid index, walking from the nearer end. */
    Node<E> node(int index) {
        Node<E> x;
        if (index < (size >> 1)) {
            x = first;
            for (int i = 0; i < index; i++) {
                x = x.next;
            }
        } else {
            x = last;
            for (int i = size - 1; i > index; i--) {
                x = x.prev;
            }
        }
        return x;
    }

    private void checkElementIndex(int index) {
        if (index < 0 || index >= size) {
            throw new IndexOutOfBoundsException(index);
        }
    }

    private void checkPositionIndex(int index) {
        if (index < 0 || index > size) {
            throw new IndexOutOfBoundsException(index);
        }
    }

    // ---------------------------------------------------------------------------------------------------------
    // Collection and List

    @Override
    public int size() {
        return size;
    }

    @Override
    public boolean isEmpty() {
        return size == 0;
    }

    @Override
    public boolean add(E e) {
        linkLast(e);
        return true;
    }

    @Override
    public boolean remove(Object o) {
        return removeFirstOccurrence(o);
    }

    @Override
    public boolean addAll(Collection<? extends E> c) {
        return addAll(size, c);
    }

    @Override
    @SuppressWarnings("unchecked")
    public boolean addAll(int index, Collection<? extends E> c) {
        checkPositionIndex(index);
        Object[] a = c.toArray();
        if (index == size) {
            for (int i = 0; i < a.length; i++) {
                linkLast((E) a[i]);
            }
        } else {
            Node<E> succ = node(index);
            for (int i = 0; i < a.length; i++) {
                linkBefore((E) a[i], succ);
            }
        }
        return a.length != 0;
    }

    @Override
    public void clear() {
        first = null;
        last = null;
        size = 0;
    }

    @Override
    public E get(int index) {
        checkElementIndex(index);
        return node(index).item;
    }

    @Override
    public E set(int index, E element) {
        checkElementIndex(index);
        Node<E> x = node(index);
        E old = x.item;
        x.item = element;
        return old;
    }

    @Override
    public void add(int index, E element) {
        checkPositionIndex(index);
        if (index == size) {
            linkLast(element);
        } else {
            linkBefore(element, node(index));
        }
    }

    @Override
    public E remove(int index) {
        checkElementIndex(index);
        return unlink(node(index));
    }

    @Override
    public int indexOf(Object o) {
        int i = 0;
        for (Node<E> x = first; x != null; x = x.next) {
            if (o == null ? x.item == null : o.equals(x.item)) {
                return i;
            }
            i++;
        }
        return -1;
    }

    @Override
    public int lastIndexOf(Object o) {
        int i = size;
        for (Node<E> x = last; x != null; x = x.prev) {
            i--;
            if (o == null ? x.item == null : o.equals(x.item)) {
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
    public Object[] toArray() {
        Object[] a = new Object[size];
        int i = 0;
        for (Node<E> x = first; x != null; x = x.next) {
            a[i++] = x.item;
        }
        return a;
    }

    // ---------------------------------------------------------------------------------------------------------
    // Deque and Queue

    @Override
    public E getFirst() {
        Node<E> f = first;
        if (f == null) {
            throw new NoSuchElementException();
        }
        return f.item;
    }

    @Override
    public E getLast() {
        Node<E> l = last;
        if (l == null) {
            throw new NoSuchElementException();
        }
        return l.item;
    }

    @Override
    public E removeFirst() {
        Node<E> f = first;
        if (f == null) {
            throw new NoSuchElementException();
        }
        return unlink(f);
    }

    @Override
    public E removeLast() {
        Node<E> l = last;
        if (l == null) {
            throw new NoSuchElementException();
        }
        return unlink(l);
    }

    @Override
    public void addFirst(E e) {
        linkFirst(e);
    }

    @Override
    public void addLast(E e) {
        linkLast(e);
    }

    @Override
    public boolean offerFirst(E e) {
        linkFirst(e);
        return true;
    }

    @Override
    public boolean offerLast(E e) {
        linkLast(e);
        return true;
    }

    @Override
    public E peekFirst() {
        Node<E> f = first;
        return f == null ? null : f.item;
    }

    @Override
    public E peekLast() {
        Node<E> l = last;
        return l == null ? null : l.item;
    }

    @Override
    public E pollFirst() {
        Node<E> f = first;
        return f == null ? null : unlink(f);
    }

    @Override
    public E pollLast() {
        Node<E> l = last;
        return l == null ? null : unlink(l);
    }

    @Override
    public boolean offer(E e) {
        linkLast(e);
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
        linkFirst(e);
    }

    @Override
    public E pop() {
        return removeFirst();
    }

    @Override
    public boolean removeFirstOccurrence(Object o) {
        for (Node<E> x = first; x != null; x = x.next) {
            if (o == null ? x.item == null : o.equals(x.item)) {
                unlink(x);
                return true;
            }
        }
        return false;
    }

    @Override
    public boolean removeLastOccurrence(Object o) {
        for (Node<E> x = last; x != null; x = x.prev) {
            if (o == null ? x.item == null : o.equals(x.item)) {
                unlink(x);
                return true;
            }
        }
        return false;
    }

    // ---------------------------------------------------------------------------------------------------------
    // Iterators

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
        checkPositionIndex(index);
        return new ListItr(index);
    }

    @Override
    public Iterator<E> descendingIterator() {
        return new DescendingItr();
    }

    /**
     * A list iterator over the nodes: {@code next} is the node after the cursor (null at the end) and
     * {@code lastReturned} the node that {@code remove} and {@code set} act on. Not fail-fast.
     */
    final class ListItr implements ListIterator<E> {
        Node<E> lastReturned;
        Node<E> next;
        int nextIndex;

        ListItr(int index) {
            next = index == size ? null : node(index);
            nextIndex = index;
        }

        @Override
        public boolean hasNext() {
            return nextIndex < size;
        }

        @Override
        public E next() {
            Node<E> n = next;
            if (n == null) {
                throw new NoSuchElementException();
            }
            lastReturned = n;
            next = n.next;
            nextIndex++;
            return n.item;
        }

        @Override
        public boolean hasPrevious() {
            return nextIndex > 0;
        }

        @Override
        public E previous() {
            if (nextIndex <= 0) {
                throw new NoSuchElementException();
            }
            Node<E> p = next == null ? last : next.prev;
            lastReturned = p;
            next = p;
            nextIndex--;
            return p.item;
        }

        @Override
        public int nextIndex() {
            return nextIndex;
        }

        @Override
        public int previousIndex() {
            return nextIndex - 1;
        }

        @Override
        public void remove() {
            Node<E> r = lastReturned;
            if (r == null) {
                throw new IllegalStateException();
            }
            Node<E> after = r.next;
            unlink(r);
            if (next == r) {
                next = after; // removed after previous(): the cursor stays
            } else {
                nextIndex--; // removed after next(): the cursor moves back over it
            }
            lastReturned = null;
        }

        @Override
        public void set(E e) {
            if (lastReturned == null) {
                throw new IllegalStateException();
            }
            lastReturned.item = e;
        }

        @Override
        public void add(E e) {
            lastReturned = null;
            if (next == null) {
                linkLast(e);
            } else {
                linkBefore(e, next);
            }
            nextIndex++;
        }
    }

    /** From last to first; {@code remove} unlinks the node last returned. */
    final class DescendingItr implements Iterator<E> {
        Node<E> next = last;
        Node<E> lastReturned;

        @Override
        public boolean hasNext() {
            return next != null;
        }

        @Override
        public E next() {
            Node<E> n = next;
            if (n == null) {
                throw new NoSuchElementException();
            }
            lastReturned = n;
            next = n.prev;
            return n.item;
        }

        @Override
        public void remove() {
            Node<E> r = lastReturned;
            if (r == null) {
                throw new IllegalStateException();
            }
            unlink(r);
            lastReturned = null;
        }
    }
}
