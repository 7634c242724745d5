package dev.tca.platform.sandbox;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** An app started in the sandbox, with what it printed so far (its stdout is how a test proves input arrived). */
public record LaunchedApp(List<String> command, Process process, Path stdoutFile, Path stderrFile) {

    public LaunchedApp {
        command = List.copyOf(command);
    }

    public String stdout() {
        try {
            return Files.readString(stdoutFile, StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "";
        }
    }
}
