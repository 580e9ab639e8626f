"""A Spark Connect client job (run in its own process): the kafka_async format read (batch and
streaming) and written through a Connect server, with no registration call: the server's Python
workers find the format by PySpark's own lookup.

    python tests/spark/connect_job.py sc://HOST:PORT BOOTSTRAP TOPIC CHECKPOINT_DIR

Prints one JSON line with what it saw.
"""

from __future__ import annotations

import json
import os
import sys
from typing import Any


def main() -> None:
    url, bootstrap, topic, checkpoint = sys.argv[1:5]
    from pyspark.sql import SparkSession

    spark = SparkSession.builder.remote(url).getOrCreate()
    report: dict[str, Any] = {"connect": type(spark).__module__}
    try:
        batch = (spark.read.format("kafka_async").option("kafka.bootstrap.servers", bootstrap)
                 .option("subscribe", topic).option("includeHeaders", "true").load())
        rows = batch.selectExpr("partition", "offset", "key", "value", "size(headers) AS h"
                                ).collect()
        report["batch_count"] = len(rows)
        report["batch_partitions"] = sorted({row["partition"] for row in rows})

        stream = (spark.readStream.format("kafka_async")
                  .option("kafka.bootstrap.servers", bootstrap).option("subscribe", topic)
                  .option("startingOffsets", "earliest").option("maxOffsetsPerTrigger", "500")
                  .load())
        query = (stream.writeStream.format("memory").queryName("connect_stream")
                 .option("checkpointLocation", checkpoint + "/stream")
                 .trigger(availableNow=True).start())
        query.awaitTermination(300)
        report["stream_count"] = spark.table("connect_stream").count()
        query.stop()
        # the server writes the checkpoint (same machine here): one offsets file per batch
        offsets = os.path.join(checkpoint, "stream", "offsets")
        report["stream_batches"] = len([n for n in os.listdir(offsets) if n.isdigit()])

        written = topic + "-connect-copy"
        (batch.selectExpr("key", "value").write.format("kafka_async")
         .option("kafka.bootstrap.servers", bootstrap).option("topic", written)
         .mode("append").save())
        report["written_count"] = (spark.read.format("kafka_async")
                                   .option("kafka.bootstrap.servers", bootstrap)
                                   .option("subscribe", written).load().count())
    finally:
        spark.stop()
    report["client_imported_kafka_async"] = "kafka_async" in sys.modules
    print("RESULT " + json.dumps(report), flush=True)


if __name__ == "__main__":
    main()
