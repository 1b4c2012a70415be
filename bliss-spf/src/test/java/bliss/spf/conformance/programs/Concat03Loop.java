package bliss.spf.conformance.programs;

/** Concatenation accumulated in a loop, and compound assignment on strings. */
public class Concat03Loop {
    static String run(int x) {
        String s = "";
        for (int i = 0; i < Math.abs(x) % 7; i++) {
            s += i;
            s += i % 2 == 0 ? "," : ";";
        }
        s += 'e';
        s += x < 0;
        return s;
    }
}
