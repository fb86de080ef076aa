package org.dltexplorer.app;

import org.dltexplorer.core.io.ScenarioDigest;
import org.dltexplorer.core.io.ScenarioWriter;
import org.dltexplorer.core.model.Scenario;

/**
 * What made an exported file: {@code DLT Explorer <version>} and the SHA-256 digest of the scenario, recorded in
 * every figure and table (PDF Creator and Subject, SVG {@code <metadata>}, PNG {@code tEXt}, a comment in {@code .tex}
 * and Markdown), so a figure in a paper can be traced to the tool and the very scenario it was drawn from. The digest
 * is of the scenario as DLT Explorer saves it (UTF-8 JSON of {@link ScenarioWriter}), so the same scenario gives the same digest whatever the spacing or key order of the file it came from.
 *
 * @param program {@code DLT Explorer <version>}
 * @param scenarioSha256 64 lower-case hex digits (several, comma-separated, for a figure of several scenarios), or
 *        null when the file was not drawn from a scenario
 */
public record Provenance(String program, String scenarioSha256) {

    /** This program, no scenario. */
    public static Provenance ofProgram() {
        return new Provenance(programName(), null);
    }

    /** This program and {@code scenario}'s digest. */
    public static Provenance of(Scenario scenario) {
        return new Provenance(programName(), ScenarioDigest.sha256(scenario)); // the digest map shards carry too
    }

    /** This program and the digest of every scenario of an overlay, in its order. */
    public static Provenance of(java.util.List<Scenario> scenarios) {
        if (scenarios.size() == 1) {
            return of(scenarios.get(0));
        }
        return new Provenance(programName(), String.join(", ", scenarios.stream().map(ScenarioDigest::sha256).toList()));
    }

    /** {@code DLT Explorer 0.2.0}. */
    public static String programName() {
        return "DLT Explorer " + BuildInfo.version();
    }

    /** {@code scenario SHA-256 <hex>}, or empty when there is no scenario. */
    public String scenarioText() {
        return scenarioSha256 == null ? "" : (scenarioSha256.contains(",") ? "scenarios SHA-256 " : "scenario SHA-256 ")
                + scenarioSha256;
    }

    /** One line for a comment: {@code DLT Explorer 0.2.0; scenario SHA-256 <hex>}. */
    public String line() {
        return scenarioSha256 == null ? program : program + "; " + scenarioText();
    }
}
