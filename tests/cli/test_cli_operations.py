"""The operator commands (quotas, SCRAM users, features, log dirs, leader election, configs
--validate-only) as users run them, checked against what Kafka's own tools show."""

from __future__ import annotations

import json
import uuid

from cli_helpers import cli, ok

from kafka_async.testing import JavaTools
from kafka_async.testing.tools import CONFIG_COMMAND, LOG_DIRS_COMMAND


def test_quotas_alter_and_describe_as_kafka_configs_shows_them(
        kafka_bootstrap: str, java_tools: JavaTools) -> None:
    user = f"quota-{uuid.uuid4().hex[:8]}"
    ok(cli("quotas", "alter", "--user", user, "--add", "producer_byte_rate=1024",
           "--add", "consumer_byte_rate=2048", bootstrap=kafka_bootstrap))
    ours = json.loads(ok(cli("quotas", "describe", "--user", user, "-o", "json",
                             bootstrap=kafka_bootstrap)))
    assert ours == {f"user={user}": {"consumer_byte_rate": 2048.0,
                                     "producer_byte_rate": 1024.0}}
    theirs = java_tools.admin_command(CONFIG_COMMAND, ["--describe", "--entity-type", "users",
                                                        "--entity-name", user])
    assert "producer_byte_rate=1024.0" in theirs and "consumer_byte_rate=2048.0" in theirs
    # --validate-only changes nothing; --delete removes one quota
    ok(cli("quotas", "alter", "--user", user, "--add", "producer_byte_rate=1", "--validate-only",
           bootstrap=kafka_bootstrap))
    ok(cli("quotas", "alter", "--user", user, "--delete", "consumer_byte_rate",
           bootstrap=kafka_bootstrap))
    again = json.loads(ok(cli("quotas", "describe", "--user", user, "-o", "json",
                              bootstrap=kafka_bootstrap)))
    assert again == {f"user={user}": {"producer_byte_rate": 1024.0}}
    every = json.loads(ok(cli("quotas", "describe", "-o", "json", bootstrap=kafka_bootstrap)))
    assert every[f"user={user}"] == {"producer_byte_rate": 1024.0}
    bad = cli("quotas", "alter", "--user", user, "--add", "no_such_quota=1",
              bootstrap=kafka_bootstrap)
    assert bad.returncode == 1 and "no_such_quota" in bad.stderr.decode()
    both = cli("quotas", "alter", "--user", user, "--user-default", "--add", "x=1",
               bootstrap=kafka_bootstrap)
    assert both.returncode == 2
    ok(cli("quotas", "alter", "--user", user, "--delete", "producer_byte_rate",
           bootstrap=kafka_bootstrap))


def test_scram_users_alter_describe_delete(kafka_bootstrap: str, java_tools: JavaTools) -> None:
    user = f"scram-{uuid.uuid4().hex[:8]}"
    ok(cli("scram", "alter", user, "--mechanism", "SCRAM-SHA-256", "--iterations", "4096",
           "--password-stdin", bootstrap=kafka_bootstrap, stdin=b"s3cret-pass\n"))
    ok(cli("scram", "alter", user, "--password-env", "SCRAM_PASSWORD",
           bootstrap=kafka_bootstrap, env={"SCRAM_PASSWORD": "an0ther"}))
    ours = json.loads(ok(cli("scram", "describe", user, "-o", "json",
                             bootstrap=kafka_bootstrap)))
    assert sorted((c["mechanism"], c["iterations"]) for c in ours[user]["credential_infos"]) == [
        ("SCRAM_SHA_256", 4096), ("SCRAM_SHA_512", 8192)]
    theirs = java_tools.admin_command(CONFIG_COMMAND, ["--describe", "--entity-type", "users",
                                                        "--entity-name", user])
    assert "SCRAM-SHA-256=iterations=4096" in theirs
    assert "SCRAM-SHA-512=iterations=8192" in theirs
    ok(cli("scram", "delete", user, "--mechanism", "SCRAM-SHA-256", bootstrap=kafka_bootstrap))
    table = ok(cli("scram", "describe", user, bootstrap=kafka_bootstrap)).decode()
    assert "SCRAM-SHA-512" in table and "SCRAM-SHA-256" not in table
    no_password = cli("scram", "alter", user, bootstrap=kafka_bootstrap)
    assert no_password.returncode == 2 and "never on the command line" in (
        no_password.stderr.decode())
    gone = cli("scram", "delete", user, "--mechanism", "SCRAM-SHA-256", bootstrap=kafka_bootstrap)
    assert gone.returncode == 1  # no such credential any more


def test_features_log_dirs_elect_leaders_and_validate_only(
        kafka_bootstrap: str, java_tools: JavaTools) -> None:
    described = json.loads(ok(cli("features", "describe", "-o", "json",
                                  bootstrap=kafka_bootstrap)))
    level = described["finalized_features"]["metadata.version"]["max_version_level"]
    ok(cli("features", "upgrade", "--feature", f"metadata.version={level}", "--dry-run",
           bootstrap=kafka_bootstrap))
    refused = cli("features", "downgrade", "--feature", "metadata.version=1", "--dry-run",
                  bootstrap=kafka_bootstrap)
    assert refused.returncode == 1 and "metadata.version" in refused.stderr.decode()
    after = json.loads(ok(cli("features", "describe", "-o", "json",
                              bootstrap=kafka_bootstrap)))
    assert after["finalized_features"]["metadata.version"]["max_version_level"] == level
    assert cli("features", "upgrade", bootstrap=kafka_bootstrap).returncode == 2

    name = f"cli-ops-{uuid.uuid4().hex[:8]}"
    ok(cli("topics", "create", name, "--partitions", "2", bootstrap=kafka_bootstrap))
    ok(cli("produce", name, bootstrap=kafka_bootstrap, stdin=b"a\nb\nc\n"))
    rows = json.loads(ok(cli("log-dirs", "-t", name, "-o", "json", bootstrap=kafka_bootstrap)))
    ours = {(int(b), tp) for b, dirs in rows.items() for d in dirs.values()
            for tp in d["replica_infos"]}
    assert ours and all(tp.startswith(name) for _, tp in ours)  # -t filters the JSON too
    theirs = json.loads(java_tools.admin_command(
        LOG_DIRS_COMMAND, ["--describe", "--topic-list", name]).splitlines()[-1])
    assert ours == {(b["broker"], p["partition"]) for b in theirs["brokers"]
                    for d in b["logDirs"] for p in d["partitions"]}
    table = ok(cli("log-dirs", "-t", name, bootstrap=kafka_bootstrap)).decode()
    assert name in table

    elected = json.loads(ok(cli("elect-leaders", f"{name}:0", "-o", "json",
                                bootstrap=kafka_bootstrap)))
    assert elected == [{"partition": f"{name}-0", "result": "not needed"}]
    assert cli("elect-leaders", bootstrap=kafka_bootstrap).returncode == 2

    ok(cli("configs", "alter", "topic", name, "--config", "retention.ms=1234",
           "--validate-only", bootstrap=kafka_bootstrap))
    assert "retention.ms" not in java_tools.describe_configs("topics", name)
    invalid = cli("configs", "alter", "topic", name, "--config", "retention.ms=x",
                  "--validate-only", bootstrap=kafka_bootstrap)
    assert invalid.returncode == 1
