package bliss.spf.models.java.util.regex;

/**
 * Model of {@code java.util.regex.Matcher} over a whole text (no regions): the groups of the last {@link #matches},
 * {@link #lookingAt} or {@link #find}, asked of the host by {@link Pattern#search}, and the JDK's bookkeeping around
 * them ({@code first} and {@code last}: where the next find starts, and what a failed one leaves), so that a
 * program sees what it sees on the JVM. Named groups are not modeled (the host's names of a pattern's groups are not
 * public in Java 17): {@code group(String)} is a method the engine's Matcher does not have, and a path that calls it
 * ends as unsupported, naming it.
 */
public final class Matcher {

    private Pattern pattern;
    private String text;
    /** Start and end of every group of the last match, or null where the JDK's are all -1. */
    private int[] groups;
    /** The last match's start, -1 when the last attempt failed or after a reset. */
    private int first = -1;
    /** The last match's end (0 after a reset): a failed attempt leaves it. */
    private int last;

    Matcher(Pattern pattern, CharSequence input) {
        this.pattern = pattern;
        this.text = input.toString();
    }

    public Pattern pattern() {
        return pattern;
    }

    public Matcher usePattern(Pattern newPattern) {
        if (newPattern == null) {
            throw new IllegalArgumentException("Pattern cannot be null");
        }
        pattern = newPattern;
        groups = null;
        return this;
    }

    public Matcher reset() {
        groups = null;
        first = -1;
        last = 0;
        return this;
    }

    public Matcher reset(CharSequence input) {
        text = input.toString();
        return reset();
    }

    public boolean matches() {
        return take(Pattern.search(pattern.pattern(), pattern.flags(), text, 0, 0));
    }

    public boolean lookingAt() {
        return take(Pattern.search(pattern.pattern(), pattern.flags(), text, 1, 0));
    }

    public boolean find() {
        int from = last;
        if (from == first) {
            from++;
        }
        if (from > text.length()) {
            groups = null;
            return false;
        }
        return take(Pattern.search(pattern.pattern(), pattern.flags(), text, 2, from));
    }

    public boolean find(int start) {
        if (start < 0 || start > text.length()) {
            throw new IndexOutOfBoundsException("Illegal start index");
        }
        reset();
        return take(Pattern.search(pattern.pattern(), pattern.flags(), text, 2, start));
    }

    private boolean take(int[] match) {
        groups = match;
        if (match == null) {
            first = -1;
            return false;
        }
        first = match[0];
        last = match[1];
        return true;
    }

    public int groupCount() {
        return Pattern.groups(pattern.pattern(), pattern.flags());
    }

    public String group() {
        return group(0);
    }

    public String group(int group) {
        if (first < 0) {
            throw new IllegalStateException("No match found");
        }
        checkGroup(group);
        if (groups == null || groups[2 * group] == -1 || groups[2 * group + 1] == -1) {
            return null;
        }
        return text.substring(groups[2 * group], groups[2 * group + 1]);
    }

    public int start() {
        if (first < 0) {
            throw new IllegalStateException("No match available");
        }
        return first;
    }

    public int start(int group) {
        if (first < 0) {
            throw new IllegalStateException("No match available");
        }
        checkGroup(group);
        return groups == null ? -1 : groups[2 * group];
    }

    public int end() {
        if (first < 0) {
            throw new IllegalStateException("No match available");
        }
        return last;
    }

    public int end(int group) {
        if (first < 0) {
            throw new IllegalStateException("No match available");
        }
        checkGroup(group);
        return groups == null ? -1 : groups[2 * group + 1];
    }

    private void checkGroup(int group) {
        if (group < 0 || group > groupCount()) {
            throw new IndexOutOfBoundsException("No group ".concat(String.valueOf(group)));
        }
    }

    /** The host's replacement; the matcher is left as the JDK's loop of finds leaves it. */
    public String replaceAll(String replacement) {
        String replaced = Pattern.replace(pattern.pattern(), pattern.flags(), text, replacement, true);
        reset();
        while (find()) {
            // the JDK's replaceAll finds every match
        }
        return replaced;
    }

    public String replaceFirst(String replacement) {
        if (replacement == null) {
            throw new NullPointerException("replacement");
        }
        String replaced = Pattern.replace(pattern.pattern(), pattern.flags(), text, replacement, false);
        reset();
        find();
        return replaced;
    }

    @Override
    public String toString() {
        return "java.util.regex.Matcher[pattern=".concat(pattern.pattern()).concat(" region=0,")
                .concat(String.valueOf(text.length())).concat(" lastmatch=")
                .concat(first >= 0 && group() != null ? group() : "").concat("]");
    }
}
