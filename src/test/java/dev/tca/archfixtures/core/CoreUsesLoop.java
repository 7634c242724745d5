package dev.tca.archfixtures.core;

/** Planted: core imports one of our packages. */
public class CoreUsesLoop {
    dev.tca.archfixtures.loop.LoopUsesTesseract loop;
}
