/**
 * Command requests (C01..C14) as typed values: ids, instants, enums, handles. Each record validates in
 * its constructor (a value that breaks a rule is refused with an {@code InvalidValue} naming the field)
 * and takes an optional idempotency key. Untrusted text is turned into these records, or into a
 * {@code Rejection.InvalidInput} naming the request's field, by
 * {@link io.enforcementcore.application.parse.RawCommands}.
 */
package io.enforcementcore.application.command;
