/**
 * The scattering animated phase by phase (teaching): which nodes hold load after each phase of activation and
 * which messages the phase carries, for hypercubes (layer by layer, seed 001 §7.2.3), meshes ((p+1)-nomial
 * patterns, seed 001 Fig. 7.5; our own pattern for p = 4 in 3D) and tori (Peters–Syska, seed 000 Fig. 1), NLF or LLF,
 * with a time cursor on the Gantt diagram (docs/decisions/0007). {@link
 * org.dltexplorer.app.feature.animation.ActivationPlan} holds the numbers, the view-model the play state, the view
 * only draws.
 */
package org.dltexplorer.app.feature.animation;
