package io.enforcementcore.adapters.dynamodb.item;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.mapstruct.Mapping;

/**
 * A record's {@link io.enforcementcore.domain.model.Audit} written as the item's six audit attributes, named
 * as {@link AuditAttributes} names them (an item record's components are its attributes).
 */
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.METHOD)
@Mapping(target = AuditAttributes.CLASSIFICATION, source = "audit.classification")
@Mapping(target = AuditAttributes.OWNER_ORG_ID, source = "audit.ownerOrgId")
@Mapping(target = AuditAttributes.CREATED_AT, source = "audit.createdAt")
@Mapping(target = AuditAttributes.CREATED_BY, source = "audit.createdBy")
@Mapping(target = AuditAttributes.UPDATED_AT, source = "audit.updatedAt")
@Mapping(target = AuditAttributes.UPDATED_BY, source = "audit.updatedBy")
@interface AuditToItem {
}
