/**
 * Divisible loads on processors with limited memory buffers (Drozdowski & Wolniewicz 2003, Drozdowski &amp; Wolniewicz).
 *
 * <p>Star (Drozdowski & Wolniewicz 2003, §2): for a fixed activation sequence the load distribution is the linear program LP1 (eqs.
 * (1)–(4)), solved with ojAlgo ({@link org.dltexplorer.core.solver.memory.StarLp}) and, for the order search, by an
 * exact specialised algorithm over concave piecewise-linear profiles
 * ({@link org.dltexplorer.core.solver.memory.SequenceEvaluator}). The optimal activation order and subset of workers
 * (problem MNP1, eqs. (6)–(12), strongly NP-hard) is found by a branch-and-bound
 * ({@link org.dltexplorer.core.solver.memory.OrderSearch}) started from the IBS heuristic of Li, Bharadwaj and Ko
 * ({@link org.dltexplorer.core.solver.memory.IncrementalBalancing}) and a local search. On memory stars it fixes the
 * sequence from its end ({@link org.dltexplorer.core.solver.memory.TailFirstSearch}: the suffix exact, the head
 * bounded by a knapsack with setups); from the front (stars without buffers) it is bounded by
 * {@link org.dltexplorer.core.solver.memory.SuffixBound} (a fractional knapsack of port time and a knapsack with
 * setups, {@link org.dltexplorer.core.solver.memory.StartupKnapsack}) and, for the last workers to sequence, by a
 * dynamic program over their sets ({@link org.dltexplorer.core.solver.memory.SuffixSetBound}).
 *
 * <p>Binomial trees (Drozdowski & Wolniewicz 2003, §3): LP NLF (eqs. (13)–(15)) and LP LLF (eqs. (17)–(19)) on meshes and 2D tori
 * ({@link org.dltexplorer.core.solver.memory.BinomialTreeMemorySolver}).
 *
 * <p>Notation: the paper's {@code A_i, C_j, S_j, B_i, V} are the canonical {@code A, C, S, B} and the load;
 * processor 0 is the originator, it computes (from time 0, in parallel with its communications) and its buffer
 * bounds only what it computes itself; a worker holds its whole chunk from the start of its reception until it has
 * computed it, so its chunk is bounded by {@code B_i}; the sender pays the startup of each message (a message of
 * {@code x} units lasts {@code S_j + C_j x}); results are not returned.
 */
package org.dltexplorer.core.solver.memory;
