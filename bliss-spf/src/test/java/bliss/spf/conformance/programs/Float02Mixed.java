package bliss.spf.conformance.programs;

/** Mixed int/long/float/double expressions and the promotions javac inserts. */
public class Float02Mixed {
    static String run(int x) {
        long big = Long.MAX_VALUE - x;
        float fbig = big;
        double dbig = big;
        int i = 'a' + x;
        double avg = (x + 1 + 2) / 3;
        double avg2 = (x + 1 + 2) / 3.0;
        float compound = 1;
        compound *= x;
        compound += 0.5;
        char c = 'x';
        c += 1.7;
        short s = 10;
        s *= 3.3;
        return fbig + " " + dbig + " " + i + " " + avg + " " + avg2 + " " + compound + " " + c + " " + s + " "
                + (long) fbig + " " + Double.toString(x * 0.1) + " " + String.valueOf(x * 1e-7f);
    }
}
