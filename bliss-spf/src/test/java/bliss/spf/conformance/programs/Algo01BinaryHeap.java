package bliss.spf.conformance.programs;

/** A binary min-heap on an int array with growth, written by hand (sift up, sift down). */
public class Algo01BinaryHeap {
    private int[] heap = new int[2];
    private int size;
    void add(int v) {
        if (size == heap.length) heap = java.util.Arrays.copyOf(heap, size * 2);
        heap[size] = v;
        int i = size++;
        while (i > 0 && heap[(i - 1) / 2] > heap[i]) { int p = (i - 1) / 2; int t = heap[p]; heap[p] = heap[i]; heap[i] = t; i = p; }
    }
    int poll() {
        if (size == 0) throw new IllegalStateException("empty heap of size " + size);
        int top = heap[0];
        heap[0] = heap[--size];
        int i = 0;
        while (true) {
            int l = 2 * i + 1, r = l + 1, m = i;
            if (l < size && heap[l] < heap[m]) m = l;
            if (r < size && heap[r] < heap[m]) m = r;
            if (m == i) break;
            int t = heap[m]; heap[m] = heap[i]; heap[i] = t; i = m;
        }
        return top;
    }
    static String run(int x) {
        Algo01BinaryHeap h = new Algo01BinaryHeap();
        for (int i = 0; i < 10; i++) h.add((i * 7 + x) % 13);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 11; i++) sb.append(h.poll()).append(' ');
        return sb.toString();
    }
}
