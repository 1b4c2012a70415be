package bliss.spf.conformance.programs;

/** Enum.valueOf of an unknown name: IllegalArgumentException with the JDK's message; null name: NPE. */
public class Enum02ValueOfError {
    enum Suit { CLUBS, DIAMONDS, HEARTS, SPADES }
    static String run(int x) {
        String name = x > 2 ? "JOKER" : Suit.values()[Math.floorMod(x, 4)].name();
        if (x == 0) {
            name = null;
        }
        return Suit.valueOf(name).toString();
    }
}
