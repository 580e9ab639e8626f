"""Shared pytest fixtures: real Kafka brokers (started once per session) and Java tools.

- ``kafka_cluster``: single PLAINTEXT broker; local jars by default, or per environment
  (``KAFKA_ASYNC_BOOTSTRAP=host:port`` / ``KAFKA_ASYNC_BROKER=testcontainers``).
- ``kafka_bootstrap``: its bootstrap string.
- ``kafka_cluster3``: three combined KRaft nodes (always local jars), RF 3 / min ISR 2 defaults.
- ``kafka_secure_cluster``: one node with SASL_PLAINTEXT, SSL and SASL_SSL listeners.
- ``java_tools``: Kafka's Java tools aimed at ``kafka_cluster``.
- ``new_topic``: factory for unique topic names (optionally creating the topic).

``anyio_backend`` is parametrized here, once for the whole suite: every test that uses it (an
``async def`` test marked ``anyio``, or a sync test taking ``anyio_backend`` for ``anyio.run``)
runs on asyncio and on trio, unless it is marked ``asyncio_only("why")`` (a peer client or
Spark that only runs on asyncio, or a long integration scenario whose trio run would prove
nothing new); the reason is required.

Every broker is stopped at session end, also when tests fail (killed: nobody reads their data
again, and controlled shutdowns one cluster after another only cost CI time); the harness adds
atexit, SIGTERM and parent-death cleanup on top. Tests using these fixtures are marked
``integration``.
"""

from __future__ import annotations

import compileall
import sys
from collections.abc import AsyncIterator, Iterator, Mapping
from pathlib import Path
from typing import Protocol

import anyio
import pytest

from kafka_async.testing import JavaTools, KafkaCluster, KafkaEndpoint
from kafka_async.testing.fixtures import running_cluster, running_single_broker, unique_topic_name
from tests import _leaks

BROKER_FIXTURES = frozenset(
    {"kafka_cluster", "kafka_bootstrap", "kafka_cluster3", "kafka_secure_cluster", "java_tools"}
)


BACKENDS = ("asyncio", "trio")


def pytest_configure(config: pytest.Config) -> None:
    if not hasattr(config, "workerinput"):  # once, in the controller of a ``-n 2`` run
        _compile_bytecode()
    config.addinivalue_line(
        "markers", "asyncio_only(reason): run this anyio test on asyncio only, for the reason "
        "given (required)")


def _compile_bytecode() -> None:
    """Compile the project's modules once, as ``pip install`` does for an installed package.
    Why: with PYTHONDONTWRITEBYTECODE set (as on the CI machines) Python never writes a
    ``.pyc``, so each of the suite's hundreds of subprocesses (docs examples, CLI commands,
    Spark's Python workers, benchmark clients) compiled all of kafka_async from source at
    import, ~0.2-0.3 s of CPU each. Python still reads ``.pyc`` files with the variable set."""
    if not sys.flags.dont_write_bytecode:
        return  # every process writes (and reuses) its own
    root = Path(__file__).resolve().parent.parent
    for package in ("kafka_async", "benchmarks", "examples"):
        compileall.compile_dir(str(root / package), quiet=1)
    compileall.compile_file(str(root / "pyspark_kafka_async.py"), quiet=1)


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """The one ``anyio_backend``: both backends unless the test is marked asyncio_only."""
    if "anyio_backend" not in metafunc.fixturenames:
        return
    for explicit in metafunc.definition.iter_markers("parametrize"):
        if "anyio_backend" in str(explicit.args[0]):
            return  # the test names its backends itself
    marker = metafunc.definition.get_closest_marker("asyncio_only")
    if marker is not None and not (marker.args or marker.kwargs.get("reason")):
        raise pytest.UsageError(
            f"{metafunc.definition.nodeid}: asyncio_only needs a reason, e.g. "
            "pytest.mark.asyncio_only('drives aiokafka, an asyncio library')")
    backends = ["asyncio"] if marker is not None else list(BACKENDS)
    metafunc.parametrize("anyio_backend", backends, indirect=True, scope="module")


@pytest.fixture(scope="module")
def anyio_backend(request: pytest.FixtureRequest) -> str | tuple[str, dict[str, object]]:
    """The backend ``pytest_generate_tests`` chose (this replaces anyio's own fixture): a
    name, or (name, options) as anyio's plugin takes it."""
    param = request.param
    if isinstance(param, tuple):
        return param
    return str(param)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Anything that asks for a broker is an integration test (`make test-unit` skips them);
    an integration test on an event loop also checks that it left no task running."""
    for item in items:
        names = getattr(item, "fixturenames", None)
        if names is not None and BROKER_FIXTURES.intersection(names):
            item.add_marker(pytest.mark.integration)
        if (names is not None and item.get_closest_marker("integration") is not None
                and "anyio_backend" in names and "no_leaked_tasks" not in names):
            # first of the function-scoped fixtures: set up before, and torn down after, the
            # test's own (whose clients are closed by then); after the wider-scoped ones
            names.insert(_first_function_fixture(item, names), "no_leaked_tasks")


def _first_function_fixture(item: pytest.Item, names: list[str]) -> int:
    info = getattr(item, "_fixtureinfo", None)
    definitions = getattr(info, "name2fixturedefs", {}) if info is not None else {}
    for index, name in enumerate(names):
        chosen = definitions.get(name)
        if chosen and chosen[-1].scope == "function" and name != "no_leaks":
            return index
    return len(names)


@pytest.fixture(autouse=True)
def no_leaks(request: pytest.FixtureRequest) -> Iterator[None]:
    """Every integration test: no socket, thread or child process (a JVM) left behind once
    the test's clients are closed (tests/_leaks.py)."""
    if request.node.get_closest_marker("integration") is None:
        yield
        return
    before = _leaks.snapshot()
    yield
    problems = _leaks.wait_released(before)
    assert not problems, f"left behind by {request.node.nodeid}: {problems}"


@pytest.fixture
async def no_leaked_tasks() -> AsyncIterator[None]:
    """No task of the test still running on its event loop once the test is over (and, for
    ``no_leaks``, the loop runs while connections finish closing)."""
    resources = _leaks.snapshot()
    before = {task.id for task in anyio.get_running_tasks()}
    yield
    before.add(anyio.get_current_task().id)
    left: list[str] = []
    with anyio.move_on_after(_leaks.GRACE_S):
        while True:
            left = [f"{task.name} {task.coro!r}" for task in anyio.get_running_tasks()
                    if task.id not in before and not _leaks.is_runner_task(task)]
            if not left:
                break
            await anyio.sleep(0.02)
    assert not left, f"tasks still running after the test: {left}"
    await _leaks.settle(resources)


@pytest.fixture(scope="session")
def kafka_cluster() -> Iterator[KafkaEndpoint]:
    with running_single_broker(graceful_stop=False) as endpoint:
        yield endpoint


@pytest.fixture(scope="session")
def kafka_bootstrap(kafka_cluster: KafkaEndpoint) -> str:
    return kafka_cluster.bootstrap


@pytest.fixture(scope="session")
def kafka_cluster3() -> Iterator[KafkaCluster]:
    with running_cluster(3, graceful_stop=False) as cluster:
        yield cluster


@pytest.fixture(scope="session")
def kafka_secure_cluster() -> Iterator[KafkaCluster]:
    with running_cluster(1, sasl=True, tls=True, graceful_stop=False) as cluster:
        yield cluster


@pytest.fixture(scope="session")
def java_tools(kafka_cluster: KafkaEndpoint) -> Iterator[JavaTools]:
    with JavaTools(kafka_cluster) as tools:
        yield tools


class NewTopic(Protocol):
    def __call__(
        self,
        prefix: str = "test",
        *,
        create: bool = False,
        partitions: int = 1,
        replication_factor: int | None = 1,
        config: Mapping[str, str] | None = None,
    ) -> str: ...


@pytest.fixture
def new_topic(request: pytest.FixtureRequest) -> NewTopic:
    """``new_topic()`` -> unique name; ``new_topic(create=True, partitions=3)`` also creates it
    on ``kafka_cluster`` with the Java topics tool (that broker then starts if it had not)."""

    def make(
        prefix: str = "test",
        *,
        create: bool = False,
        partitions: int = 1,
        replication_factor: int | None = 1,
        config: Mapping[str, str] | None = None,
    ) -> str:
        name = unique_topic_name(prefix, request.node.name)
        if create:
            tools: JavaTools = request.getfixturevalue("java_tools")
            tools.create_topic(name, partitions, replication_factor, config)
        return name

    return make
