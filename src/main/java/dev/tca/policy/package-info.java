/** Policy: the rules every action passes before it runs, each a class with its reason. */
package dev.tca.policy;
