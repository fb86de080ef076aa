/**
 * Scheduling on an L-level K-ary tree with solution reporting (Ko & Robertazzi 2003, Ko &amp; Robertazzi, "Naive versus optimal
 * scheduling for data intensive applications", Stony Brook CEAS TR 808, 2003).
 *
 * <p>Three policies ({@link org.dltexplorer.core.model.KaryPolicy}): equal division (EDS, §III), sequential optimal
 * scheduling by equivalent-processor collapse (SOS, §IV) and the paper's multi-installment scheme (MOS, §V). Loads
 * come from the paper's recursions ({@link org.dltexplorer.core.solver.karytree.SequentialCollapse},
 * {@link org.dltexplorer.core.solver.karytree.MultiInstallmentLoads}), with a small LP
 * ({@link org.dltexplorer.core.solver.karytree.PortBoundSplit}) for the subtrees where the equal-finish split is not
 * the optimum of the reading in force, and an LP over MOS loads on request
 * ({@link org.dltexplorer.core.solver.karytree.MultiInstallmentLp}). The paper does not say whether a node may collect
 * a report on one link while still sending on another; {@link org.dltexplorer.core.model.Collect} names both
 * readings. The timeline is never read off a closed form but built interval by interval by
 * {@link org.dltexplorer.core.solver.karytree.TreeReplay} under the port rules of
 * {@link org.dltexplorer.core.schedule.CommunicationModel#explicit} for that reading, so the finish time reported is
 * the one the {@link org.dltexplorer.core.schedule.ScheduleValidator} replays.
 *
 * <p>Notation: the paper's {@code w·Tcp}, {@code z·Tcm}, {@code z·Tcm^sol} are the canonical {@code A}, {@code C},
 * {@code R} of each processor and link; link {@code i} joins processor {@code i} to its parent {@code (i-1)/K}.
 */
package org.dltexplorer.core.solver.karytree;
