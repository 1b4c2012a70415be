package bliss.jml;

import bliss.layout.ClassLayout;
import bliss.subjects.BinTree;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** {@code a.compareTo(b)} on int keys: compared with 0 it is the comparison of the keys, elsewhere a conditional. */
class CompareToTest {

    private static JmlExpr parse(String invariant) {
        String src = "package bliss.subjects;\npublic class BinTree {\n    //@ invariant " + invariant + ";\n"
                + "    Node root;\n}\n";
        Invariant inv = Invariant.parse("BinTree.java", src, "bliss.subjects.BinTree");
        TypeChecker.check(inv, ClassLayout.of(BinTree.class)); // well typed: keys are ints
        return inv.clauses().get(0);
    }

    @Test
    void aComparisonWithZeroIsTheComparisonOfTheKeys() {
        assertEquals(Printer.print(parse("root.left.key < root.key")),
                Printer.print(parse("root.left.key.compareTo(root.key) < 0")));
        assertEquals(Printer.print(parse("root.right.key <= root.key")),
                Printer.print(parse("0 <= root.key.compareTo(root.right.key)")));
        assertEquals(Printer.print(parse("root.key == 3")), Printer.print(parse("root.key.compareTo(3) == 0")));
    }

    @Test
    void elsewhereItIsTheSignAsAConditional() {
        assertEquals(Printer.print(parse("(root.key < 2 ? -1 : (root.key == 2 ? 0 : 1)) == -1")),
                Printer.print(parse("root.key.compareTo(2) == -1")));
    }
}
