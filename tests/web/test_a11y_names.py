"""Accessible names over whole games of both games: every element that plays a legal move or
opens a chooser is a focusable button whose name says the move in words (never the raw move
text), table regions are named, and no button sits inside a role that hides its children."""

from __future__ import annotations

import random
from html import unescape
from html.parser import HTMLParser

import pytest

from web.machikoro.session import MkSession
from web.yokohama.session import YokohamaSession

HUMANS = [{"name": "Aiko", "kind": "human", "level": "easy"},
          {"name": "Ben", "kind": "human", "level": "easy"},
          {"name": "Chiyo", "kind": "human", "level": "easy"}]
VOID = {"input", "br", "img", "meta", "link", "hr"}


class Elements(HTMLParser):
    """Every element of the page with its attributes, its own <title> and its text."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[dict] = []
        self.found: list[dict] = []

    def handle_starttag(self, tag, attrs):
        el = {"tag": tag, "attrs": dict(attrs), "title": None, "text": [],
              "roles": [e["attrs"].get("role") for e in self.stack]}
        if tag not in VOID:
            self.stack.append(el)
        self.found.append(el)

    def handle_startendtag(self, tag, attrs):
        self.found.append({"tag": tag, "attrs": dict(attrs), "title": None, "text": [],
                           "roles": [e["attrs"].get("role") for e in self.stack]})

    def handle_endtag(self, tag):
        if not self.stack:
            return
        el = self.stack.pop()
        if el["tag"] == "title" and self.stack and self.stack[-1]["title"] is None:
            self.stack[-1]["title"] = "".join(el["text"])

    def handle_data(self, data):
        for el in self.stack:
            el["text"].append(data)


def accessible_name(el: dict) -> str:
    """aria-label, else an SVG element's own <title>, else its text (what a button says)."""
    return (el["attrs"].get("aria-label") or el["title"] or "".join(el["text"])).strip()


def check_page(html: str, legal: list[str]) -> int:
    parser = Elements()
    parser.feed(html)
    checked = 0
    for el in parser.found:
        a = el["attrs"]
        move, target = a.get("data-move"), a.get("data-target")
        if move is None and target is None:
            continue
        name = accessible_name(el)
        assert name, el
        if move is not None:
            assert move in legal
            assert unescape(name) != move, f"raw move text as name: {move}"
        if el["tag"] != "button":
            assert a.get("role") == "button" and "tabindex" in a, a
        assert "img" not in el["roles"] and "button" not in el["roles"], (a, el["roles"])
        checked += 1
    for el in parser.found:
        if el["attrs"].get("role") == "region":
            assert el["attrs"].get("aria-label"), el["attrs"]
    return checked


def play_games(session, seed: int, players: int, every: int = 4, limit: int = 3000) -> int:
    """A whole game of random moves; the page of every ``every``-th position is checked,
    with a chooser open when the move played is one of a chooser's."""
    session.new_game({"players": players, "seed": seed, "options": {}, "seats": HUMANS})
    rng = random.Random(seed)
    checked = 0
    render = session_render(session)
    for i in range(limit):
        if session.game.is_over:
            break
        if session.ui.screen == "pass":
            session.reveal()
        legal = session.legal_for_ui()
        move = rng.choice(legal)
        if i % every:
            session.play(move)
            continue
        session.ui.move_names = session.move_names(legal)
        checked += check_page(render(session.view(), session.ui, legal), legal)
        for key, moves in session_choosers(session, legal).items():
            if move in moves:  # look at the chooser that offers this move too
                session.open_chooser(key, moves)
                checked += check_page(render(session.view(), session.ui, legal), legal)
                break
        session.play(move)
    assert session.game.is_over
    return checked


def session_render(session):
    from web.shell import protocol

    return protocol.game(session.game_id).render


def session_choosers(session, legal):
    from web.shell import protocol

    return protocol.game(session.game_id).choosers(legal, session.view())


@pytest.mark.parametrize("seed,players", [(3, 2), pytest.param(8, 3, marks=pytest.mark.slow)])
def test_yokohama_every_move_element_is_named_in_words(seed, players):
    import web.games  # noqa: F401  (registers the games)

    assert play_games(YokohamaSession(), seed, players) > 300


@pytest.mark.parametrize("seed,players", [(4, 2), (6, 3)])
def test_machikoro_every_move_element_is_named_in_words(seed, players):
    import web.games  # noqa: F401

    assert play_games(MkSession(), seed, players, every=2) > 100


def test_move_names_say_the_effect():
    s = YokohamaSession()
    s.new_game({"players": 2, "seed": 3, "options": {}, "seats": HUMANS})
    rng = random.Random(3)
    for _ in range(60):
        if s.ui.screen == "pass":
            s.reveal()
        legal = s.legal_for_ui()
        names = s.move_names(legal)
        with_effect = [m for m in legal if s.preview(m)]
        for m in with_effect:
            assert names[m].startswith(s.describe(m)) and s.preview(m) in names[m]
        if any(m.startswith("move ") for m in with_effect):
            return
        s.play(rng.choice(legal))
    pytest.fail("no move with an effect seen")
