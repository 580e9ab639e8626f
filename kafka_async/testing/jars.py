"""Where the Apache Kafka jars live and how to start a lean JVM on them.

The jars come from Maven Central via tools/kafka/pom.xml (``make jars``) into
``<repo>/.cache/kafka/jars``; ``KAFKA_ASYNC_JARS`` points elsewhere (e.g. an installed package
that has no repo checkout around it).
"""

from __future__ import annotations

import os
import shlex
import shutil
from collections.abc import Sequence
from pathlib import Path

KAFKA_VERSION = "4.3.1"

#: Test brokers on a shared 2-core CI box, where CPU, not wall time, is the scarce thing: a small
#: heap, the serial collector (no GC threads), and C1 only (-XX:TieredStopAtLevel=1), which
#: reached "serving" with ~35% less CPU (2.4 s vs 3.8 s per node, docs/testing.md). C1-only caps
#: peak broker throughput, so benchmarks set ``KAFKA_ASYNC_BROKER_JVM_OPTS`` (which replaces these).
DEFAULT_BROKER_JVM_OPTS = (
    "-Xms128m",
    "-Xmx512m",
    "-XX:+UseSerialGC",
    "-XX:TieredStopAtLevel=1",
    "-XX:-UsePerfData",
    "-Djava.awt.headless=true",
)
#: Tools (console producer, topics...) live for a second or two: C1 only, small heap.
DEFAULT_TOOL_JVM_OPTS = (
    "-Xmx256m",
    "-XX:+UseSerialGC",
    "-XX:TieredStopAtLevel=1",
    "-XX:-UsePerfData",
    "-Djava.awt.headless=true",
)


class KafkaJarsMissing(RuntimeError):
    """The Kafka jars (or java) are not where the harness looks; the message says how to fix it."""


def _repo_root() -> Path:
    return Path(__file__).resolve().parents[2]


def kafka_jars_dir() -> Path:
    """Directory holding kafka_2.13-<version>.jar and kafka-tools-<version>.jar."""
    override = os.environ.get("KAFKA_ASYNC_JARS")
    jars = Path(override) if override else _repo_root() / ".cache" / "kafka" / "jars"
    broker_jar = jars / f"kafka_2.13-{KAFKA_VERSION}.jar"
    tools_jar = jars / f"kafka-tools-{KAFKA_VERSION}.jar"
    if not broker_jar.is_file() or not tools_jar.is_file():
        raise KafkaJarsMissing(
            f"Kafka {KAFKA_VERSION} jars not found in {jars}; run `make jars` "
            "(or set KAFKA_ASYNC_JARS to a directory holding them)"
        )
    return jars


def java_executable() -> str:
    """``$JAVA_HOME/bin/java`` if set, else ``java`` on PATH."""
    java_home = os.environ.get("JAVA_HOME")
    if java_home and (Path(java_home) / "bin" / "java").is_file():
        return str(Path(java_home) / "bin" / "java")
    found = shutil.which("java")
    if found is None:
        raise KafkaJarsMissing("no `java` on PATH (install openjdk-17-jre-headless)")
    return found


def broker_jvm_opts() -> list[str]:
    override = os.environ.get("KAFKA_ASYNC_BROKER_JVM_OPTS")
    return shlex.split(override) if override else list(DEFAULT_BROKER_JVM_OPTS)


def tool_jvm_opts() -> list[str]:
    return list(DEFAULT_TOOL_JVM_OPTS)


def java_command(main_class: str, args: list[str], *, jvm_opts: list[str],
                 extra_classpath: Sequence[Path] = ()) -> list[str]:
    """argv for ``java <opts> -cp '<jars>/*' <main_class> <args>`` (java expands the glob);
    ``extra_classpath`` (a broker plugin's classes) goes after the Kafka jars."""
    classpath = os.pathsep.join([str(kafka_jars_dir() / "*"), *map(str, extra_classpath)])
    return [java_executable(), *jvm_opts, "-cp", classpath, main_class, *args]
