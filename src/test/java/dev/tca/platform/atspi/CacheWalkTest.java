package dev.tca.platform.atspi;

import dev.tca.live.PrivateDisplay;
import dev.tca.live.ProcessTrees;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The walk that starts from each application's Cache (one GetItems) gives exactly what the walk
 * asking every object gives, on real GTK 3 dialogs (forms, a list whose rows are managed
 * descendants, an editor with a menu bar) and a Chromium page, with far fewer D-Bus calls.
 */
@Tag("desktop")
class CacheWalkTest {

    private static AtSpi ax;

    @BeforeAll
    static void connect() {
        PrivateDisplay.require();
        ax = AtSpi.connect(System.getenv(), reason -> { throw new AssertionError(reason); }).orElseThrow();
    }

    @AfterAll
    static void close() {
        if (ax != null) {
            ax.close();
        }
    }

    @Test
    void readsTheSameZenityFormsListsAndEditorWithAndWithoutTheCache(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("notes.txt"), "cache walk\n");
        List<Process> apps = new ArrayList<>();
        try {
            apps.add(start(Map.of(), "zenity", "--forms", "--title", "Order", "--text", "Your order",
                    "--add-entry", "Name", "--add-password", "Secret", "--add-combo", "Size", "--combo-values", "S|M|L",
                    "--add-calendar", "When"));
            apps.add(start(Map.of(), "zenity", "--list", "--checklist", "--title", "Fruit", "--column", "Pick",
                    "--column", "Item", "FALSE", "apple", "TRUE", "pear", "FALSE", "plum"));
            apps.add(start(Map.of(), "yad", "--form", "--title", "Pizza", "--field=Olives:CHK", "--field=Size:NUM",
                    "TRUE", "3"));
            apps.add(start(Map.of("GSETTINGS_BACKEND", "memory"), "mousepad", file.toString()));
            awaitWindows("Order", "Fruit", "Pizza", "notes.txt");
            sameBothWays("zenity", "Fruit", "apple", "Pizza", "Olives", "mousepad");
        } finally {
            apps.forEach(CacheWalkTest::stop);
        }
    }

    @Test
    void readsTheSameChromiumPageWithAndWithoutTheCache(@TempDir Path dir) throws Exception {
        Path page = dir.resolve("form.html");
        try (var in = CacheWalkTest.class.getResourceAsStream("/atspi/form.html")) {
            Files.copy(Objects.requireNonNull(in), page);
        }
        Process chromium = start(Map.of("ACCESSIBILITY_ENABLED", "1"), "chromium", "--force-renderer-accessibility",
                "--no-sandbox", "--user-data-dir=" + dir.resolve("profile"), "--no-first-run", "--window-position=0,0",
                "--window-size=900,700", page.toUri().toString());
        try {
            awaitNode("Buy now");
            Thread.sleep(1000); // the page settles (focus, caret) after its last control appears
            sameBothWays("Chromium", "Buy now", "Gift wrap", "Order form");
        } finally {
            stop(chromium);
        }
    }

    /** Reads cold both ways, twice in turn (an app may still change between two reads), and compares. */
    private static void sameBothWays(String... names) {
        AxSnapshot cached = null;
        AxSnapshot plain = null;
        long cachedCalls = 0;
        long plainCalls = 0;
        for (int attempt = 0; attempt < 3; attempt++) {
            ax.forget();
            long before = ax.calls();
            cached = ax.snapshot(AxBudget.DEFAULT);
            cachedCalls = ax.calls() - before;
            ax.forget();
            ax.useCache(false);
            before = ax.calls();
            plain = ax.snapshot(AxBudget.DEFAULT);
            plainCalls = ax.calls() - before;
            ax.useCache(true);
            if (cached.nodes().equals(plain.nodes())) {
                break;
            }
        }
        assertThat(cached.warnings()).isEmpty();
        assertThat(differences(cached.nodes(), plain.nodes())).as("with the cache (+) against without (-)").isEmpty();
        assertThat(cached.visited()).isEqualTo(plain.visited());
        assertThat(cached.activeApp()).isEqualTo(plain.activeApp());
        assertThat(cached.focused()).isEqualTo(plain.focused());
        for (String name : names) {
            assertThat(cached.nodes()).as(name).anyMatch(n -> n.name().equals(name) || n.app().equals(name)
                    || n.window().equals(name));
        }
        assertThat(cachedCalls).as("calls with the cache, without: %d", plainCalls).isLessThan(plainCalls / 2);
    }

    /** The nodes where the two lists part, each with all its fields ("+" with the cache, "-" without). */
    private static List<String> differences(List<AxNode> cached, List<AxNode> plain) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < Math.max(cached.size(), plain.size()); i++) {
            AxNode c = i < cached.size() ? cached.get(i) : null;
            AxNode p = i < plain.size() ? plain.get(i) : null;
            if (!Objects.equals(c, p)) {
                out.add("+ " + describe(c));
                out.add("- " + describe(p));
            }
        }
        return out;
    }

    private static String describe(AxNode n) {
        return n == null ? "(none)" : n + " parent=" + n.parent() + " window=" + n.window() + " states=" + n.states()
                + " actions=" + n.actions() + " description=" + n.description() + " min/max=" + n.min() + "/" + n.max()
                + " " + n.handle();
    }

    private static Process start(Map<String, String> env, String... command) throws Exception {
        ProcessBuilder pb = new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(ProcessBuilder.Redirect.DISCARD);
        pb.environment().putAll(env);
        return pb.start();
    }

    private static void stop(Process p) {
        try {
            ProcessTrees.end(p);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void awaitWindows(String... windows) throws InterruptedException {
        long deadline = System.currentTimeMillis() + 40_000; // four applications starting at once on two busy cores
        List<String> missing = List.of(windows);
        while (System.currentTimeMillis() < deadline) {
            List<AxNode> nodes = ax.snapshot(AxBudget.DEFAULT).nodes();
            missing = List.of(windows).stream().filter(w -> nodes.stream().noneMatch(n -> n.window().contains(w)))
                    .toList();
            if (missing.isEmpty()) {
                Thread.sleep(700); // the last frame paints after the tree is complete
                return;
            }
            Thread.sleep(200);
        }
        throw new AssertionError("windows " + missing + " never showed in the tree");
    }

    private static void awaitNode(String name) throws InterruptedException {
        long deadline = System.currentTimeMillis() + 30_000;
        while (System.currentTimeMillis() < deadline) {
            if (ax.snapshot(AxBudget.DEFAULT).nodes().stream().anyMatch(n -> n.name().equals(name))) {
                return;
            }
            Thread.sleep(200);
        }
        throw new AssertionError("'" + name + "' never showed in the tree");
    }
}
