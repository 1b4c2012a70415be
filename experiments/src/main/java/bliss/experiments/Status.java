package bliss.experiments;

import bliss.UserError;

/** How a cell ended, as the paper reports it. */
public enum Status {
    /** The analysis finished. */
    OK("ok"),
    /** The time limit stopped it (the paper's TO). */
    TO("TO"),
    /** The heap ran out (the paper's OOM). */
    OOM("OOM"),
    /** It failed otherwise (an unsupported construct, a bug, an unknown technique): see the cell's note and log. */
    ERROR("ERROR");

    private final String label;

    Status(String label) {
        this.label = label;
    }

    /** The word in cells.csv and the tables. */
    public String label() {
        return label;
    }

    /** True when larger scopes of the same method and technique are not worth running (paper: left empty). */
    public boolean stopsLargerScopes() {
        return this != OK;
    }

    public static Status parse(String label) {
        for (Status s : values()) {
            if (s.label.equals(label)) {
                return s;
            }
        }
        throw new UserError("unknown cell status '" + label + "' (expected ok, TO, OOM or ERROR)");
    }
}
