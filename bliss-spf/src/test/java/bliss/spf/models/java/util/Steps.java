package bliss.spf.models.java.util;

import bliss.spf.models.Differential.Step;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

import java.util.function.Function;

import static bliss.spf.models.Differential.drain;
import static bliss.spf.models.Differential.outcome;
import static bliss.spf.models.Differential.outcomeOf;
import static bliss.spf.models.Differential.step;

/**
 * Random steps on collections and maps, each written once against a model (simple names: this is the models'
 * package) and once against the JDK ({@code java.util.} names). Steps that depend on iteration order are kept
 * apart ({@link #orderedCollectionSteps}) so that hash collections can be tested without them.
 */
final class Steps {

    private Steps() {
    }

    // ---------------------------------------------------------------------------------------------------------
    // Values

    /** Small integers, so that duplicates are common, and null. */
    static Arbitrary<Object> smallInts() {
        return Arbitraries.integers().between(-3, 12).map(i -> (Object) i).injectNull(0.08);
    }

    /** A key whose hash code collides with every fourth key: long chains in hash tables. */
    record Key(int id) {
        @Override
        public int hashCode() {
            return id & 3;
        }
    }

    /** Integers spread over a few buckets, colliding keys, and null. */
    static Arbitrary<Object> hashKeys() {
        return Arbitraries.oneOf(
                Arbitraries.integers().between(-20, 40).map(i -> (Object) i),
                Arbitraries.integers().between(0, 40).map(i -> (Object) new Key(i)))
                .injectNull(0.05);
    }

    /** Integers in a range whose hash codes the JDK uses as they are, and null. */
    static Arbitrary<Object> integerKeys() {
        return Arbitraries.integers().between(-20, 40).map(i -> (Object) i).injectNull(0.05);
    }

    static Arbitrary<java.util.List<Object>> someOf(Arbitrary<Object> elems) {
        return elems.list().ofMaxSize(6);
    }

    /** Indexes around the size of the collections the steps build, so that index errors are common. */
    static Arbitrary<Integer> indexes() {
        return Arbitraries.integers().between(-2, 16);
    }

    static ArrayList<Object> modelList(java.util.List<Object> es) {
        ArrayList<Object> l = new ArrayList<>();
        for (Object e : es) {
            l.add(e);
        }
        return l;
    }

    /** Elements with their multiplicities: the contents of a collection whose order is not compared. */
    static java.util.Map<Object, Integer> bag(java.util.List<Object> elements) {
        java.util.Map<Object, Integer> bag = new java.util.HashMap<>();
        for (Object e : elements) {
            bag.merge(e == null ? "<null>" : e, 1, Integer::sum);
        }
        return bag;
    }

    static java.util.List<Object> list(Object[] a) {
        return new java.util.ArrayList<>(java.util.Arrays.asList(a));
    }

    // ---------------------------------------------------------------------------------------------------------
    // Collections

    /** Steps whose results do not depend on iteration order. */
    static <M extends Collection<Object>, J extends java.util.Collection<Object>>
    java.util.List<Arbitrary<Step<M, J>>> collectionSteps(Arbitrary<Object> elems) {
        java.util.List<Arbitrary<Step<M, J>>> steps = new java.util.ArrayList<>();
        steps.add(elems.map(e -> step("add(" + e + ")", m -> m.add(e), j -> j.add(e))));
        steps.add(elems.map(e -> step("add(" + e + ")", m -> m.add(e), j -> j.add(e))));
        steps.add(elems.map(e -> step("remove(" + e + ")", m -> m.remove(e), j -> j.remove(e))));
        steps.add(elems.map(e -> step("contains(" + e + ")", m -> m.contains(e), j -> j.contains(e))));
        steps.add(Arbitraries.just(step("size()", m -> m.size(), j -> j.size())));
        steps.add(Arbitraries.just(step("isEmpty()", m -> m.isEmpty(), j -> j.isEmpty())));
        steps.add(someOf(elems).map(es -> step("addAll(" + es + ")",
                m -> m.addAll(modelList(es)), j -> j.addAll(es))));
        steps.add(someOf(elems).map(es -> step("containsAll(" + es + ")",
                m -> m.containsAll(modelList(es)), j -> j.containsAll(es))));
        steps.add(someOf(elems).map(es -> step("removeAll(" + es + ")",
                m -> m.removeAll(modelList(es)), j -> j.removeAll(es))));
        steps.add(someOf(elems).map(es -> step("retainAll(" + es + ")",
                m -> m.retainAll(modelList(es)), j -> j.retainAll(es))));
        steps.add(someOf(elems).map(es -> step("iterator: remove each of " + es,
                m -> removeEach(m.iterator(), es), j -> removeEach(j.iterator(), es))));
        steps.add(Arbitraries.just(step("toArray() as a bag",
                m -> bag(list(m.toArray())), j -> bag(list(j.toArray())))));
        steps.add(Arbitraries.just(step("clear()", m -> outcomeOf(m::clear), j -> outcomeOf(j::clear))));
        return steps;
    }

    /** Steps whose results depend on iteration order: for lists, deques and the linked hash collections. */
    static <M extends Collection<Object>, J extends java.util.Collection<Object>>
    java.util.List<Arbitrary<Step<M, J>>> orderedCollectionSteps() {
        java.util.List<Arbitrary<Step<M, J>>> steps = new java.util.ArrayList<>();
        steps.add(Arbitraries.of('N', 'N', 'N', 'R', 'H').list().ofMaxSize(20).map(Steps::string)
                .map(s -> step("iterator: " + s, m -> script(m.iterator(), s), j -> script(j.iterator(), s))));
        steps.add(Arbitraries.just(step("toArray()", m -> list(m.toArray()), j -> list(j.toArray()))));
        steps.add(Arbitraries.just(step("toString()", m -> m.toString(), j -> j.toString())));
        return steps;
    }

    /** Equality with a collection of the same kind built from random elements, and the hash code. */
    static <M extends Collection<Object>, J extends java.util.Collection<Object>>
    java.util.List<Arbitrary<Step<M, J>>> equalitySteps(Arbitrary<Object> elems,
                                                        Function<java.util.List<Object>, Object> modelOther,
                                                        Function<java.util.List<Object>, Object> jdkOther) {
        java.util.List<Arbitrary<Step<M, J>>> steps = new java.util.ArrayList<>();
        steps.add(someOf(elems).map(es -> step("equals(" + es + ")",
                m -> m.equals(modelOther.apply(es)), j -> j.equals(jdkOther.apply(es)))));
        steps.add(Arbitraries.just(step("equals(itself)", m -> m.equals(m), j -> j.equals(j))));
        steps.add(Arbitraries.just(step("hashCode()", m -> m.hashCode(), j -> j.hashCode())));
        return steps;
    }

    static String string(java.util.List<Character> cs) {
        java.lang.StringBuilder sb = new java.lang.StringBuilder();
        cs.forEach(sb::append);
        return sb.toString();
    }

    /** N: next, R: remove, H: hasNext; returns what each did. */
    static java.util.List<Object> script(Iterator<Object> it, String actions) {
        java.util.List<Object> trace = new java.util.ArrayList<>();
        for (char a : actions.toCharArray()) {
            trace.add(a == 'N' ? outcome(it::next) : a == 'R' ? outcomeOf(it::remove) : it.hasNext());
        }
        return trace;
    }

    static java.util.List<Object> script(java.util.Iterator<Object> it, String actions) {
        java.util.List<Object> trace = new java.util.ArrayList<>();
        for (char a : actions.toCharArray()) {
            trace.add(a == 'N' ? outcome(it::next) : a == 'R' ? outcomeOf(it::remove) : it.hasNext());
        }
        return trace;
    }

    /** Iterates to the end, removing every element equal to one of {@code es}; returns how many it removed. */
    static int removeEach(Iterator<Object> it, java.util.List<Object> es) {
        int removed = 0;
        while (it.hasNext()) {
            if (es.contains(it.next())) {
                it.remove();
                removed++;
            }
        }
        return removed;
    }

    static int removeEach(java.util.Iterator<Object> it, java.util.List<Object> es) {
        int removed = 0;
        while (it.hasNext()) {
            if (es.contains(it.next())) {
                it.remove();
                removed++;
            }
        }
        return removed;
    }

    // ---------------------------------------------------------------------------------------------------------
    // Lists

    static <M extends List<Object>, J extends java.util.List<Object>>
    java.util.List<Arbitrary<Step<M, J>>> listSteps(Arbitrary<Object> elems) {
        java.util.List<Arbitrary<Step<M, J>>> steps = new java.util.ArrayList<>();
        steps.add(indexes().map(i -> step("get(" + i + ")", m -> m.get(i), j -> j.get(i))));
        steps.add(Combinators.combine(indexes(), elems).as((i, e) -> step("set(" + i + ", " + e + ")",
                m -> m.set(i, e), j -> j.set(i, e))));
        steps.add(Combinators.combine(indexes(), elems).as((i, e) -> step("add(" + i + ", " + e + ")",
                m -> outcomeOf(() -> m.add(i, e)), j -> outcomeOf(() -> j.add(i, e)))));
        steps.add(indexes().map(i -> step("remove(int " + i + ")", m -> m.remove((int) i), j -> j.remove((int) i))));
        steps.add(indexes().map(i -> step("remove(int " + i + ")", m -> m.remove((int) i), j -> j.remove((int) i))));
        steps.add(elems.map(e -> step("indexOf(" + e + ")", m -> m.indexOf(e), j -> j.indexOf(e))));
        steps.add(elems.map(e -> step("lastIndexOf(" + e + ")", m -> m.lastIndexOf(e), j -> j.lastIndexOf(e))));
        steps.add(Combinators.combine(indexes(), someOf(elems)).as((i, es) -> step("addAll(" + i + ", " + es + ")",
                m -> m.addAll(i, modelList(es)), j -> j.addAll(i, es))));
        Arbitrary<String> actions = Arbitraries.of("N", "N", "P", "H", "h", "I", "J", "R", "S", "A")
                .list().ofMaxSize(16).map(l -> String.join("", l));
        steps.add(Combinators.combine(Arbitraries.integers().between(-1, 8), actions, elems).as((i, s, e) ->
                step("listIterator(" + i + "): " + s + " with " + e,
                        m -> outcome(() -> listScript(m.listIterator(i), s, e)),
                        j -> outcome(() -> listScript(j.listIterator(i), s, e)))));
        steps.add(Arbitraries.just(step("listIterator(): walk", m -> drain(m.listIterator()),
                j -> new java.util.ArrayList<>(j))));
        return steps;
    }

    /**
     * N next, P previous, H hasNext, h hasPrevious, I nextIndex, J previousIndex, R remove, S set(e), A add(e).
     */
    static java.util.List<Object> listScript(ListIterator<Object> it, String actions, Object e) {
        java.util.List<Object> trace = new java.util.ArrayList<>();
        for (char a : actions.toCharArray()) {
            switch (a) {
                case 'N' -> trace.add(outcome(it::next));
                case 'P' -> trace.add(outcome(it::previous));
                case 'H' -> trace.add(it.hasNext());
                case 'h' -> trace.add(it.hasPrevious());
                case 'I' -> trace.add(it.nextIndex());
                case 'J' -> trace.add(it.previousIndex());
                case 'R' -> trace.add(outcomeOf(it::remove));
                case 'S' -> trace.add(outcomeOf(() -> it.set(e)));
                default -> trace.add(outcomeOf(() -> it.add(e)));
            }
        }
        return trace;
    }

    static java.util.List<Object> listScript(java.util.ListIterator<Object> it, String actions, Object e) {
        java.util.List<Object> trace = new java.util.ArrayList<>();
        for (char a : actions.toCharArray()) {
            switch (a) {
                case 'N' -> trace.add(outcome(it::next));
                case 'P' -> trace.add(outcome(it::previous));
                case 'H' -> trace.add(it.hasNext());
                case 'h' -> trace.add(it.hasPrevious());
                case 'I' -> trace.add(it.nextIndex());
                case 'J' -> trace.add(it.previousIndex());
                case 'R' -> trace.add(outcomeOf(it::remove));
                case 'S' -> trace.add(outcomeOf(() -> it.set(e)));
                default -> trace.add(outcomeOf(() -> it.add(e)));
            }
        }
        return trace;
    }

    // ---------------------------------------------------------------------------------------------------------
    // Deques

    static <M extends Deque<Object>, J extends java.util.Deque<Object>>
    java.util.List<Arbitrary<Step<M, J>>> dequeSteps(Arbitrary<Object> elems) {
        java.util.List<Arbitrary<Step<M, J>>> steps = new java.util.ArrayList<>();
        steps.add(elems.map(e -> step("addFirst(" + e + ")", m -> outcomeOf(() -> m.addFirst(e)),
                j -> outcomeOf(() -> j.addFirst(e)))));
        steps.add(elems.map(e -> step("addLast(" + e + ")", m -> outcomeOf(() -> m.addLast(e)),
                j -> outcomeOf(() -> j.addLast(e)))));
        steps.add(elems.map(e -> step("offerFirst(" + e + ")", m -> m.offerFirst(e), j -> j.offerFirst(e))));
        steps.add(elems.map(e -> step("offerLast(" + e + ")", m -> m.offerLast(e), j -> j.offerLast(e))));
        steps.add(elems.map(e -> step("offer(" + e + ")", m -> m.offer(e), j -> j.offer(e))));
        steps.add(elems.map(e -> step("push(" + e + ")", m -> outcomeOf(() -> m.push(e)),
                j -> outcomeOf(() -> j.push(e)))));
        steps.add(Arbitraries.just(step("removeFirst()", m -> m.removeFirst(), j -> j.removeFirst())));
        steps.add(Arbitraries.just(step("removeLast()", m -> m.removeLast(), j -> j.removeLast())));
        steps.add(Arbitraries.just(step("pollFirst()", m -> m.pollFirst(), j -> j.pollFirst())));
        steps.add(Arbitraries.just(step("pollLast()", m -> m.pollLast(), j -> j.pollLast())));
        steps.add(Arbitraries.just(step("getFirst()", m -> m.getFirst(), j -> j.getFirst())));
        steps.add(Arbitraries.just(step("getLast()", m -> m.getLast(), j -> j.getLast())));
        steps.add(Arbitraries.just(step("peekFirst()", m -> m.peekFirst(), j -> j.peekFirst())));
        steps.add(Arbitraries.just(step("peekLast()", m -> m.peekLast(), j -> j.peekLast())));
        steps.add(Arbitraries.just(step("pop()", m -> m.pop(), j -> j.pop())));
        steps.add(Arbitraries.just(step("remove()", m -> m.remove(), j -> j.remove())));
        steps.add(Arbitraries.just(step("poll()", m -> m.poll(), j -> j.poll())));
        steps.add(Arbitraries.just(step("element()", m -> m.element(), j -> j.element())));
        steps.add(Arbitraries.just(step("peek()", m -> m.peek(), j -> j.peek())));
        steps.add(elems.map(e -> step("removeFirstOccurrence(" + e + ")",
                m -> m.removeFirstOccurrence(e), j -> j.removeFirstOccurrence(e))));
        steps.add(elems.map(e -> step("removeLastOccurrence(" + e + ")",
                m -> m.removeLastOccurrence(e), j -> j.removeLastOccurrence(e))));
        steps.add(Arbitraries.of('N', 'N', 'N', 'R', 'H').list().ofMaxSize(20).map(Steps::string)
                .map(s -> step("descendingIterator: " + s,
                        m -> script(m.descendingIterator(), s), j -> script(j.descendingIterator(), s))));
        return steps;
    }

    // ---------------------------------------------------------------------------------------------------------
    // Maps

    /** Random key-value pairs, in order; a JDK LinkedHashMap keeps the last value of a repeated key. */
    static Arbitrary<java.util.List<java.util.List<Object>>> pairs(Arbitrary<Object> keys, Arbitrary<Object> values) {
        return Combinators.combine(keys, values).as((k, v) -> java.util.Arrays.asList(k, v)).list().ofMaxSize(5);
    }

    static Map<Object, Object> modelMap(java.util.List<java.util.List<Object>> pairs) {
        Map<Object, Object> m = new LinkedHashMap<>();
        for (java.util.List<Object> p : pairs) {
            m.put(p.get(0), p.get(1));
        }
        return m;
    }

    static java.util.Map<Object, Object> jdkMap(java.util.List<java.util.List<Object>> pairs) {
        java.util.Map<Object, Object> m = new java.util.LinkedHashMap<>();
        for (java.util.List<Object> p : pairs) {
            m.put(p.get(0), p.get(1));
        }
        return m;
    }

    /** A model entry, taken from a model map: the only entries the models make. */
    static Map.Entry<Object, Object> modelEntry(Object k, Object v) {
        HashMap<Object, Object> m = new HashMap<>();
        m.put(k, v);
        return m.entrySet().iterator().next();
    }

    /** Steps whose results do not depend on iteration order. */
    static <M extends Map<Object, Object>, J extends java.util.Map<Object, Object>>
    java.util.List<Arbitrary<Step<M, J>>> mapSteps(Arbitrary<Object> keys, Arbitrary<Object> values) {
        java.util.List<Arbitrary<Step<M, J>>> steps = new java.util.ArrayList<>();
        steps.add(Combinators.combine(keys, values).as((k, v) -> step("put(" + k + ", " + v + ")",
                m -> m.put(k, v), j -> j.put(k, v))));
        steps.add(Combinators.combine(keys, values).as((k, v) -> step("put(" + k + ", " + v + ")",
                m -> m.put(k, v), j -> j.put(k, v))));
        steps.add(keys.map(k -> step("get(" + k + ")", m -> m.get(k), j -> j.get(k))));
        steps.add(keys.map(k -> step("containsKey(" + k + ")", m -> m.containsKey(k), j -> j.containsKey(k))));
        steps.add(values.map(v -> step("containsValue(" + v + ")",
                m -> m.containsValue(v), j -> j.containsValue(v))));
        steps.add(keys.map(k -> step("remove(" + k + ")", m -> m.remove(k), j -> j.remove(k))));
        steps.add(Combinators.combine(keys, values).as((k, v) -> step("remove(" + k + ", " + v + ")",
                m -> m.remove(k, v), j -> j.remove(k, v))));
        steps.add(Combinators.combine(keys, values).as((k, v) -> step("getOrDefault(" + k + ", " + v + ")",
                m -> m.getOrDefault(k, v), j -> j.getOrDefault(k, v))));
        steps.add(Combinators.combine(keys, values).as((k, v) -> step("putIfAbsent(" + k + ", " + v + ")",
                m -> m.putIfAbsent(k, v), j -> j.putIfAbsent(k, v))));
        steps.add(Combinators.combine(keys, values).as((k, v) -> step("replace(" + k + ", " + v + ")",
                m -> m.replace(k, v), j -> j.replace(k, v))));
        steps.add(Arbitraries.just(step("size()", m -> m.size(), j -> j.size())));
        steps.add(Arbitraries.just(step("isEmpty()", m -> m.isEmpty(), j -> j.isEmpty())));
        steps.add(Arbitraries.just(step("clear()", m -> outcomeOf(m::clear), j -> outcomeOf(j::clear))));
        steps.add(pairs(keys, values).map(ps -> step("putAll(" + ps + ")",
                m -> outcomeOf(() -> m.putAll(modelMap(ps))), j -> outcomeOf(() -> j.putAll(jdkMap(ps))))));
        steps.add(keys.map(k -> step("keySet().contains(" + k + ")",
                m -> m.keySet().contains(k), j -> j.keySet().contains(k))));
        steps.add(keys.map(k -> step("keySet().remove(" + k + ")",
                m -> m.keySet().remove(k), j -> j.keySet().remove(k))));
        steps.add(Arbitraries.just(step("keySet().size()", m -> m.keySet().size(), j -> j.keySet().size())));
        steps.add(someOf(keys).map(ks -> step("keySet().iterator: remove each of " + ks,
                m -> removeEach(m.keySet().iterator(), ks), j -> removeEach(j.keySet().iterator(), ks))));
        steps.add(values.map(v -> step("values().contains(" + v + ")",
                m -> m.values().contains(v), j -> j.values().contains(v))));
        steps.add(someOf(values).map(vs -> step("values().iterator: remove each of " + vs,
                m -> removeEach(m.values().iterator(), vs), j -> removeEach(j.values().iterator(), vs))));
        steps.add(Arbitraries.just(step("values() as a bag",
                m -> bag(drain(m.values().iterator())), j -> bag(new java.util.ArrayList<>(j.values())))));
        steps.add(Combinators.combine(keys, values).as((k, v) -> step("entrySet().contains(" + k + "=" + v + ")",
                m -> m.entrySet().contains(modelEntry(k, v)),
                j -> j.entrySet().contains(new java.util.AbstractMap.SimpleEntry<>(k, v)))));
        steps.add(Combinators.combine(keys, values).as((k, v) -> step("entrySet().remove(" + k + "=" + v + ")",
                m -> m.entrySet().remove(modelEntry(k, v)),
                j -> j.entrySet().remove(new java.util.AbstractMap.SimpleEntry<>(k, v)))));
        steps.add(Combinators.combine(keys, values).as((k, v) -> step("entry of " + k + ": setValue(" + v + ")",
                m -> setValueOf(m, k, v), j -> setValueOf(j, k, v))));
        steps.add(pairs(keys, values).map(ps -> step("equals(" + ps + ")",
                m -> m.equals(modelMap(ps)), j -> j.equals(jdkMap(ps)))));
        steps.add(Arbitraries.just(step("equals(itself)", m -> m.equals(m), j -> j.equals(j))));
        steps.add(Arbitraries.just(step("hashCode()", m -> m.hashCode(), j -> j.hashCode())));
        steps.add(Arbitraries.just(step("entry hash codes as a bag", m -> entryHashes(m), j -> entryHashes(j))));
        return steps;
    }

    /** Steps whose results depend on iteration order. */
    static <M extends Map<Object, Object>, J extends java.util.Map<Object, Object>>
    java.util.List<Arbitrary<Step<M, J>>> orderedMapSteps(Arbitrary<Object> values) {
        java.util.List<Arbitrary<Step<M, J>>> steps = new java.util.ArrayList<>();
        steps.add(Arbitraries.of('N', 'N', 'N', 'R', 'H').list().ofMaxSize(20).map(Steps::string)
                .map(s -> step("keySet().iterator: " + s,
                        m -> script(m.keySet().iterator(), s), j -> script(j.keySet().iterator(), s))));
        steps.add(Arbitraries.of('N', 'N', 'N', 'R', 'H').list().ofMaxSize(20).map(Steps::string)
                .map(s -> step("values().iterator: " + s,
                        m -> script(m.values().iterator(), s), j -> script(j.values().iterator(), s))));
        steps.add(values.map(v -> step("values().remove(" + v + ")",
                m -> m.values().remove(v), j -> j.values().remove(v))));
        steps.add(Arbitraries.just(step("toString()", m -> m.toString(), j -> j.toString())));
        steps.add(Arbitraries.just(step("keySet().toString()",
                m -> m.keySet().toString(), j -> j.keySet().toString())));
        steps.add(Arbitraries.just(step("entrySet().toString()",
                m -> m.entrySet().toString(), j -> j.entrySet().toString())));
        return steps;
    }

    static Object setValueOf(Map<Object, Object> m, Object k, Object v) {
        Iterator<Map.Entry<Object, Object>> it = m.entrySet().iterator();
        while (it.hasNext()) {
            Map.Entry<Object, Object> e = it.next();
            if (java.util.Objects.equals(e.getKey(), k)) {
                return e.setValue(v);
            }
        }
        return "absent";
    }

    static Object setValueOf(java.util.Map<Object, Object> m, Object k, Object v) {
        for (java.util.Map.Entry<Object, Object> e : m.entrySet()) {
            if (java.util.Objects.equals(e.getKey(), k)) {
                return e.setValue(v);
            }
        }
        return "absent";
    }

    static Object entryHashes(Map<Object, Object> m) {
        java.util.List<Object> hashes = new java.util.ArrayList<>();
        Iterator<Map.Entry<Object, Object>> it = m.entrySet().iterator();
        while (it.hasNext()) {
            hashes.add(it.next().hashCode());
        }
        return bag(hashes);
    }

    static Object entryHashes(java.util.Map<Object, Object> m) {
        java.util.List<Object> hashes = new java.util.ArrayList<>();
        for (java.util.Map.Entry<Object, Object> e : m.entrySet()) {
            hashes.add(e.hashCode());
        }
        return bag(hashes);
    }

    // ---------------------------------------------------------------------------------------------------------
    // States

    /** Size and elements in iteration order. */
    static Object orderedState(Collection<Object> m) {
        return java.util.Arrays.asList(m.size(), drain(m.iterator()));
    }

    static Object orderedState(java.util.Collection<Object> j) {
        return java.util.Arrays.asList(j.size(), new java.util.ArrayList<>(j));
    }

    /** Size and elements with multiplicity (a set's iteration must not repeat an element). */
    static Object unorderedState(Collection<Object> m) {
        return java.util.Arrays.asList(m.size(), bag(drain(m.iterator())));
    }

    static Object unorderedState(java.util.Collection<Object> j) {
        return java.util.Arrays.asList(j.size(), bag(new java.util.ArrayList<>(j)));
    }

    /** The entries as [key, value] lists, in iteration order. */
    static java.util.List<Object> entries(Map<Object, Object> m) {
        java.util.List<Object> entries = new java.util.ArrayList<>();
        Iterator<Map.Entry<Object, Object>> it = m.entrySet().iterator();
        while (it.hasNext()) {
            Map.Entry<Object, Object> e = it.next();
            entries.add(java.util.Arrays.asList(e.getKey(), e.getValue()));
        }
        return entries;
    }

    static java.util.List<Object> entries(java.util.Map<Object, Object> j) {
        java.util.List<Object> entries = new java.util.ArrayList<>();
        for (java.util.Map.Entry<Object, Object> e : j.entrySet()) {
            entries.add(java.util.Arrays.asList(e.getKey(), e.getValue()));
        }
        return entries;
    }

    /** Size and the entries in iteration order. */
    static Object orderedState(Map<Object, Object> m) {
        return java.util.Arrays.asList(m.size(), entries(m));
    }

    static Object orderedState(java.util.Map<Object, Object> j) {
        return java.util.Arrays.asList(j.size(), entries(j));
    }

    /** Size and the entries with multiplicity (a key repeated by the iteration would show). */
    static Object unorderedState(Map<Object, Object> m) {
        return java.util.Arrays.asList(m.size(), bag(entries(m)));
    }

    static Object unorderedState(java.util.Map<Object, Object> j) {
        return java.util.Arrays.asList(j.size(), bag(entries(j)));
    }

    @SafeVarargs
    static <M, J> Arbitrary<java.util.List<Step<M, J>>> sequences(java.util.List<Arbitrary<Step<M, J>>>... groups) {
        java.util.List<Arbitrary<Step<M, J>>> all = new java.util.ArrayList<>();
        for (java.util.List<Arbitrary<Step<M, J>>> g : groups) {
            all.addAll(g);
        }
        return Arbitraries.oneOf(all).list().ofMaxSize(40);
    }
}
