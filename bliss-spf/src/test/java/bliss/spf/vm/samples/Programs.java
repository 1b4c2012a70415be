package bliss.spf.vm.samples;

/**
 * Concrete programs for the interpreter tests: each public static method takes no argument and returns a value; the
 * test runs it on the real JVM and in the interpreter and compares.
 */
public final class Programs {

    private Programs() {
    }

    // ---------------------------------------------------------------- arithmetic

    public static int intArithmetic() {
        int a = 7;
        int b = -3;
        int r = a * b + a / b - a % b;
        r ^= (a << 3) | (b >>> 28) & (b >> 1);
        r += Integer.MAX_VALUE; // overflow wraps
        return r - (short) 70000 + (byte) 300 + (char) -1;
    }

    public static long longArithmetic() {
        long a = 1L << 40;
        long b = -12345678901L;
        long r = a * 3 + b / 7 - b % 11;
        r ^= (a >>> 3) | (b >> 2);
        int i = (int) r;
        long back = i;
        return r + back + (a > b ? 1 : 0) + (a == b ? 10 : 0) + (b < 0 ? 100 : 0);
    }

    public static int loops() {
        int sum = 0;
        for (int i = 0; i < 100; i++) {
            if (i % 3 == 0) {
                continue;
            }
            sum += i;
            if (sum > 2000) {
                break;
            }
        }
        int j = 10;
        while (j-- > 0) {
            sum -= j;
        }
        return sum;
    }

    public static double floating() {
        double x = 1.5;
        float y = 2.25f;
        double r = x * y / 3 - (int) (x * 10) + (long) y;
        return r + (x < y ? 0.5 : 0) + Math_abs(-2.5);
    }

    private static double Math_abs(double d) {
        return d < 0 ? -d : d;
    }

    public static int switches() {
        int sum = 0;
        for (int i = -2; i < 12; i++) {
            switch (i) {
                case 0 -> sum += 1;
                case 1, 2 -> sum += 10;
                case 3 -> sum += 100;
                default -> sum += 1000;
            }
            switch (i * 100) {
                case -200 -> sum += 3;
                case 500 -> sum += 7;
                case 100000 -> sum += 11;
                default -> sum -= 1;
            }
        }
        return sum;
    }

    // ---------------------------------------------------------------- arrays

    public static int arrays() {
        int[] a = new int[10];
        for (int i = 0; i < a.length; i++) {
            a[i] = i * i;
        }
        long[] l = {1, 2, 3};
        byte[] bytes = new byte[2];
        bytes[0] = (byte) 200;
        boolean[] flags = new boolean[3];
        flags[1] = true;
        char[] chars = {'a', 'b'};
        short[] shorts = {(short) 40000};
        Object[] objs = new String[2];
        objs[0] = "x";
        int[][] grid = new int[3][4];
        grid[2][3] = 5;
        int sum = 0;
        for (int v : a) {
            sum += v;
        }
        return sum + (int) (l[0] + l[2]) + bytes[0] + (flags[1] ? 1 : 0) + chars[1] + shorts[0] + grid[2][3]
                + grid.length * 100 + grid[0].length * 1000 + (objs[1] == null ? 7 : 0);
    }

    // ---------------------------------------------------------------- exceptions

    public static int caughtExceptions() {
        int r = 0;
        try {
            int[] a = new int[2];
            a[2] = 1;
        } catch (ArrayIndexOutOfBoundsException e) {
            r += 1;
        }
        try {
            Object o = null;
            o.hashCode();
        } catch (NullPointerException e) {
            r += 10;
        }
        try {
            int z = r - r;
            r = r / z;
        } catch (ArithmeticException e) {
            r += 100;
        }
        try {
            Object o = r < 0 ? null : (Object) new int[1];
            String s = (String) o;
            r += s.length();
        } catch (ClassCastException e) {
            r += 1000;
        }
        try {
            throw new IllegalStateException("boom");
        } catch (RuntimeException e) {
            r += e.getMessage().length() * 10000;
        } finally {
            r += 100000;
        }
        try {
            deep(5);
        } catch (CustomException e) {
            r += e.depth * 1000000;
        }
        return r;
    }

    /** A user exception with a field. */
    static final class CustomException extends Exception {
        final int depth;

        CustomException(int depth) {
            super("custom");
            this.depth = depth;
        }
    }

    private static void deep(int n) throws CustomException {
        if (n == 0) {
            throw new CustomException(7);
        }
        deep(n - 1);
    }

    public static int uncaught() {
        int[] a = new int[1];
        return a[-1];
    }

    public static int negativeArray() {
        int n = -1;
        return new int[n].length;
    }

    // ---------------------------------------------------------------- objects and dispatch

    interface Shape {
        int area();

        default int twice() {
            return 2 * area();
        }
    }

    interface Named {
        default int nameLength() {
            return 4;
        }
    }

    abstract static class Base implements Shape, Named {
        static int created;
        final int id;

        Base() {
            id = ++created;
        }

        public int describe() {
            return area() * 10 + nameLength();
        }
    }

    static final class Square extends Base {
        final int side;

        Square(int side) {
            this.side = side;
        }

        @Override
        public int area() {
            return side * side;
        }
    }

    static class Rect implements Shape, Named {
        final int w;
        final int h;

        Rect(int w, int h) {
            this.w = w;
            this.h = h;
        }

        @Override
        public int area() {
            return w * h;
        }

        @Override
        public int twice() {
            return Shape.super.twice() + 1;
        }

        @Override
        public int nameLength() {
            return 9;
        }
    }

    public static int dispatch() {
        Shape[] shapes = {new Square(3), new Rect(2, 5), new Square(4)};
        int sum = 0;
        for (Shape s : shapes) {
            sum += s.area() + s.twice() * 100;
            if (s instanceof Base b) {
                sum += b.describe() * 10000 + b.id;
            }
        }
        return sum;
    }

    // ---------------------------------------------------------------- static initialization

    static final class Table {
        static final int[] SQUARES = new int[8];
        static int initialized;

        static {
            for (int i = 0; i < SQUARES.length; i++) {
                SQUARES[i] = i * i;
            }
            initialized++;
        }
    }

    public static int staticInit() {
        return Table.SQUARES[7] + Table.initialized * 1000;
    }

    // ---------------------------------------------------------------- strings

    public static int strings() {
        String a = "hello";
        String b = "world";
        int r = a.length() + b.indexOf('r') * 10 + (a.equals("hello") ? 100 : 0) + a.charAt(1);
        r += a.compareTo(b) * 1000 + ("hel" == "hel" ? 5 : 0) + a.hashCode();
        return r + a.substring(1, 3).length();
    }

    // ---------------------------------------------------------------- recursion

    public static int fibonacci() {
        return fib(15);
    }

    private static int fib(int n) {
        return n < 2 ? n : fib(n - 1) + fib(n - 2);
    }

    public static int infinite() {
        return infinite();
    }
}
