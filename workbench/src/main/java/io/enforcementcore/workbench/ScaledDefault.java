package io.enforcementcore.workbench;

/**
 * A default that follows {@code --cases}: the full figure at the command's default number of cases, in
 * proportion below it (a small data set on a slow engine should not spend minutes on hundreds of samples),
 * never under a floor that keeps every phase meaningful, never over the full figure.
 */
record ScaledDefault(int full, int atCases, int least) {
    ScaledDefault {
        if (atCases < 1 || least < 0 || least > full) {
            throw new IllegalArgumentException("a scaled default needs 0 <= least <= full and a positive case count");
        }
    }

    /** The option's value: the explicit one when given, else the default scaled to {@code cases}. */
    int resolve(Integer explicit, int cases) {
        if (explicit != null) {
            return explicit;
        }
        long scaled = Math.round((double) full * cases / atCases);
        return (int) Math.max(least, Math.min(full, scaled));
    }

    /** For help texts. */
    String rule() {
        return full + " at " + atCases + " cases, in proportion to --cases below that, at least " + least;
    }
}
