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

    /**
     * One line: the command, whether it still runs or its exit code, and the start of what it printed.
     * Read before the sandbox closes: its output lives in the sandbox's folder, which goes with it.
     */
    public String describe() {
        String printed = stdout().strip().replaceAll("\\s+", " ");
        if (printed.length() > 200) {
            printed = printed.substring(0, 200) + "...";
        }
        return "'" + String.join(" ", command) + "' "
                + (process.isAlive() ? "is still running" : "exited with code " + process.exitValue())
                + (printed.isEmpty() ? "" : ", printed: " + printed);
    }

    public String stdout() {
        try {
            return Files.readString(stdoutFile, StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "";
        }
    }
}
