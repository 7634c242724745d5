package dev.tca.platform.atspi;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Pure: what one application's org.a11y.atspi.Cache.GetItems answered, every object it knows in one
 * call, instead of four calls per object. An object's children are taken from here only when the
 * cache holds all of them (as many as its child count, at indices 0..n-1); otherwise, as for an
 * object missing from the cache, the walk asks the application.
 */
final class AppCache {

    static final String PATH = "/org/a11y/atspi/cache";
    static final String IFACE = "org.a11y.atspi.Cache";

    /** The empty cache: every object is asked for (an application without the Cache interface). */
    static final AppCache NONE = new AppCache(Map.of(), Map.of());

    /** One object as the cache gives it; {@code childCount} is -1 when it manages its descendants. */
    record Item(AxHandle handle, AxHandle parent, int index, int childCount, Set<String> interfaces, String name,
                int role, String description, Set<String> states) {
    }

    private final Map<AxHandle, Item> items;
    private final Map<AxHandle, List<AxHandle>> children;

    private AppCache(Map<AxHandle, Item> items, Map<AxHandle, List<AxHandle>> children) {
        this.items = items;
        this.children = children;
    }

    /** Decodes GetItems' {@code a((so)(so)(so)iiassusau)}. */
    static AppCache of(List<?> answer) {
        Map<AxHandle, Item> items = new HashMap<>();
        Map<AxHandle, List<Item>> byParent = new HashMap<>();
        for (Object o : answer) {
            Object[] f = (Object[]) o;
            List<String> ifaces = new ArrayList<>();
            for (Object i : (List<?>) f[5]) {
                ifaces.add(String.valueOf(i));
            }
            Item item = new Item(AxCodes.ref((Object[]) f[0]), AxCodes.ref((Object[]) f[2]),
                    AxCodes.number(f[3]).intValue(), AxCodes.number(f[4]).intValue(), AppWalker.shortNames(ifaces),
                    String.valueOf(f[6]), AxCodes.number(f[7]).intValue(), String.valueOf(f[8]),
                    AxCodes.states((List<?>) f[9]));
            items.put(item.handle(), item);
            if (!item.parent().equals(item.handle())) { // the application's root names itself as its parent
                byParent.computeIfAbsent(item.parent(), p -> new ArrayList<>()).add(item);
            }
        }
        Map<AxHandle, List<AxHandle>> children = new HashMap<>();
        byParent.forEach((parent, kids) -> {
            Item p = items.get(parent);
            if (p != null && complete(p, kids)) {
                kids.sort(Comparator.comparingInt(Item::index));
                children.put(parent, kids.stream().map(Item::handle).toList());
            }
        });
        items.values().stream().filter(i -> i.childCount() == 0).forEach(i -> children.put(i.handle(), List.of()));
        return new AppCache(items, children);
    }

    private static boolean complete(Item parent, List<Item> kids) {
        if (parent.childCount() != kids.size()) {
            return false;
        }
        Set<Integer> indices = new HashSet<>();
        for (Item k : kids) {
            if (k.index() < 0 || k.index() >= kids.size() || !indices.add(k.index())) {
                return false;
            }
        }
        return true;
    }

    Optional<Item> item(AxHandle h) {
        return Optional.ofNullable(items.get(h));
    }

    /** The object's children in order, when the cache holds all of them. */
    Optional<List<AxHandle>> children(AxHandle h) {
        return Optional.ofNullable(children.get(h));
    }

    int size() {
        return items.size();
    }
}
