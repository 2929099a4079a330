"""Player-facing text and sizes for readability (issue 10): no internal words, right articles,
no SVG text under 11 units (the table is never drawn below scale 1), zoom never below 1."""

from __future__ import annotations

import re

import pytest
from web_fixtures import make_view, sample_legal

from web.machikoro.describe import Names, event_line
from web.machikoro.render import render as mk_render
from web.machikoro.session import MkUiState
from web.shell import frame
from web.shell.frame import zoom_bar
from web.shell.messages import t
from web.shell.ui_state import ZOOMS, UiState
from web.yokohama.render import render as yk_render

SIZE = re.compile(r'font-size="([0-9.]+)"')


def test_build_log_uses_the_right_article():
    nm = Names({"names": ["Aiko", "Ben"]})
    orchard = {"type": "build", "player": 0, "card": "apple_orchard", "cost": 3}
    field = {"type": "build", "player": 1, "card": "wheat_field", "cost": 1}
    assert event_line(orchard, nm) == "Aiko builds an Apple Orchard (¥3)"
    assert event_line(field, nm) == "Ben builds a Wheat Field (¥1)"


def test_setup_log_line_has_no_seed():
    line = t("log_setup", names="Aiko, Ben", seed=11)
    assert "seed" not in line and "11" not in line


@pytest.mark.parametrize("players", [2, 3, 4])
def test_yokohama_svg_text_never_under_11_units(players):
    view = make_view(players)
    html = yk_render(view, UiState(seats=[{"name": "x", "kind": "human"}] * players, viewer=0),
                     sample_legal(view))
    sizes = [float(s) for s in SIZE.findall(html)]
    assert sizes and min(sizes) >= 11
    assert "--min-w:" in html  # the table declares its readable width
    assert not re.search(r"\br\dc\d\b", html.split("<title>", 1)[-1].split("</title>")[0])


def test_machikoro_table_declares_its_readable_width():
    import machikoro

    game = machikoro.new_game(["Aiko", "Ben"], seed=1)
    html = mk_render(game.view(0), MkUiState(viewer=0), game.legal_moves())
    assert re.search(r'--min-w:\d+px;--max-w:\d+px', html)
    assert all(float(s) >= 11 for s in SIZE.findall(html))


def test_zoom_out_is_disabled_at_the_readable_size():
    ui = UiState(zoom=ZOOMS[0])
    bar = zoom_bar(ui)
    out = re.search(r'<button[^>]*data-action="zoom:out"[^>]*>', bar).group(0)
    assert "disabled" in out and min(ZOOMS) == 1.0
    ui.zoom = ZOOMS[-1]
    assert "disabled" in re.search(r'<button[^>]*data-action="zoom:in"[^>]*>',
                                   zoom_bar(ui)).group(0)


def test_since_your_last_turn_lists_what_others_did():
    import machikoro
    from web.machikoro.session import MkSession

    s = MkSession(machikoro)
    s.new_game({"players": 2, "seed": 4, "options": {},
                "seats": [{"name": "Aiko", "kind": "human"}, {"name": "Ben", "kind": "computer"}]})
    while s.game.current_player == 0 and not s.game.is_over:
        s.play(s.legal_for_ui()[0])
    assert "since" not in frame.page(s.view(), s.ui, lambda v: "", lambda: ("", "", "", ""))
    while s.computer_to_move():
        s.ai_step()
    lines = frame.since_lines(s.view(), s.ui)
    assert lines and all(line in s.log_text() for line in lines)
    assert any("Ben" in line for line in lines)
    html = frame.page(s.view(), s.ui, lambda v: "", lambda: ("", "", "", ""))
    assert 'id="since"' in html and 'class="seat-name seat-1"' in html
    # in the sidebar as a list; with no sidebar one line above the table, opened on demand
    assert '<aside class="side" id="side"' in html and '<section class="since"' in html
    s.ui.side = "strip"
    html = frame.page(s.view(), s.ui, lambda v: "", lambda: ("", "", "", ""))
    assert '<details class="since folded" id="since"><summary>' in html
    assert html.index('id="since"') < html.index('class="play-area')
    s.play(s.legal_for_ui()[0])  # the person decides: the summary goes
    assert frame.since_lines(s.view(), s.ui) == []


def test_seat_strip_shows_every_seat_and_whose_turn():
    view = make_view(3)
    html = yk_render(view, UiState(seats=[{"name": "x", "kind": "human"}] * 3, viewer=0),
                     sample_legal(view))
    strip = html[html.index('id="seat-strip"'):html.index("</nav>")]
    assert strip.count('class="seat-chip') == 3
    assert strip.count(" current") == 1
    assert "VP" in strip and "¥" in strip


def test_machikoro_roll_results_say_who_got_what():
    import machikoro
    from web.machikoro.session import MkSession

    s = MkSession(machikoro)
    for seed in range(1, 200):  # a game whose first roll is a 1: every Wheat Field pays
        s.new_game({"players": 2, "seed": seed, "options": {},
                    "seats": [{"name": "Aiko", "kind": "human"},
                              {"name": "Ben", "kind": "human"}]})
        s.play("roll 1")
        if s.view()["dice"] == [1]:
            break
    assert s.view()["dice"] == [1]
    html = mk_render(s.view(), s.ui, s.legal_for_ui())
    panel = html[html.index('id="roll-results"'):]
    panel = panel[:panel.index("</section>")]
    # Aiko rolled and is shown: her own line says "you", in her seat's colour
    assert 'Wheat Field: <span class="seat-name seat-0">you</span> get ¥1' in panel
    assert "Ben" in panel and "Aiko" not in panel


def test_other_seats_changes_are_marked_until_the_next_decision():
    import machikoro
    from web.machikoro.session import MkSession

    s = MkSession(machikoro)
    s.new_game({"players": 2, "seed": 4, "options": {},
                "seats": [{"name": "Aiko", "kind": "human"}, {"name": "Ben", "kind": "computer"}]})
    while s.game.current_player == 0:
        s.play(s.legal_for_ui()[0])
    assert s.ui.changed == set()  # the person's own moves are not marked
    while s.computer_to_move():
        s.ai_step()
    assert any(k.startswith(("city:", "supply:")) for k in s.ui.changed)
    html = mk_render(s.view(), s.ui, s.legal_for_ui())
    assert html.count('class="changed-ring') == len(s.ui.changed)
    s.play(s.legal_for_ui()[0])
    if s.game.current_player == 0:  # still the person's turn: the marks are gone
        assert s.ui.changed == set()


def test_the_movers_gains_of_one_move_are_said_once():
    from web.yokohama.describe import Lookup
    from web.yokohama.session import events_text

    lk = Lookup({"players_info": [{"name": "Aiko"}, {"name": "Ben"}]})
    events = [{"type": "reward", "seat": 0, "what": {"vp": 6, "yen": 1, "import": 1}},
              {"type": "gain", "seat": 1, "what": {"yen": 2}},
              {"type": "reward", "seat": 0, "what": {"vp": 3}}]
    text = events_text(events, lk, 0)
    assert text.count("gain") == 2, text  # the mover's once, Ben's once
    assert "9 VP" in text and "6 VP" not in text
