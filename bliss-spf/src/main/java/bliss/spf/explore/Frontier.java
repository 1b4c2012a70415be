package bliss.spf.explore;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * The subtrees a {@link ReplaySearcher} has yet to explore, and the order it takes them in: breadth-first (oldest
 * first: shallow alternatives before deep ones), depth-first (newest first) or random (seeded, reproducible).
 */
abstract class Frontier {

    abstract void add(Subtree s);

    /** The next subtree to explore, removed; null when empty. */
    abstract Subtree poll();

    abstract boolean isEmpty();

    /** The subtree nearest the root, removed (for another worker); null when empty. */
    abstract Subtree pollShallowest();

    static Frontier of(SearchOrder order, long seed) {
        return switch (order) {
            case BREADTH_FIRST -> new Queue(true);
            case DEPTH_FIRST_REPLAY -> new Queue(false);
            case RANDOM -> new Shuffled(seed);
            case DEPTH_FIRST -> throw new IllegalArgumentException("depth-first search backtracks in place");
        };
    }

    /** First in first out (breadth-first) or last in first out (depth-first). */
    private static final class Queue extends Frontier {
        private final ArrayDeque<Subtree> deque = new ArrayDeque<>();
        private final boolean fifo;

        Queue(boolean fifo) {
            this.fifo = fifo;
        }

        @Override
        void add(Subtree s) {
            deque.addLast(s);
        }

        @Override
        Subtree poll() {
            return fifo ? deque.pollFirst() : deque.pollLast();
        }

        @Override
        boolean isEmpty() {
            return deque.isEmpty();
        }

        @Override
        Subtree pollShallowest() {
            return deque.pollFirst(); // subtrees enter in order of discovery; the first are the shallowest
        }
    }

    /** A uniformly random pick among the subtrees left. */
    private static final class Shuffled extends Frontier {
        private final List<Subtree> items = new ArrayList<>();
        private final Random random;

        Shuffled(long seed) {
            this.random = new Random(seed);
        }

        @Override
        void add(Subtree s) {
            items.add(s);
        }

        @Override
        Subtree poll() {
            if (items.isEmpty()) {
                return null;
            }
            int i = random.nextInt(items.size());
            Subtree s = items.get(i);
            items.set(i, items.get(items.size() - 1));
            items.remove(items.size() - 1);
            return s;
        }

        @Override
        boolean isEmpty() {
            return items.isEmpty();
        }

        @Override
        Subtree pollShallowest() {
            int best = -1;
            for (int i = 0; i < items.size(); i++) {
                if (best < 0 || items.get(i).prefixLength() < items.get(best).prefixLength()) {
                    best = i;
                }
            }
            if (best < 0) {
                return null;
            }
            Subtree s = items.get(best);
            items.set(best, items.get(items.size() - 1));
            items.remove(items.size() - 1);
            return s;
        }
    }
}
