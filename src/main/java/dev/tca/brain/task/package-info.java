/** The task brain: a goal read into a plan of sub-goals, each grounded by role, meaning and place, each with the effect the screen must show. */
package dev.tca.brain.task;
