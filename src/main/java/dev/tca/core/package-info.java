/** Values every stage shares: frames, boxes, elements, actions, decisions, verdicts and the failures they raise. */
package dev.tca.core;
