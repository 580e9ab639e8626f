"""``format("kafka_async")`` in any SparkSession, with no registration call.

PySpark looks for Python data sources by itself: the first time a session needs a data source
it does not know, a Python worker imports every top-level module whose name starts with
``pyspark_`` and registers the ``DefaultSource`` it defines under ``DefaultSource.name()``
(``pyspark/sql/worker/lookup_data_sources.py``). This module is that entry point for
kafka_async, so spark-submit jobs, notebooks and a colleague's query find the format as soon as
kafka_async is installed where Spark's Python runs. ``kafka_async.spark.register(spark)`` stays
for explicit use.

Kept tiny: every session's lookup imports it. The source class itself imports the client lazily
(on the driver when a query is planned, on executors when a task runs).
"""

from kafka_async.spark.source import KafkaAsyncDataSource as DefaultSource

__all__ = ["DefaultSource"]
