package bliss.cli;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The reference pages (README.md, docs/*.md, the modules' READMEs; not the dated logs of docs/results) name only
 * things that exist: {@code bliss.*} classes and their members, packages, {@code --options} of the command they are
 * given to, {@code -Dbliss.*} properties some code reads, test classes, paths. A page that names a renamed class, a
 * removed option or a property nobody reads fails here, with the page and line.
 */
class DocsNameRealThingsTest {

    private static Path root;
    private static DocReferences refs;

    @BeforeAll
    static void load() {
        Path p = Path.of("").toAbsolutePath();
        while (!(Files.isDirectory(p.resolve("docs")) && Files.exists(p.resolve("pom.xml")))) {
            p = p.getParent();
        }
        root = p;
        refs = new DocReferences(root);
    }

    @Test
    void everyReferencePageNamesOnlyRealThings() throws IOException {
        List<String> problems = new ArrayList<>();
        List<Path> pages = refs.pages();
        assertTrue(pages.contains(root.resolve("README.md")) && pages.contains(root.resolve("docs/sat.md"))
                && pages.contains(root.resolve("benchmarks/README.md")), "pages: " + pages);
        assertTrue(pages.stream().noneMatch(p -> p.startsWith(root.resolve("docs/results"))), "logs excluded");
        for (Path page : pages) {
            for (String p : refs.check(page, Files.readString(page))) {
                problems.add(root.relativize(page) + ":" + p);
            }
        }
        assertEquals(List.of(), problems, "names in the docs that name nothing:\n" + String.join("\n", problems));
    }

    // The checker itself: each kind of stale name is caught, and the real one passes.

    private List<String> check(String markdown) {
        return refs.check(root.resolve("docs/example.md"), markdown);
    }

    @Test
    void aRenamedClassOrMemberIsCaught() {
        assertEquals(List.of(), check("The solver is `bliss.sat.Cdcl`; the chain `bliss.spf.sat.SatOracles.bliss`."));
        assertEquals(1, check("The solver is `bliss.bounds.sat.Cdcl`.").size());
        assertEquals(1, check("See bliss.spf.sat.SatOracles.sat4jOnly for the chain.").size());
        assertEquals(1, check("The package bliss.spf.cli holds the commands.").size());
        assertEquals(List.of(), check("Test sources: `bliss.spf.testing.RedisServer`, package `bliss.korat`."));
    }

    @Test
    void anOptionOfAnotherCommandOrOfNoneIsCaught() {
        assertEquals(List.of(), check("```\n./bliss analyze --class A --method m \\\n    --sat-core-rounds 0\n```"));
        assertEquals(List.of("2: --sat-core-rounds: not an option of 'bliss enumerate'"),
                check("```\n./bliss enumerate --class A \\\n    --sat-core-rounds 0\n```"));
        assertEquals(1, check("Give `--sat-rounds 2` to shrink cores.").size());
        assertEquals(1, check("`bliss sweep --scope 3`").size());
        assertEquals(List.of(), check("`redis-server --appendonly yes` and `mvn -B verify --fail-at-end`"));
    }

    @Test
    void aPropertyNoCodeReadsIsCaught() {
        assertEquals(List.of(), check("`-Dbliss.bounds.trace=true` prints every call."));
        assertEquals(1, check("`-Dbliss.sat.preprocess=false` loads the original CNF.").size());
        assertEquals(List.of(), check("`mvn -Dtest=X -DskipTests` are Maven's."));
    }

    @Test
    void aTestClassOrPathThatIsGoneIsCaught() {
        assertEquals(List.of(), check("`CdclTest` and `sat-solver/src/main/java/bliss/sat/Cdcl.java`"));
        assertEquals(1, check("`CdclOracleTest` checks it.").size());
        assertEquals(1, check("Code: `bounds-compute/src/main/java/bliss/korat`.").size());
    }
}
