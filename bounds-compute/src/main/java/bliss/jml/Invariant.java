package bliss.jml;

import java.util.List;

/**
 * The invariant of a class as parsed: its clauses, to be conjoined.
 *
 * @param source  where it was read
 * @param clauses one expression per {@code invariant} clause, in source order
 */
public record Invariant(InvariantSource source, List<JmlExpr> clauses) {

    public Invariant {
        clauses = List.copyOf(clauses);
    }

    /** The invariant of a class from its Java source. */
    public static Invariant parse(String file, String javaSource, String className) {
        InvariantSource source = InvariantSource.of(file, javaSource, className);
        return new Invariant(source, new Parser(source).clauses());
    }

    /**
     * The normalized text: every clause printed fully parenthesized, one a line. Comments, layout and redundant
     * parentheses do not change it; any change of meaning does. It feeds the bounds fingerprint.
     */
    public String normalizedText() {
        StringBuilder sb = new StringBuilder();
        for (JmlExpr e : clauses) {
            sb.append("invariant ").append(Printer.print(e)).append(";\n");
        }
        return sb.toString();
    }
}
