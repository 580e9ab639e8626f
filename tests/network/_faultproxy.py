"""A fault-injecting TCP proxy on 127.0.0.1 (between the client and a real or fake broker).

Modes apply to the broker->client direction of connections, switchable at run time:

* ``"pass"``   forward everything
* ``"stall"``  keep reading from the broker but forward nothing (a black hole)
* ``"cut"``    forward ``cut_after`` more bytes, then close the client side (FIN), mid-frame
* ``"reset"``  close the client side with SO_LINGER=0 at the next chunk (TCP RST)

``connections`` counts accepted client connections, so reconnect behaviour can be asserted.
"""

from __future__ import annotations

import socket
import struct
from dataclasses import dataclass, field
from typing import Any

import anyio
import anyio.abc


@dataclass
class FaultProxy:
    upstream_host: str
    upstream_port: int
    mode: str = "pass"
    cut_after: int = 0
    connections: int = 0
    port: int = 0
    _streams: list[anyio.abc.SocketStream] = field(default_factory=list)
    _listener: anyio.abc.Listener[anyio.abc.SocketStream] | None = None
    _group: anyio.abc.TaskGroup | None = None

    @property
    def address(self) -> str:
        return f"127.0.0.1:{self.port}"

    async def __aenter__(self) -> FaultProxy:
        listener = await anyio.create_tcp_listener(local_host="127.0.0.1", local_port=0)
        self.port = listener.extra(anyio.abc.SocketAttribute.local_port)
        self._listener = listener
        self._group = anyio.create_task_group()
        await self._group.__aenter__()
        self._group.start_soon(listener.serve, self._handle)
        return self

    async def __aexit__(self, *exc_info: Any) -> None:
        assert self._group is not None and self._listener is not None
        self._group.cancel_scope.cancel()
        await self._group.__aexit__(None, None, None)
        await self._listener.aclose()

    async def _handle(self, client: anyio.abc.SocketStream) -> None:
        self.connections += 1
        try:
            upstream = await anyio.connect_tcp(self.upstream_host, self.upstream_port)
        except OSError:
            await client.aclose()
            return
        self._streams.append(client)
        async with client, upstream, anyio.create_task_group() as group:
            group.start_soon(self._client_to_broker, client, upstream, group.cancel_scope)
            await self._broker_to_client(upstream, client)
            group.cancel_scope.cancel()

    async def _client_to_broker(
        self,
        client: anyio.abc.SocketStream,
        upstream: anyio.abc.SocketStream,
        scope: anyio.CancelScope,
    ) -> None:
        try:
            async for chunk in client:
                await upstream.send(chunk)
        except (anyio.BrokenResourceError, anyio.ClosedResourceError):
            pass
        scope.cancel()

    async def _broker_to_client(
        self, upstream: anyio.abc.SocketStream, client: anyio.abc.SocketStream
    ) -> None:
        try:
            async for chunk in upstream:
                if self.mode == "stall":
                    continue
                if self.mode == "reset":
                    reset(client)
                    return
                if self.mode == "cut":
                    await client.send(chunk[: self.cut_after])
                    return
                await client.send(chunk)
        except (anyio.BrokenResourceError, anyio.ClosedResourceError):
            return


def reset(stream: anyio.abc.SocketStream) -> None:
    """Make the next close send RST instead of FIN (SO_LINGER on, timeout 0)."""
    raw = stream.extra(anyio.abc.SocketAttribute.raw_socket)
    raw.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
