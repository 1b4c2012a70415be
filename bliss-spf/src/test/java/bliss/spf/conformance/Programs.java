package bliss.spf.conformance;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The conformance programs: the top-level classes of {@code bliss.spf.conformance.programs}, compiled by Maven as
 * test sources with javac's default flags (indy string concatenation, lambdas as javac 17 emits them). Each has one
 * {@code static run(int)} method (the program), optionally {@code static final int[] INPUTS} (else
 * {@link #DEFAULT_INPUTS}), and, for a symbolic run, a {@code static void symbolic()} driver with
 * {@code static final int PATHS} (the path count, reasoned from the program) and optionally
 * {@code static final int LO, HI} (the domain the driver assumes for its one symbolic int {@code x}).
 */
final class Programs {

    static final String PACKAGE = "bliss.spf.conformance.programs";
    static final int[] DEFAULT_INPUTS = {-3, -1, 0, 1, 2, 3, 5, 10, 100};

    private Programs() {
    }

    /** Java names of the program classes, sorted. */
    static List<String> all() {
        String dir = PACKAGE.replace('.', '/');
        try {
            Path root = Path.of(Programs.class.getClassLoader().getResource(dir).toURI());
            List<String> out = new ArrayList<>();
            try (Stream<Path> files = Files.list(root)) {
                for (Path f : (Iterable<Path>) files.sorted()::iterator) {
                    String n = f.getFileName().toString();
                    if (n.endsWith(".class") && !n.contains("$")) {
                        out.add(PACKAGE + "." + n.substring(0, n.length() - ".class".length()));
                    }
                }
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The program's {@code run} method. */
    static Method run(Class<?> c) {
        Method found = null;
        for (Method m : c.getDeclaredMethods()) {
            if (m.getName().equals("run") && Modifier.isStatic(m.getModifiers())) {
                if (found != null) {
                    throw new IllegalStateException(c.getName() + " has two run methods");
                }
                found = m;
            }
        }
        if (found == null || found.getParameterCount() != 1 || found.getParameterTypes()[0] != int.class) {
            throw new IllegalStateException(c.getName() + " needs one static run(int)");
        }
        found.setAccessible(true);
        return found;
    }

    static int[] inputs(Class<?> c) {
        int[] v = (int[]) staticField(c, "INPUTS");
        return v == null ? DEFAULT_INPUTS : v;
    }

    static Object staticField(Class<?> c, String name) {
        try {
            Field f = c.getDeclaredField(name);
            f.setAccessible(true);
            return f.get(null);
        } catch (NoSuchFieldException e) {
            return null;
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * A class loader that defines the programs' classes itself (fresh statics per loader) and delegates everything
     * else (the JDK, {@code bliss.symbolic}).
     */
    static final class Fresh extends ClassLoader {
        Fresh() {
            super(Programs.class.getClassLoader());
            setDefaultAssertionStatus(true);
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            synchronized (getClassLoadingLock(name)) {
                if (!name.startsWith(PACKAGE + ".")) {
                    return super.loadClass(name, resolve);
                }
                Class<?> c = findLoadedClass(name);
                if (c == null) {
                    try (InputStream in = getParent().getResourceAsStream(name.replace('.', '/') + ".class")) {
                        if (in == null) {
                            throw new ClassNotFoundException(name);
                        }
                        byte[] b = in.readAllBytes();
                        c = defineClass(name, b, 0, b.length);
                    } catch (IOException e) {
                        throw new ClassNotFoundException(name, e);
                    }
                }
                if (resolve) {
                    resolveClass(c);
                }
                return c;
            }
        }
    }
}
