"""``make demo``: start a real local broker, show what it says about itself, make a topic, stop.

For now everything on the wire is the harness's raw Metadata request or Kafka's own Java tools;
later issues grow this into a produce/consume round trip with kafka_async's client.
"""

from __future__ import annotations

import sys
import time

from kafka_async.testing import JavaTools, KafkaCluster, fetch_api_versions, fetch_metadata
from kafka_async.testing.wire import ClusterMetadata

DEMO_TOPIC = "kafka-async-demo"


def _print_metadata(title: str, metadata: ClusterMetadata) -> None:
    print(f"{title} (Metadata v{metadata.version}):")
    for broker in metadata.brokers:
        role = " (controller)" if broker.node_id == metadata.controller_id else ""
        print(f"  broker {broker.node_id} at {broker.host}:{broker.port}{role}")
    if not metadata.topics:
        print("  no topics")
    for topic in metadata.topics:
        leaders = ", ".join(f"p{p.partition}->broker {p.leader}" for p in topic.partitions)
        print(f"  topic {topic.name}: {len(topic.partitions)} partition(s) [{leaders}]")


def main() -> int:
    started = time.monotonic()
    with KafkaCluster(nodes=1) as cluster:
        print(f"Apache Kafka {cluster.version} up in {time.monotonic() - started:.1f}s")
        print(f"bootstrap={cluster.bootstrap}")
        versions = fetch_api_versions(cluster.bootstrap)
        print(f"ApiVersions: the broker offers {len(versions)} APIs")
        _print_metadata("cluster metadata", fetch_metadata(cluster.bootstrap))
        with JavaTools(cluster) as tools:
            tools.create_topic(DEMO_TOPIC, partitions=3)
            print(f"created topic {DEMO_TOPIC!r}; kafka-topics --list says: {tools.list_topics()}")
        _print_metadata("after create", fetch_metadata(cluster.bootstrap, topics=[DEMO_TOPIC]))
        print("stopping the broker")
    print("done")
    return 0


if __name__ == "__main__":
    sys.exit(main())
