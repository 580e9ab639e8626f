"""The CLI's exit codes and how a failure becomes one line on stderr.

0 ok, 1 the operation failed (a broker said no, a timeout, records not delivered), 2 the command
line was wrong (click's own usage errors use 2 as well), 130 interrupted before anything could
be finished cleanly. The typed error's message is the line; the traceback only with ``--debug``.
"""

from __future__ import annotations

import click

EXIT_OK = 0
EXIT_FAILURE = 1
EXIT_USAGE = 2
EXIT_INTERRUPTED = 130


class UsageProblem(click.UsageError):
    """The command line cannot work as given (exit 2), found after click's own parsing: a
    malformed ``--from``, a properties file that does not exist, conflicting flags."""

    def __init__(self, message: str) -> None:
        super().__init__(message)


class CommandFailed(Exception):
    """The command ran and failed in a way already summarised by ``message`` (exit 1)."""


def one_line(exc: BaseException) -> str:
    """``TypeName: message`` on one line, the message as the typed error carries it."""
    message = " ".join(str(exc).split()) or repr(exc)
    name = type(exc).__name__
    if isinstance(exc, (UsageProblem, CommandFailed)):
        return " ".join(exc.format_message().split()) if isinstance(exc, UsageProblem) else message
    return f"{name}: {message}"
