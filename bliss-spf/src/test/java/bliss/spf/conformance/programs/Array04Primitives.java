package bliss.spf.conformance.programs;

/** Arrays of every primitive type: defaults, narrowing stores (byte, short, char), boolean arrays. */
public class Array04Primitives {
    static String run(int x) {
        byte[] bs = new byte[2];
        short[] ss = new short[2];
        char[] cs = new char[2];
        boolean[] zs = new boolean[2];
        long[] ls = new long[2];
        float[] fs = new float[2];
        double[] ds = new double[2];
        bs[0] = (byte) (x * 100);
        ss[0] = (short) (x * 40000);
        cs[0] = (char) (x + 65);
        zs[0] = x % 2 == 0;
        ls[0] = x * 5_000_000_000L;
        fs[0] = x / 8f;
        ds[0] = x / 16.0;
        bs[1]++;
        ss[1] -= 3;
        cs[1] += 'a';
        return bs[0] + " " + bs[1] + " " + ss[0] + " " + ss[1] + " " + cs[0] + cs[1] + " " + zs[0] + zs[1] + " " + ls[0]
                + " " + fs[0] + " " + ds[0] + " " + ds[1] + " " + (int) cs[0];
    }
}
