package dev.tca.brain.task;

import dev.tca.core.Element;
import dev.tca.core.Rect;
import dev.tca.core.Role;
import dev.tca.core.Source;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/** An option the goal says by one of its words: a short word that is the whole option, never a word every option shares. */
class NamedOptionsWordsTest {

    private static List<Element> options(String... labels) {
        List<Element> out = new ArrayList<>();
        for (String l : labels) {
            out.add(new Element(out.size() + 1, l, new Rect(300, 100 + 24 * out.size(), 120, 20), Source.AX, 1.0, Role.LIST_ITEM, null, null,
                    null, null, null));
        }
        return out;
    }

    @Test
    void aZipFileSaysTheZipFormatAndNoCompression() {
        String goal = "Put these holiday photos in a zip file with the password Marram-58.";
        assertThat(NamedOptions.byWord(goal, options(".tar.gz", ".zip", ".7z")).map(Element::label)).contains(".zip");
        assertThat(NamedOptions.byWord(goal, options("Normal", "Fastest", "Smallest file"))).as("a file is what each makes")
                .isEqualTo(Optional.empty());
    }
}
