package hunt.drivers;

import bliss.symbolic.Symbolic;
import hunt.weakhashmap.WeakHashMap;

/** Drivers of the copied WeakHashMap: Integer elements, keys and values (a user's). */
public final class WeakHashMapDrivers {
    private WeakHashMapDrivers() {
    }

    private static void call(Runnable r) {
        try {
            r.run();
        } catch (Throwable t) {
            // an outcome of the method
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static WeakHashMap receiver() {
        Symbolic.typeArgument("K", Integer.class);
        Symbolic.typeArgument("V", Integer.class);
        Symbolic.keep("queue");
        return Symbolic.object("X", new WeakHashMap(1));
    }
    public static void get() { var x = receiver(); int k = Symbolic.integer("k"); call(() -> x.get(k)); }
    public static void containsKey() { var x = receiver(); int k = Symbolic.integer("k"); call(() -> x.containsKey(k)); }
    public static void put() { var x = receiver(); int k = Symbolic.integer("k"); int v = Symbolic.integer("v"); call(() -> x.put(k, v)); }
    public static void remove() { var x = receiver(); int k = Symbolic.integer("k"); call(() -> x.remove(k)); }
}
