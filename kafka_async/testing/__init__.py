"""Real Apache Kafka for tests and dev: brokers from the Maven jars, Java tools, wire probes.

Public API (other packages and tests code against these names)::

    from kafka_async.testing import KafkaCluster, JavaTools, kafka_jars_dir

    with KafkaCluster(nodes=1, sasl=False, tls=False) as cluster, JavaTools(cluster) as tools:
        tools.create_topic("demo", partitions=3)
        print(cluster.bootstrap)

``python -m kafka_async.testing.broker [--nodes 3] [--sasl] [--tls]`` runs a dev broker.
Fault injection: ``KafkaCluster(proxied=True)`` puts a ``FaultProxy`` in front of every node,
``ClusterOperations`` kills, pauses, restarts and reassigns, ``ledger`` checks what arrived.
Imports only the standard library (plus trustme for TLS); never kafka_async's own client code.
"""

from kafka_async.testing.cluster import KafkaCluster, new_cluster_id
from kafka_async.testing.external import ExternalKafka, KafkaEndpoint, TestcontainersKafka
from kafka_async.testing.faultproxy import FaultProxy
from kafka_async.testing.jars import KAFKA_VERSION, KafkaJarsMissing, kafka_jars_dir
from kafka_async.testing.node import BrokerStartError
from kafka_async.testing.operations import ClusterOperations
from kafka_async.testing.ports import free_ports
from kafka_async.testing.security import (
    CLIENT_LISTENERS,
    OAUTHBEARER,
    PLAIN,
    PLAINTEXT,
    SASL_MECHANISMS,
    SASL_PLAINTEXT,
    SASL_SSL,
    SCRAM_SHA_256,
    SCRAM_SHA_512,
    SSL,
)
from kafka_async.testing.tools import (
    ConsumerPerfResult,
    JavaToolError,
    JavaTools,
    ProducerPerfResult,
)
from kafka_async.testing.wire import ClusterMetadata, fetch_api_versions, fetch_metadata

__all__ = [
    "CLIENT_LISTENERS",
    "KAFKA_VERSION",
    "OAUTHBEARER",
    "PLAIN",
    "PLAINTEXT",
    "SASL_MECHANISMS",
    "SASL_PLAINTEXT",
    "SASL_SSL",
    "SCRAM_SHA_256",
    "SCRAM_SHA_512",
    "SSL",
    "BrokerStartError",
    "ClusterMetadata",
    "ClusterOperations",
    "ConsumerPerfResult",
    "ExternalKafka",
    "FaultProxy",
    "JavaToolError",
    "JavaTools",
    "KafkaCluster",
    "KafkaEndpoint",
    "KafkaJarsMissing",
    "ProducerPerfResult",
    "TestcontainersKafka",
    "fetch_api_versions",
    "fetch_metadata",
    "free_ports",
    "kafka_jars_dir",
    "new_cluster_id",
]
