package bliss.layout;

/** A class cannot be read or does not have a layout bliss can analyse; the message says which and why. */
public class LayoutException extends RuntimeException {
    public LayoutException(String message) {
        super(message);
    }

    public LayoutException(String message, Throwable cause) {
        super(message, cause);
    }
}
