package dev.tca;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;

import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

/** The package graph points one way: core at the bottom, cli at the top, the OS only in platform. */
class ArchitectureTest {

    private static final JavaClasses TCA = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("dev.tca");

    @Test
    void coreImportsNothingOfOurs() {
        noClasses().that().resideInAPackage("dev.tca.core..")
                .should().dependOnClassesThat().resideOutsideOfPackages("dev.tca.core..", "java..")
                .check(TCA);
    }

    @Test
    void nothingImportsTheCommandLine() {
        noClasses().that().resideOutsideOfPackage("dev.tca.cli..")
                .should().dependOnClassesThat().resideInAPackage("dev.tca.cli..")
                .check(TCA);
    }

    @Test
    void theLoopKnowsStageInterfacesNeverImplementations() {
        noClasses().that().resideInAPackage("dev.tca.loop..")
                .should().dependOnClassesThat().resideInAnyPackage("dev.tca.perception.*.", "dev.tca.brain.*.",
                        "dev.tca.platform..", "dev.tca.cli..")
                .check(TCA);
    }

    @Test
    void onlyPlatformTouchesRobotAndNativeCode() {
        noClasses().that().resideOutsideOfPackages("dev.tca.platform..", "dev.tca.perception.tesseract..")
                .should().dependOnClassesThat().resideInAnyPackage("com.sun.jna..")
                .check(TCA);
        noClasses().that().resideOutsideOfPackage("dev.tca.platform..")
                .should().dependOnClassesThat().haveFullyQualifiedName("java.awt.Robot")
                .check(TCA);
    }

    @Test
    void stagesDoNotReachIntoEachOther() {
        noClasses().that().resideInAnyPackage("dev.tca.perception..", "dev.tca.screen..")
                .should().dependOnClassesThat().resideInAnyPackage("dev.tca.brain..", "dev.tca.act..", "dev.tca.policy..",
                        "dev.tca.loop..")
                .check(TCA);
        noClasses().that().resideInAnyPackage("dev.tca.brain..", "dev.tca.policy..")
                .should().dependOnClassesThat().resideInAnyPackage("dev.tca.perception..", "dev.tca.act..", "dev.tca.loop..",
                        "dev.tca.platform..")
                .check(TCA);
    }
}
