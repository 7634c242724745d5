package dev.tca.perception.widgets;

import dev.tca.core.Labels;
import dev.tca.core.Rect;
import dev.tca.perception.widgets.Widget.Kind;
import org.junit.jupiter.api.Test;

import java.awt.image.BufferedImage;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class WidgetLabellerTest {

    private final WidgetLabeller labeller = new WidgetLabeller();

    @Test
    void namesTheTextlessControlsOfRealFormsFromRealOcr() {
        int controls = 0;
        int named = 0;
        StringBuilder misses = new StringBuilder();
        for (String screen : List.of("web-form", "gtk-forms", "yad-form")) {
            BufferedImage image = Screens.image(screen);
            List<LabelledWidget> labelled = labeller.label(new WidgetDetector().detect(image), Screens.phrases(image));
            for (WidgetTruth.Control c : Screens.truth(screen).controls()) {
                if (c.kind() == Kind.BUTTON || c.name().isBlank()) {
                    continue;
                }
                controls++;
                String label = labelled.stream().filter(l -> WidgetTruth.matches(l.widget(), c))
                        .map(LabelledWidget::label).findFirst().orElse("(not found)");
                if (Labels.same(label, c.name()) || label.equalsIgnoreCase(c.name())) {
                    named++;
                } else {
                    misses.append(screen).append(": ").append(c.name()).append(" -> ").append(label).append('\n');
                }
            }
        }
        // measured 13 of 13 named controls (GTK entries and sliders have no name in their tree, so
        // they are not counted); one miss is allowed for an OCR engine update
        assertThat(controls).isEqualTo(13);
        assertThat(named).as(misses.toString()).isGreaterThanOrEqualTo(controls - 1);
    }

    @Test
    void aCheckBoxTakesTheTextOnItsRightAndAFieldTheTextOnItsLeft() {
        Widget box = new Widget(Kind.CHECK_BOX, new Rect(100, 100, 14, 14), false, null, false, 0.8);
        Widget field = new Widget(Kind.FIELD, new Rect(300, 96, 200, 24), null, null, true, 0.8);
        List<TextBox> texts = List.of(new TextBox("Toppings", new Rect(20, 101, 60, 12)),
                new TextBox("Olives", new Rect(120, 101, 40, 12)),
                new TextBox("Name", new Rect(250, 101, 38, 12)));
        assertThat(labeller.label(List.of(box, field), texts)).extracting(LabelledWidget::label)
                .containsExactly("Olives", "Name");
    }

    @Test
    void aFieldWithNothingBesideItTakesTheTextAbove() {
        Widget field = new Widget(Kind.FIELD, new Rect(40, 200, 200, 28), null, null, true, 0.8);
        List<TextBox> texts = List.of(new TextBox("Street", new Rect(40, 180, 44, 12)),
                new TextBox("Country", new Rect(40, 100, 50, 12)));
        assertThat(labeller.label(List.of(field), texts)).extracting(LabelledWidget::label).containsExactly("Street");
    }

    @Test
    void aWidgetWithNoTextNearbyGetsAnEmptyLabel() {
        Widget radio = new Widget(Kind.RADIO, new Rect(600, 600, 14, 14), true, null, false, 0.8);
        List<TextBox> texts = List.of(new TextBox("Far away", new Rect(20, 20, 60, 12)));
        assertThat(labeller.label(List.of(radio), texts)).extracting(LabelledWidget::label).containsExactly("");
    }

    @Test
    void aButtonIsNamedByItsOwnTextNotItsNeighbours() {
        Widget button = new Widget(Kind.BUTTON, new Rect(100, 100, 80, 30), null, null, false, 0.8);
        List<TextBox> texts = List.of(new TextBox("Save", new Rect(120, 108, 40, 12)),
                new TextBox("Name", new Rect(40, 108, 40, 12)));
        assertThat(labeller.label(List.of(button), texts)).extracting(LabelledWidget::label).containsExactly("Save");
    }
}
