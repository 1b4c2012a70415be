package bliss.spf.conformance.programs;

/** Switch expressions over ints and chars with yield, blocks and exhaustive defaults. */
public class Switch02Expressions {
    static String run(int x) {
        int y = switch (Math.floorMod(x, 5)) {
            case 0, 1 -> x * 2;
            case 2 -> {
                int t = x * x;
                yield t - 1;
            }
            default -> -x;
        };
        char c = (char) ('a' + Math.floorMod(x, 4));
        String vowel = switch (c) {
            case 'a', 'e', 'i', 'o', 'u' -> "vowel";
            default -> "consonant";
        };
        int old = switch (c) {
            case 'a':
                yield 1;
            case 'b':
            case 'c':
                yield 2;
            default:
                yield 3;
        };
        return y + " " + c + " " + vowel + " " + old;
    }
}
