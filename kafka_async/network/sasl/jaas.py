"""Java's ``sasl.jaas.config`` as it is written: one login module, its flag, its options.

    org.apache.kafka.common.security.plain.PlainLoginModule required
        username="alice" password="alice-secret";

Why parse it at all: enterprise users carry their settings over from Java ``client.properties``
files verbatim, and the credentials live inside this string. The grammar is Java's (Kafka's
``JaasConfig`` reads it with a ``StreamTokenizer``): a class name, a control flag
(``required``, ``requisite``, ``sufficient``, ``optional``), then ``name=value`` options where a
value is a double-quoted string (backslash escapes) or a bare word, and a closing ``;``. Kafka
accepts exactly one login module in ``sasl.jaas.config``; so do we.

The text holds passwords, so no error message here ever quotes it: errors name the position
and what was expected, and ``JaasLogin``'s repr lists option names only.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

__all__ = [
    "GSSAPI_MODULES",
    "OAUTHBEARER_MODULE",
    "PLAIN_MODULE",
    "SCRAM_MODULE",
    "JaasConfigError",
    "JaasLogin",
    "parse_jaas_config",
]

PLAIN_MODULE = "org.apache.kafka.common.security.plain.PlainLoginModule"
SCRAM_MODULE = "org.apache.kafka.common.security.scram.ScramLoginModule"
OAUTHBEARER_MODULE = "org.apache.kafka.common.security.oauthbearer.OAuthBearerLoginModule"
GSSAPI_MODULES = ("com.sun.security.auth.module.Krb5LoginModule",)
_FLAGS = ("required", "requisite", "sufficient", "optional")


class JaasConfigError(ValueError):
    """``sasl.jaas.config`` does not parse; the message says where, never what the text was."""


@dataclass(frozen=True)
class JaasLogin:
    """One parsed login module entry (options keep Java's case: ``keyTab``, ``clientId``)."""

    module: str
    flag: str
    options: Mapping[str, str] = field(repr=False)

    def __repr__(self) -> str:
        return f"JaasLogin({self.module}, {self.flag}, options={sorted(self.options)})"

    def boolean(self, name: str, default: bool = False) -> bool:
        """A ``true``/``false`` option (Java's Krb5LoginModule reads them case-insensitively)."""
        value = self.options.get(name)
        if value is None:
            return default
        if value.lower() not in ("true", "false"):
            raise JaasConfigError(f"sasl_jaas_config option {name} must be true or false")
        return value.lower() == "true"


def _tokens(text: str) -> list[tuple[str, str]]:
    """(kind, text) pairs: kind is 'word', 'string', or the punctuation itself ('=', ';')."""
    tokens: list[tuple[str, str]] = []
    index, end = 0, len(text)
    while index < end:
        char = text[index]
        if char.isspace():
            index += 1
        elif char in "=;":
            tokens.append((char, char))
            index += 1
        elif char in "\"'":  # Java's StreamTokenizer quotes with either (Confluent's files: ')
            quote, opened = char, index
            index += 1
            value: list[str] = []
            while True:
                if index >= end:
                    raise JaasConfigError(
                        f"sasl_jaas_config: a quoted value opened at character {opened} is "
                        "never closed")
                char = text[index]
                if char == "\\" and index + 1 < end:
                    value.append(text[index + 1])
                    index += 2
                elif char == quote:
                    index += 1
                    break
                else:
                    value.append(char)
                    index += 1
            tokens.append(("string", "".join(value)))
        elif char in "/#" and text.startswith(("//", "/*"), index):
            raise JaasConfigError(f"sasl_jaas_config: comments are not allowed (character "
                                  f"{index})")
        else:
            start = index
            while index < end and not text[index].isspace() and text[index] not in "=;\"'":
                index += 1
            tokens.append(("word", text[start:index]))
    return tokens


def parse_jaas_config(text: str) -> JaasLogin:
    """Parse one ``<LoginModule> <flag> [name=value ...];`` entry."""
    tokens = _tokens(text)
    if not tokens:
        raise JaasConfigError("sasl_jaas_config is empty")
    kind, module = tokens[0]
    parts = module.split(".")
    if kind != "word" or len(parts) < 2 or not all(part.isidentifier() for part in parts):
        raise JaasConfigError("sasl_jaas_config must start with a login module's full class "
                              "name (e.g. org.apache.kafka.common.security.plain."
                              "PlainLoginModule)")
    if len(tokens) < 2 or tokens[1][0] != "word" or tokens[1][1].lower() not in _FLAGS:
        raise JaasConfigError(f"sasl_jaas_config: {module} must be followed by a control flag "
                              f"({', '.join(_FLAGS)})")
    flag = tokens[1][1].lower()
    options: dict[str, str] = {}
    position = 2
    while True:
        if position >= len(tokens):
            raise JaasConfigError(f"sasl_jaas_config: the {module} entry must end with ';'")
        kind, value = tokens[position]
        if kind == ";":
            position += 1
            break
        if kind != "word":
            raise JaasConfigError(f"sasl_jaas_config: expected an option name after "
                                  f"{_after(options)}")
        name = value
        shown = describe_option(name, len(options) + 1)
        if position + 1 >= len(tokens) or tokens[position + 1][0] != "=":
            raise JaasConfigError(f"sasl_jaas_config: {shown} must be name=value")
        if position + 2 >= len(tokens) or tokens[position + 2][0] not in ("word", "string"):
            raise JaasConfigError(f"sasl_jaas_config: {shown} has no value")
        if name in options:
            raise JaasConfigError(f"sasl_jaas_config: {shown} is given twice")
        options[name] = tokens[position + 2][1]
        position += 3
    if position != len(tokens):
        raise JaasConfigError("sasl_jaas_config must hold exactly one login module (Kafka's "
                              "rule); found more after the first ';'")
    return JaasLogin(module, flag, options)


#: Option names of the login modules this client reads: only these are quoted in errors (a
#: stray word in the text could be a pasted password).
_KNOWN_OPTIONS = frozenset({
    "username", "password", "tokenauth", "clientId", "clientSecret", "scope", "useKeyTab",
    "keyTab", "principal", "useTicketCache", "ticketCache", "storeKey", "doNotPrompt", "debug",
    "serviceName", "refreshKrb5Config", "renewTGT", "isInitiator",
})


def describe_option(name: str, number: int) -> str:
    """How an error names an option: by name when it is a known one, else by position."""
    if name in _KNOWN_OPTIONS or name.startswith(("extension_", "unsecuredLogin")):
        return f"option {name}"
    return f"option #{number}"


def _after(options: Mapping[str, str]) -> str:
    if not options:
        return "the control flag"
    return describe_option(list(options)[-1], len(options))
