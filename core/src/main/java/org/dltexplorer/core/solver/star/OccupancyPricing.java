package org.dltexplorer.core.solver.star;

/**
 * The pricing program of the port-occupancy bound ({@link InstallmentOccupancyBound}, decision 0022): for one worker
 * {@code w}, a deadline {@code D} and prices {@code μ ≥ 0} constant on each cell of {@code [0, D]},
 * <pre>
 *   h_w(μ) = sup { load(plan) − ∫_0^D μ(t) occ_plan(t) dt : plan of w alone meeting D, at most n messages }
 * </pre>
 * over plans at continuous positions ({@link OccupancyPlan}; none at all gives 0, so {@code h_w ≥ 0}). The bound
 * rests on {@link Priced#upper} being at least that supremum; the plan only feeds the cutting planes.
 */
interface OccupancyPricing {

    /**
     * What a pricing program found.
     *
     * @param value what {@code plan} is worth at the prices, computed from the plan itself
     * @param upper a proven upper bound on {@code h_w(μ)}, at least {@code value}
     * @param plan a plan of the worker meeting the deadline (the empty one when nothing is worth more)
     */
    record Priced(double value, double upper, OccupancyPlan plan) {
    }

    /**
     * {@code h_w(μ)} for worker {@code worker} of {@code star} at {@code deadline}: cell {@code q} is
     * {@code (cellEnds[q−1], cellEnds[q]]} ({@code cellEnds[−1] = 0}, the last end {@code deadline}) and costs
     * {@code mu[q] ≥ 0} per unit of port time. Absolute units.
     */
    Priced price(InstallmentStar star, int worker, double deadline, double[] cellEnds, double[] mu);
}
