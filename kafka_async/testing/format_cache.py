"""Skip the storage-format JVM on repeat starts by reusing what ``kafka-storage format`` wrote.

Why: formatting is a whole JVM start (1-2 s on a busy 2-core box, one per node) and it writes
just two files per log dir: ``bootstrap.checkpoint`` (the initial feature levels and SCRAM users;
no cluster or node identity) and ``meta.properties`` (node.id, cluster.id, a random
directory.id, version=1). The first real format for a given (Kafka version, format arguments,
broker config) stores the checkpoint under ``.cache/kafka/format-cache/<key>/``; later clusters
copy it and write their own meta.properties. ``KAFKA_ASYNC_FORMAT_CACHE=0`` turns this off.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import tempfile
from collections.abc import Mapping
from pathlib import Path

from kafka_async.testing.jars import KAFKA_VERSION, kafka_jars_dir

CHECKPOINT = "bootstrap.checkpoint"
META_PROPERTIES = "meta.properties"


def enabled() -> bool:
    return os.environ.get("KAFKA_ASYNC_FORMAT_CACHE", "1").strip() not in ("0", "false", "no")


def cache_key(format_args: list[str], broker_config: Mapping[str, str]) -> str:
    digest = hashlib.sha256()
    for part in (
        KAFKA_VERSION,
        *format_args,
        *sorted(f"{k}={v}" for k, v in broker_config.items()),
    ):
        digest.update(part.encode("utf-8") + b"\0")
    return digest.hexdigest()[:20]


def _cache_dir(key: str) -> Path:
    return kafka_jars_dir().parent / "format-cache" / key


def cached_checkpoint(key: str) -> Path | None:
    """The stored checkpoint for ``key``, if caching is on and one exists."""
    if not enabled():
        return None
    path = _cache_dir(key) / CHECKPOINT
    return path if path.is_file() else None


def store_checkpoint(key: str, formatted_log_dir: Path) -> None:
    """Keep a freshly formatted checkpoint for next time (best effort, atomic rename)."""
    source = formatted_log_dir / CHECKPOINT
    if not enabled() or not source.is_file():
        return
    target_dir = _cache_dir(key)
    try:
        target_dir.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=target_dir, prefix=".checkpoint-")
        os.close(handle)
        shutil.copyfile(source, temporary)
        os.replace(temporary, target_dir / CHECKPOINT)
    except OSError:
        return  # a read-only cache only costs the format JVM next time


def write_formatted_log_dir(
    log_dir: Path, checkpoint: Path | None, *, node_id: int, cluster_id: str, directory_id: str
) -> None:
    """Lay out ``log_dir`` exactly as ``kafka-storage format`` would (the bootstrap checkpoint
    goes only into the metadata log dir: ``checkpoint`` None for the others)."""
    log_dir.mkdir(parents=True, exist_ok=True)
    if checkpoint is not None:
        shutil.copyfile(checkpoint, log_dir / CHECKPOINT)
    (log_dir / META_PROPERTIES).write_text(
        "#\n"
        "#Written by kafka_async.testing (same content as kafka-storage format)\n"
        f"node.id={node_id}\n"
        f"directory.id={directory_id}\n"
        "version=1\n"
        f"cluster.id={cluster_id}\n"
    )
