package dev.tca.archfixtures.loop;

/** Planted: the loop imports a perception implementation. */
public class LoopUsesTesseract {
    dev.tca.archfixtures.perception.tesseract.TesseractDetector detector;
}
