package org.dltexplorer.core.analysis;

/**
 * One point of a parameter map.
 *
 * @param ix the x index, from 0
 * @param iy the y index, from 0
 * @param x the x parameter's value
 * @param y the y parameter's value
 * @param outcome what the solvers answered there
 */
public record MapPoint(int ix, int iy, double x, double y, PointOutcome outcome) {
}
