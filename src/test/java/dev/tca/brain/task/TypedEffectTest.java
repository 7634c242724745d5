package dev.tca.brain.task;

import dev.tca.core.Element;
import dev.tca.core.Observation;
import dev.tca.core.Rect;
import dev.tca.core.Role;
import dev.tca.core.ScreenMapping;
import dev.tca.core.Source;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Typing seen from pixels: a to-do list's field, once focused, wears a thick border the widget detector no longer takes
 * for a field, and OCR reads its italic text in two pieces (as a run of the todo page gave it).
 */
class TypedEffectTest {

    private static final Rect FIELD = new Rect(380, 114, 520, 56);

    private static Observation screen(List<Element> elements) {
        return new Observation(elements, List.of(), 1280, 800, ScreenMapping.IDENTITY, "ocr", "");
    }

    @Test
    void theTypedWordsReadInPiecesWhereTheFieldWasAreTheTyping() {
        Element field = new Element(2, "What needs to be done?", FIELD, Source.WIDGET, 0.8, Role.TEXT_FIELD, null, "", null, "", null);
        Observation before = screen(List.of(new Element(1, "todos", new Rect(560, 40, 160, 60), Source.OCR, 0.9), field));
        Observation after = screen(List.of(new Element(1, "todos", new Rect(560, 40, 160, 60), Source.OCR, 0.9),
                new Element(2, "Renew", new Rect(436, 130, 70, 22), Source.OCR, 0.9),
                new Element(3, "passport", new Rect(512, 130, 84, 22), Source.OCR, 0.9)));
        assertThat(Effects.typed(0, field, "Renew passport", false).seen(before, after, true))
                .hasValueSatisfying(s -> assertThat(s).contains("where"));
        // the same words elsewhere on the screen are not the field's
        Observation elsewhere = screen(List.of(new Element(1, "Renew", new Rect(436, 430, 70, 22), Source.OCR, 0.9),
                new Element(2, "passport", new Rect(512, 430, 84, 22), Source.OCR, 0.9)));
        assertThat(Effects.typed(0, field, "Renew passport", false).seen(before, elsewhere, true)).isEmpty();
    }

    @Test
    void aShortLastWordTheCaretHidesFromPixelsIsTypedButNoOtherWordIs() {
        Element field = new Element(1, "Message", FIELD, Source.WIDGET, 0.8, Role.TEXT_FIELD, null, "", null, "", null);
        Observation before = screen(List.of(field));
        Element read = new Element(1, "Message", FIELD, Source.WIDGET, 0.8, Role.TEXT_FIELD, null, "Thursday works for", null, "", null);
        assertThat(Effects.typed(0, field, "Thursday works for me", false).seen(before, screen(List.of(read)), true))
                .hasValueSatisfying(s -> assertThat(s).contains("caret"));
        // a longer word missing is not the caret's doing; nor is anything from the tree
        assertThat(Effects.typed(0, field, "Thursday works for Sofia", false).seen(before, screen(List.of(read)), true)).isEmpty();
        Element tree = new Element(1, "Message", FIELD, Source.AX, 1.0, Role.TEXT_FIELD, null, "Thursday works for", null, "", null);
        assertThat(Effects.typed(0, tree, "Thursday works for me", false).seen(before, screen(List.of(tree)), true)).isEmpty();
    }
}
