package org.dltexplorer.app.chart.export;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.metadata.IIOMetadataNode;
import javax.imageio.stream.ImageInputStream;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.dltexplorer.app.BuildInfo;
import org.dltexplorer.app.Provenance;
import org.dltexplorer.app.chart.ChartKind;
import org.dltexplorer.app.chart.Figures;
import org.dltexplorer.core.io.ScenarioWriter;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Node;

/** Every exported figure says which program and which scenario made it, where its format keeps such facts. */
class ProvenanceExportTest {

    @TempDir
    Path dir;

    private final Scenario chain = Scenario.uniform(new Chain(4, 0), 1.0, ProcessorParams.of(1.0), LinkParams.of(0, 0.2));

    /** The digest as anyone would compute it from the saved scenario, without {@link Provenance}. */
    private String expectedDigest() throws Exception {
        byte[] saved = new ScenarioWriter().write(chain).getBytes(StandardCharsets.UTF_8);
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(saved));
    }

    private Path export(ExportFormat format) throws Exception {
        Path f = dir.resolve("d." + format.extension());
        ChartExporter.export(Figures.standard().data(ChartKind.DISTRIBUTION, chain), f,
                FigureOptions.defaults(format).withProvenance(Provenance.of(chain)));
        return f;
    }

    @Test
    void pdfSvgPngAndTexCarryTheVersionAndTheScenarioDigest() throws Exception {
        String program = "DLT Explorer " + BuildInfo.version();
        String digest = expectedDigest();
        assertThat(digest).hasSize(64);

        try (PDDocument pdf = Loader.loadPDF(export(ExportFormat.PDF).toFile())) {
            assertThat(pdf.getDocumentInformation().getCreator()).isEqualTo(program);
            assertThat(pdf.getDocumentInformation().getSubject()).isEqualTo("scenario SHA-256 " + digest);
        }
        String svg = Files.readString(export(ExportFormat.SVG));
        assertThat(svg).containsPattern("<metadata>.*" + program + ".*scenario SHA-256 " + digest + ".*</metadata>")
                .contains("xml:space=\"preserve\"");
        assertThat(pngText(export(ExportFormat.PNG))).contains("Software=" + program, "Source=scenario SHA-256 " + digest);
        assertThat(Files.readAllLines(export(ExportFormat.TEX)))
                .contains("% written by " + program + "; scenario SHA-256 " + digest);
    }

    @Test
    void anotherScenarioHasAnotherDigest() throws Exception {
        assertThat(Provenance.of(chain.withLoad(2.0)).scenarioSha256()).isNotEqualTo(expectedDigest());
    }

    private static java.util.List<String> pngText(Path png) throws Exception {
        java.util.List<String> entries = new java.util.ArrayList<>();
        try (ImageInputStream in = ImageIO.createImageInputStream(png.toFile())) {
            ImageReader reader = ImageIO.getImageReaders(in).next();
            reader.setInput(in);
            Node root = reader.getImageMetadata(0).getAsTree("javax_imageio_png_1.0");
            for (Node n = root.getFirstChild(); n != null; n = n.getNextSibling()) {
                if (n.getNodeName().equals("tEXt")) {
                    for (Node e = n.getFirstChild(); e != null; e = e.getNextSibling()) {
                        IIOMetadataNode entry = (IIOMetadataNode) e;
                        entries.add(entry.getAttribute("keyword") + "=" + entry.getAttribute("value"));
                    }
                }
            }
            reader.dispose();
        }
        return entries;
    }
}
