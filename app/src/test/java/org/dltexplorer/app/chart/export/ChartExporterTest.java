package org.dltexplorer.app.chart.export;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.awt.image.BufferedImage;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.metadata.IIOMetadataNode;
import javax.imageio.stream.ImageInputStream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.dltexplorer.app.chart.ChartKind;
import org.dltexplorer.app.chart.ChartStyle;
import org.dltexplorer.app.chart.FigureData;
import org.dltexplorer.app.chart.Figures;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.jfree.chart.JFreeChart;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;

class ChartExporterTest {

    @TempDir
    Path dir;

    private final Scenario chain = Scenario.uniform(new Chain(6, 0), 1.0, ProcessorParams.of(1.0), LinkParams.of(0.01, 0.2));
    private final FigureData data = Figures.standard().data(ChartKind.GANTT, chain);
    private final JFreeChart chart = Figures.chart(data, ChartStyle.PUBLICATION);

    @Test
    void pngHasTheRequestedSizeAndDpi() throws Exception {
        Path f = dir.resolve("g.png");

        // 13.5 × 8.5 cm: 640 × 400 pixels at 300 DPI (5.4 × 3.4 cm) left this Gantt chart's legend no plot
        ChartExporter.write(chart, data, f, ExportSize.pixels(1600, 1000, 300));

        BufferedImage img = ImageIO.read(f.toFile());
        assertThat(img.getWidth()).isEqualTo(1600);
        assertThat(img.getHeight()).isEqualTo(1000);
        try (ImageInputStream in = ImageIO.createImageInputStream(f.toFile())) {
            ImageReader reader = ImageIO.getImageReaders(in).next();
            reader.setInput(in);
            IIOMetadataNode root = (IIOMetadataNode) reader.getImageMetadata(0).getAsTree("javax_imageio_png_1.0");
            IIOMetadataNode phys = (IIOMetadataNode) root.getElementsByTagName("pHYs").item(0);
            // 300 dpi = 11811 pixels per metre (300 / 0.0254, rounded)
            assertThat(phys.getAttribute("pixelsPerUnitXAxis")).isEqualTo("11811");
            assertThat(phys.getAttribute("unitSpecifier")).isEqualTo("meter");
            reader.dispose();
        }
        assertThat(distinctColours(img)).as("something is drawn").isGreaterThan(2);
    }

    @Test
    void svgIsWellFormedXmlOfTheRequestedSize() throws Exception {
        Path f = dir.resolve("g.svg");

        ChartExporter.write(chart, data, f, ExportSize.points(500, 300, 72));

        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
        dbf.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
        Document doc = dbf.newDocumentBuilder().parse(f.toFile());
        assertThat(doc.getDocumentElement().getTagName()).isEqualTo("svg");
        assertThat(doc.getDocumentElement().getAttribute("width")).startsWith("500");
        assertThat(doc.getElementsByTagName("rect").getLength() + doc.getElementsByTagName("path").getLength())
                .isGreaterThan(5);
    }

    @Test
    void pdfStartsWithTheMagicAndHasAPage() throws Exception {
        Path f = dir.resolve("g.pdf");

        ChartExporter.write(chart, data, f, ExportSize.points(500, 300, 72));

        byte[] bytes = Files.readAllBytes(f);
        String text = new String(bytes, StandardCharsets.ISO_8859_1);
        assertThat(text).startsWith("%PDF");
        assertThat(text).contains("%%EOF");
        try (org.apache.pdfbox.pdmodel.PDDocument doc = org.apache.pdfbox.Loader.loadPDF(f.toFile())) {
            assertThat(doc.getNumberOfPages()).isEqualTo(1);
        }
    }

    @Test
    void csvHoldsTheChartsTable() throws Exception {
        Path f = dir.resolve("g.csv");

        ChartExporter.write(chart, data, f, ExportSize.points(480, 300, 96));

        assertThat(Files.readString(f)).isEqualTo(data.table().toCsv());
    }

    @Test
    void unknownExtensionsAreRefusedByName() {
        assertThatThrownBy(() -> ChartExporter.write(chart, data, dir.resolve("g.gif"), ExportSize.points(480, 300, 96)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("g.gif");
        assertThat(ExportFormat.of(Path.of("A.PDF"))).contains(ExportFormat.PDF);
    }

    @Test
    void sizesMustBePositive() {
        assertThatThrownBy(() -> new ExportSize(0, 10, 72)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new ExportSize(10, 10, 0)).hasMessageContaining("dpi");
    }

    private static long distinctColours(BufferedImage img) {
        java.util.Set<Integer> colours = new java.util.HashSet<>();
        for (int y = 0; y < img.getHeight(); y += 3) {
            for (int x = 0; x < img.getWidth(); x += 3) {
                colours.add(img.getRGB(x, y));
            }
        }
        return colours.size();
    }
}
