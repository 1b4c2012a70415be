package values.hard;

/**
 * A branch no solver decides quickly: whether two factors below 2^32 multiply to a semiprime of two 31-bit primes
 * (1,977,892,363 x 1,986,613,919), which Z3 can only answer by factoring it through the multiplier's circuit.
 */
public class Factoring {

    /*@ invariant true; @*/

    long p;
    long q;

    public boolean repOK() {
        return true;
    }

    /** 1 for the factors of 3,929,308,498,619,600,597; 0 when a factor is out of range; 2 for other factors. */
    public int factors() {
        if (p <= 1 || q <= 1 || p >= 1L << 32 || q >= 1L << 32) {
            return 0;
        }
        if (p * q == 3_929_308_498_619_600_597L) {
            return 1;
        }
        return 2;
    }
}
