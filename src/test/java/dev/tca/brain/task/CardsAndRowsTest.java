package dev.tca.brain.task;

import dev.tca.Models;
import dev.tca.brain.plan.Plan;
import dev.tca.brain.plan.SubGoal;
import dev.tca.core.Action;
import dev.tca.core.Decision;
import dev.tca.core.Element;
import dev.tca.core.Observation;
import dev.tca.core.Rect;
import dev.tca.core.Role;
import dev.tca.core.ScreenMapping;
import dev.tca.core.Source;
import dev.tca.core.State;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Which card, row or tab a step means when several look alike: a numbered order's button, a card's own stepper, the rows
 * a column marks, tabs drawn as words. Screens are element lists with the boxes real pages reported (the task suite runs
 * the same code on the pages themselves).
 */
class CardsAndRowsTest {

    private final List<Element> screen = new ArrayList<>();

    private Element add(Role role, String label, int x, int y, int w, int h, Source source, State... states) {
        EnumSet<State> s = states.length == 0 ? EnumSet.noneOf(State.class) : EnumSet.of(states[0], states);
        Element e = new Element(screen.size() + 1, label, new Rect(x, y, w, h), source, 1.0, role, s, "", null, null, null);
        screen.add(e);
        return e;
    }

    private Element add(Role role, String label, int x, int y, int w, int h, State... states) {
        return add(role, label, x, y, w, h, Source.AX, states);
    }

    /** A control of the page's dialog, as the tree places it. */
    private Element inDialog(Role role, String label, int x, int y, int w, int h, State... states) {
        EnumSet<State> s = states.length == 0 ? EnumSet.noneOf(State.class) : EnumSet.of(states[0], states);
        Element e = new Element(screen.size() + 1, label, new Rect(x, y, w, h), Source.AX, 1.0, role, s, "", null, "Choose a plan", null);
        screen.add(e);
        return e;
    }

    private Observation observed() {
        return new Observation(List.copyOf(screen), List.of(), 1280, 800, ScreenMapping.IDENTITY, "test", "");
    }

    private Decision first(String goal) {
        Observation o = observed();
        return new TaskBrain(() -> Models.brain(0.4), "task").start(goal).next(o, List.of());
    }

    private Element clicked(Decision d) {
        assertThat(d.action()).as(d.reason()).isInstanceOf(Action.Click.class);
        return screen.get(((Action.Click) d.action()).target().orElseThrow() - 1);
    }

    @Test
    void aButtonThatUndoesIsNeverPressedAsAGuessInMeaning() {
        // read from pixels, the holiday pot's panel: its top-up is already set; the goal wants a new one for another pot
        add(Role.LABEL, "Holiday", 200, 120, 120, 24, Source.OCR);
        add(Role.LABEL, "Regular top-up", 200, 300, 160, 18, Source.OCR);
        add(Role.LABEL, "Amount £50.00 a month", 200, 340, 220, 16, Source.OCR);
        add(Role.BUTTON, "Edit top-up", 200, 430, 120, 34, Source.WIDGET);
        add(Role.BUTTON, "Stop top-up", 340, 430, 120, 34, Source.WIDGET);
        Decision d = first("Set up a monthly top-up of £150");
        if (d.action() instanceof Action.Click) {
            assertThat(clicked(d).label()).as(d.reason()).isNotEqualTo("Stop top-up");
        }
    }

    @Test
    void stoppingSharingIsNeverTheShareButton() {
        // read from pixels: the people who see my album have a ✕ each (no name), and the page's own Share button
        add(Role.LABEL, "Who can see this album", 300, 150, 300, 18, Source.OCR);
        add(Role.BUTTON, "Share with someone", 300, 190, 180, 34, Source.WIDGET);
        add(Role.LABEL, "Ana Costa", 300, 260, 120, 16, Source.OCR);
        add(Role.BUTTON, "", 900, 256, 24, 24, Source.WIDGET);
        add(Role.LABEL, "Ben Ortiz", 300, 300, 120, 16, Source.OCR);
        add(Role.BUTTON, "", 900, 296, 24, 24, Source.WIDGET);
        Decision d = first("Stop Ana Costa from seeing my photos");
        if (d.action() instanceof Action.Click) {
            assertThat(clicked(d).label()).as(d.reason()).isNotEqualTo("Share with someone");
        }
    }

    @Test
    void anAccountNumberIsNeverALineOfHelpNorAnotherRowsSummary() {
        add(Role.LABEL, "To pay in money from another bank, you'll need the sort code and account number of the account. "
                + "Open an account to see them.", 100, 120, 700, 16);
        add(Role.LINK, "Everyday current account Alex Rowe · •••• 4417 £1,204.33 Overdraft £500", 100, 200, 700, 40);
        add(Role.LINK, "Easy Saver Alex Rowe · •••• 0932 £8,400.00 3.10% AER", 100, 260, 700, 40);
        Decision d = first("What's the account number of the current account?");
        if (d.action() instanceof Action.Done done) {
            assertThat(done.answer()).as(d.reason()).isNull();
        }
    }

    @Test
    void aPlanNotShownIsBehindChangePlanAndItsNameBeforeItsPriceIsThePlan() {
        // an account page of our own: the plan you have, a banner selling a look-alike plan, and the way to the others
        add(Role.LABEL, "Watching less? Switch to Lite and save.", 300, 90, 400, 16);
        add(Role.BUTTON, "Switch to Lite with ads", 720, 86, 180, 30);
        add(Role.LABEL, "Membership", 120, 200, 120, 18);
        add(Role.LABEL, "Family £12.99 a month · 4 screens", 300, 200, 300, 16);
        Element change = add(Role.BUTTON, "Change plan", 900, 196, 120, 30);
        add(Role.BUTTON, "Cancel membership", 900, 400, 160, 30);
        TaskBrain brain = new TaskBrain(() -> Models.brain(0.4), "task");
        var pursuit = brain.start("We rarely watch anything now. Move us down to the Lite plan.");
        List<dev.tca.core.Attempt> history = new ArrayList<>();
        Decision d = pursuit.next(observed(), history);
        assertThat(clicked(d)).as(d.reason()).isSameAs(change);
        history.add(new dev.tca.core.Attempt(d.action(), change.label(), true, "the screen changed"));
        add(Role.HEADING, "Choose a plan", 400, 150, 300, 24);
        inDialog(Role.RADIO, "Lite with ads £3.99 /month HD · 1 screen · ads", 400, 200, 480, 40);
        Element lite = inDialog(Role.RADIO, "Lite £6.99 /month HD · 1 screen · no ads", 400, 250, 480, 40);
        inDialog(Role.RADIO, "Family £12.99 /month 4K · 4 screens · no ads", 400, 300, 480, 40, State.CHECKED);
        inDialog(Role.BUTTON, "Cancel", 700, 380, 80, 30);
        inDialog(Role.BUTTON, "Continue", 800, 380, 90, 30);
        d = pursuit.next(observed(), history);
        assertThat(clicked(d)).as(d.reason()).isSameAs(lite);
        history.add(new dev.tca.core.Attempt(d.action(), lite.label(), true, "selected"));
        screen.set(lite.id() - 1, new Element(lite.id(), lite.label(), lite.box(), Source.AX, 1.0, Role.RADIO, EnumSet.of(State.CHECKED), "",
                null, "Choose a plan", null));
        d = pursuit.next(observed(), history);
        assertThat(clicked(d).label()).as(d.reason()).isEqualTo("Continue");
        history.add(new dev.tca.core.Attempt(d.action(), "Continue", true, "the screen changed"));
        // the same dialog asks once more, its buttons in the same places
        screen.removeIf(e -> e.id() > change.id() + 1);
        add(Role.HEADING, "Change to Lite?", 400, 150, 300, 24);
        add(Role.LABEL, "You'll move to Lite at £6.99 a month from your next billing date.", 400, 200, 480, 16);
        inDialog(Role.BUTTON, "Go back", 700, 380, 80, 30);
        Element confirm = inDialog(Role.BUTTON, "Confirm change", 800, 380, 90, 30);
        d = pursuit.next(observed(), history);
        assertThat(clicked(d)).as(d.reason()).isSameAs(confirm);
    }

    @Test
    void aNumberedCardsButtonIsTheNthOfItsColumnThoughTheTitleSitsNearerTheCardAbove() {
        Element mine = null;
        String[] orders = {"5218", "5182", "5128", "5812"};
        for (int i = 0; i < orders.length; i++) {
            int y = 150 + 115 * i;
            add(Role.LABEL, "ORDER # " + orders[i], 754, y, 90, 12);
            add(Role.LABEL, "Preparing for dispatch", 57, y + 50, 180, 14);
            add(Role.BUTTON, "Track package", 626, y + 50, 110, 30);
            Element cancel = add(Role.BUTTON, "Cancel items", 745, y + 50, 100, 30, i == 2 ? new State[] {State.DISABLED} : new State[0]);
            mine = i == 1 ? cancel : mine;
        }
        assertThat(clicked(first("Cancel order #5182"))).isSameAs(mine);
    }

    @Test
    void aDescribedCardIsTheOneThatSaysItsWordsAndKeepsToItsBoundsAndLaterStepsActInIt() {
        // every card is a sitter with a price; two more take dogs and have a garden, but charge more than £30
        String[][] sitters = {{"Hannah K.", "Flat near Victoria Park", "dogs", "£26"}, {"Marcus & Lee", "House with garden, Elm Grove",
                "dogs, cats", "£34"}, {"Ruth O.", "House with garden, Mill Lane", "cats, rabbits", "£22"}, {"Daniel P.",
                "House with garden, Brook Road", "dogs", "£29"}, {"Sofia M.", "Bungalow with garden, Ash Street", "dogs, cats", "£31"}};
        Element save = null;
        Element request = null;
        for (int i = 0; i < sitters.length; i++) {
            int y = 100 + 96 * i;
            add(Role.LABEL, sitters[i][0], 423, y + 14, 90, 20);
            add(Role.LABEL, sitters[i][1], 423, y + 36, 230, 14);
            add(Role.LABEL, "Looks after: " + sitters[i][2], 423, y + 54, 140, 14);
            add(Role.LABEL, sitters[i][3], 1048, y + 28, 38, 20);
            add(Role.LABEL, "per night", 1033, y + 48, 54, 14);
            Element star = add(Role.BUTTON, "Save to favourites", 1106, y + 28, 28, 28);
            Element ask = add(Role.BUTTON, "Request", 1152, y + 26, 80, 32);
            save = i == 3 ? star : save;
            request = i == 3 ? ask : request;
        }
        assertThat(clicked(first("Find a sitter who takes dogs, has a garden and charges £30 a night at most, and save them to "
                + "my favourites."))).isSameAs(save);
        // "ask" is what the card's Request does
        assertThat(clicked(first("Find a sitter who takes dogs, has a garden and charges at most £30 a night, then ask them")))
                .isSameAs(request);
    }

    @Test
    void theClosestOneIsTheClosestOfTheKindTheGoalNeedsAndHowLongIsTheSliderOfItsUnit() {
        String[][] cars = {{"CAR", "Fiat 500e", "0.2 km"}, {"VAN", "Renault Kangoo Van", "1.9 km"}, {"CAR", "Skoda Octavia", "0.2 km"},
                {"VAN", "VW Transporter (long)", "1.1 km"}, {"VAN", "Citroën Berlingo Van", "0.6 km"}};
        Element mine = null;
        for (int i = 0; i < cars.length; i++) {
            int y = 130 + 70 * i;
            add(Role.LABEL, cars[i][0], 55, y + 8, 40, 16);
            add(Role.LABEL, cars[i][1], 105, y, 170, 20);
            Element far = add(Role.LABEL, cars[i][2], 682, y + 2, 48, 16);
            mine = i == 4 ? far : mine;
        }
        assertThat(clicked(first("I need a van tomorrow to move a sofa. Take the closest one."))).isSameAs(mine);
        add(Role.SLIDER, "How long: 1 hour", 893, 295, 340, 12);
        Decision d = first("Keep it for 3 hours.");
        assertThat(d.action()).as(d.reason()).isInstanceOf(Action.SetValue.class);
        assertThat(((Action.SetValue) d.action()).value()).isEqualTo(3.0);
    }

    @Test
    void theMiddleOfASliderIsHalfwayAlongItsRange() {
        screen.add(new Element(1, "Zoom", new Rect(40, 120, 400, 20), Source.AX, 1.0, Role.SLIDER, EnumSet.noneOf(State.class),
                "", new dev.tca.core.Range(50, 20, 200), null, null));
        Decision d = first("Set the zoom slider to the middle");
        assertThat(d.action()).as(d.reason()).isInstanceOf(Action.SetValue.class);
        assertThat(((Action.SetValue) d.action()).value()).isEqualTo(110.0);
    }

    @Test
    void aShareOfWhatItShowsIsTakenOfTheNumberFirstSeen() {
        screen.add(new Element(1, "Alarm volume", new Rect(40, 120, 400, 20), Source.AX, 1.0, Role.SLIDER, EnumSet.noneOf(State.class),
                "", new dev.tca.core.Range(84, 0, 100), null, null));
        Decision d = first("The alarm is far too loud. Turn it down to half of what it is now.");
        assertThat(d.action()).as(d.reason()).isInstanceOf(Action.SetValue.class);
        assertThat(((Action.SetValue) d.action()).value()).isEqualTo(42.0);
    }

    @Test
    void aSwitchNotShownIsLookedForInTheSectionThatSaysItNotInANoticeThatMentionsIt() {
        add(Role.LABEL, "New: read receipts can now be turned off for group chats only, while one-to-one chats keep them. Open Messages "
                + "to choose.", 340, 130, 800, 30);
        add(Role.BUTTON, "Who can see me last seen, profile photo, status", 340, 190, 820, 46);
        Element messages = add(Role.BUTTON, "Messages read receipts, typing, disappearing", 340, 250, 820, 46);
        add(Role.BUTTON, "Security screen lock, two-step verification", 340, 310, 820, 46);
        add(Role.BUTTON, "Save changes", 1108, 750, 130, 36);
        assertThat(clicked(first("Stop showing read receipts in group chats. Save it."))).isSameAs(messages);
    }

    @Test
    void aCardsCountIsSetWithItsOwnStepperNotTheFirstInReadingOrder() {
        add(Role.HEADING, "Stoneware teapot", 43, 227, 220, 19);
        add(Role.HEADING, "Glass teapot", 579, 227, 220, 19);
        add(Role.BUTTON, "Decrease quantity", 580, 290, 30, 30);
        add(Role.LABEL, "1", 616, 290, 30, 30);
        add(Role.BUTTON, "Increase quantity", 646, 290, 30, 30);
        add(Role.BUTTON, "Decrease quantity", 44, 324, 30, 30);
        add(Role.LABEL, "1", 80, 324, 30, 30);
        Element mine = add(Role.BUTTON, "Increase quantity", 110, 324, 30, 30);
        add(Role.BUTTON, "Add to basket", 43, 365, 220, 30);
        add(Role.BUTTON, "Add to basket", 579, 331, 220, 30);
        assertThat(clicked(first("add three of the stoneware teapots to my basket"))).isSameAs(mine);
    }

    @Test
    void onlyTheRowsAColumnMarksAreTicked() {
        add(Role.CHECKBOX, "gnome-weather", 20, 100, 20, 20, State.UNCHECKED);
        add(Role.TABLE_CELL, "gnome-weather", 60, 100, 120, 20);
        add(Role.TABLE_CELL, "Feature", 400, 100, 80, 20);
        Element security = add(Role.CHECKBOX, "openssl-mini", 20, 130, 20, 20, State.UNCHECKED);
        add(Role.TABLE_CELL, "openssl-mini", 60, 130, 120, 20);
        add(Role.TABLE_CELL, "Security", 400, 130, 80, 20);
        add(Role.BUTTON, "Install", 500, 300, 80, 30);
        Decision d = first("Tick only the updates marked Security and install them.");
        assertThat(clicked(d)).isSameAs(security);
        assertThat(d.reason()).contains("its row says 'Security'");
    }

    @Test
    void tabsDrawnAsBareWordsAreLookedInWhenTheTargetIsNowhere() {
        add(Role.TEXT, "GENERAL", 113, 95, 71, 11, Source.OCR);
        Element appearance = add(Role.TEXT, "APPEARANCE", 331, 95, 100, 11, Source.OCR);
        add(Role.TEXT, "ACCESSIBILITY", 560, 95, 110, 11, Source.OCR);
        add(Role.TEXT, "Open last document on start", 56, 150, 200, 13, Source.OCR);
        add(Role.CHECKBOX, "", 656, 148, 52, 32, Source.WIDGET, State.CHECKED);
        add(Role.BUTTON, "Save", 630, 352, 78, 34, Source.WIDGET);
        Decision d = first("Turn on dark mode and save.");
        assertThat(clicked(d)).isSameAs(appearance);
    }

    @Test
    void onlyTheSwitchesOfTheNamedGroupChangeAndTheOtherGroupStaysAsItWas() {
        add(Role.TABLE_CELL, "Comments Replies to your posts", 100, 170, 200, 24);
        Element emailComments = add(Role.BUTTON, "Email for Comments", 500, 170, 40, 24, State.CHECKED);
        add(Role.BUTTON, "Push for Comments", 600, 170, 40, 24, State.CHECKED);
        add(Role.TABLE_CELL, "Mentions Someone writes @you", 100, 220, 200, 24);
        add(Role.BUTTON, "Email for Mentions", 500, 220, 40, 24);
        add(Role.BUTTON, "Push for Mentions", 600, 220, 40, 24, State.CHECKED);
        add(Role.BUTTON, "Save", 500, 400, 80, 30);
        Decision d = first("I only want email notifications when someone mentions me, nothing else by email.");
        assertThat(clicked(d)).isSameAs(emailComments);
        assertThat(d.reason()).contains("1/2");
    }

    @Test
    void aFieldAnEarlierStepFilledIsNotTheNextStepsField() {
        add(Role.TEXT, "Leave a comment", 40, 690, 160, 16, Source.OCR);
        Element name = add(Role.TEXT_FIELD, "Your name", 40, 775, 340, 30, Source.WIDGET);
        var pursuit = new TaskBrain(() -> Models.brain(0.4), "task").start("Leave a comment as Mia saying 'Lovely photos, thanks!'");
        Observation o = observed();
        Decision d = pursuit.next(o, List.of());
        assertThat(d.action()).as(d.reason()).isEqualTo(new Action.Type("Mia", name.id(), false, false));
        List<dev.tca.core.Attempt> history = new ArrayList<>(List.of(new dev.tca.core.Attempt(d.action(), name.label(), true,
                "text field 'Your name' holds 'Mia'")));
        d = pursuit.next(o, history);
        // the comment's own box is further down: the name field beside the heading is not it
        assertThat(d.action()).as(d.reason()).isInstanceOf(Action.Type.class);
        assertThat(((Action.Type) d.action()).element()).as(d.reason()).isNotEqualTo(name.id());
    }

    @Test
    void aPressThatBringsUpARefusalIsNotItsEffect() {
        Element search = add(Role.BUTTON, "Search", 800, 160, 80, 30);
        Observation before = new Observation(List.copyOf(screen), List.of(), 1280, 800, ScreenMapping.IDENTITY, "t", "");
        Element refusal = new Element(2, "Please choose both stations from the list.", new Rect(40, 220, 400, 16), Source.AX, 1.0,
                Role.LABEL, EnumSet.noneOf(State.class), "", null, null, null);
        Observation after = new Observation(List.of(search, refusal), List.of(), 1280, 800, ScreenMapping.IDENTITY, "t", "");
        assertThat(Effects.pressed(0, search).seen(before, after, true)).isEmpty();
        Element results = new Element(2, "Showing trains from Harwick Central to Velden Airport", new Rect(40, 220, 400, 16),
                Source.AX, 1.0, Role.LABEL, EnumSet.noneOf(State.class), "", null, null, null);
        assertThat(Effects.pressed(0, search).seen(before, new Observation(List.of(search, results), List.of(), 1280, 800,
                ScreenMapping.IDENTITY, "t", ""), true)).isPresent();
    }

    /** A channel as Chromium reports it (boxes from a real task page): each message an author line and a text line. */
    private void channel(boolean reacted) {
        add(Role.LABEL, "IT Bot 08:50", 308, 126, 100, 14);
        add(Role.LABEL, "Printer 3F-East has been restarted.", 308, 144, 245, 18);
        if (reacted) {
            add(Role.BUTTON, "thumbs up reaction, 1 person", 308, 169, 44, 20);
        }
        add(Role.LABEL, "Marta Kowalski 09:30", 308, 206, 165, 14);
        add(Role.LABEL, "Heads-up: the old VPN address vpn.harborline.io stops working on Friday.", 308, 224, 773, 18);
        add(Role.LABEL, "Marta Kowalski 09:32", 308, 260, 165, 14);
        add(Role.LABEL, "The new VPN address is vpn2.harborline.io. Same username and password.", 308, 294, 790, 17);
    }

    @Test
    void aThumbsUpGoesOnTheMessageNamedThroughItsOwnPickerNeverOnAnotherMessagesReaction() {
        channel(true);
        TaskBrain brain = new TaskBrain(() -> Models.brain(0.4), "task");
        var pursuit = brain.start("Give Marta's message with the new VPN address a thumbs up");
        List<dev.tca.core.Attempt> history = new ArrayList<>();
        Observation o = observed();
        Decision d = pursuit.next(o, history);
        // the 👍 under the IT Bot's message is that message's: her row's actions are shown by the pointer first
        assertThat(d.action()).as(d.reason()).isInstanceOf(Action.Hover.class);
        assertThat(screen.get(((Action.Hover) d.action()).target().orElseThrow() - 1).label()).startsWith("The new VPN address");
        history.add(new dev.tca.core.Attempt(d.action(), "", true, "the screen changed"));
        // her toolbar floats over her author line
        add(Role.BUTTON, "Add reaction", 1156, 240, 34, 32);
        add(Role.BUTTON, "Reply in thread", 1190, 240, 34, 32);
        add(Role.BUTTON, "More actions", 1224, 240, 34, 32);
        d = pursuit.next(observed(), history);
        assertThat(clicked(d).label()).as(d.reason()).isEqualTo("Add reaction");
        history.add(new dev.tca.core.Attempt(d.action(), "", true, "the screen changed"));
        add(Role.BUTTON, "thumbs up", 1000, 280, 32, 32);
        add(Role.BUTTON, "heart", 1032, 280, 32, 32);
        d = pursuit.next(observed(), history);
        assertThat(clicked(d).label()).as(d.reason()).isEqualTo("thumbs up");
    }

    @Test
    void aReactionNearOnlyInMeaningIsNoReaction() {
        channel(false);
        // read from pixels, her avatar's initials and a count beside her line are all there is
        add(Role.BUTTON, "MK", 259, 262, 38, 38);
        add(Role.BUTTON, "0 pinned", 1182, 290, 77, 27);
        Decision d = first("Give Marta's message with the new VPN address a thumbs up");
        assertThat(d.action()).as(d.reason()).isNotInstanceOf(Action.Click.class);
    }

    /** A flight results page (boxes from a real one): a sidebar of filters beside the first cards, five cards of a list. */
    private void flights() {
        add(Role.TEXT, "Flash sale: Lisbon from £29!", 30, 77, 230, 18);
        add(Role.TEXT, "Stops", 119, 219, 40, 14);
        add(Role.CHECKBOX, "Direct", 123, 245, 60, 16, State.CHECKED);
        add(Role.CHECKBOX, "1 stop", 123, 270, 60, 16, State.CHECKED);
        add(Role.TEXT, "Airlines", 119, 297, 55, 14);
        add(Role.CHECKBOX, "British Airways", 123, 323, 110, 16, State.CHECKED);
        add(Role.CHECKBOX, "Cabin bag included", 123, 501, 140, 16);
        String[][] cards = {{"British Airways", "BA500", "14:10", "Direct", "£59"}, {"TAP Air Portugal", "TP1363", "06:40", "Direct", "£71"},
            {"Iberia", "IB3107", "07:05", "1 stop · Madrid", "£48"}, {"easyJet", "EZY8745", "12:15", "Direct", "£64"},
            {"British Airways", "BA498", "09:05", "Direct", "£96"}};
        for (int i = 0; i < cards.length; i++) {
            int y = 281 + 101 * i;
            add(Role.TEXT, cards[i][0], 407, y + 29, 110, 16);
            add(Role.TEXT, cards[i][1], 407, y + 46, 50, 13);
            add(Role.TEXT, cards[i][2], 577, y + 29, 48, 20);
            add(Role.TEXT, cards[i][3], 760, y + 43, 60, 12);
            add(Role.TEXT, cards[i][4], 1110, y + 16, 34, 22);
            add(Role.BUTTON, "Select", 1074, y + 44, 68, 30);
        }
    }

    @Test
    void theCheapestCardAmongThoseTheQuestionDescribesIsReadForThePartAsked() {
        flights();
        Decision d = first("What's the flight number of the cheapest direct flight on Friday morning?");
        // the list goes on below: the best so far is kept and the rest looked at; here it is the last of the screen
        Superlatives.Want cheapest = Superlatives.of("cheapest").orElseThrow();
        Records.Best best = Records.best(cheapest, "flight number of the cheapest direct flight on Friday morning",
                List.copyOf(screen)).orElseThrow();
        // cheaper: the Iberia (one stop) and two direct flights after noon; "Friday" and "flight" no card says
        assertThat(best.answer()).as(best.how()).isEqualTo("TP1363");
        assertThat(best.how()).contains("'direct', 'morning'");
        assertThat(Records.best(cheapest, "airline of the cheapest direct flight", List.copyOf(screen)).orElseThrow().answer())
                .isEqualTo("British Airways");
        assertThat(Records.best(cheapest, "departure time of the cheapest flight", List.copyOf(screen)).orElseThrow().answer())
                .isEqualTo("07:05");
        assertThat(Records.best(Superlatives.of("most expensive").orElseThrow(), "most expensive flight", List.copyOf(screen))
                .orElseThrow().answer()).isEqualTo("British Airways");
        assertThat(d.action()).as(d.reason()).isInstanceOf(Action.Scroll.class);
        assertThat(d.reason()).contains("TP1363");
    }

    @Test
    void aRowDescribedByItsColumnsIsTheOneThatSaysMostAndIsWorking() {
        // a printer list (zenity's columns, boxes as the tree reports them): two colour printers on the 2nd floor, one jammed
        String[][] printers = {{"HP LaserJet M404", "2nd floor, kitchen", "Black and white", "Ready"},
            {"Canon iR C3226", "3rd floor, east wing", "Colour", "Ready"}, {"Epson WF-C5790", "2nd floor, print room", "Colour",
                "Offline (paper jam)"}, {"Xerox B310", "Ground floor, reception", "Black and white", "Ready"},
            {"Brother HL-L8360", "2nd floor, meeting room B", "Colour", "Ready"}};
        Element brother = null;
        for (int i = 0; i < printers.length; i++) {
            int y = 290 + 27 * i;
            Element first = add(Role.TABLE_CELL, printers[i][0], 330, y, 130, 22);
            add(Role.TABLE_CELL, printers[i][1], 462, y, 170, 22);
            add(Role.TABLE_CELL, printers[i][2], 634, y, 110, 22);
            add(Role.TABLE_CELL, printers[i][3], 746, y, 150, 22);
            brother = i == 4 ? first : brother;
        }
        add(Role.BUTTON, "Cancel", 700, 560, 90, 30);
        add(Role.BUTTON, "OK", 800, 560, 90, 30);
        Decision d = first("Print this on a colour printer on the 2nd floor that is actually working.");
        assertThat(clicked(d)).as(d.reason()).isSameAs(brother);
        // without the status asked, two rows fit alike and neither is taken; a kind every row is gives no row
        assertThat(Rows.described("2nd floor colour printer", List.copyOf(screen))).isEmpty();
        assertThat(Rows.described("printer", List.copyOf(screen))).isEmpty();
    }

    @Test
    void anAppointmentSaidShortAndByItsWeekdayIsTheRowBesideTheDayBoxAndFridayIsTheDayButtonThatSaysFri() {
        // appointment cards read from pixels: a day box (WED / 14) left of the title, a ⋮ at the end of each card
        String[][] cards = {{"WED", "Sports massage"}, {"WED", "Physiotherapy – knee follow-up"}, {"TUE", "Physiotherapy – knee follow-up"}};
        Element wednesday = null;
        for (int i = 0; i < cards.length; i++) {
            int y = 179 + 109 * i;
            add(Role.TEXT, cards[i][0], 177, y, 27, 9);
            add(Role.TEXT, cards[i][1], 256, y - 6, 222, 18);
            Element more = add(Role.BUTTON, "More actions", 782, y + 9, 28, 28);
            wednesday = i == 1 ? more : wednesday;
        }
        Decision d = first("Move my physio appointment on Wednesday to Friday at 10:30, and have them text me a reminder as well.");
        assertThat(clicked(d)).as(d.reason()).isSameAs(wednesday);
        // the reschedule dialog's day buttons say the weekday short, over the date
        screen.clear();
        add(Role.BUTTON, "Thu 15", 542, 284, 93, 56);
        Element friday = add(Role.BUTTON, "Fri 16", 644, 284, 93, 56);
        add(Role.BUTTON, "Mon 19", 745, 284, 93, 56);
        assertThat(clicked(first("choose Friday"))).isSameAs(friday);
    }

    @Test
    void aCountWithItsNounBetweenFewerAndMoreIsAStepperAndTheWheelTurnsInsideTheWindow() {
        add(Role.LABEL, "GUESTS", 171, 184, 57, 12);
        add(Role.BUTTON, "Fewer guests", 171, 205, 38, 38);
        add(Role.LABEL, "2 guests", 236, 211, 84, 24);
        Element more = add(Role.BUTTON, "More guests", 347, 205, 38, 38);
        Decision d = first("Book a table for four people");
        assertThat(clicked(d)).as(d.reason()).isSameAs(more);
        // a notes box cut by the screen's bottom edge is no place for the wheel: its middle is off the window
        screen.clear();
        add(Role.TEXT_FIELD, "Notes", 171, 764, 611, 70);
        Element line = add(Role.TEXT, "Reserve a table", 171, 380, 200, 30);
        Observation o = observed();
        assertThat(Scrolling.over(List.copyOf(screen), o)).isEqualTo(line.id());
    }

    @Test
    void aRoleIsChosenInTheBoxOnTheRowThatSaysTheNameWholeAndSeenThere() {
        // a members table (boxes from a real page): a Role box on every row, "Anna Lima" above "Ana Lima"
        String[][] people = {{"Alejandro García", "Admin"}, {"Anna Lima", "Viewer"}, {"Ana Lima", "Viewer"}, {"Bola Okafor", "Editor"}};
        Element hers = null;
        for (int i = 0; i < people.length; i++) {
            int y = 230 + 51 * i;
            add(Role.TABLE_CELL, people[i][0] + " " + people[i][0].toLowerCase().replace(' ', '.') + "@fernhill.studio", 269, y, 300, 34);
            Element box = new Element(screen.size() + 1, "Role", new Rect(791, y + 2, 111, 28), Source.AX, 1.0, Role.COMBO,
                    EnumSet.of(State.COLLAPSED), people[i][1], null, null, null);
            screen.add(box);
            hers = i == 2 ? box : hers;
        }
        TaskBrain brain = new TaskBrain(() -> Models.brain(0.4), "task");
        var pursuit = brain.start("Make Ana Lima an editor");
        List<dev.tca.core.Attempt> history = new ArrayList<>();
        Decision d = pursuit.next(observed(), history);
        assertThat(clicked(d)).as(d.reason()).isSameAs(hers);
        history.add(new dev.tca.core.Attempt(d.action(), "", true, "the screen changed"));
        // its list is open over the rows below: Bola Okafor's box already says Editor, the list's entry is the one
        add(Role.MENU_ITEM, "Viewer", 791, 380, 111, 22);
        Element editor = add(Role.MENU_ITEM, "Editor", 791, 402, 111, 22);
        Observation open = observed();
        d = pursuit.next(open, history);
        assertThat(clicked(d)).as(d.reason()).isSameAs(editor);
        // seen done only when her row's box shows it: another row's Editor is no evidence
        assertThat(d.expect().seen(open, open, true)).isEmpty();
    }

    @Test
    void aSettingSetToAWordThatABoxNoFieldSaysIsChosenInThatBoxNeverTyped() {
        add(Role.TEXT_FIELD, "Search the Courier", 700, 20, 220, 30);
        Element size = add(Role.BUTTON, "Text size", 940, 18, 34, 34, State.COLLAPSED);
        add(Role.HEADING, "Tram line extension approved", 140, 120, 600, 40);
        Decision d = first("make the text size Large");
        assertThat(d.action()).as(d.reason()).isNotInstanceOf(Action.Type.class);
        assertThat(clicked(d)).as(d.reason()).isSameAs(size);
    }

    @Test
    void aFolderNamedWithAYearIsNotTheFolderAndTheDialogChosenInIsAcceptedBeforeTheNextStep() {
        String dialog = "in 'Move “Lease 2031 – signed.pdf”'";
        java.util.function.BiFunction<Role, String, Element> inDialog = (role, label) -> {
            int y = 300 + 40 * screen.size();
            Element e = new Element(screen.size() + 1, label, new Rect(500, y, 280, 34), Source.AX, 1.0, role,
                    EnumSet.noneOf(State.class), "", null, dialog, null);
            screen.add(e);
            return e;
        };
        inDialog.apply(Role.LIST_ITEM, "Apartment (2029) 2 items");
        Element apartment = inDialog.apply(Role.LIST_ITEM, "Apartment 1 item");
        inDialog.apply(Role.LIST_ITEM, "Car 3 items");
        Element cancel = new Element(screen.size() + 1, "Cancel", new Rect(560, 520, 90, 34), Source.AX, 1.0, Role.BUTTON,
                EnumSet.noneOf(State.class), "", null, dialog, null);
        screen.add(cancel);
        Element moveHere = new Element(screen.size() + 1, "Move here", new Rect(660, 520, 110, 34), Source.AX, 1.0, Role.BUTTON,
                EnumSet.noneOf(State.class), "", null, dialog, null);
        screen.add(moveHere);
        TaskBrain brain = new TaskBrain(() -> Models.brain(0.4), "task");
        var pursuit = brain.start("Choose Apartment, then click Archive");
        List<dev.tca.core.Attempt> history = new ArrayList<>();
        Decision d = pursuit.next(observed(), history);
        assertThat(clicked(d)).as(d.reason()).isSameAs(apartment);
        history.add(new dev.tca.core.Attempt(d.action(), "", true, "list item 'Apartment 1 item' is selected"));
        screen.set(apartment.id() - 1, new Element(apartment.id(), apartment.label(), apartment.box(), Source.AX, 1.0, Role.LIST_ITEM,
                EnumSet.of(State.SELECTED), "", null, dialog, null));
        d = pursuit.next(observed(), history);
        assertThat(clicked(d)).as(d.reason()).isSameAs(moveHere);
    }

    @Test
    void aNewsletterPopUpTheGoalNeverMentionsIsDeclinedNotSignedUpTo() {
        add(Role.TEXT, "FREE NEWSLETTER", 567, 260, 130, 12);
        add(Role.HEADING, "Never miss a Northgate story", 444, 282, 376, 26);
        add(Role.TEXT_FIELD, "Email address", 397, 414, 470, 42);
        add(Role.BUTTON, "Yes, sign me up", 397, 468, 470, 46);
        Element later = add(Role.BUTTON, "Maybe later", 595, 527, 74, 16);
        add(Role.BUTTON, "Close", 858, 247, 20, 20);
        Decision d = first("make the text size Large");
        assertThat(clicked(d)).as(d.reason()).isSameAs(later);
        // a goal about the newsletter is not kept from it
        Decision signUp = first("sign up for the newsletter");
        assertThat(signUp.action() instanceof Action.Click c ? screen.get(c.target().orElseThrow() - 1).label() : "")
                .as(signUp.reason()).isNotEqualTo("Maybe later");
    }

    @Test
    void theMostOfAChartIsReadUnderTheTitleTheQuestionSaysAfterTheTabItNames() {
        // a dashboard read from pixels (boxes from a real screen): two bar charts side by side, tabs of periods above
        add(Role.TEXT, "This month", 264, 86, 72, 9);
        Element last = add(Role.TEXT, "Last month", 370, 86, 65, 9);
        add(Role.TEXT, "Last 90 days", 469, 86, 74, 12);
        add(Role.TEXT, "Orders by country", 268, 250, 126, 14);
        add(Role.TEXT, "Returns by country", 775, 250, 133, 14);
        String[][] rows = {{"Germany", "1,242", "88"}, {"France", "861", "97"}, {"Netherlands", "694", "71"}, {"Spain", "512", "49"}};
        for (int i = 0; i < rows.length; i++) {
            int y = 296 + 25 * i;
            add(Role.TEXT, rows[i][0], 269, y, 60, 9);
            add(Role.TEXT_FIELD, rows[i][0], 387, y - 5, 270, 18); // the bar, read as a field named by its row
            add(Role.TEXT, rows[i][1], 692, y, 32, 9);
            add(Role.TEXT, rows[i][0], 775, y, 60, 9);
            add(Role.TEXT_FIELD, rows[i][2].equals("88") ? "Returns by country" : rows[i][0], 894, y - 5, 270, 18);
            add(Role.TEXT, rows[i][2], 1217, y, 14, 9);
        }
        Decision d = first("Which country did we get the most returns from last month?");
        assertThat(clicked(d)).as(d.reason()).isSameAs(last);
        Decision now = first("Which country did we get the most returns from?");
        assertThat(now.action()).as(now.reason()).isInstanceOf(Action.Done.class);
        assertThat(((Action.Done) now.action()).answer()).isEqualTo("France");
        assertThat(Superlatives.measure(Superlatives.Measure.WEIGHT, "2.6 kg")).isGreaterThan(Superlatives.measure(
                Superlatives.Measure.WEIGHT, "950 g"));
        assertThat(Superlatives.of("the lightest one").orElseThrow().measure()).isEqualTo(Superlatives.Measure.WEIGHT);
    }

    @Test
    void theLightestOfThingsComparedSideBySideIsTheColumnHeadOverTheLeastWeightOnceItsSectionIsOpen() {
        // a comparison page read from pixels (boxes from a real one): three vacuums in columns, features in rows
        String[][] columns = {{"Kestrel V8 Cordless", "2.6 kg"}, {"AeroLite 5", "2.9 kg"}, {"Breeze Pro", "2.3 kg"}};
        add(Role.TEXT, "Ultra-light design", 613, 183, 110, 14);
        for (int i = 0; i < columns.length; i++) {
            int x = 380 + 287 * i;
            add(Role.TEXT, columns[i][0], x, 341, 150, 17);
            add(Role.TEXT, "£199.00", x + 20, 389, 80, 22);
            add(Role.TEXT, "Stick / handheld", x + 28, 530, 96, 13);
        }
        add(Role.TEXT, "Type", 106, 530, 34, 13);
        Element folded = add(Role.BUTTON, "Dimensions & weight", 132, 721, 140, 17, State.COLLAPSED);
        Decision d = first("Which of the vacuum cleaners I'm comparing is the lightest?");
        assertThat(clicked(d)).as(d.reason()).isSameAs(folded);
        // opened: its Weight row
        add(Role.TEXT, "Weight", 106, 760, 50, 13);
        for (int i = 0; i < columns.length; i++) {
            add(Role.TEXT, columns[i][1], 380 + 287 * i + 48, 760, 44, 13);
        }
        Decision read = first("Which of the vacuum cleaners I'm comparing is the lightest?");
        assertThat(read.action()).as(read.reason()).isInstanceOf(Action.Done.class);
        assertThat(((Action.Done) read.action()).answer()).isEqualTo("Breeze Pro");
    }

    @Test
    void aListsEntryIsOpenedFirstWhenThePanelShowsAnotherOne() {
        // a bank's cards: the tiles on the left, the panel of the Rewards card on the right
        add(Role.BUTTON, "Rewards Credit Card ending 9023", 110, 130, 300, 100);
        Element debit = add(Role.BUTTON, "Everyday Debit ending 4417", 110, 248, 300, 100);
        add(Role.BUTTON, "Virtual card ending 1180", 110, 366, 300, 100);
        add(Role.HEADING, "Rewards Credit Card •••• 9023", 465, 110, 300, 26);
        add(Role.LABEL, "Freeze card", 516, 176, 90, 18);
        add(Role.BUTTON, "Freeze card", 1097, 178, 46, 28);
        assertThat(clicked(first("I've misplaced my debit card. Freeze it for now."))).isSameAs(debit);
        // read from pixels: the tiles' words, the Rewards tile's name in two pieces
        screen.clear();
        add(Role.TEXT, "Reward", 130, 152, 44, 16, Source.OCR);
        add(Role.TEXT, "Credit Card", 176, 152, 88, 16, Source.OCR);
        Element words = add(Role.TEXT, "Everyday Debit", 130, 270, 100, 16, Source.OCR);
        add(Role.TEXT, "Virtual card", 130, 388, 76, 16, Source.OCR);
        add(Role.TEXT, "Rewards Credit Card", 465, 112, 194, 22, Source.OCR);
        add(Role.TEXT, "Freeze card", 516, 176, 86, 18, Source.OCR);
        add(Role.CHECKBOX, "Freeze card", 1097, 178, 46, 28, Source.WIDGET, State.UNCHECKED);
        assertThat(clicked(first("I've misplaced my debit card. Freeze it for now."))).isSameAs(words);
    }

    @Test
    void aTabThePlaceNamesIsOpenedAndTheRowsSwitchIsTheBox() {
        add(Role.TAB, "Production", 140, 150, 110, 30, State.SELECTED);
        Element staging = add(Role.TAB, "Staging", 260, 150, 110, 30);
        add(Role.TABLE_CELL, "checkout_v2 New checkout flow: one page with saved cards", 120, 290, 500, 30);
        add(Role.BUTTON, "checkout_v2 in Production", 1130, 292, 44, 24);
        assertThat(clicked(first("Turn the new checkout flow on in staging so QA can try it out"))).isSameAs(staging);

        screen.clear();
        add(Role.TAB, "Production", 140, 150, 110, 30);
        add(Role.TAB, "Staging", 260, 150, 110, 30, State.SELECTED);
        add(Role.TABLE_CELL, "checkout_v2 New checkout flow: one page with saved cards", 120, 290, 500, 30);
        Element on = add(Role.BUTTON, "checkout_v2 in Staging", 1130, 292, 44, 24);
        add(Role.TABLE_CELL, "dark_mode Dark theme for the dashboard", 120, 340, 500, 30);
        add(Role.BUTTON, "dark_mode in Staging", 1130, 342, 44, 24, State.CHECKED);
        assertThat(clicked(first("Turn the new checkout flow on in staging"))).isSameAs(on);
    }

    @Test
    void aConfirmationsButtonThatSaysWhatThePanelsButtonSaidIsTheWayOn() {
        add(Role.BUTTON, "Freeze card", 1097, 178, 46, 28);
        Observation before = observed();
        screen.clear();
        add(Role.HEADING, "Freeze Everyday Debit •••• 4417?", 480, 380, 320, 26);
        add(Role.BUTTON, "Cancel", 640, 440, 90, 34);
        add(Role.BUTTON, "Freeze card", 740, 440, 110, 34);
        assertThat(Confirmations.answer("Freeze my debit card", before, observed())).extracting(SubGoal::describe)
                .containsExactly("click 'Freeze card'");
        // the panel's own button where it was is no confirmation
        assertThat(Confirmations.answer("Freeze my debit card", before, before)).isEmpty();
    }

    @Test
    void aDialogWithSaveBesideCancelIsSavedAfterItsSettings() {
        add(Role.HEADING, "Design review · Onboarding flow", 384, 270, 300, 30);
        add(Role.TEXT_FIELD, "Add guests", 420, 380, 476, 30);
        add(Role.BUTTON, "Cancel", 718, 491, 90, 36);
        add(Role.BUTTON, "Save", 818, 491, 78, 36);
        Plan plan = new Plan("x", List.of(SubGoal.of(dev.tca.brain.plan.Kind.CHOOSE, "30 minutes before")));
        assertThat(Dialogs.wantsConfirm(plan, observed())).isTrue();
        screen.remove(screen.size() - 1);
        add(Role.BUTTON, "Save", 1100, 60, 78, 36); // a page's Save far from the dialog's Cancel
        assertThat(Dialogs.wantsConfirm(plan, observed())).isFalse();
    }

    @Test
    void aNewsCardsRoundSaveLevelWithItsTagAndTitleSavesThatCardNotTheNext() {
        String[][] cards = {{"COUNCIL", "Council tax to rise by 3.9% from April"}, {"TRANSPORT", "New cycle lane on Station Road opens"},
            {"TRANSPORT", "Tram line 4 extension to Northgate Park approved"}, {"WHAT'S ON", "Where to watch the fireworks on Saturday"},
            {"SPORT", "Northgate Rovers sign striker on loan"}};
        Element mine = null;
        for (int i = 0; i < cards.length; i++) {
            int y = 140 + 130 * i; // the boxes the news page reported: the button's top level with the tag's
            add(Role.LABEL, cards[i][0], 268, y + 4, 80, 16);
            add(Role.HEADING, cards[i][1], 268, y + 23, 510, 30);
            add(Role.LABEL, "A summary of the story in two lines of smaller print", 268, y + 56, 470, 44);
            Element save = add(Role.BUTTON, "Save for later", 792, y, 44, 44);
            mine = i == 2 ? save : mine;
        }
        assertThat(clicked(first("Save the article about the tram line extension to read later"))).isSameAs(mine);
    }

    private Element products(int from) {
        // a shop's products table: each row's stock and price shown as text, and its own Edit (a pencil) at the end
        String[][] rows = {{"Oak dining table", "Small · 4 seats"}, {"Oak dining table", "Large · 8 seats"}, {"Pine wardrobe", "2 doors"},
            {"Walnut dining table", "Small · 4 seats"}, {"Walnut dining table", "Large · 8 seats"}};
        Element mine = null;
        add(Role.BUTTON, "Stock", 893, 130, 106, 30);
        add(Role.BUTTON, "Price", 1003, 130, 106, 30);
        for (int i = from; i < rows.length; i++) {
            int y = 165 + 55 * (i - from);
            add(Role.TABLE_CELL, rows[i][0] + " " + rows[i][1], 90, y, 390, 55);
            add(Role.TABLE_CELL, String.valueOf(3 + i), 893, y, 106, 55);
            add(Role.TABLE_CELL, "£" + (599 + 50 * i), 1003, y, 106, 55);
            Element edit = add(Role.BUTTON, "Edit " + rows[i][0] + ", " + rows[i][1], 1120, y + 12, 38, 30);
            mine = i == 3 ? edit : mine;
        }
        return mine;
    }

    @Test
    void aValueARowShowsAsTextIsSetInTheEditorItsOwnEditOpensAfterTheRowIsFound() {
        products(0);
        screen.removeIf(e -> e.label().startsWith("Walnut") || e.label().startsWith("Edit Walnut") || e.box().y() > 165 + 55 * 2);
        // the rows that share some of its words ("Oak dining table, Small") are not the walnut table's: look further down
        Decision d = first("We sold our last small walnut dining table, so set its stock to zero");
        assertThat(d.action()).as(d.reason()).isInstanceOf(Action.Scroll.class);
        screen.clear();
        Element edit = products(2);
        assertThat(clicked(first("We sold our last small walnut dining table, so set its stock to zero"))).isSameAs(edit);
    }

    @Test
    void anEditorsOwnSaveIsItsWayOnWhenNoButtonSaysJustSave() {
        add(Role.HEADING, "Walnut dining table – Small · 4 seats", 888, 20, 350, 24);
        add(Role.TEXT_FIELD, "Stock on hand", 890, 185, 348, 40);
        add(Role.BUTTON, "Go back", 40, 20, 90, 30);
        add(Role.BUTTON, "Cancel", 1033, 738, 80, 40);
        Element save = add(Role.BUTTON, "Save product", 1123, 738, 115, 40);
        // the step the pursuit adds after a value set in a row's editor
        String goal = "Set the small walnut dining table's stock to zero";
        Plan plan = new Plan(goal, List.of(SubGoal.of(dev.tca.brain.plan.Kind.CLICK, "Edit"),
                SubGoal.of(dev.tca.brain.plan.Kind.CONFIRM, null)));
        Move move = new Moves(goal, plan, new Grounder(() -> Models.brain(0.4))).next(1, plan.steps().get(1), 0, 0, observed(), List.of());
        assertThat(move.decision().action()).as(move.decision().reason()).isEqualTo(new Action.Click(save.id()));
    }

    @Test
    void theFoldedOptionsOpenedForARowAreThatRowsAndTheirStepperSaysLongerAndShorter() {
        String[][] alarms = {{"6:15", "Gym"}, {"6:50", "Work"}, {"7:30", "Bins out (Thursday)"}};
        Element mine = null;
        for (int i = 0; i < alarms.length; i++) {
            int y = 140 + 115 * i;
            add(Role.LABEL, alarms[i][0], 296, y, 80, 44);
            add(Role.LABEL, alarms[i][1], 411, y + 10, 40, 20);
            add(Role.BUTTON, alarms[i][0] + " AM " + alarms[i][1], 886, y + 2, 52, 32, State.CHECKED);
            Element more = add(Role.BUTTON, "More options for " + alarms[i][0] + " AM", 947, y, 40, 40, State.COLLAPSED);
            mine = i == 1 ? more : mine;
        }
        assertThat(Alignment.collapsed(Alignment.content("snooze"), java.util.Set.of(), observed().elements(), "work alarm"))
                .containsSame(mine);
        // no place said: the first in reading order, as before
        assertThat(Alignment.collapsed(Alignment.content("snooze"), java.util.Set.of(), observed().elements())).isNotSameAs(mine);
        Element title = add(Role.LABEL, "Snooze length", 325, 600, 104, 20);
        Element shorter = add(Role.BUTTON, "Shorter snooze", 838, 592, 40, 36, State.DISABLED);
        add(Role.LABEL, "5 min", 885, 600, 45, 20);
        Element longer = add(Role.BUTTON, "Longer snooze", 938, 592, 40, 36);
        Steppers.Stepper stepper = Steppers.near(title, observed().elements()).orElseThrow();
        assertThat(stepper.up()).isSameAs(longer);
        assertThat(stepper.down()).isSameAs(shorter);
        assertThat(stepper.value()).isEqualTo(5.0);
    }

    @Test
    void aNumberBoxedAsAButtonBetweenMinusAndPlusIsTheSteppersNumber() {
        // read from pixels: "Serves  [−] [8 people] [+]", the number in a box of its own
        Element serves = add(Role.LABEL, "Serves", 133, 213, 48, 18);
        Element minus = add(Role.BUTTON, "-", 196, 199, 42, 44);
        add(Role.BUTTON, "8 people", 241, 199, 105, 44);
        Element plus = add(Role.BUTTON, "+", 348, 199, 42, 44);
        Steppers.Stepper stepper = Steppers.near(serves, observed().elements()).orElseThrow();
        assertThat(stepper.down()).isSameAs(minus);
        assertThat(stepper.up()).isSameAs(plus);
        assertThat(stepper.value()).isEqualTo(8.0);
    }

    @Test
    void theOldestOrNewestOfTheDatedRowsIsTheOneItsOwnButtonActsOn() {
        String[][] backups = {{"iPhone 13", "Backed up 4 Sep 2023"}, {"iPhone 15", "Backed up 2 Dec 2026"}, {"iPad Air", "Backed up 14 Jan 2022"},
            {"iPhone 12", "Backed up 19 Jun 2021"}};
        List<Element> deletes = new ArrayList<>();
        List<Element> names = new ArrayList<>();
        for (int i = 0; i < backups.length; i++) {
            int y = 150 + 70 * i;
            names.add(add(Role.LINK, backups[i][0], 120, y, 120, 20));
            add(Role.LABEL, backups[i][1], 420, y, 180, 20);
            deletes.add(add(Role.BUTTON, "Delete", 900, y - 6, 80, 32));
        }
        assertThat(clicked(first("Delete the oldest backup"))).isSameAs(deletes.get(3));
        assertThat(clicked(first("Open the most recent backup"))).isSameAs(names.get(1));
        // the rows that say the kind, when two or more do
        assertThat(clicked(first("Delete the oldest iPad backup"))).isSameAs(deletes.get(2));
        assertThat(clicked(first("Delete the oldest iPhone backup"))).isSameAs(deletes.get(3));
        screen.set(9, screen.get(9).withLabel("iPad mini", screen.get(9).source())); // the oldest of all is no iPhone now
        assertThat(clicked(first("Delete the oldest iPhone backup"))).isSameAs(deletes.get(0));
    }

    @Test
    void aCardIsDraggedOntoItsColumnWhenTheBoardOffersNoMove() {
        String[] columns = {"To do", "Doing", "Done"};
        for (int i = 0; i < columns.length; i++) {
            add(Role.HEADING, columns[i], 60 + 400 * i, 100, 120, 24);
        }
        Element card = add(Role.LABEL, "Budget review", 70, 160, 200, 20);
        add(Role.LABEL, "Hire a designer", 70, 240, 200, 20);
        Element done = screen.get(2);
        Decision d = first("Move the Budget card from To do to Done");
        assertThat(d.action()).as(d.reason()).isEqualTo(new Action.Drag(card.id(), done.id()));
        // a card with its own Move: pressed, as the board offers it
        Element move = add(Role.BUTTON, "Move", 300, 156, 60, 28);
        assertThat(clicked(first("Move the Budget card from To do to Done"))).isSameAs(move);
    }

    @Test
    void readFromPixelsAStepperWhoseMinusWentUnseenIsStillItsPlusAndTheNumberBesideIt() {
        add(Role.TEXT, "Ingredients", 125, 426, 124, 22, Source.OCR);
        add(Role.TEXT, "Servings", 640, 428, 60, 16, Source.OCR);
        add(Role.TEXT, "2", 752, 426, 16, 20, Source.OCR);
        Element plus = add(Role.BUTTON, "Add", 783, 420, 30, 32, Source.WIDGET);
        assertThat(clicked(first("Set the servings to 6"))).isSameAs(plus);
        // the form's label over its own line, the unit between the count and "+"
        screen.clear();
        add(Role.TEXT, "GUESTS", 170, 183, 58, 12, Source.OCR);
        add(Role.TEXT, "2", 232, 212, 16, 24, Source.OCR);
        add(Role.TEXT, "guests", 255, 212, 66, 24, Source.OCR);
        Element more = add(Role.BUTTON, "Add", 349, 208, 34, 34, Source.WIDGET);
        add(Role.TEXT, "DATE", 170, 265, 40, 12, Source.OCR);
        assertThat(clicked(first("Set the number of guests to 4"))).isSameAs(more);
    }

    @Test
    void thingsAddedToAListWithNoButtonForThemAreTypedInItsFieldAndNeverCountedDoneUnseen() {
        add(Role.HEADING, "Shopping list", 100, 60, 200, 30);
        Element field = add(Role.TEXT_FIELD, "Add an item", 100, 110, 300, 32);
        add(Role.BUTTON, "Add", 410, 110, 60, 32);
        add(Role.CHECKBOX, "Bananas", 100, 170, 200, 24, State.UNCHECKED);
        Decision d = first("Add eggs, flour and butter to the shopping list.");
        assertThat(d.action()).as(d.reason()).isEqualTo(new Action.Type("eggs\n", field.id(), true, false));
        // no field to type them in and no eggs to press Add on: the three steps are not done by reading them
        screen.clear();
        add(Role.HEADING, "Shopping list", 100, 60, 200, 30);
        add(Role.BUTTON, "Add", 410, 110, 60, 32);
        add(Role.CHECKBOX, "Bananas", 100, 170, 200, 24, State.UNCHECKED);
        Decision none = first("Add eggs, flour and butter to the shopping list.");
        assertThat(none.action()).as(none.reason()).isNotInstanceOf(Action.Done.class);
    }

    @Test
    void everywhereButTheRoomNamedTicksTheOthersNeverTheOneLeftOut() {
        Element hall = add(Role.CHECKBOX, "Hallway", 380, 250, 120, 24, State.UNCHECKED);
        add(Role.CHECKBOX, "Living room", 380, 280, 120, 24, State.UNCHECKED);
        add(Role.CHECKBOX, "Kitchen", 380, 310, 120, 24, State.UNCHECKED);
        add(Role.CHECKBOX, "Dining room", 380, 340, 120, 24, State.UNCHECKED);
        add(Role.BUTTON, "Start cleaning", 380, 400, 140, 32);
        assertThat(clicked(first("Vacuum everywhere downstairs except the kitchen, I've only just mopped it."))).isSameAs(hall);
    }

    /** A programme's session cards: time, title, speaker and track on the left, the room on the right. */
    private void programme(Source tags) {
        add(Role.BUTTON, "All sessions", 140, 250, 100, 30);
        add(Role.BUTTON, "Keynote", 250, 250, 80, 30);
        add(Role.BUTTON, "Accessibility", 340, 250, 110, 30);
        add(Role.BUTTON, "Content", 460, 250, 80, 30);
        String[][] cards = {{"Morning keynote: The cost of a confusing form", "Keynote", "Kelvin Hall"},
            {"Writing error messages people read", "Content", "Tamar Room"},
            {"Beyond contrast: designing for low vision", "Accessibility", "Avon Suite"},
            {"Content models for help centres", "Content", "Tamar Room"}};
        int y = 300;
        for (String[] card : cards) {
            add(Role.TEXT, card[0], 220, y, 400, 18);
            add(tags == Source.WIDGET ? Role.BUTTON : Role.TEXT, card[1], 220, y + 46, 90, 20, tags);
            add(Role.TEXT, card[2], 900, y + 10, 100, 18);
            add(Role.TEXT, "First floor", 900, y + 30, 100, 16);
            y += 96;
        }
    }

    @Test
    void theRoomOfASessionIsTheOneOnTheCardThatSaysItNotBesideTheFilterThatSaysTheSameWord() {
        programme(Source.AX);
        Decision d = first("Which room is the accessibility talk in?");
        assertThat(d.action()).as(d.reason()).isInstanceOfSatisfying(Action.Done.class,
                done -> assertThat(done.answer()).isEqualTo("Avon Suite"));
        screen.clear();
        // read from pixels, the cards' track tags come out as buttons; the filter bar's row of them is still none of the cards
        programme(Source.WIDGET);
        d = first("Which room is the accessibility talk in?");
        assertThat(d.action()).as(d.reason()).isInstanceOfSatisfying(Action.Done.class,
                done -> assertThat(done.answer()).isEqualTo("Avon Suite"));
    }

    @Test
    void noCardSayingWhatTheQuestionNamesIsNoAnswerRatherThanAnotherLineOfACard() {
        programme(Source.AX);
        Decision d = first("Which room is the photography talk in?");
        assertThat(d.action()).as(d.reason()).isInstanceOf(Action.Fail.class);
    }

    @Test
    void theSecondDayIsTheTabThatSaysDayTwo() {
        assertThat(Moves.sameDay("the talk on the second day of the summit", "Day 2 Wednesday 8 October")).isTrue();
        assertThat(Moves.sameDay("the talk on the second day of the summit", "Day2")).isTrue();
        assertThat(Moves.sameDay("the talk on the second day of the summit", "Day 1 Tuesday 7 October")).isFalse();
        assertThat(Moves.sameDay("what's on day 3", "Day 3")).isTrue();
        assertThat(Moves.sameDay("the talk on Wednesday", "Day 2")).isFalse();
    }

    @Test
    void aCommandOnTheTextLooksForItsOwnWordNotForTheWordText() {
        // read from pixels, the Format menu open: its entries are lines of text with a ▸ for their submenus
        add(Role.TEXT, "File", 22, 5, 26, 18, Source.OCR);
        add(Role.TEXT, "Edit", 76, 5, 28, 18, Source.OCR);
        add(Role.TEXT, "Format", 131, 5, 50, 18, Source.OCR);
        add(Role.TEXT, "Help", 210, 5, 32, 18, Source.OCR);
        add(Role.TEXT, "Text style ▸", 132, 42, 80, 18, Source.OCR);
        add(Role.TEXT, "Alignment ▸", 132, 73, 84, 18, Source.OCR);
        add(Role.TEXT, "Clear formatting", 132, 102, 114, 18, Source.OCR);
        add(Role.TEXT, "The meeting moved to Thursday at ten.", 300, 63, 420, 20, Source.OCR);
        Decision d = first("Centre the text.");
        assertThat(clicked(d).label()).as(d.reason()).isEqualTo("Alignment ▸");
    }

    @Test
    void aQuestionAboutATitleNotOnTheScreenIsNotAnsweredFromAnotherLineButLookedForOnAnotherTab() {
        add(Role.TAB, "Summary", 100, 150, 90, 30, State.SELECTED);
        add(Role.TAB, "Loans (5)", 200, 150, 90, 30);
        add(Role.TAB, "Holds (2)", 300, 150, 90, 30);
        add(Role.LABEL, "Items on loan", 100, 220, 120, 18);
        add(Role.LABEL, "Next item due", 300, 220, 120, 18);
        add(Role.LABEL, "Holds ready", 500, 220, 120, 18);
        add(Role.LABEL, "5", 100, 245, 20, 24);
        add(Role.LABEL, "12 Mar", 300, 245, 60, 24);
        add(Role.LABEL, "1", 500, 245, 20, 24);
        Decision d = first("When is The Salt Road due back?");
        assertThat(d.action()).as(d.reason()).isInstanceOf(Action.Click.class);
        assertThat(clicked(d).label()).as(d.reason()).isEqualTo("Loans (5)");
    }

    @Test
    void theCheapestCardOfAGridIsReadThoughNoColumnHoldsThree() {
        // tariffs two to a row (boxes as Chromium reports them): each card's yearly figure in large type, its exit fee small
        add(Role.HEADING, "Choose a tariff", 110, 78, 300, 28);
        add(Role.TEXT, "Estimates include the standing charge and VAT.", 520, 250, 400, 16);
        String[][] cards = {{"Standard Variable", "£904", "None"}, {"Fixed Saver 12", "£821", "£50"},
                {"Fixed Plus 24", "£818", "£75"}, {"Green Fix 12", "£845", "£50"}};
        for (int i = 0; i < cards.length; i++) {
            int x = i % 2 == 0 ? 130 : 667;
            int y = 340 + 230 * (i / 2);
            add(Role.HEADING, cards[i][0], x, y, 200, 24);
            add(Role.TEXT, "Prices fixed for a while", x, y + 28, 220, 16);
            add(Role.TEXT, "Unit rate", x, y + 56, 70, 16);
            add(Role.TEXT, "Exit fee", x, y + 80, 60, 16);
            add(Role.TEXT, cards[i][2], x + 440, y + 80, 36, 16);
            add(Role.TEXT, cards[i][1], x, y + 112, 50, 26);
            add(Role.TEXT, "a year, about £70 a month, for 2,900 kWh", x + 58, y + 118, 300, 16);
            add(Role.BUTTON, "Switch to " + cards[i][0], x, y + 150, 200, 38);
        }
        Superlatives.Want cheapest = Superlatives.of("cheapest").orElseThrow();
        // (the exit fee, a price in small print, is no card's figure)
        assertThat(Records.best(cheapest, "Which of these tariffs would work out cheapest for us", List.copyOf(screen))
                .orElseThrow().answer()).isEqualTo("Fixed Plus 24");
        assertThat(Records.best(Superlatives.of("most expensive").orElseThrow(), "the most expensive tariff", List.copyOf(screen))
                .orElseThrow().answer()).isEqualTo("Standard Variable");
        // the same grid where every figure is in the body's type: no card's own figure is told from a fee, none is read
        List<Element> plain = screen.stream().map(e -> e.label().matches("£\\d+") && e.box().height() == 26 ? new Element(e.id(),
                e.label(), new Rect(e.box().x(), e.box().y(), e.box().width(), 16), e.source(), 1.0, e.role(), e.states(), e.value(),
                null, e.container(), null) : e).toList();
        assertThat(Records.best(cheapest, "Which of these tariffs would work out cheapest for us", plain)).isEmpty();
        // a figure whose box reaches into the next column (read wide from pixels) is no card's of its own column, no crash
        List<Element> wide = screen.stream().map(e -> e.label().equals("£904") ? new Element(e.id(), e.label(),
                new Rect(e.box().x(), e.box().y(), 600, 26), e.source(), 1.0, e.role(), e.states(), e.value(), null, e.container(),
                null) : e).toList();
        assertThat(Records.best(cheapest, "Which of these tariffs would work out cheapest for us", wide).orElseThrow().answer())
                .isEqualTo("Fixed Plus 24");
        // the brain looks below for more cards first, keeping the best so far
        Decision d = first("Which of these tariffs would work out cheapest for us?");
        assertThat(d.reason()).contains("Fixed Plus 24");
    }

    @Test
    void theOrderForAThingIsTheCardThatNamesTheThingNotAHelpLineThatSaysTheVerb() {
        add(Role.HEADING, "Your orders", 82, 82, 778, 28);
        add(Role.LABEL, "Changed your mind? You can cancel an order until it has been dispatched. See \u201cHow do I cancel my order?\u201d below.",
                99, 157, 717, 20);
        add(Role.BUTTON, "Cancel membership", 900, 201, 155, 36);
        String[] things = {"Compost bin, 330 litres", "Expandable garden hose, 30 m", "Hose reel with wall bracket"};
        List<Element> cancels = new ArrayList<>();
        for (int k = 0; k < things.length; k++) {
            int y = 283 + 169 * k;
            add(Role.LABEL, "Order placed", 99, y - 70, 80, 14);
            add(Role.LABEL, "GF-2042" + k, 776, y - 54, 66, 18);
            add(Role.HEADING, things[k], 185, y, 470, 20);
            add(Role.LABEL, "Preparing to dispatch", 185, y + 37, 122, 14);
            add(Role.BUTTON, "Track parcel", 670, y - 14, 170, 36);
            cancels.add(add(Role.BUTTON, k == 2 ? "Return items" : "Cancel order", 670, y + 28, 170, 36));
        }
        Decision d = first("Cancel my order for the garden hose.");
        assertThat(d.action()).as(d.reason()).isInstanceOf(Action.Click.class);
        assertThat(((Action.Click) d.action()).target().orElseThrow()).as(d.reason()).isEqualTo(cancels.get(1).id());
    }

    @Test
    void aFoldedSectionThatSaysTheWordTheNearestSliderLacksIsOpenedBeforeAnotherTab() {
        add(Role.TAB, "General", 393, 145, 56, 24);
        add(Role.TAB, "Sound", 490, 145, 56, 24, State.SELECTED);
        add(Role.TAB, "Display", 580, 145, 56, 24);
        add(Role.LABEL, "Music and media volume", 395, 213, 160, 18);
        add(Role.SLIDER, "Music and media volume", 815, 220, 258, 20);
        add(Role.LABEL, "Call volume", 395, 275, 80, 18);
        add(Role.SLIDER, "Call volume", 815, 281, 258, 20);
        Element alarms = add(Role.BUTTON, "Alarms and timers Volume and how alarms start", 375, 390, 787, 70, State.COLLAPSED);
        add(Role.BUTTON, "Save", 1087, 556, 76, 40);
        // "Call volume" is near in meaning and shares "volume"; the folded section says "alarm"
        Decision d = first("Turn the alarm volume on the kitchen speaker down to 30 and save.");
        assertThat(d.action()).as(d.reason()).isInstanceOf(Action.Click.class);
        assertThat(((Action.Click) d.action()).target().orElseThrow()).as(d.reason()).isEqualTo(alarms.id());
    }

    @Test
    void aCardsOwnVerbIsPressedForTheCardTheGoalNames() {
        String[] cards = {"Home", "Work", "Old work", "Mum's"};
        List<Element> deletes = new ArrayList<>();
        for (int k = 0; k < cards.length; k++) {
            int x = 300 + 240 * (k % 2);
            int y = 300 + 200 * (k / 2);
            add(Role.HEADING, cards[k], x, y, 100, 20);
            add(Role.LABEL, (k + 12) + " Quay Street", x, y + 30, 140, 16);
            add(Role.BUTTON, "Edit address", x, y + 120, 36, 36);
            deletes.add(add(Role.BUTTON, "Delete address", x + 40, y + 120, 36, 36));
        }
        add(Role.LABEL, "Delete your old address so a delivery never goes to the wrong place.", 40, 200, 220, 40);
        add(Role.LINK, "Delete my account", 300, 720, 120, 16);
        Decision d = first("Delete my old work address.");
        assertThat(d.action()).as(d.reason()).isInstanceOf(Action.Click.class);
        assertThat(((Action.Click) d.action()).target().orElseThrow()).as(d.reason()).isEqualTo(deletes.get(2).id());
    }

    @Test
    void readFromPixelsACardsBinIsTheOneUnderItsTitleNotTheCardAbovesNearerOne() {
        String[] cards = {"Home", "Work", "Old work", "Mum's"};
        List<Element> deletes = new ArrayList<>();
        for (int k = 0; k < cards.length; k++) {
            int x = 366 + 420 * (k % 2);
            int y = 248 + 212 * (k / 2);
            add(Role.LABEL, cards[k], x, y, 70, 20);
            add(Role.LABEL, (k + 12) + " Quay Street", x, y + 30, 140, 16);
            add(Role.BUTTON, "", x + 286, y + 126, 40, 40);
            deletes.add(add(Role.BUTTON, "Delete", x + 330, y + 126, 40, 40));
        }
        Decision d = first("Delete my old work address.");
        assertThat(d.action()).as(d.reason()).isInstanceOf(Action.Click.class);
        assertThat(((Action.Click) d.action()).target().orElseThrow()).as(d.reason()).isEqualTo(deletes.get(2).id());
    }

    @Test
    void theCheapestThatArrivesInTimeIsComparedOnlyAmongTheRowsThatArriveBeforeTheDeadline() {
        add(Role.BUTTON, "Departs", 300, 100, 80, 24);
        add(Role.BUTTON, "Arrives", 450, 100, 80, 24);
        add(Role.BUTTON, "Price", 750, 100, 80, 24);
        String[][] trains = {{"06:30", "08:02", "£52.40"}, {"07:30", "09:05", "£29.80"}, {"08:00", "09:38", "£24.60"}, {"08:30", "10:02", "£22.90"}};
        List<Element> boxes = new ArrayList<>();
        for (int k = 0; k < trains.length; k++) {
            int y = 140 + 40 * k;
            boxes.add(add(Role.CHECKBOX, trains[k][0], 250, y, 20, 20));
            add(Role.TABLE_CELL, trains[k][0], 300, y, 60, 20);
            add(Role.TABLE_CELL, trains[k][1], 450, y, 60, 20);
            add(Role.TABLE_CELL, trains[k][2], 750, y, 60, 20);
        }
        assertThat(Deadlines.within("cheapest train that gets me there by 9:30", observed().elements()))
                .noneMatch(e -> e.label().equals("£24.60") || e.label().equals("£22.90")).anyMatch(e -> e.label().equals("£29.80"));
        assertThat(Deadlines.within("cheapest train", observed().elements())).hasSize(observed().elements().size());
        Decision d = first("I've got a meeting in Birmingham at half past nine tomorrow morning. Pick the cheapest train that gets me there in time.");
        assertThat(d.action()).as(d.reason()).isInstanceOf(Action.Click.class);
        assertThat(screen.get(((Action.Click) d.action()).target().orElseThrow() - 1).box().y()).as(d.reason()).isEqualTo(180);
    }

    @Test
    void theShortestExtensionThatReachesTheTimeToldIsChosen() {
        add(Role.LABEL, "Started", 170, 236, 60, 16);
        add(Role.LABEL, "12:30", 170, 256, 60, 24);
        add(Role.LABEL, "Ends", 383, 236, 40, 16);
        add(Role.LABEL, "14:30", 383, 256, 60, 24);
        String[] lengths = {"30 min £1.40", "1 hour £2.80", "1 hour 30 min £4.20", "2 hours £5.60"};
        for (int k = 0; k < lengths.length; k++) {
            add(Role.RADIO, lengths[k], 156 + 127 * k, 454, 120, 70);
        }
        assertThat(Extensions.reaching("I'm stuck at the dentist until 3:45", observed().elements())).map(SubGoal::target)
                .contains("1 hour 30 min £4.20");
        assertThat(Extensions.reaching("I'm stuck at the dentist until 15:00", observed().elements())).map(SubGoal::target)
                .contains("30 min £1.40");
        // past the longest, or no time told: nothing is chosen
        assertThat(Extensions.reaching("I'm stuck until 19:00", observed().elements())).isEmpty();
        assertThat(Extensions.reaching("I'm stuck at the dentist", observed().elements())).isEmpty();
        add(Role.BUTTON, "Pay £4.20", 672, 555, 114, 44);
        assertThat(Extensions.paid(SubGoal.of(dev.tca.brain.plan.Kind.CLICK, "1 hour 30 min £4.20"), observed().elements()))
                .map(SubGoal::target).contains("Pay £4.20");
    }

    @Test
    void aCheckoutNoButtonSaysIsInTheShopsBasketOpenedByItsOwnButtonNotAnAddToBasket() {
        add(Role.TEXT_FIELD, "Search products", 300, 20, 400, 30);
        Element basket = add(Role.BUTTON, "Basket, 2 items", 1180, 14, 40, 40);
        add(Role.LABEL, "Rechargeable AA batteries, 4 pack", 300, 200, 300, 20);
        add(Role.BUTTON, "Add to basket", 1040, 200, 110, 34);
        add(Role.LABEL, "AA alkaline batteries, 8 pack", 300, 260, 300, 20);
        add(Role.BUTTON, "Add to basket", 1040, 260, 110, 34);
        Decision d = first("Check out.");
        assertThat(d.action()).as(d.reason()).isInstanceOf(Action.Click.class);
        assertThat(((Action.Click) d.action()).target().orElseThrow()).as(d.reason()).isEqualTo(basket.id());
    }

    /** A registrar's table of domains: auto-renew shown as a word, each row with its Manage. */
    private void domains() {
        String[][] rows = {{"okafor-studio.co.uk", "On"}, {"okaforphoto.com", "On"}, {"okaforphoto.net", "Off"}};
        add(Role.LABEL, "To turn off auto-renew for one domain, choose Manage next to it.", 130, 600, 500, 18);
        for (int r = 0; r < rows.length; r++) {
            add(Role.TABLE_CELL, rows[r][0], 130, 300 + 63 * r, 120, 20);
            add(Role.TABLE_CELL, rows[r][1], 598, 300 + 63 * r, 30, 20);
            add(Role.BUTTON, "Manage", 965, 288 + 63 * r, 86, 36);
        }
    }

    @Test
    void aSwitchARowShowsOnlyAsAWordIsBehindTheRowsManage() {
        domains();
        assertThat(clicked(first("Turn off auto-renew for okaforphoto.com.")).box().y()).as("the second row's Manage").isEqualTo(351);
    }

    @Test
    void readFromPixelsAWordlessSwitchAtTheEndOfItsTitlesRowIsThatTitlesSwitch() {
        add(Role.LABEL, "okaforphoto.com", 138, 500, 158, 22, Source.OCR);
        add(Role.LABEL, "Auto-renew", 138, 572, 78, 18, Source.OCR);
        add(Role.LABEL, "We'll renew it for £14.99 a year before 14 April 2032", 138, 592, 268, 14, Source.OCR);
        Element toggle = add(Role.CHECKBOX, "", 1080, 574, 46, 28, Source.WIDGET, State.CHECKED);
        add(Role.LABEL, "Renew now", 138, 637, 80, 18, Source.OCR);
        add(Role.BUTTON, "Renew now", 1020, 632, 106, 40, Source.WIDGET);
        assertThat(clicked(first("Turn off auto-renew.")).id()).isEqualTo(toggle.id());
        assertThat(Confirmations.back("Keep auto-renew")).as("a way back, hyphen and all").isTrue();
    }

    @Test
    void aButtonThatSaysTheVerbOfAnotherThingIsNotTheGroupsLeaveWhichIsInTheMembersMenu() {
        add(Role.HEADING, "Riverside Runners", 300, 90, 240, 30);
        Element member = add(Role.BUTTON, "✓ You're a member ▾", 300, 200, 170, 36);
        add(Role.BUTTON, "Share", 480, 200, 70, 36);
        add(Role.LABEL, "Moving away, changed your routine, or just not running with us any more? No hard feelings! Before you leave,"
                + " please leave us a line of feedback so we can make the group better for everyone.", 160, 330, 600, 60);
        add(Role.BUTTON, "Leave feedback", 160, 400, 130, 34);
        add(Role.BUTTON, "Leave the waitlist", 160, 560, 150, 34);
        Decision d = first("I don't run any more, so take me out of the Riverside Runners group.");
        assertThat(clicked(d).id()).as(d.reason()).isEqualTo(member.id());
    }

    @Test
    void aRowsVerbWhoseTitleIsFurtherDownIsLookedForThereNotInTheRowsMenus() {
        String[] titles = {"Harbour Wall", "The Tidy Mind", "Six Rivers South", "Salt and Iron"};
        for (int r = 0; r < titles.length; r++) {
            add(Role.HEADING, titles[r], 300, 220 + 90 * r, 200, 20);
            add(Role.BUTTON, "Download", 1020, 215 + 90 * r, 40, 40);
            add(Role.BUTTON, "More", 1066, 215 + 90 * r, 40, 40, State.COLLAPSED);
        }
        Decision d = first("Download Six Rivers North so I can listen to it on the plane.");
        assertThat(d.action()).as(d.reason()).isInstanceOf(Action.Scroll.class);
    }

    @Test
    void stoppingAThingFromDoingSwitchesOffTheSwitchThatSaysTheDoingOnAnotherTabNotALookAlikeHere() {
        add(Role.LINK, "Photos", 150, 20, 60, 20);
        add(Role.LINK, "Albums", 230, 20, 60, 20);
        add(Role.HEADING, "Settings", 300, 80, 120, 30);
        add(Role.TAB, "General", 300, 150, 80, 30, State.SELECTED);
        Element backup = add(Role.TAB, "Backup", 390, 150, 80, 30);
        add(Role.TAB, "Sharing", 480, 150, 80, 30);
        add(Role.BUTTON, "Show memories", 1020, 230, 46, 26, State.CHECKED);
        add(Role.BUTTON, "Use mobile data to load full-size photos", 1020, 300, 46, 26, State.UNCHECKED);
        add(Role.BUTTON, "Save", 1020, 480, 80, 36);
        Decision d = first("Stop my photos from backing up over mobile data, and save that.");
        assertThat(clicked(d).id()).as(d.reason()).isEqualTo(backup.id());
    }

    @Test
    void aPreferenceTheMailboxAnswersOnlyWithAFoldersLinkIsLookedForInSettings() {
        add(Role.TEXT_FIELD, "Search mail", 230, 10, 500, 40);
        Element settings = add(Role.BUTTON, "Settings", 1110, 10, 40, 40);
        add(Role.LINK, "Inbox", 20, 140, 180, 30);
        add(Role.LINK, "Sent", 20, 204, 180, 30);
        add(Role.LINK, "Drafts", 20, 236, 180, 30);
        add(Role.LABEL, "Sofia Brandão", 250, 80, 100, 20);
        add(Role.LABEL, "Quiz night on Friday?", 460, 80, 140, 20);
        Decision d = first("Give me 30 seconds to take an email back after I've sent it.");
        assertThat(clicked(d).id()).as(d.reason()).isEqualTo(settings.id());
    }

    @Test
    void aPlayersToggleThatShowsNoStateIsPressedToTurnItOnNotTakenForTheShuffleNextToIt() {
        add(Role.BUTTON, "Shuffle", 530, 740, 30, 30, State.CHECKED);
        add(Role.BUTTON, "Play", 620, 740, 40, 40);
        Element repeat = add(Role.BUTTON, "Repeat", 720, 740, 30, 30);
        Decision d = first("Turn on repeat");
        assertThat(clicked(d).id()).as(d.reason()).isEqualTo(repeat.id());
    }

    @Test
    void aPlaylistNamedInTheSidebarIsOpenedBeforeThePlayersPlayWhileThePanelShowsAnother() {
        add(Role.LINK, "Focus", 40, 220, 160, 24);
        Element morning = add(Role.LINK, "Morning Run", 40, 256, 160, 24);
        add(Role.LINK, "Chill", 40, 292, 160, 24);
        add(Role.HEADING, "Focus", 320, 120, 200, 40);
        add(Role.BUTTON, "Play", 620, 740, 40, 40);
        add(Role.BUTTON, "Shuffle", 530, 740, 30, 30, State.UNCHECKED);
        Decision d = first("Play my Morning Run playlist on shuffle, with the whole playlist on repeat.");
        assertThat(clicked(d).id()).as(d.reason()).isEqualTo(morning.id());
    }
}
