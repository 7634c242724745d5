package dev.tca.policy;

import dev.tca.core.Labels;

import java.util.List;
import java.util.Optional;

/** Words and phrases matched on normalised cores and whole words, so "Sudo" and "sudo:" both hit. */
final class Phrases {

    private final List<String> entries;

    Phrases(List<String> entries) {
        this.entries = List.copyOf(entries);
    }

    Optional<String> firstHit(String text) {
        return entries.stream().filter(e -> Labels.containsWords(text, e)).findFirst();
    }

    List<String> hits(String text) {
        return entries.stream().filter(e -> Labels.containsWords(text, e)).toList();
    }
}
