"""The ``kafka-async`` command: its root group, the options every command shares, and the one
place where a command's coroutine runs and its failure becomes an exit code.

Shared options (``-b``, ``--command-config``, ``-X``, ``--output``, ``--timeout``, ``--debug``,
``-q``) are accepted both before the subcommand and after it (``kafka-async -b h:9092 topics
list`` and ``kafka-async topics list -b h:9092``); the later one wins.
"""

from __future__ import annotations

import importlib
import logging
import os
import sys
import traceback
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any, TypeVar

import anyio
import click

from kafka_async._version import __version__
from kafka_async.cli.connection import Connection, resolve
from kafka_async.cli.errors import (
    EXIT_FAILURE,
    EXIT_INTERRUPTED,
    EXIT_OK,
    EXIT_USAGE,
    CommandFailed,
    UsageProblem,
    one_line,
)
from kafka_async.cli.output import OUTPUT_MODES, TABLE, Output, reader_gone
from kafka_async.network.event_loop import backend_options

F = TypeVar("F", bound=Callable[..., Any])
T = TypeVar("T")
BACKEND_ENV = "KAFKA_ASYNC_BACKEND"  # asyncio (default) or trio


@dataclass
class State:
    """The shared options of one invocation, merged from wherever they were given."""

    bootstrap: str | None = None
    command_config: str | None = None
    properties: list[str] = field(default_factory=list)
    output: str = TABLE
    timeout_ms: int = 30_000
    debug: bool = False
    quiet: bool = False

    def connection(self) -> Connection:
        return resolve(self.bootstrap, self.command_config, self.properties)

    def out(self) -> Output:
        return Output(self.output)

    def client_settings(self, config_cls: type, **extra: Any) -> dict[str, Any]:
        """Settings for one client: the connection's, with the CLI's timeout applied where the
        user set none."""
        settings = self.connection().for_client(config_cls, **extra)
        known = {name for name in getattr(config_cls, "__dataclass_fields__", {})}
        for name in ("default_api_timeout_ms", "max_block_ms"):
            if name in known:
                settings.setdefault(name, self.timeout_ms)
        if "request_timeout_ms" in known:
            settings.setdefault("request_timeout_ms", min(self.timeout_ms, 30_000))
        return settings


def _store(ctx: click.Context, param: click.Parameter, value: Any) -> Any:
    state = ctx.ensure_object(State)
    name = param.name or ""
    if name == "properties":
        state.properties.extend(value)
    elif value is not None and value is not False:
        setattr(state, name, value)
    return value


def shared_options(function: F) -> F:
    """The options every command takes, stored on the invocation's State."""
    shared: dict[str, Any] = {"expose_value": False, "callback": _store}
    options = [
        click.option("-b", "--bootstrap-server", "bootstrap", metavar="HOST:PORT[,...]",
                     help="Brokers to bootstrap from (default: $KAFKA_BOOTSTRAP_SERVERS).",
                     **shared),
        click.option("--command-config", type=click.Path(dir_okay=False), metavar="FILE",
                     help="Java-style client properties (security.protocol, sasl.*, ssl.*).",
                     **shared),
        click.option("-X", "--property", "properties", multiple=True, metavar="NAME=VALUE",
                     help="A client property, Java's name (linger.ms=10); repeatable.",
                     **shared),
        click.option("-o", "--output", type=click.Choice(OUTPUT_MODES), default=None,
                     help="table (default) or json.", **shared),
        click.option("--timeout", "timeout_ms", type=click.IntRange(1), default=None,
                     metavar="MS", help="How long each operation (connect, lookup, admin call, "
                     "flush) may take (default 30000); consume reads on until --count, "
                     "--idle-ms, -e or Ctrl-C.",
                     **shared),
        click.option("--debug", is_flag=True, help="Tracebacks on errors.", **shared),
        click.option("-q", "--quiet", is_flag=True,
                     help="No progress or summaries on stderr.", **shared),
    ]
    for option in reversed(options):
        function = option(function)
    return function


def state() -> State:
    return click.get_current_context().ensure_object(State)


def run(body: Callable[[State], Awaitable[T]]) -> T:
    """Run one command's coroutine on the chosen backend; failures exit 1, usage problems 2.
    The return value is the coroutine's (an exit code, for commands that choose one)."""
    current = state()
    backend = os.environ.get(BACKEND_ENV, "asyncio")
    _route_logs(current.debug)
    try:
        return anyio.run(body, current, backend=backend,
                         backend_options=backend_options(backend))
    except KeyboardInterrupt:
        _fail("interrupted", EXIT_INTERRUPTED, None, current.debug)
    except UsageProblem as exc:
        _fail(f"error: {one_line(exc)}", EXIT_USAGE, exc, current.debug)
    except CommandFailed as exc:
        _fail(str(exc), EXIT_FAILURE, exc, current.debug)
    except Exception as exc:  # every failure becomes one line; the traceback only on --debug
        if isinstance(_unwrap(exc), BrokenPipeError):  # `| head` had enough: not a failure
            reader_gone()
            raise SystemExit(EXIT_OK) from None
        _fail(f"error: {one_line(_unwrap(exc))}", EXIT_FAILURE, exc, current.debug)
    raise AssertionError("unreachable")


def _route_logs(debug: bool) -> None:
    """The library's log lines: with --debug on stderr from INFO up, with their logger's
    name; otherwise not printed (a failure is the one line the command ends with, and a
    warning on the way, e.g. a bootstrap server not answering yet, would be said twice)."""
    library = logging.getLogger("kafka_async")
    if debug:
        handler = logging.StreamHandler(sys.stderr)
        handler.setFormatter(logging.Formatter("%(levelname)s %(name)s: %(message)s"))
        library.addHandler(handler)
        library.setLevel(logging.INFO)
    else:
        library.addHandler(logging.NullHandler())  # (no last-resort printing either)
    library.propagate = False


def _unwrap(exc: BaseException) -> BaseException:
    inner = getattr(exc, "exceptions", None)  # an exception group (3.11+, or the backport)
    while isinstance(inner, tuple) and len(inner) == 1:
        exc = inner[0]
        inner = getattr(exc, "exceptions", None)
    return exc


def _fail(line: str, code: int, exc: BaseException | None, debug: bool) -> None:
    if debug and exc is not None:
        traceback.print_exception(exc)
    sys.stderr.write(line + "\n")
    sys.stderr.flush()
    raise SystemExit(code)


#: command -> the module that defines it, in the order ``--help`` lists them (everyday first).
_COMMANDS = {
    "produce": "produce", "consume": "consume", "topics": "admin_topics",
    "groups": "admin_groups", "configs": "admin_configs", "acls": "admin_acls",
    "cluster": "admin_cluster", "metadata": "admin_cluster", "offsets": "admin_cluster",
    "records": "admin_cluster", "features": "admin_operations", "log-dirs": "admin_operations",
    "elect-leaders": "admin_operations", "quotas": "admin_quotas", "scram": "admin_quotas",
    "txn": "admin_txn", "share-groups": "share_groups", "streams-groups": "streams_groups",
    "share-consume": "share_groups", "client-metrics": "client_metrics", "bench": "bench",
    "completion": "completion",
}


class RootGroup(click.Group):
    """Loads a command's module when the command is asked for: ``kafka-async consume`` imports
    the consume module only (and through it the consumer), not the admin ones."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return list(_COMMANDS)

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        module = _COMMANDS.get(cmd_name)
        if module is not None and cmd_name not in self.commands:
            importlib.import_module(f"kafka_async.cli.{module}")
        return super().get_command(ctx, cmd_name)


@click.group(cls=RootGroup, context_settings={"help_option_names": ["-h", "--help"],
                                              "max_content_width": 100})
@click.version_option(__version__, "-V", "--version", prog_name="kafka-async")
@shared_options
def cli() -> None:
    """One command-line tool for Kafka: produce, consume, and operate a cluster.

    Connect with -b HOST:PORT, $KAFKA_BOOTSTRAP_SERVERS, or --command-config FILE.
    """
