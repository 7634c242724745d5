package dev.tca.brain.task;

import dev.tca.brain.Brain;
import dev.tca.core.Action;
import dev.tca.core.Decision;
import dev.tca.core.Element;
import dev.tca.core.Observation;
import dev.tca.core.Rect;
import dev.tca.core.Role;
import dev.tca.core.ScreenMapping;
import dev.tca.core.Source;
import dev.tca.session.Brains;
import dev.tca.session.Config;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The task brain on a screen whose paragraph holds the goal's word: the observation is built by
 * hand here (the words as OCR gives them) so each case names exactly what is on screen; the live
 * Chromium test reads the same kind of page with real OCR and a real click.
 */
class ProseWordsTest {

    private static final Brain BRAIN = Brains.build(Config.BrainSpec.named("task"));

    /** One line of words at y, each 10 px a letter and 10 px apart, starting at x. */
    private static List<Element> line(int x, int y, String text) {
        List<Element> out = new ArrayList<>();
        for (String w : text.split(" ")) {
            out.add(new Element(0, w, new Rect(x, y, w.length() * 10, 20), Source.OCR, 0.9));
            x += w.length() * 10 + 10;
        }
        return out;
    }

    private static Observation screen(List<Element> menu, List<List<Element>> lines) {
        List<Element> numbered = new ArrayList<>();
        menu.forEach(e -> numbered.add(e.withId(numbered.size() + 1)));
        List<Element> words = new ArrayList<>();
        lines.forEach(l -> l.forEach(w -> words.add(w.withId(numbered.size() + words.size() + 1))));
        return new Observation(numbered, List.of(), 1280, 800, ScreenMapping.IDENTITY, "test", "", List.of(), "", words);
    }

    private static Element clicked(Decision d, Observation o) {
        assertThat(d.action()).as("%s", d).isInstanceOf(Action.Click.class);
        return o.element(((Action.Click) d.action()).element()).orElseThrow();
    }

    private static final List<Element> PARAGRAPH_1 = line(40, 100, "Lorem ipsum dolor sit amet, Namque dynamic tempor");
    private static final List<Element> PARAGRAPH_2 = line(40, 130, "dolore magna cum laude, sed nam viverra quis nostrud");
    private static final List<Element> PARAGRAPH_3 = line(40, 160, "ullamco magna aliqua laboris nisi.");
    private static final Element HEADING = new Element(0, "Reading list", new Rect(40, 40, 120, 24), Source.OCR, 0.9);

    @Test
    void aQuotedWordInsideAParagraphIsClickedOnThatWordNotOnAWordThatContainsIt() {
        Observation o = screen(List.of(HEADING), List.of(PARAGRAPH_1, PARAGRAPH_2, PARAGRAPH_3));
        Element e = clicked(BRAIN.decide("click the link \"nam\"", o, List.of()), o);
        assertThat(e).isEqualTo(PARAGRAPH_2.get(5).withId(e.id()));
        assertThat(e.id()).as("a word, numbered after the menu").isGreaterThan(o.elements().size());
    }

    @Test
    void aQuotedPhraseIsFoundAsConsecutiveWordsOfOneLineNotWhereOnlyItsFirstWordStands() {
        Observation o = screen(List.of(HEADING), List.of(PARAGRAPH_1, PARAGRAPH_2, PARAGRAPH_3));
        Decision d = BRAIN.decide("Click on \"magna aliqua\"", o, List.of());
        Element e = clicked(d, o);
        Rect phrase = PARAGRAPH_3.get(1).box().union(PARAGRAPH_3.get(2).box());
        assertThat(e.box().y()).isEqualTo(160);
        assertThat(Math.abs(e.center().x() - phrase.center().x())).as("%s", d).isLessThanOrEqualTo(phrase.width() / 2);
        assertThat(Set.of("magna", "aliqua")).contains(e.label());
    }

    @Test
    void theWordOnAShortLineInTheMenuIsClickedRatherThanTheLinesCentreOrTheSameWordElsewhere() {
        Element shortLine = new Element(0, "See the dolor notes", new Rect(40, 300, 190, 20), Source.OCR, 0.9);
        List<Element> itsWords = line(40, 300, "See the dolor notes");
        Observation o = screen(List.of(HEADING, shortLine), List.of(PARAGRAPH_1, itsWords));
        Element e = clicked(BRAIN.decide("Click on the word \"dolor\"", o, List.of()), o);
        assertThat(e.label()).isEqualTo("dolor");
        assertThat(e.box()).isEqualTo(itsWords.get(2).box());
    }

    @Test
    void aLinkTheTreeReportsIsStillClickedAsTheLink() {
        Element link = new Element(0, "nam", new Rect(240, 130, 30, 20), Source.AX_OCR, 1, Role.LINK, Set.of(), "", null, "", null);
        Observation o = screen(List.of(HEADING, link), List.of(PARAGRAPH_1, PARAGRAPH_2));
        Element e = clicked(BRAIN.decide("click the link \"nam\"", o, List.of()), o);
        assertThat(e.role()).isEqualTo(Role.LINK);
        assertThat(e.id()).isLessThanOrEqualTo(o.elements().size());
    }

    @Test
    void aButtonFoundByItsWordsStaysTheChoiceOverTheSameWordInProse() {
        Element button = new Element(0, "Save draft", new Rect(40, 400, 120, 30), Source.OCR, 0.9, Role.BUTTON, Set.of(), "",
                null, "", null);
        Observation o = screen(List.of(HEADING, button), List.of(line(40, 100, "Save your work often, then close the editor."),
                line(50, 405, "Save draft")));
        Element e = clicked(BRAIN.decide("click \"Save\"", o, List.of()), o);
        assertThat(e.role()).isEqualTo(Role.BUTTON);
    }

    @Test
    void theGoalShownOnScreenIsNotWhereItsWordIsFound() {
        List<Element> echo = line(40, 20, "click the link \"nam\"");
        Observation o = screen(List.of(HEADING), List.of(echo, PARAGRAPH_2));
        Element e = clicked(BRAIN.decide("click the link \"nam\"", o, List.of()), o);
        assertThat(e.box().y()).as("the paragraph's nam, not the echoed instruction's").isEqualTo(130);
    }

    @Test
    void aWordNotOnScreenIsNotGuessed() {
        Observation o = screen(List.of(HEADING), List.of(PARAGRAPH_1, PARAGRAPH_2));
        Decision d = BRAIN.decide("click the link \"consequat\"", o, List.of());
        assertThat(d.action()).as("%s", d).isNotInstanceOf(Action.Click.class);
    }
}
