"""Delegation tokens, from the Admin (KIP-48): create, renew, expire, describe.

A delegation token lets a process authenticate (SASL/SCRAM with the token id as user and the
HMAC as password) without the owner's own credentials. Brokers issue tokens only to clients
authenticated some other way (SASL or TLS, not a token) and only when
``delegation.token.secret.key`` is set. Requests go to the least loaded node. The HMAC is a
secret: it is left out of every repr.
"""

from __future__ import annotations

import base64
from collections.abc import Iterable
from dataclasses import dataclass, field

from kafka_async.admin.base import AdminBase, broker_error
from kafka_async.admin.calls import Retry
from kafka_async.protocol.arguments import INT64_MAX, check_int, collection_argument, describe_value
from kafka_async.protocol.messages import (
    CreateDelegationTokenRequest,
    DescribeDelegationTokenRequest,
    ExpireDelegationTokenRequest,
    RenewDelegationTokenRequest,
)
from kafka_async.protocol.messages._base import Request, ResponseT

__all__ = ["DelegationToken", "TokenInformation", "TokenOps"]


def _principal(value: object, name: str) -> tuple[str, str]:
    if not isinstance(value, str) or ":" not in value or value.startswith(":"):
        raise ValueError(f"{name} must be a principal 'Type:name' such as 'User:alice', got "
                         f"{describe_value(value)}")
    kind, _, principal = value.partition(":")
    return kind, principal


@dataclass(frozen=True)
class TokenInformation:
    token_id: str
    #: "User:alice"
    owner: str
    #: who asked for the token (the owner, or someone creating it on the owner's behalf)
    token_requester: str
    renewers: tuple[str, ...]
    issue_timestamp: int
    expiry_timestamp: int
    max_timestamp: int


@dataclass(frozen=True)
class DelegationToken:
    token_info: TokenInformation
    hmac: bytes = field(repr=False)

    @property
    def hmac_as_base64(self) -> str:
        """The HMAC as Java tools print it (and as SCRAM's password)."""
        return base64.b64encode(self.hmac).decode()


def _check_hmac(hmac: object) -> bytes:
    if not isinstance(hmac, (bytes, bytearray)) or not hmac:
        raise TypeError("hmac must be the token's HMAC bytes (DelegationToken.hmac)")
    return bytes(hmac)


class TokenOps(AdminBase):
    """Delegation token operations (module docstring)."""

    async def _token_call(self, what: str, request: Request[ResponseT], deadline: float
                          ) -> ResponseT:
        async def attempt() -> ResponseT:
            response = await self._calls.send(request, deadline)
            code = getattr(response, "error_code", 0)
            if code:
                error = broker_error(code, None, what)
                if error.retriable:
                    raise Retry(error)
                raise error
            return response

        return await self._calls.retrying(what, deadline, attempt)

    async def create_delegation_token(self, *, renewers: Iterable[str] = (),
                                      max_lifetime_ms: int = -1, owner: str | None = None,
                                      timeout_ms: int | None = None) -> DelegationToken:
        """A new token for this client's principal (or ``owner``'s, with CreateTokens on it);
        ``renewers`` ("User:bob") may renew it; ``max_lifetime_ms`` -1: the broker's
        delegation.token.max.lifetime.ms."""
        names = [_principal(r, "renewers item") for r in collection_argument(
            renewers, "renewers", item_type=str, of="principals")]
        check_int(max_lifetime_ms, "max_lifetime_ms", -1, INT64_MAX)
        owner_parts = None if owner is None else _principal(owner, "owner")
        deadline = self._deadline(timeout_ms)
        request = CreateDelegationTokenRequest(
            owner_principal_type=None if owner_parts is None else owner_parts[0],
            owner_principal_name=None if owner_parts is None else owner_parts[1],
            max_lifetime_ms=max_lifetime_ms,
            renewers=[CreateDelegationTokenRequest.CreatableRenewers(
                principal_type=k, principal_name=n) for k, n in names])
        response = await self._token_call("CreateDelegationToken", request, deadline)
        return DelegationToken(TokenInformation(
            token_id=response.token_id,
            owner=f"{response.principal_type}:{response.principal_name}",
            token_requester=(f"{response.token_requester_principal_type}:"
                             f"{response.token_requester_principal_name}"
                             if response.token_requester_principal_type else
                             f"{response.principal_type}:{response.principal_name}"),
            renewers=tuple(f"{k}:{n}" for k, n in names),
            issue_timestamp=response.issue_timestamp_ms,
            expiry_timestamp=response.expiry_timestamp_ms,
            max_timestamp=response.max_timestamp_ms), response.hmac)

    async def renew_delegation_token(self, hmac: bytes, *, renew_period_ms: int = -1,
                                     timeout_ms: int | None = None) -> int:
        """Push the token's expiry out by ``renew_period_ms`` (-1: the broker's
        delegation.token.expiry.time.ms), never past its max lifetime; the new expiry."""
        check_int(renew_period_ms, "renew_period_ms", -1, INT64_MAX)
        deadline = self._deadline(timeout_ms)
        response = await self._token_call("RenewDelegationToken", RenewDelegationTokenRequest(
            hmac=_check_hmac(hmac), renew_period_ms=renew_period_ms), deadline)
        return response.expiry_timestamp_ms

    async def expire_delegation_token(self, hmac: bytes, *, expiry_time_period_ms: int = -1,
                                      timeout_ms: int | None = None) -> int:
        """Expire the token ``expiry_time_period_ms`` from now (-1: at once); the expiry."""
        check_int(expiry_time_period_ms, "expiry_time_period_ms", -1, INT64_MAX)
        deadline = self._deadline(timeout_ms)
        response = await self._token_call("ExpireDelegationToken", ExpireDelegationTokenRequest(
            hmac=_check_hmac(hmac), expiry_time_period_ms=expiry_time_period_ms), deadline)
        return response.expiry_timestamp_ms

    async def describe_delegation_token(self, *, owners: Iterable[str] | None = None,
                                        timeout_ms: int | None = None
                                        ) -> list[DelegationToken]:
        """The tokens this client may describe (of ``owners``, or all)."""
        parts = None if owners is None else [_principal(o, "owners item") for o in
                                             collection_argument(owners, "owners",
                                                                 item_type=str,
                                                                 of="principals")]
        deadline = self._deadline(timeout_ms)
        request = DescribeDelegationTokenRequest(owners=None if parts is None else [
            DescribeDelegationTokenRequest.DescribeDelegationTokenOwner(
                principal_type=k, principal_name=n) for k, n in parts])
        response = await self._token_call("DescribeDelegationToken", request, deadline)
        return [DelegationToken(TokenInformation(
            token_id=t.token_id, owner=f"{t.principal_type}:{t.principal_name}",
            token_requester=(f"{t.token_requester_principal_type}:"
                             f"{t.token_requester_principal_name}"
                             if t.token_requester_principal_type else
                             f"{t.principal_type}:{t.principal_name}"),
            renewers=tuple(f"{r.principal_type}:{r.principal_name}" for r in t.renewers),
            issue_timestamp=t.issue_timestamp, expiry_timestamp=t.expiry_timestamp,
            max_timestamp=t.max_timestamp), t.hmac) for t in response.tokens]
