package dev.tca;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.util.function.Function;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The package graph points one way: core at the bottom, session (the composition root) and cli at
 * the top, the OS only in platform. Each rule is written for a root package, so the same rule is
 * checked on tca's classes (no violation) and on planted violators under {@code dev.tca.archfixtures}
 * that mirror the layout (at least one violation): a rule that matches no package cannot pass unseen.
 */
@Tag("fast")
class ArchitectureTest {

    private static final JavaClasses TCA = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("dev.tca");

    private static final JavaClasses PLANTED = new ClassFileImporter().importPackages("dev.tca.archfixtures");

    enum Rule {
        CORE_IMPORTS_NOTHING_BUT_THE_JDK(r -> classes().that().resideInAPackage(r + ".core..")
                .should().onlyDependOnClassesThat().resideInAnyPackage(r + ".core..", "java..")),
        NOTHING_IMPORTS_THE_COMMAND_LINE(r -> noClasses().that().resideOutsideOfPackage(r + ".cli..")
                .should().dependOnClassesThat().resideInAPackage(r + ".cli..")),
        ONLY_THE_FRONT_ENDS_IMPORT_THE_COMPOSITION_ROOT(r -> noClasses()
                .that().resideOutsideOfPackages(r + ".cli..", r + ".session..", r + ".mcp..")
                .should().dependOnClassesThat().resideInAPackage(r + ".session..")),
        THE_LOOP_KNOWS_ONLY_STAGE_INTERFACES(r -> classes().that().resideInAPackage(r + ".loop..")
                .should().onlyDependOnClassesThat().resideInAnyPackage(r + ".loop..", r + ".core..",
                        r + ".act", r + ".brain", r + ".perception", r + ".screen", r + ".policy", "java..")),
        ONLY_PLATFORM_TOUCHES_THE_ROBOT(r -> noClasses().that().resideOutsideOfPackage(r + ".platform..")
                .should().dependOnClassesThat().haveFullyQualifiedName("java.awt.Robot")),
        // tess4j's API is written in JNA types, so its one adapter is the exception.
        ONLY_PLATFORM_TOUCHES_NATIVE_CODE(r -> noClasses()
                .that().resideOutsideOfPackages(r + ".platform..", r + ".perception.tesseract..")
                .should().dependOnClassesThat().resideInAnyPackage("com.sun.jna..")),
        PERCEPTION_AND_SCREEN_DO_NOT_REACH_INTO_OTHER_STAGES(r -> noClasses()
                .that().resideInAnyPackage(r + ".perception..", r + ".screen..")
                .should().dependOnClassesThat().resideInAnyPackage(r + ".brain..", r + ".act..", r + ".policy..",
                        r + ".loop..", r + ".trace..", r + ".platform..")),
        BRAIN_AND_POLICY_DO_NOT_REACH_INTO_OTHER_STAGES(r -> noClasses()
                .that().resideInAnyPackage(r + ".brain..", r + ".policy..")
                .should().dependOnClassesThat().resideInAnyPackage(r + ".perception..", r + ".screen..", r + ".act..",
                        r + ".loop..", r + ".trace..", r + ".platform..")),
        THE_ACTION_CODEC_KNOWS_ONLY_CORE(r -> classes().that().resideInAPackage(r + ".codec..")
                .should().onlyDependOnClassesThat().resideInAnyPackage(r + ".codec..", r + ".core..", "java..",
                        "com.fasterxml.jackson.."));

        private final Function<String, ArchRule> rule;

        Rule(Function<String, ArchRule> rule) {
            this.rule = rule;
        }

        ArchRule on(String root) {
            return rule.apply(root);
        }
    }

    @ParameterizedTest
    @EnumSource(Rule.class)
    void tcaKeepsTheRule(Rule rule) {
        rule.on("dev.tca").check(TCA);
    }

    @ParameterizedTest
    @EnumSource(Rule.class)
    void theRuleCatchesAPlantedViolation(Rule rule) {
        assertThat(rule.on("dev.tca.archfixtures").evaluate(PLANTED).hasViolation())
                .as("%s finds the violation planted under dev.tca.archfixtures", rule).isTrue();
    }
}
