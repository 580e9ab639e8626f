"""The short paths of one-partition Produce requests and answers against the generated encoder
and decoder (the reference): the same bytes for every request, the same result for every
answer body, and the short read taken exactly for its shape. Every body read is also read by
both twins of the short read (the pure reference and the C extension's), which must agree."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kafka_async.protocol.errors import ProtocolError
from kafka_async.protocol.lone_produce import (
    LoneProduceRequest,
    LoneProduceResponse,
    read_lone_produce_fields,
    read_lone_produce_response,
)
from kafka_async.protocol.messages import ProduceRequest, ProduceResponse
from kafka_async.protocol.primitives import EncodeError
from kafka_async.protocol.records import load_speedups
from tests.protocol._message_strategies import message_instance

Topic = ProduceResponse.TopicProduceResponse
Partition = Topic.PartitionProduceResponse
SETTINGS = settings(max_examples=150, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])
INT16 = st.integers(-(2**15), 2**15 - 1)
INT32 = st.integers(-(2**31), 2**31 - 1)
INT64 = st.integers(-(2**63), 2**63 - 1)


def body_of(response: ProduceResponse, version: int) -> bytes:
    return b"".join(bytes(part) for part in response.encode_parts(version))


SPEEDUPS = load_speedups()


def twins_agree(body: bytes | memoryview, version: int, start: int) -> None:
    """The C extension's short read finds what the pure reference finds (or None alike)."""
    assert SPEEDUPS is not None and SPEEDUPS.read_lone_produce is not None, (
        "the C speedups are not built (pip install -e . with a compiler)")
    assert SPEEDUPS.read_lone_produce(body, start, version) == read_lone_produce_fields(
        body, start, version)


def both(body: bytes, version: int, start: int = 0) -> tuple[Any, Any]:
    """(generated decoder's result or error type, short path's result or error type)."""
    twins_agree(body, version, start)
    twins_agree(memoryview(body), version, start)
    results: list[Any] = []
    for request in (ProduceRequest(), LoneProduceRequest()):
        try:
            results.append(request.decode_response(body, version, start))
        except ProtocolError as exc:
            results.append(type(exc))
    return results[0], results[1]


@st.composite
def lone_answers(draw: st.DrawFn) -> tuple[ProduceResponse, int, bool]:
    """A one-partition answer of a version the short path reads, maybe with one of the things
    it leaves to the generated decoder; whether the short path should take it."""
    version = draw(st.integers(9, 12))
    partition = Partition(draw(INT32), draw(INT16), draw(INT64), draw(INT64), draw(INT64))
    name = draw(st.text(max_size=140))
    response = ProduceResponse([Topic(name, partition_responses=[partition])], draw(INT32))
    extras = ["none", "error_message", "record_error", "tag", "second_partition"]
    if version >= 10:  # (KIP-951's tagged fields)
        extras += ["leader", "endpoint"]
    extra = draw(st.sampled_from(extras))
    if extra == "error_message":
        partition.error_message = draw(st.text(max_size=10))
    elif extra == "record_error":
        partition.record_errors = [Partition.BatchIndexAndErrorMessage(draw(INT32), None)]
    elif extra == "leader":
        partition.current_leader.leader_id = draw(st.integers(0, 2**31 - 1))
    elif extra == "endpoint":
        response.node_endpoints = [ProduceResponse.NodeEndpoint(1, "h", 9092)]
    elif extra == "tag":
        partition.unknown_tagged_fields = {95: b"x"}
    elif extra == "second_partition":
        response.responses[0].partition_responses.append(Partition(draw(INT32)))
    return response, version, extra == "none" and len(name.encode()) <= 126


@SETTINGS
@given(lone_answers())
def test_the_short_path_reads_what_the_generated_decoder_reads(
        case: tuple[ProduceResponse, int, bool]) -> None:
    response, version, short = case
    body = body_of(response, version)
    general, lone = both(body, version)
    assert lone == general
    assert (type(lone) is LoneProduceResponse) == short


@SETTINGS
@given(st.data())
def test_any_generated_produce_answer_reads_the_same_both_ways(data: st.DataObject) -> None:
    version = data.draw(st.integers(3, 13))
    response = data.draw(message_instance("ProduceResponse", version))
    general, lone = both(body_of(response, version), version)
    assert lone == general


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=80), st.integers(3, 13))
def test_hostile_bytes_read_the_same_both_ways(data: bytes, version: int) -> None:
    general, lone = both(data, version)
    assert lone == general  # an equal answer, or the same ProtocolError


def test_a_short_answer_of_a_mutated_success_body_reads_the_same_both_ways() -> None:
    """Every single-byte change of a success answer: the short path never reads differently."""
    response = ProduceResponse([Topic("orders", partition_responses=[Partition(3, 0, 42)])])
    body = bytearray(body_of(response, 12))
    for position in range(len(body)):
        for value in (0, 1, 2, 0x7F, 0x80, 0xFF):
            mutated = bytearray(body)
            mutated[position] = value
            general, lone = both(bytes(mutated), 12)
            assert lone == general, (position, value)


def test_the_answer_after_a_header_is_read_in_place() -> None:
    response = ProduceResponse([Topic("t", partition_responses=[Partition(0, 0, 7, 99, 0)])], 5)
    framed = b"\x00\x00\x00\x07\x00" + body_of(response, 12)  # correlation id, empty tags
    lone = LoneProduceRequest().decode_response(framed, 12, 5)
    assert isinstance(lone, LoneProduceResponse)
    assert (lone.topic, lone.index, lone.base_offset, lone.log_append_time_ms,
            lone.throttle_time_ms) == ("t", 0, 7, 99, 5)


def test_the_general_objects_are_built_once_on_demand() -> None:
    lone = LoneProduceResponse("t", 2, 0, 7, -1, 0, 0)
    assert lone._built is None
    first = lone.responses
    assert lone.responses is first
    assert first[0].name == "t" and first[0].partition_responses[0].index == 2
    assert first[0].partition_responses[0].current_leader.leader_id == -1
    replaced = [Topic("u")]
    lone.responses = replaced
    assert lone.responses is replaced
    assert "LoneProduceResponse" in repr(lone)


@pytest.mark.parametrize("version", [3, 8, 13])
def test_other_versions_are_left_to_the_generated_decoder(version: int) -> None:
    response = ProduceResponse([Topic("t", partition_responses=[Partition(0, 0, 7)])])
    body = body_of(response, version)
    assert read_lone_produce_response(body, 0, version) is None
    general, lone = both(body, version)
    assert lone == general and type(lone) is ProduceResponse


def test_no_body_is_what_an_acks_0_request_gets() -> None:
    request = LoneProduceRequest(acks=0)
    assert request.decode_response(None, 12) is None
    with pytest.raises(ProtocolError):
        LoneProduceRequest(acks=1).decode_response(None, 12)


def written_both_ways(request: ProduceRequest, version: int) -> tuple[Any, Any]:
    """(generated encoder's bytes or error type, short path's bytes or error type)."""
    lone = LoneProduceRequest(
        transactional_id=request.transactional_id, acks=request.acks,
        timeout_ms=request.timeout_ms, topic_data=request.topic_data,
        unknown_tagged_fields=request.unknown_tagged_fields)
    results: list[Any] = []
    for candidate in (request, lone):
        try:
            results.append(b"".join(bytes(part) for part in candidate.encode_parts(version)))
        except EncodeError as exc:
            results.append(type(exc))
    return results[0], results[1]


@st.composite
def lone_requests(draw: st.DrawFn) -> tuple[ProduceRequest, int]:
    """One topic, one partition, values in and out of their fields' ranges, maybe a tag."""
    version = draw(st.integers(3, 13))
    wide = st.integers(-(2**40), 2**40)
    partition = ProduceRequest.TopicProduceData.PartitionProduceData(
        draw(st.one_of(INT32, wide)), draw(st.one_of(st.none(), st.binary(max_size=300))))
    topic = ProduceRequest.TopicProduceData(draw(st.text(max_size=140)),
                                            partition_data=[partition])
    request = ProduceRequest(
        transactional_id=draw(st.one_of(st.none(), st.text(max_size=20))),
        acks=draw(st.one_of(st.sampled_from([-1, 0, 1]), INT16, wide)),
        timeout_ms=draw(st.one_of(INT32, wide)), topic_data=[topic])
    tag = draw(st.sampled_from(["none", "request", "topic", "partition"]))
    if tag == "request":
        request.unknown_tagged_fields = {95: b"x"}
    elif tag == "topic":
        topic.unknown_tagged_fields = {95: b"x"}
    elif tag == "partition":
        partition.unknown_tagged_fields = {95: b"x"}
    return request, version


@SETTINGS
@given(lone_requests())
def test_the_short_path_writes_what_the_generated_encoder_writes(
        case: tuple[ProduceRequest, int]) -> None:
    request, version = case
    general, lone = written_both_ways(request, version)
    assert lone == general


@SETTINGS
@given(st.data())
def test_any_generated_produce_request_is_written_the_same_both_ways(
        data: st.DataObject) -> None:
    version = data.draw(st.integers(3, 13))
    request = data.draw(message_instance("ProduceRequest", version))
    general, lone = written_both_ways(request, version)
    assert lone == general


def test_the_short_path_keeps_the_records_as_given() -> None:
    records = bytearray(b"records")
    request = LoneProduceRequest(acks=-1, timeout_ms=30_000, topic_data=[
        ProduceRequest.TopicProduceData("t", partition_data=[
            ProduceRequest.TopicProduceData.PartitionProduceData(0, records)])])
    parts = request.encode_parts(12)
    assert len(parts) == 3 and parts[1] is records  # zero-copy, as the generated encoder


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=200), st.integers(-3, 210), st.integers(-1, 14))
def test_the_short_read_twins_agree_at_any_start(data: bytes, start: int, version: int) -> None:
    twins_agree(data, version, start)


def test_the_short_read_twins_agree_on_a_header_then_an_answer_and_on_its_edges() -> None:
    response = ProduceResponse([Topic("é" * 63, partition_responses=[
        Partition(2**31 - 1, -(2**15), -(2**63), 2**63 - 1, -1)])], -(2**31))
    body = b"\x00" * 5 + body_of(response, 11)
    fields = read_lone_produce_fields(body, 5, 11)
    assert fields == ("é" * 63, 2**31 - 1, -(2**15), -(2**63), 2**63 - 1, -1, -(2**31))
    twins_agree(body, 11, 5)
    for cut in range(len(body)):
        twins_agree(body[:cut], 11, 5)
    short = body_of(ProduceResponse([Topic("ab", partition_responses=[Partition(0)])]), 11)
    assert read_lone_produce_fields(short, 0, 11) is not None
    not_utf8 = short[:2] + b"\xff\xfe" + short[4:]  # (the name's two bytes)
    assert read_lone_produce_fields(not_utf8, 0, 11) is None
    twins_agree(not_utf8, 11, 0)
