package bliss.spf.conformance.programs;

/** Static nested classes as node types (a linked list written by hand), private access between nestmates. */
public class Nested03Static {
    static final class Node {
        private final int value;
        private Node next;
        Node(int value, Node next) { this.value = value; this.next = next; }
    }
    private Node head;
    private int size;
    void push(int v) { head = new Node(v, head); size++; }
    int sum() { int s = 0; for (Node n = head; n != null; n = n.next) s += n.value; return s; }
    void reverse() {
        Node prev = null;
        for (Node n = head; n != null; ) { Node next = n.next; n.next = prev; prev = n; n = next; }
        head = prev;
    }
    @Override public String toString() {
        StringBuilder sb = new StringBuilder("[");
        for (Node n = head; n != null; n = n.next) sb.append(n.value).append(n.next == null ? "" : ",");
        return sb.append("]").toString();
    }
    static String run(int x) {
        Nested03Static l = new Nested03Static();
        for (int i = 0; i < 5; i++) l.push(i * x);
        String before = l.toString();
        l.reverse();
        return before + " " + l + " " + l.sum() + " " + l.size;
    }
}
