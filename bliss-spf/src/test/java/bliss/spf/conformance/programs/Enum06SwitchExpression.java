package bliss.spf.conformance.programs;

/** Java 17 switch expressions on enums: arrows, multiple labels, yield, exhaustive without default. */
public class Enum06SwitchExpression {
    enum Level { LOW, MEDIUM, HIGH, CRITICAL }
    static int score(Level l) {
        return switch (l) {
            case LOW -> 1;
            case MEDIUM, HIGH -> {
                int base = l.ordinal() * 10;
                yield base + 5;
            }
            case CRITICAL -> 100;
        };
    }
    static String run(int x) {
        Level l = Level.values()[Math.floorMod(x, 4)];
        String label = switch (l) {
            case LOW, MEDIUM -> "ok";
            default -> "alarm " + l.name().toLowerCase();
        };
        return l + " " + score(l) + " " + label;
    }
}
