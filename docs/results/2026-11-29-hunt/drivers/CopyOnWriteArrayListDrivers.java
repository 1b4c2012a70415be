package hunt.drivers;

import bliss.symbolic.Symbolic;
import hunt.copyonwritearraylist.CopyOnWriteArrayList;

/** Drivers of the copied CopyOnWriteArrayList: Integer elements, keys and values (a user's). */
public final class CopyOnWriteArrayListDrivers {
    private CopyOnWriteArrayListDrivers() {
    }

    private static void call(Runnable r) {
        try {
            r.run();
        } catch (Throwable t) {
            // an outcome of the method
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static CopyOnWriteArrayList receiver() {
        Symbolic.fieldClasses("array", Integer.class);
        return Symbolic.object("X", new CopyOnWriteArrayList());
    }
    public static void add() { var x = receiver(); int e = Symbolic.integer("e"); call(() -> x.add(e)); }
    public static void get() { var x = receiver(); int i = Symbolic.integer("i"); call(() -> x.get(i)); }
    public static void removeAt() { var x = receiver(); int i = Symbolic.integer("i"); call(() -> x.remove(i)); }
    public static void contains() { var x = receiver(); int e = Symbolic.integer("e"); call(() -> x.contains(e)); }
    public static void indexOf() { var x = receiver(); int e = Symbolic.integer("e"); call(() -> x.indexOf(e)); }
}
