package bliss.spf.conformance.programs;

/** Character classification and conversion. */
public class Str10Chars {
    static String run(int x) {
        String text = "aZ9 _" + x + "\t";
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            out.append(Character.isLetter(c) ? 'L' : Character.isDigit(c) ? 'D' : Character.isWhitespace(c) ? 'W'
                    : '?');
            out.append(Character.toUpperCase(c));
        }
        return out + " " + Character.getNumericValue('7') + " " + Character.digit('f', 16) + " "
                + Character.forDigit(11, 16) + " " + (int) Character.MAX_VALUE + " " + Character.isUpperCase('Q');
    }
}
