"""Java regular expressions (``java.util.regex``) as Python ``re`` patterns (subscribePattern).

Spark's built-in source compiles ``subscribePattern`` with Java's regex engine, so a job moving to
``format("kafka_async")`` brings Java syntax. Most of it means the same in Python (3.11 has
possessive quantifiers and atomic groups too); the differences are translated:

| Java | Python |
|---|---|
| ``\\Q...\\E`` (quoted text) | the text escaped |
| ``(?<name>...)``, ``\\k<name>`` | ``(?P<name>...)``, ``(?P=name)`` |
| ``\\z``, ``\\Z`` | ``\\Z``, ``(?=\\n?\\Z)`` |
| ``\\h``, ``\\H``, ``\\v``, ``\\V``, ``\\R`` | their character classes |
| ``\\e``, ``\\x{h...h}``, ``\\cX`` | the characters |
| ``\\p{Lower}``, ``\\p{Alpha}``, ... (POSIX, ASCII-only as in Java), ``\\P{...}`` | classes |

Constructs with no Python equivalent are refused with an error naming them, never silently
changed: class intersection ``&&`` and nested classes (``[a-z&&[^aeiou]]``), Unicode property
classes (``\\p{L}``, ``\\p{IsLatin}``...), ``\\G``, ``\\X``, ``\\b{g}`` and the flags ``d``
(UNIX_LINES) and ``U`` (UNICODE_CHARACTER_CLASS).
"""

from __future__ import annotations

import re

__all__ = ["JavaRegexError", "compile_topic_pattern", "translate_java_regex"]


class JavaRegexError(ValueError):
    """A construct of Java's regex syntax that Python's ``re`` cannot express; names it."""


#: Java's POSIX classes (US-ASCII only, as Java without UNICODE_CHARACTER_CLASS).
_POSIX = {
    "Lower": "a-z", "Upper": "A-Z", "ASCII": "\\x00-\\x7f", "Alpha": "a-zA-Z", "Digit": "0-9",
    "Alnum": "a-zA-Z0-9", "Punct": "!-/:-@\\[-`{-~", "Graph": "!-~", "Print": " -~",
    "Blank": " \\t", "Cntrl": "\\x00-\\x1f\\x7f", "XDigit": "0-9a-fA-F",
    "Space": " \\t\\n\\x0b\\f\\r",
    "javaLowerCase": "a-z", "javaUpperCase": "A-Z",
    "javaWhitespace": " \\t\\n\\x0b\\f\\r\\x1c-\\x1f",
}
_HORIZONTAL = " \\t\\xa0\\u1680\\u180e\\u2000-\\u200a\\u202f\\u205f\\u3000"
_VERTICAL = "\\n\\x0b\\f\\r\\x85\\u2028\\u2029"
#: escapes (after the backslash) -> class body, usable inside and outside a class
_CLASS_ESCAPES = {"h": _HORIZONTAL, "v": _VERTICAL}
_NEGATED_CLASS_ESCAPES = {"H": _HORIZONTAL, "V": _VERTICAL}
_REFUSED_ESCAPES = {"G": "\\G (end of the previous match)", "X": "\\X (grapheme cluster)"}


def _closing(pattern: str, start: int, char: str, what: str) -> int:
    end = pattern.find(char, start)
    if end < 0:
        raise JavaRegexError(f"{what} at position {start - 2} is never closed")
    return end


def _property(pattern: str, index: int, negated: bool, inside: bool) -> tuple[str, int]:
    """``\\p{Name}`` / ``\\pL`` starting at ``index`` (the letter after the backslash)."""
    if index + 1 < len(pattern) and pattern[index + 1] == "{":
        end = _closing(pattern, index + 2, "}", "\\p{")
        name, after = pattern[index + 2:end], end + 1
    else:
        name, after = pattern[index + 1:index + 2], index + 2
    name = name.removeprefix("Is") if name.startswith("Is") and name[2:] in _POSIX else name
    body = _POSIX.get(name)
    if body is None:
        raise JavaRegexError(
            f"\\{'P' if negated else 'p'}{{{name}}} (a Unicode or Java property class) has no "
            "Python re equivalent; use an explicit character class")
    if inside:
        if negated:
            raise JavaRegexError(f"\\P{{{name}}} inside a character class has no Python re "
                                 "equivalent; write the class out")
        return body, after
    return f"[{'^' if negated else ''}{body}]", after


def _escape(pattern: str, index: int, inside: bool) -> tuple[str, int]:
    """Translate the escape whose letter is at ``index``; return (python text, next index)."""
    if index >= len(pattern):
        raise JavaRegexError("the pattern ends with a lone backslash")
    char = pattern[index]
    if char in "pP":
        return _property(pattern, index, char == "P", inside)
    if char in _REFUSED_ESCAPES:
        raise JavaRegexError(f"{_REFUSED_ESCAPES[char]} has no Python re equivalent")
    if char in _CLASS_ESCAPES:
        body = _CLASS_ESCAPES[char]
        return (body if inside else f"[{body}]"), index + 1
    if char in _NEGATED_CLASS_ESCAPES:
        if inside:
            raise JavaRegexError(f"\\{char} inside a character class has no Python re equivalent")
        return f"[^{_NEGATED_CLASS_ESCAPES[char]}]", index + 1
    if char == "R" and not inside:
        return f"(?:\\r\\n|[{_VERTICAL}])", index + 1
    if char == "z" and not inside:
        return "\\Z", index + 1
    if char == "Z" and not inside:
        return "(?=\\n?\\Z)", index + 1
    if char == "e":
        return "\\x1b", index + 1
    if char == "c" and index + 1 < len(pattern):
        return f"\\x{ord(pattern[index + 1]) ^ 64:02x}", index + 2
    if char == "x" and index + 1 < len(pattern) and pattern[index + 1] == "{":
        end = _closing(pattern, index + 2, "}", "\\x{")
        digits = pattern[index + 2:end]
        try:
            code = int(digits, 16)
            return f"\\U{code:08x}", end + 1
        except ValueError:
            raise JavaRegexError(f"\\x{{{digits}}} is not a hexadecimal code point") from None
    if char == "k" and index + 1 < len(pattern) and pattern[index + 1] == "<":
        end = _closing(pattern, index + 2, ">", "\\k<")
        return f"(?P={pattern[index + 2:end]})", end + 1
    if char == "b" and pattern.startswith("{g}", index + 1):
        raise JavaRegexError("\\b{g} (grapheme boundary) has no Python re equivalent")
    return "\\" + char, index + 1


def _quoted(pattern: str, index: int) -> tuple[str, int]:
    """``\\Q...\\E``: everything up to ``\\E`` (or the end) is literal."""
    end = pattern.find("\\E", index)
    text = pattern[index:] if end < 0 else pattern[index:end]
    return re.escape(text), len(pattern) if end < 0 else end + 2


def _group_open(pattern: str, index: int) -> tuple[str, int]:
    """``(`` at ``index``: named groups and inline flags need translating."""
    if pattern.startswith("(?<", index) and index + 3 < len(pattern) \
            and pattern[index + 3] not in "=!":
        end = _closing(pattern, index + 3, ">", "(?<")
        return f"(?P<{pattern[index + 3:end]}>", end + 1
    if pattern.startswith("(?", index):
        flags_end = index + 2
        while flags_end < len(pattern) and (pattern[flags_end].isalpha()
                                            or pattern[flags_end] == "-"):
            flags_end += 1
        flags = pattern[index + 2:flags_end]
        for flag in "dU":
            if flag in flags:
                name = "UNIX_LINES" if flag == "d" else "UNICODE_CHARACTER_CLASS"
                raise JavaRegexError(f"the inline flag ({flag}) ({name}) has no Python re "
                                     "equivalent")
        if "c" in flags:  # Java's CANON_EQ: no Python equivalent
            raise JavaRegexError("the inline flag (c) (CANON_EQ) has no Python re equivalent")
    return "(", index + 1


def translate_java_regex(pattern: str) -> str:
    """The Python ``re`` pattern that matches what the Java pattern matches."""
    out: list[str] = []
    index, depth = 0, 0  # depth: inside a character class
    while index < len(pattern):
        char = pattern[index]
        if char == "\\":
            if pattern.startswith("Q", index + 1):
                text, index = _quoted(pattern, index + 2)
                out.append(text)
                continue
            text, index = _escape(pattern, index + 1, inside=depth > 0)
            out.append(text)
            continue
        if depth:
            if char == "[":
                raise JavaRegexError("a nested character class ([...[...]...], Java's union) "
                                     "has no Python re equivalent; write the union out")
            if pattern.startswith("&&", index):
                raise JavaRegexError("class intersection (&&) has no Python re equivalent; "
                                     "write the resulting class out")
            if char == "]":
                depth = 0
            out.append(char)
            index += 1
            continue
        if char == "[":
            depth = 1
            out.append(char)
            index += 1
            if pattern.startswith("^", index):
                out.append("^")
                index += 1
            if pattern.startswith("]", index):  # a literal ] first in the class
                out.append("\\]")
                index += 1
            continue
        if char == "(":
            text, index = _group_open(pattern, index)
            out.append(text)
            continue
        out.append(char)
        index += 1
    return "".join(out)  # an unclosed class or group: re.compile names it


def compile_topic_pattern(pattern: str) -> re.Pattern[str]:
    """A ``subscribePattern`` as Spark's source applies it: Java syntax, ASCII classes (Java's
    default: ``\\d`` is [0-9], ``(?i)`` folds ASCII only)."""
    return re.compile(translate_java_regex(pattern), re.ASCII)
