package values.kept;

import bliss.symbolic.Symbolic;

import java.util.concurrent.locks.ReentrantLock;

/**
 * A list whose repOK wants the constructor's lock fair: a driver whose seed made an unfair one has no valid input.
 * Two drivers, one class, one LISSA-M verdict store: the second must not take the first's verdicts.
 *
 * <p>By hand, at scope 1: a fair seed gives the empty list (0) and one node whose next is null (1), its next being
 * itself a cycle: 2 paths; an unfair seed gives none.
 */
public class FairQueue {

    static final class Node {
        Node next;
    }

    Node first;
    Node spare;
    final ReentrantLock lock;

    public FairQueue(boolean fair) {
        lock = new ReentrantLock(fair);
    }

    /**
     * Both lists first, then the lock: li's derived precondition stops at the first undecided read, and size() never
     * reads {@code spare}, so on every path the lock is left to SymSolve's completion (LISSA-M's verdicts).
     */
    public boolean repOK() {
        return acyclic(first) && acyclic(spare) && lock != null && lock.isFair();
    }

    private static boolean acyclic(Node from) {
        java.util.List<Node> seen = new java.util.ArrayList<>();
        for (Node n = from; n != null; n = n.next) {
            if (seen.contains(n)) {
                return false;
            }
            seen.add(n);
        }
        return true;
    }

    public int size() {
        int k = 0;
        for (Node n = first; n != null; n = n.next) {
            k++;
        }
        return k;
    }

    public static void fairDriver() {
        Symbolic.keep("lock");
        FairQueue x = Symbolic.object("X", new FairQueue(true));
        System.out.println(x.size());
    }

    public static void unfairDriver() {
        Symbolic.keep("lock");
        FairQueue x = Symbolic.object("X", new FairQueue(false));
        System.out.println(x.size());
    }
}
