"""A Spark job run in a process of its own, against any master: what tests/spark checks on a
real cluster (executors in their own JVMs and Python workers) and in a fresh session that has
never imported kafka_async (the format must be found by PySpark's own lookup).

    python tests/spark/cluster_job.py MASTER BOOTSTRAP TOPIC PARTITIONS RECORDS CHECKPOINT_DIR

Prints one JSON line: what each check saw. The driver never imports kafka_async here: planning
and reading happen in the Python workers Spark starts, which find the format through the
top-level ``pyspark_kafka_async`` module.
"""

from __future__ import annotations

import json
import os
import sys
from typing import Any


def _session(master: str, jars: str) -> Any:
    from pyspark.sql import SparkSession

    builder = (SparkSession.builder.master(master).appName("kafka_async-cluster-job")
               .config("spark.ui.enabled", "false")
               .config("spark.driver.host", "127.0.0.1")
               .config("spark.driver.bindAddress", "127.0.0.1")
               .config("spark.sql.shuffle.partitions", "2")
               .config("spark.executor.memory", "512m")
               .config("spark.cores.max", "2"))
    if jars:
        builder = builder.config("spark.jars", jars)
    session = builder.getOrCreate()
    session.sparkContext.setLogLevel("ERROR")
    return session


def _rows(df: Any) -> list[list[Any]]:
    rows = []
    for row in df.collect():
        fields = row.asDict()
        headers = fields.get("headers")
        rows.append([
            None if fields["key"] is None else bytes(fields["key"]).hex(),
            None if fields["value"] is None else bytes(fields["value"]).hex(),
            fields["topic"], fields["partition"], fields["offset"], str(fields["timestamp"]),
            fields["timestampType"],
            None if headers is None else [[h["key"], None if h["value"] is None
                                           else bytes(h["value"]).hex()] for h in headers],
        ])
    return sorted(rows, key=lambda r: (r[3], r[4]))


def main() -> None:
    master, bootstrap, topic, partitions, records, checkpoint = sys.argv[1:7]
    jars = os.environ.get("KAFKA_ASYNC_SPARK_JARS", "")
    spark = _session(master, jars)
    report: dict[str, Any] = {"driver_imported_kafka_async_before": "kafka_async" in sys.modules}
    try:
        def read(fmt: str) -> Any:
            return (spark.read.format(fmt).option("kafka.bootstrap.servers", bootstrap)
                    .option("subscribe", topic).option("includeHeaders", "true").load())

        ours = _rows(read("kafka_async"))
        report["ours_count"] = len(ours)
        # block managers: the driver's, plus one per executor JVM (none of its own in local mode)
        report["executors"] = spark.sparkContext._jsc.sc().getExecutorMemoryStatus().size() - 1
        if jars:
            builtin = _rows(read("kafka"))
            report["builtin_count"] = len(builtin)
            report["same_rows"] = ours == builtin
            report["streaming"] = {fmt: _stream(spark, fmt, bootstrap, topic,
                                                os.path.join(checkpoint, fmt))
                                   for fmt in ("kafka", "kafka_async")}
        written = f"{topic}-copy-{os.getpid()}"
        (read("kafka_async").selectExpr("key", "value", "headers").write.format("kafka_async")
         .option("kafka.bootstrap.servers", bootstrap).option("topic", written)
         .option("includeHeaders", "true").mode("append").save())
        copy = (spark.read.format("kafka_async").option("kafka.bootstrap.servers", bootstrap)
                .option("subscribe", written).option("includeHeaders", "true").load())
        report["written_back"] = sorted(
            json.dumps([None if r["key"] is None else bytes(r["key"]).hex(),
                         None if r["value"] is None else bytes(r["value"]).hex()])
             for r in copy.collect())
        report["source"] = sorted(json.dumps(r[:2]) for r in ours)
        report["expected"] = {"partitions": int(partitions), "records": int(records)}
    finally:
        spark.stop()
    report["driver_imported_kafka_async"] = "kafka_async" in sys.modules
    print("RESULT " + json.dumps(report), flush=True)


def _stream(spark: Any, fmt: str, bootstrap: str, topic: str, checkpoint: str) -> list[int]:
    table = f"cluster_{fmt}"
    stream = (spark.readStream.format(fmt).option("kafka.bootstrap.servers", bootstrap)
              .option("subscribe", topic).option("startingOffsets", "earliest")
              .option("maxOffsetsPerTrigger", "700").load())
    query = (stream.writeStream.format("memory").queryName(table)
             .option("checkpointLocation", checkpoint).trigger(availableNow=True).start())
    try:
        if not query.awaitTermination(300):
            raise RuntimeError(f"{fmt}: the AvailableNow query did not finish")
        return [int(p["numInputRows"]) for p in query.recentProgress if p["numInputRows"]]
    finally:
        query.stop()


if __name__ == "__main__":
    main()
