package io.enforcementcore.adapters.dynamodb.item;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * An item's size by DynamoDB's published rules: each attribute is its name's UTF-8 bytes plus its
 * value: strings their UTF-8 bytes, numbers as DynamoDB encodes them ({@link #numberBytes}), binaries
 * their raw bytes, booleans and nulls one byte, lists and maps three bytes plus their elements plus
 * one byte per element, sets the sum of their elements.
 */
public final class ItemSize {
    /** DynamoDB's item size limit, 400 KB. */
    public static final long MAX_ITEM_BYTES = 400L * 1024;

    private ItemSize() {
    }

    public static long of(Map<String, AttributeValue> item) {
        long bytes = 0;
        for (Map.Entry<String, AttributeValue> attribute : item.entrySet()) {
            bytes += attribute(attribute.getKey(), attribute.getValue());
        }
        return bytes;
    }

    /** The bytes one attribute adds to an item: its name and its value. */
    public static long attribute(String name, AttributeValue value) {
        return utf8(name) + valueBytes(value);
    }

    public static long valueBytes(AttributeValue value) {
        return switch (value.type()) {
            case S -> utf8(value.s());
            case N -> numberBytes(value.n());
            case B -> value.b().asByteArray().length;
            case BOOL, NUL -> 1;
            case SS -> value.ss().stream().mapToLong(ItemSize::utf8).sum();
            case NS -> value.ns().stream().mapToLong(ItemSize::numberBytes).sum();
            case BS -> value.bs().stream().mapToLong(b -> b.asByteArray().length).sum();
            case L -> listBytes(value.l());
            case M -> mapBytes(value.m());
            case UNKNOWN_TO_SDK_VERSION -> throw new IllegalArgumentException("attribute of unknown type: " + value);
        };
    }

    /**
     * A number as DynamoDB stores it: one byte of sign and exponent, then the significant digits in
     * base-100 pairs aligned on the decimal point (so 120 is the pairs 1|20, two of them, while 12 or 1200
     * is one), and for a negative number one more byte that ends its complemented digits. Zero is the
     * exponent byte alone. The published "one byte per two significant digits, plus one" is this rule for
     * digits that happen to start on a pair boundary; it undercounts 120, 560 or -1 and overcounts 0.
     */
    public static long numberBytes(String number) {
        long integer = integerBytes(number);
        if (integer > 0) {
            return integer;
        }
        BigDecimal decimal = new BigDecimal(number).stripTrailingZeros();
        if (decimal.signum() == 0) {
            return 1;
        }
        // the powers of ten of the lowest and highest significant digit, and the base-100 pairs they fall in
        int lowest = -decimal.scale();
        int highest = lowest + decimal.precision() - 1;
        long pairs = Math.floorDiv(highest, 2) - Math.floorDiv(lowest, 2) + 1;
        return 1 + pairs + (decimal.signum() < 0 ? 1 : 0);
    }

    /**
     * {@link #numberBytes} of a plain integer (an optional minus, then digits), counted on its digits
     * without parsing it; every number the adapter writes is one. Zero for anything else, which is parsed.
     */
    private static long integerBytes(String number) {
        int length = number.length();
        boolean negative = length > 0 && number.charAt(0) == '-';
        int first = negative ? 1 : 0;
        if (first == length) {
            return 0;
        }
        int leading = first;
        for (int i = first; i < length; i++) {
            char c = number.charAt(i);
            if (c < '0' || c > '9') {
                return 0;
            }
            if (leading == i && c == '0') {
                leading++;
            }
        }
        if (leading == length) {
            return 1;
        }
        int trailing = 0;
        while (number.charAt(length - 1 - trailing) == '0') {
            trailing++;
        }
        // as in numberBytes: the powers of ten of the lowest and highest significant digit
        int lowest = trailing;
        int highest = length - leading - 1;
        long pairs = Math.floorDiv(highest, 2) - Math.floorDiv(lowest, 2) + 1;
        return 1 + pairs + (negative ? 1 : 0);
    }

    private static long listBytes(List<AttributeValue> elements) {
        long bytes = 3;
        for (AttributeValue element : elements) {
            bytes += valueBytes(element) + 1;
        }
        return bytes;
    }

    private static long mapBytes(Map<String, AttributeValue> entries) {
        long bytes = 3;
        for (Map.Entry<String, AttributeValue> entry : entries.entrySet()) {
            bytes += utf8(entry.getKey()) + valueBytes(entry.getValue()) + 1;
        }
        return bytes;
    }

    /** The UTF-8 length of {@code text}, counted rather than encoded; a lone surrogate counts as '?' does. */
    private static long utf8(String text) {
        long bytes = 0;
        int length = text.length();
        for (int i = 0; i < length; i++) {
            char c = text.charAt(i);
            if (c < 0x80) {
                bytes++;
            } else if (c < 0x800) {
                bytes += 2;
            } else if (Character.isHighSurrogate(c) && i + 1 < length && Character.isLowSurrogate(text.charAt(i + 1))) {
                bytes += 4;
                i++;
            } else if (Character.isSurrogate(c)) {
                bytes++;
            } else {
                bytes += 3;
            }
        }
        return bytes;
    }
}
