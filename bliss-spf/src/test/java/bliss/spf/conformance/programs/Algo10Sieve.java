package bliss.spf.conformance.programs;

/** Sieve of Eratosthenes on a boolean array, and primes printed. */
public class Algo10Sieve {
    static String run(int x) {
        int n = Math.abs(x) + 10;
        boolean[] composite = new boolean[n + 1];
        int count = 0;
        StringBuilder sb = new StringBuilder();
        for (int i = 2; i <= n; i++) {
            if (!composite[i]) {
                count++;
                if (count <= 10) sb.append(i).append(',');
                for (long j = (long) i * i; j <= n; j += i) composite[(int) j] = true;
            }
        }
        System.out.println("primes up to " + n + ": " + count);
        return sb.toString();
    }
}
