package bliss.spf.symbolic;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The texts STRING expressions evaluate to, by id: a model of a path condition maps every variable to a {@code long},
 * and a string variable's is the id of its text here. Ids are process-wide and never reused (the empty text is 0),
 * so a model stays readable for the life of the process; they mean nothing in another process.
 */
public final class Texts {

    private static final List<String> TEXTS = new ArrayList<>(List.of(""));
    private static final Map<String, Long> IDS = new HashMap<>(Map.of("", 0L));

    private Texts() {
    }

    /** The id of a text (a new one on its first use). */
    public static synchronized long id(String text) {
        Long id = IDS.get(text);
        if (id == null) {
            id = (long) TEXTS.size();
            TEXTS.add(text);
            IDS.put(text, id);
        }
        return id;
    }

    /**
     * The text of an id.
     *
     * @throws IllegalArgumentException for an id no text has
     */
    public static synchronized String text(long id) {
        if (id < 0 || id >= TEXTS.size()) {
            throw new IllegalArgumentException("no text has the id " + id);
        }
        return TEXTS.get((int) id);
    }

    /** A text as a Java string literal. */
    public static String literal(String text) {
        StringBuilder sb = new StringBuilder("\"");
        for (char c : text.toCharArray()) {
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\t' -> sb.append("\\t");
                default -> {
                    if (c < 32 || c > 126) {
                        sb.append(String.format("\\u%04x", (int) c));
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        return sb.append('"').toString();
    }
}
