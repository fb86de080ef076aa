/**
 * The parameter panel: startup, transfer rate, speed, load, memory and result return on log-scale sliders with
 * exact fields, labelled in the chosen notation (A/C/S, α/τ/σ, w/z/T), and the strategy choices that apply to the
 * network kind. Invalid text is reported per field and never reaches the solver.
 */
package org.dltexplorer.app.feature.parameters;
