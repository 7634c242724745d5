package dev.tca.brain.task;

import dev.tca.Models;
import dev.tca.core.Action;
import dev.tca.core.Element;
import dev.tca.core.Rect;
import dev.tca.core.Role;
import dev.tca.core.Source;
import dev.tca.core.State;

import org.junit.jupiter.api.Test;

import java.util.EnumSet;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/** A time asked of a document's prose, by the doing the question asks about (a letter of our own, not a task's). */
class ProseTimesTest {

    private static final String LETTER = """
            RIVERBANK SWIMMING CLUB
            Gala weekend, Saturday 6 June

            Dear swimmers and families,

            THE MORNING
            Swimmers should be on poolside by 07:30 for the warm-up.
            The doors of the leisure centre open at 07:00, and the
            gala itself starts at 08:30.

            LUNCH
            There is a break for lunch at about 12:15. The café will
            be open, but please bring a named water bottle.

            THE END OF THE DAY
            The last race should finish at 16:10, and medals follow
            straight after. Please pick your swimmer up from the
            side entrance at 16:45. The car park closes at 17:30.

            Thank you,
            Coach Bell
            """;

    private final Grounder grounder = new Grounder(() -> Models.brain(0.4));

    private static List<Element> editor(String text) {
        return List.of(new Element(1, "Text", new Rect(0, 40, 1280, 700), Source.AX, 1.0, Role.TEXT_FIELD,
                EnumSet.noneOf(State.class), text, null, "in 'gala.txt - Mousepad'", null));
    }

    private Optional<String> answer(String question, String text) {
        return ProseTimes.read(question, editor(text), grounder)
                .map(m -> ((Action.Done) m.decision().action()).answer());
    }

    @Test
    void aQuestionsDoingPicksItsSentencesTime() {
        assertThat(answer("What time do we need to collect Sam after the gala?", LETTER)).contains("16:45");
        assertThat(answer("When does the gala start?", LETTER)).contains("08:30");
        assertThat(answer("What time does the car park close?", LETTER)).contains("17:30");
    }

    @Test
    void aSentenceThatPointsBackSaysTheTimeBeforeIt() {
        String note = """
                We expect the coach to be back at the club at 18:20.
                Please collect your swimmer from reception at that time.
                Lunch is at 12:15 in the café by the main pool.
                """;
        assertThat(answer("What time should I pick Jo up?", note)).contains("18:20");
    }

    @Test
    void aRankedTimeOrNoQuestionOfTimeIsLeftToTheOtherReadings() {
        assertThat(answer("What is the last race of the day?", LETTER)).isEmpty();
        assertThat(answer("Which time is the earliest on this page?", LETTER)).isEmpty();
        assertThat(answer("Who signed the letter?", LETTER)).isEmpty();
    }
}
