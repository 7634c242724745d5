package dev.tca.brain.task;

import dev.tca.Models;
import dev.tca.core.Action;
import dev.tca.core.Decision;
import dev.tca.core.Element;
import dev.tca.core.Observation;
import dev.tca.core.Rect;
import dev.tca.core.ScreenMapping;
import dev.tca.core.Source;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Questions asked of pages read from pixels only (no tree): the words OCR reads are all there is, so where to look is
 * told by their places. The screens are the OCR lines of real pages, written here as element lists.
 */
class PixelQuestionsTest {

    private final List<Element> screen = new ArrayList<>();

    private void text(String label, int x, int y) {
        screen.add(new Element(screen.size() + 1, label, new Rect(x, y, (int) (6.5 * label.length()), 16), Source.OCR, 0.9));
    }

    private Decision first(String goal) {
        Observation o = new Observation(List.copyOf(screen), List.of(), 1280, 800, ScreenMapping.IDENTITY, "test", "");
        return new TaskBrain(() -> Models.brain(0.4), "task").start(goal).next(o, List.of());
    }

    private String clicked(Decision d) {
        assertThat(d.action()).as(d.reason()).isInstanceOf(Action.Click.class);
        return screen.get(((Action.Click) d.action()).target().orElseThrow() - 1).label();
    }

    /** A school's page of marked work for one child, the other child's card beside; a table under its header row. */
    private void markedWork() {
        text("Harper", 187, 92);           // Sam's card (its first name under the avatar's edge, misread)
        text("Ella Harper", 364, 92);
        text("Sam Harper: marked work", 130, 157);
        String[] head = {"Subject", "Assignment", "Set by", "Handed in", "Mark", "Effort"};
        int[] xs = {142, 319, 610, 807, 961, 1060};
        for (int c = 0; c < head.length; c++) {
            text(head[c], xs[c], 250);
        }
        String[][] rows = {{"History", "Roman army quiz", "Mr Adeyemi", "7 Nov", "9/10", "1"},
            {"Geography", "Map skills worksheet", "Miss Yilmaz", "12 Nov", "70%", "2"}};
        for (int r = 0; r < rows.length; r++) {
            for (int c = 0; c < rows[r].length; c++) {
                text(rows[r][c], xs[c], 286 + r * 37);
            }
        }
    }

    @Test
    void aQuestionAboutAnotherChildOpensThatChildsCardNotAColumnHeader() {
        markedWork();
        assertThat(clicked(first("What mark did Ella get for her Romans project in history?"))).isEqualTo("Ella Harper");
    }

    @Test
    void howMuchDataIsNoPriceAndATabWithAHyphenIsStillATab() {
        text("Overview", 157, 130);
        text("Usage", 262, 130);
        text("Bills", 344, 130);
        text("Add-ons", 418, 130);
        text("Home broadband", 157, 194);
        text("100 GB data - £22 a month", 157, 237);
        text("Kai Osei", 495, 194);
        text("6 GB data - unlimited minutes and texts - £9 a", 495, 237);
        assertThat(clicked(first("How much mobile data have I got left this month?"))).isEqualTo("Usage");
    }

    @Test
    void aDocumentsNextLineIsNoAmountUnlessItSaysOne() {
        text("6.2 The landlord may end the tenancy at or after the end of the fixed", 140, 300);
        text("term by giving the tenants at least two months' written notice (a", 140, 318);
        text("section 21 notice).", 140, 336);
        text("3 Once the fixed ter", 140, 354);
        Decision d = first("We're moving out when the fixed term is over. How much notice do we have to give the landlord?");
        // a clause number and half a sentence under the words "notice" is no amount of notice: no answer from here
        assertThat(d.action()).as(d.reason()).isNotInstanceOf(Action.Done.class);
    }

    @Test
    void aLengthOfTimeIsNotCountedAsRowsAndTabsStandAFewWordsApart() {
        text("Overview", 149, 158);
        text("Time off", 258, 158);
        text("Pay", 353, 158);
        text("Documents", 422, 158);
        text("Next payday", 145, 220);
        text("Next time off", 404, 220);
        text("28 Nov", 145, 245);
        text("22 Dec", 404, 245);
        text("Annual leave, 4 days", 404, 276);
        Decision d = first("How many days of annual leave have I got left to book this year?");
        assertThat(clicked(d)).isEqualTo("Time off");
    }
}
