"""Spark benchmark: ``format("kafka_async")`` against Spark's built-in ``format("kafka")``.

``python -m benchmarks.bench_spark [--quick] [--repeats N] [--rounds N] [--no-write]``
(``make bench-spark``, which also fetches the built-in source's jars).

Why it is built this way: like benchmarks/run.py, a claim only counts as a ratio measured side by
side, in one run, on one broker. The run starts one broker, writes one dataset topic (1M x 100 B
over 8 partitions, Java ProducerPerformance; 200k with ``--quick``) and then measures each source
in its own child process with its own Spark session (local[2], identical settings), so that the
process tree's memory (driver Python + driver JVM + Python workers) is that source's alone.
Every source runs once per round, the order rotated each round, over ``--rounds``, so drift
on this shared machine hits all of them. Inside a child, one untimed warm-up read (which also
checks the row count and value bytes) is followed by the timed repeats:

- batch: ``spark.read.format(X)...load().write.format("noop").mode("overwrite").save()``, which
  pulls every row with every column through Spark;
- streaming: ``readStream`` with ``maxOffsetsPerTrigger`` = a quarter of the topic (several
  micro-batches), ``Trigger.AvailableNow``, into the ``noop`` sink, from ``start()`` until the
  query terminates (a fresh checkpoint per run).

Two reference rows answer "where does the time go": ``read_range`` times
``kafka_async.spark.executor_read.read_range`` over every partition in one plain Python process
(what one executor core decodes into Arrow, no Spark), and ``synthetic`` is a Python data source
that yields ready-made Arrow batches of the same shape (no Kafka, no decoding): the ceiling of
Spark's Python data-source path on this machine.
"""

from __future__ import annotations

import argparse
import contextlib
import datetime as dt
import json
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pyspark.sql.datasource import (
    DataSource,
    DataSourceReader,
    DataSourceStreamReader,
    InputPartition,
)
from pyspark.sql.streaming.datasource import (
    ReadAllAvailable,
    ReadLimit,
    ReadMaxRows,
    SupportsTriggerAvailableNow,
)

from benchmarks import broker, charts, child, machine

RESULTS_PATH = broker.REPO_ROOT / "benchmarks" / "results" / "spark.json"
DOCS_PAGE = broker.REPO_ROOT / "docs" / "benchmarks.md"
SPARK_JARS_DIR = broker.REPO_ROOT / ".cache" / "spark" / "jars"
SECTION_START = "<!-- spark-benchmark:start -->"
SECTION_END = "<!-- spark-benchmark:end -->"
OURS = "kafka_async"
BUILTIN = "kafka"
PYTHON_ONLY = "read_range"
SYNTHETIC = "synthetic"
SOURCES = (OURS, BUILTIN, PYTHON_ONLY, SYNTHETIC)
PARTITIONS = 8
VALUE_SIZE = 100
FULL_COUNT = 1_000_000
QUICK_COUNT = 200_000
#: Spark settings every child uses, whichever source it measures.
SPARK_CONF = {
    "spark.ui.enabled": "false",
    "spark.driver.host": "127.0.0.1",
    "spark.driver.bindAddress": "127.0.0.1",
    "spark.driver.memory": "2g",
    "spark.sql.shuffle.partitions": "2",
    "spark.python.worker.reuse": "true",
    "spark.ui.showConsoleProgress": "false",
}
_RSS_POLL_S = 0.2


# ---------------------------------------------------------------------------------------- child


class SyntheticInputPartition(InputPartition):
    """``rows`` records of one partition, made up (picklable: plain values only)."""

    def __init__(self, partition: int, rows: int, size: int) -> None:
        super().__init__(partition)
        self.partition = partition
        self.rows = rows
        self.size = size


class SyntheticReader(DataSourceReader):
    """Yields one prebuilt Arrow batch (10k rows of the read schema) over and over."""

    def __init__(self, options: dict[str, str]) -> None:
        self.count = int(options["count"])
        self.size = int(options["size"])
        self.partitions_count = int(options["partitions"])

    def partitions(self) -> list[InputPartition]:
        share, rest = divmod(self.count, self.partitions_count)
        return [SyntheticInputPartition(p, share + (p < rest), self.size)
                for p in range(self.partitions_count)]

    def read(self, partition: InputPartition) -> Iterator[Any]:
        import pyarrow as pa

        from kafka_async.spark.schema import arrow_read_schema

        assert isinstance(partition, SyntheticInputPartition)
        step = 10_000
        template = pa.RecordBatch.from_arrays([
            pa.nulls(step, pa.binary()),
            pa.array([b"x" * partition.size] * step, pa.binary()),
            pa.array([SYNTHETIC] * step, pa.string()),
            pa.array([partition.partition] * step, pa.int32()),
            pa.array(range(step), pa.int64()),
            pa.array([0] * step, pa.timestamp("us", tz="UTC")),
            pa.array([0] * step, pa.int32()),
        ], schema=arrow_read_schema(False))
        for start in range(0, partition.rows, step):
            yield template.slice(0, min(step, partition.rows - start))


class SyntheticStreamReader(DataSourceStreamReader, SupportsTriggerAvailableNow):
    """The streaming twin: offsets are a row count, micro-batches of ``maxOffsetsPerTrigger``
    rows split over the partitions, read like ``SyntheticReader``. Its query start is the floor
    of every Python streaming source: Spark starts a fresh Python process for the query's
    stream reader (``PythonStreamingSourceRunner``, no daemon) and imports pyspark in it."""

    def __init__(self, options: dict[str, str]) -> None:
        self.batch = SyntheticReader(options)
        lowered = {key.lower(): value for key, value in options.items()}
        self.per_trigger = int(lowered.get("maxoffsetspertrigger", self.batch.count))

    def initialOffset(self) -> dict[str, Any]:
        return {"rows": 0}

    def getDefaultReadLimit(self) -> ReadLimit:
        return ReadMaxRows(self.per_trigger)

    def prepareForTriggerAvailableNow(self) -> None:
        return None

    def latestOffset(self, start: dict[str, Any], limit: ReadLimit) -> dict[str, Any]:
        if isinstance(limit, ReadAllAvailable):
            return {"rows": self.batch.count}
        step = limit.max_rows if isinstance(limit, ReadMaxRows) else self.per_trigger
        return {"rows": min(self.batch.count, int(start["rows"]) + step)}

    def partitions(self, start: dict[str, Any], end: dict[str, Any]) -> list[InputPartition]:
        rows = int(end["rows"]) - int(start["rows"])
        if rows <= 0:
            return []
        share, rest = divmod(rows, self.batch.partitions_count)
        return [SyntheticInputPartition(p, share + (p < rest), self.batch.size)
                for p in range(self.batch.partitions_count) if share + (p < rest)]

    def read(self, partition: InputPartition) -> Iterator[Any]:
        return self.batch.read(partition)


class SyntheticSource(DataSource):
    """``format("bench_synthetic")``: the Kafka read schema, filled without Kafka."""

    @classmethod
    def name(cls) -> str:
        return "bench_synthetic"

    def schema(self) -> str:
        from kafka_async.spark.schema import read_schema_ddl

        return read_schema_ddl(False)

    def reader(self, schema: Any) -> DataSourceReader:
        return SyntheticReader(dict(self.options))

    def streamReader(self, schema: Any) -> DataSourceStreamReader:
        return SyntheticStreamReader(dict(self.options))


def spark_kafka_jars() -> list[Path]:
    """The built-in source's jars (``make spark-jars``); a clear error if they are missing."""
    jars = sorted(SPARK_JARS_DIR.glob("*.jar"))
    if not jars or not (SPARK_JARS_DIR / ".complete").exists():
        raise SystemExit(f"no Spark Kafka jars in {SPARK_JARS_DIR}: run `make spark-jars`")
    return jars


def _session(app_name: str, extra_conf: dict[str, str] | None = None,
             master: str = "local[2]") -> Any:
    os.environ["PYSPARK_PYTHON"] = sys.executable
    os.environ["PYSPARK_DRIVER_PYTHON"] = sys.executable
    os.environ.setdefault("SPARK_LOCAL_IP", "127.0.0.1")
    from pyspark.sql import SparkSession

    from kafka_async.spark import register

    builder = SparkSession.builder.master(master).appName(app_name)
    for key, value in {**SPARK_CONF, **(extra_conf or {})}.items():
        builder = builder.config(key, value)
    builder = builder.config("spark.jars", ",".join(str(j) for j in spark_kafka_jars()))
    session = builder.getOrCreate()
    session.sparkContext.setLogLevel("ERROR")
    register(session)
    session.dataSource.register(SyntheticSource)
    return session


def _reader(stream_or_batch: Any, fmt: str, spec: dict[str, Any]) -> Any:
    return (stream_or_batch.format(fmt)
            .option("kafka.bootstrap.servers", spec["bootstrap"])
            .option("subscribe", spec["topic"])
            .option("startingOffsets", "earliest"))


def _check_rows(session: Any, fmt: str, spec: dict[str, Any]) -> None:
    """Warm-up read that also proves the source returns the whole dataset."""
    from pyspark.sql import functions as F

    row = (_load(session, fmt, spec)
           .agg(F.count("*").alias("rows"), F.sum(F.length("value")).alias("bytes")).first())
    expected = (spec["count"], spec["count"] * spec["size"])
    if (row["rows"], row["bytes"]) != expected:
        raise RuntimeError(f"{fmt}: read {row['rows']} rows / {row['bytes']} B, want {expected}")


def _load(session: Any, fmt: str, spec: dict[str, Any]) -> Any:
    if fmt == SYNTHETIC:
        return (session.read.format(SyntheticSource.name()).option("count", str(spec["count"]))
                .option("size", str(spec["size"])).option("partitions", str(PARTITIONS)).load())
    return _reader(session.read, fmt, spec).load()


def _time_batch(session: Any, fmt: str, spec: dict[str, Any]) -> float:
    started = time.perf_counter()
    _load(session, fmt, spec).write.format("noop").mode("overwrite").save()
    return time.perf_counter() - started


#: Spark's per-trigger phases (StreamingQueryProgress.durationMs) summed in the stream report.
_PHASES = ("latestOffset", "queryPlanning", "walCommit", "addBatch", "commitOffsets",
           "triggerExecution")


def _stream_phases(progress: list[Any], started_at: float, elapsed: float) -> dict[str, float]:
    """Where a streaming run's time went: from ``load()`` to the first trigger (query start:
    analysis, the source's Python runner process, initialOffset), the per-trigger phases summed
    over all micro-batches, and the number of micro-batches."""
    phases: dict[str, float] = {name: 0.0 for name in _PHASES}
    for entry in progress:
        for name in _PHASES:
            phases[name] += entry["durationMs"].get(name, 0) / 1000
    first = dt.datetime.fromisoformat(progress[0]["timestamp"].replace("Z", "+00:00"))
    return {"start_s": first.timestamp() - started_at, "micro_batches": len(progress),
            **{f"{name}_s": value for name, value in phases.items()}, "total_s": elapsed}


def _time_stream(session: Any, fmt: str, spec: dict[str, Any], checkpoint: Path
                 ) -> tuple[float, dict[str, float]]:
    started_at = time.time()
    started = time.perf_counter()
    if fmt == SYNTHETIC:
        reader = (session.readStream.format(SyntheticSource.name())
                  .option("count", str(spec["count"])).option("size", str(spec["size"]))
                  .option("partitions", str(PARTITIONS)))
    else:
        reader = _reader(session.readStream, fmt, spec)
    stream = reader.option("maxOffsetsPerTrigger", str(spec["max_offsets_per_trigger"])).load()
    query = (stream.writeStream.format("noop").option("checkpointLocation", str(checkpoint))
             .trigger(availableNow=True).start())
    try:
        if not query.awaitTermination(spec["timeout_s"]):
            raise RuntimeError(f"{fmt}: the streaming query did not finish")
        elapsed = time.perf_counter() - started
        every = list(query.recentProgress)
        progress = [p for p in every if p["numInputRows"]]
    finally:
        query.stop()
    rows = sum(int(p["numInputRows"]) for p in progress)
    if rows != spec["count"]:
        raise RuntimeError(f"{fmt}: the streaming query read {rows} rows, want {spec['count']}")
    return elapsed, _stream_phases(every, started_at, elapsed)


#: The write rows: what a job writes, keyed records, without and with a header per record.
WRITE_SHAPES = {
    "keyed": ("CAST(id AS STRING) AS key", f"repeat('x', {VALUE_SIZE}) AS value"),
    "keyed_headers": ("CAST(id AS STRING) AS key", f"repeat('x', {VALUE_SIZE}) AS value",
                      "array(named_struct('key', 'source', 'value', CAST('bench' AS BINARY)))"
                      " AS headers"),
}


def _time_write(session: Any, fmt: str, spec: dict[str, Any], shape: str) -> float:
    """``df.write.format(fmt)`` of ``write_count`` rows into a fresh 8-partition topic (the
    rows are generated by ``spark.range``, so only the sink differs); checks the end offsets."""
    topic = f"{spec['topic']}-w-{fmt}-{shape}-{time.monotonic_ns()}"
    broker.create_topic(spec["bootstrap"], topic, PARTITIONS)
    try:
        frame = session.range(spec["write_count"]).selectExpr(*WRITE_SHAPES[shape])
        started = time.perf_counter()
        (frame.write.format(fmt).mode("append")
         .option("kafka.bootstrap.servers", spec["bootstrap"]).option("topic", topic).save())
        elapsed = time.perf_counter() - started
        written = sum(_end_offsets(spec["bootstrap"], topic))
        if written != spec["write_count"]:
            raise RuntimeError(f"{fmt}: wrote {written} records, want {spec['write_count']}")
        return elapsed
    finally:
        broker.delete_topic(spec["bootstrap"], topic)


def _python_only(spec: dict[str, Any]) -> dict[str, Any]:
    """``read_range`` over every partition, sequentially, in this one process (no Spark)."""
    from kafka_async.spark.executor_read import read_range
    from kafka_async.spark.options import client_settings

    settings = client_settings({"kafka.bootstrap.servers": spec["bootstrap"]})
    ends = spec["ends"]
    times = []
    for _ in range(spec["repeats"] + 1):  # the first pass warms imports and connections
        started = time.perf_counter()
        rows = 0
        for partition, end in enumerate(ends):
            for batch in read_range(settings, spec["topic"], partition, 0, end,
                                    include_headers=False, fail_on_data_loss=True):
                rows += batch.num_rows
        times.append(time.perf_counter() - started)
        if rows != spec["count"]:
            raise RuntimeError(f"read_range returned {rows} rows, want {spec['count']}")
    return {"status": "ok", "batch_s": times[1:], "first_s": times[0]}


def child_main(spec: dict[str, Any]) -> dict[str, Any]:
    """Measure one source in this process; returns the JSON line the parent reads."""
    fmt = spec["source"]
    if fmt == PYTHON_ONLY:
        return _python_only(spec)
    started = time.perf_counter()
    session = _session(f"bench-spark-{fmt}", spec.get("spark_conf"),
                       spec.get("master", "local[2]"))
    session_s = time.perf_counter() - started
    try:
        warm = time.perf_counter()
        _check_rows(session, fmt, spec)
        first_s = time.perf_counter() - warm
        batch = [_time_batch(session, fmt, spec) for _ in range(spec["repeats"])]
        stream: list[float] = []
        phases: list[dict[str, float]] = []
        writes: dict[str, list[float]] = {}
        if fmt in (OURS, BUILTIN) and spec.get("write_count"):
            for shape in WRITE_SHAPES:
                _time_write(session, fmt, {**spec, "write_count": 10_000}, shape)  # warm-up
                writes[shape] = [_time_write(session, fmt, spec, shape)
                                 for _ in range(spec["repeats"])]
        # every Spark source, the synthetic one too (its query start is the floor)
        with tempfile.TemporaryDirectory(prefix="bench-spark-") as scratch:
            for i in range(spec["repeats"]):
                elapsed, phase = _time_stream(session, fmt, spec, Path(scratch) / f"cp{i}")
                stream.append(elapsed)
                phases.append(phase)
    finally:
        session.stop()
    return {"status": "ok", "session_s": session_s, "first_s": first_s,
            "batch_s": batch, "stream_s": stream, "stream_phases": phases, "write_s": writes}


# --------------------------------------------------------------------------------------- parent


def _tree_rss_mb(root: int) -> float:
    """Summed RSS of ``root`` and every descendant (driver Python, JVM, Python workers).

    Forked Python workers share pages with their daemon, so the sum over-counts a little; it is
    the same method for both sources.
    """
    parents: dict[int, int] = {}
    rss_kib: dict[int, int] = {}
    for entry in os.scandir("/proc"):
        if not entry.name.isdigit():
            continue
        with contextlib.suppress(OSError, ValueError, IndexError):
            with open(f"/proc/{entry.name}/stat") as stat:
                parents[int(entry.name)] = int(stat.read().rsplit(")", 1)[1].split()[1])
            with open(f"/proc/{entry.name}/status") as status:
                for line in status:
                    if line.startswith("VmRSS:"):
                        rss_kib[int(entry.name)] = int(line.split()[1])
                        break
    tree, frontier = {root}, [root]
    while frontier:
        pid = frontier.pop()
        for candidate, parent in parents.items():
            if parent == pid and candidate not in tree:
                tree.add(candidate)
                frontier.append(candidate)
    return sum(rss_kib.get(pid, 0) for pid in tree) / 1024


@dataclass
class ChildRun:
    """One child's report plus its process tree's peak RSS."""

    source: str
    report: dict[str, Any]
    peak_rss_mb: float
    wall_s: float


def run_child(spec: dict[str, Any], timeout_s: float) -> ChildRun:
    """Run this module with ``--child spec`` in its own session, sampling its tree's RSS."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(
        p for p in (str(broker.REPO_ROOT), os.environ.get("PYTHONPATH", "")) if p)}
    started = time.monotonic()
    process = subprocess.Popen(
        [sys.executable, "-m", "benchmarks.bench_spark", "--child", json.dumps(spec)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL,
        cwd=broker.REPO_ROOT, env=env, start_new_session=True, text=True,
    )
    peak = 0.0
    stop = threading.Event()

    def sample() -> None:
        nonlocal peak
        while not stop.wait(_RSS_POLL_S):
            peak = max(peak, _tree_rss_mb(process.pid))

    sampler = threading.Thread(target=sample, daemon=True)
    sampler.start()
    try:
        stdout, stderr = process.communicate(timeout=timeout_s)
    except subprocess.TimeoutExpired:
        child.kill_group(process.pid)
        stdout, stderr = process.communicate()
        stderr = f"timed out after {timeout_s:.0f} s\n{stderr}"
    finally:
        stop.set()
        sampler.join()
        child.kill_group(process.pid)  # the Spark JVM and its workers must not outlive the run
    report = child.parse_report(stdout) or {
        "status": "error", "reason": f"exit {process.returncode}: {stderr.strip()[-600:]}"}
    return ChildRun(spec["source"], report, peak, time.monotonic() - started)


@dataclass
class SourceSummary:
    """Medians over every successful repeat of one source."""

    source: str
    batch_s: list[float] = field(default_factory=list)
    stream_s: list[float] = field(default_factory=list)
    first_s: list[float] = field(default_factory=list)
    session_s: list[float] = field(default_factory=list)
    peak_rss_mb: list[float] = field(default_factory=list)
    stream_phases: list[dict[str, float]] = field(default_factory=list)
    write_s: dict[str, list[float]] = field(default_factory=dict)
    errors: list[str] = field(default_factory=list)

    def add(self, run: ChildRun) -> None:
        if run.report.get("status") != "ok":
            self.errors.append(str(run.report.get("reason", "unknown error")))
            return
        self.batch_s += run.report.get("batch_s", [])
        self.stream_s += run.report.get("stream_s", [])
        self.stream_phases += run.report.get("stream_phases", [])
        for shape, times in run.report.get("write_s", {}).items():
            self.write_s.setdefault(shape, []).extend(times)
        self.first_s.append(run.report["first_s"])
        if "session_s" in run.report:
            self.session_s.append(run.report["session_s"])
        self.peak_rss_mb.append(run.peak_rss_mb)

    def to_json(self, count: int, size: int, write_count: int = 0) -> dict[str, Any]:
        def med(values: list[float]) -> float | None:
            return round(statistics.median(values), 4) if values else None

        def rate(values: list[float]) -> float | None:
            return round(count / statistics.median(values)) if values else None

        mib = count * size / 2**20
        return {
            "source": self.source,
            "batch_s": med(self.batch_s), "stream_s": med(self.stream_s),
            "batch_rows_per_s": rate(self.batch_s), "stream_rows_per_s": rate(self.stream_s),
            "batch_mb_per_s": round(mib / statistics.median(self.batch_s), 1)
            if self.batch_s else None,
            "stream_mb_per_s": round(mib / statistics.median(self.stream_s), 1)
            if self.stream_s else None,
            "first_read_s": med(self.first_s), "session_start_s": med(self.session_s),
            "peak_rss_mb": round(statistics.median(self.peak_rss_mb))
            if self.peak_rss_mb else None,
            "peak_rss_mb_max": round(max(self.peak_rss_mb)) if self.peak_rss_mb else None,
            "stream_phases_median": {
                name: round(statistics.median(run[name] for run in self.stream_phases), 3)
                for name in self.stream_phases[0]} if self.stream_phases else None,
            "write_rows_per_s": {shape: round(write_count / statistics.median(times))
                                 for shape, times in self.write_s.items() if times},
            "runs": {"batch_s": self.batch_s, "stream_s": self.stream_s,
                     "stream_phases": self.stream_phases, "write_s": self.write_s},
            "errors": self.errors,
        }


def _order(rounds: int, sources: Sequence[str]) -> Iterator[tuple[int, str]]:
    """Every source once per round, the order rotated each round (A B C, B C A, C A B, ...),
    so each goes first, second and last alike and load drift hits all of them."""
    for index in range(rounds):
        shift = index % len(sources)
        for source in [*sources[shift:], *sources[:shift]]:
            yield index, source


def _end_offsets(bootstrap: str, topic: str) -> list[int]:
    from confluent_kafka import Consumer, TopicPartition

    consumer = Consumer({"bootstrap.servers": bootstrap, "group.id": "bench-spark-offsets"})
    try:
        return [consumer.get_watermark_offsets(TopicPartition(topic, p), timeout=10)[1]
                for p in range(PARTITIONS)]
    finally:
        consumer.close()


def _per_trigger(args: argparse.Namespace, count: int) -> int:
    """maxOffsetsPerTrigger of the streaming rows: a quarter of the topic unless given."""
    return int(args.max_offsets_per_trigger or count // 4)


def _write_count(args: argparse.Namespace) -> int:
    """Rows per timed write (0: no write rows)."""
    if args.write_count is not None:
        return int(args.write_count)
    return QUICK_COUNT if args.quick else FULL_COUNT


def measure(args: argparse.Namespace, bootstrap: str) -> tuple[dict[str, SourceSummary], str]:
    from benchmarks.run import fill_dataset
    from benchmarks.scenarios import Scenario

    count = QUICK_COUNT if args.quick else FULL_COUNT
    print(f"producing {count:,} x {VALUE_SIZE} B into {PARTITIONS} partitions", file=sys.stderr)
    topic = fill_dataset(Scenario("consume", count, VALUE_SIZE, partitions=PARTITIONS), bootstrap)
    spec: dict[str, Any] = {
        "bootstrap": bootstrap, "topic": topic, "count": count, "size": VALUE_SIZE,
        "repeats": args.repeats, "max_offsets_per_trigger": _per_trigger(args, count),
        "timeout_s": 600, "ends": _end_offsets(bootstrap, topic),
        "spark_conf": args.spark_conf, "master": args.master,
        "write_count": _write_count(args),
    }
    summaries = {name: SourceSummary(name) for name in SOURCES}
    timeout = 300 + args.repeats * count / 2000
    plan = list(_order(args.rounds, [name for name in SOURCES if name in args.sources]))
    try:
        for index, source in plan:
            print(f"round {index + 1}: {source} ...", file=sys.stderr, flush=True)
            run = run_child({**spec, "source": source}, timeout)
            summaries[source].add(run)
            print(f"  {json.dumps(run.report)[:300]} peak RSS {run.peak_rss_mb:.0f} MB",
                  file=sys.stderr)
    finally:
        broker.delete_topic(bootstrap, topic)
    return summaries, topic


def _fmt_rate(rows_per_s: float | None, mb_per_s: float | None) -> str:
    if rows_per_s is None:
        return "n/a"
    if mb_per_s is None:
        return f"{rows_per_s / 1000:,.0f}k rows/s"
    return f"{rows_per_s / 1000:,.0f}k rows/s ({mb_per_s} MB/s)"


def _plain(value: float | None) -> str:
    return "n/a" if value is None else f"{value:.5g}"


def _ratio(ours: float | None, theirs: float | None) -> str:
    return f"{ours / theirs:.2f}x" if ours and theirs else "n/a"


def render(meta: dict[str, Any], results: dict[str, dict[str, Any]]) -> str:
    ours, builtin = results[OURS], results[BUILTIN]
    python_only, synthetic = results[PYTHON_ONLY], results[SYNTHETIC]
    host = meta["machine"]
    lines = [
        f"Run: `{meta['command']}` ({meta['count']:,} records x {meta['size']} B, "
        f"{meta['partitions']} partitions; median of {meta['repeats']} repeats x "
        f"{meta['rounds']} rounds), {meta['finished']}, wall time {meta['wall_s']:.0f} s.",
        "",
        f"- Machine: {host['cores']} cores ({host['cpu']}), Python {host['python']}, "
        f"pyspark {meta['pyspark']}, Spark {meta.get('master', 'local[2]')}; "
        f"{host['broker']} ({host['broker_source']})",
        f"- Load average at start / end: {host['load_average_start']} / "
        f"{host['load_average_end']}",
        "",
        "| read | kafka_async | built-in kafka | kafka_async / built-in |",
        "| --- | --: | --: | --: |",
        f"| batch, noop write | {_fmt_rate(ours['batch_rows_per_s'], ours['batch_mb_per_s'])} "
        f"| {_fmt_rate(builtin['batch_rows_per_s'], builtin['batch_mb_per_s'])} "
        f"| {_ratio(ours['batch_rows_per_s'], builtin['batch_rows_per_s'])} |",
        f"| streaming AvailableNow, {meta['max_offsets_per_trigger']:,} offsets/trigger "
        f"| {_fmt_rate(ours['stream_rows_per_s'], ours['stream_mb_per_s'])} "
        f"| {_fmt_rate(builtin['stream_rows_per_s'], builtin['stream_mb_per_s'])} "
        f"| {_ratio(ours['stream_rows_per_s'], builtin['stream_rows_per_s'])} |",
        *_write_lines(meta, ours, builtin),
        f"| first read in a fresh session (warm-up, s) | {_plain(ours['first_read_s'])} "
        f"| {_plain(builtin['first_read_s'])} | |",
        f"| peak RSS, driver + JVM + workers (MB; median of rounds, max) "
        f"| {_plain(ours['peak_rss_mb'])} ({_plain(ours['peak_rss_mb_max'])}) "
        f"| {_plain(builtin['peak_rss_mb'])} ({_plain(builtin['peak_rss_mb_max'])}) | |",
        "",
        "Where the time goes (same run):",
        "",
        f"- `read_range` alone, all partitions in one Python process, no Spark: "
        f"{_fmt_rate(python_only['batch_rows_per_s'], python_only['batch_mb_per_s'])} "
        "(one core's decode budget; Spark local[2] runs two such tasks at once).",
        f"- `synthetic` Python data source, prebuilt Arrow batches, no Kafka, batch noop write: "
        f"{_fmt_rate(synthetic['batch_rows_per_s'], synthetic['batch_mb_per_s'])} "
        "(the ceiling of Spark's Python data-source path here).",
    ]
    for result, label in ((ours, "kafka_async"), (builtin, "built-in"),
                          (synthetic, "synthetic Python source (no Kafka; the floor of a "
                                      "Python streaming source)")):
        phases = result.get("stream_phases_median")
        if phases:
            lines.append(_phase_line(label, phases))
    extra = meta.get("extra_spark_conf")
    if extra:
        lines.insert(2, "- Extra Spark settings (both sources): "
                     + ", ".join(f"`{key}={value}`" for key, value in extra.items()))
    for result in (ours, builtin, python_only, synthetic):
        for error in result["errors"]:
            lines.append(f"\n{result['source']} failed: {error}")
    return "\n".join(lines)


def _write_lines(meta: dict[str, Any], ours: dict[str, Any], builtin: dict[str, Any]
                 ) -> list[str]:
    lines = []
    labels = {"keyed": "keyed", "keyed_headers": "keyed, one header each"}
    for shape, label in labels.items():
        mine = ours.get("write_rows_per_s", {}).get(shape)
        theirs = builtin.get("write_rows_per_s", {}).get(shape)
        if mine is None and theirs is None:
            continue
        lines.append(f"| write {meta['write_count']:,} rows, {label}, 100 B values "
                     f"| {_fmt_rate(mine, None)} | {_fmt_rate(theirs, None)} "
                     f"| {_ratio(mine, theirs)} |")
    return lines


def _phase_line(label: str, phases: dict[str, float]) -> str:
    """One source's streaming run split into Spark's phases (medians over the runs)."""
    batches = phases["micro_batches"]
    other = phases["triggerExecution_s"] - phases["addBatch_s"]
    return (f"- streaming, {label}: {phases['total_s']:.2f} s = query start (load() to the first "
            f"trigger) {phases['start_s']:.2f} s + {batches:.0f} micro-batches of "
            f"{phases['triggerExecution_s'] / batches * 1000:.0f} ms each (addBatch, the read "
            f"job: {phases['addBatch_s'] / batches * 1000:.0f} ms; offsets, planning and "
            f"checkpoint commits: {other / batches * 1000:.0f} ms).")


def splice(document: str, section: str) -> str:
    """Replace the generated Spark section, keeping everything else of the page."""
    block = f"{SECTION_START}\n{section.rstrip()}\n{SECTION_END}"
    if SECTION_START in document and SECTION_END in document:
        head, rest = document.split(SECTION_START, 1)
        _, tail = rest.split(SECTION_END, 1)
        return head + block + tail
    return document.rstrip() + "\n\n## Spark: latest results\n\n" + block + "\n"


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.bench_spark",
                                     description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--quick", action="store_true", help=f"{QUICK_COUNT:,} records")
    parser.add_argument("--repeats", type=int, default=3, help="timed reads per child")
    parser.add_argument("--rounds", type=int, default=2,
                        help="child processes per source, the order rotated every round")
    parser.add_argument("--sources", default=",".join(SOURCES),
                        help=f"comma-separated subset of: {', '.join(SOURCES)}")
    parser.add_argument("--max-offsets-per-trigger", type=int, default=0,
                        help="streaming rows' maxOffsetsPerTrigger (default: a quarter of the "
                             "topic); smaller means more micro-batches")
    parser.add_argument("--spark-conf", action="append", default=[], metavar="KEY=VALUE",
                        help="an extra Spark setting for every child (both sources alike); "
                             "repeatable, recorded in the output")
    parser.add_argument("--master", default="local[2]",
                        help="Spark master of every child: local[2] (default), 'standalone' "
                             "(a master and two workers started for the run from pyspark's "
                             "jars: executors in JVMs of their own), or a spark:// URL")
    parser.add_argument("--write-count", type=int, default=None,
                        help="rows per timed sink write (default: as many as the topic "
                             "holds; 0 skips the write rows)")
    parser.add_argument("--no-write", action="store_true", help="print only")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.repeats < 1 or args.rounds < 1:
        parser.error("--repeats and --rounds must be at least 1")
    pairs = [item.split("=", 1) for item in args.spark_conf]
    if any(len(pair) != 2 or not pair[0] for pair in pairs):
        parser.error("--spark-conf takes KEY=VALUE")
    args.spark_conf = dict(pairs)
    args.sources = [name.strip() for name in args.sources.split(",") if name.strip()]
    unknown = set(args.sources) - set(SOURCES)
    if unknown:
        parser.error(f"unknown --sources {sorted(unknown)}; choose from {SOURCES}")
    return args


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    if args.child:
        try:
            outcome = child_main(json.loads(args.child))
        except Exception as exc:  # reported to the parent as a failed run, not a traceback
            outcome = {"status": "error", "reason": f"{type(exc).__name__}: {exc}"[:2000]}
        print(json.dumps(outcome), flush=True)
        return 0 if outcome["status"] == "ok" else 1
    started = time.monotonic()
    command = "python -m benchmarks.bench_spark " + " ".join(
        sys.argv[1:] if argv is None else argv)
    with broker.acquire_broker() as info, contextlib.ExitStack() as spark_cluster:
        if args.master == "standalone":
            from kafka_async.testing.spark_cluster import SparkStandalone

            args.master = spark_cluster.enter_context(SparkStandalone(workers=2)).master_url
        host = machine.describe(info.version, info.source)
        summaries, _ = measure(args, info.bootstrap)
    host["load_average_end"] = machine.load_average()
    import pyspark

    count = QUICK_COUNT if args.quick else FULL_COUNT
    meta = {
        "command": command.strip(), "count": count, "size": VALUE_SIZE,
        "partitions": PARTITIONS, "repeats": args.repeats, "rounds": args.rounds,
        "max_offsets_per_trigger": _per_trigger(args, count), "pyspark": pyspark.__version__,
        "spark_conf": {**SPARK_CONF, **args.spark_conf}, "extra_spark_conf": args.spark_conf,
        "master": args.master, "write_count": _write_count(args),
        "finished": dt.datetime.now(dt.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
        "wall_s": round(time.monotonic() - started, 1), "machine": host,
    }
    results = {name: s.to_json(count, VALUE_SIZE, _write_count(args))
               for name, s in summaries.items()}
    section = render(meta, results)
    print(section)
    if not args.no_write:
        RESULTS_PATH.write_text(json.dumps({**meta, "results": results}, indent=2) + "\n")
        charts.refresh(RESULTS_PATH)
        DOCS_PAGE.write_text(splice(DOCS_PAGE.read_text(), section))
        print(f"wrote {RESULTS_PATH.relative_to(broker.REPO_ROOT)} and "
              f"{DOCS_PAGE.relative_to(broker.REPO_ROOT)}", file=sys.stderr)
    failed = any(result["errors"] for result in results.values())
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
