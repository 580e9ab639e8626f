"""Hostile bytes into every decoder: only ProtocolError comes out, and never a bogus allocation."""

from __future__ import annotations

import contextlib
import tracemalloc
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kafka_async.protocol.errors import ProtocolError
from kafka_async.protocol.messages import FetchResponse, MetadataResponse, ProduceResponse
from kafka_async.protocol.messages._base import Message
from tests.protocol._message_strategies import all_message_cases, message_instance, resolve

RESPONSE_CASES = [(n, v) for n, v in all_message_cases() if not n.endswith("Request")]
ALL_CASES = all_message_cases()
FUZZ_SETTINGS = settings(
    max_examples=6,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


def _decode_or_protocol_error(cls: type[Message], data: bytes, version: int) -> None:
    with contextlib.suppress(ProtocolError):
        cls.decode(data, version)


@pytest.mark.parametrize(
    ("name", "version"), RESPONSE_CASES, ids=[f"{n}-v{v}" for n, v in RESPONSE_CASES]
)
@FUZZ_SETTINGS
@given(data=st.binary(max_size=64))
def test_arbitrary_bytes_raise_only_protocol_error(name: str, version: int, data: bytes) -> None:
    _decode_or_protocol_error(resolve(name), data, version)


@pytest.mark.parametrize(("name", "version"), ALL_CASES, ids=[f"{n}-v{v}" for n, v in ALL_CASES])
@FUZZ_SETTINGS
@given(data=st.data())
def test_truncated_or_mutated_encodings(name: str, version: int, data: st.DataObject) -> None:
    cls: type[Message] = resolve(name)
    message: Any = data.draw(message_instance(name, version))
    encoded = message.encode(version)
    # A strict prefix of a valid encoding can never decode: the full encoding would then have
    # trailing bytes. So every cut must raise ProtocolError (and nothing else).
    if not encoded:  # an empty body (e.g. ApiVersionsRequest v0) has no strict prefix
        assert cls.decode(b"", version) == message
        return
    cut = data.draw(st.integers(0, len(encoded) - 1))
    with pytest.raises(ProtocolError):
        cls.decode(encoded[:cut], version)
    index = data.draw(st.integers(0, len(encoded) - 1))
    flipped = bytearray(encoded)
    flipped[index] ^= data.draw(st.integers(1, 255))
    _decode_or_protocol_error(cls, bytes(flipped), version)


def _peak_allocation(cls: type[Message], data: bytes, version: int) -> int:
    tracemalloc.start()
    try:
        with pytest.raises(ProtocolError) as info:
            cls.decode(data, version)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert cls.__name__ in str(info.value)
    return peak


def test_huge_array_length_with_few_bytes_fails_without_allocating() -> None:
    # MetadataResponse v0: brokers array claims 2**31 - 1 entries, 10 bytes follow.
    data = b"\x7f\xff\xff\xff" + bytes(10)
    assert _peak_allocation(MetadataResponse, data, 0) < 64 * 1024


def test_huge_compact_array_length_fails_without_allocating() -> None:
    # MetadataResponse v12: throttle_time_ms, then brokers as a compact array of ~2**32 entries.
    data = bytes(4) + b"\xff\xff\xff\xff\x0f" + bytes(10)
    assert _peak_allocation(MetadataResponse, data, 12) < 64 * 1024


def test_huge_records_length_fails_without_allocating() -> None:
    # FetchResponse v4: throttle, one topic "t", one partition, then records of 2**31 - 1 bytes.
    body = (
        bytes(4)
        + b"\x00\x00\x00\x01"
        + b"\x00\x01t"
        + b"\x00\x00\x00\x01"
        + bytes(4 + 2 + 8 + 8)
        + b"\xff\xff\xff\xff"  # aborted transactions: null
        + b"\x7f\xff\xff\xff"
        + bytes(10)
    )
    assert _peak_allocation(FetchResponse, body, 4) < 64 * 1024


def test_invalid_utf8_is_a_protocol_error() -> None:
    # MetadataResponse v0, one broker whose host is not UTF-8.
    data = b"\x00\x00\x00\x01" + bytes(4) + b"\x00\x02\xff\xfe" + bytes(4) + bytes(4)
    with pytest.raises(ProtocolError, match="UTF-8"):
        MetadataResponse.decode(data, 0)


def test_trailing_bytes_are_rejected() -> None:
    with pytest.raises(ProtocolError, match="trailing"):
        MetadataResponse.decode(bytes(8) + b"\x00", 0)


def test_unknown_version_is_rejected() -> None:
    with pytest.raises(ProtocolError, match="no version 99"):
        MetadataResponse.decode(bytes(8), 99)


# The generated decoders read one-byte lengths, counts and empty tag sections of flexible
# versions inline, and call the primitives for anything else: the inline reads must refuse what
# the calls refuse. ProduceResponse v12 of one topic "t", one partition, no errors.
_PRODUCE_V12 = (
    b"\x02"  # responses: 1
    + b"\x02t"  # name "t"
    + b"\x02"  # partition_responses: 1
    + bytes(4 + 2) + bytes(8) + b"\xff" * 8 + bytes(8)  # index .. log_start_offset
    + b"\x01"  # record_errors: 0
    + b"\x00"  # error_message: null
    + b"\x00"  # partition tags: none
    + b"\x00"  # topic tags: none
    + bytes(4)  # throttle_time_ms
    + b"\x00"  # tags: none
)


def test_inline_reads_decode_a_flexible_message() -> None:
    response = ProduceResponse.decode(_PRODUCE_V12, 12)
    assert response.responses[0].name == "t"
    partition = response.responses[0].partition_responses[0]
    assert (partition.base_offset, partition.log_append_time_ms) == (0, -1)
    assert partition.error_message is None and partition.record_errors == []
    assert response.unknown_tagged_fields == {} and partition.unknown_tagged_fields == {}


def test_inline_short_string_refuses_bad_utf8() -> None:
    data = _PRODUCE_V12.replace(b"\x02t", b"\x02\xff", 1)
    with pytest.raises(ProtocolError, match="UTF-8"):
        ProduceResponse.decode(data, 12)


def test_inline_short_string_refuses_a_length_past_the_end() -> None:
    data = _PRODUCE_V12[:1] + b"\x7f" + b"t" + bytes(8)  # a 126-byte name, 9 bytes there
    with pytest.raises(ProtocolError, match="compact string: need 126 bytes, only 9 remain"):
        ProduceResponse.decode(data, 12)


def test_inline_count_refuses_more_elements_than_bytes() -> None:
    data = b"\x7e" + _PRODUCE_V12[1:]  # 125 topics claimed, 45 bytes follow
    with pytest.raises(ProtocolError, match="array claims 125 elements"):
        ProduceResponse.decode(data, 12)


def test_inline_count_leaves_a_null_array_to_the_call() -> None:
    data = b"\x00" + _PRODUCE_V12[1:]
    with pytest.raises(ProtocolError, match="null"):
        ProduceResponse.decode(data, 12)


def test_a_tag_section_that_holds_something_is_read_by_the_call() -> None:
    # The partition's tag section holds tag 0 (CurrentLeader: leader 3, epoch 7).
    leader = b"\x00\x00\x00\x03" + b"\x00\x00\x00\x07" + b"\x00"
    data = _PRODUCE_V12.replace(
        b"\x01\x00\x00\x00" + bytes(4), b"\x01\x00\x01\x00" + bytes([len(leader)]) + leader
        + b"\x00" + bytes(4), 1)
    partition = ProduceResponse.decode(data, 12).responses[0].partition_responses[0]
    assert (partition.current_leader.leader_id, partition.current_leader.leader_epoch) == (3, 7)
