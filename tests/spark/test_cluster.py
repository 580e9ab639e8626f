"""The kafka_async format where users run it: a fresh SparkSession that never imports kafka_async
(PySpark finds the format through ``pyspark_kafka_async`` by itself), and a Spark standalone
cluster started from pyspark's own jars (a master and two workers: executors are JVMs and Python
workers of their own), where the parity checks against Spark's built-in source pass too.

Each job runs in a process of its own (tests/spark/cluster_job.py): one SparkContext per process,
and the session fixture of this suite is local[2]."""

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
from kafka_async.testing.spark_cluster import SparkStandalone

pytestmark = pytest.mark.integration

JOB = Path(__file__).with_name("cluster_job.py")
PARTITIONS = 3
RECORDS = 2100


async def _produce(bootstrap: str, topic: str) -> None:
    async with Producer(bootstrap_servers=bootstrap, linger_ms=5) as producer:
        for index in range(RECORDS):
            await producer.send(
                topic, None if index % 11 == 0 else f"value-{index}".encode(),
                key=None if index % 5 == 0 else f"key-{index % 13}".encode(),
                partition=index % PARTITIONS,
                headers=None if index % 3 == 0 else [("trace", f"t{index}".encode())])
        await producer.flush()


@pytest.fixture(scope="module")
def topic(kafka_bootstrap: str, java_tools: JavaTools) -> str:
    name = unique_topic_name("spark-cluster")
    java_tools.create_topic(name, PARTITIONS, 1)
    anyio.run(_produce, kafka_bootstrap, name)
    return name


@pytest.fixture(scope="module")
def standalone() -> Iterator[SparkStandalone]:
    with SparkStandalone(workers=2) as cluster:
        yield cluster


def run_job(master: str, bootstrap: str, topic: str, checkpoint: Path,
            jars: list[Path] | None = None) -> dict[str, Any]:
    env = dict(os.environ, PYSPARK_PYTHON=sys.executable, PYSPARK_DRIVER_PYTHON=sys.executable,
               SPARK_LOCAL_IP="127.0.0.1",
               KAFKA_ASYNC_SPARK_JARS=",".join(str(jar) for jar in jars or []))
    done = subprocess.run(
        [sys.executable, str(JOB), master, bootstrap, topic, str(PARTITIONS), str(RECORDS),
         str(checkpoint)], env=env, capture_output=True, text=True, timeout=900, check=False)
    lines = [line for line in done.stdout.splitlines() if line.startswith("RESULT ")]
    assert done.returncode == 0 and lines, f"job failed:\n{done.stdout[-3000:]}\n" \
                                           f"{done.stderr[-6000:]}"
    report: dict[str, Any] = json.loads(lines[-1][len("RESULT "):])
    return report


def test_format_needs_no_registration_in_a_fresh_session(
    kafka_bootstrap: str, topic: str, tmp_path: Path
) -> None:
    report = run_job("local[2]", kafka_bootstrap, topic, tmp_path)
    assert report["ours_count"] == RECORDS
    # the driver process never imported kafka_async: the lookup found pyspark_kafka_async
    assert report["driver_imported_kafka_async_before"] is False
    assert report["driver_imported_kafka_async"] is False
    assert report["written_back"] == report["source"]


def test_standalone_cluster_reads_writes_and_matches_the_builtin_source(
    standalone: SparkStandalone, kafka_bootstrap: str, topic: str, tmp_path: Path,
    spark_kafka_jars: list[Path],
) -> None:
    report = run_job(standalone.master_url, kafka_bootstrap, topic, tmp_path, spark_kafka_jars)
    assert report["executors"] == 2  # two worker JVMs ran the tasks
    assert report["ours_count"] == report["builtin_count"] == RECORDS
    assert report["same_rows"] is True
    streaming = report["streaming"]
    assert sum(streaming["kafka"]) == RECORDS
    assert streaming["kafka_async"] == streaming["kafka"]  # the same micro-batches
    assert report["written_back"] == report["source"]
    assert report["driver_imported_kafka_async"] is False
