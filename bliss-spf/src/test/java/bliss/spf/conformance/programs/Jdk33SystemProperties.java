package bliss.spf.conformance.programs;

/**
 * System properties as library code reads them in static initializers (Commons Lang's SystemUtils): the JVM's own
 * values, a default for a missing key, and the exceptions of a null and an empty key.
 */
public class Jdk33SystemProperties {

    private static final String SPEC = System.getProperty("java.specification.version");

    static String run(int x) {
        StringBuilder sb = new StringBuilder(SPEC).append(' ')
                .append(System.getProperty("file.separator")).append(' ')
                .append(System.lineSeparator().equals(System.getProperty("line.separator"))).append(' ')
                .append(System.getProperty("bliss.no.such.property." + x)).append(' ')
                .append(System.getProperty("bliss.no.such.property", "default" + x)).append(' ');
        try {
            System.getProperty(x > 0 ? "" : null);
        } catch (IllegalArgumentException | NullPointerException e) {
            sb.append(e.getClass().getSimpleName()).append(": ").append(e.getMessage());
        }
        return sb.toString();
    }
}
