"""The Spark part of ``make demo``: a Spark job reading the demo topic through kafka_async.

The job is what a user would write: ``spark.read.format("kafka_async")`` with the options of
Spark's built-in Kafka source, then plain DataFrame aggregates. Its only job in the demo is to
show the data source end to end, so it is built to run anywhere the demo runs: a standalone
cluster the demo starts (or ``local[2]``), every socket on loopback, executors on this very
interpreter (``PYSPARK_PYTHON``; the first ``python3`` on PATH would lack kafka_async), and Spark's
logging cut to errors so the demo's output stays readable.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

__all__ = ["run_spark_job"]

_QUIET_LOG4J2 = """\
rootLogger.level = error
rootLogger.appenderRef.stderr.ref = console
appender.console.type = Console
appender.console.name = console
appender.console.target = SYSTEM_ERR
appender.console.layout.type = PatternLayout
appender.console.layout.pattern = %d{HH:mm:ss} %p %c{1}: %m%n%ex
# Spark prints "Setting default log level to ..." unless the logger of the class that started
# it (PySpark's gateway) has a configured level equal to the root's.
logger.gateway.name = org.apache.spark.api.python.PythonGatewayServer
logger.gateway.level = error
"""


def _session(scratch: Path, master: str) -> Any:
    os.environ["PYSPARK_PYTHON"] = sys.executable
    os.environ["PYSPARK_DRIVER_PYTHON"] = sys.executable
    os.environ.setdefault("SPARK_LOCAL_IP", "127.0.0.1")
    from pyspark.sql import SparkSession

    log_config = scratch / "log4j2.properties"
    log_config.write_text(_QUIET_LOG4J2)
    session = (
        SparkSession.builder.master(master)
        .appName("kafka_async-demo")
        .config("spark.ui.enabled", "false")
        .config("spark.ui.showConsoleProgress", "false")
        .config("spark.driver.host", "127.0.0.1")
        .config("spark.driver.bindAddress", "127.0.0.1")
        .config("spark.driver.memory", "1g")
        .config("spark.sql.shuffle.partitions", "2")
        .config("spark.sql.warehouse.dir", str(scratch / "warehouse"))
        .config("spark.driver.extraJavaOptions", f"-Dlog4j2.configurationFile={log_config}")
        .config("spark.executor.memory", "512m")
        .getOrCreate()
    )
    session.sparkContext.setLogLevel("ERROR")
    # No kafka_async.spark.register(session): Spark finds the format through the top-level
    # pyspark_kafka_async module by itself, on the driver and on every executor.
    return session


def run_spark_job(bootstrap: str, topic: str, master: str = "local[2]") -> int:
    """Read every record of ``topic`` with ``format("kafka_async")`` and print aggregates.

    Returns the number of records Spark saw. The Spark session is stopped before returning, so
    the caller can stop the broker afterwards without a reader still connected to it.
    """
    from pyspark.sql import functions as F

    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="kafka-async-demo-spark-") as scratch:
        spark = _session(Path(scratch), master)
        try:
            print(f"Spark {spark.version} session on {master} in "
                  f"{time.monotonic() - started:.1f}s; "
                  f'reading {topic!r} with spark.read.format("kafka_async")')
            events = (spark.read.format("kafka_async")
                      .option("kafka.bootstrap.servers", bootstrap)
                      .option("subscribe", topic)
                      .option("startingOffsets", "earliest")
                      .option("endingOffsets", "latest")
                      .load()
                      .cache())
            job_started = time.monotonic()
            per_partition = (events.groupBy("partition")
                             .agg(F.count("*").alias("records"),
                                  F.sum(F.length("value")).alias("bytes"),
                                  F.min("offset").alias("first"), F.max("offset").alias("last"))
                             .orderBy("partition").collect())
            event_type = F.get_json_object(F.col("value").cast("string"), "$.type")
            amount = F.get_json_object(F.col("value").cast("string"), "$.amount").cast("double")
            per_type = (events.groupBy(event_type.alias("type"))
                        .agg(F.count("*").alias("events"), F.round(F.sum(amount), 2)
                             .alias("amount"), F.countDistinct("key").alias("users"))
                        .orderBy(F.desc("events")).collect())
            elapsed = time.monotonic() - job_started
            events.unpersist()
        finally:
            spark.stop()
    total = sum(row["records"] for row in per_partition)
    total_bytes = sum(row["bytes"] or 0 for row in per_partition)
    print(f"  {total:,} records, {total_bytes / 2**20:.1f} MiB of values, "
          f"aggregated in {elapsed:.1f}s")
    for row in per_partition:
        print(f"  partition {row['partition']}: {row['records']:>7,} records, "
              f"{row['bytes'] or 0:>10,} bytes, offsets {row['first']}..{row['last']}")
    for row in per_type:
        print(f"  {row['type'] or '(not JSON)':<12} {row['events']:>7,} events "
              f"from {row['users']:>4} users, amount {row['amount'] or 0:,.2f}")
    print("  Spark stopped")
    return int(total)
