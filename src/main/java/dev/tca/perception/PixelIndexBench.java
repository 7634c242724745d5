package dev.tca.perception;

import dev.tca.core.Element;
import dev.tca.core.Frame;
import dev.tca.core.Labels;
import dev.tca.core.Observation;
import dev.tca.core.Role;
import dev.tca.core.ScreenMapping;
import dev.tca.core.Source;
import dev.tca.perception.widgets.Widget.Kind;
import dev.tca.perception.widgets.WidgetBench;
import dev.tca.perception.widgets.WidgetTruth;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Scores the whole pixel index (widget detector + OCR, merged, insides read) against the truth of
 * screenshots, the way a brain meets it: per true control kind, whether an element sits on it
 * (found), whether that element has the control's role (role right) and carries its name (named);
 * and the controls the index invents: pixel elements with a control role where no true control is
 * (false widgets per screen). Each screen is read once, as a first frame (a full read).
 */
public final class PixelIndexBench {

    private PixelIndexBench() {
    }

    private static final class Counts {
        int truths;
        int found;
        int roleRight;
        int named;
    }

    public static void run(Path dir, Detector index, PrintWriter out) {
        Map<Kind, Counts> byKind = new EnumMap<>(Kind.class);
        int falseWidgets = 0;
        List<Long> millis = new ArrayList<>();
        List<Integer> insides = new ArrayList<>();
        List<Integer> insidesAgain = new ArrayList<>();
        List<Path> screens = WidgetBench.screens(dir);
        for (Path png : screens) {
            String name = png.getFileName().toString().replaceFirst("\\.png$", "");
            WidgetTruth truth = WidgetTruth.read(png.resolveSibling(name + ".json"));
            long t0 = System.nanoTime();
            Observation o = index.detect(new Frame(WidgetBench.read(png), ScreenMapping.IDENTITY, name));
            millis.add((System.nanoTime() - t0) / 1_000_000);
            insides(o).ifPresent(insides::add);
            // the same screen again, as the next step of a task sees it when little changed
            insides(index.detect(new Frame(WidgetBench.read(png), ScreenMapping.IDENTITY, name))).ifPresent(insidesAgain::add);
            List<String> misses = new ArrayList<>();
            for (WidgetTruth.Control c : truth.controls()) {
                Counts k = byKind.computeIfAbsent(c.kind(), x -> new Counts());
                k.truths++;
                List<Element> on = o.elements().stream().filter(e -> c.box().contains(e.center())).toList();
                if (on.isEmpty()) {
                    misses.add(c.kind().name().toLowerCase() + " '" + c.name() + "' missing");
                    continue;
                }
                k.found++;
                Element e = on.stream().filter(x -> c.tab() ? x.role() == Role.TAB : role(c.kind(), x.role())).findFirst().orElse(null);
                if (e == null) {
                    misses.add(c.kind().name().toLowerCase() + " '" + c.name() + "' as " + on.get(0).describe());
                    continue;
                }
                k.roleRight++;
                if (c.name().isBlank() || Labels.containsWords(e.label(), c.name()) || Labels.same(e.label(), c.name())) {
                    k.named++;
                } else {
                    misses.add(c.kind().name().toLowerCase() + " '" + c.name() + "' named '" + e.label() + "'");
                }
            }
            List<Element> invented = o.elements().stream().filter(e -> e.source() == Source.WIDGET && e.role().control()
                    && truth.controls().stream().noneMatch(c -> c.box().contains(e.center()))
                    && truth.ignored().stream().noneMatch(r -> r.contains(e.center()))).toList();
            falseWidgets += invented.size();
            invented.forEach(e -> misses.add("invented " + e.describe()));
            out.printf("%-20s %3d ms  %s%n", name, millis.get(millis.size() - 1), String.join("; ", misses));
        }
        out.println();
        out.println("kind        found      role right  named");
        int t = 0;
        int f = 0;
        int r = 0;
        int n = 0;
        for (Map.Entry<Kind, Counts> e : byKind.entrySet()) {
            Counts c = e.getValue();
            out.printf("%-10s %3d/%-3d    %3d/%-3d    %3d/%-3d%n", e.getKey().name().toLowerCase(), c.found, c.truths,
                    c.roleRight, c.truths, c.named, c.truths);
            t += c.truths;
            f += c.found;
            r += c.roleRight;
            n += c.named;
        }
        out.printf("all        %3d/%-3d    %3d/%-3d    %3d/%-3d%n", f, t, r, t, n, t);
        millis.sort(null);
        out.printf("false widgets: %d on %d screens (%.2f per screen); median %d ms per first read%n", falseWidgets,
                screens.size(), falseWidgets / (double) screens.size(), millis.get(millis.size() / 2));
        if (!insides.isEmpty()) {
            insides.sort(null);
            insidesAgain.sort(null);
            out.printf("reading the insides of buttons and fields: median %d ms (max %d) on a first read, %d ms (max %d) "
                    + "on the same screen again%n", insides.get(insides.size() / 2), insides.get(insides.size() - 1),
                    insidesAgain.get(insidesAgain.size() / 2), insidesAgain.get(insidesAgain.size() - 1));
        }
        out.flush();
    }

    /** The "insides N ms" the indexer adds to its summary, when it read any. */
    private static java.util.Optional<Integer> insides(Observation o) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("insides (\\d+) ms").matcher(o.summary());
        return m.find() ? java.util.Optional.of(Integer.parseInt(m.group(1))) : java.util.Optional.empty();
    }

    private static boolean role(Kind kind, Role role) {
        return switch (kind) {
            case FIELD -> role == Role.TEXT_FIELD || role == Role.PASSWORD_FIELD;
            case CHECK_BOX -> role == Role.CHECKBOX;
            case RADIO -> role == Role.RADIO;
            case SLIDER -> role == Role.SLIDER;
            case BUTTON -> role == Role.BUTTON;
        };
    }
}
