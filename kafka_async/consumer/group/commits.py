"""The group's commits as the Consumer offers them: commit, commit_async, committed, and
auto commit (every auto_commit_interval_ms, on revocation and on close).

Why auto commit waits for a stable member: a commit carries the member's generation (or KIP-848
member epoch) and the coordinator rejects one from a generation it has moved past
(ILLEGAL_GENERATION, REBALANCE_IN_PROGRESS while it waits for SyncGroup, STALE_MEMBER_EPOCH).
A timer commit sent while the member is joining, or has partitions to give up, races the
rebalance and loses: the warning says the records will be consumed again. So, as in Java:

* the timer commit runs only while the membership loop reports the member stable (in the
  group, not joining, no revocation pending), and holds ``lock`` while it runs;
* the loop takes ``lock`` before a join and around a revocation's commit, so a timer commit in
  flight reaches the coordinator first (with the generation it was built for, still current)
  and no later timer commit can carry an older offset than the revocation's;
* the revocation commits the consumed offsets of exactly the revoked partitions with the current
  generation, before the member tells the group it released them (manager.py), so the next owner
  starts where this one stopped: forming or growing a group re-delivers nothing.

A timer commit can still meet a KIP-848 epoch bump by a heartbeat in flight at the same time;
it is then repeated once with the new epoch, for the partitions still owned.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Container, Iterable, Mapping
from typing import Any

import anyio

from kafka_async.consumer._tasks import BackgroundTasks
from kafka_async.consumer.group.errors import CommitFailedError
from kafka_async.consumer.group.offsets import GroupMetadata, OffsetAndMetadata, OffsetStore
from kafka_async.consumer.metrics import GroupStats
from kafka_async.consumer.structs import TopicPartition
from kafka_async.protocol.errors import KafkaError

__all__ = ["CommitHandle", "ConsumedOffsets", "GroupCommits"]

logger = logging.getLogger("kafka_async.consumer.group")

#: Offsets the application has consumed (position minus what `async for` still holds).
ConsumedOffsets = Callable[[], dict[TopicPartition, OffsetAndMetadata]]


class CommitHandle:
    """A commit running in the background: ``await handle`` for its outcome, or ``done()``."""

    def __init__(self) -> None:
        self._event = anyio.Event()
        self._error: BaseException | None = None

    def finish(self, error: BaseException | None) -> None:
        """Record the outcome (called once, by the task running the commit)."""
        self._error = error
        self._event.set()

    def done(self) -> bool:
        return self._event.is_set()

    def exception(self) -> BaseException | None:
        return self._error

    async def wait(self) -> None:
        """Wait for the commit; raise its error (CommitFailedError, ...) if it failed."""
        await self._event.wait()
        if self._error is not None:
            raise self._error

    async def wait_quietly(self) -> None:
        """Wait for the outcome without raising it."""
        await self._event.wait()

    def __await__(self) -> Any:
        return self.wait().__await__()


class GroupCommits:
    """Commits of one group member; ``member()`` says who commits (generation, member id)."""

    def __init__(self, store: OffsetStore, group_id: str, timeout: float,
                 member: Callable[[], GroupMetadata], consumed: ConsumedOffsets,
                 require_stable: bool) -> None:
        self._store = store
        self._group_id = group_id
        self._timeout = timeout
        self._member = member
        self._consumed = consumed
        self._require_stable = require_stable
        self._last: dict[TopicPartition, OffsetAndMetadata] = {}
        self._tasks: BackgroundTasks | None = None
        #: commit_async calls whose outcome is not out yet, with their callbacks: close()
        #: waits for them and fails those still open (``settle_pending``), so a handle or a
        #: callback never waits forever, nor hears of a success that did not happen
        self._pending: dict[CommitHandle, Callable[[BaseException | None], None] | None] = {}
        #: held by a running timer commit; see the module docstring
        self.lock = anyio.Lock()
        self.stats: GroupStats | None = None  # commit-latency (consumer/metrics.py)
        #: told of every successful commit (the consumer's interceptors' on_commit)
        self.on_committed: Callable[[Mapping[TopicPartition, OffsetAndMetadata]], None] | None = (
            None)

    def start(self, tasks: BackgroundTasks) -> None:
        self._tasks = tasks

    def forget(self, partitions: Iterable[TopicPartition]) -> None:
        """Partitions given up: their next commit is never skipped as a repeat."""
        for tp in partitions:
            self._last.pop(tp, None)

    def retain(self, assigned: Container[TopicPartition]) -> None:
        """Forget every partition not in ``assigned`` (removed without a revocation: a
        deleted topic's)."""
        for tp in [tp for tp in self._last if tp not in assigned]:
            del self._last[tp]

    def _normalise(self, offsets: Mapping[TopicPartition, int | OffsetAndMetadata] | None,
                   ) -> dict[TopicPartition, OffsetAndMetadata]:
        if offsets is None:
            return self._consumed()
        found: dict[TopicPartition, OffsetAndMetadata] = {}
        for tp, value in offsets.items():
            if not isinstance(tp, TopicPartition):
                raise TypeError(f"commit() keys must be TopicPartition, got {tp!r}")
            committed = value if isinstance(value, OffsetAndMetadata) else OffsetAndMetadata(
                value)
            if not isinstance(committed.offset, int) or committed.offset < 0:
                raise ValueError(f"offset for {tp} must be a non-negative int")
            found[tp] = committed
        return found

    async def commit(self, offsets: Mapping[TopicPartition, int | OffsetAndMetadata] | None
                     = None) -> None:
        chosen = self._normalise(offsets)
        await self._send(chosen, self._member())
        self._last.update(chosen)

    def commit_async(self, offsets: Mapping[TopicPartition, int | OffsetAndMetadata] | None
                     = None, on_done: Callable[[BaseException | None], None] | None = None
                     ) -> CommitHandle:
        chosen = self._normalise(offsets)
        handle = CommitHandle()
        if self._tasks is None:
            raise CommitFailedError("the consumer is not started")
        self._pending[handle] = on_done

        async def run() -> None:
            error: BaseException | None = None
            try:
                await self._send(chosen, self._member())
                self._last.update(chosen)
            except Exception as exc:
                error = exc
            except BaseException:  # cancelled (close): the answer never came
                error = CommitFailedError(
                    "the consumer closed while the commit was in flight: it may or may not "
                    "have been committed")
                raise
            finally:
                self._settle(handle, error)

        self._tasks.start_soon(run, name="kafka_async commit")
        return handle

    def _settle(self, handle: CommitHandle, error: BaseException | None) -> None:
        """A commit_async's outcome, to its handle and callback, once."""
        if handle not in self._pending:
            return
        on_done = self._pending.pop(handle)
        handle.finish(error)
        if on_done is not None:
            on_done(error)

    async def settle_pending(self, timeout: float) -> None:
        """close(): wait up to ``timeout`` for the commit_async calls still open (Java's close
        waits for them too), then fail what is left (never started, or unanswered)."""
        with anyio.move_on_after(timeout):
            for handle in list(self._pending):
                await handle.wait_quietly()
        for handle in list(self._pending):
            self._settle(handle, CommitFailedError(
                "the consumer closed before the commit's outcome was known"))

    def refused(self, error: BaseException,
                on_done: Callable[[BaseException | None], None] | None = None) -> CommitHandle:
        """A commit_async refused before it was sent: its handle and callback see ``error``
        from a task, as every other commit_async's do (never inside the call itself)."""
        handle = CommitHandle()
        if self._tasks is None:
            raise CommitFailedError("the consumer is not started")
        self._pending[handle] = on_done

        async def run() -> None:
            self._settle(handle, error)

        self._tasks.start_soon(run, name="kafka_async commit refused")
        return handle

    async def _send(self, offsets: Mapping[TopicPartition, OffsetAndMetadata],
                    member: GroupMetadata) -> None:
        """The one place commits go out (timed: commit-latency)."""
        started = time.monotonic()
        await self._store.commit(offsets, member, self._timeout)
        if self.stats is not None:
            self.stats.commit_latency.record((time.monotonic() - started) * 1000.0)
        if self.on_committed is not None:
            self.on_committed(offsets)

    async def committed(self, partitions: Iterable[TopicPartition]
                        ) -> dict[TopicPartition, OffsetAndMetadata | None]:
        return await self._store.fetch(partitions, self._member(), self._timeout,
                                       require_stable=self._require_stable)

    async def committed_positions(self, partitions: Iterable[TopicPartition]
                                  ) -> dict[TopicPartition, OffsetAndMetadata]:
        """For the position resolver: committed offsets of new partitions (require_stable)."""
        found = await self._store.fetch(partitions, self._member(), self._timeout,
                                        require_stable=True)
        return {tp: o for tp, o in found.items() if o is not None}

    async def commit_quietly(self, offsets: dict[TopicPartition, OffsetAndMetadata]) -> None:
        """Auto commit of ``offsets`` (revocation, close): a failure is logged, not raised."""
        try:
            await self._commit_fresh(offsets, self._member())
        except (CommitFailedError, KafkaError) as exc:
            self._warn(offsets, exc)

    async def _commit_fresh(self, offsets: dict[TopicPartition, OffsetAndMetadata],
                            member: GroupMetadata) -> None:
        fresh = {tp: o for tp, o in offsets.items() if self._last.get(tp) != o}
        if fresh:
            await self._send(fresh, member)
            self._last.update(fresh)

    def _warn(self, offsets: Mapping[TopicPartition, OffsetAndMetadata],
              exc: BaseException) -> None:
        logger.warning("group %s: auto commit of %d partitions failed: %s", self._group_id,
                       len(offsets), exc)

    async def auto_commit_loop(self, interval: float, ready: Callable[[], bool]) -> None:
        """Commit the consumed offsets every ``interval`` s while ``ready()`` (the member is
        stable, or the consumer has no group membership)."""
        while True:
            await anyio.sleep(interval)
            if ready():
                async with self.lock:
                    await self._auto_commit(ready)

    async def _auto_commit(self, ready: Callable[[], bool]) -> None:
        for attempt in (1, 2):
            if not ready():
                return  # a rebalance began while this commit waited for the lock
            member = self._member()
            offsets = self._consumed()
            try:
                await self._commit_fresh(offsets, member)
                return
            except CommitFailedError as exc:
                if attempt == 1 and ready() and self._member() != member:
                    continue  # a heartbeat moved the epoch meanwhile; still owned: again
                self._warn(offsets, exc)
            except KafkaError as exc:
                self._warn(offsets, exc)
            return
