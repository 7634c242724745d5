package dev.tca.codec;

import dev.tca.core.Action;
import dev.tca.core.BadInputException;
import dev.tca.core.KeyChord;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

@Tag("fast")
class ActionCodecTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static JsonNode json(String s) throws Exception {
        return JSON.readTree(s);
    }

    @Test
    void everyVerbReadsBackAsTheSameAction() {
        List<Action> all = List.of(new Action.Click(3), new Action.DoubleClick(1), new Action.RightClick(2), new Action.Hover(6), new Action.Drag(2, 5),
                new Action.Type("hi", 2, true, false), new Action.Type("plain", null),
                new Action.SetValue(4, 12.5), new Action.Key(KeyChord.parse("ctrl+s")),
                new Action.Scroll(Action.Direction.DOWN, 3, null), new Action.Scroll(Action.Direction.LEFT, 1, 5),
                new Action.Wait(500), new Action.Done("saved", "42", 7), new Action.Done("ok"), new Action.Fail("no match"));
        for (Action a : all) {
            assertThat(ActionCodec.read(ActionCodec.write(a))).as(a.describe()).isEqualTo(a);
        }
    }

    @Test
    void writesTheDocumentedForm() throws Exception {
        assertThat(ActionCodec.write(new Action.Click(3))).isEqualTo(json("{\"verb\":\"click\",\"element\":3}"));
        assertThat(ActionCodec.write(new Action.Type("hi", 2, true, false)))
                .isEqualTo(json("{\"verb\":\"type\",\"text\":\"hi\",\"element\":2,\"replace\":true}"));
        assertThat(ActionCodec.write(new Action.Scroll(Action.Direction.DOWN, 3, null)))
                .isEqualTo(json("{\"verb\":\"scroll\",\"direction\":\"down\",\"amount\":3}"));
    }

    @Test
    void aSecretIsWrittenMaskedAndRefusedAsInputWhenReadBack() {
        JsonNode written = ActionCodec.write(new Action.Type("hunter2", 2, false, true));
        assertThat(written.toString()).doesNotContain("hunter2").contains("\"secret\":true");
        Action back = ActionCodec.read(written);
        assertThat(back).isInstanceOf(Action.Type.class);
        assertThat(((Action.Type) back).secret()).isTrue();
        assertThatThrownBy(() -> ActionCodec.readInput(written)).isInstanceOf(BadInputException.class)
                .hasMessageContaining("masked");
        assertThat(ActionCodec.readInput(ActionCodec.write(new Action.Type("hi", 2)))).isEqualTo(new Action.Type("hi", 2));
    }

    @ParameterizedTest
    @ValueSource(strings = {"{\"verb\":\"jump\"}", "{\"element\":3}", "{\"verb\":\"click\"}",
            "{\"verb\":\"click\",\"element\":0}", "{\"verb\":\"click\",\"element\":\"3\"}",
            "{\"verb\":\"click\",\"element\":4294967299}", "{\"verb\":\"key\",\"element\":3,\"key\":\"a\"}",
            "{\"verb\":\"scroll\",\"direction\":\"sideways\",\"amount\":1}", "{\"verb\":\"type\",\"text\":\"\"}",
            "{\"verb\":\"set_value\",\"element\":2,\"value\":\"high\"}", "[1,2]"})
    void malformedActionsAreOneLineBadInput(String text) throws Exception {
        JsonNode node = json(text);
        assertThatThrownBy(() -> ActionCodec.read(node)).isInstanceOf(BadInputException.class)
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
    }

    @Test
    void theModulePlugsTheSameFormIntoAnyMapper() throws Exception {
        ObjectMapper m = new ObjectMapper().registerModule(ActionCodec.module());
        record Holder(Action action) {
        }
        String s = m.writeValueAsString(new Holder(new Action.Key(KeyChord.parse("ctrl+s"))));
        assertThat(s).isEqualTo("{\"action\":{\"verb\":\"key\",\"key\":\"ctrl+s\"}}");
        assertThat(m.readValue(s, Holder.class).action()).isEqualTo(new Action.Key(KeyChord.parse("ctrl+s")));
    }
}
