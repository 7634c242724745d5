package dev.tca.platform.atspi;

import org.freedesktop.dbus.types.UInt32;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Pure: decoding GetItems, in the shapes dbus-java gives it, on items copied from a real zenity
 * --forms (at-spi2-atk 2.46): a combo box whose menu manages its descendants (child count -1, items
 * at index -1), and Chromium's windows whose parent is the null object.
 */
class AppCacheTest {

    private static final String BUS = ":1.0";
    private static final String ACC = "/org/a11y/atspi/accessible/";
    private static final List<String> IFACES = List.of("org.a11y.atspi.Accessible", "org.a11y.atspi.Component",
            "org.a11y.atspi.Action");
    /** showing | visible | enabled | sensitive, as the low word of GetState. */
    private static final long SHOWN = (1L << 25) | (1L << 30) | (1L << 8) | (1L << 24);

    private static Object[] item(String path, String parent, int index, int children, String name, int role, long states) {
        return new Object[] {
            new Object[] {BUS, ACC + path}, new Object[] {BUS, ACC + "root"},
            new Object[] {BUS, parent.startsWith("/") ? parent : ACC + parent}, index, children, IFACES, name,
            new UInt32(role), "", List.of(new UInt32(states), new UInt32(0)),
        };
    }

    private static AxHandle h(String path) {
        return new AxHandle(BUS, ACC + path);
    }

    private static List<Object> zenity() {
        List<Object> items = new ArrayList<>();
        items.add(item("root", "root", -1, 1, "zenity", 75, 0));
        items.add(item("16", "6", 1, 0, "OK", 43, SHOWN)); // GetItems' order is a hash table's, not the tree's
        items.add(item("2", "root", 0, 1, "Order", 16, SHOWN));
        items.add(item("6", "2", 0, 3, "", 20, SHOWN));
        items.add(item("15", "6", 0, 0, "Cancel", 43, SHOWN));
        items.add(item("7", "6", 2, 1, "", 11, SHOWN));
        items.add(item("8", "7", 0, -1, "", 33, 0));
        items.add(item("17", "8", -1, 0, "S", 35, 0));
        items.add(item("3", "/org/a11y/atspi/null", -1, 0, "", 23, 0));
        return items;
    }

    @Test
    void decodesEachItemsRoleNameStatesAndInterfaces() {
        AppCache cache = AppCache.of(zenity());
        assertThat(cache.size()).isEqualTo(9);
        AppCache.Item ok = cache.item(h("16")).orElseThrow();
        assertThat(ok.name()).isEqualTo("OK");
        assertThat(AxCodes.role(ok.role())).isEqualTo("push button");
        assertThat(ok.states()).containsExactlyInAnyOrder("showing", "visible", "enabled", "sensitive");
        assertThat(ok.interfaces()).containsExactlyInAnyOrder("Accessible", "Component", "Action");
        assertThat(ok.parent()).isEqualTo(h("6"));
    }

    @Test
    void ordersChildrenByTheirIndexInTheParent() {
        AppCache cache = AppCache.of(zenity());
        assertThat(cache.children(h("root"))).contains(List.of(h("2")));
        assertThat(cache.children(h("6"))).contains(List.of(h("15"), h("16"), h("7")));
        assertThat(cache.children(h("7"))).contains(List.of(h("8")));
        assertThat(cache.children(h("16"))).contains(List.of());
    }

    @Test
    void leavesChildrenUnknownWhenTheParentManagesThemOrTheCacheMissesSome() {
        List<Object> items = zenity();
        items.add(item("9", "2", 1, 0, "", 20, SHOWN)); // a second child of the dialog, which says it has one
        AppCache cache = AppCache.of(items);
        assertThat(cache.children(h("8"))).isEmpty(); // child count -1: the walk asks GetChildren
        assertThat(cache.children(h("2"))).isEmpty();
        assertThat(cache.children(h("missing"))).isEmpty();
        assertThat(cache.item(h("missing"))).isEmpty();
    }

    @Test
    void refusesChildrenWhoseIndicesDoNotCoverTheParent() {
        List<Object> items = new ArrayList<>(zenity());
        items.set(4, item("15", "6", 1, 0, "Cancel", 43, SHOWN)); // two children both at index 1
        assertThat(AppCache.of(items).children(h("6"))).isEmpty();
    }
}
