package org.dltexplorer.core.model;

/**
 * The task constants of the {@code w-z-T} notation (Błażewicz & Drozdowski (1997), Ko & Robertazzi (2003)): {@code Tcp} is the time a standard
 * processor ({@code w = 1}) needs for the whole load, {@code Tcm} the time a standard link ({@code z = 1}) needs
 * to transfer it, {@code Tsol} the solution-reporting intensity. Kept so a scenario written in that notation is
 * shown and saved in it again. Other notations use {@link #STANDARD}.
 */
public record NotationUnits(double tcp, double tcm, double tsol) {

    public static final NotationUnits STANDARD = new NotationUnits(1.0, 1.0, 0.0);
}
