package values.arguments;

import java.util.AbstractList;

/** A list of no elements whose count of structural changes is the JDK's {@code AbstractList.modCount}. */
public class Sized extends AbstractList<Integer> {

    @Override
    public Integer get(int index) {
        throw new IndexOutOfBoundsException(index);
    }

    @Override
    public int size() {
        return 0;
    }

    /** The JDK superclass's protected field. */
    public int changes() {
        return modCount;
    }
}
