"""Errors the producer raises on its own, on top of the broker's typed errors.

Every delivery handle resolves to exactly one of three outcomes (the "sequence ledger" states):

* a ``RecordMetadata``: written, at that offset;
* ``DeliveryFailedError`` or a ``BrokerError`` (e.g. ``MessageTooLargeError``): *definitely not*
  written. ``RecordNotSentError`` (the record never reached a broker before its deadline) and
  ``ProducerClosedError`` are definite failures too;
* ``DeliveryOutcomeUnknownError``: the deadline passed while the record's outcome was unknown (a
  request was written but its answer was lost). It may or may not be in the log.

``isinstance(error, DeliveryOutcomeUnknownError)`` is the one check that separates "maybe" from
"no". Errors raised by ``send()`` itself (``RecordTooLargeError``, ``BufferExhaustedError``,
``TopicMetadataTimeoutError``) mean the record was never accepted.
"""

from __future__ import annotations

from kafka_async.network.errors import KafkaTimeoutError
from kafka_async.protocol.errors import KafkaError

__all__ = [
    "BatchRejectedError",
    "BufferExhaustedError",
    "DeliveryFailedError",
    "DeliveryOutcomeUnknownError",
    "ProducerClosedError",
    "RecordNotResolvedError",
    "RecordNotSentError",
    "RecordTooLargeError",
    "TopicMetadataTimeoutError",
    "TransactionAbortedError",
    "TransactionStateError",
]


class DeliveryFailedError(KafkaError):
    """The record was definitely not written (base of the producer's definite failures)."""


class BatchRejectedError(DeliveryFailedError):
    """The broker refused this record's batch because *other* records in it were invalid
    (their errors, per record: the partition's error type when one record was refused, else
    InvalidRecordError). This record itself was valid and was not written: sending it again
    succeeds. Java fails these records with a plain KafkaException; here the type says which
    records an application may re-send."""


class RecordNotSentError(DeliveryFailedError):
    """delivery_timeout_ms passed before any broker received the record: it was not written."""


class ProducerClosedError(DeliveryFailedError):
    """The producer closed (or its close timeout passed) before the record was sent."""


class DeliveryOutcomeUnknownError(KafkaError):
    """delivery_timeout_ms passed while the record's fate was unknown: it may be in the log.

    Raised for a batch whose last attempt was written to a broker but whose answer never came
    (connection lost, request timeout). Reading the partition tells whether it arrived; it is
    never written twice by this producer.
    """


class RecordNotResolvedError(KafkaError):
    """``RecordHandle.result()`` or ``exception()`` asked before the record resolved (as
    ``concurrent.futures`` raises InvalidStateError): await the handle, or check ``done()``."""


class RecordTooLargeError(KafkaError, ValueError):
    """``send()`` got a record whose encoded size exceeds max_request_size (never accepted)."""


class BufferExhaustedError(KafkaTimeoutError):
    """``send()`` waited max_block_ms for buffer_memory to free up, in vain (never accepted)."""


class TopicMetadataTimeoutError(KafkaTimeoutError):
    """The topic (or partition) did not appear in the cluster metadata within max_block_ms."""


class TransactionAbortedError(DeliveryFailedError):
    """The record's transaction was aborted before the record was sent (Java's
    TransactionAbortedException): it was not written."""


class TransactionStateError(KafkaError):
    """A transactional call made in a state that does not allow it (begin twice, commit
    without begin, send outside a transaction...): the message names the state. Nothing was
    sent; the producer's state is unchanged."""
