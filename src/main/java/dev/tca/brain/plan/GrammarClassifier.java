package dev.tca.brain.plan;

import java.time.LocalDate;

/** The grammar's own decision: the kind of its first sub-goal, sure for a known verb, unsure for "click what it names". */
public final class GrammarClassifier implements ActionClassifier {

    private final ClauseGrammar grammar = new ClauseGrammar(LocalDate.now());

    @Override
    public Guess classify(String clause) {
        ClauseGrammar.Reading r = grammar.read(Words.correctVerb(Words.dropPoliteness(Words.normaliseQuotes(clause))));
        return new Guess(r.kind(), r.confidence(), r.confidence() >= ClauseGrammar.SURE ? "a verb the grammar knows"
                : "no verb the grammar knows: read as a click on what it names");
    }
}
