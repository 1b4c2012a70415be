package lib;

/** A class with a repOK: the build asks for a method it does not have. */
public class Chain {
    private int size;

    public int length() {
        return size;
    }

    boolean repOK() {
        return size >= 0;
    }
}
