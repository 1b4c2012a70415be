package bliss.spf.conformance.programs.support;

/** A node class in its own file (and package), for Lang21NodeInItsOwnFile. */
public class ListNode<T> {
    public T value;
    public ListNode<T> next;

    public ListNode(T value, ListNode<T> next) {
        this.value = value;
        this.next = next;
    }

    @Override
    public String toString() {
        return value + (next == null ? "" : "," + next);
    }
}
