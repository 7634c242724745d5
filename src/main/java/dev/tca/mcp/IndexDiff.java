package dev.tca.mcp;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * What an action did to the index: the elements that appeared, vanished or changed between the
 * observation before and the one after (matched by stable id). Unchanged elements are left out,
 * so a client reads only the news.
 */
record IndexDiff(List<Item> appeared, List<Item> vanished, List<Item> changed) {

    IndexDiff {
        appeared = List.copyOf(appeared);
        vanished = List.copyOf(vanished);
        changed = List.copyOf(changed);
    }

    static IndexDiff between(List<Item> before, List<Item> after) {
        Map<Integer, Item> old = before.stream().collect(Collectors.toMap(Item::id, Function.identity(), (a, b) -> a));
        Map<Integer, Item> now = after.stream().collect(Collectors.toMap(Item::id, Function.identity(), (a, b) -> a));
        List<Item> appeared = new ArrayList<>();
        List<Item> changed = new ArrayList<>();
        for (Item i : after) {
            Item was = old.get(i.id());
            if (was == null) {
                appeared.add(i);
            } else if (!was.looksLike(i)) {
                changed.add(i);
            }
        }
        List<Item> vanished = before.stream().filter(i -> !now.containsKey(i.id())).toList();
        return new IndexDiff(appeared, vanished, changed);
    }

    boolean isEmpty() {
        return appeared.isEmpty() && vanished.isEmpty() && changed.isEmpty();
    }
}
