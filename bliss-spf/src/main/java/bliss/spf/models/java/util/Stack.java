package bliss.spf.models.java.util;

import java.util.EmptyStackException;

/** Model of {@code java.util.Stack}: the top is the last element of the {@link Vector}. */
public class Stack<E> extends Vector<E> {

    public Stack() {
    }

    public E push(E item) {
        add(item);
        return item;
    }

    /** Throws EmptyStackException if empty. */
    @SuppressWarnings("unchecked")
    public E pop() {
        if (size == 0) {
            throw new EmptyStackException();
        }
        E top = (E) elements[--size];
        elements[size] = null;
        return top;
    }

    /** Throws EmptyStackException if empty. */
    @SuppressWarnings("unchecked")
    public E peek() {
        if (size == 0) {
            throw new EmptyStackException();
        }
        return (E) elements[size - 1];
    }

    public boolean empty() {
        return size == 0;
    }

    /** The 1-based distance of the topmost occurrence of {@code o} from the top, or -1. */
    public int search(Object o) {
        int i = lastIndexOf(o);
        return i >= 0 ? size - i : -1;
    }
}
