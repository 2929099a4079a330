"""Hint reasons and "why not?" sentences in every language (issue 12): the engines give
codes and parameters, the catalogues word them, names included; no English left, no
positions like r0c4."""

from __future__ import annotations

import html
import re

import pytest

from web import games  # noqa: F401  (registers both games and their catalogues)
from web.shell import protocol
from web.shell.tutorial import Tutorial

TRANSLATED = ("nl", "ja", "pt", "pl")
POSITION = re.compile(r"\br\d+c\d+\b")
WHY_RE = re.compile(r'data-why="([^"]*)"')


def _engine_english(game_id: str) -> list[str]:
    """Literal stretches (3+ words) of the engine's English reason templates and words."""
    if game_id == "yokohama":
        import importlib

        from yokohama import explain
        hint = importlib.import_module("yokohama.ai.hint")
        texts = [*explain.TEMPLATES.values(), *explain.STAGE_WORDS.values(),
                 *hint.TEMPLATES.values(), "plus the ownership fee"]
    else:
        from machikoro import explain
        texts = [*explain.TEMPLATES.values(), *explain.STEP_WORDS.values(),
                 "should earn you about", "rolling again averages", "rounds left to win",
                 "raises your income", "for something better", "no swap shortens"]
    out = set()
    for text in texts:
        for chunk in re.split(r"\{[^}]*\}", text):
            chunk = " ".join(chunk.split()).strip(" .,:;()")
            if len(chunk.split()) >= 3:
                out.add(chunk)
    return sorted(out)


def _english_in(text: str, game_id: str) -> list[str]:
    return [c for c in _engine_english(game_id) if c in text]


@pytest.mark.parametrize("game_id, seed", [("yokohama", 5), ("machikoro", 5)])
def test_hint_reasons_are_worded_in_every_language(lang, game_id, seed):
    gi = protocol.game(game_id)
    gi_hint = gi.hint
    gi_s = gi.new_session(False)
    cfg = gi_s.default_config()
    cfg["seats"][0]["kind"] = "human"
    cfg["seed"] = seed
    gi_s.new_game(cfg)
    asked = 0
    while not gi_s.game.is_over and asked < 12:
        if gi_s.computer_to_move():
            gi_s.ai_step()
            continue
        seat = gi_s.game.current_player
        for code in TRANSLATED:
            lang.set_language(code)
            _, text = gi_hint(gi_s.game, seat)
            assert text and not _english_in(text, game_id), (code, text)
            assert not POSITION.search(text), (code, text)
            assert "{" not in text, (code, text)
        lang.set_language("en")
        move, _ = gi_hint(gi_s.game, seat)
        gi_s.play(move)
        asked += 1
    assert asked >= 6


def _tutorial_positions(game_id: str):
    gi = protocol.game(game_id)
    tut = Tutorial(gi.new_session(False), gi.tutorial(), gi.describe)
    tut.start()
    while not tut.finished:
        yield tut.session
        tut.click(tut.expected())


@pytest.mark.parametrize("game_id", ["yokohama", "machikoro"])
def test_why_not_sentences_are_worded_in_every_language(lang, game_id):
    gi = protocol.game(game_id)
    asked = set()
    for s in _tutorial_positions(game_id):
        page = gi.render(s.view(), s.ui, s.legal_for_ui())
        for move in {html.unescape(m) for m in WHY_RE.findall(page)} - asked:
            asked.add(move)
            for code in ("en", *TRANSLATED):
                lang.set_language(code)
                text, _ = gi.explain(s.game, move, s.ui.viewer)
                assert not POSITION.search(text), (code, move, text)
                if code != "en":
                    assert not _english_in(text, game_id), (code, move, text)
            lang.set_language("en")
    assert len(asked) >= 3


def test_yokohama_refusal_words_name_areas_cards_and_payments(lang):
    """Parameters that are ids (area kinds, stages, cards, payment ways) come out as the
    language's names, never as the engine's ids or English words."""
    from types import SimpleNamespace

    from boardgame.refusal import Refusal
    from web.shell.learn import reason_text
    from web.yokohama.why_words import refusal_fields, words_for

    game = SimpleNamespace(pos=["r0c4"], kind=["tea_plantation"])

    lang.set_language("pl")
    params = refusal_fields(game, {"card": "tech_01", "payments": [[2, 1], [4, 0]]})
    text = reason_text("wrong_payment", params, "", "why_", words_for(game))
    assert "tech_01" not in text and lang.t("tech.gas_lamp") in text
    assert "2 ¥ + 1 dobro importowane" in text and "4 ¥ + 0 dóbr importowanych" in text
    r = Refusal("already_there", {"area": "r0c4", "area_kind": "tea_plantation"})
    text = reason_text(r.code, r.params, "", "why_", words_for(game))
    assert lang.t("area.tea_plantation") in text and "r0c4" not in text
    text = reason_text("wrong_stage", {"pending": "church"}, "", "why_", words_for(game))
    assert lang.t("step_church") in text


@pytest.mark.parametrize("game_id, move", [("yokohama", "church 1"), ("machikoro", "roll 2")])
def test_a_refused_move_is_told_in_the_person_s_language(lang, game_id, move):
    from web.shell.learn import refused_text

    gi = protocol.game(game_id)
    s = gi.new_session(False)
    cfg = s.default_config()
    cfg["seed"] = 3
    s.new_game(cfg)
    lang.set_language("ja")
    text = refused_text(gi, s.game, move, 0, ValueError("illegal move: " + move))
    assert text == gi.explain(s.game, move, 0)[0]
    assert "illegal move" not in text and not _english_in(text, game_id)
    legal = s.game.legal_moves()[0]  # nothing to explain: the page's own sentence
    text = refused_text(gi, s.game, legal, s.game.current_player, ValueError("stale"))
    assert text == lang.t("illegal", detail="stale")
    assert text != "That move is not possible now (stale)."
    huge = "x" * 100_000  # not parsed: the page's own sentence with the cut error
    assert refused_text(gi, s.game, huge, 0, ValueError("bad")) == lang.t("illegal", detail="bad")
