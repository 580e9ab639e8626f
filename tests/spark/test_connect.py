"""Spark Connect: a remote client (``SparkSession.builder.remote("sc://...")``) reads the
kafka_async format in batch and streaming queries and writes it, against a Connect server
started from the jars pyspark ships, with no registration call anywhere (the server's Python
workers find the format themselves). The client runs in a process of its own."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import anyio
import pytest

from kafka_async.producer.producer import Producer
from kafka_async.testing import JavaTools
from kafka_async.testing.fixtures import unique_topic_name
from kafka_async.testing.spark_cluster import SparkConnectServer

pytestmark = pytest.mark.integration

JOB = Path(__file__).with_name("connect_job.py")
RECORDS = 1500


async def _produce(bootstrap: str, topic: str) -> None:
    async with Producer(bootstrap_servers=bootstrap, linger_ms=5) as producer:
        for index in range(RECORDS):
            await producer.send(topic, f"v{index}".encode(), key=f"k{index % 9}".encode(),
                                partition=index % 3, headers=[("n", str(index).encode())])
        await producer.flush()


@pytest.fixture(scope="module")
def connect_server() -> Iterator[SparkConnectServer]:
    with SparkConnectServer() as server:
        yield server


def test_read_stream_and_write_through_spark_connect(
    connect_server: SparkConnectServer, kafka_bootstrap: str, java_tools: JavaTools,
    tmp_path: Path,
) -> None:
    topic = unique_topic_name("spark-connect")
    java_tools.create_topic(topic, 3, 1)
    anyio.run(_produce, kafka_bootstrap, topic)
    env = dict(os.environ, SPARK_LOCAL_IP="127.0.0.1")
    done = subprocess.run([sys.executable, str(JOB), connect_server.url, kafka_bootstrap, topic,
                           str(tmp_path)], env=env, capture_output=True, text=True,
                          timeout=600, check=False)
    lines = [line for line in done.stdout.splitlines() if line.startswith("RESULT ")]
    assert done.returncode == 0 and lines, f"{done.stdout[-3000:]}\n{done.stderr[-6000:]}"
    report: dict[str, Any] = json.loads(lines[-1][len("RESULT "):])
    assert "connect" in report["connect"]  # a Spark Connect session, not a classic one
    assert report["batch_count"] == RECORDS and report["batch_partitions"] == [0, 1, 2]
    assert report["stream_count"] == RECORDS
    assert report["stream_batches"] >= 3  # maxOffsetsPerTrigger=500 over 1500 records
    assert report["written_count"] == RECORDS
    assert report["client_imported_kafka_async"] is False
