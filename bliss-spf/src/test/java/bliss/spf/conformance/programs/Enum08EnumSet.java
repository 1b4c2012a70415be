package bliss.spf.conformance.programs;

import java.util.EnumSet;
import java.util.Set;

/** EnumSet: noneOf, allOf, of, range, complementOf, add/remove/contains, iteration in ordinal order. */
public class Enum08EnumSet {
    enum Flag { A, B, C, D, E }
    static String run(int x) {
        Set<Flag> s = EnumSet.noneOf(Flag.class);
        for (Flag f : Flag.values()) {
            if (((x >> f.ordinal()) & 1) != 0) {
                s.add(f);
            }
        }
        EnumSet<Flag> all = EnumSet.allOf(Flag.class);
        EnumSet<Flag> some = EnumSet.of(Flag.E, Flag.A);
        EnumSet<Flag> mid = EnumSet.range(Flag.B, Flag.D);
        EnumSet<Flag> rest = EnumSet.complementOf(mid);
        s.remove(Flag.C);
        return s + " " + all.size() + " " + some + " " + mid + " " + rest + " " + s.contains(Flag.A) + " "
                + mid.containsAll(EnumSet.of(Flag.C)) + " " + EnumSet.copyOf(s).equals(s);
    }
}
