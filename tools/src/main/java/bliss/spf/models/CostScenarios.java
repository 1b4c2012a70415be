package bliss.spf.models;

import bliss.spf.models.java.lang.Integer;
import bliss.spf.models.java.util.ArrayDeque;
import bliss.spf.models.java.util.ArrayList;
import bliss.spf.models.java.util.HashMap;
import bliss.spf.models.java.util.HashSet;
import bliss.spf.models.java.util.Iterator;
import bliss.spf.models.java.util.LinkedList;
import bliss.spf.models.java.util.Stack;

/**
 * The operations {@link BytecodeCost} counts, each done {@code n} times on a model the way subjects use it
 * (a work list, a BFS queue, a visited set). Returns something derived from the results so nothing is dead.
 * Setup happens before {@link BytecodeCost#start()}, so only the measured operations count.
 */
public final class CostScenarios {

    private CostScenarios() {
    }

    public static long arrayListAdd(int n) {
        ArrayList<Object> l = new ArrayList<>();
        Object o = new Object();
        BytecodeCost.start();
        for (int i = 0; i < n; i++) {
            l.add(o);
        }
        return l.size();
    }

    public static long arrayListGet(int n) {
        ArrayList<Object> l = filledList(n);
        BytecodeCost.start();
        long h = 0;
        for (int i = 0; i < n; i++) {
            h += l.get(i) == null ? 0 : 1;
        }
        return h;
    }

    public static long arrayListIterate(int n) {
        ArrayList<Object> l = filledList(n);
        BytecodeCost.start();
        long h = 0;
        Iterator<Object> it = l.iterator();
        while (it.hasNext()) {
            h += it.next() == null ? 0 : 1;
        }
        return h;
    }

    public static long arrayListRemoveLast(int n) {
        ArrayList<Object> l = filledList(n);
        BytecodeCost.start();
        long h = 0;
        while (!l.isEmpty()) {
            h += l.remove(l.size() - 1) == null ? 0 : 1;
        }
        return h;
    }

    public static long linkedListAddPoll(int n) {
        LinkedList<Object> l = new LinkedList<>();
        Object o = new Object();
        BytecodeCost.start();
        for (int i = 0; i < n; i++) {
            l.add(o);
        }
        long h = 0;
        for (int i = 0; i < n; i++) {
            h += l.poll() == null ? 0 : 1;
        }
        return h;
    }

    public static long arrayDequeAddPoll(int n) {
        ArrayDeque<Object> q = new ArrayDeque<>();
        Object o = new Object();
        BytecodeCost.start();
        for (int i = 0; i < n; i++) {
            q.add(o);
        }
        long h = 0;
        for (int i = 0; i < n; i++) {
            h += q.poll() == null ? 0 : 1;
        }
        return h;
    }

    public static long stackPushPop(int n) {
        Stack<Object> s = new Stack<>();
        Object o = new Object();
        BytecodeCost.start();
        for (int i = 0; i < n; i++) {
            s.push(o);
        }
        long h = 0;
        for (int i = 0; i < n; i++) {
            h += s.pop() == null ? 0 : 1;
        }
        return h;
    }

    public static long hashSetAdd(int n) {
        HashSet<Object> s = new HashSet<>();
        Object[] nodes = objects(n);
        BytecodeCost.start();
        long h = 0;
        for (int i = 0; i < n; i++) {
            h += s.add(nodes[i]) ? 1 : 0;
        }
        return h;
    }

    public static long hashSetContains(int n) {
        HashSet<Object> s = new HashSet<>();
        Object[] nodes = objects(n);
        for (int i = 0; i < n; i++) {
            s.add(nodes[i]);
        }
        BytecodeCost.start();
        long h = 0;
        for (int i = 0; i < n; i++) {
            h += s.contains(nodes[i]) ? 1 : 0;
        }
        return h;
    }

    public static long hashMapPutIntegerKeys(int n) {
        HashMap<Object, Object> m = new HashMap<>();
        Object[] keys = integers(n);
        BytecodeCost.start();
        long h = 0;
        for (int i = 0; i < n; i++) {
            h += m.put(keys[i], keys[i]) == null ? 1 : 0;
        }
        return h;
    }

    public static long hashMapGetIntegerKeys(int n) {
        HashMap<Object, Object> m = new HashMap<>();
        Object[] keys = integers(n);
        for (int i = 0; i < n; i++) {
            m.put(keys[i], keys[i]);
        }
        BytecodeCost.start();
        long h = 0;
        for (int i = 0; i < n; i++) {
            h += m.get(keys[i]) == null ? 0 : 1;
        }
        return h;
    }

    private static ArrayList<Object> filledList(int n) {
        ArrayList<Object> l = new ArrayList<>();
        Object o = new Object();
        for (int i = 0; i < n; i++) {
            l.add(o);
        }
        return l;
    }

    private static Object[] objects(int n) {
        Object[] a = new Object[n];
        for (int i = 0; i < n; i++) {
            a[i] = new Object();
        }
        return a;
    }

    private static Object[] integers(int n) {
        Object[] a = new Object[n];
        for (int i = 0; i < n; i++) {
            a[i] = Integer.valueOf(i * 7 - n);
        }
        return a;
    }
}
