package values.covariant;

/** Overrides {@link Shelf#self} with its own type: one method to analyse, not an overload. */
public class TallShelf extends Shelf {

    @Override
    public TallShelf self() {
        return items > 3 ? this : null;
    }
}
