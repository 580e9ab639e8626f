"""The README/docs example end to end: FastAPI service -> Kafka -> Spark job reading the events.

The FastAPI app runs in-process (httpx's ASGITransport, no server, no port) with its lifespan, so
its kafka_async Producer is the real one talking to the real broker; then the example Spark job
reads the topic through ``format("kafka_async")`` and its aggregate is compared with what was
posted.
"""

from __future__ import annotations

import importlib
from collections import defaultdict
from typing import Any

import anyio
import httpx
from pyspark.sql import SparkSession

from tests.spark._kafka_data import create_topics

POSTS: list[dict[str, Any]] = [{"user": f"user-{i % 5}", "action": ("buy", "view", "refund")[i % 3],
          "amount": round(1.25 * (i % 7), 2)} for i in range(90)]


def test_examples_import_and_expose_their_entry_points() -> None:
    service = importlib.import_module("examples.fastapi_events")
    job = importlib.import_module("examples.spark_read_events")
    assert callable(service.create_app) and service.app.title == "events"
    assert callable(job.main) and callable(job.per_user_and_action)


def test_fastapi_events_are_aggregated_by_the_spark_job(spark: SparkSession,
                                                        kafka_bootstrap: str,
                                                        new_topic: Any) -> None:
    from examples.fastapi_events import create_app
    from examples.spark_read_events import events, per_user_and_action

    topic = new_topic("events")
    create_topics(kafka_bootstrap, [topic], 3)
    app = create_app(kafka_bootstrap, topic)
    stored: list[dict[str, Any]] = []

    async def serve_requests() -> None:
        async with app.router.lifespan_context(app):  # opens (and finally closes) the producer
            transport = httpx.ASGITransport(app=app)
            async with httpx.AsyncClient(transport=transport, base_url="http://events") as client:
                assert (await client.get("/health")).json() == {"status": "ok"}
                bad = await client.post("/events", json={"user": "", "action": "buy"})
                assert bad.status_code == 422  # validation happens before anything is produced

                async def post(body: dict[str, Any]) -> None:
                    response = await client.post("/events", json=body)
                    assert response.status_code == 201, response.text
                    stored.append(response.json())

                async with anyio.create_task_group() as tasks:  # concurrent requests
                    for body in POSTS:
                        tasks.start_soon(post, body)

    anyio.run(serve_requests)
    assert len({(s["partition"], s["offset"]) for s in stored}) == len(POSTS)
    assert {s["topic"] for s in stored} == {topic}

    expected: dict[tuple[str, str], list[float]] = defaultdict(list)
    for body in POSTS:
        expected[(body["user"], body["action"])].append(body["amount"])
    rows = per_user_and_action(spark, kafka_bootstrap, topic).collect()
    assert {(r["user"], r["action"]): (r["events"], r["total"]) for r in rows} == {
        key: (len(amounts), round(sum(amounts), 2)) for key, amounts in expected.items()}
    # ordered by total, largest first
    totals = [r["total"] for r in rows]
    assert totals == sorted(totals, reverse=True)
    # the Kafka coordinates Spark read are the ones the service returned
    coordinates = events(spark, kafka_bootstrap, topic).select("partition", "offset").collect()
    assert sorted((r["partition"], r["offset"]) for r in coordinates) == sorted(
        (s["partition"], s["offset"]) for s in stored)
