package bliss.cluster;

import bliss.UserError;
import bliss.spf.vm.Unsupported;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.concurrent.CancellationException;

/**
 * Exceptions that can travel from a worker to its coordinator: Java-serializable, with no cause that might not be.
 * A user's mistake stays a {@link UserError} with its message; anything else becomes one exception whose message
 * holds the worker's address and the stack trace as text.
 */
final class Sendable {

    private Sendable() {
    }

    static RuntimeException of(Throwable t, Object worker) {
        if (t instanceof UserError || t instanceof Unsupported) {
            return new UserError(t.getMessage());
        }
        if (t instanceof CancellationException c) {
            return new CancellationException(c.getMessage());
        }
        StringWriter trace = new StringWriter();
        t.printStackTrace(new PrintWriter(trace));
        return new IllegalStateException("worker " + worker + ": " + t + "\n" + trace);
    }
}
