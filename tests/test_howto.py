"""How-to-play content: every section reachable, every link resolves, every context maps."""

from __future__ import annotations

import pytest

from boardgame import howto as howto_data
from boardgame.howto import Howto
from machikoro.components import BUILDINGS, COLOURS, LANDMARKS
from machikoro.state import PHASE_NAMES
from web.shell.protocol import CONTENT_ROOT
from yokohama import components as YC
from yokohama.flow import LEGAL

GAMES = ("yokohama", "machikoro")


def load(game: str, lang: str = "en") -> Howto:
    """The how-to text of one of the page's games (its content folder)."""
    return howto_data.load(CONTENT_ROOT / game, lang)


@pytest.mark.parametrize("game", GAMES)
def test_every_link_resolves(game: str) -> None:
    howto = load(game)
    assert howto.sections and howto.title
    assert howto.broken_links() == []


@pytest.mark.parametrize("game", GAMES)
def test_every_section_is_in_the_contents_and_has_text(game: str) -> None:
    howto = load(game)
    toc = howto.toc()
    assert [e["id"] for e in toc] == list(howto.sections)
    for entry in toc:
        assert entry["level"] == 2 or entry["parent"] in howto.sections
        assert howto.sections[entry["id"]].body, entry["id"]


@pytest.mark.parametrize("game", GAMES)
def test_every_key_in_keys_json_points_to_a_section(game: str) -> None:
    howto = load(game)
    for kind, rule in howto.keys.items():
        if isinstance(rule, dict):
            for value in rule:
                assert howto.section_for(kind, value), (kind, value)


def test_yokohama_every_area_kind_has_a_section() -> None:
    howto = load("yokohama")
    for kind in YC.AREA_KINDS:
        assert howto.section_for("area", kind), kind


def test_yokohama_every_technology_has_a_section() -> None:
    howto = load("yokohama")
    for name in YC.TECH_NAMES:
        sid = howto.section_for("tech", name)
        assert sid, name
        assert YC.TECH_NAMES[name]["name"] in howto.sections[sid].title


def test_yokohama_every_pending_decision_has_a_section() -> None:
    howto = load("yokohama")
    for stage in LEGAL:
        assert howto.section_for("stage", stage), stage


def test_machikoro_every_card_colour_and_step_has_a_section() -> None:
    howto = load("machikoro")
    for card in (*BUILDINGS, *LANDMARKS):
        assert howto.section_for("card", card), card
    for colour in COLOURS:
        assert howto.section_for("colour", colour), colour
    for phase in PHASE_NAMES:
        assert howto.section_for("stage", phase), phase


def test_yokohama_icon_legend_names_the_table_icons() -> None:
    body = load("yokohama").sections["icons"].body
    for icon in ("C S T F", "**I**", "+A", "+A2", "+S", "L M H H★", "1VP ¥1", *YC.COUNTRIES):
        assert icon in body, icon


def test_search_ranks_title_matches_first() -> None:
    howto = load("yokohama")
    assert howto.search("church faith")[0] == "church"
    assert howto.search("Tram")[0] == "tech-tram"
    assert "production" in howto.search("tea plantation")
    assert howto.search("zeppelin") == []
    assert howto.search("") == []


def test_unknown_context_gives_none() -> None:
    howto = load("yokohama")
    assert howto.section_for("area", "volcano") is None
    assert howto.section_for("weather", "rain") is None


def test_parse_rejects_duplicates_and_untitled_headings() -> None:
    with pytest.raises(ValueError):
        Howto.from_text("## a: A\ntext\n## a: Again\ntext")
    with pytest.raises(ValueError):
        Howto.from_text("## a: A\n### no id here\n")
    with pytest.raises(ValueError):
        Howto.from_text("loose text\n## a: A\n")


def test_sub_sections_know_their_parent() -> None:
    howto = Howto.from_text("# T\n## a: A\nx [see](#b)\n### b: B\ny\n## c: C\nz")
    assert [(s["id"], s["level"], s["parent"]) for s in howto.toc()] == [
        ("a", 2, None), ("b", 3, "a"), ("c", 2, None)]
    assert howto.sections["a"].links == ["b"]


def test_missing_language_falls_back_to_english() -> None:
    assert load("yokohama", "xx").title == load("yokohama").title


def test_no_python_package_under_web_content() -> None:
    assert not list(CONTENT_ROOT.rglob("__init__.py"))
