package dev.tca.tasks;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/** What is on the screen before tca starts: a task page in Chromium, or an application's command line. */
public sealed interface Launch {

    /** A page from tasks/web/NAME.html; {@code accessibility} false is the pixels variant. */
    record Page(String name, boolean accessibility) implements Launch {
        public Page {
            if (name == null || !name.matches("[a-z0-9-]+")) {
                throw new IllegalArgumentException("page must be a page name like 'signup', got '" + name + "'");
            }
        }
    }

    /**
     * A program and its arguments; {@code windowClass} finds windows of programs that do not name their process
     * (xmessage), and {@code files} are written into the task's folder first (relative path to content).
     */
    record App(List<String> command, String windowClass, Map<String, String> files) implements Launch {
        public App {
            command = List.copyOf(command);
            if (command.isEmpty()) {
                throw new IllegalArgumentException("command must name a program");
            }
            files = Map.copyOf(files);
            files.keySet().forEach(k -> {
                if (k.startsWith("/") || k.contains("..")) {
                    throw new IllegalArgumentException("files must be relative to {work}, got '" + k + "'");
                }
            });
        }

        App in(String work) {
            Map<String, String> f = new LinkedHashMap<>();
            files.forEach((k, v) -> f.put(k, v.replace("{work}", work)));
            return new App(command.stream().map(a -> a.replace("{work}", work)).toList(), windowClass, f);
        }

        public String program() {
            return Objects.requireNonNull(command.get(0));
        }
    }
}
