package bliss.spf.conformance.programs;

/** A generic linked list with a static nested generic node class, an iterator, and toString. */
public class Lang15StaticNestedGeneric {
    static final class LinkedBag<T> implements Iterable<T> {
        static final class Node<T> { final T item; Node<T> next; Node(T item, Node<T> next) { this.item = item; this.next = next; } }
        private Node<T> first;
        private int n;
        void add(T t) { first = new Node<>(t, first); n++; }
        public java.util.Iterator<T> iterator() {
            return new java.util.Iterator<T>() {
                Node<T> cur = first;
                public boolean hasNext() { return cur != null; }
                public T next() { T t = cur.item; cur = cur.next; return t; }
            };
        }
        @Override public String toString() {
            StringBuilder sb = new StringBuilder();
            for (T t : this) sb.append(t).append(' ');
            return sb.append('(').append(n).append(')').toString();
        }
    }
    static String run(int x) {
        LinkedBag<String> b = new LinkedBag<>();
        for (int i = 0; i < 4; i++) b.add("s" + i * x);
        LinkedBag<int[]> arrays = new LinkedBag<>();
        arrays.add(new int[]{x});
        return b + " " + arrays.iterator().next()[0];
    }
}
