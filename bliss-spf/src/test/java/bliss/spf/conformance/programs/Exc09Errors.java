package bliss.spf.conformance.programs;

/** Errors and Throwables that are not exceptions; catch (Throwable); stack overflow is not exercised. */
public class Exc09Errors {
    static String run(int x) {
        try {
            if (x % 2 == 0) throw new Error("an error " + x);
            throw new Throwable("a throwable");
        } catch (Error e) {
            return "error " + e.getMessage() + " " + (e instanceof Throwable);
        } catch (Throwable t) {
            return "throwable " + t.getMessage() + " " + t.getLocalizedMessage();
        }
    }
}
