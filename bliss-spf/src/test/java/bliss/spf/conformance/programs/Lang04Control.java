package bliss.spf.conformance.programs;

/** Control flow: do-while, labeled continue, short-circuit evaluation with side effects, nested ternaries. */
public class Lang04Control {
    static int calls;
    static boolean check(boolean v) { calls++; return v; }
    static String run(int x) {
        calls = 0;
        int i = 0;
        StringBuilder sb = new StringBuilder();
        do { sb.append(i); i += 2; } while (i < Math.abs(x) % 7);
        outer:
        for (int a = 0; a < 3; a++) {
            for (int b = 0; b < 3; b++) {
                if (b > a) continue outer;
                if (a + b == x % 4) break outer;
                sb.append('(').append(a).append(b).append(')');
            }
        }
        boolean r = check(x > 0) && check(x > 5) || check(x < -2) & check(true);
        String sign = x > 0 ? "pos" : x < 0 ? "neg" : "zero";
        return sb + " " + r + " " + calls + " " + sign;
    }
}
