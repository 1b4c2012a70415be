package bliss.spf.models;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.tree.ClassNode;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/** The compiled model classes, read with ASM, and the engine's renaming of them. */
final class ModelClasses {

    static final String PREFIX = "bliss/spf/models/";

    private ModelClasses() {
    }

    /** What the engine does to every name in a model: strip the prefix. */
    static String remap(String nameOrDescriptor) {
        return nameOrDescriptor == null ? null : nameOrDescriptor.replace(PREFIX, "");
    }

    /** Every model class file, by its remapped internal name (java/util/ArrayList, java/util/HashMap$Node, ...). */
    static Map<String, ClassNode> all() {
        Path root = classesRoot().resolve(PREFIX);
        Map<String, ClassNode> classes = new TreeMap<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path f : (Iterable<Path>) files::iterator) {
                String file = f.getFileName().toString();
                if (!file.endsWith(".class") || file.equals("package-info.class")) {
                    continue;
                }
                ClassNode node = new ClassNode();
                try (InputStream in = Files.newInputStream(f)) {
                    new ClassReader(in).accept(node, 0);
                }
                classes.put(remap(node.name), node);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (classes.isEmpty()) {
            throw new IllegalStateException("no model classes under " + root);
        }
        return classes;
    }

    /** The class-path directory that holds the compiled models. */
    private static Path classesRoot() {
        try {
            Path file = Path.of(ModelClasses.class.getClassLoader()
                    .getResource(PREFIX + "java/util/ArrayList.class").toURI());
            Path root = file;
            for (int depth = (PREFIX + "java/util/ArrayList.class").split("/").length; depth > 0; depth--) {
                root = root.getParent();
            }
            return root;
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
