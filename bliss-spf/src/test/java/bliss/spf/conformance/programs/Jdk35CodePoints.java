package bliss.spf.conformance.programs;

/**
 * Code points as text libraries walk them (Commons Lang's translators and StringUtils): code points of text with a
 * surrogate pair, counting them, turning code points back into chars (an invalid one's message), surrogates, and the
 * classification of code points beyond the chars.
 */
public class Jdk35CodePoints {

    static String run(int x) {
        int cp = x < 0 ? 0x1F600 + x : x * 7000;
        String text = "a" + new String(Character.toChars(cp)) + "\uD83D\uDE00" + (char) ('b' + Math.floorMod(x, 5));
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < text.length(); i += Character.charCount(Character.codePointAt(text, i))) {
            int c = Character.codePointAt(text, i);
            sb.append(Integer.toHexString(c)).append(Character.isLetter(c) ? 'L' : '-')
                    .append(Character.isSupplementaryCodePoint(c) ? 'S' : '-').append(Character.getType(c)).append(' ');
        }
        sb.append(Character.codePointCount(text, 0, text.length())).append(' ')
                .append(Integer.toHexString(Character.codePointBefore(text, text.length() - 1))).append(' ')
                .append(Character.codePointAt(text.toCharArray(), 1)).append(' ')
                .append(Character.isValidCodePoint(cp)).append(Character.isBmpCodePoint(cp)).append(' ')
                .append((int) Character.highSurrogate(0x1F600)).append(',').append((int) Character.lowSurrogate(0x1F600))
                .append(' ').append(Character.toCodePoint('\uD83D', '\uDE00')).append(' ')
                .append(Character.isSurrogatePair(text.charAt(1), text.charAt(2))).append('\n');
        char[] into = new char[3];
        sb.append(Character.toChars(cp, into, 1)).append(' ').append((int) into[1]).append(' ')
                .append(Character.toUpperCase(0x1F600 + x)).append(' ').append(Character.toLowerCase('A' + x))
                .append(' ').append(Character.isWhitespace(x + 32)).append(Character.isSpaceChar((char) (x + 32)))
                .append(Character.isISOControl(x + 10)).append(Character.isJavaIdentifierStart('a' + x))
                .append(Character.isDigit('0' + x)).append(' ').append(Character.digit('0' + Math.abs(x), 16))
                .append(' ').append((int) Character.reverseBytes((char) x)).append(' ')
                .append(Character.toString(0x1F600).length()).append('\n');
        try {
            Character.toChars(x * 0x200000);
        } catch (IllegalArgumentException e) {
            sb.append(e.getMessage());
        }
        return sb.toString();
    }
}
