package bliss.cli;

/**
 * A subcommand of {@code bliss}. Implementations are picocli {@code @Command} classes (usually also
 * {@code Callable<Integer>}) registered in {@code META-INF/services/bliss.cli.BlissSubcommand} of their module, so
 * that each module of the pipeline brings its own commands and {@link Main} needs to know none of them.
 */
public interface BlissSubcommand {

    /** Position in {@code bliss --help}: pipeline order (enumerate, bounds, analyze, sweep, experiment). */
    int order();

    /**
     * Completes the command's help once it is registered: sections computed at run time (a catalogue of choices, say)
     * that annotations cannot hold.
     */
    default void describe(picocli.CommandLine.Model.CommandSpec spec) {
    }
}
