"""Base classes of the generated Kafka API messages (hand-written; the generator only subclasses).

Each generated message class carries two tuples indexed by version: ``_ENCODERS`` and
``_DECODERS``. Entry ``v`` is a module-level function specialised (at generation time) for the
wire layout of version ``v``: no schema is interpreted per call. Several versions share one
function when their layouts are identical.

The methods here are the only boundary where Python exceptions from malformed input (``struct``
errors, bad UTF-8, index errors) are translated into :class:`ProtocolError` naming the message
and version; the specialised functions themselves stay free of try blocks.

``Request`` is generic in the response it gets: the generator writes
``class FetchRequest(Request["FetchResponse"])``, so a transport typed
``send(request: Request[ResponseT]) -> ResponseT`` returns ``FetchResponse`` to its caller under
mypy with no annotation or cast there. ``ProduceRequest`` is ``Request["ProduceResponse | None"]``
because with ``acks=0`` the broker sends nothing back.
"""

from __future__ import annotations

import struct
from collections.abc import Callable
from typing import Any, ClassVar, Generic, TypeVar, cast

from kafka_async.protocol.errors import ProtocolError
from kafka_async.protocol.primitives import Buffer, EncodeError

__all__ = ["Data", "Message", "Request", "Response", "ResponseT"]

Encoder = Callable[[Any, list[Buffer]], None]
Decoder = Callable[[memoryview, int], tuple[Any, int]]

_M = TypeVar("_M", bound="Message")
#: What a request's ``send`` returns: its response class (or ``None`` for Produce, see above).
ResponseT = TypeVar("ResponseT", bound="Response | None")
_R_co = TypeVar("_R_co", bound="Response | None", covariant=True)
_D = TypeVar("_D", bound="Data")
_VERSION_PREFIX = struct.Struct(">h")

# What a specialised decoder can raise on hostile bytes besides ProtocolError itself.
class _Fresh:
    """The default of a generated ``__init__`` parameter whose default is a new object (a
    list, a struct, the unknown-tags dict): None cannot mark it, since None is a value of
    nullable fields."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "<fresh default>"


#: The one _Fresh instance (typed Any so it fits every parameter's annotation).
FRESH: Any = _Fresh()

_DECODE_FAILURES = (struct.error, ValueError, IndexError, TypeError, OverflowError)
_ENCODE_FAILURES = (struct.error, ValueError, TypeError, AttributeError, OverflowError)


class Message:
    """A versioned Kafka message body (request, response, or embedded data)."""

    __slots__ = ()

    MIN_VERSION: ClassVar[int]
    MAX_VERSION: ClassVar[int]
    #: First flexible (compact encodings + tagged fields) version, or a number > MAX_VERSION.
    FLEXIBLE_VERSION: ClassVar[int]
    _ENCODERS: ClassVar[tuple[Encoder | None, ...]]
    _DECODERS: ClassVar[tuple[Decoder | None, ...]]

    def encode_parts(self, version: int) -> list[Buffer]:
        """The body as a list of buffers whose concatenation is the encoded body.

        Large opaque payloads (record batches) appear in the list as the very objects the caller
        supplied, so a framer can build ``size + header + body`` with a single ``b"".join``.
        """
        cls = type(self)
        if not cls.MIN_VERSION <= version <= cls.MAX_VERSION:
            raise EncodeError(
                f"{cls.__name__} has no version {version} "
                f"(supported {cls.MIN_VERSION}-{cls.MAX_VERSION})"
            )
        encoder = cls._ENCODERS[version]
        assert encoder is not None
        parts: list[Buffer] = []
        try:
            encoder(self, parts)
        except EncodeError as exc:
            raise EncodeError(f"{cls.__name__} v{version}: {exc}") from None
        except _ENCODE_FAILURES as exc:
            raise EncodeError(
                f"{cls.__name__} v{version}: cannot encode: {type(exc).__name__}: {exc}"
            ) from exc
        return parts

    def encode(self, version: int) -> bytes:
        """The body only (no header, no size prefix) at ``version``."""
        return b"".join(self.encode_parts(version))

    @classmethod
    def decode(cls: type[_M], data: Buffer, version: int) -> _M:
        """Decode a body (no header, no size prefix); raises only :class:`ProtocolError`.

        ``records`` fields come back as zero-copy ``memoryview`` slices of ``data``.
        """
        message, _ = cls._decode(data, version, 0, allow_trailing=False)
        return message

    @classmethod
    def _decode(
        cls: type[_M], data: Buffer, version: int, start: int, allow_trailing: bool
    ) -> tuple[_M, int]:
        if not cls.MIN_VERSION <= version <= cls.MAX_VERSION:
            raise ProtocolError(
                f"{cls.__name__} has no version {version} "
                f"(supported {cls.MIN_VERSION}-{cls.MAX_VERSION})"
            )
        decoder = cls._DECODERS[version]
        assert decoder is not None
        try:
            view = data if isinstance(data, memoryview) else memoryview(data)
            if view.itemsize != 1 or view.ndim != 1:
                view = view.cast("B")
            message, end = decoder(view, start)
        except ProtocolError as exc:
            raise ProtocolError(f"{cls.__name__} v{version}: {exc}") from None
        except _DECODE_FAILURES as exc:
            raise ProtocolError(
                f"{cls.__name__} v{version}: malformed body: {type(exc).__name__}: {exc}"
            ) from exc
        if end != len(view) and not allow_trailing:
            raise ProtocolError(
                f"{cls.__name__} v{version}: {len(view) - end} unexpected trailing bytes"
            )
        return message, end


class Request(Message, Generic[_R_co]):
    """Base of every generated request class; ``_R_co`` is what sending it returns."""

    __slots__ = ()

    API_KEY: ClassVar[int]
    RESPONSE: ClassVar[type[Response]]

    def decode_response(self, body: Buffer | None, version: int, start: int = 0) -> _R_co:
        """The response body as this request's response type: ``body[start:]``, so a caller
        holding the whole frame passes where its header ended instead of slicing it.

        ``None`` stands for "the broker sent nothing", which only a request whose
        ``expects_response()`` is False may get (its type parameter includes ``None``).
        """
        if body is None:
            if self.expects_response():
                raise ProtocolError(f"{type(self).__name__}: no response body to decode")
            return cast("_R_co", None)
        # The generator pairs each request with its RESPONSE class, which is _R_co by
        # construction; a ClassVar cannot carry the type variable, hence the one cast here.
        # (_decode, not decode: one call less on every response a client reads.)
        return cast("_R_co", type(self).RESPONSE._decode(body, version, start, False)[0])

    @classmethod
    def header_version(cls, version: int) -> int:
        """Request header version for this API version: 2 when flexible, else 1."""
        return 2 if version >= cls.FLEXIBLE_VERSION else 1

    def expects_response(self) -> bool:
        """False only when the broker sends nothing back (Produce with ``acks=0``)."""
        return True


class Response(Message):
    """Base of every generated response class."""

    __slots__ = ()

    API_KEY: ClassVar[int]
    REQUEST: ClassVar[type[Request[Any]]]

    @classmethod
    def header_version(cls, version: int) -> int:
        """Response header version: 1 when flexible, else 0 (ApiVersions overrides: always 0)."""
        return 1 if version >= cls.FLEXIBLE_VERSION else 0


class Data(Message):
    """Base of generated versioned data blobs that travel inside other messages' bytes fields.

    Example: the consumer protocol subscription inside JoinGroup metadata. On the wire such a
    blob is an int16 version followed by the body: ``encode``/``decode`` handle the body only,
    ``encode_versioned``/``decode_versioned`` the whole blob.
    """

    __slots__ = ()

    def encode_versioned(self, version: int) -> bytes:
        """The int16 version prefix followed by the body."""
        return _VERSION_PREFIX.pack(version) + self.encode(version)

    @classmethod
    def decode_versioned(cls: type[_D], data: Buffer) -> tuple[_D, int]:
        """Decode a version-prefixed blob; returns (message, version found on the wire).

        A version newer than this codec knows is read as ``MAX_VERSION`` and its extra trailing
        bytes are ignored, as Kafka's own ConsumerProtocol does: newer versions only append
        fields, so group members on newer clients stay readable.
        """
        if len(data) < 2:
            raise ProtocolError(f"{cls.__name__}: {len(data)} bytes, no room for the version")
        version: int = _VERSION_PREFIX.unpack_from(data, 0)[0]
        newer = version > cls.MAX_VERSION
        message, _ = cls._decode(data, cls.MAX_VERSION if newer else version, 2, newer)
        return message, version
