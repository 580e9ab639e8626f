"""FaultProxy against a plain echo server: every fault does what its name says, heal() undoes it,
and stop() leaves no thread or socket behind."""

from __future__ import annotations

import contextlib
import gc
import socket
import threading
import time
from collections.abc import Iterator

import pytest

from kafka_async.testing.faultproxy import FaultProxy


@pytest.fixture
def echo() -> Iterator[tuple[str, int]]:
    server = socket.create_server(("127.0.0.1", 0))
    stopping = threading.Event()

    def serve() -> None:
        server.settimeout(0.2)
        while not stopping.is_set():
            try:
                conn, _ = server.accept()
            except OSError:
                continue
            threading.Thread(target=_echo, args=(conn,), daemon=True).start()

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    yield server.getsockname()
    stopping.set()
    thread.join()
    server.close()


def _echo(conn: socket.socket) -> None:
    with conn, contextlib.suppress(OSError):  # a reset by the proxy ends the echo
        while chunk := conn.recv(65536):
            conn.sendall(chunk)


def _client(proxy: FaultProxy, timeout: float = 5.0) -> socket.socket:
    return socket.create_connection(("127.0.0.1", proxy.port), timeout=timeout)


def _roundtrip(sock: socket.socket, data: bytes) -> bytes:
    sock.sendall(data)
    got = b""
    while len(got) < len(data):
        chunk = sock.recv(65536)
        if not chunk:
            break
        got += chunk
    return got


def test_pass_through_and_counts(echo: tuple[str, int]) -> None:
    with FaultProxy(echo) as proxy, _client(proxy) as sock:
        assert _roundtrip(sock, b"hello") == b"hello"
        assert proxy.connections == 1


def test_latency_delays_each_direction(echo: tuple[str, int]) -> None:
    with FaultProxy(echo) as proxy, _client(proxy) as sock:
        proxy.set_latency(100)
        started = time.monotonic()
        assert _roundtrip(sock, b"x") == b"x"
        assert time.monotonic() - started >= 0.2  # 100 ms out, 100 ms back


def test_bandwidth_caps_throughput(echo: tuple[str, int]) -> None:
    with FaultProxy(echo) as proxy, _client(proxy, timeout=10) as sock:
        proxy.set_bandwidth(200_000)
        started = time.monotonic()
        assert _roundtrip(sock, b"b" * 100_000) == b"b" * 100_000
        assert time.monotonic() - started >= 0.4  # 100 kB each way at 200 kB/s


def test_stall_holds_bytes_until_healed(echo: tuple[str, int]) -> None:
    with FaultProxy(echo) as proxy, _client(proxy) as sock:
        proxy.stall()
        sock.settimeout(0.3)
        sock.sendall(b"held")
        with pytest.raises(TimeoutError):
            sock.recv(10)
        proxy.heal()
        sock.settimeout(5)
        assert sock.recv(10) == b"held"


def test_black_hole_drops_without_closing(echo: tuple[str, int]) -> None:
    with FaultProxy(echo) as proxy, _client(proxy) as sock:
        proxy.black_hole()
        sock.settimeout(0.3)
        sock.sendall(b"lost")
        with pytest.raises(TimeoutError):
            sock.recv(10)  # no data, and no FIN/RST either (recv would return b"" or raise)
        proxy.heal()
        with _client(proxy) as fresh:
            assert _roundtrip(fresh, b"new") == b"new"
        with pytest.raises(TimeoutError):
            sock.recv(10)  # the black-holed connection stays dead


def test_reset_mid_frame_sends_part_then_rst(echo: tuple[str, int]) -> None:
    with FaultProxy(echo) as proxy, _client(proxy) as sock:
        proxy.reset_mid_frame(1)
        sock.sendall(b"0123456789")
        got = b""
        with pytest.raises(ConnectionResetError):
            while chunk := sock.recv(10):
                got += chunk
        assert got == b"01234"
        assert proxy.resets == 1


def test_cut_after_n_bytes_closes(echo: tuple[str, int]) -> None:
    with FaultProxy(echo) as proxy, _client(proxy) as sock:
        proxy.cut_after(3)
        sock.sendall(b"abcdef")
        got = b""
        while chunk := sock.recv(10):
            got += chunk
        assert got == b"abc"


def test_bad_arguments_are_named() -> None:
    proxy = FaultProxy(("127.0.0.1", 9))
    with pytest.raises(ValueError, match="jitter"):
        proxy.set_latency(10, 20)
    with pytest.raises(ValueError, match="bandwidth"):
        proxy.set_bandwidth(0)
    with pytest.raises(ValueError, match="cut_after"):
        proxy.cut_after(-1)


def test_stop_is_idempotent_and_leaves_no_thread(echo: tuple[str, int]) -> None:
    proxy = FaultProxy(echo).start()
    with _client(proxy) as sock:
        assert _roundtrip(sock, b"a") == b"a"
    proxy.stop()
    proxy.stop()
    assert not any(t.name == proxy.name for t in threading.enumerate())



def test_stop_closes_sockets_at_once_even_with_bytes_held_for_a_silent_peer() -> None:
    """An upstream that stopped reading leaves bytes buffered in the proxy; stop() still
    closes both sockets of the connection before it returns, so each peer sees the end (a
    socket that waited to flush would stay open until the garbage collector found it: a leak
    the integration tests' checks report)."""
    silent = socket.create_server(("127.0.0.1", 0))
    proxy = FaultProxy(silent.getsockname()).start()
    try:
        with _client(proxy) as sock:
            upstream, _ = silent.accept()  # not read again until the proxy stops
            sock.sendall(b"x")
            upstream.settimeout(30)  # a bound, so a socket left open fails, not hangs
            assert upstream.recv(1) == b"x"  # the proxy pumps this connection now
            sock.setblocking(False)
            sent = 0
            with contextlib.suppress(BlockingIOError):
                while sent < 64 << 20:  # until every buffer on the way is full
                    sent += sock.send(b"x" * 65536)
            assert sent < 64 << 20, "a silent peer's buffers never filled"
            # held as a traceback in a failing test holds them: the sockets must be closed
            # by stop(), not by the reference count of the proxy's objects dropping to zero
            held = set(proxy._open)
            assert len(held) == 1
            proxy.stop()
            with upstream:
                assert _read_to_the_end(upstream) < sent  # part was held, then dropped
            sock.settimeout(30)
            assert _read_to_the_end(sock) == 0
    finally:
        proxy.stop()
        silent.close()



def test_a_connection_closing_as_the_proxy_stops_has_its_sockets_closed(
        echo: tuple[str, int]) -> None:
    """The race a two-process test run found: the client hangs up, the proxy closes that
    connection, and stop() lands in the same turn of the proxy's loop. asyncio closes a
    socket in a callback after ``close()``; stop() runs those callbacks before the loop
    closes, so no socket waits for the garbage collector."""
    proxy = FaultProxy(echo).start()
    gc.disable()  # the proxy's transports sit in reference cycles: only stop() may close them
    try:
        with _client(proxy) as sock:
            assert _roundtrip(sock, b"a") == b"a"  # the connection is the proxy's now
            held = set(proxy._open)
            assert len(held) == 1

            def hang_up_then_stop() -> None:  # one callback: one turn of the proxy's loop
                for conn in held:
                    conn.close()
                proxy._shutdown()

            proxy._call(hang_up_then_stop)
            proxy.stop()
            sock.settimeout(30)  # a bound, so a socket left open fails, not hangs
            assert _read_to_the_end(sock) == 0
    finally:
        gc.enable()
        proxy.stop()

def _read_to_the_end(sock: socket.socket) -> int:
    """Bytes read until the peer's FIN or RST."""
    got = 0
    with contextlib.suppress(ConnectionResetError):
        while chunk := sock.recv(1 << 20):
            got += len(chunk)
    return got
