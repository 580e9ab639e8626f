"""Client ids when none is given: Java's names, distinct per client of a process (two default
producers shared "kafka_async": their metrics collided, a Prometheus scrape rejected the
duplicate series, and quotas and broker logs could not tell them apart)."""

from __future__ import annotations

import re

from kafka_async import Admin, Consumer, Producer, ShareConsumer


def test_generated_client_ids_follow_javas_and_never_repeat() -> None:
    producers = [Producer(bootstrap_servers="127.0.0.1:9") for _ in range(3)]
    ids = [p.config.client_id for p in producers]
    assert all(re.fullmatch(r"producer-\d+", i) for i in ids) and len(set(ids)) == 3
    assert Producer(bootstrap_servers="127.0.0.1:9",
                    transactional_id="tx-1").config.client_id == "producer-tx-1"
    assert re.fullmatch(r"consumer-orders-\d+", Consumer(
        bootstrap_servers="127.0.0.1:9", group_id="orders").config.client_id)
    assert re.fullmatch(r"consumer-\d+", Consumer(bootstrap_servers="127.0.0.1:9")
                        .config.client_id)
    assert re.fullmatch(r"consumer-jobs-\d+", ShareConsumer(
        bootstrap_servers="127.0.0.1:9", group_id="jobs").config.client_id)
    assert re.fullmatch(r"adminclient-\d+", Admin(bootstrap_servers="127.0.0.1:9")
                        .config.client_id)
    mine = Producer(bootstrap_servers="127.0.0.1:9", client_id="svc-a")
    assert mine.config.client_id == mine.client.config.client_id == "svc-a"
    assert producers[0].client.config.client_id == ids[0]  # what the requests carry
