package bliss.spf.models.java.io;

/**
 * Model of {@code java.io.PrintStream}: every print discards its argument without converting it to text (output is
 * not part of a path's result, and skipping the conversion keeps symbolic values printable).
 */
public class PrintStream {

    /**
     * The JDK's file-name constructor, reused to create {@code System.out} and {@code System.err}: the name is
     * ignored since nothing is ever written.
     */
    public PrintStream(String fileName) {
    }

    public void print(String s) {
    }

    public void print(Object obj) {
    }

    public void print(int i) {
    }

    public void print(long l) {
    }

    public void print(char c) {
    }

    public void print(boolean b) {
    }

    public void print(char[] s) {
    }

    public void println() {
    }

    public void println(String x) {
    }

    public void println(Object x) {
    }

    public void println(int x) {
    }

    public void println(long x) {
    }

    public void println(char x) {
    }

    public void println(boolean x) {
    }

    public void println(char[] x) {
    }

    public PrintStream printf(String format, Object... args) {
        return this;
    }

    public PrintStream format(String format, Object... args) {
        return this;
    }

    public void flush() {
    }

    public void close() {
    }
}
