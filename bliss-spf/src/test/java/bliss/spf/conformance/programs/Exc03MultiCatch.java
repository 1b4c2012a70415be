package bliss.spf.conformance.programs;

/** Multi-catch, catch order by subtype, rethrow, exceptions the JVM raises (arith, index, negative size, cast). */
public class Exc03MultiCatch {
    static Object trouble(int k) {
        switch (k) {
            case 0: return 1 / (k - k);
            case 1: return new int[2][k + 5];
            case 2: return new int[k - 5];
            case 3: return (String) (Object) Integer.valueOf(k);
            case 4: return "abc".substring(k);
            case 5: throw new UnsupportedOperationException("nope");
            default: return "fine";
        }
    }
    static String run(int x) {
        try {
            Object o = trouble(Math.floorMod(x, 7));
            return "value " + (o instanceof int[][] a ? "array" + a.length : o);
        } catch (ArithmeticException | NegativeArraySizeException e) {
            return "math " + e.getClass().getSimpleName() + " " + e.getMessage();
        } catch (IndexOutOfBoundsException e) {
            return "index " + e.getMessage();
        } catch (RuntimeException e) {
            return "runtime " + e.getClass().getName();
        }
    }
}
