"""ACL operations of the Admin: create, describe and delete access control entries (Java's
AclBinding / AclBindingFilter), sent to the least loaded node (KRaft brokers forward ACL
changes to the controller; an ACL is enforced once every broker has applied that metadata).

A binding is a resource pattern (type, name, LITERAL or PREFIXED) plus an entry (principal,
host, operation, ALLOW or DENY). Filters match bindings: ANY matches every value, a None
name/principal/host matches any, PatternType.MATCH matches every pattern that applies to the
name (the literal one, ``*``, and the prefixes of it).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, ClassVar

from kafka_async.admin.base import AdminBase, broker_error, check_flag, settle
from kafka_async.admin.calls import Retry
from kafka_async.admin.resources import AclOperation, AclPermissionType, PatternType, ResourceType
from kafka_async.protocol.arguments import collection_argument, describe_value
from kafka_async.protocol.errors import BrokerError
from kafka_async.protocol.messages import CreateAclsRequest, DeleteAclsRequest, DescribeAclsRequest

__all__ = [
    "AccessControlEntry",
    "AccessControlEntryFilter",
    "AclBinding",
    "AclBindingFilter",
    "AclOps",
    "ResourcePattern",
    "ResourcePatternFilter",
]

#: Enum member names only filters may use (compared by name: the enums are IntEnums whose
#: numbers overlap, TOPIC == MATCH == 2).
_WILD = frozenset({"ANY", "MATCH", "UNKNOWN"})


def _member(kind: Any, value: object, name: str) -> Any:
    try:
        return kind(value)
    except ValueError:
        raise ValueError(f"{name} must be a {kind.__name__}, got {describe_value(value)}"
                         ) from None


def _specific(value: Any, name: str) -> None:
    if value.name in _WILD:
        raise ValueError(f"an AclBinding's {name} must be specific, got {value.name} (ANY and "
                         "MATCH belong in filters)")


def _principal(value: object, name: str) -> str:
    if not isinstance(value, str) or ":" not in value:
        raise ValueError(f"{name} must be 'Type:name' such as 'User:alice', got "
                         f"{describe_value(value)}")
    return value


@dataclass(frozen=True)
class ResourcePattern:
    """What an ACL applies to: ``ResourcePattern(ResourceType.TOPIC, "orders")``; name
    ``"*"`` with LITERAL is every resource of the type; PREFIXED matches names starting with
    ``name``."""

    resource_type: ResourceType
    name: str
    pattern_type: PatternType = PatternType.LITERAL

    def __post_init__(self) -> None:
        object.__setattr__(self, "resource_type",
                           _member(ResourceType, self.resource_type, "resource_type"))
        object.__setattr__(self, "pattern_type",
                           _member(PatternType, self.pattern_type, "pattern_type"))
        _specific(self.resource_type, "resource_type")
        _specific(self.pattern_type, "pattern_type")
        if not isinstance(self.name, str) or not self.name:
            raise ValueError(f"ResourcePattern name must be a non-empty str, got "
                             f"{describe_value(self.name)}")


@dataclass(frozen=True)
class AccessControlEntry:
    """Who may (ALLOW) or may not (DENY) do what, from where (``host="*"``: anywhere)."""

    principal: str
    host: str
    operation: AclOperation
    permission_type: AclPermissionType

    def __post_init__(self) -> None:
        _principal(self.principal, "principal")
        if not isinstance(self.host, str) or not self.host:
            raise ValueError(f"host must be a non-empty str ('*' for any), got "
                             f"{describe_value(self.host)}")
        object.__setattr__(self, "operation",
                           _member(AclOperation, self.operation, "operation"))
        object.__setattr__(self, "permission_type",
                           _member(AclPermissionType, self.permission_type, "permission_type"))
        _specific(self.operation, "operation")
        _specific(self.permission_type, "permission_type")


@dataclass(frozen=True)
class AclBinding:
    pattern: ResourcePattern
    entry: AccessControlEntry

    def __post_init__(self) -> None:
        if not isinstance(self.pattern, ResourcePattern):
            raise TypeError("AclBinding pattern must be a ResourcePattern")
        if not isinstance(self.entry, AccessControlEntry):
            raise TypeError("AclBinding entry must be an AccessControlEntry")


@dataclass(frozen=True)
class ResourcePatternFilter:
    resource_type: ResourceType = ResourceType.ANY
    #: None matches any name
    name: str | None = None
    pattern_type: PatternType = PatternType.ANY

    def __post_init__(self) -> None:
        object.__setattr__(self, "resource_type",
                           _member(ResourceType, self.resource_type, "resource_type"))
        object.__setattr__(self, "pattern_type",
                           _member(PatternType, self.pattern_type, "pattern_type"))
        if self.name is not None and not isinstance(self.name, str):
            raise TypeError(f"filter name must be a str or None, got {describe_value(self.name)}")


@dataclass(frozen=True)
class AccessControlEntryFilter:
    principal: str | None = None
    host: str | None = None
    operation: AclOperation = AclOperation.ANY
    permission_type: AclPermissionType = AclPermissionType.ANY

    def __post_init__(self) -> None:
        if self.principal is not None:
            _principal(self.principal, "principal filter")
        if self.host is not None and not isinstance(self.host, str):
            raise TypeError(f"host filter must be a str or None, got {describe_value(self.host)}")
        object.__setattr__(self, "operation",
                           _member(AclOperation, self.operation, "operation"))
        object.__setattr__(self, "permission_type",
                           _member(AclPermissionType, self.permission_type, "permission_type"))


@dataclass(frozen=True)
class AclBindingFilter:
    """``AclBindingFilter.ANY`` matches every ACL."""

    ANY: ClassVar[AclBindingFilter]

    pattern_filter: ResourcePatternFilter = field(default_factory=ResourcePatternFilter)
    entry_filter: AccessControlEntryFilter = field(default_factory=AccessControlEntryFilter)

    def __post_init__(self) -> None:
        if not isinstance(self.pattern_filter, ResourcePatternFilter):
            raise TypeError("pattern_filter must be a ResourcePatternFilter")
        if not isinstance(self.entry_filter, AccessControlEntryFilter):
            raise TypeError("entry_filter must be an AccessControlEntryFilter")


AclBindingFilter.ANY = AclBindingFilter()


def _binding(resource: Any, acl: Any) -> AclBinding:
    return AclBinding(
        ResourcePattern(ResourceType(resource.resource_type), resource.resource_name,
                        PatternType(resource.pattern_type)),
        AccessControlEntry(acl.principal, acl.host, AclOperation(acl.operation),
                           AclPermissionType(acl.permission_type)))


def _filter_fields(flt: AclBindingFilter) -> dict[str, Any]:
    return {
        "resource_type_filter": int(flt.pattern_filter.resource_type),
        "resource_name_filter": flt.pattern_filter.name,
        "pattern_type_filter": int(flt.pattern_filter.pattern_type),
        "principal_filter": flt.entry_filter.principal,
        "host_filter": flt.entry_filter.host,
        "operation": int(flt.entry_filter.operation),
        "permission_type": int(flt.entry_filter.permission_type),
    }


class AclOps(AdminBase):
    """ACL operations (module docstring)."""

    async def create_acls(self, acls: Iterable[AclBinding], *, timeout_ms: int | None = None,
                          return_exceptions: bool = False) -> dict[AclBinding, Any]:
        """Create ACLs; {binding: None} or the error per binding (SecurityDisabledError on a
        cluster without an authorizer, ClusterAuthorizationFailedError, ...)."""
        bindings = list(dict.fromkeys(collection_argument(acls, "acls", item_type=AclBinding,
                                                          of="AclBindings")))
        check_flag(return_exceptions, "return_exceptions")
        deadline = self._deadline(timeout_ms)
        if not bindings:
            return {}
        request = CreateAclsRequest(creations=[CreateAclsRequest.AclCreation(
            resource_type=int(b.pattern.resource_type), resource_name=b.pattern.name,
            resource_pattern_type=int(b.pattern.pattern_type), principal=b.entry.principal,
            host=b.entry.host, operation=int(b.entry.operation),
            permission_type=int(b.entry.permission_type)) for b in bindings])

        async def attempt() -> dict[AclBinding, BrokerError | None]:
            response = await self._calls.send(request, deadline)
            results: dict[AclBinding, BrokerError | None] = {}
            for binding, result in zip(bindings, response.results, strict=True):
                if result.error_code:
                    error = broker_error(result.error_code, result.error_message,
                                         f"create ACL {binding}")
                    if error.retriable:
                        raise Retry(error)
                    results[binding] = error
                else:
                    results[binding] = None
            return results

        results = await self._calls.retrying("CreateAcls", deadline, attempt)
        return settle(results, return_exceptions)

    async def describe_acls(self, acl_filter: AclBindingFilter = AclBindingFilter.ANY, *,
                            timeout_ms: int | None = None) -> list[AclBinding]:
        """The ACLs matching ``acl_filter`` (as ``kafka-acls --list``)."""
        if not isinstance(acl_filter, AclBindingFilter):
            raise TypeError(f"acl_filter must be an AclBindingFilter, got "
                            f"{describe_value(acl_filter)}")
        deadline = self._deadline(timeout_ms)
        request = DescribeAclsRequest(**_filter_fields(acl_filter))
        response = await self._calls.any_node("DescribeAcls", request, deadline)
        return [_binding(resource, acl) for resource in response.resources
                for acl in resource.acls]

    async def delete_acls(self, filters: Iterable[AclBindingFilter], *,
                          timeout_ms: int | None = None,
                          return_exceptions: bool = False) -> dict[AclBindingFilter, Any]:
        """Delete every ACL matching each filter; {filter: [deleted AclBinding]} or the
        error."""
        wanted = list(dict.fromkeys(collection_argument(filters, "filters",
                                                        item_type=AclBindingFilter,
                                                        of="AclBindingFilters")))
        check_flag(return_exceptions, "return_exceptions")
        deadline = self._deadline(timeout_ms)
        if not wanted:
            return {}
        request = DeleteAclsRequest(filters=[DeleteAclsRequest.DeleteAclsFilter(
            **_filter_fields(f)) for f in wanted])

        async def attempt() -> dict[AclBindingFilter, Any]:
            response = await self._calls.send(request, deadline)
            results: dict[AclBindingFilter, Any] = {}
            for flt, result in zip(wanted, response.filter_results, strict=True):
                if result.error_code:
                    error = broker_error(result.error_code, result.error_message,
                                         f"delete ACLs matching {flt}")
                    if error.retriable:
                        raise Retry(error)
                    results[flt] = error
                    continue
                deleted = []
                for match in result.matching_acls:
                    if match.error_code:
                        results[flt] = broker_error(match.error_code, match.error_message,
                                                    f"delete ACLs matching {flt}")
                        break
                    deleted.append(_binding(match, match))
                else:
                    results[flt] = deleted
            return results

        results = await self._calls.retrying("DeleteAcls", deadline, attempt)
        return settle(results, return_exceptions)
