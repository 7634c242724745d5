package dev.tca.tasks;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * Debian's Chromium in app mode (--app: no address bar, tabs or bookmarks, so the screen holds the page and
 * nothing a goal could be confused with). One profile template is made once; each task gets a fresh copy, so
 * it starts in about a second with no first-run pages, no restore bubble, and no password-saving prompt.
 */
final class Chromium {

    private static final String PREFERENCES = """
            {"credentials_enable_service": false, "profile": {"password_manager_enabled": false, "exit_type": "Normal",
             "exited_cleanly": true}, "translate": {"enabled": false}, "browser": {"has_seen_welcome_page": true}}
            """;

    private final Path template;

    Chromium() throws IOException {
        template = Files.createTempDirectory("tca-chromium-template");
        Files.createDirectories(template.resolve("Default"));
        Files.writeString(template.resolve("Default/Preferences"), PREFERENCES);
        Files.writeString(template.resolve("First Run"), "");
    }

    /** A fresh profile folder for one task, copied from the template. */
    Path profile() throws IOException {
        Path dir = Files.createTempDirectory("tca-chromium");
        try (Stream<Path> s = Files.walk(template)) {
            for (Path p : s.toList()) {
                Path to = dir.resolve(template.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(to);
                } else {
                    Files.copy(p, to);
                }
            }
        }
        return dir;
    }

    static List<String> command(Path profile, String url, boolean accessibility) {
        List<String> c = new ArrayList<>(List.of("chromium", "--no-sandbox", "--user-data-dir=" + profile,
                "--no-first-run", "--no-default-browser-check", "--disable-gpu", "--window-position=0,0",
                "--window-size=1280,800", "--password-store=basic", "--disable-sync", "--disable-extensions",
                "--disable-component-update", "--disable-features=Translate,MediaRouter", "--hide-crash-restore-bubble",
                // without it a bar about --no-sandbox (needed as root) covers the page's top 56 pixels
                "--test-type"));
        if (accessibility) {
            c.add("--force-renderer-accessibility");
        }
        c.add("--app=" + url);
        return c;
    }

    static void delete(Path dir) {
        try (Stream<Path> s = Files.walk(dir)) {
            s.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            // a temp folder left behind is harmless; the next task uses a new one
        }
    }

    void close() {
        delete(template);
    }
}
