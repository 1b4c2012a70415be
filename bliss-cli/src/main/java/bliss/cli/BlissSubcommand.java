package bliss.cli;

/**
 * A subcommand of {@code bliss}. Implementations are picocli {@code @Command} classes (usually also
 * {@code Callable<Integer>}) listed in pipeline order by {@link Main#commandLine}.
 */
public interface BlissSubcommand {

    /**
     * Completes the command's help once it is registered: sections computed at run time (a catalogue of choices, say)
     * that annotations cannot hold.
     */
    default void describe(picocli.CommandLine.Model.CommandSpec spec) {
    }
}
