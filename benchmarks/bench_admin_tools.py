"""Admin work through ``kafka-async`` against the Java tools doing the same, process start
included, on one broker: a 200-partition topic and a group that committed on every partition.

Rows: ``groups lag`` vs ``kafka-consumer-groups --describe``, ``offsets --time end`` vs
``kafka-get-offsets --time -1``, ``topics describe`` vs ``kafka-topics --describe``; medians of
5 runs each, as ratios (> 1: kafka-async is faster).

    .venv/bin/python -m benchmarks.bench_admin_tools
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
from collections.abc import Callable

from kafka_async.testing import JavaTools, KafkaCluster
from kafka_async.testing.tools import CONSUMER_GROUP_COMMAND, GET_OFFSET_SHELL, TOPIC_COMMAND

PARTITIONS = 200
REPEATS = 5


def median_seconds(action: Callable[[], object]) -> float:
    times = []
    for _ in range(REPEATS):
        started = time.perf_counter()
        action()
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def main() -> None:
    with KafkaCluster(nodes=1) as cluster, JavaTools(cluster) as java:
        env = dict(os.environ, KAFKA_BOOTSTRAP_SERVERS=cluster.bootstrap)

        def ours(*args: str, stdin: bytes | None = None) -> None:
            subprocess.run([sys.executable, "-m", "kafka_async", *args], env=env, check=True,
                           capture_output=True, input=stdin)

        ours("topics", "create", "wide", "--partitions", str(PARTITIONS))
        ours("produce", "wide", "-k", ":",
             stdin=b"".join(b"k%d:v\n" % i for i in range(100 * PARTITIONS)))
        ours("consume", "wide", "--group", "g", "--count", str(100 * PARTITIONS), "-q")
        rows = [
            ("groups lag", lambda: ours("groups", "lag", "g"),
             lambda: java.admin_command(CONSUMER_GROUP_COMMAND, ["--describe", "--group", "g"])),
            ("offsets, end", lambda: ours("offsets", "wide", "--time", "end"),
             lambda: java.admin_command(GET_OFFSET_SHELL, ["--topic", "wide", "--time", "-1"])),
            ("topics describe", lambda: ours("topics", "describe", "wide"),
             lambda: java.run(TOPIC_COMMAND, ["--bootstrap-server", cluster.bootstrap,
                                              "--describe", "--topic", "wide"])),
        ]
        print(f"{'row (200 partitions)':24} {'kafka-async':>12} {'Java tool':>10} {'ratio':>6}")
        for name, mine, theirs in rows:
            a, b = median_seconds(mine), median_seconds(theirs)
            print(f"{name:24} {a * 1000:10.0f}ms {b * 1000:8.0f}ms {b / a:6.1f}")


if __name__ == "__main__":
    main()
