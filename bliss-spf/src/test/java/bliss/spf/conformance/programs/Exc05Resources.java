package bliss.spf.conformance.programs;

/** try-with-resources: close order, suppressed exceptions, exceptions from close. */
public class Exc05Resources {
    static StringBuilder log = new StringBuilder();
    static final class Res implements AutoCloseable {
        final String name;
        final boolean failOnClose;
        Res(String name, boolean failOnClose) { this.name = name; this.failOnClose = failOnClose; log.append("open ").append(name).append(';'); }
        @Override public void close() {
            log.append("close ").append(name).append(';');
            if (failOnClose) throw new IllegalStateException("close " + name);
        }
    }
    static String run(int x) {
        log.setLength(0);
        try (Res a = new Res("a", x == 1); Res b = new Res("b", x == 2)) {
            if (x == 3) throw new RuntimeException("body");
            log.append("body;");
        } catch (RuntimeException e) {
            log.append("caught ").append(e.getMessage()).append(" suppressed ").append(e.getSuppressed().length);
        }
        return log.toString();
    }
}
