package bliss.spf.conformance.programs;

import java.util.EnumMap;
import java.util.Map;

/** EnumMap: key order is declaration order; put, get, remove, containsKey, entrySet, toString. */
public class Enum07EnumMap {
    enum Coin { PENNY, NICKEL, DIME, QUARTER }
    static String run(int x) {
        Map<Coin, Integer> counts = new EnumMap<>(Coin.class);
        counts.put(Coin.QUARTER, x);
        counts.put(Coin.PENNY, 2 * x);
        counts.put(Coin.DIME, 0);
        counts.remove(Coin.DIME);
        int total = 0;
        for (Map.Entry<Coin, Integer> e : counts.entrySet()) {
            total += e.getValue() * (e.getKey().ordinal() + 1);
        }
        return counts + " " + counts.size() + " " + counts.containsKey(Coin.NICKEL) + " " + counts.get(Coin.PENNY)
                + " " + total + " " + counts.keySet() + " " + counts.values();
    }
}
