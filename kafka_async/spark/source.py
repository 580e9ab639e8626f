"""``KafkaAsyncDataSource``: the ``kafka_async`` format, Spark's Kafka source on kafka_async.

Reads (batch and streaming) take the options and produce the columns of Spark's built-in
``format("kafka")``; writes go to kafka_async's producer (kafka_async.spark.writer). Options are
parsed when Spark asks for a reader, on the driver, so a bad option fails the query at
``load()``/``start()`` or its first action with a message naming it, not inside a task.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pyspark.sql.datasource import DataSource

from kafka_async.spark.options import SparkOptionError, lower_keys
from kafka_async.spark.read_options import parse_read_options
from kafka_async.spark.schema import read_schema

if TYPE_CHECKING:
    from pyspark.sql.datasource import DataSourceStreamWriter, DataSourceWriter
    from pyspark.sql.types import StructType

    from kafka_async.spark.batch_reader import KafkaAsyncBatchReader
    from kafka_async.spark.stream_reader import KafkaAsyncStreamReader

__all__ = ["KafkaAsyncDataSource"]


class KafkaAsyncDataSource(DataSource):
    """``spark.read / readStream / write / writeStream .format("kafka_async")``."""

    @classmethod
    def name(cls) -> str:
        return "kafka_async"

    def _include_headers(self) -> bool:
        raw = lower_keys(self.options).get("includeheaders", "false").strip().lower()
        if raw not in ("true", "false"):
            raise SparkOptionError(f"option 'includeHeaders' must be true or false, got {raw!r}")
        return raw == "true"

    def schema(self) -> StructType:
        """The built-in Kafka source's columns (``headers`` only with includeHeaders=true)."""
        return read_schema(self._include_headers())

    def _check_schema(self, schema: StructType) -> None:
        expected = read_schema(self._include_headers())
        if [(f.name, f.dataType) for f in schema.fields] != [
            (f.name, f.dataType) for f in expected.fields
        ]:
            raise SparkOptionError(
                "the kafka_async source has a fixed schema and cannot be given a custom one "
                f"(expected {expected.simpleString()}, got {schema.simpleString()})"
            )

    def reader(self, schema: StructType) -> KafkaAsyncBatchReader:
        from kafka_async.spark.batch_reader import KafkaAsyncBatchReader

        self._check_schema(schema)
        return KafkaAsyncBatchReader(parse_read_options(self.options, streaming=False))

    def streamReader(self, schema: StructType) -> KafkaAsyncStreamReader:
        from kafka_async.spark.stream_reader import KafkaAsyncStreamReader

        self._check_schema(schema)
        return KafkaAsyncStreamReader(parse_read_options(self.options, streaming=True))

    def writer(self, schema: StructType, overwrite: bool) -> DataSourceWriter:
        from kafka_async.spark.writer import KafkaAsyncBatchWriter

        return KafkaAsyncBatchWriter(self.options, schema, overwrite)

    def streamWriter(self, schema: StructType, overwrite: bool) -> DataSourceStreamWriter:
        from kafka_async.spark.writer import KafkaAsyncStreamWriter

        return KafkaAsyncStreamWriter(self.options, schema, overwrite)
