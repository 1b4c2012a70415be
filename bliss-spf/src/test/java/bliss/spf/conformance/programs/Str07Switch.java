package bliss.spf.conformance.programs;

/** switch on strings, including two strings with the same hash code ("Aa" and "BB"). */
public class Str07Switch {
    static String word(int x) {
        return switch (Math.floorMod(x, 6)) {
            case 0 -> "Aa";
            case 1 -> "BB";
            case 2 -> "hello";
            case 3 -> "world";
            case 4 -> "AaBB";
            default -> "other";
        };
    }
    static String run(int x) {
        String w = word(x);
        String r;
        switch (w) {
            case "Aa":
                r = "first";
                break;
            case "BB":
                r = "second";
                break;
            case "hello":
            case "world":
                r = "greeting";
                break;
            default:
                r = "unknown";
        }
        int n = switch (w) {
            case "AaBB" -> 4;
            case "other" -> { int len = w.length(); yield len * 10; }
            default -> -1;
        };
        return w + ":" + r + ":" + n + ":" + w.hashCode();
    }
}
