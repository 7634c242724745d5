package dev.tca.tasks;

import dev.tca.core.BadInputException;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

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
    void runsEachHeldoutSetOnlyWhenOneOfItsOwnHeldoutTagsIsAskedFor() {
        TaskSpec everyday = task("everyday", "gtk");
        TaskSpec first = task("first", "heldout", "gtk");
        TaskSpec second = task("second", "heldout2", "gtk");
        List<TaskSpec> all = List.of(everyday, first, second);
        assertThat(TaskLoader.select(all, List.of())).containsExactly(everyday);
        assertThat(TaskLoader.select(all, List.of("gtk"))).containsExactly(everyday);
        assertThat(TaskLoader.select(all, List.of("heldout"))).containsExactly(first);
        assertThat(TaskLoader.select(all, List.of("heldout2"))).containsExactly(second);
        assertThat(TaskLoader.select(all, List.of("heldout2", "gtk"))).containsExactly(everyday, second);
    }

    @Test
    void theSecondHeldoutSetIsNamedHo2AndKeptApartFromTheFirst() {
        List<TaskSpec> all = TaskLoader.bundled();
        List<TaskSpec> held = all.stream().filter(t -> t.hasTag("heldout2") && !t.hasTag("pixels")).toList();
        assertThat(held).hasSizeBetween(22, 26).allSatisfy(t -> assertThat(t.id()).startsWith("ho2-"))
                .noneMatch(t -> t.hasTag("heldout"));
        assertThat(held.stream().filter(t -> t.launch() instanceof Launch.Page p && !p.name().startsWith("ho2-"))).isEmpty();
        assertThat(TaskLoader.select(all, List.of("heldout2"))).allMatch(t -> t.hasTag("heldout2"));
        assertThat(TaskLoader.select(all, List.of("heldout"))).noneMatch(t -> t.hasTag("heldout2"));
    }

    @Test
    void theThirdHeldoutSetIsNamedHo3AndKeptApartFromTheOtherTwo() {
        List<TaskSpec> all = TaskLoader.bundled();
        List<TaskSpec> held = all.stream().filter(t -> t.hasTag("heldout3") && !t.hasTag("pixels")).toList();
        assertThat(held).hasSizeBetween(24, 28).allSatisfy(t -> assertThat(t.id()).startsWith("ho3-"))
                .noneMatch(t -> t.hasTag("heldout") || t.hasTag("heldout2"));
        assertThat(held.stream().filter(t -> t.launch() instanceof Launch.App).count()).isGreaterThanOrEqualTo(8);
        assertThat(held.stream().filter(t -> t.launch() instanceof Launch.Page p && !p.name().startsWith("ho3-"))).isEmpty();
        assertThat(TaskLoader.select(all, List.of("heldout3"))).allMatch(t -> t.hasTag("heldout3"));
        assertThat(TaskLoader.select(all, List.of())).noneMatch(t -> t.hasTag("heldout3"));
        assertThat(TaskLoader.select(all, List.of("heldout", "heldout2", "web"))).noneMatch(t -> t.hasTag("heldout3"));
    }

    @Test
    void theFourthHeldoutSetIsNamedHo4AndKeptApartFromTheOthers() {
        List<TaskSpec> all = TaskLoader.bundled();
        List<TaskSpec> held = all.stream().filter(t -> t.hasTag("heldout4") && !t.hasTag("pixels")).toList();
        assertThat(held).hasSize(14).allSatisfy(t -> assertThat(t.id()).startsWith("ho4-"))
                .noneMatch(t -> t.hasTag("heldout") || t.hasTag("heldout2") || t.hasTag("heldout3"));
        assertThat(held.stream().filter(t -> t.launch() instanceof Launch.App).count()).isEqualTo(4);
        assertThat(held.stream().filter(t -> t.launch() instanceof Launch.Page p && !p.name().startsWith("ho4-"))).isEmpty();
        assertThat(all.stream().filter(t -> t.id().startsWith("ho4-"))).allMatch(t -> t.hasTag("heldout4"));
        assertThat(TaskLoader.select(all, List.of("heldout4"))).hasSize(24).allMatch(t -> t.hasTag("heldout4"));
        assertThat(TaskLoader.select(all, List.of())).noneMatch(t -> t.hasTag("heldout4"));
        assertThat(TaskLoader.select(all, List.of("heldout", "heldout2", "heldout3", "web", "gtk"))).noneMatch(t -> t.hasTag("heldout4"));
    }

    @Test
    void theFifthHeldoutSetIsNamedHo5AndKeptApartFromTheOthers() {
        List<TaskSpec> all = TaskLoader.bundled();
        List<TaskSpec> held = all.stream().filter(t -> t.hasTag("heldout5") && !t.hasTag("pixels")).toList();
        assertThat(held).hasSize(14).allSatisfy(t -> assertThat(t.id()).startsWith("ho5-"))
                .noneMatch(t -> t.hasTag("heldout") || t.hasTag("heldout2") || t.hasTag("heldout3") || t.hasTag("heldout4"));
        assertThat(held.stream().filter(t -> t.launch() instanceof Launch.App).count()).isEqualTo(5);
        assertThat(held.stream().filter(t -> t.launch() instanceof Launch.Page p && !p.name().startsWith("ho5-"))).isEmpty();
        assertThat(all.stream().filter(t -> t.id().startsWith("ho5-"))).allMatch(t -> t.hasTag("heldout5"));
        assertThat(TaskLoader.select(all, List.of("heldout5"))).hasSize(23).allMatch(t -> t.hasTag("heldout5"));
        assertThat(TaskLoader.select(all, List.of())).noneMatch(t -> t.hasTag("heldout5"));
        assertThat(TaskLoader.select(all, List.of("heldout", "heldout2", "heldout3", "heldout4", "web", "gtk")))
                .noneMatch(t -> t.hasTag("heldout5"));
    }

    @Test
    void theSixthHeldoutSetIsNamedHo6AndKeptApartFromTheOthers() {
        List<TaskSpec> all = TaskLoader.bundled();
        List<TaskSpec> held = all.stream().filter(t -> t.hasTag("heldout6") && !t.hasTag("pixels")).toList();
        assertThat(held).hasSize(14).allSatisfy(t -> assertThat(t.id()).startsWith("ho6-"))
                .noneMatch(t -> t.hasTag("heldout") || t.hasTag("heldout2") || t.hasTag("heldout3") || t.hasTag("heldout4")
                        || t.hasTag("heldout5"));
        assertThat(held.stream().filter(t -> t.launch() instanceof Launch.App).count()).isEqualTo(5);
        assertThat(held.stream().filter(t -> t.launch() instanceof Launch.Page p && !p.name().startsWith("ho6-"))).isEmpty();
        assertThat(all.stream().filter(t -> t.id().startsWith("ho6-"))).allMatch(t -> t.hasTag("heldout6"));
        assertThat(TaskLoader.select(all, List.of("heldout6"))).hasSize(23).allMatch(t -> t.hasTag("heldout6"));
        assertThat(TaskLoader.select(all, List.of())).noneMatch(t -> t.hasTag("heldout6"));
        assertThat(TaskLoader.select(all, List.of("heldout", "heldout2", "heldout3", "heldout4", "heldout5", "web", "gtk")))
                .noneMatch(t -> t.hasTag("heldout6"));
        assertThat(TaskLoader.select(all, List.of("heldout6"))).noneMatch(t -> t.hasTag("heldout5"));
    }

    @Test
    void theSeventhHeldoutSetIsNamedHo7AndKeptApartFromTheOthers() {
        List<TaskSpec> all = TaskLoader.bundled();
        List<TaskSpec> held = all.stream().filter(t -> t.hasTag("heldout7") && !t.hasTag("pixels")).toList();
        assertThat(held).hasSize(15).allSatisfy(t -> assertThat(t.id()).startsWith("ho7-"))
                .noneMatch(t -> t.hasTag("heldout") || t.hasTag("heldout2") || t.hasTag("heldout3") || t.hasTag("heldout4")
                        || t.hasTag("heldout5") || t.hasTag("heldout6"));
        assertThat(held.stream().filter(t -> t.launch() instanceof Launch.App).count()).isEqualTo(5);
        assertThat(held.stream().filter(t -> t.launch() instanceof Launch.Page p && !p.name().startsWith("ho7-"))).isEmpty();
        assertThat(all.stream().filter(t -> t.id().startsWith("ho7-"))).allMatch(t -> t.hasTag("heldout7"));
        assertThat(TaskLoader.select(all, List.of("heldout7"))).hasSize(25).allMatch(t -> t.hasTag("heldout7"));
        assertThat(TaskLoader.select(all, List.of())).noneMatch(t -> t.hasTag("heldout7"));
        assertThat(TaskLoader.select(all, List.of("heldout", "heldout2", "heldout3", "heldout4", "heldout5", "heldout6", "web", "gtk")))
                .noneMatch(t -> t.hasTag("heldout7"));
        assertThat(TaskLoader.select(all, List.of("heldout7"))).noneMatch(t -> t.hasTag("heldout6"));
    }

    @Test
    void theEighthHeldoutSetIsNamedHo8AndKeptApartFromTheOthers() {
        List<TaskSpec> all = TaskLoader.bundled();
        List<TaskSpec> held = all.stream().filter(t -> t.hasTag("heldout8") && !t.hasTag("pixels")).toList();
        assertThat(held).hasSize(16).allSatisfy(t -> assertThat(t.id()).startsWith("ho8-"))
                .allSatisfy(t -> assertThat(t.tags().stream().filter(tag -> tag.startsWith("heldout"))).containsExactly("heldout8"));
        assertThat(held.stream().filter(t -> t.launch() instanceof Launch.App).count()).isEqualTo(5);
        assertThat(held.stream().filter(t -> t.launch() instanceof Launch.Page p && !p.name().startsWith("ho8-"))).isEmpty();
        assertThat(all.stream().filter(t -> t.id().startsWith("ho8-"))).allMatch(t -> t.hasTag("heldout8"));
        assertThat(all.stream().filter(t -> t.hasTag("heldout8"))).allMatch(t -> t.id().startsWith("ho8-"));
        assertThat(TaskLoader.select(all, List.of("heldout8"))).hasSize(27).allMatch(t -> t.hasTag("heldout8"));
        assertThat(TaskLoader.select(all, List.of())).noneMatch(t -> t.hasTag("heldout8"));
        assertThat(TaskLoader.select(all, List.of("heldout", "heldout2", "heldout3", "heldout4", "heldout5", "heldout6", "heldout7",
                "heldout16", "heldout17", "heldout18", "heldout19", "heldout20", "heldout21", "heldout22", "heldout23", "heldout24", "heldout25", "heldout-pp", "web", "gtk", "question", "pixels"))).noneMatch(t -> t.hasTag("heldout8"));
        assertThat(TaskLoader.select(all, List.of("heldout8"))).noneMatch(t -> t.hasTag("heldout7"));
        assertThat(TaskLoader.select(all, List.of("heldout8", "gtk"))).anyMatch(t -> t.hasTag("heldout8"))
                .anyMatch(t -> !t.hasTag("heldout8")).noneMatch(t -> t.hasTag("heldout7"));
        // every task checks the app's own state, but for the questions, which check the printed answer alone
        assertThat(held).allSatisfy(t -> assertThat(t.hasTag("question") == (t.expect().answer() != null)).as(t.id()).isTrue());
        assertThat(held).allSatisfy(t -> assertThat(t.timeoutSeconds()).as(t.id()).isBetween(120, 240));
    }

    @Test
    void theNinthHeldoutSetIsNamedHo9AndKeptApartFromTheOthers() {
        List<TaskSpec> all = TaskLoader.bundled();
        List<TaskSpec> held = all.stream().filter(t -> t.hasTag("heldout9") && !t.hasTag("pixels")).toList();
        assertThat(held).hasSize(16).allSatisfy(t -> assertThat(t.id()).startsWith("ho9-"))
                .allSatisfy(t -> assertThat(t.tags().stream().filter(tag -> tag.startsWith("heldout"))).containsExactly("heldout9"));
        assertThat(held.stream().filter(t -> t.launch() instanceof Launch.App).count()).isEqualTo(5);
        assertThat(held.stream().filter(t -> t.launch() instanceof Launch.Page p && !p.name().startsWith("ho9-"))).isEmpty();
        assertThat(all.stream().filter(t -> t.id().startsWith("ho9-"))).allMatch(t -> t.hasTag("heldout9"));
        assertThat(all.stream().filter(t -> t.hasTag("heldout9"))).allMatch(t -> t.id().startsWith("ho9-"));
        assertThat(TaskLoader.select(all, List.of("heldout9"))).hasSize(27).allMatch(t -> t.hasTag("heldout9"));
        assertThat(TaskLoader.select(all, List.of())).noneMatch(t -> t.hasTag("heldout9"));
        assertThat(TaskLoader.select(all, List.of("heldout", "heldout2", "heldout3", "heldout4", "heldout5", "heldout6", "heldout7",
                "heldout8", "heldout16", "heldout17", "heldout18", "heldout19", "heldout20", "heldout21", "heldout22", "heldout23", "heldout24", "heldout25", "heldout-pp", "web", "gtk", "question", "pixels"))).noneMatch(t -> t.hasTag("heldout9"));
        assertThat(TaskLoader.select(all, List.of("heldout9"))).noneMatch(t -> t.hasTag("heldout8"));
        assertThat(TaskLoader.select(all, List.of("heldout8"))).noneMatch(t -> t.hasTag("heldout9"));
        assertThat(TaskLoader.select(all, List.of("heldout9", "gtk"))).anyMatch(t -> t.hasTag("heldout9"))
                .anyMatch(t -> !t.hasTag("heldout9")).noneMatch(t -> t.hasTag("heldout8"));
        // every task checks the app's own state, but for the questions, which check the printed answer alone
        assertThat(held).allSatisfy(t -> assertThat(t.hasTag("question") == (t.expect().answer() != null)).as(t.id()).isTrue());
        assertThat(held).allSatisfy(t -> assertThat(t.timeoutSeconds()).as(t.id()).isBetween(120, 240));
        // the pages are new to this set: no other task opens them
        assertThat(all.stream().filter(t -> t.launch() instanceof Launch.Page p && p.name().startsWith("ho9-")))
                .allMatch(t -> t.hasTag("heldout9"));
    }

    @Test
    void theTenthHeldoutSetIsNamedHo10AndKeptApartFromTheOthers() {
        List<TaskSpec> all = TaskLoader.bundled();
        List<TaskSpec> held = all.stream().filter(t -> t.hasTag("heldout10") && !t.hasTag("pixels")).toList();
        assertThat(held).hasSize(16).allSatisfy(t -> assertThat(t.id()).startsWith("ho10-"))
                .allSatisfy(t -> assertThat(t.tags().stream().filter(tag -> tag.startsWith("heldout"))).containsExactly("heldout10"));
        assertThat(held.stream().filter(t -> t.launch() instanceof Launch.App).count()).isEqualTo(5);
        assertThat(held.stream().filter(t -> t.launch() instanceof Launch.Page p && !p.name().startsWith("ho10-"))).isEmpty();
        assertThat(all.stream().filter(t -> t.id().startsWith("ho10-"))).allMatch(t -> t.hasTag("heldout10"));
        assertThat(all.stream().filter(t -> t.hasTag("heldout10"))).allMatch(t -> t.id().startsWith("ho10-"));
        assertThat(TaskLoader.select(all, List.of("heldout10"))).hasSize(27).allMatch(t -> t.hasTag("heldout10"));
        assertThat(TaskLoader.select(all, List.of())).noneMatch(t -> t.hasTag("heldout10"));
        assertThat(TaskLoader.select(all, List.of("heldout", "heldout2", "heldout3", "heldout4", "heldout5", "heldout6", "heldout7",
                "heldout8", "heldout9", "heldout11", "heldout12", "heldout13", "heldout14", "heldout15", "heldout16", "heldout17", "heldout18", "heldout19", "heldout20", "heldout21", "heldout22", "heldout23", "heldout24", "heldout25", "heldout-pp", "web", "gtk", "question", "pixels"))).noneMatch(t -> t.hasTag("heldout10"));
        assertThat(TaskLoader.select(all, List.of("heldout10"))).noneMatch(t -> t.hasTag("heldout9"));
        assertThat(TaskLoader.select(all, List.of("heldout9"))).noneMatch(t -> t.hasTag("heldout10"));
        assertThat(TaskLoader.select(all, List.of("heldout10", "gtk"))).anyMatch(t -> t.hasTag("heldout10"))
                .anyMatch(t -> !t.hasTag("heldout10")).noneMatch(t -> t.hasTag("heldout9"));
        // every task checks the app's own state, but for the questions, which check the printed answer alone
        assertThat(held).allSatisfy(t -> assertThat(t.hasTag("question") == (t.expect().answer() != null)).as(t.id()).isTrue());
        assertThat(held).allSatisfy(t -> assertThat(t.timeoutSeconds()).as(t.id()).isBetween(120, 240));
        // the pages are new to this set: no other task opens them
        assertThat(all.stream().filter(t -> t.launch() instanceof Launch.Page p && p.name().startsWith("ho10-")))
                .allMatch(t -> t.hasTag("heldout10"));
    }

    @Test
    void theEleventhHeldoutSetIsNamedHo11AndKeptApartFromTheOthers() {
        List<TaskSpec> all = TaskLoader.bundled();
        List<TaskSpec> held = all.stream().filter(t -> t.hasTag("heldout11") && !t.hasTag("pixels")).toList();
        assertThat(held).hasSize(16).allSatisfy(t -> assertThat(t.id()).startsWith("ho11-"))
                .allSatisfy(t -> assertThat(t.tags().stream().filter(tag -> tag.startsWith("heldout"))).containsExactly("heldout11"));
        assertThat(held.stream().filter(t -> t.launch() instanceof Launch.App).count()).isEqualTo(5);
        assertThat(held.stream().filter(t -> t.launch() instanceof Launch.Page p && !p.name().startsWith("ho11-"))).isEmpty();
        assertThat(all.stream().filter(t -> t.id().startsWith("ho11-"))).allMatch(t -> t.hasTag("heldout11"));
        assertThat(all.stream().filter(t -> t.hasTag("heldout11"))).allMatch(t -> t.id().startsWith("ho11-"));
        assertThat(TaskLoader.select(all, List.of("heldout11"))).hasSize(27).allMatch(t -> t.hasTag("heldout11"));
        assertThat(TaskLoader.select(all, List.of())).noneMatch(t -> t.hasTag("heldout11"));
        assertThat(TaskLoader.select(all, List.of("heldout", "heldout2", "heldout3", "heldout4", "heldout5", "heldout6", "heldout7",
                "heldout8", "heldout9", "heldout10", "heldout12", "heldout13", "heldout14", "heldout15", "heldout16", "heldout17", "heldout18", "heldout19", "heldout20", "heldout21", "heldout22", "heldout23", "heldout24", "heldout25", "heldout-pp", "web", "gtk", "question", "pixels"))).noneMatch(t -> t.hasTag("heldout11"));
        assertThat(TaskLoader.select(all, List.of("heldout11"))).noneMatch(t -> t.hasTag("heldout10"));
        assertThat(TaskLoader.select(all, List.of("heldout10"))).noneMatch(t -> t.hasTag("heldout11"));
        assertThat(TaskLoader.select(all, List.of("heldout11", "gtk"))).anyMatch(t -> t.hasTag("heldout11"))
                .anyMatch(t -> !t.hasTag("heldout11")).noneMatch(t -> t.hasTag("heldout10"));
        // every task checks the app's own state, but for the questions, which check the printed answer alone
        assertThat(held).allSatisfy(t -> assertThat(t.hasTag("question") == (t.expect().answer() != null)).as(t.id()).isTrue());
        assertThat(held).allSatisfy(t -> assertThat(t.timeoutSeconds()).as(t.id()).isBetween(120, 240));
        // the pages are new to this set: no other task opens them
        assertThat(all.stream().filter(t -> t.launch() instanceof Launch.Page p && p.name().startsWith("ho11-")))
                .allMatch(t -> t.hasTag("heldout11"));
    }

    @Test
    void theTwelfthHeldoutSetIsNamedHo12AndKeptApartFromTheOthers() {
        List<TaskSpec> all = TaskLoader.bundled();
        List<TaskSpec> held = all.stream().filter(t -> t.hasTag("heldout12") && !t.hasTag("pixels")).toList();
        assertThat(held).hasSize(16).allSatisfy(t -> assertThat(t.id()).matches("ho12-\\d\\d"))
                .allSatisfy(t -> assertThat(t.tags().stream().filter(tag -> tag.startsWith("heldout"))).containsExactly("heldout12"));
        assertThat(held.stream().filter(t -> t.launch() instanceof Launch.App).count()).isEqualTo(5);
        assertThat(held.stream().filter(t -> t.launch() instanceof Launch.Page p && !p.name().matches("ho12-p\\d\\d"))).isEmpty();
        assertThat(all.stream().filter(t -> t.id().startsWith("ho12-"))).allMatch(t -> t.hasTag("heldout12"));
        assertThat(all.stream().filter(t -> t.hasTag("heldout12"))).allMatch(t -> t.id().startsWith("ho12-"));
        assertThat(TaskLoader.select(all, List.of("heldout12"))).hasSize(27).allMatch(t -> t.hasTag("heldout12"));
        assertThat(TaskLoader.select(all, List.of())).noneMatch(t -> t.hasTag("heldout12"));
        assertThat(TaskLoader.select(all, List.of("heldout", "heldout2", "heldout3", "heldout4", "heldout5", "heldout6", "heldout7",
                "heldout8", "heldout9", "heldout10", "heldout11", "heldout13", "heldout14", "heldout15", "heldout16", "heldout17", "heldout18", "heldout19", "heldout20", "heldout21", "heldout22", "heldout23", "heldout24", "heldout25", "heldout-pp", "web", "gtk", "question", "pixels")))
                .noneMatch(t -> t.hasTag("heldout12"));
        assertThat(TaskLoader.select(all, List.of("heldout12"))).noneMatch(t -> t.hasTag("heldout11"));
        assertThat(TaskLoader.select(all, List.of("heldout11"))).noneMatch(t -> t.hasTag("heldout12"));
        assertThat(TaskLoader.select(all, List.of("heldout12", "gtk"))).anyMatch(t -> t.hasTag("heldout12"))
                .anyMatch(t -> !t.hasTag("heldout12")).noneMatch(t -> t.hasTag("heldout11"));
        // every task checks the app's own state, but for the questions, which check the printed answer alone
        assertThat(held).allSatisfy(t -> assertThat(t.hasTag("question") == (t.expect().answer() != null)).as(t.id()).isTrue());
        assertThat(held).allSatisfy(t -> assertThat(t.timeoutSeconds()).as(t.id()).isBetween(120, 240));
        // the pages are new to this set: no other task opens them
        assertThat(all.stream().filter(t -> t.launch() instanceof Launch.Page p && p.name().startsWith("ho12-")))
                .allMatch(t -> t.hasTag("heldout12"));
    }

    @Test
    void theThirteenthHeldoutSetIsNamedHo13AndKeptApartFromTheOthers() {
        List<TaskSpec> all = TaskLoader.bundled();
        List<TaskSpec> held = all.stream().filter(t -> t.hasTag("heldout13") && !t.hasTag("pixels")).toList();
        assertThat(held).hasSize(16).allSatisfy(t -> assertThat(t.id()).matches("ho13-\\d\\d"))
                .allSatisfy(t -> assertThat(t.tags().stream().filter(tag -> tag.startsWith("heldout"))).containsExactly("heldout13"));
        assertThat(held.stream().filter(t -> t.launch() instanceof Launch.App).count()).isEqualTo(5);
        assertThat(held.stream().filter(t -> t.launch() instanceof Launch.Page p && !p.name().matches("ho13-p\\d\\d"))).isEmpty();
        assertThat(all.stream().filter(t -> t.id().startsWith("ho13-"))).allMatch(t -> t.hasTag("heldout13"));
        assertThat(all.stream().filter(t -> t.hasTag("heldout13"))).allMatch(t -> t.id().startsWith("ho13-"));
        assertThat(TaskLoader.select(all, List.of("heldout13"))).hasSize(27).allMatch(t -> t.hasTag("heldout13"));
        assertThat(TaskLoader.select(all, List.of())).noneMatch(t -> t.hasTag("heldout13"));
        assertThat(TaskLoader.select(all, List.of("heldout", "heldout2", "heldout3", "heldout4", "heldout5", "heldout6", "heldout7",
                "heldout8", "heldout9", "heldout10", "heldout11", "heldout12", "heldout14", "heldout15", "heldout16", "heldout17", "heldout18", "heldout19", "heldout20", "heldout21", "heldout22", "heldout23", "heldout24", "heldout25", "heldout-pp", "web", "gtk", "question", "pixels")))
                .noneMatch(t -> t.hasTag("heldout13"));
        assertThat(TaskLoader.select(all, List.of("heldout13"))).noneMatch(t -> t.hasTag("heldout12"));
        assertThat(TaskLoader.select(all, List.of("heldout12"))).noneMatch(t -> t.hasTag("heldout13"));
        assertThat(TaskLoader.select(all, List.of("heldout13", "gtk"))).anyMatch(t -> t.hasTag("heldout13"))
                .anyMatch(t -> !t.hasTag("heldout13")).noneMatch(t -> t.hasTag("heldout12"));
        // every task checks the app's own state, but for the questions, which check the printed answer alone
        assertThat(held).allSatisfy(t -> assertThat(t.hasTag("question") == (t.expect().answer() != null)).as(t.id()).isTrue());
        assertThat(held).allSatisfy(t -> assertThat(t.timeoutSeconds()).as(t.id()).isBetween(120, 240));
        // the pages are new to this set: no other task opens them
        assertThat(all.stream().filter(t -> t.launch() instanceof Launch.Page p && p.name().startsWith("ho13-")))
                .allMatch(t -> t.hasTag("heldout13"));
    }

    @Test
    void theFourteenthHeldoutSetIsNamedHo14AndKeptApartFromTheOthers() {
        List<TaskSpec> all = TaskLoader.bundled();
        List<TaskSpec> held = all.stream().filter(t -> t.hasTag("heldout14") && !t.hasTag("pixels")).toList();
        assertThat(held).hasSize(16).allSatisfy(t -> assertThat(t.id()).matches("ho14-\\d\\d"))
                .allSatisfy(t -> assertThat(t.tags().stream().filter(tag -> tag.startsWith("heldout"))).containsExactly("heldout14"));
        assertThat(held.stream().filter(t -> t.launch() instanceof Launch.App).count()).isEqualTo(5);
        assertThat(held.stream().filter(t -> t.launch() instanceof Launch.Page p && !p.name().matches("ho14-p\\d\\d"))).isEmpty();
        assertThat(held.stream().filter(t -> t.launch() instanceof Launch.Page).map(t -> ((Launch.Page) t.launch()).name()).distinct()).hasSize(11);
        assertThat(all.stream().filter(t -> t.id().startsWith("ho14-"))).allMatch(t -> t.hasTag("heldout14"));
        assertThat(all.stream().filter(t -> t.hasTag("heldout14"))).allMatch(t -> t.id().startsWith("ho14-"));
        assertThat(TaskLoader.select(all, List.of("heldout14"))).hasSize(27).allMatch(t -> t.hasTag("heldout14"));
        assertThat(TaskLoader.select(all, List.of())).noneMatch(t -> t.hasTag("heldout14"));
        assertThat(TaskLoader.select(all, List.of("heldout", "heldout2", "heldout3", "heldout4", "heldout5", "heldout6", "heldout7",
                "heldout8", "heldout9", "heldout10", "heldout11", "heldout12", "heldout13", "heldout15", "heldout16", "heldout17", "heldout18", "heldout19", "heldout20", "heldout21", "heldout22", "heldout23", "heldout24", "heldout25", "heldout-pp", "web", "gtk",
                "question", "pixels"))).noneMatch(t -> t.hasTag("heldout14"));
        assertThat(TaskLoader.select(all, List.of("heldout14"))).noneMatch(t -> t.hasTag("heldout13"));
        assertThat(TaskLoader.select(all, List.of("heldout13"))).noneMatch(t -> t.hasTag("heldout14"));
        assertThat(TaskLoader.select(all, List.of("heldout14", "gtk"))).anyMatch(t -> t.hasTag("heldout14"))
                .anyMatch(t -> !t.hasTag("heldout14")).noneMatch(t -> t.hasTag("heldout13"));
        // every task checks the app's own state, but for the questions, which check the printed answer alone
        assertThat(held).allSatisfy(t -> assertThat(t.hasTag("question") == (t.expect().answer() != null)).as(t.id()).isTrue());
        assertThat(held).allSatisfy(t -> assertThat(t.timeoutSeconds()).as(t.id()).isBetween(120, 240));
        // the pages are new to this set: no other task opens them
        assertThat(all.stream().filter(t -> t.launch() instanceof Launch.Page p && p.name().startsWith("ho14-")))
                .allMatch(t -> t.hasTag("heldout14"));
    }

    @Test
    void theFifteenthHeldoutSetIsNamedHo15AndKeptApartFromTheOthers() {
        List<TaskSpec> all = TaskLoader.bundled();
        List<TaskSpec> held = all.stream().filter(t -> t.hasTag("heldout15") && !t.hasTag("pixels")).toList();
        assertThat(held).hasSize(16).allSatisfy(t -> assertThat(t.id()).matches("ho15-\\d\\d"))
                .allSatisfy(t -> assertThat(t.tags().stream().filter(tag -> tag.startsWith("heldout"))).containsExactly("heldout15"));
        assertThat(held.stream().filter(t -> t.launch() instanceof Launch.App).count()).isEqualTo(5);
        assertThat(held.stream().filter(t -> t.launch() instanceof Launch.Page p && !p.name().matches("ho15-p\\d\\d"))).isEmpty();
        assertThat(held.stream().filter(t -> t.launch() instanceof Launch.Page).map(t -> ((Launch.Page) t.launch()).name()).distinct()).hasSize(11);
        assertThat(all.stream().filter(t -> t.id().startsWith("ho15-"))).allMatch(t -> t.hasTag("heldout15"));
        assertThat(all.stream().filter(t -> t.hasTag("heldout15"))).allMatch(t -> t.id().startsWith("ho15-"));
        assertThat(TaskLoader.select(all, List.of("heldout15"))).hasSize(27).allMatch(t -> t.hasTag("heldout15"));
        assertThat(TaskLoader.select(all, List.of())).noneMatch(t -> t.hasTag("heldout15"));
        assertThat(TaskLoader.select(all, List.of("heldout", "heldout2", "heldout3", "heldout4", "heldout5", "heldout6", "heldout7",
                "heldout8", "heldout9", "heldout10", "heldout11", "heldout12", "heldout13", "heldout14", "heldout16", "heldout17", "heldout18", "heldout19", "heldout20", "heldout21", "heldout22", "heldout23", "heldout24", "heldout25", "heldout-pp", "web", "gtk",
                "question", "pixels"))).noneMatch(t -> t.hasTag("heldout15"));
        assertThat(TaskLoader.select(all, List.of("heldout15"))).noneMatch(t -> t.hasTag("heldout14"));
        assertThat(TaskLoader.select(all, List.of("heldout14"))).noneMatch(t -> t.hasTag("heldout15"));
        assertThat(TaskLoader.select(all, List.of("heldout15", "gtk"))).anyMatch(t -> t.hasTag("heldout15"))
                .anyMatch(t -> !t.hasTag("heldout15")).noneMatch(t -> t.hasTag("heldout14"));
        // every task checks the app's own state, but for the questions, which check the printed answer alone
        assertThat(held).allSatisfy(t -> assertThat(t.hasTag("question") == (t.expect().answer() != null)).as(t.id()).isTrue());
        assertThat(held).allSatisfy(t -> assertThat(t.timeoutSeconds()).as(t.id()).isBetween(120, 240));
        // the pages are new to this set: no other task opens them
        assertThat(all.stream().filter(t -> t.launch() instanceof Launch.Page p && p.name().startsWith("ho15-")))
                .allMatch(t -> t.hasTag("heldout15"));
    }

    @Test
    void theSixteenthHeldoutSetIsNamedHo16AndKeptApartFromTheOthers() {
        List<TaskSpec> all = TaskLoader.bundled();
        List<TaskSpec> held = all.stream().filter(t -> t.hasTag("heldout16") && !t.hasTag("pixels")).toList();
        assertThat(held).hasSize(16).allSatisfy(t -> assertThat(t.id()).matches("ho16-\\d\\d"))
                .allSatisfy(t -> assertThat(t.tags().stream().filter(tag -> tag.startsWith("heldout"))).containsExactly("heldout16"));
        assertThat(held.stream().filter(t -> t.launch() instanceof Launch.App).count()).isEqualTo(5);
        assertThat(held.stream().filter(t -> t.launch() instanceof Launch.Page p && !p.name().matches("ho16-p\\d\\d"))).isEmpty();
        assertThat(held.stream().filter(t -> t.launch() instanceof Launch.Page).map(t -> ((Launch.Page) t.launch()).name()).distinct()).hasSize(11);
        assertThat(all.stream().filter(t -> t.id().startsWith("ho16-"))).allMatch(t -> t.hasTag("heldout16"));
        assertThat(all.stream().filter(t -> t.hasTag("heldout16"))).allMatch(t -> t.id().startsWith("ho16-"));
        assertThat(TaskLoader.select(all, List.of("heldout16"))).hasSize(27).allMatch(t -> t.hasTag("heldout16"));
        assertThat(TaskLoader.select(all, List.of())).noneMatch(t -> t.hasTag("heldout16"));
        assertThat(TaskLoader.select(all, List.of("heldout", "heldout2", "heldout3", "heldout4", "heldout5", "heldout6", "heldout7",
                "heldout8", "heldout9", "heldout10", "heldout11", "heldout12", "heldout13", "heldout14", "heldout15", "heldout17", "heldout18", "heldout19", "heldout20", "heldout21", "heldout22", "heldout23", "heldout24", "heldout25", "heldout-pp", "web", "gtk",
                "question", "pixels"))).noneMatch(t -> t.hasTag("heldout16"));
        assertThat(TaskLoader.select(all, List.of("heldout16"))).noneMatch(t -> t.hasTag("heldout15"));
        assertThat(TaskLoader.select(all, List.of("heldout15"))).noneMatch(t -> t.hasTag("heldout16"));
        assertThat(TaskLoader.select(all, List.of("heldout16", "gtk"))).anyMatch(t -> t.hasTag("heldout16"))
                .anyMatch(t -> !t.hasTag("heldout16")).noneMatch(t -> t.hasTag("heldout15"));
        // every task checks the app's own state, but for the questions, which check the printed answer alone
        assertThat(held).allSatisfy(t -> assertThat(t.hasTag("question") == (t.expect().answer() != null)).as(t.id()).isTrue());
        assertThat(held).allSatisfy(t -> assertThat(t.timeoutSeconds()).as(t.id()).isBetween(120, 240));
        // the pages are new to this set: no other task opens them
        assertThat(all.stream().filter(t -> t.launch() instanceof Launch.Page p && p.name().startsWith("ho16-")))
                .allMatch(t -> t.hasTag("heldout16"));
    }

    @Test
    void theSeventeenthHeldoutSetIsNamedHo17AndKeptApartFromTheOthers() {
        List<TaskSpec> all = TaskLoader.bundled();
        List<TaskSpec> held = all.stream().filter(t -> t.hasTag("heldout17") && !t.hasTag("pixels")).toList();
        assertThat(held).hasSize(16).allSatisfy(t -> assertThat(t.id()).matches("ho17-\\d\\d"))
                .allSatisfy(t -> assertThat(t.tags().stream().filter(tag -> tag.startsWith("heldout"))).containsExactly("heldout17"));
        assertThat(held.stream().filter(t -> t.launch() instanceof Launch.App).count()).isEqualTo(5);
        assertThat(held.stream().filter(t -> t.launch() instanceof Launch.Page p && !p.name().matches("ho17-p\\d\\d"))).isEmpty();
        assertThat(held.stream().filter(t -> t.launch() instanceof Launch.Page).map(t -> ((Launch.Page) t.launch()).name()).distinct()).hasSize(11);
        assertThat(all.stream().filter(t -> t.id().startsWith("ho17-"))).allMatch(t -> t.hasTag("heldout17"));
        assertThat(all.stream().filter(t -> t.hasTag("heldout17"))).allMatch(t -> t.id().startsWith("ho17-"));
        assertThat(TaskLoader.select(all, List.of("heldout17"))).hasSize(27).allMatch(t -> t.hasTag("heldout17"));
        assertThat(TaskLoader.select(all, List.of())).noneMatch(t -> t.hasTag("heldout17"));
        assertThat(TaskLoader.select(all, List.of("heldout", "heldout2", "heldout3", "heldout4", "heldout5", "heldout6", "heldout7",
                "heldout8", "heldout9", "heldout10", "heldout11", "heldout12", "heldout13", "heldout14", "heldout15", "heldout16", "heldout18", "heldout19", "heldout20", "heldout21", "heldout22", "heldout23", "heldout24", "heldout25", "heldout-pp", "web", "gtk",
                "question", "pixels"))).noneMatch(t -> t.hasTag("heldout17"));
        assertThat(TaskLoader.select(all, List.of("heldout17"))).noneMatch(t -> t.hasTag("heldout16"));
        assertThat(TaskLoader.select(all, List.of("heldout16"))).noneMatch(t -> t.hasTag("heldout17"));
        assertThat(TaskLoader.select(all, List.of("heldout17", "gtk"))).anyMatch(t -> t.hasTag("heldout17"))
                .anyMatch(t -> !t.hasTag("heldout17")).noneMatch(t -> t.hasTag("heldout16"));
        // every task checks the app's own state, but for the questions, which check the printed answer alone
        assertThat(held).allSatisfy(t -> assertThat(t.hasTag("question") == (t.expect().answer() != null)).as(t.id()).isTrue());
        assertThat(held).allSatisfy(t -> assertThat(t.timeoutSeconds()).as(t.id()).isBetween(120, 240));
        // the pages are new to this set: no other task opens them
        assertThat(all.stream().filter(t -> t.launch() instanceof Launch.Page p && p.name().startsWith("ho17-")))
                .allMatch(t -> t.hasTag("heldout17"));
    }

    @Test
    void theEighteenthHeldoutSetIsNamedHo18AndKeptApartFromTheOthers() {
        List<TaskSpec> all = TaskLoader.bundled();
        List<TaskSpec> held = all.stream().filter(t -> t.hasTag("heldout18") && !t.hasTag("pixels")).toList();
        assertThat(held).hasSize(16).allSatisfy(t -> assertThat(t.id()).matches("ho18-\\d\\d"))
                .allSatisfy(t -> assertThat(t.tags().stream().filter(tag -> tag.startsWith("heldout"))).containsExactly("heldout18"));
        assertThat(held.stream().filter(t -> t.launch() instanceof Launch.App).count()).isEqualTo(5);
        assertThat(held.stream().filter(t -> t.launch() instanceof Launch.Page p && !p.name().matches("ho18-p\\d\\d"))).isEmpty();
        assertThat(held.stream().filter(t -> t.launch() instanceof Launch.Page).map(t -> ((Launch.Page) t.launch()).name()).distinct()).hasSize(11);
        assertThat(all.stream().filter(t -> t.id().startsWith("ho18-"))).allMatch(t -> t.hasTag("heldout18"));
        assertThat(all.stream().filter(t -> t.hasTag("heldout18"))).allMatch(t -> t.id().startsWith("ho18-"));
        assertThat(TaskLoader.select(all, List.of("heldout18"))).hasSize(27).allMatch(t -> t.hasTag("heldout18"));
        assertThat(TaskLoader.select(all, List.of())).noneMatch(t -> t.hasTag("heldout18"));
        assertThat(TaskLoader.select(all, List.of("heldout", "heldout2", "heldout3", "heldout4", "heldout5", "heldout6", "heldout7",
                "heldout8", "heldout9", "heldout10", "heldout11", "heldout12", "heldout13", "heldout14", "heldout15", "heldout16", "heldout17", "heldout19", "heldout20", "heldout21", "heldout22", "heldout23", "heldout24", "heldout25", "heldout-pp", "web", "gtk",
                "question", "pixels"))).noneMatch(t -> t.hasTag("heldout18"));
        assertThat(TaskLoader.select(all, List.of("heldout18"))).noneMatch(t -> t.hasTag("heldout17"));
        assertThat(TaskLoader.select(all, List.of("heldout17"))).noneMatch(t -> t.hasTag("heldout18"));
        assertThat(TaskLoader.select(all, List.of("heldout18", "gtk"))).anyMatch(t -> t.hasTag("heldout18"))
                .anyMatch(t -> !t.hasTag("heldout18")).noneMatch(t -> t.hasTag("heldout17"));
        // every task checks the app's own state, but for the questions, which check the printed answer alone
        assertThat(held).allSatisfy(t -> assertThat(t.hasTag("question") == (t.expect().answer() != null)).as(t.id()).isTrue());
        assertThat(held).allSatisfy(t -> assertThat(t.timeoutSeconds()).as(t.id()).isBetween(120, 240));
        // the pages are new to this set: no other task opens them
        assertThat(all.stream().filter(t -> t.launch() instanceof Launch.Page p && p.name().startsWith("ho18-")))
                .allMatch(t -> t.hasTag("heldout18"));
    }

    @Test
    void theNineteenthHeldoutSetIsNamedHo19AndKeptApartFromTheOthers() {
        List<TaskSpec> all = TaskLoader.bundled();
        List<TaskSpec> held = all.stream().filter(t -> t.hasTag("heldout19") && !t.hasTag("pixels")).toList();
        assertThat(held).hasSize(16).allSatisfy(t -> assertThat(t.id()).matches("ho19-\\d\\d"))
                .allSatisfy(t -> assertThat(t.tags().stream().filter(tag -> tag.startsWith("heldout"))).containsExactly("heldout19"));
        assertThat(held.stream().filter(t -> t.launch() instanceof Launch.App).count()).isEqualTo(5);
        assertThat(held.stream().filter(t -> t.launch() instanceof Launch.Page p && !p.name().matches("ho19-p\\d\\d"))).isEmpty();
        assertThat(held.stream().filter(t -> t.launch() instanceof Launch.Page).map(t -> ((Launch.Page) t.launch()).name()).distinct()).hasSize(11);
        assertThat(all.stream().filter(t -> t.id().startsWith("ho19-"))).allMatch(t -> t.hasTag("heldout19"));
        assertThat(all.stream().filter(t -> t.hasTag("heldout19"))).allMatch(t -> t.id().startsWith("ho19-"));
        assertThat(TaskLoader.select(all, List.of("heldout19"))).hasSize(27).allMatch(t -> t.hasTag("heldout19"));
        assertThat(TaskLoader.select(all, List.of())).noneMatch(t -> t.hasTag("heldout19"));
        assertThat(TaskLoader.select(all, List.of("heldout", "heldout2", "heldout3", "heldout4", "heldout5", "heldout6", "heldout7",
                "heldout8", "heldout9", "heldout10", "heldout11", "heldout12", "heldout13", "heldout14", "heldout15", "heldout16", "heldout17", "heldout18", "heldout20", "heldout21", "heldout22", "heldout23", "heldout24", "heldout25", "heldout-pp", "web", "gtk",
                "question", "pixels"))).noneMatch(t -> t.hasTag("heldout19"));
        assertThat(TaskLoader.select(all, List.of("heldout19"))).noneMatch(t -> t.hasTag("heldout18"));
        assertThat(TaskLoader.select(all, List.of("heldout18"))).noneMatch(t -> t.hasTag("heldout19"));
        assertThat(TaskLoader.select(all, List.of("heldout19", "gtk"))).anyMatch(t -> t.hasTag("heldout19"))
                .anyMatch(t -> !t.hasTag("heldout19")).noneMatch(t -> t.hasTag("heldout18"));
        // every task checks the app's own state, but for the questions, which check the printed answer alone
        assertThat(held).allSatisfy(t -> assertThat(t.hasTag("question") == (t.expect().answer() != null)).as(t.id()).isTrue());
        assertThat(held).allSatisfy(t -> assertThat(t.timeoutSeconds()).as(t.id()).isBetween(120, 240));
        // the pages are new to this set: no other task opens them
        assertThat(all.stream().filter(t -> t.launch() instanceof Launch.Page p && p.name().startsWith("ho19-")))
                .allMatch(t -> t.hasTag("heldout19"));
    }

    @Test
    void theTwentiethHeldoutSetIsNamedHo20AndKeptApartFromTheOthers() {
        List<TaskSpec> all = TaskLoader.bundled();
        List<TaskSpec> held = all.stream().filter(t -> t.hasTag("heldout20") && !t.hasTag("pixels")).toList();
        assertThat(held).hasSize(16).allSatisfy(t -> assertThat(t.id()).matches("ho20-\\d\\d"))
                .allSatisfy(t -> assertThat(t.tags().stream().filter(tag -> tag.startsWith("heldout"))).containsExactly("heldout20"));
        assertThat(held.stream().filter(t -> t.launch() instanceof Launch.App).count()).isEqualTo(5);
        assertThat(held.stream().filter(t -> t.launch() instanceof Launch.Page p && !p.name().matches("ho20-p\\d\\d"))).isEmpty();
        assertThat(held.stream().filter(t -> t.launch() instanceof Launch.Page).map(t -> ((Launch.Page) t.launch()).name()).distinct()).hasSize(11);
        assertThat(all.stream().filter(t -> t.id().startsWith("ho20-"))).allMatch(t -> t.hasTag("heldout20"));
        assertThat(all.stream().filter(t -> t.hasTag("heldout20"))).allMatch(t -> t.id().startsWith("ho20-"));
        assertThat(TaskLoader.select(all, List.of("heldout20"))).hasSize(27).allMatch(t -> t.hasTag("heldout20"));
        assertThat(TaskLoader.select(all, List.of())).noneMatch(t -> t.hasTag("heldout20"));
        assertThat(TaskLoader.select(all, List.of("heldout", "heldout2", "heldout3", "heldout4", "heldout5", "heldout6", "heldout7",
                "heldout8", "heldout9", "heldout10", "heldout11", "heldout12", "heldout13", "heldout14", "heldout15", "heldout16", "heldout17", "heldout18", "heldout19", "heldout21", "heldout22", "heldout23", "heldout24", "heldout25", "heldout-pp", "web", "gtk",
                "question", "pixels"))).noneMatch(t -> t.hasTag("heldout20"));
        assertThat(TaskLoader.select(all, List.of("heldout20"))).noneMatch(t -> t.hasTag("heldout19"));
        assertThat(TaskLoader.select(all, List.of("heldout19"))).noneMatch(t -> t.hasTag("heldout20"));
        assertThat(TaskLoader.select(all, List.of("heldout20", "gtk"))).anyMatch(t -> t.hasTag("heldout20"))
                .anyMatch(t -> !t.hasTag("heldout20")).noneMatch(t -> t.hasTag("heldout19"));
        // every task checks the app's own state, but for the questions, which check the printed answer alone
        assertThat(held).allSatisfy(t -> assertThat(t.hasTag("question") == (t.expect().answer() != null)).as(t.id()).isTrue());
        assertThat(held).allSatisfy(t -> assertThat(t.timeoutSeconds()).as(t.id()).isBetween(120, 240));
        // the pages are new to this set: no other task opens them
        assertThat(all.stream().filter(t -> t.launch() instanceof Launch.Page p && p.name().startsWith("ho20-")))
                .allMatch(t -> t.hasTag("heldout20"));
    }

    @Test
    void theTwentyFirstHeldoutSetIsNamedHo21AndKeptApartFromTheOthers() {
        List<TaskSpec> all = TaskLoader.bundled();
        List<TaskSpec> held = all.stream().filter(t -> t.hasTag("heldout21") && !t.hasTag("pixels")).toList();
        assertThat(held).hasSize(16).allSatisfy(t -> assertThat(t.id()).matches("ho21-\\d\\d"))
                .allSatisfy(t -> assertThat(t.tags().stream().filter(tag -> tag.startsWith("heldout"))).containsExactly("heldout21"));
        assertThat(held.stream().filter(t -> t.launch() instanceof Launch.App).count()).isEqualTo(5);
        assertThat(held.stream().filter(t -> t.launch() instanceof Launch.Page p && !p.name().matches("ho21-p\\d\\d"))).isEmpty();
        assertThat(held.stream().filter(t -> t.launch() instanceof Launch.Page).map(t -> ((Launch.Page) t.launch()).name()).distinct()).hasSize(11);
        assertThat(all.stream().filter(t -> t.id().startsWith("ho21-"))).allMatch(t -> t.hasTag("heldout21"));
        assertThat(all.stream().filter(t -> t.hasTag("heldout21"))).allMatch(t -> t.id().startsWith("ho21-"));
        assertThat(TaskLoader.select(all, List.of("heldout21"))).hasSize(27).allMatch(t -> t.hasTag("heldout21"));
        assertThat(TaskLoader.select(all, List.of())).noneMatch(t -> t.hasTag("heldout21"));
        assertThat(TaskLoader.select(all, List.of("heldout", "heldout2", "heldout3", "heldout4", "heldout5", "heldout6", "heldout7",
                "heldout8", "heldout9", "heldout10", "heldout11", "heldout12", "heldout13", "heldout14", "heldout15", "heldout16", "heldout17", "heldout18", "heldout19", "heldout20", "heldout22", "heldout23", "heldout24", "heldout25", "heldout-pp", "web", "gtk",
                "question", "pixels"))).noneMatch(t -> t.hasTag("heldout21"));
        assertThat(TaskLoader.select(all, List.of("heldout21"))).noneMatch(t -> t.hasTag("heldout20"));
        assertThat(TaskLoader.select(all, List.of("heldout20"))).noneMatch(t -> t.hasTag("heldout21"));
        assertThat(TaskLoader.select(all, List.of("heldout21", "gtk"))).anyMatch(t -> t.hasTag("heldout21"))
                .anyMatch(t -> !t.hasTag("heldout21")).noneMatch(t -> t.hasTag("heldout20"));
        // every task checks the app's own state, but for the questions, which check the printed answer alone
        assertThat(held).allSatisfy(t -> assertThat(t.hasTag("question") == (t.expect().answer() != null)).as(t.id()).isTrue());
        assertThat(held).allSatisfy(t -> assertThat(t.timeoutSeconds()).as(t.id()).isBetween(120, 240));
        // the pages are new to this set: no other task opens them
        assertThat(all.stream().filter(t -> t.launch() instanceof Launch.Page p && p.name().startsWith("ho21-")))
                .allMatch(t -> t.hasTag("heldout21"));
    }

    @Test
    void theTwentySecondHeldoutSetIsNamedHo22AndKeptApartFromTheOthers() {
        List<TaskSpec> all = TaskLoader.bundled();
        List<TaskSpec> held = all.stream().filter(t -> t.hasTag("heldout22") && !t.hasTag("pixels")).toList();
        assertThat(held).hasSize(16).allSatisfy(t -> assertThat(t.id()).matches("ho22-\\d\\d"))
                .allSatisfy(t -> assertThat(t.tags().stream().filter(tag -> tag.startsWith("heldout"))).containsExactly("heldout22"));
        assertThat(held.stream().filter(t -> t.launch() instanceof Launch.App).count()).isEqualTo(5);
        assertThat(held.stream().filter(t -> t.launch() instanceof Launch.Page p && !p.name().matches("ho22-p\\d\\d"))).isEmpty();
        assertThat(held.stream().filter(t -> t.launch() instanceof Launch.Page).map(t -> ((Launch.Page) t.launch()).name()).distinct()).hasSize(11);
        assertThat(all.stream().filter(t -> t.id().startsWith("ho22-"))).allMatch(t -> t.hasTag("heldout22"));
        assertThat(all.stream().filter(t -> t.hasTag("heldout22"))).allMatch(t -> t.id().startsWith("ho22-"));
        assertThat(TaskLoader.select(all, List.of("heldout22"))).hasSize(27).allMatch(t -> t.hasTag("heldout22"));
        assertThat(TaskLoader.select(all, List.of())).noneMatch(t -> t.hasTag("heldout22"));
        assertThat(TaskLoader.select(all, List.of("heldout", "heldout2", "heldout3", "heldout4", "heldout5", "heldout6", "heldout7",
                "heldout8", "heldout9", "heldout10", "heldout11", "heldout12", "heldout13", "heldout14", "heldout15", "heldout16", "heldout17", "heldout18", "heldout19", "heldout20", "heldout21", "heldout23", "heldout24", "heldout25", "heldout-pp", "web", "gtk",
                "question", "pixels"))).noneMatch(t -> t.hasTag("heldout22"));
        assertThat(TaskLoader.select(all, List.of("heldout22"))).noneMatch(t -> t.hasTag("heldout21"));
        assertThat(TaskLoader.select(all, List.of("heldout21"))).noneMatch(t -> t.hasTag("heldout22"));
        assertThat(TaskLoader.select(all, List.of("heldout22", "gtk"))).anyMatch(t -> t.hasTag("heldout22"))
                .anyMatch(t -> !t.hasTag("heldout22")).noneMatch(t -> t.hasTag("heldout21"));
        // every task checks the app's own state, but for the questions, which check the printed answer alone
        assertThat(held).allSatisfy(t -> assertThat(t.hasTag("question") == (t.expect().answer() != null)).as(t.id()).isTrue());
        assertThat(held).allSatisfy(t -> assertThat(t.timeoutSeconds()).as(t.id()).isBetween(120, 240));
        // the pages are new to this set: no other task opens them
        assertThat(all.stream().filter(t -> t.launch() instanceof Launch.Page p && p.name().startsWith("ho22-")))
                .allMatch(t -> t.hasTag("heldout22"));
    }

    @Test
    void theTwentyThirdHeldoutSetIsNamedHo23AndKeptApartFromTheOthers() {
        List<TaskSpec> all = TaskLoader.bundled();
        List<TaskSpec> held = all.stream().filter(t -> t.hasTag("heldout23") && !t.hasTag("pixels")).toList();
        assertThat(held).hasSize(16).allSatisfy(t -> assertThat(t.id()).matches("ho23-\\d\\d"))
                .allSatisfy(t -> assertThat(t.tags().stream().filter(tag -> tag.startsWith("heldout"))).containsExactly("heldout23"));
        assertThat(held.stream().filter(t -> t.launch() instanceof Launch.App).count()).isEqualTo(5);
        assertThat(held.stream().filter(t -> t.launch() instanceof Launch.Page p && !p.name().matches("ho23-p\\d\\d"))).isEmpty();
        assertThat(held.stream().filter(t -> t.launch() instanceof Launch.Page).map(t -> ((Launch.Page) t.launch()).name()).distinct()).hasSize(11);
        assertThat(all.stream().filter(t -> t.id().startsWith("ho23-"))).allMatch(t -> t.hasTag("heldout23"));
        assertThat(all.stream().filter(t -> t.hasTag("heldout23"))).allMatch(t -> t.id().startsWith("ho23-"));
        assertThat(TaskLoader.select(all, List.of("heldout23"))).hasSize(27).allMatch(t -> t.hasTag("heldout23"));
        assertThat(TaskLoader.select(all, List.of())).noneMatch(t -> t.hasTag("heldout23"));
        assertThat(TaskLoader.select(all, List.of("heldout", "heldout2", "heldout3", "heldout4", "heldout5", "heldout6", "heldout7",
                "heldout8", "heldout9", "heldout10", "heldout11", "heldout12", "heldout13", "heldout14", "heldout15", "heldout16", "heldout17", "heldout18", "heldout19", "heldout20", "heldout21", "heldout22", "heldout24", "heldout25", "heldout-pp", "web", "gtk",
                "question", "pixels"))).noneMatch(t -> t.hasTag("heldout23"));
        assertThat(TaskLoader.select(all, List.of("heldout23"))).noneMatch(t -> t.hasTag("heldout22"));
        assertThat(TaskLoader.select(all, List.of("heldout22"))).noneMatch(t -> t.hasTag("heldout23"));
        assertThat(TaskLoader.select(all, List.of("heldout23", "gtk"))).anyMatch(t -> t.hasTag("heldout23"))
                .anyMatch(t -> !t.hasTag("heldout23")).noneMatch(t -> t.hasTag("heldout22"));
        // every task checks the app's own state, but for the questions, which check the printed answer alone
        assertThat(held).allSatisfy(t -> assertThat(t.hasTag("question") == (t.expect().answer() != null)).as(t.id()).isTrue());
        assertThat(held).allSatisfy(t -> assertThat(t.timeoutSeconds()).as(t.id()).isBetween(120, 240));
        // breadth, not length: plain commands, requests with a reason, questions, and pages whose text echoes the goal
        assertThat(held.stream().filter(t -> t.hasTag("plain-command"))).hasSize(6);
        assertThat(held.stream().filter(t -> t.hasTag("reason"))).hasSize(4);
        assertThat(held.stream().filter(t -> t.hasTag("question"))).hasSize(4);
        assertThat(held.stream().filter(t -> t.hasTag("text-on-page"))).hasSize(2);
        // the pages are new to this set: no other task opens them
        assertThat(all.stream().filter(t -> t.launch() instanceof Launch.Page p && p.name().startsWith("ho23-")))
                .allMatch(t -> t.hasTag("heldout23"));
    }

    @Test
    void theTwentyFourthHeldoutSetIsNamedHo24AndKeptApartFromTheOthers() {
        List<TaskSpec> all = TaskLoader.bundled();
        List<TaskSpec> held = all.stream().filter(t -> t.hasTag("heldout24") && !t.hasTag("pixels")).toList();
        assertThat(held).hasSize(16).allSatisfy(t -> assertThat(t.id()).matches("ho24-\\d\\d"))
                .allSatisfy(t -> assertThat(t.tags().stream().filter(tag -> tag.startsWith("heldout"))).containsExactly("heldout24"));
        assertThat(held.stream().filter(t -> t.launch() instanceof Launch.App).count()).isEqualTo(5);
        assertThat(held.stream().filter(t -> t.launch() instanceof Launch.Page p && !p.name().matches("ho24-p\\d\\d"))).isEmpty();
        assertThat(held.stream().filter(t -> t.launch() instanceof Launch.Page).map(t -> ((Launch.Page) t.launch()).name()).distinct()).hasSize(11);
        assertThat(all.stream().filter(t -> t.id().startsWith("ho24-"))).allMatch(t -> t.hasTag("heldout24"));
        assertThat(all.stream().filter(t -> t.hasTag("heldout24"))).allMatch(t -> t.id().startsWith("ho24-"));
        assertThat(TaskLoader.select(all, List.of("heldout24"))).hasSize(27).allMatch(t -> t.hasTag("heldout24"));
        assertThat(TaskLoader.select(all, List.of())).noneMatch(t -> t.hasTag("heldout24"));
        assertThat(TaskLoader.select(all, List.of("heldout", "heldout2", "heldout3", "heldout4", "heldout5", "heldout6", "heldout7",
                "heldout8", "heldout9", "heldout10", "heldout11", "heldout12", "heldout13", "heldout14", "heldout15", "heldout16", "heldout17", "heldout18", "heldout19", "heldout20", "heldout21", "heldout22", "heldout23", "heldout25", "heldout-pp", "web", "gtk",
                "question", "pixels"))).noneMatch(t -> t.hasTag("heldout24"));
        assertThat(TaskLoader.select(all, List.of("heldout24"))).noneMatch(t -> t.hasTag("heldout23"));
        assertThat(TaskLoader.select(all, List.of("heldout23"))).noneMatch(t -> t.hasTag("heldout24"));
        assertThat(TaskLoader.select(all, List.of("heldout24", "gtk"))).anyMatch(t -> t.hasTag("heldout24"))
                .anyMatch(t -> !t.hasTag("heldout24")).noneMatch(t -> t.hasTag("heldout23"));
        // every task checks the app's own state, but for the questions, which check the printed answer alone
        assertThat(held).allSatisfy(t -> assertThat(t.hasTag("question") == (t.expect().answer() != null)).as(t.id()).isTrue());
        assertThat(held).allSatisfy(t -> assertThat(t.timeoutSeconds()).as(t.id()).isBetween(120, 240));
        // breadth, not length: plain commands, requests with a reason, questions, and pages whose text echoes the goal
        assertThat(held.stream().filter(t -> t.hasTag("plain-command"))).hasSize(6);
        assertThat(held.stream().filter(t -> t.hasTag("reason"))).hasSize(4);
        assertThat(held.stream().filter(t -> t.hasTag("question"))).hasSize(4);
        assertThat(held.stream().filter(t -> t.hasTag("text-on-page"))).hasSize(2);
        // the pages are new to this set: no other task opens them
        assertThat(all.stream().filter(t -> t.launch() instanceof Launch.Page p && p.name().startsWith("ho24-")))
                .allMatch(t -> t.hasTag("heldout24"));
    }

    @Test
    void theTwentyFifthHeldoutSetIsNamedHo25AndKeptApartFromTheOthers() {
        List<TaskSpec> all = TaskLoader.bundled();
        List<TaskSpec> held = all.stream().filter(t -> t.hasTag("heldout25") && !t.hasTag("pixels")).toList();
        assertThat(held).hasSize(16).allSatisfy(t -> assertThat(t.id()).matches("ho25-\\d\\d"))
                .allSatisfy(t -> assertThat(t.tags().stream().filter(tag -> tag.startsWith("heldout"))).containsExactly("heldout25"));
        assertThat(held.stream().filter(t -> t.launch() instanceof Launch.App).count()).isEqualTo(5);
        assertThat(held.stream().filter(t -> t.launch() instanceof Launch.Page p && !p.name().matches("ho25-p\\d\\d"))).isEmpty();
        assertThat(held.stream().filter(t -> t.launch() instanceof Launch.Page).map(t -> ((Launch.Page) t.launch()).name()).distinct()).hasSize(11);
        assertThat(all.stream().filter(t -> t.id().startsWith("ho25-"))).allMatch(t -> t.hasTag("heldout25"));
        assertThat(all.stream().filter(t -> t.hasTag("heldout25"))).allMatch(t -> t.id().startsWith("ho25-"));
        assertThat(TaskLoader.select(all, List.of("heldout25"))).hasSize(27).allMatch(t -> t.hasTag("heldout25"));
        assertThat(TaskLoader.select(all, List.of())).noneMatch(t -> t.hasTag("heldout25"));
        assertThat(TaskLoader.select(all, List.of("heldout", "heldout2", "heldout3", "heldout4", "heldout5", "heldout6", "heldout7",
                "heldout8", "heldout9", "heldout10", "heldout11", "heldout12", "heldout13", "heldout14", "heldout15", "heldout16", "heldout17", "heldout18", "heldout19", "heldout20", "heldout21", "heldout22", "heldout23", "heldout24", "heldout-pp", "web", "gtk",
                "question", "pixels"))).noneMatch(t -> t.hasTag("heldout25"));
        assertThat(TaskLoader.select(all, List.of("heldout25"))).noneMatch(t -> t.hasTag("heldout24"));
        assertThat(TaskLoader.select(all, List.of("heldout24"))).noneMatch(t -> t.hasTag("heldout25"));
        assertThat(TaskLoader.select(all, List.of("heldout25", "gtk"))).anyMatch(t -> t.hasTag("heldout25"))
                .anyMatch(t -> !t.hasTag("heldout25")).noneMatch(t -> t.hasTag("heldout24"));
        // every task checks the app's own state, but for the questions, which check the printed answer alone
        assertThat(held).allSatisfy(t -> assertThat(t.hasTag("question") == (t.expect().answer() != null)).as(t.id()).isTrue());
        assertThat(held).allSatisfy(t -> assertThat(t.timeoutSeconds()).as(t.id()).isBetween(120, 240));
        // breadth, not length: plain commands, requests with a reason, questions, and pages whose text echoes the goal
        assertThat(held.stream().filter(t -> t.hasTag("plain-command"))).hasSize(6);
        assertThat(held.stream().filter(t -> t.hasTag("reason"))).hasSize(4);
        assertThat(held.stream().filter(t -> t.hasTag("question"))).hasSize(4);
        assertThat(held.stream().filter(t -> t.hasTag("text-on-page"))).hasSize(2);
        // the pages are new to this set: no other task opens them
        assertThat(all.stream().filter(t -> t.launch() instanceof Launch.Page p && p.name().startsWith("ho25-")))
                .allMatch(t -> t.hasTag("heldout25"));
    }

    @Test
    void theParaphraseSetRunsOnlyWhenAskedFor() {
        List<TaskSpec> all = TaskLoader.bundled();
        List<TaskSpec> pp = all.stream().filter(t -> t.hasTag("heldout-pp") && !t.hasTag("pixels")).toList();
        assertThat(pp).hasSizeBetween(40, 46).allSatisfy(t -> assertThat(t.id()).startsWith("pp-"));
        assertThat(TaskLoader.select(all, List.of())).noneMatch(t -> t.hasTag("heldout-pp"));
        assertThat(TaskLoader.select(all, List.of("heldout-pp"))).hasSizeGreaterThanOrEqualTo(70).allMatch(t -> t.hasTag("heldout-pp"));
    }

    private static TaskSpec task(String id, String... tags) {
        return new TaskSpec(id, "do it", List.of(tags), 1, new Launch.App(List.of("zenity", "--info"), null, Map.of()),
                new Expect(Map.of(), 0, null, null, null), 120);
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

    @Test
    void placesTheTaskFolderInTheGoalCommandFilesAndEveryExpectation() {
        TaskSpec t = TaskLoader.bundled().stream().filter(x -> x.id().equals("zenity-file-budget")).findFirst().orElseThrow()
                .in("/tmp/w1");
        assertThat(t.goal()).isEqualTo("Open the file /tmp/w1/docs/budget.ods");
        assertThat(((Launch.App) t.launch()).command()).contains("--filename=/tmp/w1/");
        // the chooser prints the path it opened: the expectation names the same folder, not the placeholder
        assertThat(t.expect().stdout()).isEqualTo("/tmp/w1/docs/budget.ods");
    }
}
