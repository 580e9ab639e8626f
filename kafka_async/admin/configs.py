"""Config operations of the Admin: describe, alter incrementally (set, delete, append,
subtract) or wholesale, and list the resources that have configs.

Where each request goes (as Java): a BROKER or BROKER_LOGGER resource naming a broker is
served by that broker only, so its part of the request goes there; topics, groups,
client-metrics subscriptions and the cluster-wide default broker config (BROKER ``""``) go to
the least loaded node. One request per destination, all destinations at once.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from kafka_async.admin.base import AdminBase, broker_error, check_flag, settle
from kafka_async.admin.calls import Retry
from kafka_async.admin.resources import (
    AlterConfigOp,
    Config,
    ConfigEntry,
    ConfigResource,
    ConfigResourceType,
    ConfigSource,
    ConfigSynonym,
    ConfigType,
)
from kafka_async.protocol.arguments import collection_argument, describe_value
from kafka_async.protocol.errors import BrokerError, KafkaError
from kafka_async.protocol.messages import (
    AlterConfigsRequest,
    DescribeConfigsRequest,
    IncrementalAlterConfigsRequest,
    ListConfigResourcesRequest,
)

__all__ = ["ConfigOps"]

_PER_BROKER = (ConfigResourceType.BROKER, ConfigResourceType.BROKER_LOGGER)


def _destination(resource: ConfigResource) -> int | None:
    """The broker that must serve ``resource``; None for any broker."""
    if resource.type in _PER_BROKER and resource.name:
        return int(resource.name)
    return None


def _resources(value: Iterable[ConfigResource], name: str) -> list[ConfigResource]:
    items: list[Any] = collection_argument(value, name, of="ConfigResources")
    for item in items:
        if not isinstance(item, ConfigResource):
            raise TypeError(f"{name} must hold ConfigResources, e.g. ConfigResource("
                            f"ConfigResource.Type.TOPIC, 'orders'), got {describe_value(item)}")
    return list(dict.fromkeys(items))


def _enum(kind: Any, value: int, default: Any) -> Any:
    try:
        return kind(value)
    except ValueError:
        return default


class ConfigOps(AdminBase):
    """Config operations (module docstring)."""

    async def _by_destination(self, what: str, resources: list[ConfigResource],
                              deadline: float, ask: Any) -> dict[ConfigResource, Any]:
        """``ask(node_id or None, resources, results)`` once per destination, concurrently,
        retrying retriable per-resource answers until the deadline. A destination that fails
        for good (a broker that does not exist or never answers) fails its own resources
        only: the others' results stand (they may be changes already applied)."""
        results: dict[ConfigResource, Any] = {}
        groups: dict[int | None, list[ConfigResource]] = {}
        for resource in resources:
            groups.setdefault(_destination(resource), []).append(resource)

        async def one(node: int | None) -> None:
            async def attempt() -> None:
                pending = [r for r in groups[node] if r not in results]
                await ask(node, pending, results)

            where = "" if node is None else f" on broker {node}"
            try:
                await self._calls.retrying(f"{what}{where}", deadline, attempt)
            except KafkaError as exc:
                for resource in groups[node]:
                    results.setdefault(resource, exc)

        keys = list(groups)
        await self._calls.for_each(range(len(keys)), lambda i: one(keys[i]))
        return results

    async def describe_configs(self, resources: Iterable[ConfigResource], *,
                               include_synonyms: bool = False,
                               include_documentation: bool = False,
                               timeout_ms: int | None = None,
                               return_exceptions: bool = False) -> dict[ConfigResource, Any]:
        """{resource: Config}: every config of each resource with its value, source, type,
        and (when asked) its synonyms (where else a value could come from, most specific
        first) and documentation. A sensitive value is None."""
        wanted = _resources(resources, "resources")
        check_flag(include_synonyms, "include_synonyms")
        check_flag(include_documentation, "include_documentation")
        check_flag(return_exceptions, "return_exceptions")
        deadline = self._deadline(timeout_ms)
        if not wanted:
            return {}
        resource_type = DescribeConfigsRequest.DescribeConfigsResource

        async def ask(node: int | None, batch: list[ConfigResource],
                      results: dict[ConfigResource, Any]) -> None:
            request = DescribeConfigsRequest(
                include_synonyms=include_synonyms, include_documentation=include_documentation,
                resources=[resource_type(resource_type=int(r.type), resource_name=r.name,
                                         configuration_keys=None) for r in batch])
            response = await self._calls.send(request, deadline, node_id=node)
            retry: BrokerError | None = None
            for result in response.results:
                resource = ConfigResource(ConfigResourceType(result.resource_type),
                                          result.resource_name)
                if result.error_code:
                    error = broker_error(result.error_code, result.error_message,
                                         f"describe_configs {_name(resource)}")
                    if error.retriable and result.error_code != 3:
                        retry = error
                    else:
                        results[resource] = error
                    continue
                results[resource] = Config({c.name: _entry(c) for c in result.configs})
            if retry is not None:
                raise Retry(retry)

        results = await self._by_destination("DescribeConfigs", wanted, deadline, ask)
        return settle({r: results[r] for r in wanted}, return_exceptions)

    async def incremental_alter_configs(
        self, configs: Mapping[ConfigResource, Iterable[AlterConfigOp]], *,
        validate_only: bool = False, timeout_ms: int | None = None,
        return_exceptions: bool = False,
    ) -> dict[ConfigResource, Any]:
        """Change some configs of each resource, leaving the rest (as ``kafka-configs
        --alter --add-config / --delete-config``); {resource: None} or the error
        (InvalidConfigError, InvalidRequestError, ...). ``validate_only`` checks
        without changing anything."""
        changes = _changes(configs, "configs")
        for resource, ops in changes.items():
            for op in ops:
                if not isinstance(op, AlterConfigOp):
                    raise TypeError(f"configs[{_name(resource)}] must hold AlterConfigOps, got "
                                    f"{describe_value(op)}")
        check_flag(validate_only, "validate_only")
        check_flag(return_exceptions, "return_exceptions")
        deadline = self._deadline(timeout_ms)
        resource_type = IncrementalAlterConfigsRequest.AlterConfigsResource

        async def ask(node: int | None, batch: list[ConfigResource],
                      results: dict[ConfigResource, Any]) -> None:
            request = IncrementalAlterConfigsRequest(validate_only=validate_only, resources=[
                resource_type(resource_type=int(r.type), resource_name=r.name, configs=[
                    resource_type.AlterableConfig(name=op.name, config_operation=int(op.op),
                                                  value=op.value)
                    for op in changes[r]]) for r in batch])
            response = await self._calls.send(request, deadline, node_id=node)
            _collect(response, results, "incremental_alter_configs")

        results = await self._by_destination("IncrementalAlterConfigs", list(changes),
                                             deadline, ask)
        return settle({r: results[r] for r in changes}, return_exceptions)

    async def alter_configs(
        self, configs: Mapping[ConfigResource, Mapping[str, str]], *,
        validate_only: bool = False, timeout_ms: int | None = None,
        return_exceptions: bool = False,
    ) -> dict[ConfigResource, Any]:
        """Replace the whole dynamic config of each resource with ``{name: value}``
        (configs left out return to their defaults). Deprecated in Java in favour of
        ``incremental_alter_configs``, kept for tools that set a resource wholesale."""
        if not isinstance(configs, Mapping):
            raise TypeError(f"configs must be a dict {{ConfigResource: {{name: value}}}}, got "
                            f"{type(configs).__name__}")
        checked: dict[ConfigResource, dict[str, str]] = {}
        for resource, values in configs.items():
            if not isinstance(resource, ConfigResource):
                raise TypeError(f"configs keys must be ConfigResources, got "
                                f"{describe_value(resource)}")
            if isinstance(values, Config):
                values = {name: entry.value for name, entry in values.entries.items()
                          if entry.value is not None}
            if not isinstance(values, Mapping):
                raise TypeError(f"configs[{_name(resource)}] must be a dict of str to str")
            for key, value in values.items():
                if not isinstance(key, str) or not isinstance(value, str):
                    raise TypeError(f"configs[{_name(resource)}] must map str to str (numbers "
                                    f"as strings), got {describe_value(key)}: "
                                    f"{describe_value(value)}")
            checked[resource] = dict(values)
        check_flag(validate_only, "validate_only")
        check_flag(return_exceptions, "return_exceptions")
        deadline = self._deadline(timeout_ms)
        resource_type = AlterConfigsRequest.AlterConfigsResource

        async def ask(node: int | None, batch: list[ConfigResource],
                      results: dict[ConfigResource, Any]) -> None:
            request = AlterConfigsRequest(validate_only=validate_only, resources=[
                resource_type(resource_type=int(r.type), resource_name=r.name, configs=[
                    resource_type.AlterableConfig(name=k, value=v)
                    for k, v in sorted(checked[r].items())]) for r in batch])
            response = await self._calls.send(request, deadline, node_id=node)
            _collect(response, results, "alter_configs")

        results = await self._by_destination("AlterConfigs", list(checked), deadline, ask)
        return settle({r: results[r] for r in checked}, return_exceptions)

    async def list_config_resources(
        self, resource_types: Iterable[ConfigResourceType] = (), *,
        timeout_ms: int | None = None,
    ) -> list[ConfigResource]:
        """The resources that have configs set (KIP-1142; all types when none are given).
        Brokers before 4.1 list client-metrics subscriptions only."""
        types = [ConfigResourceType(t) for t in collection_argument(
            resource_types, "resource_types", of="ConfigResource.Types")]
        deadline = self._deadline(timeout_ms)
        request = ListConfigResourcesRequest(resource_types=[int(t) for t in types])
        response = await self._calls.any_node("ListConfigResources", request, deadline)
        found = []
        for entry in response.config_resources:
            kind = _enum(ConfigResourceType, entry.resource_type, None)
            if kind is None or kind is ConfigResourceType.UNKNOWN:
                continue
            try:
                found.append(ConfigResource(kind, entry.resource_name))
            except ValueError:
                continue  # a name this client would refuse to send back: not addressable
        return sorted(found, key=lambda r: (int(r.type), r.name))


def _changes(configs: Any, name: str) -> dict[ConfigResource, list[AlterConfigOp]]:
    if not isinstance(configs, Mapping):
        raise TypeError(f"{name} must be a dict {{ConfigResource: [AlterConfigOp, ...]}}, got "
                        f"{type(configs).__name__}")
    checked: dict[ConfigResource, list[AlterConfigOp]] = {}
    for resource, ops in configs.items():
        if not isinstance(resource, ConfigResource):
            raise TypeError(f"{name} keys must be ConfigResources, got "
                            f"{describe_value(resource)}")
        checked[resource] = collection_argument(ops, f"{name}[{_name(resource)}]",
                                                item_type=AlterConfigOp, of="AlterConfigOps")
    return checked


def _collect(response: Any, results: dict[ConfigResource, Any], what: str) -> None:
    retry: BrokerError | None = None
    for result in response.responses:
        resource = ConfigResource(ConfigResourceType(result.resource_type),
                                  result.resource_name)
        if result.error_code:
            error = broker_error(result.error_code, result.error_message,
                                 f"{what} {_name(resource)}")
            if error.retriable and result.error_code != 3:
                retry = error
                continue
            results[resource] = error
        else:
            results[resource] = None
    if retry is not None:
        raise Retry(retry)


def _name(resource: ConfigResource) -> str:
    if resource.is_default:
        return "the default broker config"
    return f"{resource.type.name.lower()} {resource.name!r}"


def _entry(config: Any) -> ConfigEntry:
    return ConfigEntry(
        name=config.name, value=config.value,
        source=_enum(ConfigSource, config.config_source, ConfigSource.UNKNOWN),
        is_sensitive=config.is_sensitive, is_read_only=config.read_only,
        synonyms=tuple(ConfigSynonym(s.name, s.value,
                                     _enum(ConfigSource, s.source, ConfigSource.UNKNOWN))
                       for s in config.synonyms),
        type=_enum(ConfigType, config.config_type, ConfigType.UNKNOWN),
        documentation=config.documentation or None)
