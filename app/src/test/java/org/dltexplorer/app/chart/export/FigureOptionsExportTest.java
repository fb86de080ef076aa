package org.dltexplorer.app.chart.export;

import static org.assertj.core.api.Assertions.assertThat;

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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** {@link ChartExporter#export} follows every choice of {@link FigureOptions}: format, size, DPI and font family. */
class FigureOptionsExportTest {

    @TempDir
    Path dir;

    private final Scenario chain = Scenario.uniform(new Chain(6, 0), 1.0, ProcessorParams.of(1.0), LinkParams.of(0.01, 0.2));
    private final FigureData data = Figures.standard().data(ChartKind.DISTRIBUTION, chain);

    private static ChartStyle publication(ChartStyle.FontFamily f) {
        return FigureOptions.style(ChartStyle.Look.PUBLICATION, f);
    }

    @Test
    void pngHasTheChosenPixelsAndDpiWhateverTheFileIsCalled() throws Exception {
        Path f = dir.resolve("figure.bin");

        ChartExporter.export(data, f, new FigureOptions(ExportFormat.PNG, ExportSize.pixels(333, 222, 150),
                publication(ChartStyle.FontFamily.SANS)));

        BufferedImage img = ImageIO.read(f.toFile());
        assertThat(img.getWidth()).isEqualTo(333);
        assertThat(img.getHeight()).isEqualTo(222);
        try (ImageInputStream in = ImageIO.createImageInputStream(f.toFile())) {
            ImageReader reader = ImageIO.getImageReaders(in).next();
            reader.setInput(in);
            IIOMetadataNode root = (IIOMetadataNode) reader.getImageMetadata(0).getAsTree("javax_imageio_png_1.0");
            IIOMetadataNode phys = (IIOMetadataNode) root.getElementsByTagName("pHYs").item(0);
            // 150 dpi = 150 / 0.0254 = 5905.5 pixels per metre, rounded
            assertThat(phys.getAttribute("pixelsPerUnitYAxis")).isEqualTo("5906");
            reader.dispose();
        }
    }

    @Test
    void svgTextUsesTheChosenFontFamily() throws Exception {
        for (ChartStyle.FontFamily family : ChartStyle.FontFamily.values()) {
            Path f = dir.resolve(family.id() + ".svg");

            ChartExporter.export(data, f, new FigureOptions(ExportFormat.SVG, ExportSize.points(480, 300, 72),
                    publication(family)));

            DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
            dbf.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
            Document doc = dbf.newDocumentBuilder().parse(f.toFile());
            assertThat(doc.getDocumentElement().getAttribute("width")).startsWith("480");
            NodeList texts = doc.getElementsByTagName("text");
            assertThat(texts.getLength()).as("title, axis labels and ticks").isGreaterThan(5);
            String expected = family == ChartStyle.FontFamily.SERIF ? "\"DejaVu Serif\", serif" : "\"DejaVu Sans\", sans-serif";
            for (int i = 0; i < texts.getLength(); i++) {
                String style = ((Element) texts.item(i)).getAttribute("style");
                assertThat(style).as(family + " text " + i).contains("font-family: " + expected + ";");
            }
        }
    }

    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.EnumSource(value = ChartKind.class, names = "TIME_COST", mode = org.junit.jupiter.params.provider.EnumSource.Mode.EXCLUDE) // a star's chart (TimeCostFrontTest); this scenario is a chain
    void everyChartHonoursTheSerifChoiceInEveryText(ChartKind kind) throws Exception {
        FigureData d = Figures.standard().data(kind, chain);
        Path f = dir.resolve(kind.id() + ".svg");

        ChartExporter.export(d, f, new FigureOptions(ExportFormat.SVG, ExportSize.points(480, 300, 72),
                publication(ChartStyle.FontFamily.SERIF)));

        String svg = Files.readString(f);
        assertThat(svg).contains("DejaVu Serif").doesNotContain("DejaVu Sans");
    }

    @Test
    void pdfHasAPageOfTheChosenSizeAndTheChosenFont() throws Exception {
        Path serif = dir.resolve("serif.pdf");
        Path sans = dir.resolve("sans.pdf");

        ChartExporter.export(data, serif, new FigureOptions(ExportFormat.PDF, ExportSize.points(400, 250, 72),
                publication(ChartStyle.FontFamily.SERIF)));
        ChartExporter.export(data, sans, new FigureOptions(ExportFormat.PDF, ExportSize.points(400, 250, 72),
                publication(ChartStyle.FontFamily.SANS)));

        PdfReadBack s = PdfReadBack.of(serif);
        assertThat(s.pages()).isEqualTo(1);
        assertThat(s.width()).isEqualTo(400f);
        assertThat(s.height()).isEqualTo(250f);
        // the shipped faces, embedded as subsets (a tag such as ABCDEF+ before the name)
        assertThat(s.fontNames()).isNotEmpty().allMatch(n -> n.matches("[A-Z]{6}\\+DejaVuSerif.*"));
        assertThat(PdfReadBack.of(sans).fontNames()).isNotEmpty().allMatch(n -> n.matches("[A-Z]{6}\\+DejaVuSans.*"));
    }

    @Test
    void csvIgnoresSizeAndStyle() throws Exception {
        Path f = dir.resolve("d.csv");

        ChartExporter.export(data, f, new FigureOptions(ExportFormat.CSV, ExportSize.points(480, 300, 96), ChartStyle.SCREEN));

        assertThat(Files.readString(f)).startsWith("unit,index,count,load,idle,start,finish\n")
                .isEqualTo(data.table().toCsv());
    }

    @Test
    void sansSerifIsAcceptedAsTheCssName() {
        assertThat(ChartStyle.FontFamily.fromId("sans-serif")).contains(ChartStyle.FontFamily.SANS);
        assertThat(ChartStyle.FontFamily.fromId("Serif")).contains(ChartStyle.FontFamily.SERIF);
        assertThat(ChartStyle.FontFamily.fromId("mono")).isEmpty();
    }
}
