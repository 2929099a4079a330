"""Translated how-to-play texts: same sections, links and context keys; nothing left in English."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from boardgame import howto as howto_data
from web.shell.protocol import CONTENT_ROOT
from yokohama import components as YC

GAMES = ("yokohama", "machikoro")
LANGS = ("nl", "ja", "pt", "pl")
CASES = [(game, lang) for game in GAMES for lang in LANGS]
_ICON_LINE = re.compile(r"^[\s|\-:0-9,¥.VP+A-Z★–]*$")


def load(game: str, lang: str = "en") -> howto_data.Howto:
    """The how-to text of one of the page's games (its content folder)."""
    return howto_data.load(CONTENT_ROOT / game, lang)


def _lines(game: str, lang: str) -> list[str]:
    path = CONTENT_ROOT / game / f"howto.{lang}.md"
    return path.read_text(encoding="utf-8").splitlines()


@pytest.mark.parametrize(("game", "lang"), CASES)
def test_translation_file_exists_and_parses(game: str, lang: str) -> None:
    assert (CONTENT_ROOT / game / f"howto.{lang}.md").exists()
    howto = load(game, lang)
    assert howto.title and howto.title != load(game).title


@pytest.mark.parametrize(("game", "lang"), CASES)
def test_translation_has_the_english_sections_in_order(game: str, lang: str) -> None:
    english, translated = load(game), load(game, lang)
    assert [(e["id"], e["level"], e["parent"]) for e in translated.toc()] == [
        (e["id"], e["level"], e["parent"]) for e in english.toc()]
    for sid, section in translated.sections.items():
        assert section.body, sid
        assert section.title != english.sections[sid].title or len(section.title) < 12, sid


@pytest.mark.parametrize(("game", "lang"), CASES)
def test_translation_keeps_every_link_target(game: str, lang: str) -> None:
    english, translated = load(game), load(game, lang)
    assert translated.broken_links() == []
    for sid, section in english.sections.items():
        assert sorted(translated.sections[sid].links) == sorted(section.links), sid


@pytest.mark.parametrize(("game", "lang"), CASES)
def test_every_context_key_maps_in_the_translation(game: str, lang: str) -> None:
    english, translated = load(game), load(game, lang)
    for kind, rule in english.keys.items():
        values = rule if isinstance(rule, dict) else english.sections
        for value in values:
            if isinstance(rule, str) and english.section_for(kind, value) is None:
                continue
            assert translated.section_for(kind, value) == english.section_for(kind, value), (
                kind, value)


@pytest.mark.parametrize("lang", LANGS)
def test_yokohama_translation_keeps_the_table_icons(lang: str) -> None:
    body = load("yokohama", lang).sections["icons"].body
    for icon in ("C S T F", "**I**", "+A", "+A2", "+S", "L M H H★", "1VP ¥1", "6VP",
                 *YC.COUNTRIES):
        assert icon in body, icon


@pytest.mark.parametrize(("game", "lang"), CASES)
def test_no_english_line_left_untranslated(game: str, lang: str) -> None:
    english = {line.strip() for line in _lines(game, "en")
               if len(line.strip()) > 30 and not _ICON_LINE.match(line)}
    left = [line for line in _lines(game, lang) if line.strip() in english]
    assert left == []


@pytest.mark.parametrize(("game", "lang"), CASES)
def test_translation_keeps_every_english_number(game: str, lang: str) -> None:
    english, translated = load(game), load(game, lang)
    for sid, section in english.sections.items():
        missing = Counter(re.findall(r"\d+", section.body)) - Counter(
            re.findall(r"\d+", translated.sections[sid].body))
        assert not missing, (sid, missing)


def test_japanese_search_finds_a_term_inside_a_sentence():
    """Japanese has no spaces: a term inside a run of text is still found."""
    from boardgame import howto

    doc = howto.load(CONTENT_ROOT / "yokohama", "ja")
    term = "注文書"
    assert any(term in s.body for s in doc.sections.values())
    assert doc.search(term)
