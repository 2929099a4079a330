"""Escaping text for HTML and SVG markup, as ``html.escape(text, quote=True)`` does.

Kept here so the page does not load the standard library's ``html`` package, whose import
brings ``html.entities`` (a 2,000-entry table the page never uses) into every start-up and
into the first visit's download.
"""

from __future__ import annotations

_ESCAPES = (("&", "&amp;"), ("<", "&lt;"), (">", "&gt;"), ('"', "&quot;"), ("'", "&#x27;"))


def escape(text: str) -> str:
    """``text`` with ``& < > " '`` written as character references (``&`` first)."""
    for char, ref in _ESCAPES:
        text = text.replace(char, ref)
    return text
