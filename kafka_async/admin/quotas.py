"""Client quotas and SCRAM users, from the Admin (sent to the least loaded node; brokers
forward the changes to the controller).

Quotas apply to entities: a user, a client id, an IP, or a user and client id together; a
name of None is that type's default (``kafka-configs --entity-default``). SCRAM passwords are
salted here, on the client, as Java's Admin does: the broker receives the salt and the salted
password (PBKDF2 with the mechanism's hash), never the password.
"""

from __future__ import annotations

import enum
import hashlib
import os
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from kafka_async.admin.base import AdminBase, broker_error, check_flag, check_str, settle
from kafka_async.admin.calls import Retry
from kafka_async.protocol.arguments import check_int, collection_argument, describe_value
from kafka_async.protocol.errors import BrokerError
from kafka_async.protocol.messages import (
    AlterClientQuotasRequest,
    AlterUserScramCredentialsRequest,
    DescribeClientQuotasRequest,
    DescribeUserScramCredentialsRequest,
)

__all__ = [
    "ClientQuotaAlteration",
    "ClientQuotaEntity",
    "ClientQuotaFilter",
    "ClientQuotaFilterComponent",
    "QuotaOps",
    "ScramCredentialInfo",
    "ScramMechanism",
    "UserScramCredentialDeletion",
    "UserScramCredentialUpsertion",
    "UserScramCredentialsDescription",
]

_ENTITY_TYPES = ("user", "client-id", "ip")


class ClientQuotaEntity(Mapping[str, "str | None"]):
    """``ClientQuotaEntity({"user": "alice"})``; ``{"user": None}`` is the default user.
    Hashable, so it can key results."""

    USER = "user"
    CLIENT_ID = "client-id"
    IP = "ip"

    __slots__ = ("_entries",)

    def __init__(self, entries: Mapping[str, str | None]) -> None:
        if not isinstance(entries, Mapping) or not entries:
            raise ValueError("a ClientQuotaEntity needs at least one {entity type: name}")
        for kind, name in entries.items():
            if kind not in _ENTITY_TYPES:
                raise ValueError(f"quota entity type must be one of {', '.join(_ENTITY_TYPES)}, "
                                 f"got {describe_value(kind)}")
            if name is not None and (not isinstance(name, str) or not name):
                raise ValueError(f"quota entity {kind} name must be a non-empty str or None "
                                 f"(the default), got {describe_value(name)}")
        self._entries: dict[str, str | None] = dict(sorted(entries.items()))

    def __getitem__(self, key: str) -> str | None:
        return self._entries[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._entries)

    def __len__(self) -> int:
        return len(self._entries)

    def __hash__(self) -> int:
        return hash(tuple(self._entries.items()))

    def __eq__(self, other: object) -> bool:
        if isinstance(other, ClientQuotaEntity):
            return self._entries == other._entries
        return NotImplemented

    def __repr__(self) -> str:
        return f"ClientQuotaEntity({self._entries!r})"


class _Match(enum.IntEnum):
    EXACT = 0
    DEFAULT = 1
    ANY = 2


@dataclass(frozen=True)
class ClientQuotaFilterComponent:
    entity_type: str
    match_type: int
    match: str | None = None

    @classmethod
    def of_entity(cls, entity_type: str, name: str) -> ClientQuotaFilterComponent:
        return cls(entity_type, _Match.EXACT, check_str(name, "name"))

    @classmethod
    def of_default_entity(cls, entity_type: str) -> ClientQuotaFilterComponent:
        return cls(entity_type, _Match.DEFAULT)

    @classmethod
    def of_entity_type(cls, entity_type: str) -> ClientQuotaFilterComponent:
        return cls(entity_type, _Match.ANY)

    def __post_init__(self) -> None:
        if self.entity_type not in _ENTITY_TYPES:
            raise ValueError(f"quota entity type must be one of {', '.join(_ENTITY_TYPES)}, "
                             f"got {describe_value(self.entity_type)}")


@dataclass(frozen=True)
class ClientQuotaFilter:
    """``ClientQuotaFilter.contains([...])``: entities with these components (and maybe
    others); ``ClientQuotaFilter.contains_only([...])``: exactly these;
    ``ClientQuotaFilter.all()``: every entity."""

    components: tuple[ClientQuotaFilterComponent, ...] = ()
    strict: bool = False

    @classmethod
    def contains(cls, components: Iterable[ClientQuotaFilterComponent]) -> ClientQuotaFilter:
        return cls(tuple(components))

    @classmethod
    def contains_only(cls, components: Iterable[ClientQuotaFilterComponent]
                      ) -> ClientQuotaFilter:
        return cls(tuple(components), strict=True)

    @classmethod
    def all(cls) -> ClientQuotaFilter:
        return cls()


@dataclass(frozen=True)
class ClientQuotaAlteration:
    """Set (a float) or remove (None) quotas of one entity: ``ClientQuotaAlteration(
    ClientQuotaEntity({"user": "bob"}), {"producer_byte_rate": 1024.0})``."""

    entity: ClientQuotaEntity
    ops: Mapping[str, float | None]

    def __post_init__(self) -> None:
        if not isinstance(self.entity, ClientQuotaEntity):
            raise TypeError("ClientQuotaAlteration entity must be a ClientQuotaEntity")
        if not isinstance(self.ops, Mapping) or not self.ops:
            raise ValueError("ClientQuotaAlteration ops must be a non-empty dict {quota: value "
                             "or None (remove)}")
        for key, value in self.ops.items():
            if not isinstance(key, str) or not key:
                raise ValueError(f"quota names are non-empty strings, got {describe_value(key)}")
            if value is not None and (isinstance(value, bool)
                                      or not isinstance(value, (int, float))):
                raise TypeError(f"quota {key!r} must be a number or None, got "
                                f"{describe_value(value)}")


class ScramMechanism(enum.IntEnum):
    UNKNOWN = 0
    SCRAM_SHA_256 = 1
    SCRAM_SHA_512 = 2

    @property
    def hash_name(self) -> str:
        return {ScramMechanism.SCRAM_SHA_256: "sha256",
                ScramMechanism.SCRAM_SHA_512: "sha512"}[self]

    @property
    def mechanism_name(self) -> str:
        return self.name.replace("_", "-")


@dataclass(frozen=True)
class ScramCredentialInfo:
    mechanism: ScramMechanism
    iterations: int

    def __post_init__(self) -> None:
        object.__setattr__(self, "mechanism", ScramMechanism(self.mechanism))
        if self.mechanism is ScramMechanism.UNKNOWN:
            raise ValueError("ScramCredentialInfo needs SCRAM_SHA_256 or SCRAM_SHA_512")
        check_int(self.iterations, "iterations", 4096, 16384)


@dataclass(frozen=True)
class UserScramCredentialsDescription:
    name: str
    credential_infos: tuple[ScramCredentialInfo, ...]


@dataclass(frozen=True)
class UserScramCredentialUpsertion:
    """Create or replace a user's credential for one mechanism. The password never appears
    in a repr; ``salt`` defaults to 32 random bytes."""

    user: str
    credential_info: ScramCredentialInfo
    password: str | bytes = field(repr=False)
    salt: bytes | None = field(default=None, repr=False)

    def __post_init__(self) -> None:
        check_str(self.user, "user")
        if not isinstance(self.credential_info, ScramCredentialInfo):
            raise TypeError("credential_info must be a ScramCredentialInfo")
        if not isinstance(self.password, (str, bytes)) or not self.password:
            raise ValueError("the SCRAM password must be a non-empty str or bytes")
        if self.salt is not None and (not isinstance(self.salt, bytes) or not self.salt):
            raise ValueError("salt must be non-empty bytes (or None: random)")

    def salted(self) -> tuple[bytes, bytes]:
        """(salt, salted password): RFC 5802's Hi(), which is PBKDF2-HMAC."""
        salt = self.salt if self.salt is not None else os.urandom(32)
        password = (self.password.encode() if isinstance(self.password, str)
                    else self.password)
        info = self.credential_info
        return salt, hashlib.pbkdf2_hmac(info.mechanism.hash_name, password, salt,
                                         info.iterations)


@dataclass(frozen=True)
class UserScramCredentialDeletion:
    user: str
    mechanism: ScramMechanism

    def __post_init__(self) -> None:
        check_str(self.user, "user")
        object.__setattr__(self, "mechanism", ScramMechanism(self.mechanism))
        if self.mechanism is ScramMechanism.UNKNOWN:
            raise ValueError("UserScramCredentialDeletion needs SCRAM_SHA_256 or SCRAM_SHA_512")


def _entity(entity_data: Iterable[Any]) -> ClientQuotaEntity:
    return ClientQuotaEntity({e.entity_type: e.entity_name for e in entity_data})


class QuotaOps(AdminBase):
    """Quota and SCRAM operations (module docstring)."""

    async def describe_client_quotas(self, quota_filter: ClientQuotaFilter, *,
                                     timeout_ms: int | None = None
                                     ) -> dict[ClientQuotaEntity, dict[str, float]]:
        """{entity: {quota: value}} for the entities matching the filter."""
        if not isinstance(quota_filter, ClientQuotaFilter):
            raise TypeError(f"quota_filter must be a ClientQuotaFilter, got "
                            f"{describe_value(quota_filter)}")
        deadline = self._deadline(timeout_ms)
        request = DescribeClientQuotasRequest(strict=quota_filter.strict, components=[
            DescribeClientQuotasRequest.ComponentData(entity_type=c.entity_type,
                                                      match_type=int(c.match_type),
                                                      match=c.match)
            for c in quota_filter.components])
        response = await self._calls.any_node("DescribeClientQuotas", request, deadline)
        return {_entity(entry.entity): {v.key: v.value for v in entry.values}
                for entry in response.entries or ()}

    async def alter_client_quotas(self, entries: Iterable[ClientQuotaAlteration], *,
                                  validate_only: bool = False, timeout_ms: int | None = None,
                                  return_exceptions: bool = False
                                  ) -> dict[ClientQuotaEntity, Any]:
        """Set or remove quotas; {entity: None} or the error (InvalidRequestError names an
        unknown quota or a bad value)."""
        alterations = collection_argument(entries, "entries", item_type=ClientQuotaAlteration,
                                          of="ClientQuotaAlterations")
        check_flag(validate_only, "validate_only")
        check_flag(return_exceptions, "return_exceptions")
        deadline = self._deadline(timeout_ms)
        if not alterations:
            return {}
        entry_type = AlterClientQuotasRequest.EntryData
        request = AlterClientQuotasRequest(validate_only=validate_only, entries=[
            entry_type(entity=[entry_type.EntityData(entity_type=k, entity_name=v)
                               for k, v in a.entity.items()],
                       ops=[entry_type.OpData(key=key, value=float(value or 0.0),
                                              remove=value is None)
                            for key, value in a.ops.items()])
            for a in alterations])

        async def attempt() -> dict[ClientQuotaEntity, BrokerError | None]:
            response = await self._calls.send(request, deadline)
            results: dict[ClientQuotaEntity, BrokerError | None] = {}
            for entry in response.entries:
                entity = _entity(entry.entity)
                if entry.error_code:
                    error = broker_error(entry.error_code, entry.error_message,
                                         f"quotas of {entity!r}")
                    if error.retriable:
                        raise Retry(error)
                    results[entity] = error
                else:
                    results[entity] = None
            return results

        results = await self._calls.retrying("AlterClientQuotas", deadline, attempt)
        return settle(results, return_exceptions)

    async def describe_user_scram_credentials(
        self, users: Iterable[str] | None = None, *, timeout_ms: int | None = None,
        return_exceptions: bool = False,
    ) -> dict[str, Any]:
        """{user: UserScramCredentialsDescription} (mechanisms and iterations, never the
        credential); every user with SCRAM credentials when ``users`` is None. An unknown user
        is ResourceNotFoundError."""
        names = None if users is None else collection_argument(users, "users", item_type=str,
                                                               of="user names")
        check_flag(return_exceptions, "return_exceptions")
        deadline = self._deadline(timeout_ms)
        request = DescribeUserScramCredentialsRequest(users=None if names is None else [
            DescribeUserScramCredentialsRequest.UserName(name=n) for n in names])
        response = await self._calls.any_node("DescribeUserScramCredentials", request,
                                              deadline)
        results: dict[str, UserScramCredentialsDescription | BrokerError] = {}
        for result in response.results:
            if result.error_code:
                results[result.user] = broker_error(result.error_code, result.error_message,
                                                    f"SCRAM credentials of {result.user!r}")
            else:
                results[result.user] = UserScramCredentialsDescription(
                    result.user, tuple(ScramCredentialInfo(ScramMechanism(c.mechanism),
                                                           c.iterations)
                                       for c in result.credential_infos))
        return settle(results, return_exceptions)

    async def alter_user_scram_credentials(
        self, alterations: Iterable[UserScramCredentialUpsertion | UserScramCredentialDeletion],
        *, timeout_ms: int | None = None, return_exceptions: bool = False,
    ) -> dict[str, Any]:
        """Create, replace or delete SCRAM credentials; {user: None} or the error
        (ResourceNotFoundError deleting a credential that does not exist,
        UnacceptableCredentialError, ...)."""
        items: list[Any] = collection_argument(alterations, "alterations",
                                               of="UserScramCredential alterations")
        for item in items:
            if not isinstance(item, (UserScramCredentialUpsertion,
                                     UserScramCredentialDeletion)):
                raise TypeError(f"alterations must hold UserScramCredentialUpsertion or "
                                f"...Deletion, got {type(item).__name__}")
        check_flag(return_exceptions, "return_exceptions")
        deadline = self._deadline(timeout_ms)
        if not items:
            return {}
        upsertions = []
        for item in items:
            if isinstance(item, UserScramCredentialUpsertion):
                salt, salted = item.salted()
                upsertions.append(AlterUserScramCredentialsRequest.ScramCredentialUpsertion(
                    name=item.user, mechanism=int(item.credential_info.mechanism),
                    iterations=item.credential_info.iterations, salt=salt,
                    salted_password=salted))
        request = AlterUserScramCredentialsRequest(upsertions=upsertions, deletions=[
            AlterUserScramCredentialsRequest.ScramCredentialDeletion(
                name=item.user, mechanism=int(item.mechanism))
            for item in items if isinstance(item, UserScramCredentialDeletion)])

        async def attempt() -> dict[str, BrokerError | None]:
            response = await self._calls.send(request, deadline)
            results: dict[str, BrokerError | None] = {}
            for result in response.results:
                if result.error_code:
                    error = broker_error(result.error_code, result.error_message,
                                         f"SCRAM credentials of {result.user!r}")
                    if error.retriable:
                        raise Retry(error)
                    results[result.user] = error
                else:
                    results.setdefault(result.user, None)
            return results

        results = await self._calls.retrying("AlterUserScramCredentials", deadline, attempt)
        return settle(results, return_exceptions)
