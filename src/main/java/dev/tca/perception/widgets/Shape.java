package dev.tca.perception.widgets;

import dev.tca.core.Rect;

/**
 * How a flat region fills its box, measured row by row: each row's span from its first to its last
 * pixel is the region's outline (a rectangle fills its box, a circle about 79 %); pixels of other
 * colours within the spans are ink (text, a caret, a check mark, a radio's dot).
 *
 * @param solidity  outline area over box area
 * @param inkShare  ink pixels over outline area
 * @param ink       the box around the ink, or null when there is none
 * @param inkColumns how many columns hold ink
 * @param inkOnEdge  whether ink reaches the outline's first or last row: the hole of a
 *                   glyph does ("n", "h" open at the bottom), a mark inside a control never does
 */
record Shape(double solidity, double inkShare, Rect ink, int inkColumns, boolean inkOnEdge) {

    static Shape of(FlatRegions regions, int width, FlatRegions.Region region) {
        Rect b = region.box();
        int[] label = regions.label;
        int id = region.id();
        long outline = 0;
        int inkMinX = Integer.MAX_VALUE;
        int inkMinY = Integer.MAX_VALUE;
        int inkMaxX = -1;
        int inkMaxY = -1;
        boolean[] inkColumn = new boolean[b.width()];
        boolean onEdge = false;
        for (int y = b.y(); y < b.bottom(); y++) {
            int row = y * width;
            int first = -1;
            int last = -1;
            for (int x = b.x(); x < b.right(); x++) {
                if (label[row + x] == id) {
                    if (first < 0) {
                        first = x;
                    }
                    last = x;
                }
            }
            if (first < 0) {
                continue;
            }
            outline += last - first + 1;
            for (int x = first; x <= last; x++) {
                if (label[row + x] != id) {
                    inkMinX = Math.min(inkMinX, x);
                    inkMaxX = Math.max(inkMaxX, x);
                    inkMinY = Math.min(inkMinY, y);
                    inkMaxY = Math.max(inkMaxY, y);
                    inkColumn[x - b.x()] = true;
                    onEdge |= y == b.y() || y == b.bottom() - 1; // a row's span ends on the region, so only rows can
                }
            }
        }
        int columns = 0;
        for (boolean c : inkColumn) {
            columns += c ? 1 : 0;
        }
        Rect ink = inkMaxX < 0 ? null : new Rect(inkMinX, inkMinY, inkMaxX - inkMinX + 1, inkMaxY - inkMinY + 1);
        double inkShare = outline == 0 ? 0 : (outline - region.count()) / (double) outline;
        return new Shape(outline / (double) b.area(), inkShare, ink, columns, onEdge);
    }
}
