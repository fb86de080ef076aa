package org.dltexplorer.app.feature.animation;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.metadata.IIOMetadataNode;
import javax.imageio.stream.ImageInputStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The GIF is read back by the JDK's reader: every frame, its delay and its pixels. */
class AnimatedGifTest {

    @TempDir
    Path dir;

    @Test
    void threeFramesWithTheirDelayAndColours() throws Exception {
        int[] colours = {0xff0000, 0x00ff00, 0x0000ff};
        List<BufferedImage> frames = new java.util.ArrayList<>();
        for (int c : colours) {
            BufferedImage f = new BufferedImage(40, 30, BufferedImage.TYPE_INT_RGB);
            for (int x = 0; x < 40; x++) {
                for (int y = 0; y < 30; y++) {
                    f.setRGB(x, y, c);
                }
            }
            frames.add(f);
        }
        Path gif = dir.resolve("a.gif");
        AnimatedGif.write(frames, gif, 500);

        assertThat(Files.readAllBytes(gif)).startsWith("GIF89a".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        ImageReader reader = ImageIO.getImageReadersByFormatName("gif").next();
        try (ImageInputStream in = ImageIO.createImageInputStream(gif.toFile())) {
            reader.setInput(in);
            assertThat(reader.getNumImages(true)).isEqualTo(3);
            for (int i = 0; i < 3; i++) {
                BufferedImage back = reader.read(i);
                assertThat(back.getWidth()).isEqualTo(40);
                assertThat(back.getRGB(20, 15) & 0xffffff).isEqualTo(colours[i]);
                IIOMetadataNode root = (IIOMetadataNode) reader.getImageMetadata(i).getAsTree("javax_imageio_gif_image_1.0");
                IIOMetadataNode gce = (IIOMetadataNode) root.getElementsByTagName("GraphicControlExtension").item(0);
                assertThat(gce.getAttribute("delayTime")).isEqualTo("50"); // hundredths of a second
            }
        } finally {
            reader.dispose();
        }
    }
}
