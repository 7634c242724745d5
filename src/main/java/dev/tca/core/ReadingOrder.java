package dev.tca.core;


import java.util.Comparator;

/** Top to bottom in rows of about a line's height (12 px), then left to right: how a person reads a screen. */
public final class ReadingOrder {

    public static final Comparator<Element> COMPARATOR = Comparator
            .comparingInt((Element e) -> e.box().center().y() / 12)
            .thenComparingInt(e -> e.box().x());

    private ReadingOrder() {
    }
}
