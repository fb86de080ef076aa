package org.dltexplorer.core.arch;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaMethodCall;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import org.ojalgo.optimisation.ExpressionsBasedModel;
import org.ojalgo.optimisation.Optimisation;

/**
 * Issue 24: an LP answer is called optimal only with a certificate, so no solver asks ojAlgo for an optimum itself;
 * every LP goes through {@code core.solver.lp} ({@code CertifiedLp}), which checks ojAlgo's answer in our own
 * arithmetic. Two exceptions, named here so that they cannot grow unseen: {@code PackingLp} (the FIFO-returns search
 * and the installment port-demand bound solve thousands of packing LPs per second through ojAlgo's low-level builder;
 * it reads no objective of ojAlgo's but brackets the optimum itself, {@code PackingCertificate}, decision 0019), and
 * {@code CellEnumerationPricing} (the installment occupancy bound's pricing, thousands of LPs of at most seven
 * variables per worker; it reads no objective of ojAlgo's either: its upper value is weak duality over the cells' box
 * at ojAlgo's multipliers clipped to {@code y ≥ 0}, its plan ojAlgo's point checked and valued in our arithmetic).
 */
@AnalyzeClasses(packages = "org.dltexplorer.core", importOptions = ImportOption.DoNotIncludeTests.class)
class CertifiedLpTest {

    private static final DescribedPredicate<JavaMethodCall> OJALGO_SOLVE =
            new DescribedPredicate<>("ojAlgo's solve (ExpressionsBasedModel.minimise/maximise, a solver's solve)") {
                @Override
                public boolean test(JavaMethodCall call) {
                    String name = call.getTarget().getName();
                    var owner = call.getTarget().getOwner();
                    return owner.isAssignableTo(ExpressionsBasedModel.class)
                            && (name.equals("minimise") || name.equals("maximise"))
                            || owner.isAssignableTo(Optimisation.Solver.class) && name.equals("solve");
                }
            };

    @ArchTest
    static final ArchRule onlyCertifiedLpSolves = noClasses().that()
            // CellRangePricing (decision 0023) reads no objective of ojAlgo's: each node's bound is weak duality over
            // its box at ojAlgo's multipliers (BoxedLpCertificate), its plan ojAlgo's point checked and valued here
            .doNotHaveFullyQualifiedName("org.dltexplorer.core.solver.star.CellRangePricing")
            .and().doNotHaveFullyQualifiedName("org.dltexplorer.core.solver.star.CellRangePricing$Worker")
            .and()
            .resideOutsideOfPackage("org.dltexplorer.core.solver.lp..")
            .and().doNotHaveFullyQualifiedName("org.dltexplorer.core.solver.star.PackingLp")
            .and().doNotHaveFullyQualifiedName("org.dltexplorer.core.solver.star.CellEnumerationPricing")
            .and().doNotHaveFullyQualifiedName("org.dltexplorer.core.solver.star.CellEnumerationPricing$Worker")
            .should().callMethodWhere(OJALGO_SOLVE)
            .because("an LP's answer is optimal only when CertifiedLp certifies it (issue 24)");
}
