package io.enforcementcore.archfixtures.domain.rejection;

public record Refusal(String reason) {
}
