package values.arguments;

/** A value an {@code Object} argument of {@link Registry} may be. */
public class Tag {

    int weight;

    public Tag(int weight) {
        this.weight = weight;
    }
}
