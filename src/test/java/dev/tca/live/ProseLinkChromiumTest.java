package dev.tca.live;

import dev.tca.core.Action;
import dev.tca.core.Decision;
import dev.tca.core.Element;
import dev.tca.core.Labels;
import dev.tca.core.Observation;
import dev.tca.core.Role;
import dev.tca.platform.Platforms;
import dev.tca.session.Config;
import dev.tca.session.Harness;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicReference;

import static dev.tca.live.MergedIndexLiveTest.menu;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A paragraph with two links in Chromium: `click the link "X"` must land on the link's word, seen by
 * the page itself (its click handler posts the element and the word under the pointer). Without the
 * tree the link is only words in a line of prose (OCR); with the tree (ACCESSIBILITY_ENABLED=1 and
 * --force-renderer-accessibility) it is the tree's link, and the prose path must not change that.
 * The page is served here (not by the bench's PageServer, whose pages live in the JAR's tasks/ folder).
 */
@Tag("desktop")
class ProseLinkChromiumTest {

    /** target, the link's id on the page, the words a click on it may land on */
    private static final String[][] LINKS = {{"nam", "nam", "nam"}, {"magna aliqua", "aliqua", "magna|aliqua"}};

    @BeforeEach
    void onThePrivateDisplayOnly() {
        PrivateDisplay.require();
    }

    @Test
    void withoutTheTreeTheLinkInsideTheParagraphIsClickedOnItsWord(@TempDir Path dir) throws Exception {
        clicksEachLink(dir, false);
    }

    @Test
    void withTheTreeTheLinkIsTheTreesLinkAndIsClicked(@TempDir Path dir) throws Exception {
        clicksEachLink(dir, true);
    }

    private static void clicksEachLink(Path dir, boolean tree) throws Exception {
        Map<String, String> env = new HashMap<>(System.getenv());
        env.put(Config.ALLOW_VARIABLE, "1");
        Config config = new Config(Config.ScreenSpec.liveScreen(), Config.PerceptionSpec.DEFAULTS, Config.BrainSpec.named("task"),
                new Config.SafetySpec(true, false, Config.SafetySpec.defaultKillSwitch(), 5, 400), new Config.InputSpec("pixels"),
                null, env);
        AtomicReference<JsonNode> last = new AtomicReference<>();
        HttpServer server = serve(last);
        try (Harness h = Harness.build(config, Platforms::current)) {
            Process chromium = start(dir, "http://127.0.0.1:" + server.getAddress().getPort() + "/prose-links.html", tree);
            try {
                for (String[] link : LINKS) {
                    Observation o = observe(h, link[0], tree);
                    String goal = "click the link \"" + link[0] + "\"";
                    Decision d = h.brain().decide(goal, o, List.of());
                    assertThat(d.action()).as("%s on%s", d, menu(o)).isInstanceOf(Action.Click.class);
                    Action.Click click = (Action.Click) d.action();
                    Element target = o.element(click.element()).orElseThrow();
                    if (tree) {
                        assertThat(target.role()).as("%s", d).isEqualTo(Role.LINK);
                        assertThat(target.id()).isLessThanOrEqualTo(o.elements().size());
                    } else {
                        assertThat(target.id()).as("%s: a word after the menu's %d entries", d, o.elements().size())
                                .isGreaterThan(o.elements().size());
                    }
                    assertThat(h.session().check(click, o).allowed()).isTrue();
                    last.set(null);
                    h.session().act(click, o);
                    JsonNode state = null;
                    for (int i = 0; i < 50 && state == null; i++) {
                        Thread.sleep(100);
                        state = last.get();
                    }
                    assertThat(state).as("the page saw a click for %s", goal).isNotNull();
                    assertThat(state.get("clicked").asText()).as("%s: %s", goal, d).isEqualTo(link[1]);
                    assertThat(state.get("word").asText()).as("the word under the pointer").matches(link[2]);
                }
            } finally {
                ProcessTrees.end(chromium);
            }
        } finally {
            server.stop(0);
        }
    }

    /** The page, and /click where it posts what a click landed on. */
    private static HttpServer serve(AtomicReference<JsonNode> last) throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/prose-links.html", ex -> {
            try (var in = ProseLinkChromiumTest.class.getResourceAsStream("/prose/prose-links.html")) {
                send(ex, Objects.requireNonNull(in).readAllBytes());
            }
        });
        server.createContext("/click", ex -> {
            try (var in = ex.getRequestBody()) {
                last.set(new ObjectMapper().readTree(in));
            }
            send(ex, new byte[0]);
        });
        server.start();
        return server;
    }

    private static void send(HttpExchange ex, byte[] body) throws IOException {
        ex.getResponseHeaders().set("Content-Type", "text/html; charset=utf-8");
        ex.sendResponseHeaders(200, body.length == 0 ? -1 : body.length);
        if (body.length > 0) {
            try (var out = ex.getResponseBody()) {
                out.write(body);
            }
        }
        ex.close();
    }

    private static Process start(Path dir, String url, boolean tree) throws Exception {
        List<String> cmd = new ArrayList<>(List.of("chromium", "--no-sandbox", "--test-type", "--disable-gpu",
                "--user-data-dir=" + dir.resolve("profile"), "--no-first-run", "--no-default-browser-check",
                "--password-store=basic", "--window-position=0,0", "--window-size=1280,800"));
        if (tree) {
            cmd.add("--force-renderer-accessibility");
        }
        cmd.add("--app=" + url);
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD);
        if (tree) {
            pb.environment().put("ACCESSIBILITY_ENABLED", "1");
        } else {
            pb.environment().remove("ACCESSIBILITY_ENABLED");
        }
        return pb.start();
    }

    /** Observes until the target shows: as the tree's link with the tree, as words read by OCR without it. */
    private static Observation observe(Harness h, String target, boolean tree) throws InterruptedException {
        String first = target.split(" ")[0];
        Observation o = null;
        for (int i = 0; i < 15; i++) {
            o = h.session().observe().observation();
            boolean shows = tree ? o.elements().stream().anyMatch(e -> e.role() == Role.LINK && Labels.same(e.label(), target))
                    : o.words().stream().anyMatch(w -> Labels.same(w.label(), first));
            if (shows) {
                return o;
            }
            Thread.sleep(1000);
        }
        return o;
    }

}
