package bliss.spf.conformance.programs;

import bliss.spf.conformance.programs.support.ListNode;

/** A linked list whose node class is a top-level generic class in its own file and package. */
public class Lang21NodeInItsOwnFile {
    static String run(int x) {
        ListNode<Integer> head = null;
        for (int i = 0; i < Math.abs(x) % 6; i++) {
            head = new ListNode<>(i * x, head);
        }
        int sum = 0;
        for (ListNode<Integer> n = head; n != null; n = n.next) {
            sum += n.value;
        }
        return "[" + head + "] " + sum;
    }
}
