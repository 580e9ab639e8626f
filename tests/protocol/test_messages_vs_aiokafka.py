"""Differential check against aiokafka's hand-written structs (an independent implementation).

The round-trip tests prove the codec agrees with itself; these prove a few classic layouts agree
byte for byte with a codec written by other people from the protocol guide.
"""

from __future__ import annotations

from aiokafka.protocol.fetch import FetchResponse_v11  # type: ignore[import-untyped]
from aiokafka.protocol.metadata import MetadataResponse_v5  # type: ignore[import-untyped]
from aiokafka.protocol.produce import ProduceRequest_v7  # type: ignore[import-untyped]

from kafka_async.protocol.messages import FetchResponse, MetadataResponse, ProduceRequest


def test_metadata_response_v5_matches() -> None:
    theirs = MetadataResponse_v5(
        7,
        [(1, "broker-1", 9092, "rack-a"), (2, "broker-2", 9093, None)],
        "cluster",
        1,
        [(0, "topic", False, [(0, 3, 1, [1, 2], [1, 2], [])])],
    ).encode()
    ours = MetadataResponse.decode(theirs, 5)
    assert ours.throttle_time_ms == 7 and ours.cluster_id == "cluster" and ours.controller_id == 1
    assert [(b.node_id, b.host, b.port, b.rack) for b in ours.brokers] == [
        (1, "broker-1", 9092, "rack-a"),
        (2, "broker-2", 9093, None),
    ]
    partition = ours.topics[0].partitions[0]
    assert (partition.partition_index, partition.leader_id, partition.replica_nodes) == (
        3,
        1,
        [1, 2],
    )
    assert ours.encode(5) == theirs


def test_fetch_response_v11_matches() -> None:
    records = b"\x01" * 40
    theirs = FetchResponse_v11(
        0, 0, 55, [("t", [(0, 0, 100, 90, 5, [(7, 80)], -1, records)])]
    ).encode()
    ours = FetchResponse.decode(theirs, 11)
    partition = ours.responses[0].partitions[0]
    assert ours.session_id == 55 and ours.responses[0].topic == "t"
    assert (partition.high_watermark, partition.last_stable_offset, partition.log_start_offset) == (
        100,
        90,
        5,
    )
    assert partition.aborted_transactions is not None
    assert [(a.producer_id, a.first_offset) for a in partition.aborted_transactions] == [(7, 80)]
    assert partition.preferred_read_replica == -1 and partition.records == records
    assert ours.encode(11) == theirs


def test_produce_request_v7_matches() -> None:
    records = b"\x02" * 30
    topic = ProduceRequest.TopicProduceData
    ours = ProduceRequest(
        transactional_id="txn",
        acks=-1,
        timeout_ms=1500,
        topic_data=[topic(name="t", partition_data=[topic.PartitionProduceData(4, records)])],
    )
    theirs = ProduceRequest_v7("txn", -1, 1500, [("t", [(4, records)])]).encode()
    assert ours.encode(7) == theirs
