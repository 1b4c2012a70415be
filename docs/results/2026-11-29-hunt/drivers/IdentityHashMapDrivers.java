package hunt.drivers;

import bliss.symbolic.Symbolic;
import hunt.identityhashmap.IdentityHashMap;

/** Drivers of the copied IdentityHashMap: Integer elements, keys and values (a user's). */
public final class IdentityHashMapDrivers {
    private IdentityHashMapDrivers() {
    }

    private static void call(Runnable r) {
        try {
            r.run();
        } catch (Throwable t) {
            // an outcome of the method
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static IdentityHashMap receiver() {
        Symbolic.fieldClasses("table", Integer.class);
        return Symbolic.object("X", new IdentityHashMap(1));
    }
    public static void get() { var x = receiver(); int k = Symbolic.integer("k"); call(() -> x.get(k)); }
    public static void containsKey() { var x = receiver(); int k = Symbolic.integer("k"); call(() -> x.containsKey(k)); }
    public static void put() { var x = receiver(); int k = Symbolic.integer("k"); int v = Symbolic.integer("v"); call(() -> x.put(k, v)); }
    public static void remove() { var x = receiver(); int k = Symbolic.integer("k"); call(() -> x.remove(k)); }
}
