package bliss.spf.conformance.programs;

/** Exceptions with null messages, empty messages, and toString of each. */
public class Exc10Messages {
    static String run(int x) {
        Exception[] es = {new Exception(), new Exception(""), new Exception("m" + x), new RuntimeException((String) null),
                new IllegalArgumentException("arg", new Exception("inner"))};
        StringBuilder sb = new StringBuilder();
        for (Exception e : es) {
            sb.append(e.getMessage()).append('|').append(e).append('|');
        }
        return sb.toString();
    }
}
