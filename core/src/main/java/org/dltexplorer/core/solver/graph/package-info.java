/**
 * Arbitrary connected graphs (seed 003 §3): scheduled over a spanning tree chosen with JGraphT, then solved as a
 * tree (eq. (6)).
 */
package org.dltexplorer.core.solver.graph;
