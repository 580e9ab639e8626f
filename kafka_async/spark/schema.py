"""The read schema of the ``kafka_async`` data source: the columns of Spark's built-in Kafka source.

Three spellings of one schema, because three parties need it: Spark's ``StructType`` (what
``DataSource.schema()`` declares), its DDL string (what users see and what ``schema()`` may return),
and the pyarrow schema of the record batches the executors yield. The Arrow types are the ones
Spark's Python data-source path (MapInArrow) maps onto the declared Spark types without a cast:
``binary`` -> BinaryType, ``string`` -> StringType, ``int32`` -> IntegerType, ``int64`` -> LongType,
``timestamp('us', tz='UTC')`` -> TimestampType (microseconds since the epoch, UTC: Spark's own
internal representation, so nothing is converted per row), ``list<struct<key: string, value:
binary>>`` -> ArrayType(StructType). tests/spark/test_schema.py checks that against a real session.

Nullability follows the built-in source (KafkaRecordToRowConverter declares every field with
StructField's default, nullable; ``df.printSchema()`` of a ``kafka`` read shows ``nullable = true``
throughout), so a parity check comparing schemas sees the same thing. Only key, value and headers
are ever null in practice; ``headers`` is null for a record without headers, not an empty array.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pyarrow as pa
    from pyspark.sql.types import StructType

__all__ = [
    "COLUMN_NAMES",
    "arrow_headers_type",
    "arrow_read_schema",
    "read_schema",
    "read_schema_ddl",
]

#: Column names in order, without and with ``headers``.
COLUMN_NAMES: tuple[str, ...] = (
    "key", "value", "topic", "partition", "offset", "timestamp", "timestampType",
)

_BASE_DDL = (
    "key BINARY, value BINARY, topic STRING, partition INT, "
    "offset BIGINT, timestamp TIMESTAMP, timestampType INT"
)
_HEADERS_DDL = "headers ARRAY<STRUCT<key: STRING, value: BINARY>>"


def read_schema_ddl(include_headers: bool) -> str:
    """The DDL string of the read schema (``headers`` only when ``include_headers``)."""
    return f"{_BASE_DDL}, {_HEADERS_DDL}" if include_headers else _BASE_DDL


def read_schema(include_headers: bool) -> StructType:
    """The Spark ``StructType`` of the read schema, identical to the built-in Kafka source's."""
    from pyspark.sql.types import (
        ArrayType,
        BinaryType,
        IntegerType,
        LongType,
        StringType,
        StructField,
        StructType,
        TimestampType,
    )

    fields = [
        StructField("key", BinaryType(), True),
        StructField("value", BinaryType(), True),
        StructField("topic", StringType(), True),
        StructField("partition", IntegerType(), True),
        StructField("offset", LongType(), True),
        StructField("timestamp", TimestampType(), True),
        StructField("timestampType", IntegerType(), True),
    ]
    if include_headers:
        header = StructType([
            StructField("key", StringType(), True),
            StructField("value", BinaryType(), True),
        ])
        fields.append(StructField("headers", ArrayType(header, True), True))
    return StructType(fields)


@cache
def arrow_headers_type() -> pa.ListType:
    """Arrow type of the ``headers`` column: ``list<struct<key: string, value: binary>>``."""
    import pyarrow as pa  # here, not at import: PySpark's lookup imports the source everywhere

    header = pa.struct([
        pa.field("key", pa.string(), nullable=True),
        pa.field("value", pa.binary(), nullable=True),
    ])
    return pa.list_(pa.field("element", header, nullable=True))


@cache
def arrow_read_schema(include_headers: bool) -> pa.Schema:
    """The pyarrow schema of every record batch ``executor_read.read_range`` yields."""
    import pyarrow as pa

    fields = [
        pa.field("key", pa.binary(), nullable=True),
        pa.field("value", pa.binary(), nullable=True),
        pa.field("topic", pa.string(), nullable=True),
        pa.field("partition", pa.int32(), nullable=True),
        pa.field("offset", pa.int64(), nullable=True),
        pa.field("timestamp", pa.timestamp("us", tz="UTC"), nullable=True),
        pa.field("timestampType", pa.int32(), nullable=True),
    ]
    if include_headers:
        fields.append(pa.field("headers", arrow_headers_type(), nullable=True))
    return pa.schema(fields)
