"""ConfigBase's written __init__/__repr__/__eq__/__hash__ behave as @dataclass's generated ones.

The configs stopped generating those methods to save start-up time (config_base.py); these
tests hold a config_dataclass twin against a real dataclass of the same fields, then check the
real config classes keep what users rely on.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any

import pytest

from kafka_async.admin.base import AdminConfig
from kafka_async.cluster.config import ClientConfig
from kafka_async.cluster.config_base import ConfigBase, config_dataclass
from kafka_async.consumer.config import ConsumerConfig
from kafka_async.consumer.group.config import GroupConsumerConfig
from kafka_async.consumer.share.config import ShareConsumerConfig
from kafka_async.producer.config import ProducerConfig

POST_INITS: list[str] = []


@dataclass(frozen=True, kw_only=True)
class Generated:
    name: str
    count: int = 3
    tags: dict[str, str] = field(default_factory=dict)
    secret: str = field(default="s", repr=False)
    note: str = field(default="", compare=False)
    ratio: float = 0.5

    def __post_init__(self) -> None:
        POST_INITS.append(f"generated {self.name}")


@config_dataclass(frozen=True, kw_only=True)
class Written(ConfigBase):
    name: str
    count: int = 3
    tags: dict[str, str] = field(default_factory=dict)
    secret: str = field(default="s", repr=False)
    note: str = field(default="", compare=False)
    ratio: float = 0.5

    def __post_init__(self) -> None:
        POST_INITS.append(f"written {self.name}")


@dataclass(frozen=True, kw_only=True)
class GeneratedHashable:
    name: str
    note: str = field(default="", compare=False)
    weight: int = field(default=0, hash=False)


@config_dataclass(frozen=True, kw_only=True)
class WrittenHashable(ConfigBase):
    name: str
    note: str = field(default="", compare=False)
    weight: int = field(default=0, hash=False)


def _both(**settings: Any) -> tuple[Any, Any]:
    return Generated(**settings), Written(**settings)


def test_the_written_class_generates_none_of_the_four_methods() -> None:
    for name in ("__init__", "__repr__", "__eq__", "__hash__"):
        assert name not in Written.__dict__, name
        assert getattr(Written, name) is getattr(ConfigBase, name)
    assert "__init__" in Generated.__dict__


@pytest.mark.parametrize("settings", [
    {"name": "a"},
    {"name": "b", "count": 7, "tags": {"k": "v"}, "secret": "hidden", "note": "n", "ratio": 2.0},
])
def test_init_and_repr_match_the_generated_ones(settings: dict[str, Any]) -> None:
    generated, written = _both(**settings)
    assert repr(written) == repr(generated).replace("Generated(", "Written(", 1)
    assert "hidden" not in repr(written)
    for item in dataclasses.fields(Generated):
        assert getattr(written, item.name) == getattr(generated, item.name)


def test_default_factories_give_each_instance_its_own_value() -> None:
    first, second = Written(name="a"), Written(name="b")
    assert first.tags == {} and first.tags is not second.tags


def test_post_init_runs_once_per_instance() -> None:
    POST_INITS.clear()
    _both(name="x")
    assert POST_INITS == ["generated x", "written x"]


@pytest.mark.parametrize("call, message", [
    (lambda cls: cls(), "name"),
    (lambda cls: cls(name="a", colour="red"), "colour"),
    (lambda cls: cls("a"), "positional"),
])
def test_bad_arguments_raise_type_error_as_the_generated_init_does(call: Any, message: str) -> None:
    with pytest.raises(TypeError):
        call(Generated)
    with pytest.raises(TypeError, match=message):
        call(Written)


def test_equality_compares_the_compared_fields_of_the_same_class() -> None:
    assert Written(name="a", note="x") == Written(name="a", note="y")
    assert Generated(name="a", note="x") == Generated(name="a", note="y")
    assert Written(name="a") != Written(name="a", count=4)
    assert Written(name="a") != Generated(name="a")
    nan = float("nan")
    assert Written(name="a", ratio=nan) == Written(name="a", ratio=nan)
    assert Generated(name="a", ratio=nan) == Generated(name="a", ratio=nan)


def test_hash_covers_what_the_generated_hash_covers() -> None:
    assert hash(WrittenHashable(name="a", note="x", weight=1)) == hash(
        WrittenHashable(name="a", note="y", weight=2))
    assert hash(GeneratedHashable(name="a", note="x", weight=1)) == hash(
        GeneratedHashable(name="a", note="y", weight=2))
    assert hash(WrittenHashable(name="a")) == hash(("a",))
    assert hash(GeneratedHashable(name="a")) == hash(("a",))
    with pytest.raises(TypeError):
        hash(Generated(name="a"))  # a dict field: unhashable either way
    with pytest.raises(TypeError):
        hash(Written(name="a"))


def test_frozen_and_replace_still_work() -> None:
    written = Written(name="a", count=2)
    with pytest.raises(dataclasses.FrozenInstanceError):
        written.count = 3  # type: ignore[misc]
    replaced = dataclasses.replace(written, count=5)
    assert (replaced.name, replaced.count, type(replaced)) == ("a", 5, Written)


@pytest.mark.parametrize("cls", [ClientConfig, ProducerConfig, ConsumerConfig,
                                 GroupConsumerConfig, ShareConsumerConfig, AdminConfig])
def test_every_client_config_keeps_its_dataclass_behaviour(cls: type[Any]) -> None:
    settings: dict[str, Any] = {"bootstrap_servers": "127.0.0.1:9092"}
    if cls in (GroupConsumerConfig, ShareConsumerConfig):
        settings["group_id"] = "g"
    config = cls(**settings, sasl_plain_password="pw-not-shown")
    names = [f.name for f in dataclasses.fields(cls) if f.repr]
    text = repr(config)
    assert text.startswith(f"{cls.__qualname__}({names[0]}=")
    positions = [text.index(f" {name}=" if i else f"({name}=") for i, name in enumerate(names)]
    assert positions == sorted(positions)
    assert "pw-not-shown" not in text
    assert dataclasses.replace(config) == config
    assert config != dataclasses.replace(config, client_id="other")
    with pytest.raises(TypeError, match="bootstrap_server"):
        cls(bootstrap_server="127.0.0.1:9092")
    with pytest.raises(dataclasses.FrozenInstanceError):
        config.client_id = "x"
