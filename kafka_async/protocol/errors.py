"""The exception hierarchy of kafka_async (the protocol layer is the lowest, so errors live here).

* KafkaError                  base of everything this package raises on purpose
  + ProtocolError             malformed or hostile bytes; the only thing a decoder may raise
"""

from __future__ import annotations


class KafkaError(Exception):
    """Base of every error kafka_async raises on purpose."""

    retriable: bool = False


class ProtocolError(KafkaError):
    """Bytes that do not decode: truncated, oversized, or otherwise not what the protocol allows."""
