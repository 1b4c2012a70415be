package hunt.drivers;

import bliss.symbolic.Symbolic;
import hunt.referencemap.ReferenceMap;

/** Drivers of the copied ReferenceMap: Integer elements, keys and values (a user's). */
public final class ReferenceMapDrivers {
    private ReferenceMapDrivers() {
    }

    private static void call(Runnable r) {
        try {
            r.run();
        } catch (Throwable t) {
            // an outcome of the method
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static ReferenceMap receiver() {
        Symbolic.fieldClasses("key", Integer.class);
        Symbolic.fieldClasses("value", Integer.class);
        Symbolic.keep("queue");
        return Symbolic.object("X", new ReferenceMap());
    }
    public static void get() { var x = receiver(); int k = Symbolic.integer("k"); call(() -> x.get(k)); }
    public static void containsKey() { var x = receiver(); int k = Symbolic.integer("k"); call(() -> x.containsKey(k)); }
    public static void put() { var x = receiver(); int k = Symbolic.integer("k"); int v = Symbolic.integer("v"); call(() -> x.put(k, v)); }
    public static void remove() { var x = receiver(); int k = Symbolic.integer("k"); call(() -> x.remove(k)); }
}
