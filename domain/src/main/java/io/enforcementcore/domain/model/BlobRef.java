package io.enforcementcore.domain.model;

/** Where the content of a piece of evidence is stored (e.g. {@code s3://bucket/key}); never a key component. */
public record BlobRef(String value) {
    public static final int MAX_LENGTH = 1024;

    public BlobRef {
        KeySafe.requireText("blobRef", value, MAX_LENGTH);
    }

    @Override
    public String toString() {
        return value;
    }
}
