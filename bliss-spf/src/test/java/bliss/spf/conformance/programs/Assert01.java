package bliss.spf.conformance.programs;

/** assert statements: enabled (the analyses run as with -ea), with and without a detail message. */
public class Assert01 {
    static int checked(int v) {
        assert v >= 0 : "negative: " + v;
        return v * 2;
    }
    static String run(int x) {
        int r = checked(x);
        assert r != 20;
        return "ok " + r;
    }
}
