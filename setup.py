"""Build hook for the one optional C extension; all metadata lives in pyproject.toml.

kafka_async/protocol/records/_speedups.c is a compiled twin of the pure-Python record hot path.
It is *optional*: with no C compiler (or Python headers), or with KAFKA_ASYNC_NO_EXTENSIONS=1 set
at build time, the build prints a warning and the install proceeds with the pure-Python path.
"""

from __future__ import annotations

import os
import sys

from setuptools import Extension, setup  # type: ignore[import-untyped]
from setuptools.command.build_ext import build_ext  # type: ignore[import-untyped]


class OptionalBuildExt(build_ext):  # type: ignore[misc]
    """build_ext that turns any compiler failure into a warning instead of a failed install."""

    def run(self) -> None:
        try:
            super().run()
        except Exception as exc:  # no compiler at all surfaces here (DistutilsPlatformError, ...)
            _warn(exc)

    def build_extension(self, ext: Extension) -> None:
        try:
            super().build_extension(ext)
        except Exception as exc:  # CompileError, LinkError, missing Python.h, ...
            _warn(exc)


def _warn(exc: BaseException) -> None:
    print(f"WARNING: kafka_async C speedups not built ({exc}); using pure Python.",
          file=sys.stderr)


extensions = []
if os.environ.get("KAFKA_ASYNC_NO_EXTENSIONS", "") in ("", "0"):
    extensions.append(Extension(
        "kafka_async.protocol.records._speedups",
        sources=["kafka_async/protocol/records/_speedups.c"],
        depends=["kafka_async/protocol/records/_speedups_varint.h",
                 "kafka_async/protocol/records/_speedups_decode.h",
                 "kafka_async/protocol/records/_speedups_batches.h",
                 "kafka_async/protocol/records/_speedups_batchfields.h",
                 "kafka_async/protocol/records/_speedups_columns.h",
                 "kafka_async/protocol/records/_speedups_handle.h",
                 "kafka_async/protocol/records/_speedups_render.h",
                 "kafka_async/protocol/records/_speedups_seal.h",
                 "kafka_async/protocol/records/_speedups_produce.h"],
        optional=True,
    ))

setup(ext_modules=extensions, cmdclass={"build_ext": OptionalBuildExt})
