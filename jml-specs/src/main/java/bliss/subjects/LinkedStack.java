package bliss.subjects;

import bliss.symbolic.Symbolic;

import java.util.EmptyStackException;
import java.util.HashSet;
import java.util.Set;

/**
 * A stack of ints kept in a singly linked list, after Weiss's {@code StackLi} (the "Stack" subject of the Java
 * StarFinder evaluation, taken there from SIR). Analysed methods: {@link #repOK}, {@link #push}, {@link #pop},
 * {@link #top}, {@link #topAndPop}, {@link #contains}.
 *
 * <p>Structure: {@code top} is the most recently pushed node (null when the stack is empty) and {@code next} leads
 * to the node pushed before it. There is no size field, as in the original. Invariant: no node reaches itself along
 * {@code next} (the original's {@code isAcyclic}); with one successor per node that also rules out two links into
 * one node.
 *
 * <p>Differences from the original: elements are ints rather than {@code Object}s, so {@link #contains} compares
 * values where the original compared references, and {@link #top} and {@link #topAndPop} throw
 * {@link EmptyStackException} on an empty stack, as {@link #pop} does, where the original returned null.
 */
public class LinkedStack {

    /*@ invariant (\forall Node n; \reach(top, Node, next).has(n); !\reach(n.next, Node, next).has(n));
      @*/
    public Node top;

    /** A list node. */
    public static class Node {
        public int element;
        public Node next;

        public Node() {
        }

        public Node(int element, Node next) {
            this.element = element;
            this.next = next;
        }
    }

    public LinkedStack() {
    }

    /** The class invariant: walking from the top meets no node twice. */
    public boolean repOK() {
        Set<Node> visited = new HashSet<>();
        for (Node n = top; n != null; n = n.next) {
            if (!visited.add(n)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Hybrid precondition (paper Fig. 3): {@link #repOK} on a partially initialized stack, walking until the first
     * node not yet initialized ({@link Symbolic#isSymbolic}). On a concrete stack it is repOK.
     */
    public boolean repOKHybrid() {
        Set<Node> visited = new HashSet<>();
        Node n = top;
        while (n != null && !Symbolic.isSymbolic(n)) {
            if (!visited.add(n)) {
                return false;
            }
            n = n.next;
        }
        return true;
    }

    /** True when the stack holds nothing. */
    public boolean isEmpty() {
        return top == null;
    }

    /** Pushes {@code x}. */
    public void push(int x) {
        top = new Node(x, top);
    }

    /**
     * Removes the most recently pushed element.
     *
     * @throws EmptyStackException when the stack is empty
     */
    public void pop() {
        if (isEmpty()) {
            throw new EmptyStackException();
        }
        top = top.next;
    }

    /**
     * The most recently pushed element; the stack is unchanged.
     *
     * @throws EmptyStackException when the stack is empty
     */
    public int top() {
        if (isEmpty()) {
            throw new EmptyStackException();
        }
        return top.element;
    }

    /**
     * Removes the most recently pushed element and returns it.
     *
     * @throws EmptyStackException when the stack is empty
     */
    public int topAndPop() {
        if (isEmpty()) {
            throw new EmptyStackException();
        }
        int x = top.element;
        top = top.next;
        return x;
    }

    /** True when some node holds {@code x}. */
    public boolean contains(int x) {
        for (Node n = top; n != null; n = n.next) {
            if (n.element == x) {
                return true;
            }
        }
        return false;
    }
}
