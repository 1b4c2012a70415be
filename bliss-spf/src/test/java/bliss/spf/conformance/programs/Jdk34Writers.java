package bliss.spf.conformance.programs;

import java.io.IOException;
import java.io.StringWriter;
import java.io.Writer;

/**
 * Writers as Commons Lang's and Commons Text's translators use them (CharSequenceTranslator writes each translated
 * code point to a StringWriter): every write and append of StringWriter, the exceptions of bad offsets and sizes,
 * a Writer of the program's own over the abstract write(char[], int, int), which String.getChars fills, and
 * StringBuilder's range check of an appended part.
 */
public class Jdk34Writers {

    /** Upper-cases what it is given into a StringBuilder: the JDK's Writer template methods call its write. */
    static final class Shouting extends Writer {
        final StringBuilder out = new StringBuilder();

        @Override
        public void write(char[] cbuf, int off, int len) {
            for (int i = off; i < off + len; i++) {
                out.append(Character.toUpperCase(cbuf[i]));
            }
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    }

    static String run(int x) throws IOException {
        StringWriter w = new StringWriter(x > 0 ? x : 16);
        w.write('a' + Math.floorMod(x, 26));
        w.write("text" + x);
        w.write("0123456789", 2, 3);
        w.write(new char[]{'p', 'q', 'r'}, 1, 2);
        w.write(new char[]{'!'});
        w.append("seq").append(null).append("abcdef", 1, 3).append('z').append(null, 0, 2);
        w.flush();
        StringBuilder sb = new StringBuilder(w.toString()).append(' ');
        try {
            w.write("abc", x, 2);
        } catch (IndexOutOfBoundsException e) {
            sb.append(e.getClass().getSimpleName()).append(' ');
        }
        try {
            w.write(new char[3], 1, x);
        } catch (IndexOutOfBoundsException e) {
            sb.append(e.getMessage()).append(' ');
        }
        try {
            new StringWriter(x);
        } catch (IllegalArgumentException e) {
            sb.append(e.getMessage()).append(' ');
        }
        try {
            new StringBuilder("sb").append("abc", 2, x);
        } catch (IndexOutOfBoundsException e) {
            sb.append(e.getClass().getSimpleName()).append(": ").append(e.getMessage()).append(' ');
        }
        char[] into = {'-', '-', '-', '-'};
        ("xy" + x).getChars(0, 2, into, 1);
        sb.append(into).append(' ');
        Shouting s = new Shouting();
        s.write("hi" + x);
        s.write(120);
        s.append("there", 1, 3).append('q').write(new char[]{'o', 'k'});
        s.close();
        return sb.append(s.out).append(' ').append(w.toString().length()).toString();
    }
}
