/**
 * The scattering animated phase by phase (teaching): which nodes hold load after each phase of activation and
 * which messages the phase carries, for hypercubes (layer by layer, Drozdowski (2009), §7.2.3), meshes ((p+1)-nomial
 * patterns, Drozdowski (2009), Fig. 7.5; our own pattern for p = 4 in 3D) and tori (Peters–Syska, Błażewicz et al. (1999), Fig. 1), NLF or LLF,
 * with a time cursor on the Gantt diagram (docs/decisions/0007). {@link
 * org.dltexplorer.app.feature.animation.ActivationPlan} holds the numbers, the view-model the play state, the view
 * only draws.
 */
package org.dltexplorer.app.feature.animation;
