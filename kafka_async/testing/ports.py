"""Ports for the servers the harness starts (brokers, KDC, OAuth server, Spark).

A port the OS hands out for ``bind(0)`` comes from the ephemeral range, the same range every
outgoing connection takes its local port from; between choosing a port and the server binding
it, one of the thousands of client connections a test run makes can take it ("Address already in
use"). So ports are drawn at random from below that range, each checked by binding it, and held
together so they differ. A race remains (another process binding the same port first); the
cluster retries on a clash (``BrokerStartError.port_clash``).
"""

from __future__ import annotations

import random
import socket
from pathlib import Path

HOST = "127.0.0.1"
_LOWEST = 20000
_FALLBACK_RANGE = (32768, 60999)
_TRIES_PER_PORT = 50


def _ephemeral_range() -> tuple[int, int]:
    try:
        low, high = Path("/proc/sys/net/ipv4/ip_local_port_range").read_text().split()
        return int(low), int(high)
    except (OSError, ValueError):
        return _FALLBACK_RANGE


def _bind(port: int) -> socket.socket | None:
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    try:
        sock.bind((HOST, port))
    except OSError:
        sock.close()
        return None
    return sock


def free_ports(count: int) -> list[int]:
    """``count`` distinct loopback ports free now, outside the ephemeral range where it allows."""
    low, _ = _ephemeral_range()
    candidates = range(_LOWEST, low)
    tries = _TRIES_PER_PORT if len(candidates) >= 1000 else 0
    sockets: list[socket.socket] = []
    try:
        for _ in range(count):
            sock = None
            for _ in range(tries):
                sock = _bind(random.choice(candidates))
                if sock is not None:
                    break
            if sock is None:
                sock = _bind(0)
            if sock is None:
                raise OSError(f"no free port on {HOST}")
            sockets.append(sock)
        return [sock.getsockname()[1] for sock in sockets]
    finally:
        for sock in sockets:
            sock.close()


def port_is_free(port: int) -> bool:
    """Whether a loopback server could bind ``port`` now."""
    sock = _bind(port)
    if sock is None:
        return False
    sock.close()
    return True


def free_port() -> int:
    """One loopback port free now (see ``free_ports``)."""
    return free_ports(1)[0]
