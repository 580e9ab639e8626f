"""Configs copy, deep-copy, go through ``dataclasses.asdict`` and pickle with secrets wrapped.

A Secret used to refuse pickling outright, which made ``copy.deepcopy(config)`` and
``dataclasses.asdict(config)`` fail too. Now it copies as itself and pickles as a Secret; no
representation of the config, the Secret or an error shows the secret's text.
"""

from __future__ import annotations

import copy
import dataclasses
import pickle
import ssl
from typing import Any

import pytest

from kafka_async.admin import AdminConfig
from kafka_async.cluster.config import ClientConfig, ConfigError
from kafka_async.consumer import ConsumerConfig
from kafka_async.consumer.group.config import GroupConsumerConfig
from kafka_async.network.sasl import Secret
from kafka_async.producer import ProducerConfig

SENTINEL = "SENTINEL-copy-password-4f1e"
CLASSES: tuple[type[ClientConfig], ...] = (
    ClientConfig, AdminConfig, ProducerConfig, ConsumerConfig, GroupConsumerConfig)


def _config(cls: type[ClientConfig], **extra: Any) -> ClientConfig:
    return cls.from_kwargs(bootstrap_servers="127.0.0.1:9092", security_protocol="SASL_PLAINTEXT",
                           sasl_mechanism="SCRAM-SHA-512", sasl_plain_username="alice",
                           sasl_plain_password=SENTINEL, ssl_password=SENTINEL,
                           sasl_oauthbearer_extensions={"traceId": "t-1"}, **extra)


def _assert_hidden(*texts: str) -> None:
    for text in texts:
        assert SENTINEL not in text


@pytest.mark.parametrize("cls", CLASSES, ids=lambda cls: cls.__name__)
def test_copy_and_deepcopy_keep_secrets_wrapped(cls: type[ClientConfig]) -> None:
    config = _config(cls)
    for clone in (copy.copy(config), copy.deepcopy(config)):
        assert clone == config and type(clone) is cls
        assert isinstance(clone.sasl_plain_password, Secret)
        assert clone.sasl_plain_password.reveal() == SENTINEL
        _assert_hidden(repr(clone), str(clone))
    deep = copy.deepcopy(config)
    assert deep.sasl_oauthbearer_extensions is not config.sasl_oauthbearer_extensions


@pytest.mark.parametrize("cls", CLASSES, ids=lambda cls: cls.__name__)
def test_asdict_keeps_secrets_wrapped(cls: type[ClientConfig]) -> None:
    config = _config(cls)
    as_dict = dataclasses.asdict(config)
    assert isinstance(as_dict["sasl_plain_password"], Secret)
    assert isinstance(as_dict["ssl_password"], Secret)
    _assert_hidden(repr(as_dict), str(as_dict))
    assert cls.from_kwargs(**as_dict) == config  # the dict builds the same config again


@pytest.mark.parametrize("cls", CLASSES, ids=lambda cls: cls.__name__)
def test_pickle_round_trip_keeps_secrets_wrapped(cls: type[ClientConfig]) -> None:
    config = _config(cls)
    restored = pickle.loads(pickle.dumps(config))
    assert restored == config and type(restored) is cls
    assert isinstance(restored.sasl_plain_password, Secret)
    assert restored.sasl_plain_password.reveal() == SENTINEL
    _assert_hidden(repr(restored), str(restored))


def test_secret_round_trips_as_a_secret() -> None:
    secret = Secret(SENTINEL)
    for clone in (copy.copy(secret), copy.deepcopy(secret),
                  pickle.loads(pickle.dumps(secret, protocol=0)),
                  pickle.loads(pickle.dumps(secret, protocol=pickle.HIGHEST_PROTOCOL))):
        assert type(clone) is Secret and clone == secret and clone.reveal() == SENTINEL
        _assert_hidden(repr(clone), str(clone), f"{clone}", f"{clone!r}")


def test_deepcopy_shares_the_objects_a_config_only_refers_to() -> None:
    """An SSLContext cannot be copied at all, and a serializer may hold a live client: a deep
    copy of the settings shares them."""
    context = ssl.create_default_context()

    def serializer(value: Any) -> bytes:
        return bytes(value)

    config = ProducerConfig.from_kwargs(bootstrap_servers="h:1", ssl_context=context,
                                        value_serializer=serializer)
    clone = copy.deepcopy(config)
    assert clone.ssl_context is context and clone.value_serializer is serializer
    assert clone == config


def test_no_error_shows_the_secret() -> None:
    """Errors raised while building or using a config with a secret never quote it."""
    texts = []
    for settings in (
        {"sasl_plain_password": SENTINEL, "request_timeout_ms": "soon"},
        {"sasl_plain_password": SENTINEL, "security_protocol": "SASL_PLAINTEXT"},  # no username
        {"ssl_password": SENTINEL, "security_protocol": "SSL", "ssl_cafile": "/nonexistent"},
        {"sasl_plain_password": SENTINEL.encode()},  # wrong type: not quoted either
    ):
        with pytest.raises(ConfigError) as caught:
            ClientConfig.from_kwargs(bootstrap_servers="h:1", **settings)
        texts += [str(caught.value), repr(caught.value), repr(caught.value.args)]
    _assert_hidden(*texts)
