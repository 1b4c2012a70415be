package bliss.jml;

import bliss.UserError;

/**
 * A malformed or unsupported invariant. The message is {@code File.java:line:col: message}, pointing into the
 * Java source; being a {@link UserError}, the command line prints it alone, without a stack trace.
 */
public final class JmlException extends UserError {

    private final Position position;
    private final String problem;

    public JmlException(Position position, String problem) {
        super(position + ": " + problem);
        this.position = position;
        this.problem = problem;
    }

    /** Where the problem is. */
    public Position position() {
        return position;
    }

    /** The message without its position. */
    public String problem() {
        return problem;
    }
}
