"""``python -m kafka_async``: the ``kafka-async`` command-line tool."""

from kafka_async.cli import entry

entry()
