package org.dltexplorer.app.arch;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/**
 * Layering of the app (JabRef's CommonArchitectureTest habit): view-models hold properties and commands, never
 * controls; views may use view-models but not the reverse; the command line never needs a display.
 */
@AnalyzeClasses(packages = "org.dltexplorer", importOptions = ImportOption.DoNotIncludeTests.class)
class AppArchitectureTest {

    @ArchTest
    static final ArchRule viewModelsHaveNoControls = noClasses().that().haveSimpleNameEndingWith("ViewModel")
            .should().dependOnClassesThat().resideInAnyPackage("javafx.scene..", "javafx.stage..", "org.controlsfx..",
                    "org.jfree.chart.fx..");

    @ArchTest
    static final ArchRule viewModelsDoNotKnowViews = noClasses().that().haveSimpleNameEndingWith("ViewModel")
            .should().dependOnClassesThat().haveSimpleNameEndingWith("View");

    @ArchTest
    static final ArchRule screenLogicHasNoControls = noClasses().that().haveSimpleNameStartingWith("Network")
            .and().haveSimpleNameNotEndingWith("View").and().haveSimpleNameNotEndingWith("Canvas")
            .or().haveSimpleNameStartingWith("Parameter").and().haveSimpleNameNotEndingWith("View")
            .or().haveSimpleNameStartingWith("CustomGraph")
            .should().dependOnClassesThat().resideInAnyPackage("javafx.scene..", "org.controlsfx..");

    @ArchTest
    static final ArchRule backgroundWorkHasNoControls = noClasses().that().resideInAPackage("org.dltexplorer.app.task..")
            .should().dependOnClassesThat().resideInAnyPackage("javafx.scene..", "org.controlsfx..");

    @ArchTest
    static final ArchRule cliNeverNeedsADisplay = noClasses().that().resideInAPackage("org.dltexplorer.app.cli..")
            .should().dependOnClassesThat().resideInAnyPackage("javafx..", "org.controlsfx..", "org.jfree.chart.fx..");

    @ArchTest
    static final ArchRule coreNeverImportsTheApp = noClasses().that().resideInAPackage("org.dltexplorer.core..")
            .should().dependOnClassesThat().resideInAPackage("org.dltexplorer.app..");

    @ArchTest
    static final ArchRule featuresDoNotReachIntoTheShell = noClasses().that().resideInAPackage("org.dltexplorer.app.feature..")
            .should().dependOnClassesThat().resideInAPackage("org.dltexplorer.app.shell..");
}
