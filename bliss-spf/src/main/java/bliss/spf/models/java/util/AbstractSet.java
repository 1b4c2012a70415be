package bliss.spf.models.java.util;

/** Model of {@code java.util.AbstractSet}: set equality and hash code over the collection operations. */
public abstract class AbstractSet<E> extends AbstractCollection<E> implements Set<E> {

    protected AbstractSet() {
    }

    @Override
    public boolean equals(Object o) {
        if (o == this) {
            return true;
        }
        if (!(o instanceof Set)) {
            return false;
        }
        Collection<?> c = (Collection<?>) o;
        return c.size() == size() && containsAll(c);
    }

    @Override
    public int hashCode() {
        int h = 0;
        Iterator<E> it = iterator();
        while (it.hasNext()) {
            Object e = it.next();
            if (e != null) {
                h += e.hashCode();
            }
        }
        return h;
    }
}
