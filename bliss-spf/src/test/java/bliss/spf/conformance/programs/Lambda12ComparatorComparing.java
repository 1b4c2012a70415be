package bliss.spf.conformance.programs;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** Comparator.comparing with key extractors, thenComparing, reversed, nullsFirst, naturalOrder, reverseOrder. */
public class Lambda12ComparatorComparing {
    record Person(String name, int age) {}
    static String run(int x) {
        List<Person> people = new ArrayList<>(List.of(new Person("bob", 30), new Person("al", 25 + x),
                new Person("cy", 30), new Person("al", 20)));
        people.sort(Comparator.comparing(Person::name).thenComparingInt(Person::age));
        String a = people.toString();
        people.sort(Comparator.comparingInt(Person::age).reversed().thenComparing(Person::name, Comparator.reverseOrder()));
        String b = people.toString();
        List<String> names = new ArrayList<>(java.util.Arrays.asList("b", null, "a" + x, "c"));
        names.sort(Comparator.nullsFirst(Comparator.naturalOrder()));
        return a + " | " + b + " | " + names;
    }
}
