package dev.tca.perception.widgets;

import dev.tca.core.Rect;
import dev.tca.perception.OcrWord;
import dev.tca.perception.PhraseMerger;
import dev.tca.perception.widgets.Widget.Kind;
import org.junit.jupiter.api.Test;

import java.awt.image.BufferedImage;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class BorderSplitterTest {

    @Test
    void splitsAPhraseRunningAcrossXmessageButtonsAtTheirBorders() {
        BufferedImage image = Screens.image("xmessage");
        List<Widget> buttons = new WidgetDetector().detect(image);
        List<TextBox> words = Screens.words(image);
        // a wide word gap joins the words of adjacent buttons into one phrase, as bitmap fonts do
        List<OcrWord> ocr = words.stream().map(w -> new OcrWord(w.text(), w.box(), 1)).toList();
        List<TextBox> phrases = new PhraseMerger(4.0).merge(ocr).stream()
                .map(p -> new TextBox(p.text(), p.box())).toList();
        assertThat(phrases).as("the merged phrases of the button row")
                .anySatisfy(p -> assertThat(crossed(p, buttons)).isGreaterThanOrEqualTo(2));

        List<TextBox> split = BorderSplitter.splitAtBorders(phrases, words, buttons);

        assertThat(split).hasSizeGreaterThan(phrases.size());
        assertThat(split).allSatisfy(p -> assertThat(crossed(p, buttons)).as(p.text()).isLessThanOrEqualTo(1));
    }

    @Test
    void withoutWordBoxesCutsAtTheSpaceNearestTheBorder() {
        Widget skip = new Widget(Kind.BUTTON, new Rect(10, 10, 40, 20), null, null, false, 0.8);
        Widget abort = new Widget(Kind.BUTTON, new Rect(52, 10, 50, 20), null, null, false, 0.8);
        TextBox phrase = new TextBox("Skip Abort", new Rect(18, 14, 76, 12));

        List<TextBox> split = BorderSplitter.splitAtBorders(List.of(phrase), List.of(skip, abort));

        assertThat(split).extracting(TextBox::text).containsExactly("Skip", "Abort");
        assertThat(split.get(0).box().right()).isLessThanOrEqualTo(abort.box().x());
    }

    @Test
    void leavesAPhraseInsideOneButtonWhole() {
        Widget button = new Widget(Kind.BUTTON, new Rect(10, 10, 120, 24), null, null, false, 0.8);
        TextBox phrase = new TextBox("Close without saving", new Rect(16, 16, 108, 12));
        assertThat(BorderSplitter.splitAtBorders(List.of(phrase), List.of(button))).containsExactly(phrase);
    }

    /** How many buttons the box reaches into by more than a quarter of its own width. */
    private static long crossed(TextBox p, List<Widget> buttons) {
        return buttons.stream().filter(b -> b.kind() == Kind.BUTTON
                && p.box().intersection(b.box()).width() > Math.min(p.box().width(), b.box().width()) / 4).count();
    }
}
