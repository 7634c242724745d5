package dev.tca.platform.atspi;

import dev.tca.core.Rect;
import dev.tca.core.Role;
import dev.tca.core.State;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** Pure: AT-SPI nodes as zenity --list --checklist shows them (roles and states from a real read). */
class AxElementsTest {

    private static AxNode node(String role, String name, Set<String> states, String... actions) {
        return new AxNode(0, -1, "zenity", "Packages", role, name, "", states, null, null, null, null,
                new Rect(445, 282, 56, 21), List.of(actions), new AxHandle(":1.2", "/x"), false);
    }

    @Test
    void aTableCellThatTogglesIsACheckBoxWithItsState() {
        // GTK's toggle cells say "checked" but never "checkable": their Toggle action tells them apart
        var on = AxElements.of(node("table cell", "", Set.of("showing", "visible", "checked", "sensitive"), "Toggle",
                "Activates the cell"), false);
        var off = AxElements.of(node("table cell", "", Set.of("showing", "visible", "sensitive"), "Toggle"), false);
        assertThat(on).hasValueSatisfying(e -> {
            assertThat(e.role()).isEqualTo(Role.CHECKBOX);
            assertThat(e.states()).contains(State.CHECKED);
        });
        assertThat(off).hasValueSatisfying(e -> assertThat(e.states()).contains(State.UNCHECKED).doesNotContain(State.CHECKED));
    }

    @Test
    void aToggleButtonIsOnWhilePressedAndOffOtherwise() {
        // a page's aria-pressed switch ("Porch light"): Chromium says "pressed" while on and nothing once off
        var on = AxElements.of(node("toggle button", "Porch light", Set.of("showing", "visible", "pressed", "sensitive")), false);
        var off = AxElements.of(node("toggle button", "Porch light", Set.of("showing", "visible", "sensitive")), false);
        assertThat(on).hasValueSatisfying(e -> assertThat(e.states()).contains(State.CHECKED));
        assertThat(off).hasValueSatisfying(e -> assertThat(e.states()).contains(State.UNCHECKED).doesNotContain(State.CHECKED));
        var plain = AxElements.of(node("push button", "Save", Set.of("showing", "visible", "sensitive")), false);
        assertThat(plain).hasValueSatisfying(e -> assertThat(e.states()).doesNotContain(State.UNCHECKED, State.CHECKED));
    }

    @Test
    void aNamelessSliderIsNotNamedByTheValueItDraws() {
        // zenity --scale, as read: GtkScale gives its drawn value as the description
        AxNode slider = new AxNode(0, -1, "zenity", "Volume", "slider", "", "30", Set.of("showing", "visible", "sensitive"), null, 0.0, 100.0,
                30.0, new Rect(12, 43, 276, 34), List.of(), new AxHandle(":1.2", "/s"), false);
        assertThat(AxElements.of(slider, false)).hasValueSatisfying(e -> {
            assertThat(e.label()).isEmpty();
            assertThat(e.describe()).isEqualTo("slider '' 30 (0-100)");
        });
    }

    @Test
    void aPlainCellStaysACellAndAColumnHeaderIsAButton() {
        assertThat(AxElements.of(node("table cell", "Text editor", Set.of("sensitive"), "Expand or contract", "Activate"), false))
                .hasValueSatisfying(e -> assertThat(e.role()).isEqualTo(Role.TABLE_CELL));
        assertThat(AxElements.of(node("table column header", "Package", Set.of("sensitive")), false))
                .hasValueSatisfying(e -> assertThat(e.role()).isEqualTo(Role.BUTTON));
    }
}
