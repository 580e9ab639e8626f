"""The Admin's first contact is bounded by default_api_timeout_ms, as every Admin call is
(the CLI's --timeout sets it: a command against a cluster that is down ends in --timeout, not
after the bootstrap's own rounds of retries, ~3 s)."""

from __future__ import annotations

import socket

import pytest

from kafka_async.admin import Admin
from kafka_async.network.errors import KafkaTimeoutError

pytestmark = pytest.mark.anyio


def _port_nobody_listens_on() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


async def test_a_start_against_a_cluster_that_is_down_ends_at_default_api_timeout() -> None:
    address = f"127.0.0.1:{_port_nobody_listens_on()}"
    admin = Admin(bootstrap_servers=address, default_api_timeout_ms=300)
    with pytest.raises(KafkaTimeoutError, match=r"default_api_timeout_ms \(300 ms\)") as caught:
        await admin.start()
    assert address in str(caught.value)
    await admin.close()  # idempotent after a failed start
    with pytest.raises(Exception, match="closed"):
        await admin.start()  # a failed start leaves it closed, as any failed start
