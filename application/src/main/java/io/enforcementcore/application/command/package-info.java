/**
 * Command requests (C01..C13). They carry the caller's raw input on purpose: the use case validates
 * every field and answers bad input with a {@code Rejection.InvalidInput} naming the field, instead of
 * an exception thrown while the caller builds the request. {@code idempotencyKey} may be null.
 */
package io.enforcementcore.application.command;
