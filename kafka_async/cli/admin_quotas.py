"""``kafka-async quotas describe|alter`` and ``kafka-async scram describe|alter|delete``: client
quotas and SCRAM credentials (what ``kafka-configs --entity-type users/clients/ips`` does).

An entity is chosen with ``--user``/``--client-id``/``--ip`` (a name) or their ``-default``
flags (the default entity of that type); ``quotas describe`` without any lists every entity
with quotas. A SCRAM password is never taken on the command line, where ``ps`` shows it: it is
read from standard input (``--password-stdin``) or an environment variable (``--password-env``).
"""

from __future__ import annotations

import os
import sys
from typing import TYPE_CHECKING, Any

import click

from kafka_async.cli.admin_common import raise_failures, with_admin
from kafka_async.cli.app import State, cli, shared_options
from kafka_async.cli.errors import UsageProblem

if TYPE_CHECKING:
    from kafka_async.admin import Admin, ClientQuotaEntity

_MECHANISMS = ("SCRAM-SHA-256", "SCRAM-SHA-512")


def _entity_options(command: Any) -> Any:
    for flag, kind in (("--ip", "IP"), ("--client-id", "client id"), ("--user", "user")):
        name = flag.lstrip("-").replace("-", "_")
        command = click.option(f"{flag}-default", f"{name}_default", is_flag=True,
                               help=f"The default {kind} entity.")(command)
        command = click.option(flag, name, metavar="NAME", help=f"The {kind}.")(command)
    return command


def _chosen(user: str | None, user_default: bool, client_id: str | None,
            client_id_default: bool, ip: str | None, ip_default: bool
            ) -> dict[str, str | None]:
    """{entity type: name, or None for the default entity} from the options."""
    chosen: dict[str, str | None] = {}
    for kind, name, default in (("user", user, user_default),
                                ("client-id", client_id, client_id_default),
                                ("ip", ip, ip_default)):
        if name is not None and default:
            raise UsageProblem(f"give --{kind} NAME or --{kind}-default, not both")
        if name is not None:
            chosen[kind] = name
        elif default:
            chosen[kind] = None
    return chosen


def _label(entity: ClientQuotaEntity) -> str:
    return ",".join(f"{kind}={'<default>' if name is None else name}"
                    for kind, name in sorted(entity.items()))


@cli.group()
def quotas() -> None:
    """Client quotas of users, client ids and IPs (kafka-configs --entity-type users/...)."""


@quotas.command()
@_entity_options
@shared_options
def describe(user: str | None, user_default: bool, client_id: str | None,
             client_id_default: bool, ip: str | None, ip_default: bool) -> None:
    """The quotas of one entity, or of every entity that has some."""
    chosen = _chosen(user, user_default, client_id, client_id_default, ip, ip_default)

    async def body(admin: Admin, state: State) -> None:
        from kafka_async.admin import ClientQuotaFilter, ClientQuotaFilterComponent

        if chosen:
            quota_filter = ClientQuotaFilter.contains_only([
                ClientQuotaFilterComponent.of_default_entity(kind) if name is None
                else ClientQuotaFilterComponent.of_entity(kind, name)
                for kind, name in chosen.items()])
        else:
            quota_filter = ClientQuotaFilter.all()
        found = await admin.describe_client_quotas(quota_filter)
        rows = [{"entity": _label(entity), "quota": quota, "value": value}
                for entity, values in sorted(found.items(), key=lambda e: _label(e[0]))
                for quota, value in sorted(values.items())]
        state.out().table(rows, ["entity", "quota", "value"],
                          data={_label(e): v for e, v in found.items()})

    with_admin(body)


@quotas.command()
@_entity_options
@click.option("--add", "sets", multiple=True, metavar="QUOTA=VALUE",
              help="Set a quota (producer_byte_rate, consumer_byte_rate, request_percentage, "
                   "controller_mutation_rate, connection_creation_rate); repeatable.")
@click.option("--delete", "deletes", multiple=True, metavar="QUOTA",
              help="Remove a quota; repeatable.")
@click.option("--validate-only", is_flag=True, help="Check, change nothing.")
@shared_options
def alter(user: str | None, user_default: bool, client_id: str | None,
          client_id_default: bool, ip: str | None, ip_default: bool, sets: tuple[str, ...],
          deletes: tuple[str, ...], validate_only: bool) -> None:
    """Set or remove quotas of one entity."""
    chosen = _chosen(user, user_default, client_id, client_id_default, ip, ip_default)
    if not chosen:
        raise UsageProblem("name the entity: --user, --client-id, --ip (or their -default)")
    ops: dict[str, float | None] = {}
    for item in sets:
        quota, found, value = item.partition("=")
        try:
            ops[quota] = float(value)
        except ValueError:
            found = ""
        if not found or not quota:
            raise UsageProblem(f"--add takes QUOTA=NUMBER, got {item!r}")
    for quota in deletes:
        ops[quota] = None
    if not ops:
        raise UsageProblem("nothing to change: give --add QUOTA=VALUE or --delete QUOTA")

    async def body(admin: Admin, state: State) -> None:
        from kafka_async.admin import ClientQuotaAlteration, ClientQuotaEntity

        entity = ClientQuotaEntity(chosen)
        results = await admin.alter_client_quotas([ClientQuotaAlteration(entity, ops)],
                                                  validate_only=validate_only,
                                                  return_exceptions=True)
        raise_failures({_label(e): v for e, v in results.items()}, "entities")
        rows = [{"entity": _label(entity), "quota": quota,
                 "value": "(removed)" if value is None else value}
                for quota, value in sorted(ops.items())]
        state.out().table(rows, ["entity", "quota", "value"],
                          title="validated, nothing changed:" if validate_only else None)

    with_admin(body)


@cli.group()
def scram() -> None:
    """SCRAM credentials of users (kafka-configs --entity-type users, SCRAM-SHA-*)."""


@scram.command("describe")
@click.argument("users", nargs=-1)
@shared_options
def describe_scram(users: tuple[str, ...]) -> None:
    """Mechanisms and iterations of users' credentials (every user's when none is named)."""

    async def body(admin: Admin, state: State) -> None:
        results = await admin.describe_user_scram_credentials(list(users) or None,
                                                              return_exceptions=True)
        found = {u: d for u, d in results.items() if not isinstance(d, BaseException)}
        rows = [{"user": user, "mechanism": info.mechanism.mechanism_name,
                 "iterations": info.iterations}
                for user, description in sorted(found.items())
                for info in description.credential_infos]
        state.out().table(rows, ["user", "mechanism", "iterations"], data=found)
        raise_failures(results, "users")

    with_admin(body)


@scram.command("alter")
@click.argument("user")
@click.option("--mechanism", type=click.Choice(_MECHANISMS), default="SCRAM-SHA-512",
              show_default=True)
@click.option("--iterations", type=click.IntRange(4096, 16384), default=8192,
              show_default=True)
@click.option("--password-stdin", is_flag=True, help="Read the password from standard input.")
@click.option("--password-env", metavar="VAR", help="Read the password from this variable.")
@shared_options
def alter_scram(user: str, mechanism: str, iterations: int, password_stdin: bool,
                password_env: str | None) -> None:
    """Create or replace a user's credential for one mechanism."""
    if password_stdin == (password_env is not None):
        raise UsageProblem("give the password with --password-stdin or --password-env VAR "
                           "(never on the command line)")
    if password_env is not None:
        password = os.environ.get(password_env, "")
        if not password:
            raise UsageProblem(f"--password-env {password_env}: the variable is empty or unset")
    else:
        password = sys.stdin.readline().rstrip("\r\n")
        if not password:
            raise UsageProblem("--password-stdin: standard input gave an empty password")

    async def body(admin: Admin, state: State) -> None:
        from kafka_async.admin import (
            ScramCredentialInfo,
            ScramMechanism,
            UserScramCredentialUpsertion,
        )

        info = ScramCredentialInfo(ScramMechanism[mechanism.replace("-", "_")], iterations)
        results = await admin.alter_user_scram_credentials(
            [UserScramCredentialUpsertion(user, info, password)], return_exceptions=True)
        raise_failures(results, "users")
        state.out().fields([("user", user), ("mechanism", mechanism),
                            ("iterations", iterations)], data={"user": user})

    with_admin(body)


@scram.command("delete")
@click.argument("user")
@click.option("--mechanism", type=click.Choice(_MECHANISMS), required=True)
@shared_options
def delete_scram(user: str, mechanism: str) -> None:
    """Delete a user's credential for one mechanism."""

    async def body(admin: Admin, state: State) -> None:
        from kafka_async.admin import ScramMechanism, UserScramCredentialDeletion

        results = await admin.alter_user_scram_credentials(
            [UserScramCredentialDeletion(user, ScramMechanism[mechanism.replace("-", "_")])],
            return_exceptions=True)
        raise_failures(results, "users")
        state.out().fields([("user", user), ("deleted", mechanism)], data={"user": user})

    with_admin(body)
