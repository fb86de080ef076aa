package org.dltexplorer.app.chart;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/** Charts, their export, the gallery and the CLI run headless: no JavaFX, no GUI packages. */
@AnalyzeClasses(packages = {"org.dltexplorer.app.chart", "org.dltexplorer.app.cli", "org.dltexplorer.app.gallery"},
        importOptions = {ImportOption.DoNotIncludeTests.class, ImportOption.DoNotIncludeJars.class})
class ChartLayeringTest {

    @ArchTest
    static final ArchRule headless = noClasses()
            .that().resideInAnyPackage("org.dltexplorer.app.chart..", "org.dltexplorer.app.cli..", "org.dltexplorer.app.gallery..")
            .should().dependOnClassesThat().resideInAnyPackage("javafx..", "org.jfree.chart.fx..", "org.controlsfx..",
                    "org.dltexplorer.app.shell..", "org.dltexplorer.app.feature..", "org.dltexplorer.app.task..");
}
