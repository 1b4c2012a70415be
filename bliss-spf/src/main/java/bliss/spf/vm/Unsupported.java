package bliss.spf.vm;

/**
 * The analysed program does something the engine does not support. The run stops with
 * {@code unsupported: <what> at Class.method(File.java:line)} rather than give a silently wrong answer.
 */
public final class Unsupported extends RuntimeException {

    private final String what;
    private String where;

    public Unsupported(String what) {
        super(what);
        this.what = what;
    }

    /** What is unsupported, without the location. */
    public String what() {
        return what;
    }

    /** Where the instruction that raised it is ({@code Class.method(File.java:line)}), or null when not known. */
    public String where() {
        return where;
    }

    /** Adds the location of the instruction that raised it (once: the innermost location wins). */
    Unsupported at(String location) {
        if (where == null) {
            where = location;
        }
        return this;
    }

    @Override
    public String getMessage() {
        return "unsupported: " + what + (where == null ? "" : " at " + where);
    }
}
