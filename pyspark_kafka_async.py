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

Defensive on purpose: PySpark imports every ``pyspark_*`` module without a guard, so a failing
import here (a PySpark too old for kafka_async's source, pyarrow missing) would break the lookup
of every other Python data source too. Then this module defines nothing and Spark skips it; the
format is simply unknown, and ``kafka_async.spark.register(spark)`` raises the real error.
"""

try:
    from kafka_async.spark.source import KafkaAsyncDataSource as DefaultSource
except ImportError:  # pragma: no cover - depends on the environment
    __all__: list[str] = []
else:
    __all__ = ["DefaultSource"]
