package bliss.cli;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A user's mistakes, each through the real command line: every one ends with exit status 2 and one line on stderr
 * that starts with "bliss: ", names the cause, and carries no stack trace. Each case is a command line (words split
 * on spaces; {@code FILE} is an existing regular file, {@code DIR} a folder holding a user's file, {@code EMPTY} an
 * empty folder, {@code NOWHERE} a path under a folder that does not exist), and a word the message must contain:
 * the option or value it blames.
 */
class BadInputTest {

    @TempDir
    static Path tmp;

    static Path file;
    static Path userDir;
    static Path empty;

    @BeforeAll
    static void paths() throws IOException {
        file = Files.writeString(tmp.resolve("notes.txt"), "a user's file\n", StandardCharsets.UTF_8);
        userDir = Files.createDirectories(tmp.resolve("mine"));
        Files.writeString(userDir.resolve("tables.md"), "my own tables\n", StandardCharsets.UTF_8);
        empty = Files.createDirectories(tmp.resolve("empty"));
    }

    /** Command line, then the word the one line must contain. */
    static List<String[]> cases() {
        String a = "analyze --class BinTree --method count ";
        String t = "testgen --class BinTree --method count --out EMPTY ";
        String s = "sweep --class BinTree --method count --scopes 1..2 ";
        String e = "experiment --quick --out EMPTY ";
        List<String[]> c = new ArrayList<>(List.of(
                // the command line itself
                new String[]{"analyse --class BinTree --method count", "analyze"},
                new String[]{"analyzee", "analyze"},
                new String[]{"enumarate --class BinTree --scope 2", "enumerate"},
                new String[]{"sweeep", "sweep"},
                new String[]{"frobnicate", "frobnicate"},
                new String[]{"--frobnicate", "--frobnicate"},
                new String[]{a + "--techniqe li", "--technique"},
                new String[]{a + "--scope", "--scope"},
                new String[]{a + "--scope five", "five"},
                new String[]{a + "--scope 2 3", "3"},
                new String[]{a + "--timeout ten", "ten"},
                new String[]{a + "--threads two", "two"},
                new String[]{a + "--seed x", "x"},
                new String[]{a + "--sat-preprocess maybe", "maybe"},
                new String[]{a + "--scope 2 --scope 3", "--scope"},
                new String[]{"analyze --method count", "--class"},
                new String[]{"analyze --class BinTree", "--method"},
                new String[]{"testgen --class BinTree --method count", "--out"},
                new String[]{"sweep --class BinTree --method count", "--scopes"},
                new String[]{"enumerate --class BinTree", "--scope"},
                new String[]{"worker", "--port"},
                // the class and method
                new String[]{"analyze --class NoSuchSubject --method count", "NoSuchSubject"},
                new String[]{"analyze --class binTree --method count", "binTree"},
                new String[]{"analyze --class com.example.Nope --method m --classpath EMPTY", "com.example.Nope"},
                new String[]{a.replace("count", "nope"), "nope"},
                new String[]{"analyze --class BinTree --method count --classpath NOWHERE", "NOWHERE"},
                new String[]{"analyze --class BinTree --method count --classpath FILE", "jar"},
                new String[]{"analyze --class BinTree --method count --sourcepath NOWHERE", "NOWHERE"},
                new String[]{"analyze --class BinTree --method count --sourcepath FILE", "--sourcepath"},
                new String[]{a + "--driver nodots", "--driver"},
                new String[]{a + "--driver trailing.", "--driver"},
                new String[]{a + "--driver .lead", "--driver"},
                new String[]{a + "--driver no.such.Driver.count", "no.such.Driver"},
                new String[]{a + "--driver bliss.subjects.drivers.BinTreeDrivers.nope", "nope"},
                new String[]{"analyze --class bliss.spf.explore.subjects.Tree --method count --driver "
                        + "bliss.spf.explore.subjects.Branches.withParameter", "no parameters"},
                new String[]{"testgen --class BinTree --method nope --out EMPTY", "nope"},
                new String[]{"sweep --class BinTree --method nope --scopes 1..2", "nope"},
                new String[]{"sweep --class NoSuch --method count --scopes 1..2", "NoSuch"},
                new String[]{"enumerate --class NoSuch --scope 2", "NoSuch"},
                new String[]{"bounds --class NoSuch --scope 2", "NoSuch"},
                // values out of range
                new String[]{a + "--scope 0", "--scope"},
                new String[]{a + "--scope -3", "--scope"},
                new String[]{a + "--threads 0", "--threads"},
                new String[]{a + "--threads -1", "--threads"},
                new String[]{a + "--timeout -5", "--timeout"},
                new String[]{a + "--max-depth 0", "--max-depth"},
                new String[]{a + "--max-depth -2", "--max-depth"},
                new String[]{a + "--step-limit 0", "--step-limit"},
                new String[]{a + "--step-limit -1", "--step-limit"},
                new String[]{a + "--technique nope", "nope"},
                new String[]{a + "--technique BLISS", "BLISS"},
                new String[]{a + "--search sideways", "--search"},
                new String[]{a + "--precondition sometimes", "--precondition"},
                new String[]{a + "--precondition-runner remote", "--precondition-runner"},
                new String[]{a + "--technique bliss --assumptions all", "--assumptions"},
                new String[]{a + "--technique bliss --sat-solver minisat", "--sat-solver"},
                new String[]{a + "--technique bliss --sat-core-rounds -1", "--sat-core-rounds"},
                // options that do not apply
                new String[]{a + "--sat-solver sat4j", "--sat-solver"},
                new String[]{a + "--record-sat x.txt", "--record-sat"},
                new String[]{a + "--technique rbli --no-answer-reuse", "--no-answer-reuse"},
                new String[]{a + "--technique bliss --redis redis://127.0.0.1:1", "--redis"},
                new String[]{a + "--technique li --cache v.mv.db", "--cache"},
                new String[]{a + "--technique blissdb --no-cache --redis redis://127.0.0.1:1", "--no-cache"},
                new String[]{a + "--technique blissdb --no-cache --cache v.mv.db", "--no-cache"},
                new String[]{a + "--technique lissa --assumptions prefix", "--assumptions"},
                new String[]{"analyze --class HashMap --method put --technique bliss --scope 2", "JML invariant"},
                new String[]{"analyze --class HashMap --method put --technique bli --scope 2", "JML invariant"},
                // files and folders
                new String[]{a + "--dump FILE", "--dump"},
                new String[]{a + "--dump DIR", "did not write"},
                new String[]{a + "--technique bliss --record-sat EMPTY", "--record-sat"},
                new String[]{a + "--technique bliss --record-sat NOWHERE", "--record-sat"},
                new String[]{"testgen --class BinTree --method count --out FILE", "--out"},
                new String[]{e.replace("EMPTY", "FILE"), "--out"},
                new String[]{e.replace("EMPTY", "DIR"), "experiment"},
                new String[]{"experiment --report-only --out EMPTY", "cells.csv"},
                new String[]{"experiment --report-only", "--report-only"},
                // testgen's own options
                new String[]{t + "--package 1bad", "--package"},
                new String[]{t + "--package a..b", "--package"},
                new String[]{t + "--max-tests 0", "--max-tests"},
                new String[]{t + "--scope 0", "--scope"},
                new String[]{t + "--technique nope", "nope"},
                new String[]{"testgen --class HashMap --method put --out EMPTY --technique bliss", "JML invariant"},
                new String[]{t + "--threads 0", "--threads"},
                new String[]{t + "--search nowhere", "--search"},
                // sweep
                new String[]{s + "--technique nope", "nope"},
                new String[]{s.replace("1..2", "3..1"), "3..1"},
                new String[]{s.replace("1..2", "0..2"), "0"},
                new String[]{s.replace("1..2", "a..b"), "a..b"},
                new String[]{s.replace("1..2", "1.."), "1.."},
                new String[]{s + "--heap lots", "--heap"},
                new String[]{s + "--heap 0", "--heap"},
                new String[]{s + "--timeout-per-scope -1", "negative"},
                new String[]{s + "--total-timeout -1", "negative"},
                new String[]{s + "--grace -1", "negative"},
                new String[]{s + "--technique li --sat-solver sat4j", "--sat-solver"},
                new String[]{s + "--technique bliss --sat-solver minisat", "--sat-solver"},
                new String[]{s + "--threads 0", "--threads"},
                new String[]{s + "--precondition sometimes", "--precondition"},
                new String[]{s + "--max-depth 0", "--max-depth"},
                // experiment
                new String[]{e + "--techniques nope", "nope"},
                new String[]{e + "--methods Nope.count", "Nope"},
                new String[]{e + "--heap lots", "--heap"},
                new String[]{e + "--cell-timeout 0", "--cell-timeout"},
                new String[]{e + "--grace -1", "--grace"},
                new String[]{e + "--cells-per-worker 0", "--cells-per-worker"},
                new String[]{e + "--techniques li,rbli --cache v.mv.db", "--cache"},
                new String[]{e + "--techniques li --sat-solver sat4j", "--sat-solver"},
                new String[]{e + "--scopes 0..2", "0"},
                new String[]{e + "--threads 0", "--threads"},
                // enumerate and bounds
                new String[]{"enumerate --class BinTree --scope 0", "--scope"},
                new String[]{"enumerate --class BinTree --scope 2 --int-domain nonsense", "--int-domain"},
                new String[]{"enumerate --class BinTree --scope 2 --threads 0", "--threads"},
                new String[]{"enumerate --class BinTree --scope 2 --read-budget 0", "--read-budget"},
                new String[]{"bounds --class BinTree", "--scope"},
                new String[]{"bounds --class BinTree --scope 0", "--scope"},
                new String[]{"bounds --class BinTree --scope 2 --scopes 1..2", "--scope"},
                new String[]{"bounds --class BinTree --scopes 2..1", "2..1"},
                new String[]{"bounds --class BinTree --scope 2 --out FILE", "--out"},
                new String[]{"bounds --class HashMap --scope 2", "JML invariant"},
                // the worker's own values
                new String[]{"worker --port 0", "--port"},
                new String[]{"worker --port 70000", "--port"},
                new String[]{"worker --port 5701 --slots 0", "--slots"},
                new String[]{a + "--cluster nonsense", "nonsense"},
                new String[]{a + "--cluster host:notaport", "notaport"}));
        return c;
    }

    static String[] words(String line) {
        return Arrays.stream(line.trim().split(" +")).map(w -> switch (w) {
            case "FILE" -> file.toString();
            case "DIR" -> userDir.toString();
            case "EMPTY" -> empty.toString();
            case "NOWHERE" -> tmp.resolve("no-such-folder").resolve("x").toString();
            default -> w;
        }).toArray(String[]::new);
    }

    @Timeout(120)
    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void oneLineExitTwo(String line, String blamed) throws IOException {
        AnalyzeCommandTest.Run r = AnalyzeCommandTest.bliss(words(line));
        assertEquals(2, r.status(), line + "\nstdout: " + r.out() + "\nstderr: " + r.err());
        List<String> lines = r.err().strip().lines().filter(l -> !l.startsWith("bliss: warning")).toList();
        assertEquals(1, lines.size(), line + ": one line, got\n" + r.err());
        String message = lines.get(0);
        assertTrue(message.startsWith("bliss: "), message);
        assertFalse(message.contains("Exception") || message.contains("\tat "), message);
        assertTrue(message.contains(blamed.replace("NOWHERE", "no-such-folder")), "the line names " + blamed + ": "
                + message);
        // nothing bliss did not write was touched
        assertEquals("my own tables\n", Files.readString(userDir.resolve("tables.md")));
        assertEquals("a user's file\n", Files.readString(file));
    }
}
