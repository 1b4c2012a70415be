package bliss.spf.models.java.io;

import bliss.spf.models.java.lang.StringBuilder;

import java.io.IOException;

/**
 * Model of {@code java.io.StringWriter} over the engine's {@code StringBuilder} (the JDK's is over a
 * {@code StringBuffer}, which is not modeled: {@code getBuffer} is a method this model does not have), so that
 * symbolic text written to it stays symbolic.
 */
public class StringWriter extends Writer {

    private final StringBuilder buf;

    public StringWriter() {
        buf = new StringBuilder();
        lock = buf;
    }

    public StringWriter(int initialSize) {
        if (initialSize < 0) {
            throw new IllegalArgumentException("Negative buffer size");
        }
        buf = new StringBuilder();
        lock = buf;
    }

    @Override
    public void write(int c) {
        buf.append((char) c);
    }

    @Override
    public void write(char[] cbuf, int off, int len) {
        if (off < 0 || off > cbuf.length || len < 0 || off + len > cbuf.length || off + len < 0) {
            throw new IndexOutOfBoundsException(); // Java 17's check, without a message
        }
        for (int i = off; i < off + len; i++) {
            buf.append(cbuf[i]);
        }
    }

    @Override
    public void write(String str) {
        buf.append(str);
    }

    @Override
    public void write(String str, int off, int len) {
        buf.append(str, off, off + len);
    }

    @Override
    public StringWriter append(CharSequence csq) {
        write(String.valueOf(csq));
        return this;
    }

    @Override
    public StringWriter append(CharSequence csq, int start, int end) {
        if (csq == null) {
            csq = "null";
        }
        return append(csq.subSequence(start, end));
    }

    @Override
    public StringWriter append(char c) {
        write(c);
        return this;
    }

    @Override
    public String toString() {
        return buf.toString();
    }

    @Override
    public void flush() {
    }

    @Override
    public void close() throws IOException {
    }
}
