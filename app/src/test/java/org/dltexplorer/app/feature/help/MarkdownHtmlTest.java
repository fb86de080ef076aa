package org.dltexplorer.app.feature.help;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URL;
import org.junit.jupiter.api.Test;

class MarkdownHtmlTest {

    @Test
    void softLineBreaksBecomeSpacesAndTablesAreRendered() {
        String html = MarkdownHtml.render(new HelpPage("p", "T", "one\ntwo\n\n| a | b |\n|---|---|\n| 1 | 2 |\n", null));
        assertThat(html).contains("<p>one two</p>").contains("<td>1</td>").doesNotContain("one\ntwo");
    }

    @Test
    void relativeImagesResolveAgainstThePageAndAbsoluteOnesStay() throws Exception {
        URL base = new URL("jar:file:/x/dlt.jar!/org/dltexplorer/assets/help/user-guide.md");
        String html = MarkdownHtml.render(new HelpPage("p", "T",
                "![a](guide/01.png) [web](https://example.org/) [here](#top)", base));
        assertThat(html).contains("src=\"jar:file:/x/dlt.jar!/org/dltexplorer/assets/help/guide/01.png\"")
                .contains("href=\"https://example.org/\"").contains("href=\"#top\"");
    }
}
