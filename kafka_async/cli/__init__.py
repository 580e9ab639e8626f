"""``kafka-async``: the command-line tool (``python -m kafka_async``), in the ``[cli]`` extra.

The top layer: it uses the producer, consumer and admin like any application does. Each
command imports the client it needs when it runs, so ``--help`` or ``topics list`` never pays
for the others. ``main`` is the console script.
"""

from __future__ import annotations

import sys

__all__ = ["entry", "main"]


def main(argv: list[str] | None = None) -> None:
    """Run the CLI; exits 0 ok, 1 failure, 2 usage error, 130 interrupted."""
    try:
        import click
    except ImportError:
        sys.stderr.write("kafka-async needs the cli extra: pip install 'kafka_async[cli]'\n")
        raise SystemExit(1) from None
    from kafka_async.cli.app import cli
    from kafka_async.cli.errors import EXIT_INTERRUPTED, EXIT_USAGE

    try:
        cli.main(args=argv, prog_name="kafka-async", standalone_mode=False,
                 complete_var="_KAFKA_ASYNC_COMPLETE")
    except click.UsageError as exc:
        hint = f" (see: {exc.ctx.command_path} --help)" if exc.ctx is not None else ""
        sys.stderr.write(f"error: {' '.join(exc.format_message().split())}{hint}\n")
        raise SystemExit(EXIT_USAGE) from None
    except click.ClickException as exc:
        sys.stderr.write(f"error: {' '.join(exc.format_message().split())}\n")
        raise SystemExit(exc.exit_code) from None
    except click.Abort:
        sys.stderr.write("interrupted\n")
        raise SystemExit(EXIT_INTERRUPTED) from None
    except (ValueError, TypeError) as exc:
        # Raised while a command reads its arguments, before it runs (a principal without
        # its "User:" type, a broker id that is not a number): a usage error, said in one
        # line (what fails once the command runs is handled by ``run``: exit 1).
        if "--debug" in (sys.argv if argv is None else argv):
            raise
        sys.stderr.write(f"error: {' '.join(str(exc).split())}\n")
        raise SystemExit(EXIT_USAGE) from None


def entry() -> None:
    """The console script and ``python -m kafka_async``: ``main``, then a prompt exit.

    The command is done when ``main`` returns: stdout and stderr are flushed here and the
    process ends with ``os._exit``, skipping the interpreter's teardown (freeing every module
    and object one by one), which measured 20 ms, 5% of printing a million records."""
    import contextlib
    import os

    code = 0
    try:
        main()
    except SystemExit as exc:
        code = exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)
        if exc.code is not None and not isinstance(exc.code, int):
            sys.stderr.write(f"{exc.code}\n")
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(BrokenPipeError, ValueError):  # reader gone, or closed
            stream.flush()
    os._exit(code)
