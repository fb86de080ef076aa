package org.dltexplorer.app.arch;

import static com.tngtech.archunit.core.domain.JavaCall.Predicates.target;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.assignableTo;
import static com.tngtech.archunit.core.domain.properties.HasName.Predicates.nameMatching;
import static com.tngtech.archunit.core.domain.properties.HasOwner.Predicates.With.owner;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.simpleNameEndingWith;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noFields;

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
     * Issue 25: the window's scenario has one owner, the {@code ScenarioDocument}. Only it records, undoes, redoes,
     * seals or clears the history; anyone else may read its labels. A class that wrote the history itself would
     * edit behind the document's back.
     */
    @ArchTest
    static final ArchRule onlyTheDocumentKeepsItsHistory = noClasses()
            .that().resideOutsideOfPackages("org.dltexplorer.app.document..", "org.dltexplorer.app.feature.history..")
            .should().callMethodWhere(target(owner(assignableTo(org.dltexplorer.app.feature.history.ScenarioHistory.class)))
                    .and(target(nameMatching("record|undo|redo|seal|clear"))))
            .because("only the ScenarioDocument changes the undo history");

    /**
     * Issue 25: panels send named edits. A feature may apply a {@code ScenarioEdit} to the document (a map point
     * becomes the scenario: {@code ReplaceScenario}), never open, undo, recover or mark it saved: those are the
     * shell's File and Edit menus.
     */
    @ArchTest
    static final ArchRule panelsChangeTheDocumentOnlyByEdits = noClasses()
            .that().resideInAPackage("org.dltexplorer.app.feature..")
            .should().callMethodWhere(target(owner(assignableTo(org.dltexplorer.app.document.ScenarioDocument.class)))
                    .and(target(nameMatching("open|recover|markSaved|undo|redo"))))
            .because("panels change the scenario only by sending a ScenarioEdit to ScenarioDocument.apply");

    /**
     * Issue 25: a panel shows what it is given and sends what the user changes; a value equal to the one shown is
     * no edit, so nothing needs a flag telling listeners to look away while values are pushed in. A field named
     * like such a guard anywhere in the app (shell, features, document, view-models, views) means one came back.
     */
    @ArchTest
    static final ArchRule noReentrancyGuards = noFields()
            .that().areDeclaredInClassesThat(resideInAnyPackage("org.dltexplorer.app.."))
            .should().haveNameMatching("(loading|updating|restoring|syncing|rendering|reconciling|suppress|ignoring|muted)\\w*")
            .because("an echo is avoided by comparing with what is shown, not by a reentrancy flag (issue 25)");

    /** Issue 25: the document is the model the panels render; it knows no panel, no shell and no control. */
    @ArchTest
    static final ArchRule theDocumentKnowsNoPanel = noClasses().that().resideInAPackage("org.dltexplorer.app.document..")
            .should().dependOnClassesThat().resideInAnyPackage("org.dltexplorer.app.shell..", "org.dltexplorer.app.feature.network..",
                    "org.dltexplorer.app.feature.parameters..", "javafx.scene..");

    /**
     * One latest-wins job ({@code LatestJob}): a view-model that held its own {@code TaskHandle} would be writing
     * the cancel-and-drop-late-answers logic again (it was written three times before issue 25).
     */
    @ArchTest
    static final ArchRule latestWinsIsWrittenOnce = noClasses().that().resideOutsideOfPackage("org.dltexplorer.app.task..")
            .should().dependOnClassesThat().belongToAnyOf(org.dltexplorer.app.task.TaskHandle.class);
}
