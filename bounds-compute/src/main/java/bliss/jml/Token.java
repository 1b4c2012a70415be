package bliss.jml;

/**
 * A JML token.
 *
 * @param kind   what it is
 * @param text   its text ({@code \forall}, {@code <==>}, {@code root}, {@code 42})
 * @param offset offset of its first character in the Java file
 */
public record Token(Kind kind, String text, int offset) {

    public enum Kind {
        IDENTIFIER,
        INTEGER,
        /** {@code \forall}, {@code \exists}, {@code \num_of}, {@code \reach}, and unsupported ones like {@code \old}. */
        BACKSLASH_WORD,
        /** Operators and punctuation, including unsupported ones ({@code *}, {@code [}) so errors can name them. */
        SYMBOL,
        END
    }

    public boolean is(String symbolOrWord) {
        return kind != Kind.END && text.equals(symbolOrWord);
    }
}
