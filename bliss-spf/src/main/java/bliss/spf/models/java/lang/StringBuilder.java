package bliss.spf.models.java.lang;

/**
 * Model of {@code java.lang.StringBuilder}, enough for the string concatenation javac compiles and for building
 * messages. The text is kept as an immutable host {@code String} and grown with {@code String.concat}, which the
 * engine runs natively: one native call per append instead of a loop over a char array. Numbers become text
 * through {@code String.valueOf}, which the engine runs natively for concrete values only.
 */
public final class StringBuilder implements CharSequence, Comparable<StringBuilder> {

    private String text;

    public StringBuilder() {
        text = "";
    }

    /** The capacity is meaningless for a string-backed builder; only its check is kept. */
    public StringBuilder(int capacity) {
        if (capacity < 0) {
            throw new NegativeArraySizeException();
        }
        text = "";
    }

    public StringBuilder(String str) {
        if (str == null) {
            throw new NullPointerException();
        }
        text = str;
    }

    public StringBuilder append(String str) {
        text = text.concat(str == null ? "null" : str);
        return this;
    }

    public StringBuilder append(Object obj) {
        return append(obj == null ? null : obj.toString());
    }

    public StringBuilder append(int i) {
        text = text.concat(String.valueOf(i));
        return this;
    }

    public StringBuilder append(long l) {
        text = text.concat(String.valueOf(l));
        return this;
    }

    public StringBuilder append(char c) {
        text = text.concat(String.valueOf(c));
        return this;
    }

    public StringBuilder append(boolean b) {
        text = text.concat(b ? "true" : "false");
        return this;
    }

    public StringBuilder append(double d) {
        text = text.concat(String.valueOf(d));
        return this;
    }

    public StringBuilder append(float f) {
        text = text.concat(String.valueOf(f));
        return this;
    }

    public StringBuilder append(char[] str) {
        text = text.concat(new String(str));
        return this;
    }

    public StringBuilder append(CharSequence s) {
        return append(s == null ? "null" : s.toString());
    }

    /** The JDK's range check first: IndexOutOfBoundsException, not the StringIndexOutOfBoundsException of substring. */
    public StringBuilder append(CharSequence s, int start, int end) {
        String t = s == null ? "null" : s.toString();
        if (start < 0 || start > end || end > t.length()) {
            throw new IndexOutOfBoundsException(message("start ", start, ", end ", end)
                    .concat(", length ").concat(String.valueOf(t.length())));
        }
        return append(t.substring(start, end));
    }

    public StringBuilder insert(int offset, String str) {
        if (offset < 0 || offset > text.length()) {
            throw new StringIndexOutOfBoundsException(message("offset ", offset, ", length ", text.length()));
        }
        text = text.substring(0, offset).concat(str == null ? "null" : str).concat(text.substring(offset));
        return this;
    }

    public StringBuilder insert(int offset, char c) {
        return insert(offset, String.valueOf(c));
    }

    public StringBuilder insert(int offset, int i) {
        return insert(offset, String.valueOf(i));
    }

    public StringBuilder insert(int offset, long l) {
        return insert(offset, String.valueOf(l));
    }

    public StringBuilder insert(int offset, boolean b) {
        return insert(offset, String.valueOf(b));
    }

    public StringBuilder insert(int offset, Object obj) {
        return insert(offset, String.valueOf(obj));
    }

    /** As the JDK (surrogate pairs kept in order). */
    public StringBuilder reverse() {
        text = reversed(text);
        return this;
    }

    private static String message(String a, int x, String b, int y) {
        return a.concat(String.valueOf(x)).concat(b).concat(String.valueOf(y));
    }

    private static String reversed(String text) {
        char[] cs = text.toCharArray();
        int n = cs.length;
        for (int i = 0; i < n / 2; i++) {
            char c = cs[i];
            cs[i] = cs[n - 1 - i];
            cs[n - 1 - i] = c;
        }
        for (int i = 0; i + 1 < n; i++) {
            if (Character.isLowSurrogate(cs[i]) && Character.isHighSurrogate(cs[i + 1])) {
                char c = cs[i];
                cs[i] = cs[i + 1];
                cs[i + 1] = c;
                i++;
            }
        }
        return new String(cs);
    }

    public StringBuilder delete(int start, int end) {
        int length = text.length();
        if (end > length) {
            end = length;
        }
        if (start < 0 || start > end) {
            throw new StringIndexOutOfBoundsException(message("start ", start, ", end ", end)
                    .concat(", length ").concat(String.valueOf(length)));
        }
        text = text.substring(0, start).concat(text.substring(end));
        return this;
    }

    public StringBuilder replace(int start, int end, String str) {
        int length = text.length();
        if (start < 0 || start > length || start > end) {
            throw new StringIndexOutOfBoundsException(message("start ", start, ", end ", end)
                    .concat(", length ").concat(String.valueOf(length)));
        }
        if (end > length) {
            end = length;
        }
        text = text.substring(0, start).concat(str).concat(text.substring(end));
        return this;
    }

    public void setCharAt(int index, char ch) {
        if (index < 0 || index >= text.length()) {
            throw new StringIndexOutOfBoundsException(message("index ", index, ",length ", text.length()));
        }
        text = text.substring(0, index).concat(String.valueOf(ch)).concat(text.substring(index + 1));
    }

    public int indexOf(String str) {
        return text.indexOf(str);
    }

    public int indexOf(String str, int fromIndex) {
        return text.indexOf(str, fromIndex);
    }

    public int lastIndexOf(String str) {
        return text.lastIndexOf(str);
    }

    public String substring(int start) {
        return text.substring(start);
    }

    public String substring(int start, int end) {
        return text.substring(start, end);
    }

    public CharSequence subSequence(int start, int end) {
        return text.substring(start, end);
    }

    public boolean isEmpty() {
        return text.isEmpty();
    }

    public int compareTo(StringBuilder another) {
        return text.compareTo(another.text);
    }

    public int length() {
        return text.length();
    }

    public char charAt(int index) {
        return text.charAt(index);
    }

    public StringBuilder deleteCharAt(int index) {
        text = text.substring(0, index).concat(text.substring(index + 1));
        return this;
    }

    /** Truncates, or pads with {@code '\u0000'} as the JDK does. */
    public void setLength(int newLength) {
        if (newLength < 0) {
            throw new StringIndexOutOfBoundsException(newLength);
        }
        int length = text.length();
        if (newLength <= length) {
            text = text.substring(0, newLength);
        } else {
            for (; length < newLength; length++) {
                text = text.concat("\u0000");
            }
        }
    }

    @Override
    public String toString() {
        return text;
    }
}
