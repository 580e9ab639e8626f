"""_worker_pool's GC freeze against a real broker: in a process Spark marks as a reused Python
worker (SPARK_REUSE_WORKER), the first clean read freezes the long-lived objects so PySpark's
collect-after-every-task stops walking them; a plain process is left alone, and reads after the
freeze still return exactly their records.

Each case runs in a child interpreter: freezing the pytest process itself would change GC for
the rest of the session.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import anyio
import pytest

from kafka_async import Producer
from tests.conftest import NewTopic

REPO_ROOT = Path(__file__).resolve().parents[2]

_CHILD = r"""
import gc, json, sys
from kafka_async.spark.executor_read import read_range

bootstrap, topic = sys.argv[1], sys.argv[2]
settings = {"bootstrap_servers": bootstrap}
frozen = [gc.get_freeze_count()]
values = []
for start, end in ((0, 10), (10, 25), (25, 40)):
    for batch in read_range(settings, topic, 0, start, end, include_headers=False,
                            fail_on_data_loss=True):
        values += batch.column("value").to_pylist()
    frozen.append(gc.get_freeze_count())
print(json.dumps({"frozen": frozen, "values": [v.decode() for v in values]}))
"""


def _produce(bootstrap: str, topic: str, count: int) -> None:
    async def main() -> None:
        async with Producer(bootstrap_servers=bootstrap) as producer:
            handles = [await producer.send(topic, value=b"v%d" % index, partition=0)
                       for index in range(count)]
            await producer.flush()
            for handle in handles:
                await handle

    anyio.run(main)


def _run_child(bootstrap: str, topic: str, *, spark_reuse_worker: bool) -> dict[str, Any]:
    env = {key: value for key, value in os.environ.items() if key != "SPARK_REUSE_WORKER"}
    env["PYTHONPATH"] = os.pathsep.join(filter(None, (str(REPO_ROOT), env.get("PYTHONPATH"))))
    if spark_reuse_worker:
        env["SPARK_REUSE_WORKER"] = "1"
    done = subprocess.run([sys.executable, "-c", _CHILD, bootstrap, topic], env=env,
                          capture_output=True, text=True, timeout=120, check=True)
    report: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return report


@pytest.mark.integration
def test_reused_spark_worker_freezes_after_first_clean_read(kafka_bootstrap: str,
                                                            new_topic: NewTopic) -> None:
    topic = new_topic("gcfreeze", create=True)
    _produce(kafka_bootstrap, topic, 40)
    report = _run_child(kafka_bootstrap, topic, spark_reuse_worker=True)
    before, after_first, *later = report["frozen"]
    assert before == 0
    assert after_first > 0  # frozen once, after the first read returned its consumer
    # and never again: the count only shrinks as frozen objects are freed (a second freeze
    # would add the later reads' objects)
    assert all(0 < count <= after_first for count in later)
    assert report["values"] == [f"v{i}" for i in range(40)]


@pytest.mark.integration
def test_plain_process_is_not_frozen(kafka_bootstrap: str, new_topic: NewTopic) -> None:
    topic = new_topic("gcplain", create=True)
    _produce(kafka_bootstrap, topic, 40)
    report = _run_child(kafka_bootstrap, topic, spark_reuse_worker=False)
    assert report["frozen"] == [0, 0, 0, 0]
    assert report["values"] == [f"v{i}" for i in range(40)]
