package bliss.spf.conformance.programs;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

/** Breadth-first search over an adjacency list graph; distances and a path, cycles handled by a visited array. */
public class Algo07Graph {
    static String run(int x) {
        int n = 8;
        List<List<Integer>> adj = new ArrayList<>();
        for (int i = 0; i < n; i++) adj.add(new ArrayList<>());
        for (int i = 0; i < n; i++) {
            adj.get(i).add((i + 1) % n);
            adj.get(i).add((i * 3 + Math.abs(x)) % n);
        }
        int[] dist = new int[n];
        int[] from = new int[n];
        java.util.Arrays.fill(dist, -1);
        ArrayDeque<Integer> q = new ArrayDeque<>();
        q.add(0);
        dist[0] = 0;
        while (!q.isEmpty()) {
            int u = q.poll();
            for (int v : adj.get(u)) if (dist[v] < 0) { dist[v] = dist[u] + 1; from[v] = u; q.add(v); }
        }
        StringBuilder path = new StringBuilder();
        for (int v = n - 1; v != 0; v = from[v]) path.insert(0, "->" + v);
        return java.util.Arrays.toString(dist) + " 0" + path;
    }
}
