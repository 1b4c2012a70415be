package values.arguments;

/** An enum argument of {@link Registry#grade}. */
public enum Level {
    LOW, MIDDLE, HIGH
}
