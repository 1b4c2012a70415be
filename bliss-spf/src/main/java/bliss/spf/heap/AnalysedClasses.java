package bliss.spf.heap;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.JarURLConnection;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;

/**
 * The classes of the analysed code: those in the package of the analysed class and its subpackages, in the class
 * path entry (directory or jar) the analysed class comes from. Where the candidate classes of a field declared of
 * {@code Object}, an interface or an abstract class come from when no driver names them.
 */
final class AnalysedClasses {

    private AnalysedClasses() {
    }

    /**
     * @param header internal name of the analysed class
     * @return internal names, sorted
     */
    static List<String> near(ClassLoader loader, String header) {
        URL url = loader.getResource(header + ".class");
        int slash = header.lastIndexOf('/');
        String pkg = slash < 0 ? "" : header.substring(0, slash + 1);
        List<String> out = new ArrayList<>();
        try {
            if (url == null) {
                return out;
            }
            if (url.getProtocol().equals("file")) {
                Path file = Path.of(url.toURI());
                long depth = header.chars().filter(c -> c == '/').count();
                Path up = file;
                for (int i = 0; i <= depth; i++) {
                    up = up.getParent();
                }
                Path root = up;
                Path dir = root.resolve(pkg);
                try (Stream<Path> files = Files.walk(dir)) {
                    files.filter(p -> p.toString().endsWith(".class")).forEach(p -> {
                        String rel = root.relativize(p).toString().replace('\\', '/');
                        out.add(rel.substring(0, rel.length() - ".class".length()));
                    });
                }
            } else if (url.getProtocol().equals("jar")) {
                JarURLConnection c = (JarURLConnection) url.openConnection();
                c.setUseCaches(false);
                try (JarFile jar = c.getJarFile()) {
                    for (Enumeration<JarEntry> e = jar.entries(); e.hasMoreElements(); ) {
                        String n = e.nextElement().getName();
                        if (n.startsWith(pkg) && n.endsWith(".class") && !n.endsWith("module-info.class")) {
                            out.add(n.substring(0, n.length() - ".class".length()));
                        }
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
        out.sort(null);
        return out;
    }
}
