package bliss.spf.conformance.programs;

/** try/finally ordering, finally overriding a return, exceptions from finally, nested try. */
public class Exc02Finally {
    static StringBuilder log = new StringBuilder();
    @SuppressWarnings("finally")
    static int override(int v) {
        try {
            if (v > 2) throw new IllegalStateException("big");
            return v;
        } finally {
            log.append("f").append(v);
            if (v == 1) return -1;
        }
    }
    static String run(int x) {
        log.setLength(0);
        String r;
        try {
            try {
                r = "r" + override(x);
            } finally {
                log.append("|inner");
            }
        } catch (IllegalStateException e) {
            r = "caught " + e.getMessage();
        } finally {
            log.append("|outer");
        }
        return r + " " + log;
    }
}
