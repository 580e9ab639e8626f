"""``kafka-async acls list|create|delete`` (kafka-acls)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

import click

from kafka_async.cli.admin_common import raise_failures, with_admin
from kafka_async.cli.app import State, cli, shared_options

if TYPE_CHECKING:
    from kafka_async.admin import AclBinding, AclBindingFilter, Admin

F = TypeVar("F", bound=Callable[..., Any])
RESOURCE_TYPES = ("topic", "group", "cluster", "transactional-id", "delegation-token", "user")
OPERATIONS = ("all", "read", "write", "create", "delete", "alter", "describe", "cluster-action",
              "describe-configs", "alter-configs", "idempotent-write", "create-tokens",
              "describe-tokens", "two-phase-commit")
PATTERNS = ("literal", "prefixed")


def _enum(kind: Any, text: str | None, default: str = "ANY") -> Any:
    return kind[(text or default).upper().replace("-", "_")]


def acl_options(function: F) -> F:
    options = [
        click.option("--resource-type", type=click.Choice(RESOURCE_TYPES)),
        click.option("--resource", "resource_name", metavar="NAME",
                     help="Resource name (kafka-cluster for the cluster)."),
        click.option("--pattern-type", type=click.Choice((*PATTERNS, "match", "any")),
                     default=None, help="literal (default for create) or prefixed."),
        click.option("--principal", metavar="User:NAME"),
        click.option("--host", metavar="HOST", help="Default * (any host)."),
        click.option("--operation", "operations", multiple=True,
                     type=click.Choice(OPERATIONS), help="Repeatable."),
        click.option("--deny", is_flag=True, help="A DENY rule (default: ALLOW)."),
    ]
    for option in reversed(options):
        function = option(function)
    return function


def _rows(bindings: list[AclBinding]) -> list[dict[str, Any]]:
    return [{"principal": b.entry.principal, "host": b.entry.host,
             "operation": b.entry.operation, "permission": b.entry.permission_type,
             "resource_type": b.pattern.resource_type, "resource": b.pattern.name,
             "pattern": b.pattern.pattern_type} for b in bindings]


_COLUMNS = ["principal", "host", "operation", "permission", "resource_type", "resource",
            "pattern"]


def _filter(resource_type: str | None, resource_name: str | None, pattern_type: str | None,
            principal: str | None, host: str | None, operation: str | None,
            deny: bool | None) -> AclBindingFilter:
    from kafka_async.admin import (
        AccessControlEntryFilter,
        AclBindingFilter,
        AclOperation,
        AclPermissionType,
        PatternType,
        ResourcePatternFilter,
        ResourceType,
    )

    permission = "ANY" if deny is None else ("DENY" if deny else "ALLOW")
    return AclBindingFilter(
        ResourcePatternFilter(_enum(ResourceType, resource_type), resource_name,
                              _enum(PatternType, pattern_type)),
        AccessControlEntryFilter(principal, host, _enum(AclOperation, operation),
                                 _enum(AclPermissionType, permission)))


@cli.group()
def acls() -> None:
    """Access control lists: list, create, delete."""


@acls.command("list")
@acl_options
@shared_options
def list_acls(resource_type: str | None, resource_name: str | None, pattern_type: str | None,
              principal: str | None, host: str | None, operations: tuple[str, ...],
              deny: bool) -> None:
    """ACLs matching the options (all of them with none)."""
    flt = _filter(resource_type, resource_name, pattern_type, principal, host,
                  operations[0] if len(operations) == 1 else None, True if deny else None)

    async def body(admin: Admin, state: State) -> None:
        found = await admin.describe_acls(flt)
        state.out().table(_rows(found), _COLUMNS, data=found)

    with_admin(body)


@acls.command()
@acl_options
@shared_options
def create(resource_type: str | None, resource_name: str | None, pattern_type: str | None,
           principal: str | None, host: str | None, operations: tuple[str, ...],
           deny: bool) -> None:
    """Allow (or --deny) PRINCIPAL the --operation(s) on one resource."""
    from kafka_async.admin import (
        AccessControlEntry,
        AclBinding,
        AclOperation,
        AclPermissionType,
        PatternType,
        ResourcePattern,
        ResourceType,
    )

    if resource_type is None or principal is None or not operations:
        raise click.UsageError("create needs --resource-type, --principal and --operation")
    name = resource_name or ("kafka-cluster" if resource_type == "cluster" else None)
    if name is None:
        raise click.UsageError("create needs --resource NAME")
    pattern = ResourcePattern(_enum(ResourceType, resource_type), name,
                              _enum(PatternType, pattern_type, "LITERAL"))
    bindings = [AclBinding(pattern, AccessControlEntry(
        principal, host or "*", _enum(AclOperation, op),
        AclPermissionType.DENY if deny else AclPermissionType.ALLOW)) for op in operations]

    async def body(admin: Admin, state: State) -> None:
        results = await admin.create_acls(bindings, return_exceptions=True)
        ok = [b for b in bindings if not isinstance(results[b], BaseException)]
        state.out().table(_rows(ok), _COLUMNS, data=ok)
        raise_failures(results, "ACLs")

    with_admin(body)


@acls.command()
@acl_options
@shared_options
def delete(resource_type: str | None, resource_name: str | None, pattern_type: str | None,
           principal: str | None, host: str | None, operations: tuple[str, ...],
           deny: bool) -> None:
    """Delete the ACLs matching the options (--resource-type is required)."""
    if resource_type is None:
        raise click.UsageError("delete needs --resource-type (and narrows with the others)")
    filters = [_filter(resource_type, resource_name, pattern_type, principal, host, op,
                       True if deny else None) for op in (operations or (None,))]

    async def body(admin: Admin, state: State) -> None:
        results = await admin.delete_acls(filters, return_exceptions=True)
        deleted = [b for f in filters if not isinstance(results[f], BaseException)
                   for b in results[f]]
        state.out().table(_rows(deleted), _COLUMNS, data=deleted)
        raise_failures(results, "filters")

    with_admin(body)
