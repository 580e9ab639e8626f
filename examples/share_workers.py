"""A worker pool on a share group (KIP-932): N workers read ONE partition together, each job
handled by one worker; a job that fails is released (retried, by anyone) and one that can
never succeed is rejected.

    python examples/share_workers.py [bootstrap] [workers]

Starts with a fresh topic and share group, writes 200 jobs, runs the workers until every job
is done, and prints who did how many. Needs a broker with share groups enabled (Kafka 4.1+;
``make broker`` starts one).
"""

from __future__ import annotations

import random
import sys
import uuid
from collections import Counter

import anyio

from kafka_async import AcknowledgeType, Admin, Producer, ShareConsumer
from kafka_async.admin import AlterConfigOp, ConfigResource, NewTopic

JOBS = 200


async def handle(job: bytes) -> bool:
    """The work itself: here, a job fails now and then (and succeeds when retried)."""
    await anyio.sleep(0.001)
    return random.random() > 0.05


async def worker(name: str, bootstrap: str, topic: str, group: str, done: Counter[str],
                 finished: anyio.Event) -> None:
    async with ShareConsumer(topic, bootstrap_servers=bootstrap, group_id=group,
                             share_acknowledgement_mode="explicit",
                             max_poll_records=10) as jobs:
        while not finished.is_set():
            batch = await jobs.getmany(timeout_ms=500)
            for records in batch.values():
                for record in records:
                    if record.value == b"poison":
                        jobs.acknowledge(record, AcknowledgeType.REJECT)  # never again
                    elif await handle(record.value):
                        jobs.acknowledge(record, AcknowledgeType.ACCEPT)
                        done[name] += 1
                    else:
                        jobs.acknowledge(record, AcknowledgeType.RELEASE)  # retry, anyone
            if sum(done.values()) >= JOBS:
                finished.set()


async def main(bootstrap: str, workers: int) -> None:
    topic = f"jobs-{uuid.uuid4().hex[:8]}"
    group = f"workers-{uuid.uuid4().hex[:8]}"
    async with Admin(bootstrap_servers=bootstrap) as admin:
        await admin.create_topics([NewTopic(topic, num_partitions=1, replication_factor=1)])
        # A share group starts at the log end by default; this pool wants every job.
        await admin.incremental_alter_configs({
            ConfigResource(ConfigResource.Type.GROUP, group):
                [AlterConfigOp("share.auto.offset.reset", "earliest")]})
    async with Producer(bootstrap_servers=bootstrap) as producer:
        for n in range(JOBS):
            await producer.send(topic, b"job-%d" % n)
        await producer.send(topic, b"poison")
    done: Counter[str] = Counter()
    finished = anyio.Event()
    async with anyio.create_task_group() as pool:
        for i in range(workers):
            pool.start_soon(worker, f"worker-{i}", bootstrap, topic, group, done, finished)
    print(f"{sum(done.values())} jobs done on one partition by {workers} workers:",
          dict(sorted(done.items())))


if __name__ == "__main__":
    anyio.run(main, sys.argv[1] if len(sys.argv) > 1 else "127.0.0.1:9092",
              int(sys.argv[2]) if len(sys.argv) > 2 else 4)
