package bliss.spf.explore.subjects;

import bliss.subjects.BinomialHeap;
import bliss.subjects.LinkedList;
import bliss.symbolic.Symbolic;

/** Drivers that keep only the inputs on which repOK holds: the paths where it returns false end silently. */
public final class ValidInputs {

    private ValidInputs() {
    }

    public static void binomialHeap() {
        BinomialHeap X = Symbolic.object("X", new BinomialHeap());
        Symbolic.assume(X.repOK());
    }

    public static void linkedList() {
        LinkedList X = Symbolic.object("X", new LinkedList());
        Symbolic.assume(X.repOK());
    }
}
