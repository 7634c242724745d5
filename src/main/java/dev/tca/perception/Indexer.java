package dev.tca.perception;

import dev.tca.core.Element;
import dev.tca.core.Frame;
import dev.tca.core.Observation;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The one place elements from every source become a menu: controls from the tree and the widget
 * detector come first, OCR text a control already covers names it (when the control has no name)
 * or is dropped, duplicates go, look-alike labels get a position hint, and what is left is sorted
 * in reading order, capped and numbered 1..n.
 */
public final class Indexer implements Detector {

    /** Enough for a busy form plus its labels; the brain sees fewer (its own menu cap). */
    public static final int DEFAULT_CAP = 300;

    private final List<ElementSource> sources;
    private final int cap;
    private final InteriorReader interiors;

    public Indexer(List<ElementSource> sources, int cap) {
        this(sources, cap, null);
    }

    /** @param interiors reads the inside of pixel buttons and fields after the merge, or null for none */
    public Indexer(List<ElementSource> sources, int cap, InteriorReader interiors) {
        if (sources.isEmpty()) {
            throw new IllegalArgumentException("an indexer needs at least one source");
        }
        if (cap < 1) {
            throw new IllegalArgumentException("cap must be >= 1, got " + cap);
        }
        this.sources = List.copyOf(sources);
        this.cap = cap;
        this.interiors = interiors;
    }

    /**
     * While a source knows a modal dialog is open (the tree's aria-modal), what the other sources read
     * outside it (the page's text, drawn widgets) is left out too: a click there reaches nothing.
     */
    private static List<SourceRead> behindModal(List<SourceRead> reads) {
        List<dev.tca.core.Rect> modal = reads.stream().flatMap(r -> r.modal().stream()).toList();
        if (modal.isEmpty()) {
            return reads;
        }
        return reads.stream().map(r -> r.modal().isEmpty() ? r.within(modal) : r).toList();
    }

    @Override
    public Observation detect(Frame frame) {
        List<SourceRead> reads = new ArrayList<>();
        for (ElementSource s : sources) {
            reads.add(s.read(frame));
        }
        reads = behindModal(reads);
        List<Element> merged = Merge.of(reads, frame.width() * (long) frame.height());
        String interiorTime = "";
        if (interiors != null) {
            long t = System.nanoTime();
            merged = interiors.apply(merged, frame);
            interiorTime = "insides " + (System.nanoTime() - t) / 1_000_000 + " ms";
        }
        merged = DrawnCalendar.apply(merged, reads.stream().flatMap(r -> r.words().stream()).toList(), frame);
        List<Element> numbered = new ArrayList<>();
        for (Element e : merged.subList(0, Math.min(cap, merged.size()))) {
            numbered.add(e.withId(numbered.size() + 1));
        }
        List<String> text = new ArrayList<>();
        List<Element> offscreen = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        List<String> summaries = new ArrayList<>();
        List<Element> words = new ArrayList<>();
        for (SourceRead r : reads) {
            for (Element w : r.words()) {
                words.add(w.withId(numbered.size() + words.size() + 1));
            }
            r.screenText().stream().filter(t -> !text.contains(t)).forEach(text::add);
            offscreen.addAll(r.offscreen());
            if (!r.note().isEmpty()) {
                notes.add(r.note());
            }
            if (!r.summary().isEmpty()) {
                summaries.add(r.summary());
            }
        }
        if (!interiorTime.isEmpty()) {
            summaries.add(interiorTime);
        }
        String note = String.join("; ", notes);
        if (merged.size() > cap) {
            note = (note.isEmpty() ? "" : note + "; ") + "the index was cut to " + cap + " of " + merged.size() + " elements";
        }
        return new Observation(numbered, text, frame.width(), frame.height(), frame.mapping(), describe(), note,
                offscreen, String.join(", ", summaries), words);
    }

    @Override
    public String describe() {
        List<String> names = sources.stream().map(ElementSource::describe).filter(Objects::nonNull).toList();
        return String.join(" + ", names);
    }

    @Override
    public void close() {
        for (ElementSource s : sources) {
            s.close();
        }
    }
}
