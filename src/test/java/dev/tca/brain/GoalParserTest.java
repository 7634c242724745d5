package dev.tca.brain;

import dev.tca.core.Action;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class GoalParserTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "click 'Save' to save the document | Save",
        "click \"Save as...\"               | Save as...",
        "Click ‘Close without saving’       | Close without saving",
        "CLICK “Cancel”                     | Cancel",
        "click Save to save the document    | Save",
        "click on the OK button             | OK",
        "press OK                           | OK",
        "Save                               | Save",
    })
    void findsTheClickTargetInAnyQuotesOrNone(String goal, String target) {
        List<Intent> intents = GoalParser.parseGoal(goal);
        assertThat(intents).hasSize(1);
        assertThat(intents.get(0).verb()).isEqualTo(Intent.Verb.CLICK);
        assertThat(intents.get(0).target()).isEqualTo(target);
    }

    @Test
    void readsKeysTypingScrollingAndWaiting() {
        assertThat(GoalParser.parseGoal("press ctrl+s").get(0).chord()).hasToString("ctrl+s");
        Intent type = GoalParser.parseGoal("type 'hello world' into Name").get(0);
        assertThat(type.text()).isEqualTo("hello world");
        assertThat(type.target()).isEqualTo("Name");
        assertThat(GoalParser.parseGoal("type 'Müller'").get(0).target()).isNull();
        assertThat(GoalParser.parseGoal("fill in Email with 'a@b.c'").get(0).text()).isEqualTo("a@b.c");
        Intent scroll = GoalParser.parseGoal("scroll down 5").get(0);
        assertThat(scroll.direction()).isEqualTo(Action.Direction.DOWN);
        assertThat(scroll.amount()).isEqualTo(5);
        assertThat(GoalParser.parseGoal("wait 2 seconds").get(0).millis()).isEqualTo(2000);
        assertThat(GoalParser.parseGoal("double-click 'report.txt'").get(0).verb()).isEqualTo(Intent.Verb.DOUBLE_CLICK);
        assertThat(GoalParser.parseGoal("right click Trash").get(0).verb()).isEqualTo(Intent.Verb.RIGHT_CLICK);
    }

    @Test
    void splitsMultiStepGoalsButNotInsideQuotes() {
        List<Intent> steps = GoalParser.parseGoal("type 'this, then that' into Name then press Return");
        assertThat(steps).extracting(Intent::verb).containsExactly(Intent.Verb.TYPE, Intent.Verb.KEY);
        assertThat(steps.get(0).text()).isEqualTo("this, then that");
    }

    @Test
    void scriptStepsAreStrict() {
        assertThat(GoalParser.parseStep("click #3").targetNumber()).isEqualTo(3);
        assertThatThrownBy(() -> GoalParser.parseStep("launch the rockets"))
                .hasMessageContaining("unknown action 'launch the rockets'");
    }
}
