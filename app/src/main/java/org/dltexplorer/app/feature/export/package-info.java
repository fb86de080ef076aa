/**
 * Figure export: the export dialog ({@code ExportDialog}, a thin view) over {@code ExportViewModel} (format, size,
 * DPI, style and font, validated and remembered for the session), and the clipboard the Copy figure command fills.
 */
package org.dltexplorer.app.feature.export;
