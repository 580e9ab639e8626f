"""Generated message semantics: golden bytes, versions, defaults, ignorable fields, zero-copy."""

from __future__ import annotations

import uuid

import pytest

from kafka_async.protocol.errors import ProtocolError
from kafka_async.protocol.headers import (
    decode_response_header,
    encode_request_header,
    request_header_version,
)
from kafka_async.protocol.messages import (
    REQUESTS,
    RESPONSES,
    ApiVersionsRequest,
    ApiVersionsResponse,
    ConsumerGroupHeartbeatRequest,
    ConsumerProtocolSubscription,
    FetchRequest,
    FetchResponse,
    JoinGroupRequest,
    MetadataRequest,
    MetadataResponse,
    ProduceRequest,
    Request,
    Response,
)
from kafka_async.protocol.primitives import EncodeError

# Seed 004 ("Kafka Protocol Message Format"), "Wire Format Examples", Metadata v0.
SEED_METADATA_V0_REQUEST = bytes.fromhex("00000012 0003 0000 00000001 0004 74657374 ffffffff")
SEED_METADATA_V0_RESPONSE = bytes.fromhex("0000000c 00000001 00000000 00000000")

TopicData = ProduceRequest.TopicProduceData
PartitionData = TopicData.PartitionProduceData


def test_seed_metadata_v0_response_decodes_and_re_encodes_identically() -> None:
    frame = memoryview(SEED_METADATA_V0_RESPONSE)
    assert int.from_bytes(frame[:4], "big") == len(frame) - 4
    correlation_id, body_start = decode_response_header(frame[4:], 0)
    assert correlation_id == 1
    body = frame[4 + body_start :]
    response = MetadataResponse.decode(body, 0)
    assert response == MetadataResponse(brokers=[], topics=[])
    reframed = b"".join([b"\x00\x00\x00\x01", response.encode(0)])
    assert len(reframed).to_bytes(4, "big") + reframed == SEED_METADATA_V0_RESPONSE


def test_seed_metadata_request_header_and_null_topics_body() -> None:
    # The seed's header bytes are exactly ours. Its body (topics = null) is not valid at v0:
    # MetadataRequest.json makes Topics nullable only from v1 (v0 says "all topics" with an
    # empty array). So the codec, like Kafka's own, rejects that body at v0 and produces those
    # exact bytes at v1, where null is how "all topics" is spelled.
    header = encode_request_header(3, 0, 1, "test", request_header_version(3, 0))
    body = SEED_METADATA_V0_REQUEST[4 + len(header) :]
    assert SEED_METADATA_V0_REQUEST[4 : 4 + len(header)] == header
    with pytest.raises(ProtocolError, match="MetadataRequest v0"):
        MetadataRequest.decode(body, 0)
    assert MetadataRequest.decode(body, 1) == MetadataRequest(topics=None)
    assert MetadataRequest(topics=None).encode(1) == body
    assert MetadataRequest(topics=[]).encode(0) == b"\x00\x00\x00\x00"
    with pytest.raises(EncodeError, match="topics is None"):
        MetadataRequest(topics=None).encode(0)


def test_class_contract() -> None:
    assert REQUESTS[0] is ProduceRequest and RESPONSES[1] is FetchResponse
    assert ProduceRequest.RESPONSE.API_KEY == 0 and FetchResponse.REQUEST is FetchRequest
    assert len(REQUESTS) == len(RESPONSES) and 0 in REQUESTS and 4 not in REQUESTS  # LeaderAndIsr
    for key in REQUESTS:
        request, response = REQUESTS[key], RESPONSES[key]
        assert issubclass(request, Request) and issubclass(response, Response)
        assert request.API_KEY == response.API_KEY == key
        assert (request.MIN_VERSION, request.MAX_VERSION) == (
            response.MIN_VERSION,
            response.MAX_VERSION,
        )
    assert MetadataRequest.FLEXIBLE_VERSION == 9
    assert ConsumerProtocolSubscription.FLEXIBLE_VERSION > ConsumerProtocolSubscription.MAX_VERSION


def test_internal_and_unstable_apis_are_not_generated() -> None:
    # Removed in Kafka 4 (LeaderAndIsr, StopReplica, UpdateMetadata, ControlledShutdown);
    # controller-only (Vote, BeginQuorumEpoch, EndQuorumEpoch, AlterPartition, Envelope,
    # FetchSnapshot, BrokerRegistration, BrokerHeartbeat, AllocateProducerIds,
    # ControllerRegistration, AssignReplicasToDirs, UpdateRaftVoter); share-group state (83-87).
    internal = (4, 5, 6, 7, 52, 53, 54, 56, 58, 59, 62, 63, 67, 70, 73, 82, 83, 84, 85, 86, 87)
    for key in internal:
        assert key not in REQUESTS
    # Admin tools' APIs that look internal: DescribeQuorum, UnregisterBroker, Add/RemoveRaftVoter.
    for key in (55, 64, 80, 81):
        assert key in REQUESTS
    assert len(REQUESTS) == 72


def test_share_group_transaction_and_telemetry_apis_are_generated() -> None:
    # Share groups (KIP-932) with their offsets APIs, ListConfigResources (74, formerly
    # ListClientMetricsResources), the transaction APIs, telemetry (KIP-714), streams groups.
    expected = {
        76: "ShareGroupHeartbeat", 77: "ShareGroupDescribe", 78: "ShareFetch",
        79: "ShareAcknowledge", 90: "DescribeShareGroupOffsets", 91: "AlterShareGroupOffsets",
        92: "DeleteShareGroupOffsets", 74: "ListConfigResources", 24: "AddPartitionsToTxn",
        25: "AddOffsetsToTxn", 26: "EndTxn", 28: "TxnOffsetCommit", 65: "DescribeTransactions",
        66: "ListTransactions", 61: "DescribeProducers", 71: "GetTelemetrySubscriptions",
        72: "PushTelemetry", 88: "StreamsGroupHeartbeat", 89: "StreamsGroupDescribe",
    }
    for key, name in expected.items():
        assert REQUESTS[key].__name__ == name + "Request"


def test_newest_stable_versions_and_unstable_tips_dropped() -> None:
    # 4.3.1: Produce v13 and Fetch v18 (topic ids), EndTxn v5 (KIP-890 part 2) and
    # ConsumerGroupHeartbeat v1 are stable; InitProducerId v6 (KIP-939 2PC) is not.
    newest = {0: (3, 13), 1: (4, 18), 26: (0, 5), 68: (0, 1), 22: (0, 5), 78: (1, 2)}
    for key, versions in newest.items():
        assert versions == (REQUESTS[key].MIN_VERSION, REQUESTS[key].MAX_VERSION)


def test_header_versions() -> None:
    for version in range(ApiVersionsResponse.MIN_VERSION, ApiVersionsResponse.MAX_VERSION + 1):
        assert ApiVersionsResponse.header_version(version) == 0
    assert [ApiVersionsRequest.header_version(v) for v in range(5)] == [1, 1, 1, 2, 2]
    assert MetadataResponse.header_version(8) == 0 and MetadataResponse.header_version(9) == 1
    assert ProduceRequest.header_version(8) == 1 and ProduceRequest.header_version(9) == 2


def test_non_ignorable_field_absent_in_version_raises() -> None:
    # ConsumerGroupHeartbeatRequest.subscribed_topic_regex exists from v1 and is not ignorable.
    request = ConsumerGroupHeartbeatRequest(group_id="g", subscribed_topic_regex="t.*")
    with pytest.raises(
        EncodeError, match=r"ConsumerGroupHeartbeatRequest v0: subscribed_topic_regex has a non"
    ):
        request.encode(0)
    assert ConsumerGroupHeartbeatRequest.decode(request.encode(1), 1) == request


def test_ignorable_field_absent_in_version_is_dropped() -> None:
    # JoinGroupRequest.rebalance_timeout_ms is v1+ and ignorable.
    request = JoinGroupRequest(group_id="g", session_timeout_ms=10, rebalance_timeout_ms=99)
    decoded = JoinGroupRequest.decode(request.encode(0), 0)
    assert decoded.rebalance_timeout_ms == -1 and decoded.session_timeout_ms == 10


def test_unknown_tagged_fields_are_kept_and_re_emitted() -> None:
    request = ApiVersionsRequest(
        client_software_name="ka", client_software_version="1", unknown_tagged_fields={7: b"xy"}
    )
    encoded = request.encode(3)
    assert encoded.endswith(b"\x01\x07\x02xy")
    assert ApiVersionsRequest.decode(encoded, 3).unknown_tagged_fields == {7: b"xy"}
    with pytest.raises(EncodeError, match="not flexible"):
        request.encode(2)


def test_known_tagged_field_is_written_only_when_not_default() -> None:
    # FetchRequest.cluster_id: tag 0, default null, v12+.
    plain = FetchRequest(max_wait_ms=1).encode(12)
    tagged = FetchRequest(max_wait_ms=1, cluster_id="c").encode(12)
    assert plain.endswith(b"\x00") and tagged.endswith(b"\x01\x00\x02\x02c")
    assert FetchRequest.decode(tagged, 12).cluster_id == "c"


def test_produce_encode_splices_records_without_copying() -> None:
    records = memoryview(bytearray(b"R" * 1000))
    request = ProduceRequest(
        acks=-1,
        timeout_ms=30000,
        topic_data=[TopicData(name="t", partition_data=[PartitionData(0, records)])],
    )
    for version in (3, 9, 11, 12):
        parts = request.encode_parts(version)
        assert any(part is records for part in parts)
        assert b"".join(parts) == request.encode(version)
    assert ProduceRequest(acks=0).expects_response() is False
    assert ProduceRequest(acks=1).expects_response() is True


def test_fetch_decode_keeps_records_as_a_view_of_the_input() -> None:
    records = b"batch-bytes" * 10
    response = FetchResponse(
        responses=[
            FetchResponse.FetchableTopicResponse(
                topic_id=uuid.uuid4(),
                partitions=[FetchResponse.FetchableTopicResponse.PartitionData(records=records)],
            )
        ]
    )
    data = bytearray(response.encode(16))
    decoded = FetchResponse.decode(data, 16)
    view = decoded.responses[0].partitions[0].records
    assert isinstance(view, memoryview) and view.obj is data and view == records


def test_out_of_range_value_is_an_encode_error_naming_the_message() -> None:
    with pytest.raises(EncodeError, match=r"ProduceRequest v9: cannot encode: error: "):
        ProduceRequest(acks=70000).encode(9)
    with pytest.raises(EncodeError, match="has no version 14"):
        ProduceRequest().encode(14)


def test_consumer_protocol_blobs_carry_their_version() -> None:
    subscription = ConsumerProtocolSubscription(topics=["a", "b"], user_data=b"u", rack_id="r1")
    blob = subscription.encode_versioned(3)
    assert blob[:2] == b"\x00\x03"
    assert ConsumerProtocolSubscription.decode_versioned(blob) == (subscription, 3)
    # A newer member's blob (v9, with fields appended) is read as our newest version.
    newer = b"\x00\x09" + blob[2:] + b"future-fields"
    assert ConsumerProtocolSubscription.decode_versioned(newer) == (subscription, 9)
    with pytest.raises(ProtocolError, match="trailing"):
        ConsumerProtocolSubscription.decode(blob[2:] + b"x", 3)
    with pytest.raises(ProtocolError, match="no room"):
        ConsumerProtocolSubscription.decode_versioned(b"\x00")
