/**
 * The symbolic-inputs API: what a driver calls to make a receiver and its arguments symbolic. Dependency-free.
 */
package bliss.symbolic;
