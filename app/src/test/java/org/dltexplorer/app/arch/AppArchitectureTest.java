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

    /**
     * Issue 25: the window's scenario has one owner. Only the shell, which owns the scenario, records and replays
     * its history; a panel that wrote history (or the scenario) itself would edit behind the owner's back.
     */
    @ArchTest
    static final ArchRule onlyTheScenarioOwnerKeepsItsHistory = noClasses()
            .that().resideOutsideOfPackages("org.dltexplorer.app.shell..", "org.dltexplorer.app.feature.history..")
            .should().dependOnClassesThat().belongToAnyOf(org.dltexplorer.app.feature.history.ScenarioHistory.class);

    /**
     * One latest-wins job ({@code LatestJob}): a view-model that held its own {@code TaskHandle} would be writing
     * the cancel-and-drop-late-answers logic again (it was written three times before issue 25).
     */
    @ArchTest
    static final ArchRule latestWinsIsWrittenOnce = noClasses().that().resideOutsideOfPackage("org.dltexplorer.app.task..")
            .should().dependOnClassesThat().belongToAnyOf(org.dltexplorer.app.task.TaskHandle.class);
}
