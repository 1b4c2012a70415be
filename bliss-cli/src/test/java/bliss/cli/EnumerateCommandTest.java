package bliss.cli;

import bliss.cli.Main;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import java.io.PrintWriter;
import java.io.StringWriter;

import static bliss.korat.BinTreeEnumerationTest.catalan;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code bliss enumerate} through the real command line (found by the ServiceLoader, as ./bliss finds it). */
class EnumerateCommandTest {

    private record Run(int status, String out, String err) {
    }

    private static Run run(String... args) {
        CommandLine cl = Main.commandLine();
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        int status = cl.execute(args);
        return new Run(status, out.toString(), err.toString());
    }

    @Test
    void jsonCarriesTheCounts() throws Exception {
        Run r = run("enumerate", "--class", "BinTree", "--scope", "5", "--json");
        assertEquals(0, r.status(), r.err());
        JsonNode json = new ObjectMapper().readTree(r.out());
        assertEquals("BinTree", json.get("class").asText());
        assertEquals(5, json.get("scope").asInt());
        long nonempty = 0;
        for (int n = 1; n <= 5; n++) {
            nonempty += catalan(n);
        }
        assertEquals(nonempty, json.get("structures").asLong());
        assertEquals(nonempty, json.get("shapes").asLong());
        JsonNode bySize = json.get("bySize");
        assertEquals(6, bySize.size());
        for (int n = 0; n <= 5; n++) {
            assertEquals(n, bySize.get(n).get("nodes").asInt());
            assertEquals(catalan(n), bySize.get(n).get("structures").asLong());
            assertEquals(catalan(n), bySize.get(n).get("shapes").asLong());
        }
        assertTrue(json.get("candidates").asLong() > nonempty);
        assertTrue(json.has("millis"));
    }

    @Test
    void tableForPeopleAndOptionsForDomains() {
        Run r = run("enumerate", "--class", "bliss.korat.fixtures.SearchTree", "--scope", "3",
                "--int-domain", "key=0..2", "--ordered", "key");
        assertEquals(0, r.status(), r.err());
        // Structures: Catalan(n) * C(3, n) for n = 1..3: 3 + 6 + 5; shapes: Catalan(n): 1 + 2 + 5.
        assertTrue(r.out().contains("scope 3: 14 structures, 8 shapes"), r.out());
    }

    @Test
    void userMistakesGiveOneLine() {
        assertOneLineError(run("enumerate", "--class", "NoSuchClass", "--scope", "3"), "unknown class 'NoSuchClass'");
        assertOneLineError(run("enumerate", "--class", "BinTree", "--scope", "0"), "scope must be between");
        assertOneLineError(run("enumerate", "--class", "BinTree", "--scope", "seven"), "--scope");
        assertOneLineError(run("enumerate", "--class", "bliss.korat.fixtures.Misbehaving$NoRepOk", "--scope", "2"),
                "has no repOK()");
        assertOneLineError(run("enumerate", "--class", "BinTree", "--scope", "2", "--int-domain", "key=3"),
                "--int-domain must be FIELD=MIN..MAX");
        assertOneLineError(run("enumerate", "--class", "BinTree", "--scope", "2", "--int-domain", "size=0..3"),
                "no int field named 'size'");
        assertOneLineError(run("enumerate", "--class", "bliss.korat.fixtures.Misbehaving$Writing", "--scope", "2"),
                "writes field next");
    }

    private static void assertOneLineError(Run r, String expected) {
        assertEquals(2, r.status(), r.out() + r.err());
        String firstLine = r.err().lines().findFirst().orElse("");
        assertTrue(firstLine.startsWith("bliss: ") && firstLine.contains(expected), r.err());
        assertFalse(r.err().contains("\tat "), "no stack trace: " + r.err());
    }
}
