"""Every screen of both games, drawn in each language, leaves no English sentence behind."""

from __future__ import annotations

import pytest
from english_leaks import leaks

from web import games  # noqa: F401  (registers both games and their catalogues)
from web.shell import protocol

TRANSLATED = ("nl", "ja", "pt", "pl")


def _screens(game_id: str, seed: int) -> list[tuple[str, object, object]]:
    """(label, session, ui tweak) of one game played to the end: new-game form, the table
    every few moves (menu open once), the final scores. Drawn later in each language."""
    gi = protocol.game(game_id)
    s = gi.new_session(False)
    out = []
    s.ui.screen = "new"
    out.append(("new-game form", gi.render(None, s.ui, [])))
    cfg = s.default_config()
    cfg["seats"][0]["kind"] = "human"
    cfg["seats"][1]["kind"] = "computer"
    cfg["seed"] = seed
    s.new_game(cfg)
    return s, out


def _hinted(gi, s) -> str:
    """The table with a hint shown, its reasons worded in the current language."""
    move, text = gi.hint(s.game, s.game.current_player)
    s.ui.hint = {"move": move, "text": text}
    try:
        return _draw(gi.id, s)
    finally:
        s.ui.hint = None


def _draw(game_id: str, s) -> str:
    return protocol.game(game_id).render(s.view() or s.game.view(0), s.ui, s.legal_for_ui())


@pytest.mark.parametrize("game_id, seed", [("yokohama", 3), ("machikoro", 5)])
def test_no_english_sentence_on_any_screen(lang, game_id, seed):
    gi = protocol.game(game_id)
    s = gi.new_session(False)
    found: dict[str, list[str]] = {}

    def check(label: str, draw) -> None:
        for code in TRANSLATED:
            lang.set_language(code)
            for problem in leaks(draw(), code):
                found.setdefault(f"{code} {label}", []).append(problem)
        lang.set_language("en")

    s.ui.screen = "new"
    check("new-game form", lambda: gi.render(None, s.ui, []))
    cfg = s.default_config()
    cfg["seats"][0]["kind"] = "human"
    cfg["seats"][1]["kind"] = "computer"
    cfg["seed"] = seed
    s.new_game(cfg)
    for step in range(2000):
        if s.game.is_over:
            break
        if s.ui.screen == "pass":
            s.reveal()
        if step % 25 == 0:
            s.ui.menu_open = step == 50
            check(f"table after {len(s.game.moves)} moves", lambda: _draw(game_id, s))
            s.ui.menu_open = False
            if not s.computer_to_move():  # the hint line, asked in each language
                check(f"hint after {len(s.game.moves)} moves", lambda: _hinted(gi, s))
        if s.computer_to_move():
            s.ai_step()
        else:
            legal = s.legal_for_ui()
            s.play(legal[len(legal) // 2])
    assert s.game.is_over
    s.ui.screen = "final"
    s.ui.final = s.final_scores()
    check("final scores and log", lambda: _draw(game_id, s))
    assert found == {}
