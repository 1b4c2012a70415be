package bliss.experiments;

import bliss.UserError;

import java.util.stream.IntStream;

/** A range of scopes written {@code 7}, {@code 1..20} or {@code 5..20}; parsed from the command line by {@link #parse}. */
public record ScopeRange(int from, int to) {

    public ScopeRange {
        if (from < 1 || to < from) {
            throw new UserError("--scopes needs a range 1 <= FROM <= TO (such as 1..12) or one scope, got " + from
                    + ".." + to);
        }
    }

    public IntStream scopes() {
        return IntStream.rangeClosed(from, to);
    }

    public static ScopeRange parse(String text) {
        String t = text.trim();
        try {
            int dots = t.indexOf("..");
            if (dots < 0) {
                int k = Integer.parseInt(t);
                return new ScopeRange(k, k);
            }
            return new ScopeRange(Integer.parseInt(t.substring(0, dots)), Integer.parseInt(t.substring(dots + 2)));
        } catch (NumberFormatException e) {
            throw new UserError("not a scope or scope range (expected 7 or 1..20): '" + text + "'");
        }
    }

    @Override
    public String toString() {
        return from == to ? Integer.toString(from) : from + ".." + to;
    }
}
