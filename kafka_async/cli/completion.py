"""``kafka-async completion bash|zsh|fish``: the shell completion script, from click.

Install with ``eval "$(kafka-async completion bash)"`` in ``~/.bashrc`` (zsh: ``~/.zshrc``;
fish: ``kafka-async completion fish > ~/.config/fish/completions/kafka-async.fish``).
"""

from __future__ import annotations

import click
from click.shell_completion import get_completion_class

from kafka_async.cli.app import cli

PROG = "kafka-async"
COMPLETE_VAR = "_KAFKA_ASYNC_COMPLETE"


@cli.command()
@click.argument("shell", type=click.Choice(("bash", "zsh", "fish")))
def completion(shell: str) -> None:
    """Print the completion script for SHELL."""
    completer = get_completion_class(shell)
    if completer is None:  # click ships all three; a missing one is a broken install
        raise click.UsageError(f"no completion for {shell} in this click")
    script = completer(cli, {}, PROG, COMPLETE_VAR).source()
    click.echo(script)
