package dev.tca.brain.plan;

import org.junit.jupiter.api.Test;

import java.time.LocalDate;

import static org.assertj.core.api.Assertions.assertThat;

/** Requests said the way people say them, read plainly (sentences of our own, not a task's). */
class SpokenFormsTest {

    private final GoalPlanner planner = new GoalPlanner(null, LocalDate.of(2026, 12, 3));

    private String plan(String goal) {
        return planner.plan(goal).describe();
    }

    @Test
    void whatAComplaintNamesIsWhatItMeansNext() {
        assertThat(plan("The book club group chat keeps pinging. Mute it for 2 days."))
                .isEqualTo("1. click 'mute' in 'book club group chat'\n2. choose '2 days'\n");
        assertThat(plan("Flashdeals keeps sending me pop-ups on my laptop. Block it from showing them."))
                .isEqualTo("1. click 'block' in 'Flashdeals'\n");
    }

    @Test
    void aLengthAfterMutingIsChosenOnceMutingAsks() {
        assertThat(plan("Snooze the Garden Club thread for a week"))
                .endsWith("choose '1 week'\n");
    }

    @Test
    void movingToAPlanIsChoosingIt() {
        assertThat(plan("We barely use it now. Move us down to the Lite plan.")).endsWith("choose 'Lite plan'\n");
        assertThat(plan("Downgrade my account to the Starter tier")).isEqualTo("1. choose 'Starter tier'\n");
    }

    @Test
    void stoppingAPersonFromSeeingMyThingsIsNoLongerSharingWithThem() {
        assertThat(plan("Stop Ana Costa from seeing my photos")).isEqualTo("1. click 'stop sharing with Ana Costa'\n");
    }

    @Test
    void aQuestionAboutWhatWasJustToldAsksAboutThatThing() {
        assertThat(plan("The garage called this morning. What time was that?"))
                .isEqualTo("1. answer 'garage's call this morning time'\n");
        assertThat(plan("I'm paying the deposit into my savings account. What's its sort code?"))
                .isEqualTo("1. answer 'sort code of the savings account'\n");
    }

    @Test
    void aDayCountedFromTheDayToldBeforeIsThatDay() {
        assertThat(plan("My driving licence runs out on 3 October. Set a reminder for two weeks before that, so there's time to renew it."))
                .matches("(?s)1\\. pick date \\d{4}-09-19 in 'reminder'\n"); // (the year: the next 3 October's)
        assertThat(plan("The lease ends on 1 March 2028. Book the removal van for 3 days before that"))
                .startsWith("1. pick date 2028-02-27");
    }

    @Test
    void puttingTheClockOnAPlacesTimeIsChoosingThatPlace() {
        assertThat(plan("We've moved to Oslo. Put the clock on Oslo time.")).isEqualTo("1. choose 'Oslo'\n");
    }

    @Test
    void anAmountToReachInSoManyMonthsIsItsShareEachMonth() {
        assertThat(plan("I want £900 in my holiday pot by July. Set up a monthly top-up that gets it there in the 6 months I've got."))
                .endsWith("click 'Set up a monthly top-up of £150'\n");
    }

    @Test
    void aRangeOfDaysIsItsFirstDayInFromAndItsLastInUntil() {
        assertThat(plan("Pause my milk delivery from 4 August 2027 to 18 August 2027"))
                .isEqualTo("1. pick date 2027-08-04 in 'from' in 'milk delivery'\n2. pick date 2027-08-18 in 'until' in 'milk delivery'\n"
                        + "3. click 'pause'\n");
    }

    @Test
    void aDesktopFolderStaysAPlace() {
        assertThat(plan("save it as notes.txt on my desktop")).contains("Desktop");
    }
}
