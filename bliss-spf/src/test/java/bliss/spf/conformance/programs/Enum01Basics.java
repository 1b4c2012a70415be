package bliss.spf.conformance.programs;

/** values(), valueOf, ordinal, name, compareTo, toString, equals/hashCode consistency. */
public class Enum01Basics {
    enum Color { RED, GREEN, BLUE }
    static String run(int x) {
        Color[] all = Color.values();
        Color c = all[Math.floorMod(x, all.length)];
        Color[] again = Color.values();
        again[0] = null;
        return c + " " + c.name() + " " + c.ordinal() + " " + c.compareTo(Color.GREEN) + " "
                + Color.valueOf("BLUE").ordinal() + " " + (all != again) + " " + Color.values()[0] + " "
                + c.equals(Color.valueOf(c.name())) + " " + (c.hashCode() == Color.valueOf(c.name()).hashCode()) + " "
                + c.getDeclaringClass().getSimpleName();
    }
}
