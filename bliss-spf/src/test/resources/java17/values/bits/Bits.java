package values.bits;

/**
 * A vector of bits in words, as OpenJDK's BitSet keeps it: the words in use come first, the last of them not zero,
 * every word after them zero. repOK judges the elements of an input array of longs.
 */
public class Bits {

    long[] words;
    int inUse;

    public boolean repOK() {
        if (words == null || inUse < 0 || inUse > words.length) {
            return false;
        }
        if (inUse > 0 && words[inUse - 1] == 0) {
            return false;
        }
        for (int i = inUse; i < words.length; i++) {
            if (words[i] != 0) {
                return false;
            }
        }
        return true;
    }

    /** Whether the word after the ones in use is set, which repOK forbids. */
    public String tail() {
        if (inUse == words.length) {
            return "full";
        }
        return words[inUse] != 0 ? "dirty" : "clean";
    }
}
