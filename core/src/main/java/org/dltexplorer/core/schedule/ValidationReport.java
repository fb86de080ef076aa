package org.dltexplorer.core.schedule;

import java.util.List;

/** What the {@link ScheduleValidator} found: empty when the schedule obeys the model. */
public record ValidationReport(List<String> violations) {

    public ValidationReport {
        violations = List.copyOf(violations);
    }

    public boolean valid() {
        return violations.isEmpty();
    }

    @Override
    public String toString() {
        return valid() ? "valid" : String.join("\n", violations);
    }
}
