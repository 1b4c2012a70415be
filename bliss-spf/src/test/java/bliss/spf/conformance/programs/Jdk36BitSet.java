package bliss.spf.conformance.programs;

import java.util.BitSet;

/**
 * Bit sets as lookup tables keep them (Commons Text's LookupTranslator marks the first chars of its keys in one, in
 * a constructor every escaping translator runs): set, clear, flip and get of bits and ranges, the set's cardinality,
 * length and size, walking the set bits, the boolean operations, equality and text.
 */
public class Jdk36BitSet {

    static String run(int x) {
        BitSet prefixes = new BitSet();
        for (String key : new String[]{"&amp;", "&lt;", "\\n", "x" + x}) {
            prefixes.set(key.charAt(0));
        }
        BitSet b = new BitSet(16);
        b.set(Math.abs(x) % 130);
        b.set(3, 9);
        b.clear(5);
        b.flip(60, 70);
        StringBuilder sb = new StringBuilder().append(prefixes.get('&')).append(prefixes.get('q'))
                .append(prefixes.cardinality()).append(' ').append(b.cardinality()).append(' ').append(b.length())
                .append(' ').append(b.size() >= b.length()).append(' ');
        for (int i = b.nextSetBit(0); i >= 0; i = b.nextSetBit(i + 1)) {
            sb.append(i).append(',');
        }
        sb.append(' ').append(b.nextClearBit(3)).append(' ').append(b.previousSetBit(100)).append(' ');
        BitSet c = (BitSet) b.clone();
        c.and(prefixes);
        BitSet d = b.get(2, 66);
        d.or(prefixes);
        d.xor(b);
        sb.append(c).append(' ').append(d.cardinality()).append(' ').append(b.intersects(prefixes)).append(' ')
                .append(b.equals(b.clone())).append(' ').append(b.isEmpty()).append(' ').append(new BitSet().isEmpty())
                .append(' ').append(b.toLongArray().length);
        try {
            b.set(-1 - Math.abs(x));
        } catch (IndexOutOfBoundsException e) {
            sb.append(' ').append(e.getMessage());
        }
        return sb.toString();
    }
}
