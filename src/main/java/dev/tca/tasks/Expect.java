package dev.tca.tasks;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.Map;

/**
 * What the application's own state must be after the run. Every field set is checked; unset ones are null or
 * empty. {@code answer} is the one check that reads tca's output: its printed {@code answer: ...} line.
 */
public record Expect(Map<String, JsonNode> state, Integer exitCode, String stdout, FileContent file, String answer) {

    public Expect {
        state = Map.copyOf(state);
        if (state.isEmpty() && exitCode == null && stdout == null && file == null && answer == null) {
            throw new IllegalArgumentException("expect must check something: state, exitCode, stdout, file or answer");
        }
    }

    /** A file the app must have written, and its whole content (trailing new lines forgiven). */
    public record FileContent(String path, String content) {
        public FileContent {
            if (path == null || path.isBlank() || content == null) {
                throw new IllegalArgumentException("expect.file needs a path and a content");
            }
        }
    }

    Expect in(String work) {
        return new Expect(state, exitCode, stdout == null ? null : stdout.replace("{work}", work), file == null ? null
                : new FileContent(file.path().replace("{work}", work), file.content()), answer);
    }
}
