"""kafka_async for Apache Spark (PySpark >= 4.2): a Python data source and driver-side ingestion.

Two ways to feed Spark, both on the same client:

- **The data source** ``format("kafka_async")`` (source.py): batch and streaming reads with the
  options and columns of Spark's built-in Kafka source, planned per partition on the driver and
  read on the executors, each task fetching exactly its offset range with kafka_async and yielding
  Arrow record batches; batch and streaming writes with kafka_async's producer on the executors.
- **Driver-side ingestion** (ingest.py): an asyncio service consumes with a group, gathers
  micro-batches, turns each into Arrow and a DataFrame (or hands it to an async callback) and
  commits offsets only after that succeeds.

Importing this package needs pyspark and pyarrow (the ``spark`` extra); the rest of kafka_async
does not. Names are resolved lazily so that ``kafka_async.spark.schema`` and friends can be used on
executors without pulling in the ingestion machinery.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from pyspark.sql import SparkSession

__all__ = ["SOURCE_NAME", "KafkaAsyncDataSource", "SparkIngestor", "register"]

#: The format name. Not "kafka": Spark's JVM sources win over a Python source of the same name.
SOURCE_NAME = "kafka_async"

_LAZY = {
    "KafkaAsyncDataSource": "kafka_async.spark.source",
    "SparkIngestor": "kafka_async.spark.ingest",
}


def register(spark: SparkSession) -> None:
    """Register the ``kafka_async`` format with ``spark`` (re-registering simply overwrites)."""
    from kafka_async.spark.source import KafkaAsyncDataSource

    spark.dataSource.register(KafkaAsyncDataSource)


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'kafka_async.spark' has no attribute {name!r}")
    return getattr(importlib.import_module(module), name)
