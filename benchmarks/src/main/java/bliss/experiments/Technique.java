package bliss.experiments;

import bliss.cli.UserError;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** The heap techniques the paper compares, each extending the previous one (paper §V). */
public enum Technique {
    LI, BLI, RBLI, BLISS, BLISSDB;

    /** The name {@code bliss analyze --technique} takes. */
    public String cli() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The name the paper prints. */
    public String paper() {
        return name();
    }

    /**
     * The technique named {@code name} (either spelling).
     *
     * @throws UserError for an unknown name
     */
    public static Technique parse(String name) {
        try {
            return valueOf(name.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new UserError("unknown technique '" + name + "'; known: "
                    + Arrays.stream(values()).map(Technique::cli).collect(Collectors.joining(", ")));
        }
    }
}
