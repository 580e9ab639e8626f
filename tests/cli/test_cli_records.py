"""``kafka-async produce`` and ``consume`` against a real broker, checked with kcat."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
import uuid
from pathlib import Path

from cli_helpers import HANG_GUARD_S, cli, kcat, lines_of, ok, one_line


def topic(bootstrap: str, prefix: str, partitions: int = 1) -> str:
    name = f"cli-{prefix}-{uuid.uuid4().hex[:8]}"
    ok(cli("topics", "create", name, "--partitions", str(partitions), bootstrap=bootstrap))
    return name


def test_a_file_with_keys_and_headers_reads_back_exactly_in_kcat(
        kafka_bootstrap: str, tmp_path: Path) -> None:
    name = topic(kafka_bootstrap, "keys", partitions=3)
    lines = [f"key{i % 7}:value {i} ✓ \t tab".encode() for i in range(3000)]
    lines += [b"no delimiter here", b"", b"k:"]  # no key; empty value; empty value with a key
    path = tmp_path / "records.txt"
    path.write_bytes(b"\n".join(lines) + b"\n")
    done = cli("produce", name, str(path), "-k", ":", "-H", "origin=cli", "-H", "n=1",
               bootstrap=kafka_bootstrap)
    ok(done)
    assert b"produced 3,003 records" in done.stderr

    out = kcat("-C", "-b", kafka_bootstrap, "-t", name, "-e", "-q",
               "-f", "%p\t%k\t%s\t%h\n")
    got = [line.split(b"\t") for line in lines_of(out)]
    expected = []
    for line in lines:
        key, found, value = line.partition(b":")
        expected.append((key, value) if found else (b"", line))
    assert sorted((k, b"\t".join(v)) for _, k, *v, _ in got) == sorted(
        (k, v) for k, v in expected)
    assert {h for *_, h in got} == {b"origin=cli,n=1"}
    # one key, one partition (murmur2, as Java and kcat hash it)
    by_key: dict[bytes, set[bytes]] = {}
    for partition, key, *_ in got:
        by_key.setdefault(key, set()).add(partition)
    assert all(len(partitions) == 1 for key, partitions in by_key.items() if key)


def test_consume_prints_exactly_what_kcat_produced(kafka_bootstrap: str) -> None:
    name = topic(kafka_bootstrap, "kcat")
    payload = b"".join(b"k%d|payload %d \xe2\x9c\x93\n" % (i, i) for i in range(2000))
    kcat("-P", "-b", kafka_bootstrap, "-t", name, "-K", "|", "-z", "lz4", stdin=payload)
    values = ok(cli("consume", name, "--until-end", "-q", bootstrap=kafka_bootstrap))
    assert values == b"".join(b"payload %d \xe2\x9c\x93\n" % i for i in range(2000))
    keyed = ok(cli("consume", name, "-e", "-k", "|", "-q", bootstrap=kafka_bootstrap))
    assert keyed == payload
    templated = ok(cli("consume", name, "-e", "-q", "--from", "-2", "-f", r"%p:%o %k=%s %S\n",
                       bootstrap=kafka_bootstrap))
    assert templated == (b"0:1998 k1998=payload 1998 \xe2\x9c\x93 16\n"
                         b"0:1999 k1999=payload 1999 \xe2\x9c\x93 16\n")


def test_from_offset_time_and_count_choose_the_records(kafka_bootstrap: str) -> None:
    name = topic(kafka_bootstrap, "from")
    ok(cli("produce", name, bootstrap=kafka_bootstrap,
           stdin=b"".join(b"%d\n" % i for i in range(100))))
    assert ok(cli("consume", name, "--from", "95", "-e", "-q", bootstrap=kafka_bootstrap)
              ) == b"95\n96\n97\n98\n99\n"
    assert ok(cli("consume", name, "--count", "3", "-q", bootstrap=kafka_bootstrap)
              ) == b"0\n1\n2\n"
    assert ok(cli("consume", name, "--from", "@0", "-c", "1", "-q", bootstrap=kafka_bootstrap)
              ) == b"0\n"
    assert ok(cli("consume", name, "--from", "end", "-e", "-q", bootstrap=kafka_bootstrap)
              ) == b""


def test_json_in_and_out_round_trip_binary_values_and_headers(kafka_bootstrap: str) -> None:
    name = topic(kafka_bootstrap, "json")
    records = [
        {"key": "a", "value": "plain", "headers": [["h", "1"], ["h", "2"]]},
        {"key": None, "value": {"base64": "AP8Q"}, "headers": {"bin": {"base64": "/w=="}}},
        {"key": "c", "value": None, "partition": 0, "timestamp": 1_700_000_000_000},
    ]
    stdin = b"".join(json.dumps(r).encode() + b"\n" for r in records)
    ok(cli("produce", name, "--format", "json", bootstrap=kafka_bootstrap, stdin=stdin))
    out = ok(cli("consume", name, "-e", "-q", "-o", "json", bootstrap=kafka_bootstrap))
    got = [json.loads(line) for line in lines_of(out)]
    assert [(g["key"], g["value"], g["headers"]) for g in got] == [
        ("a", "plain", [["h", "1"], ["h", "2"]]),
        (None, {"base64": "AP8Q"}, [["bin", {"base64": "/w=="}]]),
        ("c", None, []),
    ]
    assert got[2]["timestamp"] == 1_700_000_000_000
    assert [g["offset"] for g in got] == [0, 1, 2]
    assert all(set(g) == {"topic", "partition", "offset", "timestamp", "key", "value",
                          "headers"} for g in got)


def test_transactions_per_txn_size_are_all_committed(kafka_bootstrap: str) -> None:
    name = topic(kafka_bootstrap, "txn")
    done = cli("produce", name, "--transactional-id", f"cli-{uuid.uuid4().hex[:6]}",
               "--txn-size", "250", bootstrap=kafka_bootstrap,
               stdin=b"".join(b"%d\n" % i for i in range(1000)))
    ok(done)
    assert b"in 4 transactions" in done.stderr
    out = ok(cli("consume", name, "-e", "-q", "--isolation", "read_committed",
                 bootstrap=kafka_bootstrap))
    assert out == b"".join(b"%d\n" % i for i in range(1000))


def test_failed_records_exit_1_with_a_summary_and_the_rest_delivered(
        kafka_bootstrap: str) -> None:
    name = topic(kafka_bootstrap, "fail")
    stdin = b"small\n" + b"x" * 1_100_000 + b"\nafter\n"
    done = cli("produce", name, bootstrap=kafka_bootstrap, stdin=stdin)
    assert done.returncode == 1
    assert "1 records failed: 1 x RecordTooLargeError" in done.stderr.decode()
    assert ok(cli("consume", name, "-e", "-q", bootstrap=kafka_bootstrap)) == b"small\nafter\n"
    bad = cli("produce", name, "--format", "json", bootstrap=kafka_bootstrap,
              stdin=b'{"value": "ok"}\nnot json\n')
    assert bad.returncode == 1
    assert "1 lines could not be read (first: <stdin>:2: not JSON" in bad.stderr.decode()


def test_ctrl_c_in_a_group_commits_what_was_printed(kafka_bootstrap: str) -> None:
    name = topic(kafka_bootstrap, "sigint")
    group = f"cli-group-{uuid.uuid4().hex[:6]}"
    ok(cli("produce", name, bootstrap=kafka_bootstrap,
           stdin=b"".join(b"%d\n" % i for i in range(500))))
    env = dict(os.environ, KAFKA_BOOTSTRAP_SERVERS=kafka_bootstrap)
    consumer = subprocess.Popen(
        [sys.executable, "-m", "kafka_async", "consume", name, "--group", group],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    try:
        assert consumer.stdout is not None
        first = b""
        while b"\n" not in first:  # it joined, was assigned, and printed (raw reads: no
            chunk = os.read(consumer.stdout.fileno(), 1 << 16)  # buffer hides lines from
            assert chunk, "the consumer ended before printing"  # communicate() below)
            first += chunk
        assert first.startswith(b"0\n")
        consumer.send_signal(signal.SIGINT)
        rest, errors = consumer.communicate(timeout=HANG_GUARD_S)
    finally:
        if consumer.poll() is None:
            consumer.kill()
    assert consumer.returncode == 130, errors.decode()  # interrupted (docs/cli.md)
    printed = lines_of(first + rest)
    assert printed == [b"%d" % i for i in range(len(printed))]
    assert "interrupted: consumed" in errors.decode()
    lag = json.loads(ok(cli("groups", "lag", group, "-o", "json", bootstrap=kafka_bootstrap)))
    assert [(row["partition"], row["current_offset"]) for row in lag] == [(0, len(printed))]
    # and a restart goes on right after the last printed line
    ok(cli("produce", name, bootstrap=kafka_bootstrap,
           stdin=b"".join(b"%d\n" % i for i in range(500, 600))))
    again = ok(cli("consume", name, "--group", group, "-e", "-q", bootstrap=kafka_bootstrap))
    assert lines_of(again) == [b"%d" % i for i in range(len(printed), 600)]


def test_produce_from_a_pipe_sends_each_line_before_the_pipe_closes(
        kafka_bootstrap: str) -> None:
    """``tail -f app.log | kafka-async produce logs``: lines go out as they arrive (stdin is
    read off the event loop), and Ctrl-C while the pipe stays open exits 130 at once."""
    from confluent_kafka import Consumer as Watermarks
    from confluent_kafka import TopicPartition as WatermarkPartition

    name = topic(kafka_bootstrap, "pipe")
    env = dict(os.environ, KAFKA_BOOTSTRAP_SERVERS=kafka_bootstrap)
    producer = subprocess.Popen([sys.executable, "-m", "kafka_async", "produce", name],
                                stdin=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    offsets = Watermarks({"bootstrap.servers": kafka_bootstrap, "group.id": "cli-pipe"})
    try:
        assert producer.stdin is not None
        producer.stdin.write(b"first\nsecond\n")
        producer.stdin.flush()  # and the pipe stays open
        end = 0
        for _ in range(HANG_GUARD_S * 10):
            end = offsets.get_watermark_offsets(WatermarkPartition(name, 0), timeout=10)[1]
            if end == 2:
                break
            assert producer.poll() is None
            time.sleep(0.1)
        assert end == 2  # delivered while stdin is still open
        producer.send_signal(signal.SIGINT)
        # wait with stdin still open: communicate() closes it, and an end of input that
        # reaches the reader before the signal reaches the loop is a normal end (exit 0)
        producer.wait(timeout=HANG_GUARD_S)
        assert producer.stderr is not None
        errors = producer.stderr.read()
    finally:
        offsets.close()
        if producer.poll() is None:
            producer.kill()
    assert producer.returncode == 130, errors.decode()
    assert "interrupted: produced 2 records" in errors.decode()


def test_bad_flags_exit_2_with_one_line(kafka_bootstrap: str) -> None:
    for args in (["produce"], ["consume", "t", "--from", "yesterday"], ["topics", "nope"],
                 ["consume", "t", "--group", "g", "--from", "5"], ["produce", "t", "--bogus"],
                 ["consume", "t", "-f", "%q"], ["configs", "describe", "broker", "abc"],
                 ["acls", "create", "--resource-type", "topic", "--resource", "x",
                  "--principal", "dave", "--operation", "read"],
                 ["groups", "list", "--state", "bogus"],
                 ["share-groups", "list", "--state", "Rebalancing"]):
        done = cli(*args, bootstrap=kafka_bootstrap)
        assert done.returncode == 2, (args, done.stderr)
        assert one_line(done.stderr).startswith("error: "), args
    missing = cli("topics", "list")
    assert missing.returncode == 2
    assert "no bootstrap servers" in one_line(missing.stderr)


def test_a_broker_that_is_down_is_one_clear_line_and_exit_1() -> None:
    import socket

    with socket.socket() as probe:  # a port nothing listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    for args in (["topics", "list"], ["consume", "t", "-e"], ["produce", "t"]):
        done = cli(*args, "--timeout", "1000", bootstrap=f"127.0.0.1:{port}", stdin=b"x\n")
        assert done.returncode == 1, (args, done.stderr)
        line = one_line(done.stderr)
        assert f"127.0.0.1:{port}" in line, line
        assert "Traceback" not in line


def test_bench_produce_then_consume_report_their_numbers(kafka_bootstrap: str) -> None:
    name = topic(kafka_bootstrap, "bench", partitions=2)
    done = cli("bench", "produce", name, "-n", "3000", "--keys", "10", "--headers", "2",
               "-o", "json", bootstrap=kafka_bootstrap)
    produced = json.loads(ok(done))
    assert produced["records"] == 3000 and produced["records_per_s"] > 0
    assert produced["latency_p50_ms"] <= produced["latency_p99_ms"] <= produced["latency_max_ms"]
    # The summary on stderr counts the bytes too (it said "(0.0 MB) ... 0.0 MB/s").
    assert b"produced 3,000 records (0.3 MB)" in done.stderr, done.stderr.decode()
    done = cli("bench", "consume", name, "-n", "3000", "-o", "json", bootstrap=kafka_bootstrap)
    consumed = json.loads(ok(done))
    assert consumed["records"] == 3000 and consumed["mb_per_s"] > 0
    assert b"consumed 3,000 records (0.3 MB)" in done.stderr, done.stderr.decode()


def test_a_reader_that_goes_away_ends_consume_quietly(kafka_bootstrap: str) -> None:
    name = topic(kafka_bootstrap, "pipe")
    ok(cli("produce", name, bootstrap=kafka_bootstrap,
           stdin=b"".join(b"line %d\n" % i for i in range(200_000))))
    env = dict(os.environ, KAFKA_BOOTSTRAP_SERVERS=kafka_bootstrap)
    reader = subprocess.Popen([sys.executable, "-m", "kafka_async", "consume", name, "-e"],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    assert reader.stdout is not None
    assert reader.stdout.read(7) == b"line 0\n"  # like `| head -1`: read a little, then go
    reader.stdout.close()
    errors = reader.communicate(timeout=HANG_GUARD_S)[1]
    assert reader.returncode == 0, errors.decode()
    assert b"Error" not in errors


def test_a_reader_that_goes_away_while_nothing_comes_ends_consume(kafka_bootstrap: str) -> None:
    """`consume --group g | head -3` on a topic with no more records: it waited for a
    record to fail writing, forever; the closed pipe ends it, and a restarted command
    continues after what was written."""
    name = topic(kafka_bootstrap, "pipe-idle")
    ok(cli("produce", name, bootstrap=kafka_bootstrap,
           stdin=b"".join(b"line %d\n" % i for i in range(5))))
    group = f"cli-idle-{uuid.uuid4().hex[:8]}"
    env = dict(os.environ, KAFKA_BOOTSTRAP_SERVERS=kafka_bootstrap)
    reader = subprocess.Popen([sys.executable, "-m", "kafka_async", "consume", name, "-G", group],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    assert reader.stdout is not None
    seen = b""
    while seen.count(b"\n") < 5:  # every record written, then the topic is idle
        chunk = reader.stdout.read1(4096)
        assert chunk, reader.stderr.read().decode() if reader.stderr else ""
        seen += chunk
    reader.stdout.close()
    errors = reader.communicate(timeout=HANG_GUARD_S)[1]
    assert reader.returncode == 0, errors.decode()
    ok(cli("produce", name, bootstrap=kafka_bootstrap, stdin=b"line 5\n"))
    again = ok(cli("consume", name, "-G", group, "-c", "1", bootstrap=kafka_bootstrap))
    assert again == b"line 5\n"


def test_a_reader_gone_before_a_table_is_printed_is_not_an_error(kafka_bootstrap: str) -> None:
    # `kafka-async topics describe t | head -3` printed "error: BrokenPipeError" and exited 1.
    name = topic(kafka_bootstrap, "pipe-table")
    env = dict(os.environ, KAFKA_BOOTSTRAP_SERVERS=kafka_bootstrap)
    command = subprocess.Popen([sys.executable, "-m", "kafka_async", "topics", "describe", name],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    assert command.stdout is not None
    command.stdout.close()  # the reader is gone before the table is written
    errors = command.communicate(timeout=HANG_GUARD_S)[1]
    assert command.returncode == 0, errors.decode()
    assert errors == b""


def test_the_command_runs_on_trio_too(kafka_bootstrap: str) -> None:
    trio = {"KAFKA_ASYNC_BACKEND": "trio"}
    name = f"cli-trio-{uuid.uuid4().hex[:8]}"
    ok(cli("topics", "create", name, bootstrap=kafka_bootstrap, env=trio))
    ok(cli("produce", name, "-k", ":", bootstrap=kafka_bootstrap, env=trio,
           stdin=b"a:1\nb:2\n"))
    assert ok(cli("consume", name, "-e", "-q", "-f", r"%k=%s\n", bootstrap=kafka_bootstrap,
                  env=trio)) == b"a=1\nb=2\n"
    group = f"cli-trio-{uuid.uuid4().hex[:6]}"
    assert ok(cli("consume", name, "--group", group, "-e", "-q", bootstrap=kafka_bootstrap,
                  env=trio)) == b"1\n2\n"
    lag = json.loads(ok(cli("groups", "lag", group, "-o", "json", bootstrap=kafka_bootstrap,
                            env=trio)))
    assert [(row["current_offset"], row["lag"]) for row in lag] == [(2, 0)]
