/**
 * Linear programs whose answers are proven, not trusted: every ojAlgo LP whose result a solver labels
 * {@code optimal} goes through {@link org.dltexplorer.core.solver.lp.CertifiedLp}, which checks the primal answer
 * against a dual one by weak duality ({@link org.dltexplorer.core.solver.lp.LpCertificate}) and re-solves when the
 * check fails. ojAlgo's simplex has called non-optimal vertices optimal (a chain with returns, a bus, a binomial tree
 * with memory buffers); the certificate is what turns "the solver said so" into a checked claim.
 */
package org.dltexplorer.core.solver.lp;
