package values.identity;

/** An object with nothing but its identity. */
public class Token {
}
