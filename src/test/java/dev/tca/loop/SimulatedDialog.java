package dev.tca.loop;

import dev.tca.act.Execution;
import dev.tca.act.Executor;
import dev.tca.core.Action;
import dev.tca.core.Element;
import dev.tca.core.Frame;
import dev.tca.core.Observation;
import dev.tca.core.Rect;
import dev.tca.core.ScreenMapping;
import dev.tca.core.Source;
import dev.tca.perception.Detector;
import dev.tca.screen.Screen;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;

/**
 * A stand-in desktop for the loop's own logic: a dialog with Cancel (which toggles a marker) and
 * Save (which closes it and shows "Saved"). It plays screen, detector and executor at once so the
 * stop reasons can be tested in milliseconds; the real X server, OCR and clicks are exercised by
 * the live desktop tests.
 */
final class SimulatedDialog implements Screen, Detector, Executor {

    private boolean saved;
    private int cancels;
    private final boolean cancelChangesScreen;
    final List<Action> executed = new ArrayList<>();

    SimulatedDialog(boolean cancelChangesScreen) {
        this.cancelChangesScreen = cancelChangesScreen;
    }

    @Override
    public Frame capture() {
        BufferedImage img = new BufferedImage(200, 100, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        g.setColor(saved ? Color.GREEN : new Color(0, 0, Math.min(255, 50 + (cancelChangesScreen ? cancels * 40 : 0))));
        g.fillRect(0, 0, 200, 100);
        g.dispose();
        return new Frame(img, ScreenMapping.IDENTITY, "simulated");
    }

    @Override
    public Observation detect(Frame frame) {
        List<Element> elements = saved
                ? List.of(new Element(1, "Saved", new Rect(10, 10, 50, 20), Source.OCR, 0.9))
                : List.of(new Element(1, "Cancel", new Rect(10, 60, 60, 30), Source.OCR, 0.9),
                new Element(2, "Save", new Rect(100, 60, 60, 30), Source.OCR, 0.9));
        List<String> text = saved ? List.of("Saved") : List.of("Save changes to the document?", "Cancel", "Save");
        return new Observation(elements, text, 200, 100, ScreenMapping.IDENTITY, "simulated", "");
    }

    @Override
    public Execution execute(Action action, Observation observation) {
        executed.add(action);
        String label = action.target().flatMap(observation::element).map(Element::label).orElse("");
        if (label.equals("Save")) {
            saved = true;
        } else if (label.equals("Cancel")) {
            cancels++;
        }
        return new Execution(true, "simulated " + action.describe(), null);
    }

    @Override
    public boolean isReal() {
        return true;
    }

    @Override
    public String describe() {
        return "simulated dialog";
    }
}
