package org.dltexplorer.core.bench;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/** The {@code --name value} options of the benchmark mains, each with its default; an unknown name is an error. */
final class BenchOptions {

    private final Map<String, String> values = new HashMap<>();

    BenchOptions(String[] args, Set<String> names) {
        for (int i = 0; i + 1 < args.length; i += 2) {
            if (!names.contains(args[i])) {
                throw new IllegalArgumentException("unknown option " + args[i] + " (one of " + names + ")");
            }
            values.put(args[i], args[i + 1]);
        }
    }

    <T> List<T> list(String name, List<T> fallback, Function<String, T> parse) {
        String v = values.get(name);
        return v == null ? fallback : List.of(v.split(",")).stream().map(parse).toList();
    }

    double number(String name, double fallback) {
        String v = values.get(name);
        return v == null ? fallback : Double.parseDouble(v);
    }

    /** {@code off} switches off; anything else (or absent) leaves it on. */
    boolean on(String name) {
        return !"off".equals(values.get(name));
    }
}
