package dev.tca.archfixtures.perception;

/** Planted: perception reaches into brain. */
public class PerceptionUsesBrain {
    dev.tca.archfixtures.brain.BrainUsesCliAndJna brain;
}
