package bliss.spf.conformance.programs;

import java.util.AbstractSequentialList;
import java.util.ListIterator;
import java.util.NoSuchElementException;

/** A singly linked list extending the JDK's AbstractSequentialList (run from the JDK's bytecode). */
public class Real02AbstractSequentialList {
    static final class Node {
        int value;
        Node next;

        Node(int value, Node next) {
            this.value = value;
            this.next = next;
        }
    }

    static final class Chain extends AbstractSequentialList<Integer> {
        Node head;
        int size;

        @Override
        public int size() {
            return size;
        }

        @Override
        public ListIterator<Integer> listIterator(int index) {
            if (index < 0 || index > size) {
                throw new IndexOutOfBoundsException(index);
            }
            return new ListIterator<>() {
                Node before = null;
                Node at = head;
                int i = 0;
                Node last = null;
                Node beforeLast = null;

                {
                    while (i < index) {
                        next();
                    }
                    last = null;
                }

                public boolean hasNext() {
                    return at != null;
                }

                public Integer next() {
                    if (at == null) {
                        throw new NoSuchElementException();
                    }
                    beforeLast = before;
                    last = at;
                    before = at;
                    at = at.next;
                    i++;
                    return last.value;
                }

                public boolean hasPrevious() {
                    return i > 0;
                }

                public Integer previous() {
                    throw new UnsupportedOperationException("singly linked");
                }

                public int nextIndex() {
                    return i;
                }

                public int previousIndex() {
                    return i - 1;
                }

                public void remove() {
                    if (last == null) {
                        throw new IllegalStateException();
                    }
                    if (beforeLast == null) {
                        head = last.next;
                    } else {
                        beforeLast.next = last.next;
                    }
                    before = beforeLast;
                    last = null;
                    i--;
                    size--;
                    modCount++;
                }

                public void set(Integer v) {
                    last.value = v;
                }

                public void add(Integer v) {
                    Node n = new Node(v, at);
                    if (before == null) {
                        head = n;
                    } else {
                        before.next = n;
                    }
                    before = n;
                    last = null;
                    i++;
                    size++;
                    modCount++;
                }
            };
        }
    }

    static String run(int x) {
        Chain c = new Chain();
        c.add(1);
        c.add(2);
        c.add(0, x);
        c.addAll(1, java.util.List.of(5, 6));
        StringBuilder out = new StringBuilder(c.toString());
        out.append(" get ").append(c.get(2)).append(" set ").append(c.set(1, 50)).append(" ").append(c);
        out.append(" removed ").append(c.remove(0)).append(" ").append(c).append(" indexOf ").append(c.indexOf(2));
        out.append(" contains ").append(c.contains(x)).append(" equals ").append(c.equals(java.util.List.of(50, 6, 1, 2)));
        try {
            c.get(x);
            out.append(" got");
        } catch (IndexOutOfBoundsException e) {
            out.append(" ").append(e.getClass().getSimpleName());
        }
        try {
            c.lastIndexOf(1);
        } catch (UnsupportedOperationException e) {
            out.append(" ").append(e.getMessage());
        }
        c.clear();
        return out.append(" ").append(c).append(" ").append(c.isEmpty()).toString();
    }
}
