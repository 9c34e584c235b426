package io.enforcementcore.workbench;

/**
 * How a command prints what it answers: text for people (the default), or one JSON document on standard
 * output for scripts, errors included.
 */
public enum OutputFormat {
    TEXT,
    JSON
}
