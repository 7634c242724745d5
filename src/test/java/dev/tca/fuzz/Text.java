package dev.tca.fuzz;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;

/** Shared generators: any text (controls, surrogates, right-to-left, combining marks) and JSON-shaped text. */
final class Text {

    private Text() {
    }

    static Arbitrary<String> any() {
        return Arbitraries.oneOf(Arbitraries.strings().ofMaxLength(200),
                Arbitraries.strings().withCharRange('\u0000', '\u001f').withCharRange('\u0590', '\u06ff')
                        .withCharRange('\u0300', '\u036f').withCharRange('\u2000', '\u206f').withChars("#{}[]\"':,+ 0123456789")
                        .ofMaxLength(80));
    }

    /** Objects and arrays of random depth holding random scalars, some of them absurd. */
    static Arbitrary<String> json() {
        return json(4);
    }

    private static Arbitrary<String> json(int depth) {
        Arbitrary<String> scalar = Arbitraries.oneOf(Arbitraries.of("null", "true", "false", "0", "-1", "1e999",
                "99999999999999999999999999", "-0.0", "\"\"", "\"click\"", "\"type\"", "\"key\"", "\"ctrl+s\"", "\"Save\"",
                "\"\\u0000\"", "NaN", "[]", "{}"), Arbitraries.integers().map(String::valueOf),
                Arbitraries.strings().alpha().ofMaxLength(10).map(s -> "\"" + s + "\""));
        Arbitrary<String> key = Arbitraries.of("action", "element", "text", "key", "chord", "direction", "amount",
                "millis", "reason", "format", "version", "steps", "observation", "elements", "x");
        if (depth == 0) {
            return scalar;
        }
        Arbitrary<String> inner = json(depth - 1);
        return Arbitraries.oneOf(scalar,
                Arbitraries.entries(key, inner).map(e -> "\"" + e.getKey() + "\": " + e.getValue())
                        .list().ofMaxSize(4).map(l -> "{" + String.join(", ", l) + "}"),
                inner.list().ofMaxSize(3).map(l -> "[" + String.join(", ", l) + "]"));
    }
}
