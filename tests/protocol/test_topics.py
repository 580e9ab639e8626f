"""Topic name validation: the broker's rules, with a message that says what is wrong."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from kafka_async.protocol.errors import InvalidTopicError
from kafka_async.protocol.topics import MAX_TOPIC_NAME_LENGTH, validate_topic_name

LEGAL_CHARS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-"


@given(st.text(alphabet=LEGAL_CHARS, min_size=1, max_size=MAX_TOPIC_NAME_LENGTH))
def test_legal_names_pass(name: str) -> None:
    if name in (".", ".."):
        with pytest.raises(InvalidTopicError):
            validate_topic_name(name)
    else:
        assert validate_topic_name(name) == name


@pytest.mark.parametrize(
    ("name", "says"),
    [
        ("", "empty"),
        (".", "cannot be '.'"),
        ("..", "cannot be '..'"),
        ("a" * 250, "250 characters"),
        ("bad topic!", "' !'"),
        ("caf\u00e9", "'\u00e9'"),
        ("a/b", "'/'"),
        (b"bytes", "must be a str"),
    ],
)
def test_illegal_names_say_why(name: object, says: str) -> None:
    with pytest.raises(InvalidTopicError) as caught:
        validate_topic_name(name)
    assert says in str(caught.value)
    assert caught.value.code == 17  # the broker's INVALID_TOPIC_EXCEPTION, same type
