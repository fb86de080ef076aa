/**
 * The bundled gallery of paper scenarios: {@code gallery/index.json} in the assets module lists each scenario file
 * with a title, an explanation, the paper reference and the view that makes its point. The scenario files are in
 * the public format (read them with the scenario reader); the metadata lives in the index because the format
 * rejects unknown keys.
 */
package org.dltexplorer.app.gallery;
