"""``python -m kafka_async.testing.broker``: a real dev broker in the foreground (``make broker``).

Prints exactly one line on stdout when every node serves, ``bootstrap=127.0.0.1:PORT[,...]``, so
scripts can read it; everything else (other listeners, CA file, users, log dirs) goes to stderr.
SIGTERM or SIGINT (Ctrl-C) stops the cluster cleanly; a node dying on its own ends the run with
exit code 1 and its log tail.
"""

from __future__ import annotations

import argparse
import contextlib
import signal
import sys
import threading
from types import FrameType

from kafka_async.testing.cluster import KafkaCluster
from kafka_async.testing.jars import KafkaJarsMissing
from kafka_async.testing.kerberos import KerberosKdc
from kafka_async.testing.node import BrokerStartError
from kafka_async.testing.oauth import OAuthServer


def _parse_config(items: list[str]) -> dict[str, str]:
    config = {}
    for item in items:
        key, sep, value = item.partition("=")
        if not sep or not key:
            raise SystemExit(f"--config expects key=value, got {item!r}")
        config[key.strip()] = value.strip()
    return config


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m kafka_async.testing.broker",
        description="Run Apache Kafka (KRaft) from the project's jars until SIGTERM/SIGINT.",
    )
    parser.add_argument("--nodes", type=int, default=1, help="combined broker+controller nodes")
    parser.add_argument(
        "--sasl", action="store_true", help="add SASL_PLAINTEXT (+SASL_SSL with --tls)"
    )
    parser.add_argument("--tls", action="store_true", help="add SSL (+SASL_SSL with --sasl)")
    parser.add_argument("--mtls", action="store_true",
                        help="the SSL listener requires client certificates (implies --tls); "
                             "prints a client certificate for user alice")
    parser.add_argument("--kerberos", action="store_true",
                        help="start an MIT KDC and add GSSAPI (implies --sasl); prints a keytab "
                             "for alice and the KRB5_CONFIG to use")
    parser.add_argument("--oauth", action="store_true",
                        help="start an OAuth 2 server; OAUTHBEARER then validates signed JWTs "
                             "(implies --sasl); prints the token endpoint")
    parser.add_argument("--authorizer", action="store_true",
                        help="enforce ACLs (super users: ANONYMOUS, alice)")
    parser.add_argument(
        "--config",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="extra server.properties entry (repeatable)",
    )
    parser.add_argument("--port", type=int, default=None,
                        help="node 1's PLAINTEXT port (make broker: 9092, where the docs' "
                             "examples connect); default: a free one")
    parser.add_argument("--keep", action="store_true", help="keep the cluster directory on exit")
    parser.add_argument("--start-timeout", type=float, default=120.0)
    return parser


def _describe_extras(cluster: KafkaCluster, kdc: KerberosKdc | None,
                     idp: OAuthServer | None) -> None:
    info = sys.stderr
    if cluster.ssl_client_auth != "none":
        client = cluster.client_certificate("alice")
        print(f"mtls client alice: ssl_certfile={client.cert_file} "
              f"ssl_keyfile={client.key_file}", file=info)
    if kdc is not None:
        keytab = kdc.add_principal("alice", keytab=True)
        print(f"kerberos: export KRB5_CONFIG={kdc.krb5_conf}; principal "
              f"{kdc.principal('alice')}, sasl_kerberos_keytab={keytab}", file=info)
    if idp is not None:
        print(f"oauth: sasl_oauthbearer_token_endpoint_url={idp.token_endpoint()} (any client "
              f"id/secret; the id becomes the principal), expected audience kafka, "
              f"issuer {idp.issuer()}", file=info)


def _describe(cluster: KafkaCluster) -> None:
    info = sys.stderr
    for listener in cluster.listeners:
        print(f"{listener.lower()}={cluster.bootstrap_for(listener)}", file=info)
    if cluster.ca_file is not None:
        print(f"ca_file={cluster.ca_file}", file=info)
    if cluster.sasl:
        for mechanism, users in cluster.credentials.items():
            listed = ", ".join(f"{u}/{p}" if p else u for u, p in users.items())
            print(f"sasl {mechanism}: {listed}", file=info)
    print(f"directory={cluster.directory} (server.log per node)", file=info)
    print("Ctrl-C or SIGTERM stops it.", file=info, flush=True)


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    stop_requested = threading.Event()

    def request_stop(signum: int, frame: FrameType | None) -> None:
        stop_requested.set()

    # Installed before start so a signal during start-up also ends in a clean stop.
    signal.signal(signal.SIGTERM, request_stop)
    signal.signal(signal.SIGINT, request_stop)
    with contextlib.ExitStack() as helpers:
        try:
            kdc = helpers.enter_context(KerberosKdc()) if args.kerberos else None
            idp = helpers.enter_context(OAuthServer()) if args.oauth else None
        except (RuntimeError, OSError) as exc:
            print(f"error: {exc}", file=sys.stderr)
            return 1
        cluster = KafkaCluster(
            nodes=args.nodes,
            sasl=args.sasl or args.kerberos or args.oauth,
            tls=args.tls or args.mtls,
            broker_config=_parse_config(args.config),
            keep_files=args.keep,
            start_timeout=args.start_timeout,
            authorizer=args.authorizer,
            kerberos=kdc,
            oauth=idp,
            ssl_client_auth="required" if args.mtls else "none",
            port=args.port,
        )
        return _serve(cluster, stop_requested, kdc, idp)


def _serve(cluster: KafkaCluster, stop_requested: threading.Event, kdc: KerberosKdc | None,
           idp: OAuthServer | None) -> int:
    try:
        cluster.start()
    except (BrokerStartError, KafkaJarsMissing) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    exit_code = 0
    try:
        if not stop_requested.is_set():
            print(f"bootstrap={cluster.bootstrap}", flush=True)
            _describe(cluster)
            _describe_extras(cluster, kdc, idp)
        while not stop_requested.wait(0.5):
            dead = [n for n in cluster.node_ids if not cluster.is_running(n)]
            if dead:
                print(f"error: node(s) {dead} exited\n{cluster.log_tail(dead[0])}", file=sys.stderr)
                exit_code = 1
                break
    finally:
        cluster.stop()
    return exit_code


if __name__ == "__main__":
    sys.exit(main())
