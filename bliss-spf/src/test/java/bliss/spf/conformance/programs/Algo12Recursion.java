package bliss.spf.conformance.programs;

/** Recursion: Ackermann (small), Hanoi move count with a printed trace, permutations by swapping. */
public class Algo12Recursion {
    static int ack(int m, int n) { return m == 0 ? n + 1 : n == 0 ? ack(m - 1, 1) : ack(m - 1, ack(m, n - 1)); }
    static int hanoi(int n, char from, char to, char via, StringBuilder log) {
        if (n == 0) return 0;
        int a = hanoi(n - 1, from, via, to, log);
        log.append(from).append(to).append(' ');
        return a + 1 + hanoi(n - 1, via, to, from, log);
    }
    static void permute(char[] cs, int k, java.util.List<String> out) {
        if (k == cs.length) { out.add(new String(cs)); return; }
        for (int i = k; i < cs.length; i++) {
            char t = cs[k]; cs[k] = cs[i]; cs[i] = t;
            permute(cs, k + 1, out);
            t = cs[k]; cs[k] = cs[i]; cs[i] = t;
        }
    }
    static String run(int x) {
        StringBuilder log = new StringBuilder();
        int moves = hanoi(Math.abs(x) % 4, 'A', 'C', 'B', log);
        java.util.List<String> perms = new java.util.ArrayList<>();
        permute(("ab" + (char) ('c' + Math.floorMod(x, 3))).toCharArray(), 0, perms);
        return ack(2, Math.abs(x) % 4) + " " + moves + " " + log + perms;
    }
}
