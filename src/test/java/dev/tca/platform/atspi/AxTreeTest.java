package dev.tca.platform.atspi;

import dev.tca.core.Rect;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** Pure: decoding and pruning, on a walk shaped like zenity --forms's (saved from a real read). */
class AxTreeTest {

    private static final Rect SCREEN = new Rect(0, 0, 1280, 800);
    private static final Set<String> SHOWN = Set.of("showing", "visible");

    private static RawNode node(int parent, String role, String name, Set<String> states, Rect box) {
        return new RawNode(new AxHandle(":1.4", "/org/a11y/atspi/accessible/" + name + parent), parent, role, name, "",
                states, Set.of("Component"), box, null, null, null, null, List.of("Click", ""), 0);
    }

    private static final List<RawNode> FORM = List.of(
            node(-1, "dialog", "Signup", Set.of("showing", "visible", "active"), new Rect(514, 299, 251, 201)),
            node(0, "filler", "", SHOWN, new Rect(521, 306, 237, 187)),
            node(1, "text", "", Set.of("showing", "visible", "focused", "editable"), new Rect(583, 336, 168, 34)),
            node(1, "push button", "Hidden", Set.of("visible"), new Rect(600, 459, 86, 34)),
            node(1, "panel", "Empty", SHOWN, new Rect(600, 459, 0, 0)),
            node(4, "push button", "OK", SHOWN, new Rect(672, 459, 86, 34)),
            node(1, "scroll pane", "", SHOWN, new Rect(521, 306, 237, 100)),
            node(6, "list item", "Far below", SHOWN, new Rect(521, 2000, 237, 20)),
            node(1, "label", "Off screen", SHOWN, new Rect(-500, -500, 20, 20)));

    @Test
    void keepsShownNodesWithABoxAndGivesThemTheirNearestKeptParent() {
        List<AxNode> nodes = AxTree.build("zenity", FORM, SCREEN);
        assertThat(nodes).extracting(AxNode::name)
                .containsExactly("Signup", "", "", "OK", "", "Far below");
        AxNode ok = nodes.get(3);
        assertThat(nodes.get(ok.parent()).role()).isEqualTo("filler"); // the zero-size panel between is dropped
        assertThat(ok.window()).isEqualTo("Signup");
        assertThat(ok.actions()).containsExactly("Click");
        assertThat(nodes.get(0).parent()).isEqualTo(-1);
    }

    @Test
    void flagsOffScreenNodesInsideAScrolledContainerAndDropsOthers() {
        List<AxNode> nodes = AxTree.build("zenity", FORM, SCREEN);
        assertThat(nodes).filteredOn(AxNode::offscreen).extracting(AxNode::name).containsExactly("Far below");
        assertThat(nodes).extracting(AxNode::name).doesNotContain("Off screen", "Hidden");
    }

    @Test
    void aWindowReachesBeyondAStaleDesktopBox() {
        // the registry said 1024x768 under an Xvfb of 1280x800: a song's Like button at x=1142 was "off screen"
        List<RawNode> page = List.of(node(-1, "frame", "Road trip mix", SHOWN, new Rect(0, 0, 1279, 799)),
                node(0, "scroll pane", "", SHOWN, new Rect(230, 80, 1004, 660)),
                node(1, "push button", "Like Harbour Walls", SHOWN, new Rect(1142, 85, 24, 27)),
                node(1, "push button", "Like Kite Strings", SHOWN, new Rect(1142, 1400, 24, 27)));
        List<AxNode> nodes = AxTree.build("Chromium", page, new Rect(0, 0, 1024, 768));
        assertThat(nodes).filteredOn(n -> !n.offscreen()).extracting(AxNode::name).contains("Like Harbour Walls");
        assertThat(nodes).filteredOn(AxNode::offscreen).extracting(AxNode::name).containsExactly("Like Kite Strings");
    }

    @Test
    void decodesStateBitsRolesAndBoxesAsAtSpiDefinesThem() {
        // GetState of a focused, editable GTK entry, as dbus-java returned it
        var words = List.of(new org.freedesktop.dbus.types.UInt32(1124079872L | 4096L | 128L), new org.freedesktop.dbus.types.UInt32(0));
        assertThat(AxCodes.states(words)).contains("focused", "editable", "showing", "visible", "sensitive")
                .doesNotContain("checked");
        assertThat(AxCodes.states(List.of(new org.freedesktop.dbus.types.UInt32(0), new org.freedesktop.dbus.types.UInt32(1 << 9))))
                .containsExactly("checkable");
        assertThat(AxCodes.role(43)).isEqualTo("push button");
        assertThat(AxCodes.role(79)).isEqualTo("entry");
        assertThat(AxCodes.role(95)).isEqualTo("document web");
        assertThat(AxCodes.role(7)).isEqualTo("check box");
        assertThat(AxCodes.box(new Object[] {100, 50, 30, 20}, 2)).isEqualTo(new Rect(200, 100, 60, 40));
    }

    @Test
    void saysABrowserWithoutPageContentNeedsTheFlag() {
        RawNode frame = node(-1, "frame", "New Tab - Chromium", SHOWN, SCREEN);
        AxApp bare = Exposure.of("Chromium", new AxHandle(":1.9", "/"), List.of(frame, node(0, "tool bar", "", SHOWN, SCREEN)));
        assertThat(bare.exposesContent()).isFalse();
        assertThat(bare.hint()).contains("--force-renderer-accessibility");
        RawNode doc = new RawNode(new AxHandle(":1.9", "/d"), 0, "document web", "Order", "", SHOWN, Set.of(), SCREEN,
                null, null, null, null, List.of(), 12);
        assertThat(Exposure.of("Chromium", new AxHandle(":1.9", "/"), List.of(frame, doc)).exposesContent()).isTrue();
    }

    @Test
    void aClosedDropDownHoldsItsChosenOptionWhichItsHiddenListShowsAndTheOptionIsNoNodeOfItsOwn() {
        // Chromium's select: the box is named by its label ("TO"); its list is hidden, but the chosen option in it is
        // showing (as a real read of a ferry form gave it)
        List<RawNode> select = List.of(
                node(-1, "frame", "Book", SHOWN, new Rect(0, 0, 1280, 800)),
                node(0, "combo box", "TO", SHOWN, new Rect(315, 192, 234, 44)),
                node(1, "menu", "", Set.of(), new Rect(315, 236, 234, 180)),
                node(2, "menu item", "Choose a port", Set.of("showing", "visible", "selected"), new Rect(315, 236, 234, 26)),
                node(2, "menu item", "Colonsay", Set.of(), new Rect(315, 314, 234, 26)),
                node(0, "combo box", "Vehicle", SHOWN, new Rect(315, 270, 234, 44)));
        List<AxNode> nodes = AxTree.build("chromium", select, SCREEN);
        assertThat(nodes).extracting(AxNode::name).containsExactly("Book", "TO", "Vehicle");
        assertThat(nodes.get(1).text()).isEqualTo("Choose a port");
        assertThat(nodes.get(2).text()).as("a drop-down without a hidden chosen option keeps no text").isNull();
        assertThat(AxElements.of(nodes.get(1), false)).hasValueSatisfying(e -> assertThat(e.value()).isEqualTo("Choose a port"));
    }
}
