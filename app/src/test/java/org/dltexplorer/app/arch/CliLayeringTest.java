package org.dltexplorer.app.arch;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/** The command line runs headless: it must never load JavaFX (only core and the chart builders). */
@AnalyzeClasses(packages = "org.dltexplorer.app", importOptions = ImportOption.DoNotIncludeTests.class)
class CliLayeringTest {

    @ArchTest
    static final ArchRule cliHasNoJavaFx = noClasses().that().resideInAPackage("org.dltexplorer.app.cli..")
            .should().dependOnClassesThat().resideInAnyPackage("javafx..", "org.controlsfx..");
}
