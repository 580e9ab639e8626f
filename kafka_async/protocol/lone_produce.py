"""A one-partition Produce request written, and its answer read, on short paths.

An application that awaits each record sends one batch per request: a Produce request of one
topic and one partition, which the generated encoder writes in three nested functions and a
dozen primitive calls where one struct pack and the records do. Its answer always has the
same shape: one topic, one partition, no record errors, no error message, no tagged fields.
The generated decoder reads it field by field and builds five objects (the response, the
topic, the partition, its default current leader, and their lists and tag dicts): ~10 µs of
a ~180 µs round trip in the one-at-a-time row, ~7 % of its rate (docs/benchmarks.md, run Z).

``LoneProduceRequest`` is a ProduceRequest that writes that one-partition form itself, and
whose ``decode_response`` first checks for exactly that answer and returns a
``LoneProduceResponse``: the fields a producer reads are plain attributes, and the general
objects are built only if something reads ``responses``. Anything else (another version,
more partitions, a value out of range, an error message, record errors, a tag, a truncated
or garbage body) goes to the generated encoder or decoder. The generated code stays the
reference: the tests check that both paths write every request and read every answer alike.
"""

from __future__ import annotations

import struct

from kafka_async.protocol.messages.produce import ProduceRequest, ProduceResponse
from kafka_async.protocol.primitives import Buffer, enc_uvarint
from kafka_async.protocol.records import ACTIVE

__all__ = ["LoneProduceRequest", "LoneProduceResponse", "read_lone_produce_fields",
           "read_lone_produce_response"]

#: (topic, index, error_code, base_offset, log_append_time_ms, log_start_offset,
#: throttle_time_ms): what the short read finds
LoneFields = tuple[str, int, int, int, int, int, int]

_Topic = ProduceResponse.TopicProduceResponse
_Partition = _Topic.PartitionProduceResponse

#: After the topic name: the partition count (1, compact), index, error code, base offset,
#: log append time, log start offset, record errors (0, compact), error message (null),
#: the partition's tags (none), the topic's tags (none), throttle time, the response's tags.
_TAIL = struct.Struct(">BihqqqBBBBiB")
#: acks, timeout, the topic count (1, compact), the name's length (< 127, compact)
_HEAD = struct.Struct(">hiBB")
#: the partition count (1, compact), the partition index
_PARTITION = struct.Struct(">Bi")
#: the partition's, the topic's and the request's tag sections, all empty
_NO_TAGS = b"\x00\x00\x00"
#: the flexible versions (compact strings and tags) that still name topics (v13 uses ids)
_FIRST_VERSION, _LAST_VERSION = 9, 12


class LoneProduceResponse(ProduceResponse):
    """A ProduceResponse for one partition of one topic, as ``read_lone_produce_response``
    found it; equal to the generated decoder's result, which ``responses`` builds on demand."""

    __slots__ = ("_built", "base_offset", "error_code", "index", "log_append_time_ms",
                 "log_start_offset", "topic")

    def __init__(self, topic: str, index: int, error_code: int, base_offset: int,
                 log_append_time_ms: int, log_start_offset: int,
                 throttle_time_ms: int) -> None:
        self.topic = topic
        self.index = index
        self.error_code = error_code
        self.base_offset = base_offset
        self.log_append_time_ms = log_append_time_ms
        self.log_start_offset = log_start_offset
        self.throttle_time_ms = throttle_time_ms
        self.node_endpoints = []
        self.unknown_tagged_fields = {}
        self._built: list[ProduceResponse.TopicProduceResponse] | None = None

    @property  # (a slot in ProduceResponse: built on demand here)
    def responses(self) -> list[ProduceResponse.TopicProduceResponse]:
        built = self._built
        if built is None:
            built = self._built = [_Topic(self.topic, partition_responses=[_Partition(
                self.index, self.error_code, self.base_offset, self.log_append_time_ms,
                self.log_start_offset)])]
        return built

    @responses.setter
    def responses(self, value: list[ProduceResponse.TopicProduceResponse]) -> None:
        self._built = value


def read_lone_produce_fields(body: Buffer, start: int, version: int) -> LoneFields | None:
    """The fields of ``body[start:]`` if it is a ProduceResponse v9-v12 of exactly one topic
    and one partition with no record errors, no error message and no tagged fields (names of
    up to 126 bytes); None for anything else, read or not. The reference: the C extension's
    ``read_lone_produce`` is its twin (what the producer runs when built)."""
    if not _FIRST_VERSION <= version <= _LAST_VERSION or start < 0:
        return None
    buf = body if isinstance(body, memoryview) else memoryview(body)
    end = len(buf)
    if end - start < 2 + _TAIL.size or buf[start] != 2:  # (one topic: compact count 1 + 1)
        return None
    name_length = buf[start + 1] - 1  # (a one-byte compact length: 0-126 bytes)
    name_start = start + 2
    if not 0 <= name_length < 127 or end - name_start - name_length != _TAIL.size:
        return None
    (partitions, index, error_code, base_offset, log_append_time_ms, log_start_offset,
     record_errors, error_message, partition_tags, topic_tags, throttle_time_ms,
     tags) = _TAIL.unpack_from(buf, name_start + name_length)
    if (partitions != 2 or record_errors != 1 or error_message or partition_tags
            or topic_tags or tags):
        return None
    try:
        topic = str(buf[name_start:name_start + name_length], "utf-8")
    except UnicodeDecodeError:
        return None  # (the generated decoder names the error)
    return (topic, index, error_code, base_offset, log_append_time_ms, log_start_offset,
            throttle_time_ms)


#: the compiled twin when the C extension is built, else the reference
_read_fields = ACTIVE.read_lone_produce or read_lone_produce_fields


def read_lone_produce_response(body: Buffer, start: int, version: int
                               ) -> LoneProduceResponse | None:
    """``body[start:]`` as a LoneProduceResponse if it has the one shape the short read takes
    (see ``read_lone_produce_fields``); None for anything else."""
    fields = _read_fields(body, start, version)
    return None if fields is None else LoneProduceResponse(*fields)


class LoneProduceRequest(ProduceRequest):
    """A ProduceRequest for one partition, whose answer is read by the short path first."""

    __slots__ = ()

    def encode_parts(self, version: int) -> list[Buffer]:
        """The generated encoder's bytes for one topic and one partition with records and no
        tagged fields, in three parts (the records as given); anything else is its."""
        if (_FIRST_VERSION <= version <= _LAST_VERSION and len(self.topic_data) == 1
                and not self.unknown_tagged_fields):
            topic = self.topic_data[0]
            if len(topic.partition_data) == 1 and not topic.unknown_tagged_fields:
                partition = topic.partition_data[0]
                records = partition.records
                name = topic.name.encode()
                if (records is not None and not partition.unknown_tagged_fields
                        and len(name) < 127):
                    transactional_id = self.transactional_id
                    try:
                        head = (b"\x00" if transactional_id is None
                                else enc_uvarint(len(encoded := transactional_id.encode()) + 1)
                                + encoded)
                        if len(head) <= 0x7FFF + 3:
                            return [head + _HEAD.pack(self.acks, self.timeout_ms, 2, len(name) + 1)
                                    + name + _PARTITION.pack(2, partition.index)
                                    + enc_uvarint(len(records) + 1), records, _NO_TAGS]
                    except struct.error:
                        pass  # (out of range: the generated encoder names the field)
        return super().encode_parts(version)

    def decode_response(self, body: Buffer | None, version: int,
                        start: int = 0) -> ProduceResponse | None:
        if body is not None:
            fields = _read_fields(body, start, version)  # (read_lone_produce_response, inline)
            if fields is not None:
                return LoneProduceResponse(*fields)
        return super().decode_response(body, version, start)
