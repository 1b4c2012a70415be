package bliss.subjects;

import bliss.symbolic.Symbolic;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Weiss's {@code StackLi}, a stack in a singly linked list, as Java StarFinder analyses it ("Stack", from SIR:
 * {@code stack.StackLi} and {@code stack.ListNode} of jpf-star), statement by statement. Analysed methods:
 * {@link #repOK} (the original's {@code isAcyclic}), {@link #push}, {@link #pop}, {@link #top}, {@link #topAndPop},
 * {@link #contains}.
 *
 * <p>Structure: {@code topOfStack} is the most recently pushed node (null when the stack is empty) and {@code next}
 * leads to the node pushed before it; no size field. Invariant (the original's {@code isAcyclic}): walking from the
 * top meets no node twice.
 *
 * <p>Differences from the original, and why (docs/subjects.md has the table): elements are ints where the original's
 * are {@code Object}s compared by identity ({@code e == temp.element}): Java StarFinder's symbolic argument may be a
 * stored element or not, and the engine has no symbolic references outside the input structure, so an int compared
 * with {@code ==} stands for it (the same two cases); {@link #top} and {@link #topAndPop} return an {@code Integer},
 * null on an empty stack as the original's; {@code isAcyclic} remembers the nodes met in a list of its own where the
 * original pushes them on a second {@code StackLi} (its elements are ints here), scanning it by identity as the
 * original's {@code contains} does.
 * {@code isFull} and {@code makeEmpty} are not ported (not analysed).
 */
public class LinkedStack {

    /*@ invariant (\forall ListNode n; \reach(topOfStack, ListNode, next).has(n);
      @       !\reach(n.next, ListNode, next).has(n));
      @*/
    public ListNode topOfStack;

    /** A list node (the original's {@code ListNode}). */
    public static class ListNode {
        public int element;
        public ListNode next;

        public ListNode() {
        }

        ListNode(int theElement) {
            this(theElement, null);
        }

        ListNode(int theElement, ListNode n) {
            element = theElement;
            next = n;
        }
    }

    /**
     * The original's exception for popping an empty stack, checked as the original's ({@code extends Exception}).
     */
    public static class Underflow extends Exception {
        private static final long serialVersionUID = 1L;
    }

    /** Constructs the stack. */
    public LinkedStack() {
        topOfStack = null;
    }

    /** The class invariant: {@link #isAcyclic}. */
    public boolean repOK() {
        return isAcyclic();
    }

    /** The original's {@code isAcyclic}: walking from the top meets no node twice. */
    public boolean isAcyclic() {
        List<ListNode> ll = new ArrayList<>();
        ListNode temp = topOfStack;
        while (temp != null) {
            for (ListNode seen : ll) {
                if (seen == temp) {
                    return false;
                }
            }
            ll.add(temp);
            temp = temp.next;
        }
        return true;
    }

    /**
     * Hybrid precondition (paper Fig. 3): {@link #repOK} on a partially initialized stack, walking until the first
     * node not yet initialized ({@link Symbolic#isSymbolic}). On a concrete stack it is repOK.
     */
    public boolean repOKHybrid() {
        Set<ListNode> visited = new HashSet<>();
        ListNode n = topOfStack;
        while (n != null && !Symbolic.isSymbolic(n)) {
            if (!visited.add(n)) {
                return false;
            }
            n = n.next;
        }
        return true;
    }

    /** True when the stack is logically empty. */
    public boolean isEmpty() {
        return topOfStack == null;
    }

    /** True when some node holds {@code e}. */
    public boolean contains(int e) {
        ListNode temp = topOfStack;
        while (temp != null) {
            if (e == temp.element) {
                return true;
            }
            temp = temp.next;
        }
        return false;
    }

    /** The most recently inserted item, or null when the stack is empty; the stack is unchanged. */
    public Integer top() {
        if (isEmpty()) {
            return null;
        }
        return topOfStack.element;
    }

    /**
     * Removes the most recently inserted item.
     *
     * @throws Underflow when the stack is empty
     */
    public void pop() throws Underflow {
        if (isEmpty()) {
            throw new Underflow();
        }
        topOfStack = topOfStack.next;
    }

    /** Returns and removes the most recently inserted item, or null when the stack is empty. */
    public Integer topAndPop() {
        if (isEmpty()) {
            return null;
        }
        int topItem = topOfStack.element;
        topOfStack = topOfStack.next;
        return topItem;
    }

    /** Inserts {@code x}. */
    public void push(int x) {
        topOfStack = new ListNode(x, topOfStack);
    }
}
