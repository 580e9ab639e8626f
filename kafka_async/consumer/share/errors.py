"""Errors of the share consumer, on top of the broker's typed errors."""

from __future__ import annotations

from kafka_async.consumer.errors import ConsumerError

__all__ = ["AcknowledgementError", "ShareConsumerError", "UnacknowledgedRecordsError"]


class ShareConsumerError(ConsumerError):
    """Base of the share consumer's own errors."""


class UnacknowledgedRecordsError(ShareConsumerError):
    """Explicit acknowledgement mode: the application polled again while records of the
    previous poll were still unacknowledged (Java raises IllegalStateException here). Every
    record a poll returns must be acknowledged (ACCEPT, RELEASE, REJECT or RENEW) before the
    next poll; ``records`` counts what was left."""

    def __init__(self, message: str, records: int) -> None:
        super().__init__(message)
        self.records = records


class AcknowledgementError(ShareConsumerError):
    """A misuse of ``acknowledge()``: implicit mode, a record this consumer did not hand out
    in its last poll, or one already acknowledged."""
