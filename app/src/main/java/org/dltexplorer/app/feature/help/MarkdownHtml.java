package org.dltexplorer.app.feature.help;

import java.net.MalformedURLException;
import java.net.URL;
import java.util.List;

import org.commonmark.Extension;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.node.Image;
import org.commonmark.node.Link;
import org.commonmark.node.Node;
import org.commonmark.parser.Parser;
import org.commonmark.renderer.html.HtmlRenderer;

/**
 * A help page as one self-contained HTML document: Markdown (CommonMark with GitHub tables) rendered by
 * commonmark-java, relative image and link targets made absolute against the page's base, and a small style sheet.
 */
public final class MarkdownHtml {

    private static final List<Extension> EXTENSIONS = List.of(TablesExtension.create());
    private static final Parser PARSER = Parser.builder().extensions(EXTENSIONS).build();
    private static final String STYLE = """
            body { font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif; font-size: 14px; line-height: 1.45;
                   margin: 16px 24px; max-width: 980px; color: #1d1d1d; }
            h1 { font-size: 24px; } h2 { font-size: 19px; margin-top: 28px; } h3 { font-size: 16px; }
            img { max-width: 100%; border: 1px solid #ccc; }
            table { border-collapse: collapse; } th, td { border: 1px solid #ccc; padding: 3px 8px; text-align: left; }
            code { background: #f2f2f2; padding: 0 3px; }
            """;

    private MarkdownHtml() {
    }

    public static String render(HelpPage page) {
        Node doc = PARSER.parse(page.markdown());
        HtmlRenderer renderer = HtmlRenderer.builder().extensions(EXTENSIONS)
                .attributeProviderFactory(c -> (node, tag, attributes) -> {
                    if (node instanceof Image && attributes.containsKey("src")) {
                        attributes.put("src", absolute(page.base(), attributes.get("src")));
                    } else if (node instanceof Link && attributes.containsKey("href")) {
                        attributes.put("href", absolute(page.base(), attributes.get("href")));
                    }
                })
                .build();
        return "<!DOCTYPE html><html><head><meta charset=\"UTF-8\"><title>" + escape(page.title()) + "</title><style>"
                + STYLE + "</style></head><body>" + renderer.render(doc) + "</body></html>";
    }

    /** A relative target resolved against the page's base (a jar: or file: URL); absolute ones unchanged. */
    static String absolute(URL base, String target) {
        if (base == null || target.startsWith("#") || target.matches("^[a-zA-Z][a-zA-Z0-9+.-]*:.*")) {
            return target;
        }
        try {
            return new URL(base, target).toExternalForm();
        } catch (MalformedURLException e) {
            return target;
        }
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;");
    }
}
