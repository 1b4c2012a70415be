package bliss.spf.models.java.lang;

/**
 * Model of {@code java.lang.StringBuilder}, enough for the string concatenation javac compiles and for building
 * messages. The text is kept as an immutable host {@code String} and grown with {@code String.concat}, which the
 * engine runs natively: one native call per append instead of a loop over a char array. Numbers become text
 * through {@code String.valueOf}, which the engine runs natively for concrete values only.
 */
public final class StringBuilder {

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
