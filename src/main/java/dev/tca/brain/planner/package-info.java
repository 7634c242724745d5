/** The rule-based brains: planner (reads the goal), script (a fixed list of steps), first (the baseline). */
package dev.tca.brain.planner;
