package bliss.spf.conformance.programs;

import java.util.AbstractList;
import java.util.ConcurrentModificationException;
import java.util.Iterator;
import java.util.ListIterator;

/** A list extending AbstractList: its modCount, the fail-fast iterators, the searches and clear of AbstractList. */
public class Real01AbstractListSubclass {
    static final class IntList extends AbstractList<Integer> {
        private Integer[] items = new Integer[2];
        private int size;

        @Override
        public Integer get(int index) {
            if (index < 0 || index >= size) {
                throw new IndexOutOfBoundsException("at " + index);
            }
            return items[index];
        }

        @Override
        public int size() {
            return size;
        }

        @Override
        public Integer set(int index, Integer e) {
            Integer old = get(index);
            items[index] = e;
            return old;
        }

        @Override
        public void add(int index, Integer e) {
            if (size == items.length) {
                items = java.util.Arrays.copyOf(items, 2 * size);
            }
            System.arraycopy(items, index, items, index + 1, size - index);
            items[index] = e;
            size++;
            modCount++;
        }

        @Override
        public Integer remove(int index) {
            Integer old = get(index);
            System.arraycopy(items, index + 1, items, index, size - index - 1);
            items[--size] = null;
            modCount++;
            return old;
        }

        int changes() {
            return modCount;
        }
    }

    static String run(int x) {
        IntList l = new IntList();
        for (int i = 0; i < 5; i++) {
            l.add(i % 3);
        }
        l.add(0, x);
        StringBuilder out = new StringBuilder(l + " changes " + l.changes());
        out.append(" indexOf ").append(l.indexOf(x)).append(" last ").append(l.lastIndexOf(1));
        out.append(" contains ").append(l.contains(2)).append(" hash ").append(l.hashCode());
        out.append(" equals ").append(l.equals(java.util.List.of(x, 0, 1, 2, 0, 1)));
        ListIterator<Integer> it = l.listIterator(1);
        while (it.hasNext()) {
            int v = it.next();
            if (v == 1) {
                it.set(10);
            } else if (v == 2) {
                it.remove();
            } else if (v == x) {
                it.add(-v);
            }
        }
        out.append(" edited ").append(l).append(" changes ").append(l.changes());
        try {
            for (Integer v : l) {
                if (v == 10 && x > 0) {
                    l.add(7);
                }
            }
            out.append(" no CME");
        } catch (ConcurrentModificationException e) {
            out.append(" CME");
        }
        Iterator<Integer> i2 = l.iterator();
        try {
            i2.remove();
        } catch (IllegalStateException e) {
            out.append(" ISE");
        }
        l.clear();
        out.append(" cleared ").append(l).append(" changes ").append(l.changes());
        try {
            l.listIterator(x + 1);
            out.append(" iterator");
        } catch (IndexOutOfBoundsException e) {
            out.append(" ").append(e.getMessage());
        }
        return out.toString();
    }
}
