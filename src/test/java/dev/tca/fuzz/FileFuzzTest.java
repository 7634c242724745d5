package dev.tca.fuzz;

import dev.tca.brain.planner.ScriptBrain;
import dev.tca.core.BadInputException;
import dev.tca.trace.Traces;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterProperty;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Random, broken and near-valid script and trace files: each loads, or is refused with one
 * BadInputException line (exit 2), never another exception. The near-valid traces start from a
 * real recorded trace of the suite and are cut, retyped, renumbered and nested.
 */
class FileFuzzTest {

    private static final String TRACE = read(Path.of("traces/coloured-later.json"));

    private final Path file = temp();

    @AfterProperty
    void removeTheFile() throws IOException {
        Files.deleteIfExists(file);
    }

    @Property
    void aTraceFileLoadsOrIsOneLineOfBadInput(@ForAll("traces") String json) throws IOException {
        Files.writeString(file, json);
        try {
            assertThat(Traces.read(file).steps()).isNotEmpty();
        } catch (BadInputException expected) {
            assertThat(expected.getMessage()).startsWith("trace " + file).doesNotContain("\n");
        }
    }

    @Property
    void aScriptFileLoadsOrIsOneLineOfBadInput(@ForAll("scripts") byte[] script) throws IOException {
        Files.write(file, script);
        try {
            assertThat(ScriptBrain.load(file).describe()).isNotBlank();
        } catch (BadInputException expected) {
            assertThat(expected.getMessage()).contains(file.toString()).doesNotContain("\n");
        }
    }

    @Provide
    Arbitrary<String> traces() {
        Arbitrary<Integer> cut = Arbitraries.integers().between(0, TRACE.length());
        Arbitrary<String> truncated = cut.map(n -> TRACE.substring(0, n));
        Arbitrary<String> value = Arbitraries.of("null", "\"x\"", "[]", "{}", "-1", "1e309", "123456789012345678901234567890",
                "true", "0.5", "\"" + "a".repeat(5000) + "\"");
        // replace the n-th scalar after a colon with a value of another type
        Arbitrary<String> retyped = Combinators.combine(Arbitraries.integers().between(1, 400), value)
                .as((n, v) -> replaceNthValue(TRACE, n, v));
        Arbitrary<String> versioned = Arbitraries.integers().map(v -> TRACE.replaceFirst("\"version\" : 1", "\"version\" : " + v));
        Arbitrary<String> nested = Arbitraries.integers().between(1, 100_000)
                .map(d -> TRACE.replaceFirst("\"tags\" : \\[", "\"tags\" : " + "[".repeat(d) + "]".repeat(d) + ", \"x\" : ["));
        return Arbitraries.oneOf(Text.json(), Text.any(), truncated, retyped, versioned, nested);
    }

    @Provide
    Arbitrary<byte[]> scripts() {
        Arbitrary<String> line = Arbitraries.oneOf(Arbitraries.of("click 'Save'", "type 'hi' into 'Name'", "key ctrl+s",
                "key ctrl+alt+nokey", "scroll down 5", "scroll down 999", "wait 2 s", "wait 99999999999999 s", "done",
                "# comment", "", "frobnicate", "type ''", "click", "type 'x' into"), Text.any());
        Arbitrary<byte[]> text = line.list().ofMaxSize(8).map(l -> String.join("\n", l).getBytes(StandardCharsets.UTF_8));
        return Arbitraries.oneOf(text, Arbitraries.bytes().array(byte[].class).ofMaxSize(64));
    }

    private static String replaceNthValue(String json, int n, String value) {
        int at = -1;
        for (int i = 0; i < n; i++) {
            at = json.indexOf(" : ", at + 1);
            if (at < 0) {
                return json;
            }
        }
        int end = at + 3;
        int stop = end;
        // a scalar runs to the next comma or line end; an object or array value loses only its opening bracket
        while (stop < json.length() && ",\n}]".indexOf(json.charAt(stop)) < 0) {
            stop++;
        }
        return json.substring(0, end) + value + json.substring(stop);
    }

    private static Path temp() {
        try {
            return Files.createTempFile("tca-fuzz", ".json");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String read(Path p) {
        try {
            return Files.readString(p);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
