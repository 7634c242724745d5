package dev.tca.cli;

import picocli.CommandLine;

/**
 * The version line, from the JAR manifest's Implementation-Version (the pom's version, written by
 * the shade plugin). Classes run outside the JAR (tests, an IDE) have no manifest and say so.
 */
final class Version implements CommandLine.IVersionProvider {

    @Override
    public String[] getVersion() {
        return new String[] {line(Version.class.getPackage().getImplementationVersion())};
    }

    static String line(String implementationVersion) {
        String v = implementationVersion == null ? "(development build, not from a JAR)" : implementationVersion;
        return "tca " + v + " (Java " + Runtime.version() + ")";
    }
}
