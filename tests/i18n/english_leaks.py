"""Find English sentences left in rendered markup (for the per-language render tests).

A "sentence" is a literal stretch of an English catalogue text of more than two words (the
parts between ``{field}`` placeholders), so names, numbers and short labels shared by
languages (``Machi Koro``, ``Chinatown``, ``¥3``) never count.
"""

from __future__ import annotations

import html
import re
from functools import cache
from html.parser import HTMLParser

from web import i18n

MIN_WORDS = 3


def text_nodes(markup: str) -> list[str]:
    """Every text node of an HTML/SVG fragment (script and style excluded)."""
    out: list[str] = []

    class Collect(HTMLParser):
        skip = 0

        def handle_starttag(self, tag, attrs):
            if tag in ("script", "style"):
                self.skip += 1

        def handle_endtag(self, tag):
            if tag in ("script", "style") and self.skip:
                self.skip -= 1

        def handle_data(self, data):
            if not self.skip and data.strip():
                out.append(" ".join(data.split()))

    Collect(convert_charrefs=True).feed(markup)
    return out


@cache
def english_sentences(lang: str) -> frozenset[str]:
    """Literal stretches of more than two words of every English message whose text in
    ``lang`` differs from the English (a message that is the same in both is not a leak)."""
    assert i18n.has_catalogue(lang), f"no compiled catalogue for {lang}"
    i18n.set_language(lang)
    try:
        out = set()
        for key, source in i18n.english().items():
            forms = source if isinstance(source, tuple) else (source,)
            translated = _raw(key)
            for form in forms:
                for chunk in re.split(r"\{[^}]*\}", form):
                    chunk = " ".join(chunk.split()).strip(" .,:;()")
                    if len(chunk.split()) >= MIN_WORDS and chunk not in translated:
                        out.add(chunk)
        return frozenset(out)
    finally:
        i18n.set_language(i18n.SOURCE_LANGUAGE)


def _raw(key: str) -> str:
    """Every form of the message in the current language, unformatted."""
    source = i18n.english()[key]
    cat = i18n._catalogue(i18n.language())
    if isinstance(source, tuple):
        return " | ".join(cat.npgettext(key, *source, n) for n in (1, 2, 5))
    return cat.pgettext(key, source)


@cache
def engine_sentences() -> frozenset[str]:
    """Literal stretches of more than two words of the engines' own English: rule-option
    notes, "why not?" templates and their step words, hint reasons. The page words all of
    these from its catalogues, so none may appear on a screen in another language."""
    import importlib

    texts: list[str] = []
    for game in ("yokohama", "machikoro"):
        explain = importlib.import_module(f"{game}.explain")
        texts += explain.TEMPLATES.values()
        texts += getattr(explain, "STAGE_WORDS", getattr(explain, "STEP_WORDS", {})).values()
    texts += importlib.import_module("yokohama.ai.hint").TEMPLATES.values()
    texts += [o["description"] for o in importlib.import_module("yokohama").OPTIONS]
    out = set()
    for text in texts:
        for chunk in re.split(r"\{[^}]*\}", text):
            chunk = " ".join(chunk.split()).strip(" .,:;()")
            if len(chunk.split()) >= MIN_WORDS:
                out.add(chunk)
    return frozenset(out)


def leaks(markup: str, lang: str) -> list[str]:
    """English sentences found in the text nodes and the tooltips (``title``) of ``markup``
    (rendered in ``lang``): the catalogue's English and the engines' own."""
    sentences = english_sentences(lang) | engine_sentences()
    found = []
    tips = [html.unescape(t) for t in re.findall(r'\stitle="([^"]*)"', markup)]
    for node in text_nodes(markup) + tips:
        for s in sentences:
            if s in node:
                found.append(f"{s!r} in {node[:80]!r}")
    return found
