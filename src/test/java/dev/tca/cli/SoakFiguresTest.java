package dev.tca.cli;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The soak's leak rule on readings given by hand: growth is measured from the warm-up, not the start. */
class SoakFiguresTest {

    private static final SoakFigures.Usage START = new SoakFigures.Usage(6_000_000, 6, 9, 50_000);
    private static final SoakFigures.Usage WARM = new SoakFigures.Usage(10_000_000, 11, 18, 180_000);

    private static SoakFigures ended(SoakFigures.Usage end, int children) {
        SoakFigures f = new SoakFigures(START);
        f.warm(WARM);
        f.end(end, children);
        return f;
    }

    @Test
    void growthDuringTheWarmUpIsNoLeak() {
        assertThat(ended(new SoakFigures.Usage(10_500_000, 12, 20, 220_000), 0).leaks()).isEmpty();
    }

    @Test
    void heapUpMoreThanTenPercentAfterTheWarmUpIsALeak() {
        assertThat(ended(new SoakFigures.Usage(11_100_000, 11, 18, 180_000), 0).leaks())
                .singleElement().asString().startsWith("heap grew 11.0% after warm-up");
    }

    @Test
    void threadsFilesOrChildrenLeftOverAreEachNamed() {
        assertThat(ended(new SoakFigures.Usage(10_000_000, 16, 48, 180_000), 1).leaks()).containsExactly(
                "threads: 11 after warm-up, 16 at the end", "open files: 18 after warm-up, 48 at the end",
                "1 child process(es) still running");
    }
}
