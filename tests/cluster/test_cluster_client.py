"""KafkaClient against fake brokers: bootstrap, single-flight refresh, routing, least-loaded
choice, idle close, reconnect backoff, authentication without retry storms. asyncio and trio."""

from __future__ import annotations

import contextlib
import itertools
from typing import Any

import anyio
import anyio.abc
import pytest

from kafka_async import Consumer, Producer
from kafka_async.cluster import KafkaClient
from kafka_async.network.errors import (
    AuthenticationError,
    BootstrapTimeoutError,
    KafkaConnectionError,
    KafkaTimeoutError,
)
from kafka_async.network.pool import Lane
from kafka_async.protocol.errors import NotLeaderOrFollowerError
from kafka_async.protocol.messages import (
    MetadataRequest,
    SaslAuthenticateResponse,
    SaslHandshakeResponse,
)
from tests.network._fakebroker import Action, Close, FakeBroker, Received, Stall

pytestmark = pytest.mark.anyio


async def dead_port() -> int:
    listener = await anyio.create_tcp_listener(local_host="127.0.0.1", local_port=0)
    port: int = listener.extra(anyio.abc.SocketAttribute.local_port)
    await listener.aclose()
    return port


def client_for(*servers: str, **settings: Any) -> KafkaClient:
    return KafkaClient(bootstrap_servers=",".join(servers), **settings)


async def test_bootstrap_tries_servers_in_turn_and_adopts_the_connection() -> None:
    unreachable = f"127.0.0.1:{await dead_port()}"
    async with FakeBroker(topics={"t": 2}) as broker:
        async with client_for(unreachable, broker.bootstrap) as client:
            assert set(client.metadata.brokers) == {1}
            await client.send(MetadataRequest(topics=[]), node_id=1)
            assert client.pool.ready(1) is not None
        assert broker.connections == 1  # the bootstrap connection became node 1's


async def test_no_reachable_bootstrap_server_names_each() -> None:
    servers = [f"127.0.0.1:{await dead_port()}" for _ in range(2)]
    client = client_for(*servers, reconnect_backoff_max_ms=50)
    with pytest.raises(
        KafkaConnectionError, match="could not reach any bootstrap server"
    ) as caught:
        async with client:
            pass
    assert all(server in str(caught.value) for server in servers)


async def test_under_its_owners_limit_bootstrap_keeps_trying_past_three_rounds() -> None:
    """start_within (an Admin's default_api_timeout_ms, a producer's max_block_ms) keeps the
    bootstrap rounds going until that limit, as Java's clients keep trying, so a cluster that
    comes up late is picked up (three rounds, ~6 s, was the end whatever the limit)."""
    attempts: list[float] = []

    async def not_yet(stream: anyio.abc.ByteStream) -> bool:
        attempts.append(anyio.current_time())
        return len(attempts) > 6  # hang up on the first six: a broker still starting

    async with FakeBroker(topics={"t": 1}, on_connect=not_yet) as broker:
        client = client_for(broker.bootstrap, reconnect_backoff_ms=5,
                            reconnect_backoff_max_ms=20)
        await client.start_within(60_000, "default_api_timeout_ms")
        async with client:
            assert set(client.metadata.brokers) == {1}
        assert len(attempts) >= 7


async def test_clients_bound_their_start_by_their_own_wait_limit() -> None:
    # Bootstrap alone retries for seconds (three rounds, backoff between them); a producer
    # gives up after max_block_ms and a consumer after default_api_timeout_ms, as the Admin
    # does, each naming the setting (the CLI's --timeout sets them).
    server = f"127.0.0.1:{await dead_port()}"
    clients: list[tuple[Producer | Consumer, str]] = [
        (Producer(bootstrap_servers=server, max_block_ms=300), "max_block_ms (300 ms)"),
        (Consumer(bootstrap_servers=server, default_api_timeout_ms=300),
         "default_api_timeout_ms (300 ms)"),
    ]
    for client, setting in clients:
        with pytest.raises(KafkaTimeoutError, match="no answer from the bootstrap") as caught:
            await client.start()
        assert server in str(caught.value) and setting in str(caught.value)
        # what the attempts met, not only that there was no answer
        assert f"Last attempts: {server}: " in str(caught.value)
        # a failure to connect too: aiokafka's and Java's users catch KafkaConnectionError
        assert isinstance(caught.value, BootstrapTimeoutError)
        assert isinstance(caught.value, KafkaConnectionError)
        await client.close()  # idempotent after a failed start


async def test_refresh_is_single_flight() -> None:
    async def slow_metadata(received: Received) -> Action:
        await anyio.sleep(0.1)
        return FakeBroker(topics={"t": 3}, port=0).metadata(received)

    async with FakeBroker(topics={"t": 3}) as broker, client_for(broker.bootstrap) as client:
        broker.handlers[3] = slow_metadata
        before = len(broker.requests_for(3))
        async with anyio.create_task_group() as group:
            for _ in range(50):
                group.start_soon(client.refresh_metadata, ["t"])
        assert len(broker.requests_for(3)) - before == 1
        assert client.metadata.partitions_for("t") == (0, 1, 2)


@pytest.mark.parametrize("first", ["bootstrap", "refresh"])
async def test_a_metadata_answer_without_brokers_is_ignored(first: str) -> None:
    """A broker starting up can answer Metadata with no brokers. Installed, it would leave no
    address to reach the cluster by (the bootstrap entries are dropped after the first
    snapshot) and every refresh after it would fail at once. As Java, the answer is ignored
    as a failed update: the client asks again and works on."""
    empty_answers = {"bootstrap": [1], "refresh": [2]}[first]  # which Metadata answers are empty

    async def sometimes_empty(received: Received) -> Action:
        response = broker.metadata(received)
        if len(broker.requests_for(3)) in empty_answers:
            response.brokers = []
        return response

    async with FakeBroker(topics={"t": 2}) as broker:
        broker.handlers[3] = sometimes_empty
        # (no rebootstrap: asked again at once, this broker's next answer would do)
        client = client_for(broker.bootstrap, reconnect_backoff_max_ms=50,
                            metadata_recovery_strategy="none")
        async with client:
            with anyio.fail_after(10):
                if first == "refresh":
                    with pytest.raises(KafkaConnectionError, match="named no brokers"):
                        await client.refresh_metadata(["t"])
                await client.refresh_metadata(["t"])
            assert set(client.metadata.brokers) == {1}
            assert client.metadata.partitions_for("t") == (0, 1)


async def test_a_failed_refresh_backs_off_even_when_asked_again() -> None:
    """Every request that meets a connection error asks for a refresh; after a failed one the
    refresher waits out its backoff (retry_backoff_ms) anyway, instead of asking the brokers
    again as fast as the failures come (stop 46's review: 90,000 refreshes and log lines in
    five seconds)."""
    async def hang_up(received: Received) -> Action:
        return Close()  # a failed refresh, every time from now on

    async with FakeBroker(topics={"t": 1}) as broker, client_for(
            broker.bootstrap, retry_backoff_ms=30_000, retry_backoff_max_ms=60_000,
            reconnect_backoff_ms=1, reconnect_backoff_max_ms=1,
            metadata_recovery_strategy="none") as client:  # (rebootstrap: one request more)
        broker.handlers[3] = hang_up
        before = len(broker.requests_for(3))
        client.request_update()
        with anyio.fail_after(10):
            while len(broker.requests_for(3)) == before:  # the refresher's failed refresh
                await anyio.sleep(0.01)
        for _ in range(200):  # asked again and again, as failing requests do
            client.request_update()
            await anyio.sleep(0)
        assert len(broker.requests_for(3)) == before + 1


async def test_a_failed_refresh_asks_the_bootstrap_servers_again() -> None:
    """metadata_recovery_strategy='rebootstrap' (the default, as Java's): a refresh that no
    known broker answered asks the bootstrap servers once more, and backs off as before."""
    async def hang_up(received: Received) -> Action:
        return Close()

    async with FakeBroker(topics={"t": 1}) as broker, client_for(
            broker.bootstrap, retry_backoff_ms=30_000, retry_backoff_max_ms=60_000,
            reconnect_backoff_ms=1, reconnect_backoff_max_ms=1) as client:
        broker.handlers[3] = hang_up
        before = len(broker.requests_for(3))
        client.request_update()
        with anyio.fail_after(10):
            while len(broker.requests_for(3)) < before + 2:  # the broker, then bootstrap
                await anyio.sleep(0.01)
        for _ in range(200):
            client.request_update()
            await anyio.sleep(0)
        assert len(broker.requests_for(3)) == before + 2


async def test_send_to_leader_refreshes_unknown_topics_once() -> None:
    async with FakeBroker(topics={"orders": 2}) as broker, client_for(broker.bootstrap) as client:
        assert client.metadata.leader_for("orders", 1) is None
        response = await client.send_to_leader("orders", 1, MetadataRequest(topics=[]))
        assert response.cluster_id == "fake"
        assert client.metadata.leader_for("orders", 1) == 1


async def test_routing_errors_trigger_a_background_refresh() -> None:
    async with FakeBroker(topics={"t": 1}) as broker, client_for(broker.bootstrap) as client:
        before = len(broker.requests_for(3))
        assert client.note_error(NotLeaderOrFollowerError("moved"))
        assert not client.note_error(ValueError("unrelated"))
        with anyio.fail_after(5):
            while len(broker.requests_for(3)) == before:
                await anyio.sleep(0.01)


async def test_metadata_is_refreshed_when_it_gets_old() -> None:
    async with FakeBroker() as broker, client_for(broker.bootstrap, metadata_max_age_ms=100):
        with anyio.fail_after(5):
            while len(broker.requests_for(3)) < 4:
                await anyio.sleep(0.02)


async def test_least_loaded_node_avoids_a_busy_broker() -> None:
    async with FakeBroker(node_id=2) as second, FakeBroker(node_id=1) as first:
        first.peers, second.peers = {2: second.port}, {1: first.port}
        settings = {"max_in_flight_requests_per_connection": 20}
        async with client_for(first.bootstrap, **settings) as client:
            first.handlers[3] = lambda received: _stall()
            await client.pool.get(2)
            async with anyio.create_task_group() as group:
                for _ in range(3):
                    group.start_soon(_ignore_errors, client.send(MetadataRequest(), node_id=1))
                with anyio.fail_after(10):
                    while client.pool.in_flight(1) < 3:  # the three requests are written
                        await anyio.sleep(0.01)
                assert client.pool.in_flight(1) == 3
                assert client.least_loaded_node() == 2
                group.cancel_scope.cancel()


async def test_coordinator_lanes_get_their_own_connections() -> None:
    async with FakeBroker() as broker, client_for(broker.bootstrap) as client:
        for lane in (Lane.DEFAULT, Lane.GROUP, Lane.TRANSACTION, Lane.GROUP):
            await client.send(MetadataRequest(topics=[]), node_id=1, lane=lane)
        assert client.pool.ready(1, Lane.GROUP) is not client.pool.ready(1, Lane.DEFAULT)
    assert broker.connections == 3


async def test_a_throttle_window_applies_to_every_lane_of_the_node() -> None:
    async def throttled(received: Received) -> Action:
        response = FakeBroker().metadata(received)
        response.throttle_time_ms = 250
        return response

    async with FakeBroker() as broker, client_for(broker.bootstrap) as client:
        broker.handlers[3] = throttled
        await client.send(MetadataRequest(topics=[]), node_id=1)
        answered_at = anyio.current_time()
        assert client.pool.throttle_remaining(1) > 0
        await client.send(MetadataRequest(topics=[]), node_id=1, lane=Lane.GROUP)
        group_request = [r for r in broker.requests_for(3) if r.connection == 2]
        assert len(group_request) == 1
        assert group_request[0].at - answered_at >= 0.24


async def test_idle_connections_are_closed_and_reopened_on_demand() -> None:
    async with FakeBroker() as broker:
        async with client_for(broker.bootstrap, connections_max_idle_ms=100) as client:
            connection = await client.pool.get(1)
            with anyio.fail_after(5):
                await connection.wait_closed()
            await client.send(MetadataRequest(topics=[]), node_id=1)
        assert broker.connections == 2


async def test_reconnects_back_off_exponentially() -> None:
    attempts: list[float] = []

    async def refuse(stream: anyio.abc.ByteStream) -> bool:
        attempts.append(anyio.current_time())
        return False  # hang up at once

    async with FakeBroker() as healthy, FakeBroker(on_connect=refuse) as flaky:
        healthy.peers = {2: flaky.port}
        settings = {"reconnect_backoff_ms": 40, "reconnect_backoff_max_ms": 1000}
        async with client_for(healthy.bootstrap, **settings) as client:
            for _ in range(5):
                with pytest.raises(KafkaConnectionError):
                    await client.send(MetadataRequest(topics=[]), node_id=2)
        gaps = [later - earlier for earlier, later in itertools.pairwise(attempts)]
        assert len(gaps) == 4
        assert gaps[3] >= 0.8 * 0.040 * 2**3 * 0.99  # 4th retry waits ~320 ms (±20 % jitter)
        assert gaps[3] > gaps[0]


async def test_wrong_password_fails_fast_without_a_retry_storm() -> None:
    async def handshake(received: Received) -> Action:
        return SaslHandshakeResponse(error_code=0, mechanisms=["PLAIN"])

    async def refuse(received: Received) -> Action:
        return SaslAuthenticateResponse(error_code=58, error_message="Invalid credentials")

    async with FakeBroker(handlers={17: handshake, 36: refuse}) as broker:
        client = client_for(
            broker.bootstrap,
            security_protocol="SASL_PLAINTEXT",
            sasl_mechanism="PLAIN",
            sasl_plain_username="alice",
            sasl_plain_password="wrong",
        )
        with pytest.raises(AuthenticationError, match="Invalid credentials"):
            async with client:
                pass
        assert len(broker.requests_for(36)) == 1


async def _stall() -> Action:
    return Stall()


async def _ignore_errors(awaitable: Any) -> None:
    with contextlib.suppress(Exception):
        await awaitable
