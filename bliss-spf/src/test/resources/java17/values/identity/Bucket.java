package values.identity;

/** An object kept in the bucket its identity hash picks among four, as a hash table by identity keeps its keys. */
public class Bucket {

    Object key;
    int bucket;

    /** No key in bucket 0, or the key in its hash's bucket. */
    public boolean repOK() {
        return key == null ? bucket == 0 : (System.identityHashCode(key) & 3) == bucket;
    }

    /** -1 without a key; 99 where the key is out of its bucket, which repOK forbids; else 0 or 1 by the bucket. */
    public int check() {
        if (key == null) {
            return -1;
        }
        if ((System.identityHashCode(key) & 3) != bucket) {
            return 99;
        }
        return bucket == 0 ? 0 : 1;
    }
}
