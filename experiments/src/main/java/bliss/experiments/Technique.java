package bliss.experiments;

import bliss.spf.heap.TechniqueCatalogue;

import java.util.List;
import java.util.Locale;

/**
 * A heap technique of the engine's {@link TechniqueCatalogue}, as experiments name, order and print it. The paper's
 * five have constants; {@link #values()} is the whole catalogue, so a technique added there is in every experiment
 * without an edit here.
 */
public final class Technique implements Comparable<Technique> {

    public static final Technique LI = parse("li");
    public static final Technique BLI = parse("bli");
    public static final Technique RBLI = parse("rbli");
    public static final Technique BLISS = parse("bliss");
    public static final Technique BLISSDB = parse("blissdb");
    /** LISSA with its verdicts memoized: like BLISSDB, it gets the experiment's verdict cache. */
    public static final Technique LISSA_M = parse("lissa-m");

    private final String cli;
    private final int order;
    private final boolean paper;

    private Technique(String cli, int order, boolean paper) {
        this.cli = cli;
        this.order = order;
        this.paper = paper;
    }

    /** Every technique of the catalogue, in its order. */
    public static List<Technique> values() {
        List<TechniqueCatalogue.Entry> entries = TechniqueCatalogue.entries();
        return entries.stream().map(e -> new Technique(e.name(), entries.indexOf(e), e.paper())).toList();
    }

    /** The paper's five (its tables and its grid). */
    public static List<Technique> paperTechniques() {
        return values().stream().filter(t -> t.paper).toList();
    }

    /** The name {@code bliss analyze --technique} takes. */
    public String cli() {
        return cli;
    }

    /** The name tables print: the paper's ("BLISSDB"), upper case for every technique. */
    public String paper() {
        return cli.toUpperCase(Locale.ROOT);
    }

    /** Whether the paper compares it. */
    public boolean inPaper() {
        return paper;
    }

    /**
     * The technique named {@code name} (either spelling).
     *
     * @throws bliss.UserError for an unknown name
     */
    public static Technique parse(String name) {
        TechniqueCatalogue.Entry e = TechniqueCatalogue.require(name.trim().toLowerCase(Locale.ROOT));
        return new Technique(e.name(), TechniqueCatalogue.entries().indexOf(e), e.paper());
    }

    /** Its entry in the engine's catalogue (what it reads, which options apply to it). */
    public TechniqueCatalogue.Entry entry() {
        return TechniqueCatalogue.require(cli);
    }

    @Override
    public int compareTo(Technique o) {
        return Integer.compare(order, o.order);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Technique t && t.cli.equals(cli);
    }

    @Override
    public int hashCode() {
        return cli.hashCode();
    }

    @Override
    public String toString() {
        return paper();
    }
}
