package org.dltexplorer.core.solver.star;

/**
 * How the returns search ({@link FifoReturnSearch}) has its packing LPs solved: {@link PackingLp#maximise}; a test
 * passes one that errs, to show that the search's proofs rest on the bracket and not on the solver.
 */
@FunctionalInterface
interface PackingSolver {

    /** As {@link PackingLp#maximise(double[][], double[], int, int, double[], double[])}. */
    PackingLp.Bracket maximise(double[][] g, double[] h, int rows, int cols, double[] duals, double[] primal);
}
