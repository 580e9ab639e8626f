"""The sequence ledger's checker: lost, duplicated and reordered counted per partition."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from kafka_async.testing.ledger import Found, check, parse, payload
from kafka_async.testing.operations import java_string_hash, offsets_partition


def test_payload_round_trip_and_size() -> None:
    value = payload("w1", 42)
    assert len(value) == 100
    assert parse(value) == ("w1", 42)
    assert parse(value.upper()) == ("w1", 42)  # a transformation may upper-case it
    assert parse(b"not a ledger record") is None
    assert parse(None) is None


def _found(partition: int, seqs: list[int], writer: str = "w") -> list[Found]:
    return [Found(partition, offset, writer, seq) for offset, seq in enumerate(seqs)]


def test_clean_stream() -> None:
    report = check(_found(0, [0, 1, 2]) + _found(1, [3, 4]), [("w", s) for s in range(5)],
                   sent=5)
    assert report.clean
    assert (report.found, report.lost, report.duplicated, report.reordered) == (5, 0, 0, 0)


def test_lost_duplicated_reordered() -> None:
    found = _found(0, [0, 2, 1, 2])  # 1 after 2: reordered; the second 2: duplicated
    report = check(found, [("w", s) for s in range(4)], sent=4)
    assert report.lost == 1 and report.lost_examples == [("w", 3)]
    assert report.duplicated == 1
    assert report.reordered == 1
    assert report.partitions[0].records == 4
    assert not report.clean


def test_writers_are_ordered_independently() -> None:
    found = [*_found(0, [5], "a"), Found(0, 1, "b", 0), Found(0, 2, "a", 6)]
    assert check(found, [], sent=0).reordered == 0


def test_unacknowledged_records_found_are_not_lost() -> None:
    assert check(_found(0, [0, 1]), [("w", 0)], sent=3).lost == 0


@given(st.lists(st.integers(0, 50), max_size=60))
def test_counts_add_up(seqs: list[int]) -> None:
    report = check(_found(0, seqs), [("w", s) for s in range(51)], sent=51)
    assert report.found == len(seqs)
    assert report.duplicated == len(seqs) - len(set(seqs))
    assert report.lost == 51 - len(set(seqs))


def test_java_hash_and_coordinator_partition() -> None:
    assert java_string_hash("hello") == 99162322  # "hello".hashCode() in Java
    assert java_string_hash("") == 0
    assert java_string_hash("polygenelubricants") == -(2**31)  # the famous MIN_VALUE
    assert offsets_partition("polygenelubricants", 50) == 0  # Utils.abs(MIN_VALUE) == 0
    assert java_string_hash("ab") == 3105
    negative = "zz-neg"  # Utils.abs, not a mask, for negative hashes
    assert java_string_hash(negative) < 0
    assert offsets_partition(negative, 50) == abs(java_string_hash(negative)) % 50
