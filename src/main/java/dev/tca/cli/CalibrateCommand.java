package dev.tca.cli;

import dev.tca.brain.GoalParser;
import dev.tca.brain.Intent;
import dev.tca.brain.menu.DecisionMenu;
import dev.tca.brain.model.Calibration;
import dev.tca.brain.model.Calibrator;
import dev.tca.brain.model.ModelBrain;
import dev.tca.core.Element;
import dev.tca.core.Labels;
import dev.tca.core.Observation;
import dev.tca.trace.Trace;
import dev.tca.trace.Traces;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/** tca calibrate DIR: fits the model brain's temperature and weights on a trace suite and prints them. */
@Command(name = "calibrate", mixinStandardHelpOptions = true,
        description = "Fit the model brain's calibration (temperature, lexical and prompt weights) on traces and print it.")
final class CalibrateCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    ModelOptions modelOptions;

    @Parameters(arity = "1..*", paramLabel = "TRACES", description = "Trace files or folders.")
    List<Path> paths;

    @Override
    public Integer call() {
        ModelBrain brain = dev.tca.session.Brains.model(modelOptions.spec("model", null));
        List<Calibrator.Example> examples = new ArrayList<>();
        for (Path file : ScoreCommand.files(paths)) {
            Trace t = Traces.read(file);
            List<Intent> steps = GoalParser.parseGoal(t.goal());
            if (t.expected() == null || steps.isEmpty() || steps.get(0).target() == null) {
                continue;
            }
            Observation o = t.steps().get(0).observation().toObservation();
            List<Element> menu = o.elements().subList(0, Math.min(DecisionMenu.DEFAULT_MAX_ENTRIES, o.elements().size()));
            int right = -1;
            for (int i = 0; i < menu.size(); i++) {
                if (Labels.same(menu.get(i).label(), t.expected())) {
                    right = i;
                    break;
                }
            }
            if (right >= 0) {
                examples.add(new Calibrator.Example(brain.features(steps.get(0).target(), menu), right));
            }
        }
        PrintWriter out = spec.commandLine().getOut();
        Calibration current = Calibration.MINILM;
        Calibrator.Fit fit = Calibrator.fit(examples);
        out.printf("examples: %d%n", examples.size());
        out.printf("current: %s  nll %.4f%n", current, Calibrator.nll(examples, current));
        out.printf("fitted:  %s  nll %.4f  accuracy %.3f (on the examples it was fitted on)%n", fit.calibration(), fit.nll(),
                Calibrator.accuracy(examples, fit.calibration()));
        // an honest figure: fit on one half, measure on the other, both ways
        List<Calibrator.Example> even = new ArrayList<>();
        List<Calibrator.Example> odd = new ArrayList<>();
        for (int i = 0; i < examples.size(); i++) {
            (i % 2 == 0 ? even : odd).add(examples.get(i));
        }
        Calibration onEven = Calibrator.fit(even).calibration();
        Calibration onOdd = Calibrator.fit(odd).calibration();
        double heldOut = (Calibrator.accuracy(odd, onEven) * odd.size() + Calibrator.accuracy(even, onOdd) * even.size())
                / Math.max(1, examples.size());
        out.printf("held-out accuracy (fit on half, measured on the other half, both ways): %.3f%n", heldOut);
        return ExitCodes.SUCCESS;
    }
}
