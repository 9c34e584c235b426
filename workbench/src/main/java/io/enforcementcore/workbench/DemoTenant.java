package io.enforcementcore.workbench;

import io.enforcementcore.application.security.Principal;
import io.enforcementcore.application.security.Role;
import io.enforcementcore.domain.model.Classification;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;

/**
 * One agency of the demo: its people and the parties it has met so far. {@code code} prefixes its
 * external references and {@code topics} are the kinds of case it handles.
 */
final class DemoTenant {
    /** The demo opens cases of every classification, and its people work all of them. */
    static final Classification CLEARANCE = Classification.CONFIDENTIAL;

    private final String id;
    private final String code;
    private final List<String> topics;
    private final int plannedCases;
    private final List<String> officers = new ArrayList<>();
    private final Map<String, Integer> officerIndex = new HashMap<>();
    private final List<String> linkedParties = new ArrayList<>();
    private final Set<String> linkedPartySet = new HashSet<>();
    private final Principal supervisor;
    private final Principal analyst;
    private int nextReference = 1;

    DemoTenant(String id, String code, List<String> topics, int plannedCases, int officerCount) {
        this.id = id;
        this.code = code;
        this.topics = List.copyOf(topics);
        this.plannedCases = plannedCases;
        String people = code.toLowerCase(Locale.ROOT);
        this.supervisor = Principal.of(id, people + "-supervisor", CLEARANCE, Role.SUPERVISOR);
        this.analyst = Principal.of(id, people + "-analyst", CLEARANCE, Role.ANALYST);
        for (int i = 1; i <= officerCount; i++) {
            String officer = String.format("%s-officer-%02d", people, i);
            officerIndex.put(officer, officers.size());
            officers.add(officer);
        }
    }

    String id() {
        return id;
    }

    String code() {
        return code;
    }

    List<String> topics() {
        return topics;
    }

    int plannedCases() {
        return plannedCases;
    }

    List<String> officers() {
        return officers;
    }

    /**
     * Parties linked to at least one case: in id order once the seeding is over (its lanes link side by
     * side), then in the order they were first linked.
     */
    synchronized List<String> linkedParties() {
        return linkedParties;
    }

    synchronized void noteLinked(String partyId) {
        if (linkedPartySet.add(partyId)) {
            linkedParties.add(partyId);
        }
    }

    /** Puts the parties linked so far in id order, whichever lane linked each first. */
    synchronized void sortLinkedParties() {
        Collections.sort(linkedParties);
    }

    /** Size of the pool parties are drawn from: many cases share a party, as in real enforcement work. */
    int partyPool() {
        return Math.max(8, plannedCases / 3);
    }

    synchronized String nextExternalRef(int year) {
        return externalRef(year, nextReference++);
    }

    /** The reference of the tenant's case number {@code number}. */
    String externalRef(int year, int number) {
        return String.format("%s/%d/%06d", code, year, number);
    }

    /** Numbers up to {@code number} are taken (by the seeding): the next reference comes after them. */
    synchronized void referencesTakenUpTo(int number) {
        nextReference = Math.max(nextReference, number + 1);
    }

    String randomOfficer(Random random) {
        return officers.get(random.nextInt(officers.size()));
    }

    /**
     * An officer other than {@code current}, drawn with one random number: a reassignment to the same
     * officer leaves the task in its queue, which is another write (a rewrite, not a move) than C05 measures.
     * Found by index rather than by filtering the list: a big tenant has thousands of officers.
     */
    String randomOfficerOtherThan(String current, Random random) {
        Integer at = officerIndex.get(current);
        if (at == null) {
            return randomOfficer(random);
        }
        if (officers.size() == 1) {
            return current;
        }
        int other = random.nextInt(officers.size() - 1);
        return officers.get(other < at ? other : other + 1);
    }

    Principal officer(Random random) {
        return Principal.of(id, randomOfficer(random), CLEARANCE, Role.OFFICER);
    }

    Principal supervisor() {
        return supervisor;
    }

    Principal analyst() {
        return analyst;
    }
}
