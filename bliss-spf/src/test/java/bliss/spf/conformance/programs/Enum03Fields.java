package bliss.spf.conformance.programs;

/** An enum with fields, a constructor, methods and a static lookup table built in its initializer. */
public class Enum03Fields {
    enum Planet {
        MERCURY(3, 38), VENUS(6, 91), EARTH(6, 100), MARS(3, 38);
        private final int radius;
        private final int gravity;
        private static final java.util.Map<Integer, Planet> BY_RADIUS = new java.util.HashMap<>();
        static {
            for (Planet p : values()) {
                BY_RADIUS.putIfAbsent(p.radius, p);
            }
        }
        Planet(int radius, int gravity) {
            this.radius = radius;
            this.gravity = gravity;
        }
        int weight(int mass) { return mass * gravity / 100; }
        static Planet byRadius(int r) { return BY_RADIUS.get(r); }
    }
    static String run(int x) {
        StringBuilder sb = new StringBuilder();
        for (Planet p : Planet.values()) {
            sb.append(p).append('=').append(p.weight(x)).append(' ');
        }
        return sb.toString() + Planet.byRadius(3) + " " + Planet.byRadius(x);
    }
}
