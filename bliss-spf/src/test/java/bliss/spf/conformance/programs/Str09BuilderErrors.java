package bliss.spf.conformance.programs;

/** StringBuilder and String index errors: the JDK's exception types and messages. */
public class Str09BuilderErrors {
    static String run(int x) {
        String s = "abc";
        try {
            return "char " + s.charAt(x);
        } catch (StringIndexOutOfBoundsException e) {
            return "caught " + e.getMessage();
        }
    }
}
