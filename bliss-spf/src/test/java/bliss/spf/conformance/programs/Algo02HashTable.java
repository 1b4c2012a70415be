package bliss.spf.conformance.programs;

/** An open-addressing hash table with linear probing, keyed by ints (indices computed from the keys). */
public class Algo02HashTable {
    private int[] keys = new int[8];
    private String[] values = new String[8];
    private boolean[] used = new boolean[8];
    private int size;
    private int slot(int k) { return Math.floorMod(k * 31 + 7, keys.length); }
    void put(int k, String v) {
        if (2 * (size + 1) > keys.length) grow();
        int i = slot(k);
        while (used[i] && keys[i] != k) i = (i + 1) % keys.length;
        if (!used[i]) size++;
        used[i] = true; keys[i] = k; values[i] = v;
    }
    String get(int k) {
        for (int i = slot(k); used[i]; i = (i + 1) % keys.length) if (keys[i] == k) return values[i];
        return null;
    }
    private void grow() {
        int[] ok = keys; String[] ov = values; boolean[] ou = used;
        keys = new int[ok.length * 2]; values = new String[ok.length * 2]; used = new boolean[ok.length * 2]; size = 0;
        for (int i = 0; i < ok.length; i++) if (ou[i]) put(ok[i], ov[i]);
    }
    static String run(int x) {
        Algo02HashTable t = new Algo02HashTable();
        for (int i = 0; i < 20; i++) t.put(i * x - 5, "v" + i);
        return t.size + " " + t.keys.length + " " + t.get(-5) + " " + t.get(3 * x - 5) + " " + t.get(1000);
    }
}
