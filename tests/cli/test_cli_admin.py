"""The Admin-backed commands, checked against kcat -L and kafka-consumer-groups."""

from __future__ import annotations

import json
import uuid

import pytest
from cli_helpers import cli, kcat, ok, one_line

from kafka_async.testing import JavaTools
from kafka_async.testing.tools import CONSUMER_GROUP_COMMAND


def test_topics_describe_agrees_with_kcat_metadata(kafka_bootstrap: str) -> None:
    name = f"cli-meta-{uuid.uuid4().hex[:8]}"
    ok(cli("topics", "create", name, "--partitions", "4", "--config", "retention.ms=86400000",
           bootstrap=kafka_bootstrap))
    ours = json.loads(ok(cli("topics", "describe", name, "-o", "json",
                             bootstrap=kafka_bootstrap)))
    theirs = json.loads(kcat("-L", "-J", "-b", kafka_bootstrap, "-t", name))
    (topic,) = theirs["topics"]
    assert [(p["partition"], p["leader"], [r["id"] for r in p["replicas"]],
             [r["id"] for r in p["isrs"]]) for p in topic["partitions"]] == [
        (p["partition"], p["leader"], p["replicas"], p["isr"]) for p in ours[0]["partitions"]]
    assert {b["id"] for b in theirs["brokers"]} == {
        b["id"] for b in json.loads(ok(cli("metadata", "-t", name, "-o", "json",
                                           bootstrap=kafka_bootstrap)))["brokers"]}
    configs = json.loads(ok(cli("configs", "describe", "topic", name, "-o", "json",
                                bootstrap=kafka_bootstrap)))
    assert {c["name"]: c["value"] for c in configs}["retention.ms"] == "86400000"
    ok(cli("topics", "alter", name, "--config", "retention.ms=1000", bootstrap=kafka_bootstrap))
    ok(cli("topics", "add-partitions", name, "--total", "6", bootstrap=kafka_bootstrap))
    again = json.loads(ok(cli("topics", "describe", name, "-o", "json",
                              bootstrap=kafka_bootstrap)))
    assert len(again[0]["partitions"]) == 6
    listed = json.loads(ok(cli("topics", "list", "-o", "json", bootstrap=kafka_bootstrap)))
    assert name in {t["name"] for t in listed}
    ok(cli("topics", "delete", name, bootstrap=kafka_bootstrap))
    gone = cli("topics", "delete", name, bootstrap=kafka_bootstrap)
    assert gone.returncode == 1
    assert "UnknownTopicOrPartitionError" in one_line(gone.stderr)
    absent = json.loads(ok(cli("topics", "delete", name, "--if-exists", "-o", "json",
                               bootstrap=kafka_bootstrap)))
    assert absent == [{"topic": name, "deleted": False}]  # (not reported as deleted)


def test_topic_ids_print_as_kafka_topics_prints_them(kafka_bootstrap: str,
                                                     java_tools: JavaTools) -> None:
    name = f"cli-id-{uuid.uuid4().hex[:8]}"
    ok(cli("topics", "create", name, bootstrap=kafka_bootstrap))
    listed = json.loads(ok(cli("topics", "list", "-o", "json", bootstrap=kafka_bootstrap)))
    (ours,) = [t["topic_id"] for t in listed if t["name"] == name]
    theirs = java_tools.describe_topic(name)  # "Topic: x  TopicId: 6aBjrOT4RhCDz1yq66N9wQ ..."
    assert f"TopicId: {ours}\t" in theirs, (ours, theirs)
    table = ok(cli("topics", "list", bootstrap=kafka_bootstrap)).decode()
    assert ours in table


def test_groups_lag_equals_kafka_consumer_groups(kafka_bootstrap: str,
                                                 java_tools: JavaTools) -> None:
    name = f"cli-lag-{uuid.uuid4().hex[:8]}"
    group = f"cli-lag-group-{uuid.uuid4().hex[:6]}"
    ok(cli("topics", "create", name, "--partitions", "3", bootstrap=kafka_bootstrap))
    ok(cli("produce", name, "-k", ":", bootstrap=kafka_bootstrap,
           stdin=b"".join(b"k%d:v%d\n" % (i, i) for i in range(300))))
    ok(cli("consume", name, "--group", group, "--count", "120", "-q",
           bootstrap=kafka_bootstrap))
    ok(cli("produce", name, bootstrap=kafka_bootstrap, stdin=b"more\n" * 30))
    ours = json.loads(ok(cli("groups", "lag", group, "-o", "json", bootstrap=kafka_bootstrap)))
    output = java_tools.admin_command(CONSUMER_GROUP_COMMAND, ["--describe", "--group", group])
    theirs = {}
    for line in output.splitlines():
        fields = line.split()
        if len(fields) >= 6 and fields[1] == name:
            theirs[int(fields[2])] = (int(fields[3]), int(fields[4]), int(fields[5]))
    assert theirs and {row["partition"]: (row["current_offset"], row["log_end_offset"],
                                          row["lag"]) for row in ours} == theirs
    assert sum(row["current_offset"] for row in ours) == 120  # exactly what was printed

    plan = json.loads(ok(cli("groups", "reset-offsets", group, "--to-earliest", "-o", "json",
                             bootstrap=kafka_bootstrap)))
    assert {row["new_offset"] for row in plan} == {0}
    still = json.loads(ok(cli("groups", "lag", group, "-o", "json", bootstrap=kafka_bootstrap)))
    assert still == ours  # a dry run commits nothing
    ok(cli("groups", "reset-offsets", group, "--to-earliest", "--execute",
           bootstrap=kafka_bootstrap))
    reset = json.loads(ok(cli("groups", "lag", group, "-o", "json", bootstrap=kafka_bootstrap)))
    assert {row["current_offset"] for row in reset} == {0}
    missing = cli("groups", "lag", f"{group}-mistyped", bootstrap=kafka_bootstrap)
    assert missing.returncode == 1  # not an empty table that looks healthy
    assert "does not exist" in missing.stderr.decode()
    listed = json.loads(ok(cli("groups", "list", "-o", "json", bootstrap=kafka_bootstrap)))
    assert group in {g["group_id"] for g in listed}
    described = json.loads(ok(cli("groups", "describe", group, "-o", "json",
                                  bootstrap=kafka_bootstrap)))
    assert described[0]["state"] == "Empty"
    # delete-offsets: one partition, then the whole topic (kafka-consumer-groups
    # --delete-offsets); what is left is what kafka-consumer-groups shows
    committed = {row["partition"] for row in reset if row["current_offset"] is not None}
    assert 1 in committed
    ok(cli("groups", "delete-offsets", group, f"{name}:1", bootstrap=kafka_bootstrap))
    left = json.loads(ok(cli("groups", "lag", group, "-o", "json", bootstrap=kafka_bootstrap)))
    assert {row["partition"] for row in left
            if row["current_offset"] is not None} == committed - {1}
    deleted = json.loads(ok(cli("groups", "delete-offsets", group, name, "-o", "json",
                                bootstrap=kafka_bootstrap)))
    assert {row["partition"] for row in deleted} == {f"{name}-{p}" for p in range(3)}
    output = java_tools.admin_command(CONSUMER_GROUP_COMMAND, ["--describe", "--group", group])
    assert name not in output
    ok(cli("groups", "delete", group, bootstrap=kafka_bootstrap))


def test_offsets_records_delete_cluster_and_txn(kafka_bootstrap: str) -> None:
    name = f"cli-off-{uuid.uuid4().hex[:8]}"
    ok(cli("topics", "create", name, bootstrap=kafka_bootstrap))
    ok(cli("produce", name, bootstrap=kafka_bootstrap, stdin=b"a\nb\nc\nd\n"))
    offsets = json.loads(ok(cli("offsets", name, "-o", "json", bootstrap=kafka_bootstrap)))
    assert offsets == [{"topic": name, "partition": 0, "beginning": 0, "end": 4}]
    ok(cli("records", "delete", f"{name}:0", "--before", "2", bootstrap=kafka_bootstrap))
    assert ok(cli("consume", name, "-e", "-q", bootstrap=kafka_bootstrap)) == b"c\nd\n"
    cluster = json.loads(ok(cli("cluster", "describe", "-o", "json", bootstrap=kafka_bootstrap)))
    assert cluster["cluster_id"] and cluster["nodes"]
    features = json.loads(ok(cli("cluster", "features", "-o", "json",
                                 bootstrap=kafka_bootstrap)))
    assert "metadata.version" in features["finalized_features"]
    txns = json.loads(ok(cli("txn", "list", "-o", "json", bootstrap=kafka_bootstrap)))
    assert isinstance(txns, list)


@pytest.mark.parametrize("shell", ["bash", "zsh", "fish"])
def test_completion_scripts(shell: str) -> None:
    script = ok(cli("completion", shell)).decode()
    assert "_KAFKA_ASYNC_COMPLETE" in script


def test_configs_describe_shows_what_kafka_configs_shows(kafka_bootstrap: str,
                                                          java_tools: JavaTools) -> None:
    """Regression: without --all, a topic's describe listed the broker defaults it inherits
    (DYNAMIC_DEFAULT_BROKER_CONFIG) as if set on it, and a broker's its server.properties.
    Now each shows only what was set on the resource itself, the names kafka-configs
    --describe prints."""
    name = f"cli-cfg-{uuid.uuid4().hex[:8]}"
    ok(cli("topics", "create", name, "--config", "retention.ms=86400000",
           "--config", "cleanup.policy=compact", bootstrap=kafka_bootstrap))
    ours = json.loads(ok(cli("configs", "describe", "topic", name, "-o", "json",
                             bootstrap=kafka_bootstrap)))
    assert {c["name"]: c["value"] for c in ours} == java_tools.describe_configs("topics", name)
    assert {c["name"] for c in ours} == {"retention.ms", "cleanup.policy"}
    broker = json.loads(ok(cli("configs", "describe", "broker", "1", "-o", "json",
                               bootstrap=kafka_bootstrap)))
    assert {c["name"] for c in broker} == set(java_tools.describe_configs("brokers", "1"))
    every = json.loads(ok(cli("configs", "describe", "topic", name, "--all", "-o", "json",
                              bootstrap=kafka_bootstrap)))
    assert len(every) > len(ours)
