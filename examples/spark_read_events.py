"""A Spark job reading the events of examples/fastapi_events.py through ``format("kafka_async")``.

It reads the topic once (a batch query from the earliest to the latest offsets), parses each JSON
value and aggregates per user and action. The same query works as a stream: swap ``spark.read``
for ``spark.readStream`` and write with ``writeStream`` (see docs/spark-ingest.md).

    python -m examples.spark_read_events --bootstrap 127.0.0.1:9092 --topic events
"""

from __future__ import annotations

import argparse
import os
import sys

from pyspark.sql import DataFrame, SparkSession
from pyspark.sql import functions as F

from kafka_async.spark import SOURCE_NAME, register

__all__ = ["EVENT_SCHEMA", "events", "main", "per_user_and_action"]

#: The JSON body the service writes (examples.fastapi_events.Event plus received_ms).
EVENT_SCHEMA = "user STRING, action STRING, amount DOUBLE, received_ms BIGINT"


def events(spark: SparkSession, bootstrap_servers: str, topic: str) -> DataFrame:
    """Every event in ``topic`` with its Kafka coordinates and the parsed JSON fields."""
    raw = (spark.read.format(SOURCE_NAME)
           .option("kafka.bootstrap.servers", bootstrap_servers)
           .option("subscribe", topic)
           .option("startingOffsets", "earliest")
           .option("includeHeaders", "true")
           .load())
    return raw.select(
        "partition", "offset", "timestamp",
        F.from_json(F.col("value").cast("string"), EVENT_SCHEMA).alias("event"),
    ).select("partition", "offset", "timestamp", "event.*")


def per_user_and_action(spark: SparkSession, bootstrap_servers: str, topic: str) -> DataFrame:
    """Events and total amount per (user, action), largest total first."""
    return (events(spark, bootstrap_servers, topic)
            .groupBy("user", "action")
            .agg(F.count("*").alias("events"), F.round(F.sum("amount"), 2).alias("total"))
            .orderBy(F.desc("total"), "user", "action"))


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bootstrap", default=os.environ.get("KAFKA_BOOTSTRAP",
                                                              "127.0.0.1:9092"))
    parser.add_argument("--topic", default=os.environ.get("EVENTS_TOPIC", "events"))
    args = parser.parse_args(argv)
    # Executors start PYSPARK_PYTHON (default: the first python3 on PATH); pin this interpreter
    # so they can import kafka_async and pyarrow.
    os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
    spark = (SparkSession.builder.master("local[2]").appName("spark_read_events")
             .config("spark.ui.enabled", "false")
             .config("spark.sql.shuffle.partitions", "2")
             .getOrCreate())
    try:
        register(spark)
        per_user_and_action(spark, args.bootstrap, args.topic).show(truncate=False)
    finally:
        spark.stop()


if __name__ == "__main__":
    main()
