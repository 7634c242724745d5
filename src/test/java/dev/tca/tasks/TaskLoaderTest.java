package dev.tca.tasks;

import dev.tca.core.BadInputException;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class TaskLoaderTest {

    @Test
    void loadsEveryBundledTaskWithAPixelsVariantPerWebTask() {
        List<TaskSpec> all = TaskLoader.bundled();
        long web = all.stream().filter(t -> t.launch() instanceof Launch.Page p && p.accessibility()).count();
        long pixels = all.stream().filter(t -> t.hasTag("pixels")).count();
        long pages = all.stream().filter(t -> t.launch() instanceof Launch.Page).map(t -> ((Launch.Page) t.launch()).name()).distinct().count();
        assertThat(all.size() - pixels).isGreaterThanOrEqualTo(40);
        assertThat(pixels).isEqualTo(web);
        assertThat(pages).isGreaterThanOrEqualTo(15);
        assertThat(all).allSatisfy(t -> assertThat(Checker.of(t.expect())).isNotEmpty());
    }

    @Test
    void theHeldoutSetHoldsSixteenToTwentyTasksNamedHoWithAtLeastFiveDialogs() {
        List<TaskSpec> held = TaskLoader.bundled().stream().filter(t -> t.hasTag("heldout") && !t.hasTag("pixels")).toList();
        assertThat(held).hasSizeBetween(16, 20);
        assertThat(held).allSatisfy(t -> assertThat(t.id()).startsWith("ho-"));
        assertThat(held.stream().filter(t -> t.launch() instanceof Launch.App).count()).isGreaterThanOrEqualTo(5);
        assertThat(held.stream().filter(t -> t.launch() instanceof Launch.Page p && !p.name().startsWith("ho-"))).isEmpty();
    }

    @Test
    void runsTheHeldoutSetOnlyWhenItsTagIsAskedFor() {
        List<TaskSpec> all = TaskLoader.bundled();
        assertThat(TaskLoader.select(all, List.of())).isNotEmpty().noneMatch(t -> t.hasTag("heldout"));
        assertThat(TaskLoader.select(all, List.of("web"))).isNotEmpty().noneMatch(t -> t.hasTag("heldout"));
        assertThat(TaskLoader.select(all, List.of("heldout"))).hasSizeGreaterThanOrEqualTo(16).allMatch(t -> t.hasTag("heldout"));
        assertThat(TaskLoader.select(all, List.of("heldout", "gtk"))).anyMatch(t -> t.hasTag("heldout"))
                .anyMatch(t -> !t.hasTag("heldout"));
    }

    @Test
    void everyBundledPageExistsInTheJar() {
        TaskLoader.bundled().stream().filter(t -> t.launch() instanceof Launch.Page)
                .map(t -> ((Launch.Page) t.launch()).name()).distinct()
                .forEach(page -> assertThat(TaskLoader.class.getResource("/tasks/web/" + page + ".html")).as(page).isNotNull());
    }

    @Test
    void namesTheFileAndTheFieldOfABadTask(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("broken.json"), "{\"id\": \"broken\", \"tags\": [\"web\"], \"minSteps\": 1, "
                + "\"launch\": {\"page\": \"signup\"}, \"expect\": {\"answer\": \"3\"}}");
        assertThatThrownBy(() -> TaskLoader.fromDirectory(dir)).isInstanceOf(BadInputException.class)
                .hasMessage("task broken.json: field 'goal' is missing");
    }

    @Test
    void refusesAStateCheckOnACommandTask(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("odd.json"), "{\"id\": \"odd\", \"goal\": \"g\", \"tags\": [\"gtk\"], \"minSteps\": 1, "
                + "\"launch\": {\"command\": [\"zenity\", \"--entry\"]}, \"expect\": {\"state\": {\"a\": 1}}}");
        assertThatThrownBy(() -> TaskLoader.fromDirectory(dir)).hasMessageContaining("task odd.json: expect.state needs a page");
    }
}
