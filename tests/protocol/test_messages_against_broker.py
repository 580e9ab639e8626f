"""The generated codec against a real Apache Kafka broker, at every version both sides support.

A plain blocking socket (this is the protocol layer's test; the network layer has its own) sends
each request at every version the broker and the codec share and decodes the answer. A response
layout that the codec gets wrong at any version fails here, whatever the round-trip tests say.
"""

from __future__ import annotations

import socket
import struct
import time
import uuid
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from kafka_async.protocol.headers import decode_response_header, encode_request_header
from kafka_async.protocol.messages import (
    REQUESTS,
    AddPartitionsToTxnRequest,
    AddRaftVoterRequest,
    ApiVersionsRequest,
    ApiVersionsResponse,
    CreateTopicsRequest,
    DescribeAclsRequest,
    DescribeClusterRequest,
    DescribeConfigsRequest,
    ElectLeadersRequest,
    FetchRequest,
    FetchResponse,
    FindCoordinatorRequest,
    ListGroupsRequest,
    ListOffsetsRequest,
    MetadataRequest,
    MetadataResponse,
    ProduceRequest,
    ProduceResponse,
    RemoveRaftVoterRequest,
    Request,
    UnregisterBrokerRequest,
)
from kafka_async.protocol.records import RecordsReader, build_record_batch

pytestmark = pytest.mark.integration


class BrokerSocket:
    """One blocking connection: send a request, read its response (no pipelining needed here)."""

    def __init__(self, bootstrap: str) -> None:
        host, port = bootstrap.rsplit(":", 1)
        self._sock = socket.create_connection((host, int(port)), timeout=30)
        self._correlation_id = 0

    def close(self) -> None:
        self._sock.close()

    def _read_exactly(self, size: int) -> bytes:
        chunks = bytearray()
        while len(chunks) < size:
            chunk = self._sock.recv(size - len(chunks))
            assert chunk, "broker closed the connection"
            chunks += chunk
        return bytes(chunks)

    def call(self, request: Request, version: int) -> Any:
        return self.call_with_body(request, version)[0]

    def call_with_body(self, request: Request, version: int) -> tuple[Any, bytes]:
        """The decoded response and the raw response body it came from."""
        self._correlation_id += 1
        header = encode_request_header(
            request.API_KEY,
            version,
            self._correlation_id,
            "kafka-async-codec-test",
            request.header_version(version),
        )
        body = request.encode(version)
        self._sock.sendall(struct.pack(">i", len(header) + len(body)) + header + body)
        size = struct.unpack(">i", self._read_exactly(4))[0]
        frame = memoryview(self._read_exactly(size))
        correlation_id, body_start = decode_response_header(
            frame, request.RESPONSE.header_version(version)
        )
        assert correlation_id == self._correlation_id
        body_bytes = bytes(frame[body_start:])
        return request.RESPONSE.decode(frame[body_start:], version), body_bytes


@pytest.fixture(scope="module")
def broker(kafka_bootstrap: str) -> Iterator[BrokerSocket]:
    connection = BrokerSocket(kafka_bootstrap)
    yield connection
    connection.close()


@pytest.fixture(scope="module")
def shared_versions(broker: BrokerSocket) -> dict[int, range]:
    """API key -> versions both the broker and the codec support."""
    response: ApiVersionsResponse = broker.call(ApiVersionsRequest(), 0)
    assert response.error_code == 0
    shared = {}
    for api in response.api_keys:
        if api.api_key in REQUESTS:
            ours = REQUESTS[api.api_key]
            lo = max(api.min_version, ours.MIN_VERSION)
            hi = min(api.max_version, ours.MAX_VERSION)
            if lo <= hi:
                shared[api.api_key] = range(lo, hi + 1)
    return shared


@pytest.fixture(scope="module")
def topic(broker: BrokerSocket, shared_versions: dict[int, range]) -> str:
    name = f"codec-{uuid.uuid4().hex[:8]}"
    version = shared_versions[CreateTopicsRequest.API_KEY][-1]
    created = broker.call(
        CreateTopicsRequest(
            topics=[
                CreateTopicsRequest.CreatableTopic(
                    name=name, num_partitions=1, replication_factor=1
                )
            ],
            timeout_ms=30000,
        ),
        version,
    )
    assert created.topics[0].error_code == 0, created
    # Until the partition's leader has taken it up, it answers NOT_LEADER_OR_FOLLOWER though
    # the metadata already names that leader (a CI run's first Produce met it): ListOffsets
    # asks the leader itself, and writes nothing the test would then read back.
    offsets_version = shared_versions[ListOffsetsRequest.API_KEY][-1]
    for _ in range(100):
        answer = broker.call(READ_ONLY_REQUESTS["ListOffsets"](name, offsets_version),
                             offsets_version)
        if answer.topics and answer.topics[0].partitions[0].error_code == 0:
            return name
        time.sleep(0.1)
    raise AssertionError(f"topic {name} never became ready on its leader")


def test_api_versions_at_every_version(broker: BrokerSocket) -> None:
    for version in range(ApiVersionsRequest.MIN_VERSION, ApiVersionsRequest.MAX_VERSION + 1):
        request = ApiVersionsRequest(
            client_software_name="kafka-async", client_software_version="0"
        )
        response: ApiVersionsResponse = broker.call(request, version)
        assert response.error_code == 0
        assert {api.api_key for api in response.api_keys} >= {0, 1, 3, 18}


def test_metadata_at_every_shared_version(
    broker: BrokerSocket, shared_versions: dict[int, range], topic: str
) -> None:
    versions = shared_versions[MetadataRequest.API_KEY]
    assert len(versions) >= 10
    for version in versions:
        response: MetadataResponse = broker.call(
            MetadataRequest(topics=[MetadataRequest.MetadataRequestTopic(name=topic)]), version
        )
        assert response.brokers and response.brokers[0].port > 0
        assert response.topics[0].name == topic and response.topics[0].error_code == 0


def test_produce_then_fetch_at_every_shared_version(
    broker: BrokerSocket, shared_versions: dict[int, range], topic: str
) -> None:
    metadata: MetadataResponse = broker.call(
        MetadataRequest(topics=[MetadataRequest.MetadataRequestTopic(name=topic)]), 12
    )
    topic_id = metadata.topics[0].topic_id
    # RecordBatch v2 needs Produce v3+. (Kafka 4 still advertises Produce v0-2 so that old
    # librdkafka versions connect, but closes the connection on such a request.)
    produce_versions = [v for v in shared_versions[ProduceRequest.API_KEY] if v >= 3]
    assert len(produce_versions) >= 11
    for version in produce_versions:
        batch = build_record_batch([(int(time.time() * 1000), None, f"v{version}".encode(), [])])
        partition = ProduceRequest.TopicProduceData.PartitionProduceData(index=0, records=batch)
        # Both keys: the name goes out up to v12, the topic id from v13 (each is ignorable).
        produced = ProduceRequest.TopicProduceData(
            name=topic, topic_id=topic_id, partition_data=[partition]
        )
        request = ProduceRequest(acks=-1, timeout_ms=30000, topic_data=[produced])
        response: ProduceResponse = broker.call(request, version)
        answered = response.responses[0]
        if version >= 13:
            assert answered.topic_id == topic_id, version
        else:
            assert answered.name == topic, version
        result = answered.partition_responses[0]
        assert result.error_code == 0, (version, result)

    expected = [f"v{v}".encode() for v in produce_versions]
    for version in shared_versions[FetchRequest.API_KEY]:
        fetch = FetchRequest(
            replica_id=-1,
            max_wait_ms=100,
            min_bytes=1,
            max_bytes=1 << 20,
            isolation_level=0,
            topics=[
                FetchRequest.FetchTopic(
                    topic=topic,
                    topic_id=topic_id,
                    partitions=[
                        FetchRequest.FetchTopic.FetchPartition(
                            partition=0, fetch_offset=0, partition_max_bytes=1 << 20
                        )
                    ],
                )
            ],
        )
        fetched: FetchResponse = broker.call(fetch, version)
        data = fetched.responses[0].partitions[0]
        assert data.error_code == 0 and data.high_watermark == len(expected), (version, data)
        assert isinstance(data.records, memoryview)
        values = [record.value for batch in RecordsReader(data.records) for record in batch]
        assert values == expected, version


Builder = Callable[[str, int], Request]  # (topic, version) -> request

READ_ONLY_REQUESTS: dict[str, Builder] = {
    "DescribeCluster": lambda topic, version: DescribeClusterRequest(),
    "ListGroups": lambda topic, version: ListGroupsRequest(),
    # One key before v4, a batch of keys from v4 (neither field is ignorable).
    "FindCoordinator": lambda topic, version: (
        FindCoordinatorRequest(key="codec-group")
        if version < 4
        else FindCoordinatorRequest(coordinator_keys=["codec-group"])
    ),
    "DescribeConfigs": lambda topic, version: DescribeConfigsRequest(
        resources=[
            DescribeConfigsRequest.DescribeConfigsResource(resource_type=2, resource_name=topic)
        ]
    ),
    "ListOffsets": lambda topic, version: ListOffsetsRequest(
        replica_id=-1,
        topics=[
            ListOffsetsRequest.ListOffsetsTopic(
                name=topic,
                partitions=[
                    ListOffsetsRequest.ListOffsetsTopic.ListOffsetsPartition(
                        partition_index=0, timestamp=-1
                    )
                ],
            )
        ],
    ),
}


#: A fresh broker may not have created __consumer_offsets yet: COORDINATOR_NOT_AVAILABLE (15).
ALLOWED_ERRORS = {"FindCoordinator": {0, 15}}


@pytest.mark.parametrize("name", sorted(READ_ONLY_REQUESTS))
def test_read_only_requests_at_every_shared_version(
    broker: BrokerSocket, shared_versions: dict[int, range], topic: str, name: str
) -> None:
    versions = shared_versions[READ_ONLY_REQUESTS[name](topic, 0).API_KEY]
    assert versions
    for version in versions:
        request = READ_ONLY_REQUESTS[name](topic, version)
        response = broker.call(request, version)
        assert type(response) is request.RESPONSE
        error_code = getattr(response, "error_code", 0)
        assert error_code in ALLOWED_ERRORS.get(name, {0}), (name, version, response)


# --------------------------------------------------------------------------------------------
# Every API at every shared version: the broker's own bytes must decode, and re-encode to the
# very same bytes (which also pins field order, tagged-field order and defaults).

_NOBODY = 2**31 - 1  # a broker / voter id that does not exist: those requests must be no-ops
_TXN = AddPartitionsToTxnRequest


def _add_partitions_to_txn(version: int) -> Request:
    if version < 4:
        return _TXN(v3_and_below_transactional_id="codec-probe", v3_and_below_producer_id=1)
    # v4+ batches transactions; the broker never answers an empty batch, so send one
    # verify-only (read-only) transaction.
    txn = _TXN.AddPartitionsToTxnTransaction(
        transactional_id="codec-probe", producer_id=1, verify_only=True
    )
    return _TXN(transactions=[txn])


#: Requests whose all-defaults form is not a harmless question for the broker.
PROBES: dict[int, Callable[[int], Request]] = {
    # acks=0 would get no answer at all.
    ProduceRequest.API_KEY: lambda v: ProduceRequest(acks=1, timeout_ms=1000),
    # v3+ brokers reject an empty client software name.
    ApiVersionsRequest.API_KEY: lambda v: ApiVersionsRequest(
        client_software_name="kafka-async", client_software_version="0"
    ),
    _TXN.API_KEY: _add_partitions_to_txn,
    # Filter enums of 0 (UNKNOWN) make the broker drop the connection; 1 is ANY.
    DescribeAclsRequest.API_KEY: lambda v: DescribeAclsRequest(
        resource_type_filter=1, pattern_type_filter=1, operation=1, permission_type=1
    ),
    ElectLeadersRequest.API_KEY: lambda v: ElectLeadersRequest(topic_partitions=[]),
    UnregisterBrokerRequest.API_KEY: lambda v: UnregisterBrokerRequest(broker_id=_NOBODY),
    AddRaftVoterRequest.API_KEY: lambda v: AddRaftVoterRequest(voter_id=_NOBODY),
    RemoveRaftVoterRequest.API_KEY: lambda v: RemoveRaftVoterRequest(voter_id=_NOBODY),
}
#: Not advertised by a broker without a client-metrics plugin (GetTelemetrySubscriptions, Push).
NOT_ADVERTISED = {71, 72}
PROBED_KEYS = sorted(set(REQUESTS) - NOT_ADVERTISED)


@pytest.mark.parametrize("api_key", PROBED_KEYS, ids=[REQUESTS[k].__name__ for k in PROBED_KEYS])
def test_every_api_answers_decodably_at_every_shared_version(
    kafka_bootstrap: str, shared_versions: dict[int, range], api_key: int
) -> None:
    versions = list(shared_versions[api_key])
    if api_key == ProduceRequest.API_KEY:
        versions = [v for v in versions if v >= 3]  # v0-2 advertised but refused by Kafka 4
    assert versions
    request_class = REQUESTS[api_key]

    def build(version: int) -> Request:
        probe = PROBES.get(api_key)
        return probe(version) if probe is not None else request_class()

    for version in versions:
        # A fresh connection per version: some failed requests (SASL out of order) end it.
        connection = BrokerSocket(kafka_bootstrap)
        try:
            response, body = connection.call_with_body(build(version), version)
        finally:
            connection.close()
        assert type(response) is REQUESTS[api_key].RESPONSE
        assert response.encode(version) == body, (REQUESTS[api_key].__name__, version)
