package io.enforcementcore.workbench;

import java.util.List;
import java.util.Random;

/** Words for realistic demo data: Indonesian regulators, companies and people, and their case work. */
final class Vocabulary {
    private Vocabulary() {
    }

    /** id, code, the kinds of case the agency handles. */
    record Agency(String id, String code, List<String> topics) {
    }

    static final List<Agency> AGENCIES = List.of(
            new Agency("ojk", "OJK", List.of("Suspected market manipulation", "Insider trading",
                    "Unlicensed online lending", "Late financial reporting", "Misleading investment product")),
            new Agency("kppu", "KPPU", List.of("Price-fixing cartel", "Bid rigging in a public tender",
                    "Abuse of a dominant position", "Late merger notification")),
            new Agency("bpom", "BPOM", List.of("Unregistered cosmetics", "Contaminated food product",
                    "Illegal drug distribution", "Misleading health claims")),
            new Agency("bappebti", "BAPPEBTI", List.of("Illegal futures broker", "Unregistered crypto-asset exchange",
                    "Misuse of client funds")),
            new Agency("komdigi", "KOMDIGI", List.of("Personal data breach", "Illegal online gambling site",
                    "Unlicensed telecom operator")));

    private static final List<String> COMPANY_WORDS = List.of("Sinar", "Maju", "Bumi", "Cahaya", "Mega", "Nusantara",
            "Abadi", "Sentosa", "Jaya", "Makmur", "Prima", "Karya", "Mitra", "Samudra", "Gemilang", "Lestari");
    private static final List<String> PEOPLE = List.of("Budi Santoso", "Siti Rahayu", "Agus Wijaya", "Dewi Lestari",
            "Rudi Hartono", "Ani Suryani", "Hendra Gunawan", "Maya Sari", "Joko Susilo", "Rina Kartika",
            "Bambang Pratama", "Intan Permata");
    static final List<String> TASKS = List.of("Request documents from the respondent", "Review financial statements",
            "Interview a witness", "Draft the notice", "Legal review", "Site inspection", "Prepare the hearing bundle",
            "Verify the evidence chain", "Summarise the response", "Draft the decision");
    static final List<String> EVIDENCE = List.of("Bank statements", "Board minutes", "Trading records",
            "Email export", "Inspection photos", "Laboratory report", "Contract copies", "Server logs");

    static String company(Random random) {
        return "PT " + pick(random, COMPANY_WORDS) + " " + pick(random, COMPANY_WORDS)
                + (random.nextInt(4) == 0 ? " Tbk" : "");
    }

    static String person(Random random) {
        return pick(random, PEOPLE);
    }

    static <T> T pick(Random random, List<T> items) {
        return items.get(random.nextInt(items.size()));
    }
}
