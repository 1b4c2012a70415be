package bliss.jml;

import java.util.ArrayList;
import java.util.List;

/** Splits the invariant text of an {@link InvariantSource} into tokens. */
public final class Lexer {

    /** Longest first, so that {@code <=!=>} wins over {@code <=}. */
    private static final String[] SYMBOLS = {
            "<=!=>", "<==>", "==>", "<==", "==", "!=", "<=", ">=", "&&", "||", "<<", ">>",
            "(", ")", ";", ",", ".", "?", ":", "<", ">", "+", "-", "!", "*", "/", "%", "[", "]", "{", "}",
            "=", "&", "|", "^", "~", "@"};

    private Lexer() {
    }

    /**
     * The tokens of the source's invariant text, ending with an {@link Token.Kind#END} token.
     *
     * @throws JmlException on a character that starts no token
     */
    public static List<Token> tokens(InvariantSource source) {
        CharSequence s = source.text();
        List<Token> out = new ArrayList<>();
        int i = 0;
        int n = s.length();
        while (i < n) {
            char c = s.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
            } else if (Character.isJavaIdentifierStart(c) || c == '\\') {
                int start = i++;
                while (i < n && Character.isJavaIdentifierPart(s.charAt(i))) {
                    i++;
                }
                if (c == '\\' && i == start + 1) {
                    throw new JmlException(source.position(start), "unexpected character '\\'");
                }
                out.add(new Token(c == '\\' ? Token.Kind.BACKSLASH_WORD : Token.Kind.IDENTIFIER,
                        s.subSequence(start, i).toString(), start));
            } else if (Character.isDigit(c)) {
                int start = i;
                while (i < n && (Character.isLetterOrDigit(s.charAt(i)) || s.charAt(i) == '_')) {
                    i++;
                }
                out.add(new Token(Token.Kind.INTEGER, s.subSequence(start, i).toString(), start));
            } else {
                String sym = symbolAt(s, i);
                if (sym == null) {
                    throw new JmlException(source.position(i), "unexpected character '" + c + "'");
                }
                out.add(new Token(Token.Kind.SYMBOL, sym, i));
                i += sym.length();
            }
        }
        out.add(new Token(Token.Kind.END, "end of invariant", n));
        return out;
    }

    private static String symbolAt(CharSequence s, int i) {
        for (String sym : SYMBOLS) {
            if (i + sym.length() <= s.length() && s.subSequence(i, i + sym.length()).toString().equals(sym)) {
                return sym;
            }
        }
        return null;
    }
}
