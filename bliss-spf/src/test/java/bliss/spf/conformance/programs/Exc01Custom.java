package bliss.spf.conformance.programs;

/** A program's own exception classes with messages, causes and extra fields; getMessage, toString, getCause. */
public class Exc01Custom {
    static class AppException extends Exception {
        final int code;
        AppException(String message, int code) { super(message); this.code = code; }
    }
    static class Wrapped extends RuntimeException {
        Wrapped(String m, Throwable cause) { super(m, cause); }
    }
    static int check(int v) throws AppException {
        if (v < 0) throw new AppException("negative " + v, -v);
        return v;
    }
    static String run(int x) {
        try {
            return "ok " + check(x);
        } catch (AppException e) {
            Wrapped w = new Wrapped("wrapped", e);
            return e.getMessage() + " " + e.code + " " + e + " " + w.getCause().getMessage() + " " + w
                    + " " + new RuntimeException(e).getMessage();
        }
    }
}
