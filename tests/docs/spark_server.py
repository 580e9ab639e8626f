"""Runs the ``env=spark`` docs blocks in one process that keeps a SparkSession warm.

Started by ``docs_blocks.SparkServer`` as ``python spark_server.py <response-fd>``; reads one JSON
request per line on stdin (the block's page path, first line, script, working directory,
stdout/stderr files, extra environment), runs the block, answers ``{"status": N}`` on the
response pipe. Each block gets a fresh ``__main__`` module, its own working directory, and its
own stdout and stderr (file descriptors 1 and 2 point at its files while it runs, so output of
child processes lands there too). The session's settings come from ``SPARK_CONF_DIR``'s
spark-defaults.conf, so ``SparkSession.builder.getOrCreate()`` in a block returns the warm
session; a block's ``spark.stop()`` leaves it running (``_keep_session``). EOF on stdin stops
the session.
"""

from __future__ import annotations

import json
import os
import sys
import traceback
import types
from typing import Any


def follow_working_directory(cwd: str) -> None:
    """Relative paths in Spark calls (``parquet("data/events")``, a checkpoint location) resolve
    against the JVM's working directory, which is this server's, not the block's. Point both
    places Spark resolves them from at the block's directory, as a fresh process started there
    would have them: the ``user.dir`` property (Hadoop's FileContext, used for checkpoints and
    streaming sink metadata, reads it for each new context) and the cached local FileSystem's
    working directory (every other file path)."""
    from pyspark.sql import SparkSession

    session = SparkSession.getActiveSession()
    if session is None:
        return
    jvm = session.sparkContext._jvm
    assert jvm is not None
    hadoop = session.sparkContext._jsc.hadoopConfiguration()
    jvm.java.lang.System.setProperty("user.dir", cwd)
    local = jvm.org.apache.hadoop.fs.FileSystem.getLocal(hadoop)
    local.setWorkingDirectory(jvm.org.apache.hadoop.fs.Path(cwd))


def _keep_session(session: Any) -> None:
    """``SparkSession.stop`` while a block runs: the warm session outlives the block's
    ``spark.stop()`` (a tidy ending for a program of its own; here it cost the next block a
    new session, ~4 s each). The server stops the session at the end."""


def run_block(request: dict[str, Any]) -> int:
    from pyspark.sql import SparkSession

    stop = SparkSession.stop
    SparkSession.stop = _keep_session  # type: ignore[method-assign,assignment]
    try:
        return _run_block(request)
    finally:
        SparkSession.stop = stop  # type: ignore[method-assign]


def _run_block(request: dict[str, Any]) -> int:
    saved_cwd = os.getcwd()
    saved_main = sys.modules["__main__"]
    saved_environment = dict(os.environ)
    sys.stdout.flush()
    sys.stderr.flush()
    saved_fds = os.dup(1), os.dup(2)
    status = 0
    try:
        with open(request["stdout"], "wb") as out, open(request["stderr"], "wb") as err:
            os.dup2(out.fileno(), 1)
            os.dup2(err.fileno(), 2)
            os.chdir(request["cwd"])
            follow_working_directory(request["cwd"])
            os.environ.update(request["environment"])
            module = types.ModuleType("__main__")
            module.__dict__["__builtins__"] = __builtins__
            sys.modules["__main__"] = module
            with open(request["script"], encoding="utf-8") as script:
                source = "\n" * (request["first_line"] - 1) + script.read()
            try:
                exec(compile(source, request["path"], "exec"), module.__dict__)
            except SystemExit as exit_:
                code = exit_.code
                status = code if isinstance(code, int) else (0 if code is None else 1)
                if code is not None and not isinstance(code, int):
                    print(code, file=sys.stderr)
            except BaseException:
                traceback.print_exc()
                status = 1
            sys.stdout.flush()
            sys.stderr.flush()
    finally:
        os.dup2(saved_fds[0], 1)
        os.dup2(saved_fds[1], 2)
        for fd in saved_fds:
            os.close(fd)
        sys.modules["__main__"] = saved_main
        os.chdir(saved_cwd)
        os.environ.clear()
        os.environ.update(saved_environment)
    return status


def main() -> None:
    responses = os.fdopen(int(sys.argv[1]), "w", encoding="utf-8")
    sys.path[0] = ""  # as for `python -c`: the working directory (each block's own)
    from pyspark.sql import SparkSession

    SparkSession.builder.getOrCreate()
    responses.write(json.dumps({"ready": True}) + "\n")
    responses.flush()
    for line in sys.stdin:
        status = run_block(json.loads(line))
        responses.write(json.dumps({"status": status}) + "\n")
        responses.flush()
    active = SparkSession.getActiveSession()
    if active is not None:
        active.stop()


if __name__ == "__main__":
    main()
