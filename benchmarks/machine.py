"""What the numbers were measured on, printed and stored with them.

A ratio is only meaningful next to the machine, the broker and the library versions that
produced it; the load average is recorded because this project's machine is shared.
"""

from __future__ import annotations

import os
import platform
import subprocess
from importlib import metadata
from pathlib import Path
from typing import Any

PEER_DISTRIBUTIONS = ("aiokafka", "confluent-kafka", "kafka-python", "kafka_async")


def _cpu_model() -> str:
    cpuinfo = Path("/proc/cpuinfo")
    if cpuinfo.exists():
        for line in cpuinfo.read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    return platform.processor() or "unknown"


def _memory_gib() -> float | None:
    meminfo = Path("/proc/meminfo")
    if meminfo.exists():
        for line in meminfo.read_text().splitlines():
            if line.startswith("MemTotal:"):
                return round(int(line.split()[1]) / 1024 / 1024, 1)
    return None


def _java_version() -> str:
    try:
        done = subprocess.run(["java", "-version"], capture_output=True, text=True, check=False)
    except FileNotFoundError:
        return "not installed"
    lines = done.stderr.strip().splitlines()
    return lines[0] if lines else "unknown"


def _versions() -> dict[str, str]:
    versions = {}
    for name in PEER_DISTRIBUTIONS:
        try:
            versions[name] = metadata.version(name)
        except metadata.PackageNotFoundError:
            versions[name] = "not installed"
    try:
        import confluent_kafka

        versions["librdkafka"] = str(confluent_kafka.libversion()[0])
    except ImportError:
        versions["librdkafka"] = "not installed"
    try:
        from kafka_async.network.event_loop import backend_options
    except ImportError:
        versions["kafka_async event loop"] = "asyncio"
    else:
        versions["kafka_async event loop"] = (
            "uvloop " + metadata.version("uvloop") if backend_options() else "asyncio")
    return versions


def load_average() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def describe(broker_version: str, broker_source: str) -> dict[str, Any]:
    """The machine block of the JSON and of the markdown output."""
    return {
        "cores": os.cpu_count(),
        "cpu": _cpu_model(),
        "memory_gib": _memory_gib(),
        "os": f"{platform.system()} {platform.release()}",
        "python": platform.python_version(),
        "java": _java_version(),
        "broker": f"Apache Kafka {broker_version}",
        "broker_source": broker_source,
        "versions": _versions(),
        "load_average_start": load_average(),
    }
