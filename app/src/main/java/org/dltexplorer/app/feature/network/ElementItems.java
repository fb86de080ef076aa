package org.dltexplorer.app.feature.network;

import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.ToDoubleFunction;

import javafx.beans.value.ObservableValue;

import org.controlsfx.control.PropertySheet;
import org.dltexplorer.app.feature.parameters.Parameter;
import org.dltexplorer.core.model.LinkParams;

/**
 * PropertySheet rows for the selected processor or link. Values are text so "unlimited" can be typed for B; text
 * that is not a valid value is refused in one line naming the field and the value
 * ({@link NetworkViewModel#elementErrorProperty()}) and changes nothing. The terms beyond the
 * papers' models appear where a solver declares them ({@link NetworkViewModel#termsShown}).
 */
final class ElementItems {

    private ElementItems() {
    }

    static List<PropertySheet.Item> processor(NetworkViewModel vm, int id) {
        boolean editable = vm.editable();
        List<PropertySheet.Item> rows = new java.util.ArrayList<>();
        PerNodeValues values = vm.perNode();
        rows.add(new Row("Processor", values.symbol(Parameter.A), Parameter.A.help(values.notationProperty().get()), editable,
                () -> NetworkViewModel.fmt(values.shown(Parameter.A, values.processorParams(id).A())),
                t -> values.enterProcessorA(id, t)));
        rows.add(new Row("Processor", "B", "memory buffer in load units, or 'unlimited'", editable,
                () -> vm.perNode().processorParams(id).limitedMemory() ? NetworkViewModel.fmt(vm.perNode().processorParams(id).B()) : "unlimited",
                t -> vm.perNode().enterProcessorB(id, t)));
        for (ProcessorTerm term : vm.perNode().termsShown(id)) {
            rows.add(new Row("Processor", term.key(), term.help(), editable,
                    () -> NetworkViewModel.fmt(term.of(vm.perNode().processorParams(id))), t -> vm.perNode().enterProcessorTerm(id, term, t)));
        }
        return rows;
    }

    static List<PropertySheet.Item> link(NetworkViewModel vm, int id) {
        return List.of(linkRow(vm, id, Parameter.S, LinkParams::S, LinkParams::withS),
                linkRow(vm, id, Parameter.C, LinkParams::C, LinkParams::withC),
                linkRow(vm, id, Parameter.R, LinkParams::R, LinkParams::withR));
    }

    private static Row linkRow(NetworkViewModel vm, int id, Parameter p, ToDoubleFunction<LinkParams> get,
            BiFunction<LinkParams, Double, LinkParams> with) {
        PerNodeValues values = vm.perNode();
        return new Row("Link", values.symbol(p), p.help(values.notationProperty().get()), vm.editable(),
                () -> NetworkViewModel.fmt(values.shown(p, get.applyAsDouble(values.linkParams(id)))),
                t -> values.enterLink(id, p, t, with));
    }

    /** One editable row. */
    private static final class Row implements PropertySheet.Item {
        private final String category;
        private final String name;
        private final String help;
        private final boolean editable;
        private final java.util.function.Supplier<String> getter;
        private final java.util.function.Consumer<String> setter;

        Row(String category, String name, String help, boolean editable, java.util.function.Supplier<String> getter,
                java.util.function.Consumer<String> setter) {
            this.category = category;
            this.name = name;
            this.help = help;
            this.editable = editable;
            this.getter = getter;
            this.setter = setter;
        }

        @Override
        public Class<?> getType() {
            return String.class;
        }

        @Override
        public String getCategory() {
            return category;
        }

        @Override
        public String getName() {
            return name;
        }

        @Override
        public String getDescription() {
            return help;
        }

        @Override
        public Object getValue() {
            return getter.get();
        }

        @Override
        public void setValue(Object value) {
            setter.accept(String.valueOf(value).trim()); // a refused value is told by the view-model
        }

        @Override
        public boolean isEditable() {
            return editable;
        }

        @Override
        public Optional<ObservableValue<? extends Object>> getObservableValue() {
            return Optional.empty();
        }
    }
}
