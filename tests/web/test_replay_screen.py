"""The page's replay, charts, share and archive screens (pure parts): what they draw, what
their controls do, and what they may reveal."""

from __future__ import annotations

import json
from html.parser import HTMLParser

import pytest
from played_games import played

from boardgame.archive import load_archive
from web import games  # noqa: F401  (registers the games)
from web.shell import archive_screen, frame, protocol
from web.shell import replay_screen as rps
from web.shell.pieces import SEAT_COLOURS
from web.shell.ui_state import UiState

GAMES = ["yokohama", "machikoro"]
DATE = "2026-12-01T07:00:00.000Z"


def finished(game: str, players: int = 2) -> str:
    return played(game, players).save


def unfinished(game: str) -> str:
    return played(game, 2, stop_after=12).save


def draw(rs: rps.ReplayScreen) -> str:
    gi = protocol.game(rs.game)
    return rps.render(rs, "Game", gi.table, gi.replay_log, UiState(game=rs.game, viewer=rs.seat))


VOID = {"input", "br", "img", "meta", "link", "hr"}


class _Nesting(HTMLParser):
    """Checks that every element is closed in order; collects every tag with its attributes."""

    def __init__(self) -> None:
        super().__init__()
        self.stack: list[str] = []
        self.tags: list[tuple[str, dict]] = []

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))
        if tag not in VOID:
            self.stack.append(tag)

    def handle_startendtag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))

    def handle_endtag(self, tag):
        assert self.stack and self.stack[-1] == tag, (tag, self.stack[-5:])
        self.stack.pop()


def well_formed(markup: str) -> list[tuple[str, dict]]:
    """Check the markup nests properly; returns its tags with their attributes."""
    parser = _Nesting()
    parser.feed(markup)
    parser.close()
    assert parser.stack == []
    return parser.tags


@pytest.mark.parametrize("game", GAMES)
def test_replay_screen_is_well_formed_with_every_control(game):
    rs = rps.open_replay(game, finished(game))
    html = draw(rs)
    well_formed(html)
    for needed in ('id="rp-first"', 'id="rp-back"', 'id="rp-play"', 'id="rp-fwd"',
                   'id="rp-last"', 'id="rp-slider"', 'id="rp-speed"', 'id="rp-round"',
                   'id="rp-seats"', 'id="table"', 'id="rp-line"', 'id="rp-share"'):
        assert needed in html
    assert f'max="{len(rs.replay)}"' in html and f'value="{len(rs.replay)}"' in html


@pytest.mark.parametrize("game", GAMES)
def test_replayed_table_has_nothing_to_click(game):
    rs = rps.open_replay(game, finished(game))
    for step in (0, 1, len(rs.replay) // 2):
        rps.go(rs, step)
        assert "data-move=" not in draw(rs) and "data-target=" not in draw(rs)


@pytest.mark.parametrize("game", GAMES)
def test_replayed_position_is_drawn_by_the_live_renderer(game):
    rs = rps.open_replay(game, finished(game))
    rps.go(rs, 5)
    gi = protocol.game(game)
    ui = UiState(game=game)
    view = rs.replay.view(5, None)
    assert gi.table(view, ui) in draw(rs)


def test_log_line_beside_the_table_is_the_live_log_line():
    from web.yokohama.session import YokohamaSession

    save = finished("yokohama")
    rs = rps.open_replay("yokohama", save)
    s = YokohamaSession()
    s.game = rs.replay.position(0)  # played move by move as the page plays it
    for k, move in enumerate(json.loads(save)["moves"][:40], start=1):
        s._apply(move)
        assert protocol.game("yokohama").replay_log(rs.replay, k) == [s.log_text()[-1]]


@pytest.mark.parametrize(("action", "step"), [
    ("rp-first", 0), ("rp-back", 9), ("rp-fwd", 11), ("rp-last", "end"), ("rp-step:3", 3)])
def test_step_controls(action, step):
    rs = rps.open_replay("machikoro", finished("machikoro"))
    rps.go(rs, 10)
    assert rps.act(rs, action)
    assert rs.step == (len(rs.replay) if step == "end" else step)


@pytest.mark.parametrize(("key", "step"), [
    ("ArrowLeft", 9), ("ArrowRight", 11), ("Home", 0), ("End", "end")])
def test_keys_step_the_replay(key, step):
    rs = rps.open_replay("machikoro", finished("machikoro"))
    rps.go(rs, 10)
    assert rps.key(rs, key)
    assert rs.step == (len(rs.replay) if step == "end" else step)


def test_other_keys_and_the_charts_screen_ignore_arrows():
    rs = rps.open_replay("machikoro", finished("machikoro"))
    assert not rps.key(rs, "a")
    rps.act(rs, "rp-stats")
    assert rs.mode == "stats" and not rps.key(rs, "Home")


def test_steps_stay_inside_the_game():
    rs = rps.open_replay("machikoro", finished("machikoro"))
    rps.act(rs, "rp-fwd")
    assert rs.step == len(rs.replay)
    rps.act(rs, "rp-first")
    rps.act(rs, "rp-back")
    assert rs.step == 0


def test_play_runs_to_the_end_and_stops():
    rs = rps.open_replay("machikoro", finished("machikoro"))
    rps.act(rs, "rp-play")  # at the end: starts again from the beginning
    assert rs.playing and rs.step == 0
    ticks = 0
    while rps.tick(rs):
        ticks += 1
    assert not rs.playing and rs.step == len(rs.replay) and ticks == len(rs.replay)


def test_jump_to_a_round_lands_on_its_first_move():
    rs = rps.open_replay("yokohama", finished("yokohama"))
    assert rps.act(rs, "rp-round:3")
    assert rs.step == rs.replay.round_start(3) and rs.replay.round_at(rs.step) == 3
    assert not rps.act(rs, "rp-speed:warp") or rs.speed != "warp"


def test_finished_game_shows_everything_or_one_seat():
    rs = rps.open_replay("yokohama", finished("yokohama", 3))
    assert rs.seat is None and 'aria-pressed="true"' in rps.seat_switch(rs)
    rps.act(rs, "rp-seat:2")
    assert rs.seat == 2 and rps.view_at(rs) == rs.replay.view(rs.step, 2)
    rps.act(rs, "rp-seat:all")
    assert rs.seat is None


def test_game_in_progress_replays_only_the_viewers_view():
    save = unfinished("yokohama")
    rs = rps.open_replay("yokohama", save, viewer=1)
    assert rs.fixed_seat and rs.seat == 1
    rps.act(rs, "rp-seat:all")
    rps.act(rs, "rp-seat:0")
    assert rs.seat == 1
    for step in range(len(rs.replay) + 1):
        rps.go(rs, step)
        assert rps.view_at(rs) == rs.replay.position(step).view(1)
    html = draw(rs)
    assert 'id="rp-seats"' not in html and 'id="rp-share"' not in html
    assert 'id="rp-seen"' in html


def test_game_in_progress_without_a_viewer_shows_the_public_view():
    rs = rps.open_replay("yokohama", unfinished("yokohama"), viewer=None)
    assert rps.view_at(rs) == rs.replay.position(rs.step).view(None)


def test_replay_never_changes_the_game_it_came_from():
    import yokohama

    save = unfinished("yokohama")
    game = yokohama.load_game(save)
    before = game.to_json()
    rs = rps.open_replay("yokohama", game.to_json(), viewer=0)
    for action in ("rp-first", "rp-fwd", "rp-last", "rp-round:1"):
        rps.act(rs, action)
        draw(rs)
    assert game.to_json() == before


@pytest.mark.parametrize("game", GAMES)
def test_stats_screen_is_well_formed_with_text_alternatives(game):
    rs = rps.open_replay(game, finished(game, 4))
    rps.act(rs, "rp-stats")
    gi = protocol.game(game)
    html = rps.render_stats(rs, "Game", gi.stats, UiState(game=game))
    tags = well_formed(html)
    charts = [a for tag, a in tags if tag == "svg" and "chart-svg" in (a.get("class") or "")]
    assert len(charts) >= (2 if game == "yokohama" else 3)
    assert all(s.get("aria-label") for s in charts)
    assert html.count('<table class="chart-table">') >= len(charts)
    assert SEAT_COLOURS[1] in html  # the table's own seat palette


def test_machikoro_income_chart_uses_the_tables_card_colours():
    from web.machikoro.render import COLOUR_FILL

    rs = rps.open_replay("machikoro", finished("machikoro", 4))
    html = protocol.game("machikoro").stats(rs.replay)
    assert 'class="chart-matrix"' in html
    assert all(COLOUR_FILL[c] in html for c in ("red", "blue", "green", "purple"))


def test_share_dialog_shows_the_link_escaped():
    html = rps.share_dialog('https://x.example/a"b/#replay=1.yh.abc')
    well_formed(html)
    assert 'value="https://x.example/a&quot;b/#replay=1.yh.abc"' in html


# ---------------------------------------------------------------------- archive
def test_finished_game_is_archived_with_its_scores():
    added = archive_screen.add_finished(None, finished("machikoro", 3), DATE)
    assert added.text and not added.message
    entry = load_archive(added.text).archive.entries[0]
    assert entry.game == "machikoro" and len(entry.seats) == 3 and entry.date == DATE


def test_unfinished_game_is_not_archived():
    added = archive_screen.add_finished(None, unfinished("machikoro"), DATE)
    assert added.text is None and added.message


def test_damaged_archive_is_never_overwritten():
    added = archive_screen.add_finished("{broken", finished("machikoro"), DATE)
    assert added.text is None and "cannot be read" in added.message


def test_archive_over_budget_is_left_as_it_is():
    added = archive_screen.add_finished(None, finished("yokohama"), DATE, budget=100)
    assert added.text is None and "full" in added.message


def test_delete_removes_the_entry():
    text = archive_screen.add_finished(None, finished("machikoro"), DATE).text
    entry_id = load_archive(text).archive.entries[0].id
    after = archive_screen.delete(text, entry_id)
    assert load_archive(after).archive.entries == []
    assert archive_screen.delete(after, entry_id) is None


def test_archive_screen_lists_games_with_their_actions():
    text = archive_screen.add_finished(None, finished("machikoro"), DATE).text
    text = archive_screen.add_finished(text, finished("yokohama"), "2026-12-01T08:00").text
    archive, note = archive_screen.load(text)
    html = archive_screen.render(archive, UiState())
    well_formed(html)
    assert note == "" and html.count('class="ar-entry"') == 2
    for e in archive.entries:
        for action in ("ar-replay", "ar-stats", "ar-share", "ar-export", "ar-delete"):
            assert f'data-action="{action}:{e.id}"' in html
    assert html.index("Yokohama") < html.index("Machi Koro")  # newest first


def test_empty_archive_says_so():
    html = archive_screen.render(archive_screen.load(None)[0], UiState())
    assert 'id="ar-empty"' in html


def test_final_screen_and_menu_offer_replay_charts_share_and_archive():
    buttons = frame.final_buttons()
    assert all(f'data-action="{a}"' in buttons for a in ("rp-open", "st-open", "share"))
    menu = frame.menu(UiState(screen="play", game_on=True))
    assert 'data-action="rp-open"' in menu and 'data-action="ar-open"' in menu
    assert 'data-action="rp-open"' not in frame.menu(UiState(screen="pass", game_on=True))
