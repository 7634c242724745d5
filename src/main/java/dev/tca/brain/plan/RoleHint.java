package dev.tca.brain.plan;

/** The kind of widget the goal's words point at ("the Email field", "the Remember me box"), ANY when they do not say. */
public enum RoleHint { ANY, BUTTON, EDITABLE, CHECKBOX, RADIO, LINK, TAB, MENU, LIST, COMBO, SLIDER, SPIN, ICON, ITEM, SECTION }
