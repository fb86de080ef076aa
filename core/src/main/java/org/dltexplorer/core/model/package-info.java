/**
 * The problem: {@link org.dltexplorer.core.model.Scenario} (network, canonical parameters A, B, S, C, R, load V,
 * strategy) and the network kinds of the scenario format. The three notations of the papers
 * ({@link org.dltexplorer.core.model.Notation}) are converted to the canonical one when a scenario is read.
 */
package org.dltexplorer.core.model;
