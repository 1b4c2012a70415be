package bliss.korat;

/**
 * The class under enumeration cannot be enumerated as it is: no {@code repOK()}, a node class that cannot be
 * instantiated, a repOK that writes the fields it checks. The message says which and why, in one line.
 */
public class EnumerationException extends RuntimeException {
    public EnumerationException(String message) {
        super(message);
    }
}
