package dev.tca.cli;

import picocli.CommandLine;

/** The version line, read from the JAR's manifest when there is one. */
final class Version implements CommandLine.IVersionProvider {

    @Override
    public String[] getVersion() {
        String v = Version.class.getPackage().getImplementationVersion();
        return new String[] {"tca " + (v == null ? "0.1.0" : v) + " (Java " + Runtime.version() + ")"};
    }
}
