"""Backends that tests name themselves (``pytest.mark.parametrize("anyio_backend", ...)``)."""

from __future__ import annotations

import pytest

#: The asyncio backend on uvloop's event loop: the library must run on the loop uvicorn picks
#: whenever uvloop is installed (its transports are not asyncio.Transport subclasses, and its
#: create_connection has an older signature).
UVLOOP = pytest.param(("asyncio", {"use_uvloop": True}), id="uvloop")

#: The asyncio stream's tests: the standard loop and uvloop.
ASYNCIO_LOOPS = pytest.mark.parametrize("anyio_backend", ["asyncio", UVLOOP])
