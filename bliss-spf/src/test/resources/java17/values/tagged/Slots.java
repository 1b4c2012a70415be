package values.tagged;

/**
 * A list with an array that says how many nodes it may hold ({@code room[0]}): repOK needs the array, at least one
 * slot, and no more nodes than the first slot says. The method reads the array and its first slot, then a node.
 */
public class Slots {

    int[] room;
    Node head;

    static class Node {
        Node next;
    }

    public boolean repOK() {
        if (room == null || room.length == 0) {
            return false;
        }
        int n = 0;
        for (Node x = head; x != null; x = x.next) {
            if (++n > 3) {
                return false;
            }
        }
        return n <= room[0];
    }

    public int firstFits() {
        if (room[0] <= 0) {
            return head == null ? 0 : 1;
        }
        return head == null ? 2 : 3;
    }
}
