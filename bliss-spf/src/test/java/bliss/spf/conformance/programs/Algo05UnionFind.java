package bliss.spf.conformance.programs;

/** Union-find with path compression and union by rank, on arrays indexed by element. */
public class Algo05UnionFind {
    final int[] parent, rank;
    Algo05UnionFind(int n) { parent = new int[n]; rank = new int[n]; for (int i = 0; i < n; i++) parent[i] = i; }
    int find(int a) { while (parent[a] != a) { parent[a] = parent[parent[a]]; a = parent[a]; } return a; }
    boolean union(int a, int b) {
        int ra = find(a), rb = find(b);
        if (ra == rb) return false;
        if (rank[ra] < rank[rb]) { int t = ra; ra = rb; rb = t; }
        parent[rb] = ra;
        if (rank[ra] == rank[rb]) rank[ra]++;
        return true;
    }
    static String run(int x) {
        Algo05UnionFind uf = new Algo05UnionFind(10);
        int merges = 0;
        for (int i = 0; i < 8; i++) if (uf.union((i * 3 + x) % 10, (i * 7 + 1) % 10)) merges++;
        java.util.Set<Integer> roots = new java.util.TreeSet<>();
        for (int i = 0; i < 10; i++) roots.add(uf.find(i));
        return merges + " " + roots;
    }
}
