"""Keyboard rules (web/shell/keys.py), the live region's lines (web/shell/announce.py) and the
session's news of other seats' moves."""

from __future__ import annotations

from web.shell import keys
from web.shell.announce import MAX_LINES, announcement, news_for
from web.shell.frame import help_dialog
from web.shell.messages import t
from web.yokohama.session import YokohamaSession


def test_shortcut_keys():
    assert keys.command("u") == "undo"
    assert keys.command("z", ctrl=True) == "undo" and keys.command("z", meta=True) == "undo"
    assert keys.command("d") == "done" and keys.command("l") == "log"
    assert keys.command("n") == "next" and keys.command("N") == "prev"
    assert keys.command("?") == "help" and keys.command("Escape") == "escape"
    assert keys.command("Enter") == "activate" and keys.command(" ") == "activate"
    assert keys.command("ArrowDown") == "rove-next" and keys.command("ArrowLeft") == "rove-prev"
    assert keys.command("x") is None and keys.command("d", ctrl=True) is None


def test_no_shortcut_fires_while_typing():
    for tag in ("input", "SELECT", "textarea"):
        field = keys.typing(tag, False)
        assert field
        for key in ("u", "d", "l", "n", "?", "Enter", "ArrowRight"):
            assert keys.command(key, in_field=field) is None
        assert keys.command("z", ctrl=True, in_field=field) is None
    assert keys.typing("DIV", True)  # contenteditable
    assert not keys.typing("BUTTON", False)


def test_escape_closes_the_innermost_first():
    base = {"help_open": False, "menu_open": False, "chooser": False, "screen": "play",
            "can_cancel_new": False}
    assert keys.escape_action(**base) is None
    assert keys.escape_action(**{**base, "chooser": True}) == "close-chooser"
    assert keys.escape_action(**{**base, "chooser": True, "menu_open": True}) == "menu-close"
    assert keys.escape_action(**{**base, "menu_open": True, "help_open": True}) == "help-close"
    assert keys.escape_action(**{**base, "screen": "final"}) == "hide-final"
    assert keys.escape_action(**{**base, "screen": "new"}) is None
    assert keys.escape_action(**{**base, "screen": "new", "can_cancel_new": True}) == "new-cancel"


def test_escape_first_answers_an_open_question_with_keep():
    base = {"help_open": False, "menu_open": True, "chooser": False, "screen": "play",
            "can_cancel_new": False}
    assert keys.escape_action(**base, confirm=True) == "confirm-cancel"


def test_roving_steps_wrap():
    assert keys.step(0, 3, "rove-next") == 1 and keys.step(2, 3, "rove-next") == 0
    assert keys.step(0, 3, "rove-prev") == 2 and keys.step(-1, 3, "prev") == 2
    assert keys.step(1, 3, "rove-first") == 0 and keys.step(0, 3, "rove-last") == 2
    assert keys.step(0, 0, "next") == -1


def test_selectors_find_the_same_element_again():
    assert keys.selector_for(move="move r0c1 via r0c2") == '[data-move="move r0c1 via r0c2"]'
    assert keys.selector_for(target='a"b\\') == '[data-target="a\\"b\\\\"]'
    assert keys.selector_for(id_="log-list", action="undo") == '[data-action="undo"]'
    assert keys.selector_for(id_="log-list") == '[id="log-list"]'
    assert keys.selector_for() is None
    assert keys.region_items("rg-board").startswith('[id="rg-board"] [data-move]')


def test_help_lists_every_shortcut_from_the_catalogue():
    html = help_dialog()
    for k, d in keys.SHORTCUTS:
        assert t(k) in html and t(d) in html
    assert 'role="dialog"' in html and 'data-action="help-close"' in html


def test_announcement_says_other_moves_then_the_prompt():
    assert announcement([], "Your move.", "Your move.") == []  # nothing changed: silence
    assert announcement([], "Your move.", "") == ["Your move."]
    lines = [f"Ben: move {i}" for i in range(10)]
    said = announcement(lines, "Your move.", "Your move.", "Saved.", "")
    assert said == [*lines[-MAX_LINES:], "Saved.", "Your move."]
    assert news_for([(0, "a"), (1, "b"), (None, "c")], 0) == ["b", "c"]


def test_session_news_are_other_seats_moves_once():
    s = YokohamaSession()
    s.new_game({"players": 2, "seed": 3, "options": {},
                "seats": [{"name": "Aiko", "kind": "human"}, {"name": "Ben", "kind": "computer"}]})
    for _ in range(2):  # each seat keeps its starting order; Ben's moves are news
        while s.computer_to_move():
            s.ai_step()
        s.play(s.legal_for_ui()[0])
        s.take_news()
    while not s.computer_to_move():
        s.play(s.legal_for_ui()[0])
    assert s.take_news() == []  # the person's own moves are not announced back
    s.ai_step()
    lines = s.take_news()
    assert lines and all(line.startswith("Ben") for line in lines)
    assert s.take_news() == []  # said once
