"""What the CLI's arguments count as a number: ASCII digits only.

Why not ``str.isdigit()``: it is also true of superscripts and other scripts' digits (``²``,
``٣``), which ``int()`` then refuses, or reads, so ``t:²`` ended in a bare "invalid literal
for int()" instead of the usage error naming the argument.
"""

from __future__ import annotations

__all__ = ["is_number"]


def is_number(text: str) -> bool:
    """True for a non-empty string of ASCII digits 0-9."""
    return text.isascii() and text.isdigit()
