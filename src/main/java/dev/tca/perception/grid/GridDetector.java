package dev.tca.perception.grid;

import dev.tca.core.Element;
import dev.tca.core.Frame;
import dev.tca.core.Observation;
import dev.tca.core.Rect;
import dev.tca.core.Source;
import dev.tca.perception.Detector;

import java.util.ArrayList;
import java.util.List;

/**
 * Cuts the frame into a numbered grid, row by row. It knows nothing of what is on screen, so
 * every observation it makes says the choice is blind, and the policy refuses grid clicks with
 * real input unless the user allows them.
 */
public final class GridDetector implements Detector {

    private final int columns;
    private final int rows;

    public GridDetector(int columns, int rows) {
        if (columns < 1 || rows < 1 || columns * rows > 400) {
            throw new IllegalArgumentException("grid must be between 1x1 and 400 cells, got " + columns + "x" + rows);
        }
        this.columns = columns;
        this.rows = rows;
    }

    public GridDetector() {
        this(12, 8);
    }

    @Override
    public Observation detect(Frame frame) {
        List<Element> cells = new ArrayList<>();
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < columns; c++) {
                int x0 = c * frame.width() / columns;
                int y0 = r * frame.height() / rows;
                int x1 = (c + 1) * frame.width() / columns;
                int y1 = (r + 1) * frame.height() / rows;
                Rect box = frame.mapping().toScreen(new Rect(x0, y0, x1 - x0, y1 - y0));
                cells.add(new Element(cells.size() + 1, "cell r" + (r + 1) + "c" + (c + 1), box, Source.GRID, 0));
            }
        }
        String note = "the index is " + cells.size() + " grid cells and the choice is blind";
        return new Observation(cells, List.of(), frame.width(), frame.height(), frame.mapping(), describe(), note);
    }

    @Override
    public String describe() {
        return "grid " + columns + "x" + rows;
    }
}
