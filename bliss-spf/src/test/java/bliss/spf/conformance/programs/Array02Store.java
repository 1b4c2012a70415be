package bliss.spf.conformance.programs;

/** Array covariance: storing a wrong type into an Object[] that is really a String[] (ArrayStoreException). */
public class Array02Store {
    static String run(int x) {
        Object[] objs = x > 0 ? new String[2] : new Object[2];
        objs[0] = "fine";
        try {
            objs[1] = Integer.valueOf(x);
            return "stored " + objs[1];
        } catch (ArrayStoreException e) {
            return "store " + e.getMessage();
        }
    }
}
