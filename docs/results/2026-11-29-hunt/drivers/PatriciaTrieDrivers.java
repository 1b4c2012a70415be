package hunt.drivers;

import bliss.symbolic.Symbolic;
import hunt.patriciatrie.PatriciaTrie;

/** Drivers of the copied PatriciaTrie: Integer elements, keys and values (a user's). */
public final class PatriciaTrieDrivers {
    private PatriciaTrieDrivers() {
    }

    private static void call(Runnable r) {
        try {
            r.run();
        } catch (Throwable t) {
            // an outcome of the method
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static PatriciaTrie receiver() {
        Symbolic.typeArgument("K", String.class);
        Symbolic.typeArgument("V", Integer.class);
        return Symbolic.object("X", new PatriciaTrie());
    }
    public static void get() { var x = receiver(); String k = Symbolic.string("k"); call(() -> x.get(k)); }
    public static void containsKey() { var x = receiver(); String k = Symbolic.string("k"); call(() -> x.containsKey(k)); }
    public static void put() { var x = receiver(); String k = Symbolic.string("k"); int v = Symbolic.integer("v"); call(() -> x.put(k, v)); }
    public static void remove() { var x = receiver(); String k = Symbolic.string("k"); call(() -> x.remove(k)); }
}
