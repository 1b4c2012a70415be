package bliss.spf.conformance.programs;

/** Array algorithms by hand: bubble sort, binary search, two pointers, prefix sums. */
public class Array06Algorithms {
    static String run(int x) {
        int[] a = new int[9];
        for (int i = 0; i < a.length; i++) a[i] = (i * 5 + x * 3) % 11;
        for (int i = 0; i < a.length; i++)
            for (int j = 0; j + 1 < a.length - i; j++)
                if (a[j] > a[j + 1]) { int t = a[j]; a[j] = a[j + 1]; a[j + 1] = t; }
        int lo = 0, hi = a.length - 1, target = Math.floorMod(x, 11), found = -1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            if (a[mid] < target) lo = mid + 1; else if (a[mid] > target) hi = mid - 1; else { found = mid; break; }
        }
        int[] prefix = new int[a.length + 1];
        for (int i = 0; i < a.length; i++) prefix[i + 1] = prefix[i] + a[i];
        return java.util.Arrays.toString(a) + " " + found + " " + prefix[a.length];
    }
}
