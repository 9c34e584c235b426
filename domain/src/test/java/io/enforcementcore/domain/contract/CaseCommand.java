package io.enforcementcore.domain.contract;

/** What a random command sequence does to a case; the second half of each pair is meant to be refused. */
public enum CaseCommand {
    LINK_A_NEW_PARTY,
    LINK_A_LINKED_PARTY_AGAIN,
    CREATE_A_TASK,
    COMPLETE_A_TASK,
    REASSIGN_A_TASK,
    RESCHEDULE_A_TASK,
    ADD_A_DEADLINE,
    MEET_A_DEADLINE,
    MISS_A_DEADLINE,
    ATTACH_NEW_EVIDENCE,
    ATTACH_FILED_EVIDENCE_AGAIN,
    MOVE_THE_CASE_ON,
    RENAME_THE_CASE,
    RESCORE_THE_CASE
}
