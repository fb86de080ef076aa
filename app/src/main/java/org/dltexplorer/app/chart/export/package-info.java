/**
 * Writing charts to files: PNG (with its DPI recorded in the pHYs chunk), SVG (JFreeSVG), PDF (PDFBox, fonts embedded),
 * PGFPlots code, and the
 * numbers behind any chart as CSV. Headless: nothing here needs a display.
 */
package org.dltexplorer.app.chart.export;
