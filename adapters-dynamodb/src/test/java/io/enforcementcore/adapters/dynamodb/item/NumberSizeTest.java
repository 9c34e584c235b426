package io.enforcementcore.adapters.dynamodb.item;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Numbers sized as DynamoDB encodes them: one byte of sign and exponent, one byte per base-100 pair of
 * significant digits with the pairs aligned on the decimal point, one more byte ending a negative number.
 * Each row gives the number, its bytes, and the pairs it is stored as.
 */
class NumberSizeTest {

    @ParameterizedTest(name = "{0} takes {1} bytes: {2}")
    @CsvSource(delimiter = ';', textBlock = """
            0;                 1;  zero is the exponent byte alone, no digits
            1;                 2;  one pair (01)
            9;                 2;  one pair (09)
            10;                2;  one pair (10)
            99;                2;  one pair (99)
            100;               2;  one pair (01) at exponent 1; the trailing 00 pair is not stored
            120;               3;  two pairs (01|20): the digits straddle a pair boundary
            560;               3;  two pairs (05|60)
            1000;              2;  one pair (10) at exponent 1
            12345;             4;  three pairs (01|23|45)
            -1;                3;  one pair, plus the byte that ends a negative number
            -120;              4;  two pairs (01|20), plus the negative terminator
            0.5;               2;  one pair (.50) after the point
            0.001;             2;  one pair (.00|10): the leading zero pair is in the exponent
            1e-130;            2;  one pair at the smallest exponent
            9.99e125;          3;  two pairs (09|99) at the largest exponent
            85;                2;  a high risk score: one pair
            100;               2;  the highest risk score
            1024;              3;  two pairs (10|24): a padded evidence size
            1780000000;        3;  an expiry in epoch seconds: two pairs (17|80)
            9223372036854775807;  11;  the largest version a long holds: ten pairs (09|22|...|07)
            99999999999999999999999999999999999999; 20;  38 nines, DynamoDB's most digits: nineteen pairs
            9.9999999999999999999999999999999999999e125; 20;  the largest number DynamoDB stores
            -9.9999999999999999999999999999999999999e125; 21;  the smallest, with its terminator
            """)
    void numbers_take_one_exponent_byte_and_one_per_aligned_base_100_pair(String number, long bytes, String why) {
        assertEquals(bytes, ItemSize.numberBytes(number.trim()), why);
    }
}
