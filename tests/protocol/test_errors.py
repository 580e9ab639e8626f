"""The broker error table, its generated classes and the lookup helpers."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from kafka_async.protocol import errors
from kafka_async.protocol.errors import (
    BrokerError,
    CorruptRecordError,
    DecompressionBombError,
    DecompressionError,
    KafkaError,
    ProtocolError,
    UnsupportedCodecError,
    all_broker_errors,
    error_for_code,
    raise_for_code,
)

SEED_001 = next(Path("/work/shared/seeds").glob("001_*"), None)


def test_table_covers_every_code_up_to_kafka_4() -> None:
    codes = all_broker_errors()
    assert len(codes) >= 134
    assert set(range(-1, 134)) - {0} <= set(codes)


def test_every_class_carries_its_row() -> None:
    for code, error_class in all_broker_errors().items():
        assert issubclass(error_class, BrokerError)
        assert error_class.code == code
        assert re.fullmatch(r"[A-Z0-9_]+", error_class.name)
        assert error_class.description.endswith(".")
        camel = "".join(part.capitalize() for part in error_class.name.split("_"))
        assert error_class.__name__.replace("Error", "") in camel


@pytest.mark.parametrize(
    ("code", "name", "class_name", "retriable"),
    [
        (6, "NOT_LEADER_OR_FOLLOWER", "NotLeaderOrFollowerError", True),
        (1, "OFFSET_OUT_OF_RANGE", "OffsetOutOfRangeError", False),
        (2, "CORRUPT_MESSAGE", "CorruptMessageError", True),
        (15, "COORDINATOR_NOT_AVAILABLE", "CoordinatorNotAvailableError", True),
        (22, "ILLEGAL_GENERATION", "IllegalGenerationError", False),
        (45, "OUT_OF_ORDER_SEQUENCE_NUMBER", "OutOfOrderSequenceNumberError", False),
        (56, "KAFKA_STORAGE_ERROR", "KafkaStorageError", True),
        (74, "FENCED_LEADER_EPOCH", "FencedLeaderEpochError", True),
        (89, "THROTTLING_QUOTA_EXCEEDED", "ThrottlingQuotaExceededError", True),
        (100, "UNKNOWN_TOPIC_ID", "UnknownTopicIdError", True),
        (133, "SHARE_SESSION_LIMIT_REACHED", "ShareSessionLimitReachedError", True),
    ],
)
def test_known_codes(code: int, name: str, class_name: str, retriable: bool) -> None:
    error_class = error_for_code(code)
    assert error_class is getattr(errors, class_name)
    assert error_class.name == name
    assert error_class.retriable is retriable
    instance = error_class("partition 3 of t")
    assert instance.retriable is retriable
    assert str(instance) == f"[Error {code}] {name}: partition 3 of t"


def test_seed_table_codes_all_known() -> None:
    """Every row of the protocol guide's error table (seed 001) has a class with that code."""
    assert SEED_001 is not None
    rows = re.findall(r"^\| ([A-Z_]+) \| (-?\d+) \| (True|False) \|", SEED_001.read_text(),
                      re.MULTILINE)
    assert len(rows) >= 40
    for name, code_text, _retriable in rows:
        code = int(code_text)
        if code == 0:
            continue
        error_class = error_for_code(code)
        renamed = {"UNKNOWN": "UNKNOWN_SERVER_ERROR",
                   "NOT_LEADER_FOR_PARTITION": "NOT_LEADER_OR_FOLLOWER",
                   "GROUP_LOAD_IN_PROGRESS": "COORDINATOR_LOAD_IN_PROGRESS",
                   "GROUP_COORDINATOR_NOT_AVAILABLE": "COORDINATOR_NOT_AVAILABLE",
                   "NOT_COORDINATOR_FOR_GROUP": "NOT_COORDINATOR"}
        assert error_class.name == renamed.get(name, name)


def test_legacy_aliases() -> None:
    assert errors.NotLeaderForPartitionError is errors.NotLeaderOrFollowerError
    assert errors.GroupCoordinatorNotAvailableError is errors.CoordinatorNotAvailableError


def test_unknown_code_keeps_the_code() -> None:
    error_class = error_for_code(999)
    assert issubclass(error_class, errors.UnknownServerError)
    assert error_class.code == 999
    assert error_class is error_for_code(999)  # cached: `except` clauses stay stable
    assert "999" in str(error_class())
    assert error_for_code(-7).code == -7


def test_raise_for_code() -> None:
    raise_for_code(0)
    with pytest.raises(errors.NotCoordinatorError, match="coordinator moved") as info:
        raise_for_code(16, "coordinator moved")
    assert info.value.retriable
    with pytest.raises(errors.UnknownServerError):
        raise_for_code(4242)
    with pytest.raises(ValueError, match="success"):
        error_for_code(0)


def test_message_defaults_to_description() -> None:
    error = errors.TopicAuthorizationFailedError()
    assert str(error) == "[Error 29] TOPIC_AUTHORIZATION_FAILED: Topic authorization failed."


def test_hierarchy() -> None:
    assert issubclass(BrokerError, KafkaError)
    assert issubclass(CorruptRecordError, ProtocolError)
    assert issubclass(DecompressionBombError, DecompressionError)
    assert issubclass(DecompressionError, ProtocolError)
    assert issubclass(UnsupportedCodecError, ProtocolError)
    assert not issubclass(BrokerError, ProtocolError)


def test_a_class_for_a_code_outside_the_table_is_refused() -> None:
    with pytest.raises(TypeError, match="not in _ERROR_TABLE"):
        type("Bogus", (BrokerError,), {}, code=31337)
