package dev.tca.brain.task;

import dev.tca.brain.plan.Kind;
import dev.tca.brain.plan.SubGoal;
import dev.tca.core.Element;
import dev.tca.core.Observation;
import dev.tca.core.Rect;
import dev.tca.core.Role;
import dev.tca.core.ScreenMapping;
import dev.tca.core.Source;

import org.junit.jupiter.api.Test;

import java.time.LocalDate;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** A date step on a form whose date is a button that opens a calendar. */
class DatesTest {

    private static Element e(int id, Role role, String label, int y) {
        return new Element(id, label, new Rect(380, y, 520, 36), Source.AX, 1.0, role, null, "", null, "", null);
    }

    @Test
    void aChooseADateButtonOpensTheCalendarRatherThanTheDateBeingTypedIntoTheFormsOtherField() {
        List<Element> form = List.of(e(1, Role.LABEL, "Reason for visit", 218), e(2, Role.COMBO, "Reason for visit", 237),
                e(3, Role.LABEL, "Date", 287), e(4, Role.BUTTON, "Choose a date", 306), e(5, Role.LABEL, "Time", 356),
                e(6, Role.COMBO, "Time", 375), e(7, Role.BUTTON, "Book appointment", 430));
        Observation o = new Observation(form, List.of(), 1280, 800, ScreenMapping.IDENTITY, "ax", "");
        SubGoal g = new SubGoal(Kind.PICK_DATE, null, null, null, null, false, null, null, LocalDate.of(2027, 10, 14), null, null,
                null, null);
        Move m = Dates.pick(0, g, form, 0, o);
        assertThat(m.decision()).isNotNull();
        assertThat(m.decision().action().target()).contains(4);
        assertThat(m.decision().reason()).contains("open the calendar");
    }

    @Test
    void aFieldReadFromPixelsThatSaysChooseADateIsClickedToSeeWhetherACalendarOpensBeforeAnythingIsTyped() {
        // typed into at once, a picker's button takes no text, and the select-all before it marks the whole page
        List<Element> form = List.of(new Element(1, "Date", new Rect(364, 142, 30, 14), Source.OCR, 0.9),
                new Element(2, "Date", new Rect(364, 162, 260, 40), Source.WIDGET, 0.8, Role.TEXT_FIELD, null, "Choose a date", null, "", null),
                new Element(3, "Calendar", new Rect(376, 172, 20, 20), Source.WIDGET, 0.8, Role.BUTTON, null, "", null, "", null));
        Observation o = new Observation(form, List.of(), 1280, 800, ScreenMapping.IDENTITY, "widgets", "");
        SubGoal g = new SubGoal(Kind.PICK_DATE, null, null, null, null, false, null, null, LocalDate.of(2031, 10, 24), null, null,
                null, null);
        Move first = Dates.pick(0, g, form, 0, 0, o, true);
        assertThat(first.decision()).as(String.valueOf(first.failure())).isNotNull();
        assertThat(first.decision().action()).isInstanceOf(dev.tca.core.Action.Click.class);
        assertThat(first.decision().action().target()).contains(2);
        // the click showed no calendar: the date is typed next
        Move then = Dates.pick(0, g, form, 1, 0, o, true);
        assertThat(then.decision().action()).isInstanceOf(dev.tca.core.Action.Type.class);
    }

    @Test
    void aDateWithoutAYearTypedIntoAFieldIsTheNextOneFromTheDayThePageSaysIsToday() {
        List<Element> form = List.of(e(1, Role.LABEL, "6 jobs in libraries · today is Tuesday 13 January 2032", 100),
                e(2, Role.LABEL, "Earliest date you could start", 300),
                new Element(3, "Earliest date you could start", new Rect(380, 330, 200, 36), Source.AX, 1.0, Role.TEXT_FIELD, null, "",
                        null, "", null));
        Observation o = new Observation(form, List.of(), 1280, 800, ScreenMapping.IDENTITY, "ax", "");
        SubGoal g = new SubGoal(Kind.PICK_DATE, "earliest I can start", null, null, null, false, null, null, LocalDate.of(2027, 2, 2),
                null, null, null, null);
        Move m = Dates.pick(0, g, form, 0, 0, o, false);
        assertThat(m.decision()).as(String.valueOf(m.failure())).isNotNull();
        assertThat(m.decision().action()).isEqualTo(new dev.tca.core.Action.Type("02/02/2032", 3, true, false));
        // the year the goal wrote stands
        assertThat(Dates.pick(0, g, form, 0, 0, o, true).decision().action()).isEqualTo(new dev.tca.core.Action.Type("02/02/2027", 3,
                true, false));
    }

    @Test
    void aDateByItsMonthWithoutAYearIsTheNextOneFromTheMonthTheCalendarShows() {
        List<Element> calendar = new java.util.ArrayList<>(List.of(e(1, Role.LABEL, "October 2031", 100),
                e(2, Role.BUTTON, "Next month", 100)));
        for (int d = 1; d <= 31; d++) {
            calendar.add(new Element(2 + d, Integer.toString(d), new Rect(380 + (d % 7) * 40, 140 + (d / 7) * 30, 30, 24), Source.AX, 1.0,
                    Role.CALENDAR_DAY, null, "", null, "", null));
        }
        Observation o = new Observation(calendar, List.of(), 1280, 800, ScreenMapping.IDENTITY, "ax", "");
        SubGoal g = new SubGoal(Kind.PICK_DATE, null, null, null, null, false, null, null, LocalDate.of(2027, 11, 17), null, null,
                null, null);
        Move m = Dates.pick(0, g, calendar, 0, 0, o, false);
        assertThat(m.decision()).as(String.valueOf(m.failure())).isNotNull();
        assertThat(m.decision().reason()).contains("2031-11");
        Move back = Dates.pick(0, g, calendar, 0, 0, o, true);
        assertThat(back.decision() == null ? back.failure() : back.decision().reason()).as("the year the goal wrote").contains("2027");
    }

    @Test
    void theCalendarsTitleSaysTheMonthShownNotTheDateTheFormsButtonHolds() {
        // paged on from July, the picker shows September 2031 while its opener still says the date chosen
        List<Element> pool = new java.util.ArrayList<>(List.of(e(1, Role.BUTTON, "Depart Wed 9 Jul 2031", 192),
                e(2, Role.LABEL, "September 2031", 260)));
        for (int d = 1; d <= 30; d++) {
            pool.add(new Element(2 + d, Integer.toString(d), new Rect(590 + (d % 7) * 43, 320 + (d / 7) * 34, 24, 20), Source.AX, 1.0,
                    Role.BUTTON, null, "", null, "", null));
        }
        Observation o = new Observation(pool, List.of(), 1280, 800, ScreenMapping.IDENTITY, "ax", "");
        assertThat(Dates.shown(pool, o)).contains(java.time.YearMonth.of(2031, 9));
    }

    @Test
    void aGtkCalendarsMonthAndYearApartAreItsPageNotTheDialogsLineSayingToday() {
        // zenity's calendar paged on to June: its header says "June" and "2031" apart, the dialog's text still says today
        List<Element> pool = new java.util.ArrayList<>(List.of(e(1, Role.LABEL, "Renew the passports · today is Wednesday 14 May 2031", 20),
                e(2, Role.LABEL, "June", 60), e(3, Role.LABEL, "2031", 60)));
        for (int d = 1; d <= 30; d++) {
            pool.add(new Element(3 + d, Integer.toString(d), new Rect(590 + (d % 7) * 43, 320 + (d / 7) * 34, 24, 20), Source.OCR, 0.8));
        }
        Observation o = new Observation(pool, List.of(), 1280, 800, ScreenMapping.IDENTITY, "ocr", "");
        assertThat(Dates.shown(pool, o)).contains(java.time.YearMonth.of(2031, 6));
    }

    @Test
    void theLastFridayOfAMonthIsCountedInTheCalendarsYearAndItsDayIsNotTheMonthBeforesWhenPixelsDropTheOne() {
        // read from pixels: May's 27 to 31 lead the grid, June's "1" (a lone digit) went unread
        List<Element> calendar = new java.util.ArrayList<>(List.of(new Element(1, "June", new Rect(20, 10, 60, 20), Source.WIDGET, 0.6,
                Role.BUTTON, null, "", null, "", null), new Element(2, "2031", new Rect(200, 10, 60, 20), Source.OCR, 0.8)));
        int[] grid = {27, 28, 29, 30, 31, 2, 3, 4, 6, 8, 9, 10, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29};
        for (int i = 0; i < grid.length; i++) {
            calendar.add(new Element(calendar.size() + 1, Integer.toString(grid[i]), new Rect(20 + (i % 7) * 40, 60 + (i / 7) * 24, 20, 16),
                    Source.OCR, 0.8));
        }
        Observation o = new Observation(calendar, List.of(), 1280, 800, ScreenMapping.IDENTITY, "ocr", "");
        // planned on 3 December 2026 as the next June's, 2027-06-25; the calendar shows June 2031
        SubGoal g = new SubGoal(Kind.PICK_DATE, null, "the last Friday of June", null, null, false, null, null, LocalDate.of(2027, 6, 25),
                null, null, null, null);
        Move m = Dates.pick(0, g, calendar, 0, 0, o, false);
        assertThat(m.decision()).as(String.valueOf(m.failure())).isNotNull();
        assertThat(m.decision().reason()).contains("day 27 of 2031-06");
        assertThat(calendar.get(m.decision().action().target().orElseThrow() - 1).box().y()).isEqualTo(60 + 3 * 24);
    }
}
