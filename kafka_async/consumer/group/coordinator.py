"""The group's CoordinatorLink (cluster/coordinator.py), under the name the group code uses."""

from kafka_async.cluster.coordinator import COORDINATOR_MOVED, LOAD_IN_PROGRESS, CoordinatorLink

__all__ = ["COORDINATOR_MOVED", "LOAD_IN_PROGRESS", "CoordinatorLink"]
