package dev.tca.perception;

import dev.tca.core.Element;
import dev.tca.core.Frame;
import dev.tca.core.Observation;
import dev.tca.core.Rect;
import dev.tca.core.Role;
import dev.tca.core.Source;

import org.junit.jupiter.api.Test;

import java.awt.image.BufferedImage;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Pure: while the tree says a modal dialog is open, what OCR reads behind it (the file table's "Move" of a
 * row) is no candidate; without one, the same words are. The sources are stand-ins for the tree and OCR,
 * whose live reads ModalityTest and the web suites cover.
 */
class ModalNarrowingTest {

    private static final Rect DIALOG = new Rect(100, 100, 400, 200);

    private static ElementSource source(SourceRead read) {
        return new ElementSource() {
            @Override
            public SourceRead read(Frame frame) {
                return read;
            }

            @Override
            public String describe() {
                return "stand-in";
            }
        };
    }

    private static List<String> labels(List<Rect> modal) {
        Element moveHere = new Element(0, "Move here", new Rect(400, 260, 80, 24), Source.AX, 1.0, Role.BUTTON,
                Set.of(), "", null, "", null);
        SourceRead tree = new SourceRead(List.of(moveHere), List.of("Move here"), List.of(), "", "", List.of(), modal);
        SourceRead ocr = new SourceRead(List.of(new Element(0, "Budget.xlsx", new Rect(20, 400, 90, 14), Source.OCR, 0.9),
                new Element(0, "Finance", new Rect(120, 160, 60, 14), Source.OCR, 0.9)), List.of(), List.of(), "", "");
        Indexer indexer = new Indexer(List.of(source(tree), source(ocr)), Indexer.DEFAULT_CAP);
        Observation o = indexer.detect(new Frame(new BufferedImage(1280, 800, BufferedImage.TYPE_INT_RGB),
                dev.tca.core.ScreenMapping.IDENTITY, "test"));
        return o.elements().stream().map(Element::label).toList();
    }

    @Test
    void textBehindAnOpenModalDialogIsLeftOutAndTextInsideItStays() {
        assertThat(labels(List.of(DIALOG))).contains("Move here", "Finance").doesNotContain("Budget.xlsx");
        assertThat(labels(List.of())).contains("Move here", "Finance", "Budget.xlsx");
    }
}
