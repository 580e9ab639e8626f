"""A local PySpark session (local[2]) shared by every Spark test, kafka_async's source registered.

Executors run ``PYSPARK_PYTHON``, which defaults to the first ``python3`` on PATH, not this venv's
interpreter; without pinning it the workers would lack pyarrow and kafka_async and fail only when
a task runs. Everything binds to loopback so the session works in sandboxes whose hostname does not
resolve. Tests here are marked ``spark`` (and ``integration`` when they use a broker).

The session also carries Spark's built-in Kafka source (spark-sql-kafka-0-10 jars, resolved by
``make spark-jars`` into .cache/spark/jars and passed with ``spark.jars``), so ``format("kafka")``
and ``format("kafka_async")`` run side by side in one session for the parity tests.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ["PYSPARK_PYTHON"] = sys.executable
os.environ["PYSPARK_DRIVER_PYTHON"] = sys.executable
os.environ.setdefault("SPARK_LOCAL_IP", "127.0.0.1")

from pyspark.sql import SparkSession


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    here = Path(__file__).parent
    for item in items:
        if here in Path(str(item.fspath)).parents:
            item.add_marker(pytest.mark.spark)


SPARK_KAFKA_JARS_DIR = Path(__file__).resolve().parents[2] / ".cache" / "spark" / "jars"


def _built_in_kafka_jars() -> list[Path]:
    """The jars of Spark's built-in Kafka source, or [] if ``make spark-jars`` has not run."""
    if not (SPARK_KAFKA_JARS_DIR / ".complete").exists():
        return []
    return sorted(SPARK_KAFKA_JARS_DIR.glob("*.jar"))


@pytest.fixture(scope="session")
def spark_kafka_jars() -> list[Path]:
    """For tests that use ``format("kafka")``: fails clearly when the jars are missing (the
    ``spark`` session then runs without them, so only those tests fail)."""
    jars = _built_in_kafka_jars()
    if not jars:
        pytest.fail(f"Spark's built-in Kafka source jars are missing from {SPARK_KAFKA_JARS_DIR}:"
                    " run `make spark-jars` (make test does it)", pytrace=False)
    return jars


@pytest.fixture(scope="session")
def spark(tmp_path_factory: pytest.TempPathFactory) -> Iterator[SparkSession]:
    from kafka_async.spark import register

    session = (
        SparkSession.builder.master("local[2]")
        .appName("kafka_async-tests")
        .config("spark.jars", ",".join(str(jar) for jar in _built_in_kafka_jars()))
        .config("spark.ui.enabled", "false")
        .config("spark.sql.shuffle.partitions", "2")
        .config("spark.driver.host", "127.0.0.1")
        .config("spark.driver.bindAddress", "127.0.0.1")
        .config("spark.driver.memory", "1g")
        .config("spark.sql.warehouse.dir", str(tmp_path_factory.mktemp("spark-warehouse")))
        .config("spark.sql.streaming.forceDeleteTempCheckpointLocation", "true")
        .getOrCreate()
    )
    session.sparkContext.setLogLevel("ERROR")
    register(session)
    yield session
    session.stop()


@pytest.fixture(scope="session", autouse=True)
def executor_pool_loop() -> None:
    """The executor consumer pool's event loop thread lives as long as its process, by design
    (kafka_async/spark/_worker_pool.py): started once here, so that the no-leak check of each
    test (tests/_leaks.py) counts it as the session's, not the test's."""
    from kafka_async.spark._worker_pool import worker_pool

    worker_pool()


@pytest.fixture(autouse=True)
def close_pooled_consumers() -> Iterator[None]:
    """After each test, close the consumers a read handed back to the pool (kept open across
    tasks by design), so the no-leak check sees every connection the test opened closed."""
    yield
    from kafka_async.spark._worker_pool import worker_pool

    worker_pool().close()
