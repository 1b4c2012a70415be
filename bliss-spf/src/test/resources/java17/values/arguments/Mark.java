package values.arguments;

/** A third class an {@code Object} argument of {@link Registry} may be. */
public class Mark {
}
