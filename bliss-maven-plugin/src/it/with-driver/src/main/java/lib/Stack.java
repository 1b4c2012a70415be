package lib;

/** A stack of elements; its nodes are private, generic and have no no-argument constructor. */
public class Stack<E> {
    private Node<E> top;
    private int size;

    private static final class Node<E> {
        private final E item;
        private final Node<E> below;

        private Node(E item, Node<E> below) {
            this.item = item;
            this.below = below;
        }
    }

    public void push(E e) {
        top = new Node<>(e, top);
        size++;
    }

    /** The top element, removed; null when empty. */
    public E pop() {
        if (top == null) {
            return null;
        }
        E e = top.item;
        top = top.below;
        size--;
        return e;
    }

    boolean repOK() {
        int n = 0;
        for (Node<E> x = top; x != null; x = x.below) {
            if (++n > size) {
                return false;
            }
        }
        return n == size;
    }
}
