package bliss.spf.models;

import org.junit.jupiter.api.Test;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.tree.ClassNode;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The subjects (jml-specs) link against the models: every JDK class, method and field that a subject class names
 * is a model's or an engine class's. The registry {@code bliss.subjects.Subjects}, which runs on the host and is
 * never interpreted, is left out.
 */
class SubjectsLinkTest {

    @Test
    void everyJdkReferenceOfTheSubjectsResolvesInTheModels() throws IOException, URISyntaxException {
        ModelWorld world = new ModelWorld(ModelClasses.all(), name -> name.startsWith("java/"));
        // The subjects come from jml-specs/target/classes under `mvn test`, from its jar under `mvn verify`.
        URI binTree = getClass().getClassLoader().getResource("bliss/subjects/BinTree.class").toURI();
        if ("jar".equals(binTree.getScheme())) {
            try (FileSystem jar = FileSystems.newFileSystem(binTree, Map.of())) {
                check(world, jar.getPath("/bliss/subjects"));
            }
        } else {
            check(world, Path.of(binTree).getParent());
        }
    }

    private static void check(ModelWorld world, Path subjects) throws IOException {
        List<String> problems = new ArrayList<>();
        int scanned = 0;
        try (Stream<Path> files = Files.walk(subjects)) {
            for (Path f : (Iterable<Path>) files::iterator) {
                String file = f.getFileName().toString();
                if (!file.endsWith(".class") || file.equals("Subjects.class") || file.startsWith("Subjects$")) {
                    continue;
                }
                ClassNode node = new ClassNode();
                try (InputStream in = Files.newInputStream(f)) {
                    new ClassReader(in).accept(node, 0);
                }
                world.check(node, problems);
                scanned++;
            }
        }
        assertTrue(scanned >= 10, "scanned only " + scanned + " subject classes");
        assertEquals(List.of(), problems);
    }
}
