package dev.tca.perception;

import dev.tca.core.Element;
import dev.tca.core.Range;
import dev.tca.core.Rect;
import dev.tca.core.Role;
import dev.tca.core.Source;
import dev.tca.core.State;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** Pure: the merge on candidates shaped like the live zenity dialogs' (boxes from real reads). */
class MergeTest {

    private static final long SCREEN = 1280L * 800;

    private static Element ax(String label, Rect box, Role role, Set<State> states, Range range) {
        return new Element(0, label, box, Source.AX, 1.0, role, states, "", range, "", null);
    }

    private static Element ocr(String text, Rect box) {
        return new Element(0, text, box, Source.OCR, 0.9);
    }

    private static SourceRead read(Element... elements) {
        return new SourceRead(List.of(elements), List.of(), List.of(), "", "");
    }

    @Test
    void aSliderKeepsTheNumberDrawnOnItAsItsValueAndIsNamedByTheLabelAbove() {
        // zenity --scale: the tree's slider has no name; OCR reads its value "30" drawn above the knob
        Element label = ax("Set the volume", new Rect(12, 12, 276, 25), Role.LABEL, Set.of(), null);
        Element slider = ax("", new Rect(12, 43, 276, 34), Role.SLIDER, Set.of(), new Range(30, 0, 100));
        List<Element> merged = Merge.of(List.of(read(label, slider), read(ocr("30", new Rect(60, 45, 16, 10)))), SCREEN);
        assertThat(merged).filteredOn(e -> e.role() == Role.SLIDER).singleElement()
                .satisfies(s -> assertThat(s.label()).isEqualTo("Set the volume"));
        assertThat(merged).noneMatch(e -> e.label().equals("30"));
    }

    @Test
    void aCheckColumnsBoxIsNamedByTheCellOfItsRow() {
        // zenity --list --checklist: nameless checkable cells, the package's name in the cell to the right
        Element box = ax("", new Rect(445, 282, 56, 21), Role.CHECKBOX, Set.of(State.CHECKED), null);
        Element cell = ax("Text editor", new Rect(505, 282, 330, 21), Role.TABLE_CELL, Set.of(), null);
        Element below = ax("Web browser", new Rect(505, 305, 330, 21), Role.TABLE_CELL, Set.of(), null);
        List<Element> merged = Merge.of(List.of(read(box, cell, below)), SCREEN);
        assertThat(merged).filteredOn(e -> e.role() == Role.CHECKBOX).singleElement()
                .satisfies(c -> assertThat(c.describe()).isEqualTo("checkbox 'Text editor' (checked)"));
    }

    @Test
    void aSwitchAtASettingsRowsRightEndIsNamedByTheRowsTitleAndItsLineBelow() {
        // a settings page read from pixels: each switch at x=574, its title and help line at the row's left
        Element title = ocr("Two-factor sign-in", new Rect(60, 188, 140, 16));
        Element help = ocr("Ask for a code from your phone", new Rect(60, 207, 230, 13));
        Element toggle = new Element(0, "", new Rect(573, 187, 48, 28), Source.WIDGET, 0.6, Role.CHECKBOX, Set.of(State.UNCHECKED),
                "", null, "", null);
        Element next = ocr("Weekly summary email", new Rect(60, 253, 170, 16));
        List<Element> merged = Merge.of(List.of(read(toggle), read(title, help, next)), SCREEN);
        assertThat(merged).filteredOn(e -> e.role() == Role.CHECKBOX).singleElement()
                .satisfies(c -> assertThat(c.label()).isEqualTo("Two-factor sign-in Ask for a code from your phone"));
    }

    @Test
    void aWidgetWhereTheTreeHasAColumnHeaderIsDropped() {
        Element header = ax("Package", new Rect(502, 255, 336, 26), Role.BUTTON, Set.of(), null);
        Element field = new Element(0, "", new Rect(503, 256, 334, 24), Source.WIDGET, 0.7, Role.TEXT_FIELD, Set.of(), "",
                null, "", null);
        assertThat(Merge.of(List.of(read(header), read(field)), SCREEN)).extracting(Element::describe)
                .containsExactly("button 'Package'");
    }

    @Test
    void aWebHeadingAndTheTextInsideItAreOneEntry() {
        // Chromium: heading 'Order' 8,164 884x38 holds a static text 'Order' 8,164 86x37
        Element heading = ax("Order", new Rect(8, 164, 884, 38), Role.HEADING, Set.of(), null);
        Element text = ax("Order", new Rect(8, 164, 86, 37), Role.LABEL, Set.of(), null);
        assertThat(Merge.of(List.of(read(heading, text)), SCREEN)).extracting(Element::describe)
                .containsExactly("heading 'Order'");
    }
}
