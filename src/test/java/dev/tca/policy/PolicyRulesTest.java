package dev.tca.policy;

import dev.tca.Screens;
import dev.tca.core.Action;
import dev.tca.core.Element;
import dev.tca.core.KeyChord;
import dev.tca.core.Observation;
import dev.tca.core.Point;
import dev.tca.core.Rect;
import dev.tca.core.ScreenMapping;
import dev.tca.core.Source;
import dev.tca.core.Verdict;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Each rule fires on what it guards against and stays quiet otherwise. */
class PolicyRulesTest {

    private final Observation screen = Screens.of("Save", "Open Terminal", "Bank of Examples");

    @Test
    void typedTextRuleRefusesPrivilegedDestructiveAndSecretText() {
        TypedTextRule rule = new TypedTextRule();
        assertThat(rule.check(new Action.Type("sudo apt-get install x", null), screen).reason())
                .contains("'sudo' is on the deny list");
        assertThat(rule.check(new Action.Type("rm -rf /", null), screen).allowed()).isFalse();
        assertThat(rule.check(new Action.Type("curl x | sh", null), screen).allowed()).isFalse();
        assertThat(rule.check(new Action.Type("my Password is", null), screen).allowed()).isFalse();
        assertThat(rule.check(new Action.Type("Müller", null), screen).allowed()).isTrue();
        assertThat(rule.check(new Action.Type("pseudonym", null), screen).allowed()).isTrue();
    }

    @Test
    void labelRuleRefusesSensitiveTargets() {
        LabelRule rule = new LabelRule();
        assertThat(rule.check(new Action.Click(2), screen).reason()).contains("'terminal' is on the deny list");
        assertThat(rule.check(new Action.Click(3), screen).allowed()).isFalse();
        assertThat(rule.check(new Action.Click(1), screen).allowed()).isTrue();
        // a bank holiday is a day: a price list's tab that says it is no bank, a bank's button beside it still is
        Observation prices = Screens.of("Weekends and bank holidays", "Bank holiday opening times", "Pay by bank holiday savings");
        assertThat(rule.check(new Action.Click(1), prices).allowed()).isTrue();
        assertThat(rule.check(new Action.Click(2), prices).allowed()).isTrue();
        assertThat(rule.check(new Action.Click(3), prices).allowed()).as("'pay' is no phrase of the list; 'bank' was lifted")
                .isTrue();
        assertThat(rule.check(new Action.Click(1), Screens.of("Bank holidays at Bank of Examples")).allowed()).isFalse();
        // a games console is a device on the home network; a system's console is still refused
        Observation devices = Screens.of("Games console", "Open the admin console");
        assertThat(rule.check(new Action.Click(1), devices).allowed()).isTrue();
        assertThat(rule.check(new Action.Click(2), devices).allowed()).isFalse();
        // a drag is judged by where it lets go as well as by what it carries
        assertThat(rule.check(new Action.Drag(1, 2), screen).reason()).contains("'terminal' is on the deny list");
        // the pointer over a message that says "password" presses nothing; over a button that says it, it is refused still
        dev.tca.core.Observation chat = new dev.tca.core.Observation(List.of(
                new dev.tca.core.Element(1, "Same username and password, new server", new dev.tca.core.Rect(10, 10, 300, 20),
                        dev.tca.core.Source.AX, 1.0),
                new dev.tca.core.Element(2, "Change password", new dev.tca.core.Rect(10, 50, 120, 30), dev.tca.core.Source.AX, 1.0,
                        dev.tca.core.Role.BUTTON, java.util.EnumSet.noneOf(dev.tca.core.State.class), "", null, null, null)),
                List.of(), 1280, 800, dev.tca.core.ScreenMapping.IDENTITY, "t", "");
        assertThat(rule.check(new Action.Hover(1), chat).allowed()).isTrue();
        assertThat(rule.check(new Action.Click(1), chat).allowed()).isFalse();
        assertThat(rule.check(new Action.Hover(2), chat).allowed()).isFalse();
        // the wheel over such a line moves the page; over the button it is judged as the button
        assertThat(rule.check(new Action.Scroll(Action.Direction.DOWN, 5, 1), chat).allowed()).isTrue();
        assertThat(rule.check(new Action.Scroll(Action.Direction.DOWN, 5, 2), chat).allowed()).isFalse();
    }

    @Test
    void aSensitiveLabelIsActedOnOnlyWhenTheGoalNamesEveryPhraseOfItThatIsOnTheList() {
        dev.tca.core.Observation settings = new dev.tca.core.Observation(List.of(
                new dev.tca.core.Element(1, "Change password", new dev.tca.core.Rect(10, 10, 120, 30), dev.tca.core.Source.AX, 1.0,
                        dev.tca.core.Role.BUTTON, java.util.EnumSet.noneOf(dev.tca.core.State.class), "", null, null, null),
                new dev.tca.core.Element(2, "Sign out and delete account", new dev.tca.core.Rect(10, 50, 120, 30),
                        dev.tca.core.Source.AX, 1.0, dev.tca.core.Role.BUTTON, java.util.EnumSet.noneOf(dev.tca.core.State.class), "", null,
                        null, null)), List.of(), 1280, 800, dev.tca.core.ScreenMapping.IDENTITY, "t", "");
        Policy rule = new Policies(List.of(new KeyChordRule(), new LabelRule()));
        assertThat(rule.check(new Action.Click(1), settings).allowed()).as("no goal said it").isFalse();
        assertThat(rule.asked("Change my password to Basil-Moth-42").check(new Action.Click(1), settings).allowed()).isTrue();
        assertThat(new LabelRule().asked("Change my password").check(new Action.Click(1), settings).reason())
                .contains("the goal asks for it");
        assertThat(rule.asked("open the settings").check(new Action.Click(1), settings).allowed()).isFalse();
        assertThat(rule.asked("sign out").check(new Action.Click(2), settings).allowed()).as("deleting the account was not asked")
                .isFalse();
        assertThat(rule.asked("sign out and delete account").check(new Action.Click(2), settings).allowed())
                .as("an account is never deleted on a goal's word").isFalse();
        assertThat(new LabelRule().asked("open the terminal").check(new Action.Click(2), screen).allowed()).isFalse();
        // signing out said in other words: putting the other devices out of the account
        dev.tca.core.Observation devices = new dev.tca.core.Observation(List.of(new dev.tca.core.Element(1,
                "Sign out of all other devices", new dev.tca.core.Rect(10, 10, 200, 30), dev.tca.core.Source.AX, 1.0,
                dev.tca.core.Role.BUTTON, java.util.EnumSet.noneOf(dev.tca.core.State.class), "", null, null, null)), List.of(), 1280,
                800, dev.tca.core.ScreenMapping.IDENTITY, "t", "");
        assertThat(rule.asked("kick every other device out of my account").check(new Action.Click(1), devices).allowed()).isTrue();
        assertThat(rule.asked("log them all out").check(new Action.Click(1), devices).allowed()).isTrue();
        assertThat(rule.asked("check which devices are in my account").check(new Action.Click(1), devices).allowed()).isFalse();
    }

    @Test
    void keyChordRuleRefusesSessionKillers() {
        KeyChordRule rule = new KeyChordRule();
        assertThat(rule.check(new Action.Key(KeyChord.parse("Ctrl+Alt+Del")), screen).allowed()).isFalse();
        assertThat(rule.check(new Action.Key(KeyChord.parse("ctrl+s")), screen).allowed()).isTrue();
    }

    @Test
    void killSwitchStopsOnceTheFileExists(@TempDir Path dir) throws IOException {
        KillSwitchRule rule = new KillSwitchRule(dir.resolve("STOP"));
        assertThat(rule.check(new Action.Click(1), screen).allowed()).isTrue();
        Files.createFile(dir.resolve("STOP"));
        assertThat(rule.check(new Action.Click(1), screen).reason()).contains("kill switch").contains("exists");
    }

    @Test
    void stepBudgetCountsOnlyInputActions() {
        StepBudgetRule rule = new StepBudgetRule(2);
        assertThat(rule.check(new Action.Click(1), screen).allowed()).isTrue();
        assertThat(rule.check(new Action.Wait(10), screen).allowed()).isTrue();
        assertThat(rule.check(new Action.Click(1), screen).allowed()).isTrue();
        Verdict third = rule.check(new Action.Click(1), screen);
        assertThat(third.allowed()).isFalse();
        assertThat(third.reason()).isEqualTo("step budget of 2 action(s) used up");
    }

    @Test
    void blindGridClicksNeedAllowGridWithRealInput() {
        Observation grid = new Observation(List.of(new Element(1, "cell r1c1", new Rect(0, 0, 10, 10), Source.GRID, 0)),
                List.of(), 10, 10, ScreenMapping.IDENTITY, "grid", "");
        assertThat(new BlindClickRule(true, false).check(new Action.Click(1), grid).allowed()).isFalse();
        assertThat(new BlindClickRule(true, true).check(new Action.Click(1), grid).allowed()).isTrue();
        assertThat(new BlindClickRule(false, false).check(new Action.Click(1), grid).allowed()).isTrue();
        assertThat(new BlindClickRule(true, false).check(new Action.Click(1), screen).allowed()).isTrue();
    }

    @Test
    void failSafeCornerStopsWhenTheMouseIsPushedTopLeft() {
        assertThat(new FailSafeCornerRule(() -> new Point(0, 0)).check(new Action.Click(1), screen).reason())
                .startsWith("fail-safe");
        assertThat(new FailSafeCornerRule(() -> new Point(400, 300)).check(new Action.Click(1), screen).allowed()).isTrue();
    }

    @Test
    void theFirstDenialWins() {
        Policies all = new Policies(List.of(new KeyChordRule(), new LabelRule()));
        assertThat(all.check(new Action.Click(2), screen).reason()).contains("terminal");
        assertThat(all.check(new Action.Click(1), screen).reason()).isEqualTo("allowed by 2 rules");
    }
}
