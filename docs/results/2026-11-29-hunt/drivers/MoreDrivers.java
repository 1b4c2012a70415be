package hunt.drivers;

import bliss.symbolic.Symbolic;
import hunt.concurrentskiplistmap.ConcurrentSkipListMap;
import hunt.copyonwritearraylist.CopyOnWriteArrayList;
import hunt.cursorablelinkedlist.CursorableLinkedList;
import hunt.linkedmap.LinkedMap;
import hunt.patriciatrie.PatriciaTrie;
import hunt.singletonmap.SingletonMap;

/** More methods of the classes that run: iterators, views, navigation, text (a user's drivers). */
public final class MoreDrivers {
    private MoreDrivers() {
    }

    private static void call(Runnable r) {
        try {
            r.run();
        } catch (Throwable t) {
            // an outcome of the method
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static CopyOnWriteArrayList cowal() {
        Symbolic.fieldClasses("array", Integer.class);
        return Symbolic.object("X", new CopyOnWriteArrayList());
    }

    public static void cowalAddIfAbsent() { var x = cowal(); int e = Symbolic.integer("e"); call(() -> x.addIfAbsent(e)); }
    public static void cowalRemoveObject() { var x = cowal(); int e = Symbolic.integer("e"); call(() -> x.remove(Integer.valueOf(e))); }
    public static void cowalSet() { var x = cowal(); int i = Symbolic.integer("i"); int e = Symbolic.integer("e"); call(() -> x.set(i, e)); }
    public static void cowalToString() { var x = cowal(); call(x::toString); }
    public static void cowalHashCode() { var x = cowal(); call(x::hashCode); }
    public static void cowalIterate() { var x = cowal(); call(() -> { int s = 0; for (Object o : x) s += (Integer) o; }); }
    public static void cowalSubList() { var x = cowal(); int i = Symbolic.integer("i"); call(() -> x.subList(0, i).size()); }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static CursorableLinkedList cll() {
        Symbolic.typeArgument("E", Integer.class);
        return Symbolic.object("X", new CursorableLinkedList());
    }

    public static void cllCursorAdd() { var x = cll(); int e = Symbolic.integer("e"); call(() -> { var c = x.cursor(); c.add(e); c.close(); }); }
    public static void cllRemoveFirst() { var x = cll(); call(x::removeFirst); }
    public static void cllAddFirst() { var x = cll(); int e = Symbolic.integer("e"); call(() -> x.addFirst(e)); }
    public static void cllToString() { var x = cll(); call(x::toString); }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static LinkedMap lm() {
        Symbolic.fieldClasses("key", Integer.class);
        Symbolic.fieldClasses("value", Integer.class);
        return Symbolic.object("X", new LinkedMap(1));
    }

    public static void lmFirstKey() { var x = lm(); call(x::firstKey); }
    public static void lmIndexOf() { var x = lm(); int k = Symbolic.integer("k"); call(() -> x.indexOf(k)); }
    public static void lmToString() { var x = lm(); call(x::toString); }
    public static void lmContainsValue() { var x = lm(); int v = Symbolic.integer("v"); call(() -> x.containsValue(v)); }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static ConcurrentSkipListMap cslm() {
        Symbolic.typeArgument("K", Integer.class);
        Symbolic.typeArgument("V", Integer.class);
        Symbolic.fieldClasses("comparator");
        return Symbolic.object("X", new ConcurrentSkipListMap());
    }

    public static void cslmFirstKey() { var x = cslm(); call(x::firstKey); }
    public static void cslmCeilingKey() { var x = cslm(); int k = Symbolic.integer("k"); call(() -> x.ceilingKey(k)); }
    public static void cslmPollFirst() { var x = cslm(); call(x::pollFirstEntry); }
    public static void cslmSize() { var x = cslm(); call(x::size); }
    public static void cslmToString() { var x = cslm(); call(x::toString); }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static PatriciaTrie pt() {
        Symbolic.typeArgument("K", String.class);
        Symbolic.typeArgument("V", Integer.class);
        return Symbolic.object("X", new PatriciaTrie());
    }

    public static void ptFirstKey() { var x = pt(); call(x::firstKey); }
    public static void ptPrefixMap() { var x = pt(); String p = Symbolic.string("p"); call(() -> x.prefixMap(p).size()); }
    public static void ptSelect() { var x = pt(); String k = Symbolic.string("k"); call(() -> x.select(k)); }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static SingletonMap sm() {
        Symbolic.typeArgument("K", Integer.class);
        Symbolic.typeArgument("V", Integer.class);
        return Symbolic.object("X", new SingletonMap());
    }

    public static void smToString() { var x = sm(); call(x::toString); }
    public static void smHashCode() { var x = sm(); call(x::hashCode); }
    public static void smEqualsMap() { var x = sm(); int k = Symbolic.integer("k"); call(() -> x.equals(java.util.Map.of(k, 1))); }
    public static void smMapIterator() { var x = sm(); call(() -> { var it = x.mapIterator(); it.next(); it.setValue(3); }); }
}
