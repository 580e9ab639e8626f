"""What the Admin-backed commands share: one Admin per invocation, bounded by ``--timeout``,
and the small parsers of their arguments (``name=value`` configs, ``topic:partition``)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any, TypeVar

import anyio

from kafka_async.cli.app import State, run
from kafka_async.cli.errors import CommandFailed, UsageProblem
from kafka_async.cli.numbers import is_number

if TYPE_CHECKING:
    from kafka_async.admin import Admin
    from kafka_async.consumer import TopicPartition

T = TypeVar("T")
# Start-up (bootstrap) gets this much beyond --timeout before the whole command gives up: the
# operation's own deadline is --timeout, and it should be the one that reports.
_GRACE_S = 2.0


def with_admin(body: Callable[[Admin, State], Awaitable[T]]) -> T:
    """Run ``body`` with a started Admin; the whole command ends within ``--timeout``."""

    async def main(state: State) -> T:
        from kafka_async.admin import Admin, AdminConfig

        settings = state.client_settings(AdminConfig)
        limit = state.timeout_ms / 1000 + _GRACE_S
        try:
            with anyio.fail_after(limit):
                async with Admin(**settings) as admin:
                    return await body(admin, state)
        except TimeoutError:
            raise CommandFailed(
                f"error: no answer within --timeout {state.timeout_ms} ms from "
                f"{settings['bootstrap_servers']} (is the cluster up and reachable?)") from None

    return run(main)


def parse_configs(items: tuple[str, ...], flag: str = "--config") -> dict[str, str]:
    configs: dict[str, str] = {}
    for item in items:
        name, found, value = item.partition("=")
        if not found or not name:
            raise UsageProblem(f"{flag} takes name=value, got {item!r}")
        configs[name] = value
    return configs


def parse_partition(text: str) -> TopicPartition:
    """``topic:partition`` (also ``topic-partition``, as Kafka's tools print them)."""
    from kafka_async.consumer import TopicPartition

    for separator in (":", "-"):
        topic, found, number = text.rpartition(separator)
        if found and topic and is_number(number):
            return TopicPartition(topic, int(number))
    raise UsageProblem(f"a partition is TOPIC:PARTITION, got {text!r}")


async def expand_partitions(admin: Admin, targets: tuple[str, ...]) -> list[TopicPartition]:
    """``TOPIC:PARTITION`` arguments as given, and every partition of each bare ``TOPIC``."""
    from kafka_async.consumer import TopicPartition

    chosen = [parse_partition(t) for t in targets if ":" in t]
    whole = [t for t in targets if ":" not in t]
    if whole:
        described = await admin.describe_topics(whole)
        chosen += [TopicPartition(name, p.partition) for name in whole
                   for p in described[name].partitions]
    return chosen


def show_deleted_offsets(state: State, group_id: str, results: dict[Any, Any]) -> None:
    """A delete-offsets answer ({partition: None or the error}) as a table; the failures
    raised after it."""
    rows = [{"group": group_id, "partition": str(tp),
             "deleted": not isinstance(results[tp], BaseException)} for tp in sorted(results)]
    state.out().table(rows, ["group", "partition", "deleted"])
    raise_failures(results, "partitions")


def raise_failures(results: dict[Any, Any], what: str) -> None:
    """Per-resource errors (``return_exceptions=True`` results) as one CommandFailed listing
    each, after the successes were printed."""
    failed = [(key, value) for key, value in results.items() if isinstance(value, BaseException)]
    if failed:
        lines = "; ".join(f"{key}: {type(error).__name__}: {error}" for key, error in failed)
        raise CommandFailed(f"error: {len(failed)} of {len(results)} {what} failed: {lines}")


async def show_features(admin: Admin, state: State) -> None:
    """Finalized feature levels and the brokers' supported ranges (``cluster features``,
    ``features describe``)."""
    found = await admin.describe_features()
    names = sorted(set(found.finalized_features) | set(found.supported_features))
    rows = []
    for name in names:
        finalized = found.finalized_features.get(name)
        supported = found.supported_features.get(name)
        rows.append({"feature": name,
                     "finalized": finalized.max_version_level if finalized else None,
                     "supported": f"{supported.min_version}-{supported.max_version}"
                     if supported else None})
    state.out().table(rows, ["feature", "finalized", "supported"], data=found)
