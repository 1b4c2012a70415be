package bliss.spf.conformance.programs;

/** Printing in loops and recursion, with printf formatting. */
public class Print02Loop {
    static void tree(int depth, String indent) {
        if (depth == 0) return;
        System.out.println(indent + "level " + depth);
        tree(depth - 1, indent + "  ");
    }
    static String run(int x) {
        for (int i = 0; i < Math.abs(x) % 4; i++) {
            System.out.printf("%2d: %s%n", i, "*".repeat(i + 1));
        }
        tree(Math.abs(x) % 3 + 1, "");
        return "done";
    }
}
