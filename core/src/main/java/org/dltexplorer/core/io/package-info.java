/** Scenario files (versioned JSON, see shared/spec/scenario-format.md) and result output (JSON, CSV, text). */
package org.dltexplorer.core.io;
