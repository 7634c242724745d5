package dev.tca.platform.atspi;

import dev.tca.core.Element;
import dev.tca.core.Frame;
import dev.tca.core.Rect;
import dev.tca.core.State;
import dev.tca.perception.ElementSource;
import dev.tca.perception.SourceRead;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The accessibility tree as an element source: every visible control of every application, with
 * its role, state and value, limited to what the frame shows. A control the active window covers
 * is left out: AT-SPI calls it showing, but a click there lands on the window on top. So is a page's
 * content behind its open modal dialog ({@link Modality}), and a button the page keeps transparent until hovered
 * ({@link dev.tca.perception.Undrawn}).
 */
public final class AtSpiSource implements ElementSource {

    private final java.util.function.Function<List<Rect>, AxSnapshot> tree;
    /** The last frame read, to tell which parts of the screen repainted since (null before the first). */
    private java.awt.image.BufferedImage last;
    private final Runnable closer;
    private final String description;

    public AtSpiSource(AtSpi ax, AxBudget budget) {
        this(repainted -> ax.snapshot(budget, repainted), ax::close, "accessibility tree (AT-SPI)");
    }

    private AtSpiSource(java.util.function.Function<List<Rect>, AxSnapshot> tree, Runnable closer, String description) {
        this.tree = tree;
        this.closer = closer;
        this.description = description;
    }

    /** A saved snapshot read again on every frame (the benchmark's screenshots): its handles are stale. */
    public static AtSpiSource replaying(AxSnapshot saved) {
        return new AtSpiSource(repainted -> saved, () -> { }, "accessibility tree (saved)");
    }

    @Override
    public SourceRead read(Frame frame) {
        AxSnapshot snap = tree.apply(repainted(frame));
        Rect shown = shown(frame);
        Rect top = frame.active() == null ? null : frame.active().bounds();
        boolean many = AxElements.manyWindows(snap.nodes());
        List<Element> elements = new ArrayList<>();
        List<Element> offscreen = new ArrayList<>();
        List<String> text = new ArrayList<>();
        Modality modality = Modality.of(snap.nodes());
        java.util.Set<Integer> blocked = modality.blocked();
        for (AxNode n : snap.nodes()) {
            Optional<Element> e = blocked.contains(n.index()) ? Optional.empty() : AxElements.of(n, many);
            if (e.isEmpty()) {
                continue;
            }
            if (e.get().has(State.OFFSCREEN)) {
                offscreen.add(e.get());
                continue;
            }
            Rect b = n.box();
            boolean visible = shown.contains(b.center());
            boolean covered = top != null && snap.activeApp() != null && !snap.activeApp().equals(n.app())
                    && top.contains(b.center());
            if (!visible || covered || undrawn(e.get(), frame)) {
                continue;
            }
            elements.add(e.get());
            if (!e.get().label().isEmpty()) {
                text.add(e.get().label());
            }
            if (!e.get().value().isEmpty() && e.get().role() != dev.tca.core.Role.PASSWORD_FIELD) {
                text.add(e.get().value());
            }
        }
        List<Rect> modal = modality.dialogs().stream().map(AxNode::box).filter(b -> shown.contains(b.center())).toList();
        return new SourceRead(elements, text, offscreen, snap.timing(), String.join("; ", snap.warnings()), List.of(), modal);
    }

    /** A row's action the page shows only under the pointer: in the tree, but nothing on the screen to aim at yet. */
    private static boolean undrawn(Element e, Frame frame) {
        return java.util.Set.of(dev.tca.core.Role.BUTTON, dev.tca.core.Role.LINK, dev.tca.core.Role.MENU_ITEM).contains(e.role())
                && dev.tca.perception.Undrawn.at(frame.image(), frame.mapping().toFrame(e.box()));
    }

    /** Where the screen repainted since the last frame read, in screen pixels; everything on the first read or a new size. */
    private List<Rect> repainted(Frame frame) {
        java.awt.image.BufferedImage before = last;
        last = frame.image();
        if (before == null || before == frame.image()) {
            return List.of();
        }
        if (before.getWidth() != frame.width() || before.getHeight() != frame.height()) {
            return List.of(shown(frame));
        }
        var m = frame.mapping();
        List<Rect> out = new ArrayList<>();
        for (Rect r : dev.tca.perception.ChangedRegions.between(before, frame.image(), List.of())) {
            var p = m.toScreen(r.x(), r.y());
            out.add(new Rect(p.x(), p.y(), (int) Math.ceil(r.width() * m.scaleX()), (int) Math.ceil(r.height() * m.scaleY())));
        }
        return out;
    }

    /** The part of the screen the frame covers, in screen pixels. */
    private static Rect shown(Frame frame) {
        var m = frame.mapping();
        return new Rect(m.originX(), m.originY(), (int) Math.round(frame.width() * m.scaleX()),
                (int) Math.round(frame.height() * m.scaleY()));
    }

    @Override
    public String describe() {
        return description;
    }

    @Override
    public void close() {
        closer.run();
    }
}
