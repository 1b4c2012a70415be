package bliss.experiments;

import java.util.Locale;
import java.util.OptionalLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Times as the paper prints them: mm:ss, minutes unbounded ({@code 179:10}). */
public final class Times {

    private static final Pattern MM_SS = Pattern.compile("(\\d+):(\\d\\d)");

    private Times() {
    }

    /** The seconds of a paper time {@code mm:ss}; empty for TO, OOM or anything else. */
    public static OptionalLong paperSeconds(String value) {
        Matcher m = MM_SS.matcher(value == null ? "" : value.trim());
        if (!m.matches()) {
            return OptionalLong.empty();
        }
        return OptionalLong.of(Long.parseLong(m.group(1)) * 60 + Long.parseLong(m.group(2)));
    }

    /**
     * One of our times in the paper's format, with tenths of a second below ten seconds, where the paper's 00:0x
     * would hide what small scopes cost ({@code 00:03.4}, {@code 02:15}, {@code 179:10}).
     */
    public static String format(long millis) {
        long tenths = millis / 100;
        long seconds = millis / 1000;
        if (seconds < 10) {
            return String.format(Locale.ROOT, "00:%02d.%d", seconds, tenths % 10);
        }
        return String.format(Locale.ROOT, "%02d:%02d", seconds / 60, seconds % 60);
    }
}
