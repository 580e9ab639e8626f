"""Expose kafka_async's metrics to Prometheus (prometheus_client), as Java's JMX exporter does
for the Java client: every metric of every registered client, under the telemetry names
(``org.apache.kafka.producer.record.send.rate`` -> ``kafka_producer_record_send_rate``), tags
as labels.

    python examples/prometheus_metrics.py [bootstrap] [port]

starts a producer that sends a record every 10 ms and serves http://127.0.0.1:<port>/metrics
until Ctrl-C. In an application: ``REGISTRY.register(KafkaCollector(producer, consumer))``.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from typing import Any

import anyio
from prometheus_client import REGISTRY, start_http_server
from prometheus_client.core import CounterMetricFamily, GaugeMetricFamily, Metric

from kafka_async import Producer
from kafka_async.metrics.naming import is_monotonic, telemetry_attributes, telemetry_name

_INVALID = re.compile(r"[^a-zA-Z0-9_]")


def prometheus_name(telemetry: str) -> str:
    """``org.apache.kafka.producer.record.send.rate`` -> ``kafka_producer_record_send_rate``."""
    return _INVALID.sub("_", telemetry.removeprefix("org.apache."))


class KafkaCollector:
    """A prometheus_client collector over clients' ``metrics()`` (read at each scrape)."""

    def __init__(self, *clients: Any) -> None:
        self.clients = list(clients)

    def collect(self) -> Iterator[Metric]:
        families: dict[str, GaugeMetricFamily | CounterMetricFamily] = {}
        for client in self.clients:
            for metric, value in client.metrics().items():
                if value != value:  # NaN: nothing measured yet
                    continue
                name = prometheus_name(telemetry_name(metric))
                labels = telemetry_attributes(metric)
                family = families.get(name)
                if family is None:
                    if is_monotonic(metric):
                        family = CounterMetricFamily(name.removesuffix("_total"),
                                                     f"kafka_async {metric.group} {metric.name}",
                                                     labels=sorted(labels))
                    else:
                        family = GaugeMetricFamily(name, f"kafka_async {metric.group} "
                                                   f"{metric.name}", labels=sorted(labels))
                    families[name] = family
                family.add_metric([labels[k] for k in sorted(labels)], value)
        yield from families.values()


async def main(bootstrap: str, port: int) -> None:
    async with Producer(bootstrap_servers=bootstrap, client_id="prometheus-demo") as producer:
        REGISTRY.register(KafkaCollector(producer))
        start_http_server(port, addr="127.0.0.1")
        print(f"metrics on http://127.0.0.1:{port}/metrics (Ctrl-C stops)")
        while True:
            await producer.send("prometheus-demo", b"tick")
            await anyio.sleep(0.01)


if __name__ == "__main__":
    anyio.run(main, sys.argv[1] if len(sys.argv) > 1 else "127.0.0.1:9092",
              int(sys.argv[2]) if len(sys.argv) > 2 else 9464)
