package bliss.spf.models.java.io;

/**
 * Model of {@code java.io.PrintStream}, for {@code System.out} and {@code System.err}: every print turns its
 * argument into text as the JDK does ({@code String.valueOf}, so an object's {@code toString()} runs) and hands it
 * to the engine's console ({@link #write}), which keeps what the current path printed; text with symbolic values
 * keeps their terms. Line separator: {@code "\n"}.
 */
public class PrintStream {

    private final boolean error;

    /**
     * The JDK's file-name constructor, reused to create {@code System.out} ("stdout") and {@code System.err}
     * ("stderr"); nothing is written to a file.
     */
    public PrintStream(String fileName) {
        error = "stderr".equals(fileName);
    }

    /** Engine native: appends to the console. */
    private native void write(String s);

    public void print(String s) {
        write(s);
    }

    public void print(Object obj) {
        write(String.valueOf(obj));
    }

    public void print(int i) {
        write(String.valueOf(i));
    }

    public void print(long l) {
        write(String.valueOf(l));
    }

    public void print(char c) {
        write(String.valueOf(c));
    }

    public void print(boolean b) {
        write(String.valueOf(b));
    }

    public void print(double d) {
        write(String.valueOf(d));
    }

    public void print(float f) {
        write(String.valueOf(f));
    }

    public void print(char[] s) {
        write(new String(s));
    }

    public void println() {
        write("\n");
    }

    public void println(String x) {
        write(x);
        write("\n");
    }

    public void println(Object x) {
        write(String.valueOf(x));
        write("\n");
    }

    public void println(int x) {
        write(String.valueOf(x));
        write("\n");
    }

    public void println(long x) {
        write(String.valueOf(x));
        write("\n");
    }

    public void println(char x) {
        write(String.valueOf(x));
        write("\n");
    }

    public void println(boolean x) {
        write(String.valueOf(x));
        write("\n");
    }

    public void println(double x) {
        write(String.valueOf(x));
        write("\n");
    }

    public void println(float x) {
        write(String.valueOf(x));
        write("\n");
    }

    public void println(char[] x) {
        write(new String(x));
        write("\n");
    }

    public PrintStream printf(String format, Object... args) {
        write(String.format(format, args));
        return this;
    }

    public PrintStream format(String format, Object... args) {
        write(String.format(format, args));
        return this;
    }

    public void flush() {
    }

    public void close() {
    }
}
