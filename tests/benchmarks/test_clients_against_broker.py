"""Every peer's benchmark script against the real broker: a figure counts only if the work happened.

Each script runs in its own process exactly as the driver runs it, on small counts; the test
then checks the broker's log end offsets, so a client that "finished" without delivering would
fail here rather than publish a fast number.
"""

from __future__ import annotations

import time
import uuid

import pytest
from confluent_kafka import (
    OFFSET_BEGINNING,
    Consumer,
    KafkaError,
    KafkaException,
    TopicPartition,
)

from benchmarks import broker, child, run
from benchmarks.clients.common import HEADER_KEY, HEADER_VALUE, Spec, keyed
from benchmarks.scenarios import CLIENT_MODULES, Scenario

pytestmark = [pytest.mark.integration, pytest.mark.slow]

PYTHON_PEERS = ["aiokafka", "confluent", "kafka-python"]
COUNT = 2000
PARTITIONS = 4


@pytest.fixture(scope="module", autouse=True)
def cached_admin(kafka_bootstrap: str) -> None:
    """benchmarks.broker keeps one admin client per bootstrap (librdkafka, its own threads and
    connections) for the module's life: made, and used as the tests use it (a metadata call
    and a topic created), before the first test's no-leak baseline. librdkafka opens and
    swaps its connections on its own threads (the bootstrap one, then one to the broker by
    node id); with only a metadata call here, a loaded machine once saw a new connection to
    the broker, open past the 10 s grace, after the first test."""
    broker._admin(kafka_bootstrap).list_topics(timeout=10)
    new_topic(kafka_bootstrap)


def new_topic(bootstrap: str) -> str:
    name = f"bench-test-{uuid.uuid4().hex[:8]}"
    broker.create_topic(bootstrap, name, PARTITIONS)
    return name


def writable_topic(bootstrap: str) -> str:
    """A new topic the raw client (no retries, by design) can write at once: ``run_once``
    makes its topics so (one empty record per partition, acknowledged) and these tests call
    the raw client directly. A CI run's raw Produce met NOT_LEADER_OR_FOLLOWER on a topic made
    a moment before, and failed its whole load."""
    name = new_topic(bootstrap)
    broker.wait_writable(bootstrap, name, PARTITIONS)
    return name


def log_end_total(bootstrap: str, topic: str) -> int:
    """The records in ``topic``, summed over its partitions. A partition of a topic made a
    moment ago can answer NOT_LEADER_FOR_PARTITION though the metadata names its leader (stop
    45's CI run failed on that, probing a topic before kafka_async's child wrote to it): this
    probe retries a retriable error, as the clients under test do."""
    consumer = Consumer({"bootstrap.servers": bootstrap, "group.id": "bench-test-offsets"})
    try:
        return sum(log_end(consumer, TopicPartition(topic, p)) for p in range(PARTITIONS))
    finally:
        consumer.close()


#: What a partition of a new topic answers until its leader has taken it up (librdkafka does
#: not flag these retriable on a watermark query).
NOT_READY_YET = {KafkaError.NOT_LEADER_FOR_PARTITION, KafkaError.LEADER_NOT_AVAILABLE,
                 KafkaError.UNKNOWN_TOPIC_OR_PART}


def log_end(consumer: Consumer, partition: TopicPartition, attempts: int = 50) -> int:
    for attempt in range(attempts):
        try:
            return int(consumer.get_watermark_offsets(partition, timeout=10)[1])
        except KafkaException as exc:
            if attempt == attempts - 1 or exc.args[0].code() not in NOT_READY_YET:
                raise
            time.sleep(0.1)
    raise AssertionError("unreachable")


def run_client(client: str, spec: Spec) -> child.ChildResult:
    return child.run_child(CLIENT_MODULES[client], spec.to_json(), timeout_s=120)


def spec(kind: str, bootstrap: str, topic: str, **fields: object) -> Spec:
    base: dict[str, object] = {"kind": kind, "bootstrap": bootstrap, "topic": topic,
                               "count": COUNT, "size": 100, "partitions": PARTITIONS}
    return Spec(**{**base, **fields})  # type: ignore[arg-type]


@pytest.mark.parametrize("client", [*PYTHON_PEERS, "java"])
def test_produce_then_consume_moves_every_record(client: str, kafka_bootstrap: str) -> None:
    topic = new_topic(kafka_bootstrap)
    produced = run_client(client, spec("produce", kafka_bootstrap, topic, acks="all",
                                       compression="lz4"))
    assert produced.report["status"] == "ok", produced.report
    assert produced.report["msgs"] == COUNT
    assert log_end_total(kafka_bootstrap, topic) == COUNT
    assert produced.peak_rss_mb > 0
    assert produced.cpu_s > 0
    for mode in ("assign", "group"):
        consumed = run_client(client, spec("consume", kafka_bootstrap, topic, mode=mode,
                                           group_id=f"g-{uuid.uuid4().hex[:8]}"))
        if client == "java" and mode == "assign":
            assert consumed.report["status"] == "n/a"
            continue
        assert consumed.report["status"] == "ok", (mode, consumed.report)
        assert consumed.report["msgs"] >= COUNT
        assert consumed.report["elapsed_s"] > 0


@pytest.mark.parametrize("client", ["aiokafka", "confluent"])
def test_batch_api_delivers_every_record(client: str, kafka_bootstrap: str) -> None:
    topic = new_topic(kafka_bootstrap)
    result = run_client(client, spec("produce", kafka_bootstrap, topic, api="batch"))
    assert result.report["status"] == "ok", result.report
    assert log_end_total(kafka_bootstrap, topic) == COUNT


@pytest.mark.parametrize("client", ["kafka_async", *PYTHON_PEERS])
def test_keyed_row_sends_keys_headers_and_partitions(client: str, kafka_bootstrap: str) -> None:
    """The keyed+header row: every client's records carry the key, the header and land on the
    partition the row names (the same work for every client, or the ratio means nothing)."""
    topic = new_topic(kafka_bootstrap)
    result = run_client(client, spec("produce", kafka_bootstrap, topic, api="keyed"))
    assert result.report["status"] == "ok", result.report
    assert log_end_total(kafka_bootstrap, topic) == COUNT
    wanted = dict(keyed(COUNT, PARTITIONS))  # key -> partition: one partition per key here
    consumer = Consumer({"bootstrap.servers": kafka_bootstrap, "group.id": "bench-test-keyed",
                         "enable.auto.commit": False})
    try:
        consumer.assign([TopicPartition(topic, p, OFFSET_BEGINNING) for p in range(PARTITIONS)])
        seen = 0
        while seen < COUNT:
            message = consumer.poll(10)
            assert message is not None and message.error() is None, message
            key = message.key()
            assert key is not None and wanted[key] == message.partition()
            assert message.headers() == [(HEADER_KEY, HEADER_VALUE)]
            seen += 1
    finally:
        consumer.close()


@pytest.mark.parametrize("api", ["record", "keyed"])
def test_raw_ceiling_produces_and_consumes_the_count(api: str, kafka_bootstrap: str) -> None:
    """The ceiling client: its pre-encoded Produce requests land (the log ends at least at the
    count: it sends whole requests) and its Fetch loop counts them back from batch headers."""
    topic = writable_topic(kafka_bootstrap)
    produced = run_client("raw", spec("produce", kafka_bootstrap, topic, api=api))
    assert produced.report["status"] == "ok", produced.report
    written = log_end_total(kafka_bootstrap, topic)
    assert written == produced.report["msgs"] + PARTITIONS  # + the empty records
    assert produced.report["msgs"] >= COUNT
    consumed = run_client("raw", spec("consume", kafka_bootstrap, topic, count=written))
    assert consumed.report["status"] == "ok", consumed.report
    assert consumed.report["msgs"] == written
    grouped = run_client("raw", spec("consume", kafka_bootstrap, topic, mode="group"))
    assert grouped.report["status"] == "n/a"


@pytest.mark.parametrize(("variable", "loop"), [(None, "uvloop"), ("asyncio", "asyncio")])
def test_raw_one_at_a_time_floor_runs_on_the_loop_kafka_async_runs_on(
    variable: str | None, loop: str, kafka_bootstrap: str, monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The one-at-a-time floor acknowledges every send, on uvloop when it is installed (as
    ``kafka_async.run``) and on the standard loop with KAFKA_ASYNC_EVENT_LOOP=asyncio: a floor
    on a slower loop than the client's would flatter the client."""
    if variable is None:
        monkeypatch.delenv("KAFKA_ASYNC_EVENT_LOOP", raising=False)
    else:
        monkeypatch.setenv("KAFKA_ASYNC_EVENT_LOOP", variable)
    topic = writable_topic(kafka_bootstrap)
    result = run_client("raw", spec("pipeline", kafka_bootstrap, topic, count=300, acks="all"))
    assert result.report["status"] == "ok", result.report
    assert result.report["extra"]["event_loop"] == loop
    assert log_end_total(kafka_bootstrap, topic) == 300 + PARTITIONS


@pytest.mark.parametrize("client", PYTHON_PEERS)
def test_pipeline_acknowledges_each_send(client: str, kafka_bootstrap: str) -> None:
    topic = new_topic(kafka_bootstrap)
    result = run_client(client, spec("pipeline", kafka_bootstrap, topic, count=500,
                                     acks="all", concurrency=10))
    assert result.report["status"] == "ok", result.report
    assert result.report["msgs"] == 500
    assert log_end_total(kafka_bootstrap, topic) == 500
    latency = result.report["latency_ms"]
    assert 0 < latency["p50"] <= latency["p99"] <= latency["p999"]


@pytest.mark.parametrize("client", PYTHON_PEERS)
def test_e2e_measures_every_record_after_warmup(client: str, kafka_bootstrap: str) -> None:
    topic = new_topic(kafka_bootstrap)
    result = run_client(client, spec("e2e", kafka_bootstrap, topic, count=400, warmup=100,
                                     rate=2000, acks="all"))
    assert result.report["status"] == "ok", result.report
    assert result.report["msgs"] == 500
    assert result.report["extra"]["measured"] == 400
    assert log_end_total(kafka_bootstrap, topic) == 500
    assert result.report["latency_ms"]["p50"] > 0


def test_driver_interleaves_clients_and_records_not_available(kafka_bootstrap: str) -> None:
    scenarios = [Scenario("produce", 500, 100, partitions=PARTITIONS),
                 Scenario("consume", 500, 100, mode="assign", partitions=PARTITIONS)]
    records = run.measure(scenarios, ["confluent", "kafka_async"], repeats=2,
                          bootstrap=kafka_bootstrap)
    produce_order = [(r.client, r.repeat) for r in records if r.scenario == scenarios[0].name]
    ours_available = any(r.client == "kafka_async" and r.status == "ok" for r in records)
    if ours_available:
        assert produce_order == [("confluent", 0), ("kafka_async", 0),
                                 ("confluent", 1), ("kafka_async", 1)]
    else:  # n/a is asked once, then not again
        assert produce_order == [("confluent", 0), ("kafka_async", 0), ("confluent", 1)]
    confluent = [r for r in records if r.client == "confluent"]
    assert len(confluent) == 4
    assert all(r.status == "ok" and r.msgs >= 500 for r in confluent)


def test_the_broker_warm_up_writes_its_load_and_removes_its_topics(
        kafka_bootstrap: str, monkeypatch: pytest.MonkeyPatch) -> None:
    load = (Scenario("produce", 2000, 100, partitions=PARTITIONS),
            Scenario("produce", 1000, 100, acks="all", compression="zstd",
                     partitions=PARTITIONS),
            Scenario("pipeline", 50, 100, acks="all", concurrency=1, partitions=PARTITIONS))
    runs: list[tuple[str, str]] = []  # (topic, status) of every raw client run, in order
    written: dict[str, int] = {}
    run_child, delete = child.run_child, broker.delete_topic

    def recorded_run(module: str, spec_json: str, timeout_s: float) -> child.ChildResult:
        result = run_child(module, spec_json, timeout_s)
        runs.append((Spec.from_json(spec_json).topic, str(result.report.get("status"))))
        return result

    def counted_delete(bootstrap: str, topic: str, timeout_s: float = 30.0) -> None:
        written[topic] = log_end_total(bootstrap, topic)
        delete(bootstrap, topic, timeout_s)

    monkeypatch.setattr(child, "run_child", recorded_run)
    monkeypatch.setattr(broker, "delete_topic", counted_delete)
    assert run.warm_broker(kafka_bootstrap, load) == []
    # the runs that succeeded: the three loads in order, then the consume, of the plain load's
    # topic; the raw producer writes whole pre-built requests, so a log ends with at least its
    # load's count, after the empty record wait_writable put in each partition first
    plain, zstd, one_at_a_time, consumed = [topic for topic, status in runs if status == "ok"]
    assert written[plain] >= 2000 + PARTITIONS and written[zstd] >= 1000 + PARTITIONS
    assert written[one_at_a_time] == 50 + PARTITIONS
    assert all(status == "ok" for _, status in runs)  # no load refused: every topic took writes
    assert consumed == plain
    assert all(name.startswith("bench-warm-up-") for name in written)
    assert set(written) == {topic for topic, _ in runs}
    # a deletion the controller accepted reaches the broker's metadata a moment later (a CI
    # run under load still listed one): wait for it, bounded, rather than look once
    left = set(written)
    for _ in range(300):
        left = set(written) & set(broker._admin(kafka_bootstrap).list_topics(timeout=10).topics)
        if not left:
            break
        time.sleep(0.1)
    assert not left


def test_the_raw_ceilings_topic_takes_writes_before_it_runs(
        kafka_bootstrap: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The ceiling does not retry: ``run_once`` makes its topic writable (one empty record per
    partition, acknowledged) before the raw client's first request; the clients retry
    themselves and get the topic as it is made."""
    ready: list[tuple[str, int]] = []  # (topic, records in it) when each child started
    run_child, wait = child.run_child, broker.wait_writable

    def recorded_run(module: str, spec_json: str, timeout_s: float) -> child.ChildResult:
        topic = Spec.from_json(spec_json).topic
        ready.append((module, log_end_total(kafka_bootstrap, topic)))
        return run_child(module, spec_json, timeout_s)

    waited: list[str] = []

    def recorded_wait(bootstrap: str, name: str, partitions: int,
                      timeout_s: float = 30.0) -> None:
        waited.append(name)
        wait(bootstrap, name, partitions, timeout_s)

    monkeypatch.setattr(child, "run_child", recorded_run)
    monkeypatch.setattr(broker, "wait_writable", recorded_wait)
    scenario = Scenario("produce", 200, 100, partitions=PARTITIONS)
    raw = run.run_once(scenario, "raw", 0, kafka_bootstrap, None)
    ours = run.run_once(scenario, "kafka_async", 0, kafka_bootstrap, None)
    assert (raw.status, raw.reason) == ("ok", "") and raw.msgs >= 200
    assert (ours.status, ours.reason) == ("ok", "") and ours.msgs == 200
    assert len(waited) == 1  # the raw client's topic only
    assert ready == [(CLIENT_MODULES["raw"], PARTITIONS), (CLIENT_MODULES["kafka_async"], 0)]
