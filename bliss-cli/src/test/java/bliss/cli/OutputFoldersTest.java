package bliss.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Output folders holding a user's files: bliss never deletes or overwrites what it did not write. A folder of other
 * files is refused before anything runs; bliss's own earlier output is replaced, with a message, and a user's file
 * beside it is kept. The counts are by hand: BinTree.count at scope k collects the binary trees of 0..k nodes (1, 2,
 * 4 at k = 0, 1, 2; 9 at k = 3).
 */
class OutputFoldersTest {

    private static long files(Path dir, String glob) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> dir.getFileSystem().getPathMatcher("glob:" + glob).matches(p.getFileName())).count();
        }
    }

    @Test
    void aDumpReplacesOnlyTheEarlierDump(@TempDir Path dir) throws IOException {
        Path dump = dir.resolve("dump");
        AnalyzeCommandTest.Run first = AnalyzeCommandTest.bliss("analyze", "--class", "BinTree", "--method", "count",
                "--scope", "3", "--dump", dump.toString());
        assertEquals(0, first.status(), first.err());
        assertEquals(9, files(dump, "structure-*.txt"));
        Files.writeString(dump.resolve("my-notes.txt"), "mine\n");
        AnalyzeCommandTest.Run second = AnalyzeCommandTest.bliss("analyze", "--class", "BinTree", "--method",
                "count", "--scope", "2", "--dump", dump.toString());
        assertEquals(0, second.status(), second.err());
        assertTrue(second.err().contains("replacing the earlier bliss analyze --dump in " + dump), second.err());
        assertEquals(4, files(dump, "structure-*.txt"), "the second run's structures only");
        assertEquals("mine\n", Files.readString(dump.resolve("my-notes.txt")));
    }

    @Test
    void aDumpIntoAUsersFolderIsRefusedBeforeTheRun(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("thesis.tex"), "mine\n");
        AnalyzeCommandTest.Run r = AnalyzeCommandTest.bliss("analyze", "--class", "BinTree", "--method", "count",
                "--scope", "3", "--dump", dir.toString());
        assertEquals(2, r.status(), r.err());
        assertEquals("", r.out(), "nothing ran");
        assertEquals(List.of(dir.resolve("thesis.tex")), Files.list(dir).toList());
    }

    @Test
    void testgenNeverOverwritesATestItDidNotWrite(@TempDir Path dir) throws IOException {
        Path test = dir.resolve("bliss/subjects/BinTree_countTest.java");
        Files.createDirectories(test.getParent());
        Files.writeString(test, "// my own test\n");
        String[] args = {"testgen", "--class", "BinTree", "--method", "count", "--scope", "2", "--out",
                dir.toString()};
        AnalyzeCommandTest.Run refused = AnalyzeCommandTest.bliss(args);
        assertEquals(2, refused.status(), refused.err());
        assertEquals("// my own test\n", Files.readString(test));
        Files.delete(test);
        AnalyzeCommandTest.Run first = AnalyzeCommandTest.bliss(args);
        assertEquals(0, first.status(), first.err());
        AnalyzeCommandTest.Run again = AnalyzeCommandTest.bliss(args);
        assertEquals(0, again.status(), again.err());
        assertTrue(again.err().contains("replacing " + test), again.err());
    }

    @Test
    void aFreshExperimentKeepsAUsersFileInItsFolder(@TempDir Path dir) throws IOException {
        String[] args = {"experiment", "--methods", "BinTree.count", "--techniques", "li", "--scopes", "1", "--out",
                dir.resolve("out").toString(), "--heap", "256m", "--cell-timeout", "300"};
        AnalyzeCommandTest.Run first = AnalyzeCommandTest.bliss(args);
        assertEquals(0, first.status(), first.err());
        Files.writeString(dir.resolve("out").resolve("my-notes.txt"), "mine\n");
        String[] fresh = java.util.Arrays.copyOf(args, args.length + 1);
        fresh[args.length] = "--fresh";
        AnalyzeCommandTest.Run again = AnalyzeCommandTest.bliss(fresh);
        assertEquals(0, again.status(), again.err());
        assertTrue(again.err().contains("replacing the earlier experiment"), again.err());
        assertEquals("mine\n", Files.readString(dir.resolve("out").resolve("my-notes.txt")));
        assertTrue(Files.exists(dir.resolve("out").resolve("cells.csv")));
    }
}
