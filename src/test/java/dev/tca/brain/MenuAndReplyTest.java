package dev.tca.brain;

import dev.tca.Screens;
import dev.tca.brain.menu.DecisionMenu;
import dev.tca.brain.menu.ReplyParser;
import dev.tca.core.Action;
import dev.tca.core.BrainException;
import dev.tca.core.Observation;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class MenuAndReplyTest {

    private final Observation screen = Screens.of("Cancel", "Close without saving", "Save");
    private final DecisionMenu menu = DecisionMenu.of("click 'Save'", screen, DecisionMenu.DEFAULT_MAX_ENTRIES);

    @Test
    void theMenuNumbersEntriesAndSaysHowToAnswer() {
        assertThat(menu.text()).contains("Goal: click 'Save'", "1. Cancel [ocr]", "3. Save [ocr]", "Answer with one line");
    }

    @Test
    void theMenuIsCappedAndHonestWhenEmpty() {
        String[] many = new String[60];
        for (int i = 0; i < many.length; i++) {
            many[i] = "Item " + i + " " + "x".repeat(80);
        }
        DecisionMenu capped = DecisionMenu.of("g", Screens.of(many), 40);
        assertThat(capped.shown()).isEqualTo(40);
        assertThat(capped.text()).contains("(20 more not shown)");
        assertThat(capped.entryLines()).allMatch(l -> l.length() < 70);
        assertThat(DecisionMenu.of("g", Screens.of(), 40).text()).contains("Nothing on the screen was recognised");
    }

    @ParameterizedTest
    @ValueSource(strings = {"3", "click 3", "#3 Save", "Click #3", "3. because the goal says save",
            "{\"action\": \"click\", \"target\": 3}", "click 'Save'"})
    void repliesAreReadLeniently(String reply) {
        assertThat(ReplyParser.parse(reply, menu, screen).action()).isEqualTo(new Action.Click(3));
    }

    @Test
    void typingAndKeysComeThroughToo() {
        assertThat(ReplyParser.parse("type 'hi' into 2", menu, screen).action()).isEqualTo(new Action.Type("hi", 2));
        assertThat(ReplyParser.parse("{\"action\":\"key\",\"key\":\"ctrl+s\"}", menu, screen).action())
                .isInstanceOf(Action.Key.class);
        assertThat(ReplyParser.parse("double_click 1", menu, screen).action()).isEqualTo(new Action.DoubleClick(1));
        assertThat(ReplyParser.parse("{\"verb\":\"scroll\",\"direction\":\"down\",\"amount\":2,\"reason\":\"more\"}",
                menu, screen).action()).isEqualTo(new Action.Scroll(Action.Direction.DOWN, 2, null));
        assertThatThrownBy(() -> ReplyParser.parse("{\"verb\":\"click\",\"element\":3,\"text\":\"x\"}", menu, screen))
                .isInstanceOf(BrainException.class).hasMessageContaining("click does not take \"text\"");
    }

    @Test
    void anEchoOfTheMenuIsRefusedNotActedOn() {
        String echo = "Sure! 1. Cancel [ocr]\n2. Close without saving [ocr]\n3. Save [ocr]";
        assertThatThrownBy(() -> ReplyParser.parse(echo, menu, screen)).isInstanceOf(BrainException.class)
                .hasMessageContaining("looks like an echo");
    }

    @Test
    void nonsenseAndOutOfRangeRepliesAreRefused() {
        assertThatThrownBy(() -> ReplyParser.parse("9", menu, screen)).hasMessageContaining("the menu has 3");
        assertThatThrownBy(() -> ReplyParser.parse("I think we should proceed carefully", menu, screen))
                .isInstanceOf(BrainException.class);
        assertThatThrownBy(() -> ReplyParser.parse("{not json", menu, screen)).hasMessageContaining("does not parse");
        assertThatThrownBy(() -> ReplyParser.parse("  ", menu, screen)).hasMessageContaining("empty");
    }
}
