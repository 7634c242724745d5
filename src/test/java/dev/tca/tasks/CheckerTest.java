package dev.tca.tasks;

import com.fasterxml.jackson.databind.ObjectMapper;

import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class CheckerTest {

    private final ObjectMapper json = new ObjectMapper();

    @Test
    void comparesOnlyTheExpectedKeysOfThePageState() throws Exception {
        var check = new Checker.PageState(Map.of("size", json.readTree("\"XL\""), "added", json.readTree("true")));
        assertThat(check.check(new Outcome(json.readTree("{\"size\":\"XL\",\"added\":true,\"other\":1}"), null, "", "")).passed()).isTrue();
        assertThat(check.check(new Outcome(json.readTree("{\"size\":\"M\",\"added\":true}"), null, "", "")).reason())
                .isEqualTo("page state size = \"M\", expected \"XL\"");
        assertThat(check.check(new Outcome(null, null, "", "")).reason()).isEqualTo("the page never reported its state");
    }

    @Test
    void readsTheAnswerLineAsAWholeNumber() {
        var check = new Checker.Answer("1284.50");
        assertThat(check.check(new Outcome(null, null, "", "step 0 | ...\nanswer: $1,284.50\n")).passed()).isTrue();
        assertThat(new Checker.Answer("3").check(new Outcome(null, null, "", "answer: 13 lamps")).passed()).isFalse();
        assertThat(new Checker.Answer("3").check(new Outcome(null, null, "", "answer: 3 lamps")).passed()).isTrue();
        assertThat(check.check(new Outcome(null, null, "", "result: failure")).reason()).startsWith("tca printed no 'answer:' line");
    }

    @Test
    void anAppStillOpenFailsTheExitCodeCheck() {
        assertThat(new Checker.ExitCode(0).check(new Outcome(null, null, "", "")).reason()).startsWith("the app was still open");
        assertThat(new Checker.ExitCode(11).check(new Outcome(null, 11, "", "")).passed()).isTrue();
        assertThat(new Checker.Stdout("Cherry").check(new Outcome(null, 0, "Cherry\n", "")).passed()).isTrue();
    }
}
