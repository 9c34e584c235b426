package io.enforcementcore.adapters.dynamodb.item;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.mapstruct.Mapping;

/** A record's {@link io.enforcementcore.domain.model.Audit} written as the item's six audit attributes. */
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.METHOD)
@Mapping(target = "classification", source = "audit.classification")
@Mapping(target = "ownerOrgId", source = "audit.ownerOrgId")
@Mapping(target = "createdAt", source = "audit.createdAt")
@Mapping(target = "createdBy", source = "audit.createdBy")
@Mapping(target = "updatedAt", source = "audit.updatedAt")
@Mapping(target = "updatedBy", source = "audit.updatedBy")
@interface AuditToItem {
}
