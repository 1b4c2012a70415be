package bliss;

/**
 * A mistake in what the user asked for (an unknown class, a malformed invariant, a bad option value). The command
 * line prints its message alone, without a stack trace, and exits with status 2.
 */
public class UserError extends RuntimeException {
    public UserError(String message) {
        super(message);
    }

    public UserError(String message, Throwable cause) {
        super(message, cause);
    }
}
