"""The dataclass machinery of the client configs, written once instead of generated per class.

Why: ``@dataclass`` writes ``__init__``, ``__repr__``, ``__eq__`` and ``__hash__`` as source
text over every field and compiles it when the class is created, and nothing caches that
compilation: the configs have 70-90 fields, and each config class cost 9-11 ms of every
process's start-up (ClientConfig and ProducerConfig for a producer, three classes for a group
consumer), the largest single item of ``import kafka_async`` (measured by wrapping
``dataclasses._process_class``; docs/benchmarks.md, run U). ``ConfigBase`` holds the four
methods as ordinary code, compiled once into the package's bytecode, and ``config_dataclass``
is ``dataclass`` told not to generate them.

Type checkers see ``config_dataclass`` as ``dataclasses.dataclass`` itself, so every config
keeps its typed keyword-only ``__init__`` for mypy and editors; at run time ``ConfigBase``'s
methods behave as the generated ones would (same keywords, defaults, default factories,
``__post_init__``, field order in the repr, ``repr=False``/``compare=False`` honoured, same-class
equality, hash over the compared fields), which tests/cluster/test_config_base.py checks
against real dataclasses.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

__all__ = ["ConfigBase", "config_dataclass"]

#: (name, default, default factory) of each ``__init__`` field of a config class, in order
_InitPlan = tuple[tuple[str, Any, Any], ...]

_MISSING = dataclasses.MISSING
_INIT_PLANS: dict[type, _InitPlan] = {}
_REPR_FIELDS: dict[type, tuple[str, ...]] = {}
_COMPARE_FIELDS: dict[type, tuple[str, ...]] = {}
_HASH_FIELDS: dict[type, tuple[str, ...]] = {}


def _init_plan(cls: type) -> _InitPlan:
    plan = _INIT_PLANS.get(cls)
    if plan is None:
        plan = tuple((f.name, f.default, f.default_factory)
                     for f in dataclasses.fields(cls) if f.init)
        _INIT_PLANS[cls] = plan
    return plan


def _names(cache: dict[type, tuple[str, ...]], cls: type,
           keep: Callable[[dataclasses.Field[Any]], bool]) -> tuple[str, ...]:
    names = cache.get(cls)
    if names is None:
        names = tuple(f.name for f in dataclasses.fields(cls) if keep(f))
        cache[cls] = names
    return names


class ConfigBase:
    """Keyword-only ``__init__``, ``__repr__``, ``__eq__`` and ``__hash__`` over a config
    dataclass's fields (the subclasses are ``config_dataclass(frozen=True, kw_only=True)``)."""

    __slots__ = ()

    def __init__(self, *args: Any, **settings: Any) -> None:
        cls = type(self)
        if args:
            raise TypeError(f"{cls.__name__}() takes keyword arguments only, "
                            f"got {len(args)} positional")
        assign = object.__setattr__
        for name, default, factory in _init_plan(cls):
            if name in settings:
                assign(self, name, settings.pop(name))
            elif default is not _MISSING:
                assign(self, name, default)
            elif factory is not _MISSING:
                assign(self, name, factory())
            else:
                raise TypeError(f"{cls.__name__}() missing required keyword argument {name!r}")
        if settings:
            raise TypeError(f"{cls.__name__}() got an unexpected keyword argument "
                            f"{next(iter(settings))!r}")
        post_init = getattr(self, "__post_init__", None)
        if post_init is not None:
            post_init()

    def __repr__(self) -> str:
        names = _names(_REPR_FIELDS, type(self), lambda f: f.repr)
        body = ", ".join(f"{name}={getattr(self, name)!r}" for name in names)
        return f"{type(self).__qualname__}({body})"

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        names = _names(_COMPARE_FIELDS, type(self), lambda f: f.compare)
        # tuples, as the generated method compares (an identical value equals itself: NaN)
        return (tuple(getattr(self, name) for name in names)
                == tuple(getattr(other, name) for name in names))

    def __hash__(self) -> int:
        names = _names(_HASH_FIELDS, type(self),
                       lambda f: f.compare if f.hash is None else bool(f.hash))
        return hash(tuple(getattr(self, name) for name in names))


if TYPE_CHECKING:
    # mypy and editors: a plain dataclass, with its typed generated __init__
    from dataclasses import dataclass as config_dataclass
else:
    def config_dataclass(cls=None, /, **options):
        """``dataclass(**options)`` that leaves ``__init__``, ``__repr__`` and ``__eq__`` (and
        so ``__hash__``) to ``ConfigBase``."""
        options.update(init=False, repr=False, eq=False)
        if cls is None:
            return lambda cls: dataclasses.dataclass(cls, **options)
        return dataclasses.dataclass(cls, **options)
