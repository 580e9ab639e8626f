"""The ``crc32c`` package's hardware CRC-32C function, loaded without the package's
``__init__``: that one reads the package version through ``importlib.metadata``, which pulls in
email, zipfile and csv: 16 ms of a 130 ms start, paid by every short-lived process (the CLI)
for one C function. The extension module ``crc32c._crc32c`` is loaded from the package's
directory directly; any surprise (another layout, a missing file) falls back to the normal
``from crc32c import crc32c``.
"""

from __future__ import annotations

import importlib.machinery
import importlib.util
import os
import sys
from collections.abc import Callable
from typing import Any

_EXTENSION = "crc32c._crc32c"


def _direct() -> Callable[[Any], int] | None:
    loaded = sys.modules.get(_EXTENSION)
    if loaded is not None:
        return loaded.crc32c  # type: ignore[no-any-return]
    package = importlib.util.find_spec("crc32c")  # locates, does not execute the package
    if package is None or not package.submodule_search_locations:
        return None
    for directory in package.submodule_search_locations:
        for suffix in importlib.machinery.EXTENSION_SUFFIXES:
            path = os.path.join(directory, "_crc32c" + suffix)
            if os.path.isfile(path):
                loader = importlib.machinery.ExtensionFileLoader(_EXTENSION, path)
                spec = importlib.util.spec_from_loader(_EXTENSION, loader)
                if spec is None:
                    return None
                module = importlib.util.module_from_spec(spec)
                loader.exec_module(module)
                sys.modules[_EXTENSION] = module  # a later `import crc32c` reuses it
                return module.crc32c  # type: ignore[no-any-return]
    return None


def _load() -> Callable[[Any], int]:
    try:
        found = _direct()
    except (ImportError, OSError, AttributeError):
        found = None
    if found is not None:
        return found
    from crc32c import crc32c as packaged

    return packaged


#: crc32c(data) -> int, the package's (hardware-accelerated where the CPU has it)
crc32c: Callable[[Any], int] = _load()
