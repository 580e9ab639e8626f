"""The sans-IO framing and in-flight FIFO (kafka_async.protocol.wire)."""

from __future__ import annotations

import itertools
import struct
import sys
import tracemalloc

import pytest
from hypothesis import given
from hypothesis import strategies as st

from kafka_async.protocol.errors import ProtocolError
from kafka_async.protocol.wire import (
    CorrelationIdMismatchError,
    FrameReader,
    FrameTooLargeError,
    InFlight,
    InFlightQueue,
    describe_foreign_prefix,
    frame,
    peek_correlation_id,
)


def test_frames_reassemble_from_single_bytes() -> None:
    payloads = [b"a" * 10, b"", b"xyz" * 100]
    stream = b"".join(frame(p) for p in payloads)
    reader = FrameReader()
    out: list[bytes] = []
    for byte in stream:
        out.extend(reader.feed(bytes([byte])))
    assert out == payloads
    assert reader.buffered == 0


@given(st.lists(st.binary(max_size=300), max_size=8), st.lists(st.integers(1, 50), min_size=1))
def test_any_split_gives_the_same_frames(payloads: list[bytes], cuts: list[int]) -> None:
    stream = b"".join(frame(p) for p in payloads)
    reader = FrameReader()
    out: list[bytes] = []
    position = 0
    index = 0
    while position < len(stream):
        step = cuts[index % len(cuts)]
        out.extend(reader.feed(stream[position : position + step]))
        position += step
        index += 1
    assert out == payloads


def test_a_chunk_holding_exactly_one_frame_comes_back_whole() -> None:
    reader = FrameReader()
    for payload in (b"answer", b"", b"x" * 5000):
        assert reader.feed(frame(payload)) == [payload]
        assert reader.feed(bytearray(frame(payload))) == [payload]
    assert reader.buffered == 0


def test_a_body_that_looks_like_a_whole_frame_is_still_the_pending_body() -> None:
    # The size prefix came alone; the body that follows happens to read as a complete frame
    # (its first four bytes say 4, and 4 bytes follow): it is the body, not a new frame.
    reader = FrameReader()
    body = struct.pack(">i", 4) + b"abcd"
    assert reader.feed(struct.pack(">i", len(body))) == []
    assert reader.feed(body) == [body]


def test_a_whole_frame_over_the_limit_is_refused() -> None:
    reader = FrameReader(max_frame_bytes=16)
    with pytest.raises(FrameTooLargeError, match="17 bytes"):
        reader.feed(frame(b"y" * 17))


def test_two_gib_prefix_is_refused_before_allocating() -> None:
    reader = FrameReader(max_frame_bytes=1024 * 1024)
    tracemalloc.start()
    try:
        with pytest.raises(FrameTooLargeError, match="2147483647 bytes"):
            reader.feed(struct.pack(">i", 2**31 - 1) + b"\x00" * 16)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 1024 * 1024


def test_negative_size_is_refused() -> None:
    with pytest.raises(FrameTooLargeError, match="-1 bytes"):
        FrameReader().feed(b"\xff\xff\xff\xff")


def test_tls_alert_is_named() -> None:
    with pytest.raises(FrameTooLargeError, match=r"TLS alert.*security_protocol"):
        FrameReader().feed(b"\x15\x03\x03\x00\x02\x02\x28")


def test_http_response_is_named() -> None:
    with pytest.raises(FrameTooLargeError, match="HTTP"):
        FrameReader().feed(b"HTTP/1.1 400 Bad Request\r\n")


def test_describe_foreign_prefix_leaves_kafka_alone() -> None:
    assert describe_foreign_prefix(b"\x00\x00\x00\x10") is None
    assert "handshake" in (describe_foreign_prefix(b"\x16\x03\x01") or "")


def test_inflight_matches_in_order() -> None:
    queue = InFlightQueue()
    ids = [queue.next_correlation_id() for _ in range(3)]
    for correlation_id in ids:
        queue.register(InFlight(correlation_id, 3, 12))
    assert [queue.match(i).correlation_id for i in ids] == ids
    assert len(queue) == 0


def test_out_of_order_id_is_a_mismatch_and_keeps_entries() -> None:
    queue = InFlightQueue()
    for _ in range(2):
        queue.register(InFlight(queue.next_correlation_id(), 18, 3))
    with pytest.raises(CorrelationIdMismatchError, match="received correlation id 1, expected 0"):
        queue.match(1)
    assert [entry.correlation_id for entry in queue.drain()] == [0, 1]


def test_response_with_nothing_in_flight_is_a_mismatch() -> None:
    with pytest.raises(CorrelationIdMismatchError, match="no request was in flight"):
        InFlightQueue().match(7)


def test_correlation_ids_wrap_at_int32_max() -> None:
    queue = InFlightQueue(first_correlation_id=2**31 - 1)
    assert queue.next_correlation_id() == 2**31 - 1
    assert queue.next_correlation_id() == 0


def test_match_frame_reads_the_id_and_refuses_what_match_refuses() -> None:
    queue = InFlightQueue()
    for _ in range(2):
        queue.register(InFlight(queue.next_correlation_id(), 18, 3))
    with pytest.raises(ProtocolError, match="too short"):
        queue.match_frame(b"\x00\x00\x00")
    with pytest.raises(CorrelationIdMismatchError, match="received correlation id 1, expected 0"):
        queue.match_frame(b"\x00\x00\x00\x01 body")
    assert queue.match_frame(memoryview(b"\x00\x00\x00\x00 body")).correlation_id == 0
    assert queue.match_frame(b"\x00\x00\x00\x01").correlation_id == 1
    with pytest.raises(CorrelationIdMismatchError, match="no request was in flight"):
        queue.match_frame(b"\x00\x00\x00\x02")


def test_peek_correlation_id_needs_four_bytes() -> None:
    assert peek_correlation_id(b"\x00\x00\x00\x2a rest") == 42
    with pytest.raises(ProtocolError):
        peek_correlation_id(b"\x00\x01")


def test_a_trickling_peer_costs_no_object_per_byte() -> None:
    """Bytes arriving one at a time are merged: what the reader holds stays about the size of
    what it buffered, not an object per byte."""
    reader = FrameReader()
    body = bytes(range(256)) * 400  # 102,400 bytes
    data = frame(body)
    frames = []
    for index in range(len(data) - 1):
        frames += reader.feed(data[index:index + 1])
    assert frames == [] and reader.buffered == len(body) - 1
    held = sum(sys.getsizeof(chunk) for chunk in reader._chunks)
    assert held < 2 * len(body)
    assert reader.feed(data[-1:]) == [body]
    assert reader.buffered == 0


def test_big_and_small_chunks_mixed_give_the_same_frames() -> None:
    reader = FrameReader()
    bodies = [b"a" * 70_000, b"", b"b" * 10, b"c" * 200_000]
    stream = b"".join(frame(b) for b in bodies)
    cuts = [0, 3, 5, 70_004, 70_010, 70_030, 150_000, len(stream)]
    frames = []
    for start, end in itertools.pairwise(cuts):
        frames += reader.feed(stream[start:end])
    assert frames == bodies
