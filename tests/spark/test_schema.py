"""schema.py: the built-in Kafka source's columns, in the three spellings, and the Arrow types a
real local[2] session accepts for them from a Python data source's ``read()``."""

from __future__ import annotations

import sys
from collections.abc import Iterator

import pyarrow as pa
import pytest
from pyspark import cloudpickle
from pyspark.sql import SparkSession
from pyspark.sql.datasource import DataSource, DataSourceReader, InputPartition
from pyspark.sql.pandas.types import to_arrow_schema
from pyspark.sql.types import StructType

from kafka_async.spark.schema import (
    COLUMN_NAMES,
    arrow_headers_type,
    arrow_read_schema,
    read_schema,
    read_schema_ddl,
)

# The probe source below runs in Spark's Python workers, which cannot import this test module.
cloudpickle.register_pickle_by_value(sys.modules[__name__])  # type: ignore[no-untyped-call]


@pytest.mark.parametrize("include_headers", [False, True])
def test_arrow_schema_is_exactly_what_spark_expects(include_headers: bool) -> None:
    # plan_data_source_read compares a yielded batch's schema with this, field by field
    expected = to_arrow_schema(read_schema(include_headers), timezone="UTC")
    assert arrow_read_schema(include_headers).equals(expected)
    names = list(COLUMN_NAMES) + (["headers"] if include_headers else [])
    assert arrow_read_schema(include_headers).names == names == read_schema(
        include_headers).fieldNames()


def test_types_match_the_builtin_source() -> None:
    assert read_schema(True).simpleString() == (
        "struct<key:binary,value:binary,topic:string,partition:int,offset:bigint,"
        "timestamp:timestamp,timestampType:int,headers:array<struct<key:string,value:binary>>>")
    assert all(field.nullable for field in read_schema(True).fields)


@pytest.mark.parametrize("include_headers", [False, True])
def test_ddl_parses_to_the_struct_type(spark: SparkSession, include_headers: bool) -> None:
    parsed = spark.createDataFrame([], read_schema_ddl(include_headers)).schema
    assert parsed == read_schema(include_headers)


class ProbeReader(DataSourceReader):
    """Yields one Arrow batch built by hand, with the timestamp type chosen by an option."""

    def __init__(self, options: dict[str, str]) -> None:
        self.unit = options.get("unit", "us")

    def partitions(self) -> list[InputPartition]:
        return [InputPartition(0)]

    def read(self, partition: InputPartition) -> Iterator[pa.RecordBatch]:
        schema = arrow_read_schema(True)
        timestamp_type = pa.timestamp(self.unit, tz="UTC")
        schema = schema.set(5, pa.field("timestamp", timestamp_type))
        per_second = {"ms": 1000, "us": 1_000_000, "ns": 1_000_000_000}[self.unit]
        yield pa.RecordBatch.from_arrays([
            pa.array([b"k", None], pa.binary()),
            pa.array([b"v", b""], pa.binary()),
            pa.array(["t", "t"], pa.string()),
            pa.array([3, 3], pa.int32()),
            pa.array([5, 6], pa.int64()),
            pa.array([1_700_000_000 * per_second, -1 * per_second // 1000], timestamp_type),
            pa.array([0, 1], pa.int32()),
            pa.array([[("a", b"x"), ("b", None)], None], arrow_headers_type()),
        ], schema=schema)


class ProbeSource(DataSource):
    @classmethod
    def name(cls) -> str:
        return "kafka_async_schema_probe"

    def schema(self) -> StructType:
        return read_schema(True)

    def reader(self, schema: StructType) -> DataSourceReader:
        return ProbeReader(dict(self.options))


def test_spark_accepts_batches_with_the_declared_schema(spark: SparkSession) -> None:
    spark.dataSource.register(ProbeSource)
    frame = spark.read.format("kafka_async_schema_probe").load()
    assert frame.schema == read_schema(True)
    rows = [row.asDict(recursive=True) for row in frame.orderBy("offset").collect()]
    assert [(r["key"], r["value"], r["topic"], r["partition"], r["offset"], r["timestampType"])
            for r in rows] == [(b"k", b"v", "t", 3, 5, 0), (None, b"", "t", 3, 6, 1)]
    assert rows[0]["headers"] == [{"key": "a", "value": b"x"}, {"key": "b", "value": None}]
    assert rows[1]["headers"] is None
    seconds = frame.selectExpr("unix_micros(timestamp) AS us").orderBy("us").collect()
    assert [r["us"] for r in seconds] == [-1000, 1_700_000_000_000_000]


def test_spark_rejects_another_timestamp_unit(spark: SparkSession) -> None:
    """Why the schema pins microseconds: Spark compares the Arrow schema exactly."""
    spark.dataSource.register(ProbeSource)
    with pytest.raises(Exception, match="DATA_SOURCE_RETURN_SCHEMA_MISMATCH"):
        spark.read.format("kafka_async_schema_probe").option("unit", "ms").load().collect()
