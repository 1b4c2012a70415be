package bliss.jml;

import bliss.layout.ClassLayout;
import bliss.subjects.BinTree;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Malformed invariants are reported as {@code File.java:line:col: message}, at the offending token. */
class InvariantErrorsTest {

    private static final ClassLayout LAYOUT = ClassLayout.of(BinTree.class);

    /** A BinTree source whose invariant is the given lines, starting on line 3 after "    //@ ". */
    private static String source(String... invariantLines) {
        StringBuilder sb = new StringBuilder("package bliss.subjects;\npublic class BinTree {\n");
        for (String line : invariantLines) {
            sb.append("    //@ ").append(line).append('\n');
        }
        sb.append("    Node root;\n}\n");
        return sb.toString();
    }

    private static JmlException error(String... invariantLines) {
        return assertThrows(JmlException.class, () -> TypeChecker.check(
                Invariant.parse("BinTree.java", source(invariantLines), "bliss.subjects.BinTree"), LAYOUT));
    }

    @Test
    void unknownFieldPointsAtTheFieldName() {
        // "    //@ " fills columns 1-8, "invariant " 9-18, "root." 19-23: lft is at column 24.
        JmlException e = error("invariant root.lft == null;");
        assertEquals("BinTree.java:3:24: unknown field 'lft' in class Node", e.getMessage());
    }

    @Test
    void typeErrorPointsAtTheOperator() {
        JmlException e = error("invariant root != null ==>", "    root.key == true;");
        assertEquals(new Position("BinTree.java", 4, 22), e.position());
        assertTrue(e.problem().startsWith("cannot compare int with boolean"), e.problem());
    }

    @Test
    void unbalancedParenthesisIsReportedWhereTheCloserIsMissing() {
        JmlException e = error("invariant (root == null || root.key >= 0;");
        assertEquals("BinTree.java:3:49: expected ')', found ';'", e.getMessage());
    }

    @Test
    void extraClosingParenthesis() {
        JmlException e = error("invariant root == null);");
        assertEquals("BinTree.java:3:31: expected ';', found ')'", e.getMessage());
    }

    @Test
    void unsupportedConstructsAreNamed() {
        assertEquals("BinTree.java:3:28: unsupported: operator '*'", error("invariant root.key * 2 == 4;").getMessage());
        assertEquals("BinTree.java:3:27: unsupported: JML construct '\\old'",
                error("invariant root == \\old(root);").getMessage());
        assertEquals("BinTree.java:3:24: unsupported: method call 'size' (only has and int_size on reach sets, compareTo on keys)",
                error("invariant root.size() == 0;").getMessage());
    }

    @Test
    void unknownQuantifierType() {
        JmlException e = error("invariant (\\forall Nod n; n.key >= 0);");
        assertEquals(new Position("BinTree.java", 3, 28), e.position());
        assertTrue(e.problem().startsWith("unknown type 'Nod'"), e.problem());
    }

    @Test
    void blockAnnotationsKeepFilePositions() {
        String src = "package bliss.subjects;\npublic class BinTree {\n  /*@ invariant root != null ==>\n"
                + "    @     root.left.kee == 0;\n    @*/\n  Node root;\n}\n";
        JmlException e = assertThrows(JmlException.class, () -> TypeChecker.check(
                Invariant.parse("BinTree.java", src, "bliss.subjects.BinTree"), LAYOUT));
        assertEquals("BinTree.java:4:21: unknown field 'kee' in class Node", e.getMessage());
    }

    @Test
    void methodSpecificationsAndNestedClassesAreNotRead() {
        String src = "public class BinTree {\n  //@ invariant root == null || root.key >= 0;\n"
                + "  /*@ requires x > 0; @*/\n  void add(int x) { /*@ invariant nonsense; @*/ }\n"
                + "  static class Node { //@ invariant nonsense;\n  }\n  String s = \"//@ invariant nonsense;\";\n}\n";
        Invariant inv = Invariant.parse("BinTree.java", src, "bliss.subjects.BinTree");
        assertEquals("invariant ((root == null) || (root.key >= 0));\n", inv.normalizedText());
    }

    @Test
    void normalizedTextIgnoresLayoutButNotMeaning() {
        Invariant a = Invariant.parse("A.java", source("invariant root == null", "  || root.key >= 0;"),
                "bliss.subjects.BinTree");
        Invariant b = Invariant.parse("A.java", source("invariant (root == null) || (root.key >= 0);"),
                "bliss.subjects.BinTree");
        Invariant c = Invariant.parse("A.java", source("invariant root == null || root.key > 0;"),
                "bliss.subjects.BinTree");
        assertEquals(a.normalizedText(), b.normalizedText());
        assertTrue(!a.normalizedText().equals(c.normalizedText()));
    }
}
