package bliss.spf.conformance.programs;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;

/**
 * Sequential streams as library code uses them (Commons Lang's {@code ObjectUtils.allNotNull} and
 * {@code ClassUtils}' static initializer, Commons Text's escaping): streams of arrays, of collections and of ranges;
 * filter, map, flatMap, sorted, distinct, limit, skip, peek; the matching, finding, counting, reducing and collecting
 * operations (to lists, sets, maps, joined text, groups); primitive streams' sums and statistics; and the exceptions
 * a stream throws (a reused stream, a null element where none is allowed, a duplicate key).
 */
public class Jdk37Streams {

    static String run(int x) {
        StringBuilder sb = new StringBuilder();
        Integer[] values = {x, 3, null, x * 2, 7, 3};
        sb.append(Stream.of(values).noneMatch(Objects::isNull)).append(' ')
                .append(Arrays.stream(values).filter(Objects::nonNull).count()).append(' ')
                .append(Stream.of(values).anyMatch(v -> v != null && v > 5)).append(' ')
                .append(Stream.of(values).filter(Objects::nonNull).allMatch(v -> v >= x)).append(' ');
        List<Integer> list = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            list.add((i * 7 + x) % 5);
        }
        List<Integer> sortedDistinct = list.stream().distinct().sorted().collect(Collectors.toList());
        sb.append(sortedDistinct).append(' ')
                .append(list.stream().map(v -> "v" + v).collect(Collectors.joining(",", "[", "]"))).append(' ')
                .append(list.stream().mapToInt(Integer::intValue).sum()).append(' ')
                .append(list.stream().reduce(0, Integer::sum)).append(' ')
                .append(list.stream().skip(2).limit(3).collect(Collectors.toList())).append(' ')
                .append(list.stream().filter(v -> v > 10).findFirst()).append(' ')
                .append(list.stream().max(Integer::compare).orElse(-1)).append(' ');
        Map<Boolean, List<Integer>> parts = list.stream().collect(Collectors.partitioningBy(v -> v % 2 == 0));
        sb.append(parts).append(' ');
        Map<Integer, Long> groups = list.stream()
                .collect(Collectors.groupingBy(v -> v % 3, TreeMap::new, Collectors.counting()));
        sb.append(groups).append(' ');
        sb.append(IntStream.range(0, 5 + (x & 3)).map(i -> i * i).sum()).append(' ')
                .append(IntStream.rangeClosed(1, 4).boxed().collect(Collectors.toSet()).size()).append(' ')
                .append(IntStream.of(4, x, 9).summaryStatistics()).append(' ')
                .append(Arrays.toString(Stream.of("b", "a", "c").sorted().toArray(String[]::new))).append(' ')
                .append(Stream.of(List.of(1, 2), List.of(x)).flatMap(List::stream).collect(Collectors.toList()))
                .append(' ');
        Optional<String> longest = Stream.of("ab", "abc", "a").max((a, b) -> a.length() - b.length());
        sb.append(longest.get()).append(' ');
        List<Integer> peeked = new ArrayList<>();
        long n = list.stream().peek(peeked::add).filter(v -> v == 1).count();
        sb.append(n).append(peeked.size()).append(' ');
        Stream<Integer> once = list.stream();
        once.count();
        try {
            once.count();
        } catch (IllegalStateException e) {
            sb.append(e.getMessage()).append(' ');
        }
        try {
            Stream.of("a", "b", "a").collect(Collectors.toMap(s -> s, s -> 1));
        } catch (IllegalStateException e) {
            sb.append(e.getMessage()).append(' ');
        }
        try {
            Stream.of(values).map(v -> v + 1).count();
            Stream.of(values).map(v -> v + 1).collect(Collectors.toList());
        } catch (NullPointerException e) {
            sb.append("npe");
        }
        return sb.toString();
    }
}
