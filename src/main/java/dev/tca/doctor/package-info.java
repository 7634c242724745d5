/** Doctor: preflight checks of this machine, each with its fix when it fails. */
package dev.tca.doctor;
