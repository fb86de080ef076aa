package org.dltexplorer.core.arch;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/** core is the solver library: no UI toolkit, no chart library may ever leak into it. */
@AnalyzeClasses(packages = "org.dltexplorer.core", importOptions = ImportOption.DoNotIncludeTests.class)
class LayeringTest {

    @ArchTest
    static final ArchRule coreHasNoUi = noClasses().that().resideInAPackage("org.dltexplorer.core..")
            .should().dependOnClassesThat().resideInAnyPackage("javafx..", "org.jfree..", "org.controlsfx..", "java.awt..",
                    "javax.swing..", "picocli..");

    @ArchTest
    static final ArchRule modelDoesNotKnowSolvers = noClasses().that().resideInAPackage("org.dltexplorer.core.model..")
            .should().dependOnClassesThat().resideInAnyPackage("org.dltexplorer.core.solver..", "org.dltexplorer.core.io..");
}
