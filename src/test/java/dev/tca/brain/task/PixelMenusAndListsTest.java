package dev.tca.brain.task;

import dev.tca.core.Element;
import dev.tca.core.Observation;
import dev.tca.core.Rect;
import dev.tca.core.Role;
import dev.tca.core.ScreenMapping;
import dev.tca.core.Source;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Menus and lists as OCR reads them, with no tree to say "submenu" or "list box". The layouts are
 * those of the editor and country pages read from pixels in the task suite.
 */
class PixelMenusAndListsTest {

    private static Element text(String label, int x, int y, int width) {
        return new Element(0, label, new Rect(x, y, width, 16), Source.OCR, 0.9);
    }

    private static Observation screen(List<Element> elements) {
        List<Element> numbered = new ArrayList<>();
        for (Element e : elements) {
            numbered.add(e.withId(numbered.size() + 1));
        }
        return new Observation(numbered, List.of(), 1280, 800, ScreenMapping.IDENTITY, "ocr", "");
    }

    @Test
    void anEntryWithAnArrowMarkAtTheEndOfItsRowOpensASubmenuButABreadcrumbDoesNot() {
        Element alignment = text("Alignment", 132, 74, 70);
        Element arrow = text(">", 206, 76, 8);
        Element clear = text("Clear formatting", 132, 104, 116);
        assertThat(Menus.opener(alignment, List.of(alignment, arrow, clear))).isTrue();
        assertThat(Menus.opener(clear, List.of(alignment, arrow, clear))).isFalse();

        Element home = text("Home", 40, 20, 40);
        Element crumbArrow = text(">", 88, 20, 8);
        Element settings = text("Settings", 104, 20, 60);
        assertThat(Menus.opener(home, List.of(home, crumbArrow, settings))).as("words follow the arrow: a breadcrumb").isFalse();
    }

    @Test
    void aSubmenuThatOpensUnderTheHighlightedEntryIsNotAChoiceMade() {
        Element style = text("Text style", 132, 43, 68);
        Observation before = screen(List.of(text("Format", 130, 6, 50), style, text("Alignment", 132, 74, 70)));
        // the entry under the pointer is highlighted: the widget detector reads it as a field holding its words
        Element highlighted = new Element(0, "Help", new Rect(130, 40, 150, 22), Source.WIDGET, 0.7, Role.TEXT_FIELD, null,
                "Text style", null, "", null);
        Observation submenu = screen(List.of(text("Format", 130, 6, 50), highlighted, text("Bold", 296, 43, 30),
                text("Italic", 296, 70, 34), text("Alignment", 132, 74, 70)));
        Observation closed = screen(List.of(text("Format", 130, 6, 50), text("The meeting moved", 40, 70, 160)));

        var closes = Effects.closes(0, style, "choosing 'Text style'");
        assertThat(closes.seen(before, submenu, true)).isEmpty();
        assertThat(closes.seen(before, closed, true)).isPresent();
    }

    @Test
    void evenlySpacedShortLinesAreAListToScrollButAFormsLabelsAreNot() {
        List<Element> countries = new ArrayList<>();
        String[] names = {"Albania", "Andorra", "Argentina", "Armenia", "Australia", "Austria", "Belgium", "Bolivia", "Brazil"};
        for (int i = 0; i < names.length; i++) {
            countries.add(text(names[i], 52, 112 + 32 * i, 70));
        }
        assertThat(Lists.column(countries)).map(Element::label).contains("Australia");

        List<Element> form = new ArrayList<>();
        int y = 100;
        for (String label : new String[] {"Name", "Email", "Phone", "Street", "City", "Postcode", "Country", "Notes", "Terms"}) {
            form.add(text(label, 52, y, 60));
            y += form.size() % 3 == 0 ? 90 : 34; // fields under some labels, sections between groups
        }
        assertThat(Lists.column(form)).isEmpty();
        assertThat(Lists.column(countries.subList(0, 5))).as("too few rows").isEmpty();

        // a settings page's sections, evenly spaced but in an order of their own, all on the screen: nothing to scroll
        List<Element> sections = new ArrayList<>();
        String[] order = {"Appearance", "Background", "Notifications", "Search", "Sound", "Power", "Displays", "Mouse", "Keyboard"};
        for (int i = 0; i < order.length; i++) {
            sections.add(text(order[i], 52, 112 + 32 * i, 90));
        }
        assertThat(Lists.column(sections)).isEmpty();
    }

    @Test
    void aSwitchIsTickedThroughItsRowsTitleNotByClickingTheTitle() {
        Element title = text("Night light", 44, 132, 86);
        Element help = text("Warmer colours after sunset", 44, 150, 186);
        Element toggle = new Element(0, "Night light Warmer colours after sunset", new Rect(628, 133, 50, 30), Source.WIDGET, 0.6,
                Role.CHECKBOX, java.util.EnumSet.of(dev.tca.core.State.UNCHECKED), "", null, "", null);
        Observation o = screen(List.of(title, help, toggle));
        var d = new TaskBrain(() -> dev.tca.Models.brain(0.4), "task").start("Turn on Night light").next(o, List.of());
        assertThat(d.action()).as(d.reason()).isEqualTo(new dev.tca.core.Action.Click(3));
    }
}
