package bliss.spf.conformance.programs;

/** Runnable and Callable-like lambdas run later, in order, from a list. */
public class Lambda10Runnable {
    static String run(int x) {
        java.util.List<Runnable> tasks = new java.util.ArrayList<>();
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 4; i++) {
            final int k = i;
            tasks.add(() -> sb.append(k * x).append(';'));
        }
        for (Runnable r : tasks) {
            r.run();
        }
        java.util.concurrent.Callable<String> c = () -> "done" + sb.length();
        try {
            return sb + c.call();
        } catch (Exception e) {
            return "failed";
        }
    }
}
