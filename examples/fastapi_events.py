"""A FastAPI service that produces JSON events to Kafka with kafka_async.

The producer lives as long as the app: it is opened in the lifespan as an async context manager
(connections, metadata and the idempotent producer id are set up once) and closed, flushing every
accepted event, when the app shuts down. Each request awaits its own record's acknowledgement, so
a 201 means the event is in Kafka (acks=all, idempotent: a retry never duplicates it). Concurrent
requests share the producer's batches and pipelined Produce requests, so awaiting the
acknowledgement does not serialise them.

Run it (needs ``pip install uvicorn``)::

    KAFKA_BOOTSTRAP=127.0.0.1:9092 EVENTS_TOPIC=events uvicorn examples.fastapi_events:app
    curl -X POST localhost:8000/events -H 'content-type: application/json' \\
         -d '{"user": "ada", "action": "buy", "amount": 12.5}'

and read the events with Spark: ``python -m examples.spark_read_events``.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from fastapi import FastAPI, Request
from pydantic import BaseModel, Field

from kafka_async import Producer

__all__ = ["Event", "Stored", "create_app"]


class Event(BaseModel):
    """What a client posts."""

    user: str = Field(min_length=1, max_length=200)
    action: str = Field(min_length=1, max_length=50)
    amount: float = 0.0


class Stored(BaseModel):
    """Where the event landed."""

    topic: str
    partition: int
    offset: int


def create_app(bootstrap_servers: str, topic: str) -> FastAPI:
    """The service, producing to ``topic`` on the cluster at ``bootstrap_servers``."""

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        async with Producer(bootstrap_servers=bootstrap_servers, client_id="events-api",
                            linger_ms=5, compression_type="lz4") as producer:
            app.state.producer = producer
            yield
        # leaving the block flushed every accepted event and closed the connections

    app = FastAPI(title="events", lifespan=lifespan)

    @app.post("/events", status_code=201)
    async def post_event(event: Event, request: Request) -> Stored:
        producer: Producer = request.app.state.producer
        body = event.model_dump()
        body["received_ms"] = int(time.time() * 1000)
        # keyed by user: one user's events stay in order on one partition
        metadata = await producer.send_and_wait(topic, json.dumps(body).encode(),
                                                key=event.user.encode(),
                                                headers=[("content-type", b"application/json")])
        return Stored(topic=metadata.topic, partition=metadata.partition, offset=metadata.offset)

    @app.get("/health")
    async def health() -> dict[str, str]:
        return {"status": "ok"}

    return app


app = create_app(os.environ.get("KAFKA_BOOTSTRAP", "127.0.0.1:9092"),
                 os.environ.get("EVENTS_TOPIC", "events"))
