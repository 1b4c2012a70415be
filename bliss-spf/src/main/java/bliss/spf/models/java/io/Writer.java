package bliss.spf.models.java.io;

import java.io.IOException;

/**
 * Model of {@code java.io.Writer}: the JDK's template methods over the one abstract {@code write(char[], int, int)}
 * (a single character, an array, a string or part of one, the appends), without its shared buffer. Commons Lang's
 * and Commons Text's translators ({@code StringEscapeUtils}) write to a {@link StringWriter} through it.
 */
public abstract class Writer implements Appendable, java.io.Closeable, java.io.Flushable {

    protected Object lock;

    protected Writer() {
        this.lock = this;
    }

    protected Writer(Object lock) {
        if (lock == null) {
            throw new NullPointerException();
        }
        this.lock = lock;
    }

    public void write(int c) throws IOException {
        write(new char[]{(char) c}, 0, 1);
    }

    public void write(char[] cbuf) throws IOException {
        write(cbuf, 0, cbuf.length);
    }

    public abstract void write(char[] cbuf, int off, int len) throws IOException;

    public void write(String str) throws IOException {
        write(str, 0, str.length());
    }

    public void write(String str, int off, int len) throws IOException {
        char[] cbuf = new char[Math.max(len, 0)];
        str.getChars(off, off + len, cbuf, 0);
        write(cbuf, 0, len);
    }

    @Override
    public Writer append(CharSequence csq) throws IOException {
        write(String.valueOf(csq));
        return this;
    }

    @Override
    public Writer append(CharSequence csq, int start, int end) throws IOException {
        if (csq == null) {
            csq = "null";
        }
        return append(csq.subSequence(start, end));
    }

    @Override
    public Writer append(char c) throws IOException {
        write(c);
        return this;
    }

    @Override
    public abstract void flush() throws IOException;

    @Override
    public abstract void close() throws IOException;
}
