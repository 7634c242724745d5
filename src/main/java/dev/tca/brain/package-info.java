/** Brain: from a goal and what is on screen to one decision (planner, script, first; menu and reply parsing for models). */
package dev.tca.brain;
