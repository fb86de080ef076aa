package org.dltexplorer.core.solver.memory;

import org.dltexplorer.core.model.Mesh;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Torus2d;

/**
 * A homogeneous network scattered along a binomial tree of degree {@code p} (Drozdowski & Wolniewicz 2003, §3): layer 0 is the
 * originator, layer {@code i ≥ 1} has {@code n_i = p(p+1)^(i-1)} processors, {@code h} layers in all. A mesh gives
 * {@code p} and {@code h} directly; a {@code 5^k × 5^k} torus is the degree-4 tree with {@code h = 2k} (Błażewicz et al. 1999).
 *
 * @param p ports per processor (the tree's degree)
 * @param h layers available
 * @param a A, time to compute one unit
 * @param b B, the buffer of every processor
 * @param s S, the startup of one hop
 * @param c C, the time to send one unit over one hop
 * @param load V
 * @param originatorComputes whether layer 0 computes
 */
record BinomialTree(int p, int h, double a, double b, double s, double c, double load, boolean originatorComputes) {

    /** Layers beyond which {@code (p+1)^h} leaves exact double arithmetic; deeper layers are not searched. */
    static final double MAX_PROCESSORS = 0x1p53;

    static boolean applies(Scenario scenario) {
        return scenario.network() instanceof Mesh || scenario.network() instanceof Torus2d;
    }

    static BinomialTree of(Scenario scenario) {
        int p;
        int h;
        if (scenario.network() instanceof Mesh mesh) {
            p = mesh.ports();
            h = mesh.layers();
        } else {
            p = 4;
            h = 2 * ((Torus2d) scenario.network()).k();
        }
        var proc = scenario.processorDefault();
        var link = scenario.linkDefault();
        return new BinomialTree(p, h, proc.A(), proc.B(), link.S(), link.C(), scenario.load(),
                scenario.strategy().originatorComputes());
    }

    /** {@code n_i}: processors in layer {@code i}. */
    double count(int i) {
        return i == 0 ? 1.0 : p * Math.pow(p + 1.0, i - 1);
    }

    /** The deepest layer worth searching: at most {@code h}, and {@code (p+1)^h} exact in a double. */
    int searchableLayers() {
        int layers = 0;
        while (layers < h && Math.pow(p + 1.0, layers + 1) <= MAX_PROCESSORS) {
            layers++;
        }
        return layers;
    }

    /** Total buffer of layers {@code 0..layers}: {@code (p+1)^layers · B} (without the originator when it does not compute). */
    double memory(int layers) {
        return (Math.pow(p + 1.0, layers) - (originatorComputes ? 0 : 1)) * b;
    }
}
