"""Learning aids on the page (issue 13): how to play, "why not?", hints, the guided game."""

from __future__ import annotations

import html as htmllib
import importlib
import re
import string
import time

import pytest

from web.shell import learn, markdown, protocol
from web.shell.messages import MESSAGES, t
from web.shell.tutorial import Tutorial

GAMES = ("yokohama", "machikoro")
WHY_RE = re.compile(r'data-why="([^"]*)"')
HELP_RE = re.compile(r'data-help="([^"]*)"')
ACTION_LINK = re.compile(r'data-action="howto:([^"]*)"')
MOVE_RE = re.compile(r'data-move="([^"]*)"')


def gi(game_id):
    return protocol.game(game_id)


def engine(game_id):
    return importlib.import_module(game_id)


def fields(template: str) -> set[str]:
    return {f for _, f, _, _ in string.Formatter().parse(template) if f}


def tutorial(game_id) -> Tutorial:
    g = gi(game_id)
    return Tutorial(g.new_session(False), g.tutorial(), g.describe)


def positions(game_id):
    """(session, view) at every step of the game's tutorial script, seat 0 to decide."""
    tut = tutorial(game_id)
    tut.start()
    while not tut.finished:
        yield tut.session
        tut.click(tut.expected())


# --------------------------------------------------------------------- how to play
@pytest.mark.parametrize("game_id", GAMES)
def test_every_section_is_reachable_from_the_contents(game_id):
    ui = gi(game_id).new_session(False).ui
    ui.howto = "goal"
    page = learn.howto_overlay(ui)
    h = learn.howto(game_id)
    toc = re.findall(r'data-toc="([^"]+)"', page)
    assert toc == list(h.sections)
    for sid in h.sections:
        assert f'id="howto-{sid}"' in page


@pytest.mark.parametrize("game_id", GAMES)
def test_every_link_of_the_rendered_rules_resolves(game_id):
    ui = gi(game_id).new_session(False).ui
    ui.howto = "goal"
    page = learn.howto_overlay(ui)
    targets = set(ACTION_LINK.findall(page))
    assert targets and targets <= set(learn.howto(game_id).sections)
    assert not learn.howto(game_id).broken_links()


@pytest.mark.parametrize("game_id", GAMES)
def test_how_to_play_opens_at_the_pending_decision_everywhere(game_id):
    """section_for, as the page uses it, resolves for every pending kind met in the guided
    game and for every stage the keys name."""
    h = learn.howto(game_id)
    for stage, sid in h.keys["stage"].items():
        assert h.section_for("stage", stage) == sid, stage
    g = gi(game_id)
    for s in positions(game_id):
        view = s.view()
        context = g.howto_context(view, s.ui)
        assert learn.section_for_context(game_id, context), (view["pending"], context)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_table_explanation_links_to_a_section(game_id):
    g = gi(game_id)
    sections = set(learn.howto(game_id).sections)
    seen = set()
    for s in positions(game_id):
        page = g.render(s.view(), s.ui, s.legal_for_ui())
        helps = set(HELP_RE.findall(page))
        assert helps <= sections
        seen |= helps
    assert len(seen) >= 3


def test_legend_is_one_click_from_the_table():
    s = gi("yokohama").new_session(False)
    tut = Tutorial(s, gi("yokohama").tutorial(), gi("yokohama").describe)
    tut.start()
    page = gi("yokohama").render(s.view(), s.ui, s.legal_for_ui())
    assert 'data-action="howto"' in page
    s.ui.howto = learn.LEGEND
    page = gi("yokohama").render(s.view(), s.ui, s.legal_for_ui())
    assert 'id="howto-icons" data-section="icons" data-open="true"' in page


def test_search_filters_sections_by_words():
    assert learn.search("yokohama", "") == list(learn.howto("yokohama").sections)
    found = learn.search("yokohama", "church faith")
    assert found and found[0] == "church"
    assert learn.search("yokohama", "xylophone") == []


def test_markdown_escapes_everything_and_links_only_to_sections():
    out = markdown.render('<script>alert(1)</script> **b** [x](#goal) [y](http://evil) `c`')
    assert "<script>" not in out and "&lt;script&gt;" in out
    assert "<strong>b</strong>" in out and 'data-action="howto:goal"' in out
    assert "http://evil" in out and 'href="http' not in out  # left as text, never a link
    assert "<code>c</code>" in out


def test_markdown_lists_and_tables():
    out = markdown.render("1. one\n   - sub\n2. two\n\n| a | b |\n| --- | --- |\n| 1 | 2 |")
    assert out.count("<ol>") == 1 and out.count("<ul>") == 1 and "<td>2</td>" in out
    assert out.count("<li>") == 3


# --------------------------------------------------------------------- why not?
@pytest.mark.parametrize("game_id,prefix", [("yokohama", "why_"), ("machikoro", "mk_why_")])
def test_each_refusal_code_has_a_page_message_filled_by_its_fields(game_id, prefix):
    explain = importlib.import_module(f"{game_id}.explain")
    for code, template in explain.TEMPLATES.items():
        key = prefix + code
        assert key in MESSAGES, key
        # the page may leave a field out (an area's position: its name says where)
        assert fields(MESSAGES[key]) <= fields(template), key
        filled = t(key, **{f: "x" for f in fields(template)})
        assert "{" not in filled and "}" not in filled


@pytest.mark.parametrize("game_id", GAMES)
def test_every_why_element_explains_itself_in_one_filled_sentence(game_id):
    g = gi(game_id)
    codes = set()
    for s in positions(game_id):
        page = g.render(s.view(), s.ui, s.legal_for_ui())
        legal = set(s.legal_for_ui())
        for move in {htmllib.unescape(m) for m in WHY_RE.findall(page)}:
            assert move not in legal
            answer = g.explain(s.game, move, s.ui.viewer)
            assert answer is not None, move
            text, section = answer
            assert text and "{" not in text and "}" not in text, text
            assert not section or section in learn.howto(game_id).sections
            codes.add(text)
    assert len(codes) >= 3


@pytest.mark.parametrize("game_id", GAMES)
def test_clickable_elements_never_carry_a_why(game_id):
    g = gi(game_id)
    for s in positions(game_id):
        page = g.render(s.view(), s.ui, s.legal_for_ui())
        assert not re.search(r'data-move="[^"]*"[^>]*data-why=|data-why="[^"]*"[^>]*data-move=',
                             page)


def test_route_unaffordable_is_worded_from_the_catalogue():
    from boardgame.refusal import Refusal

    r = Refusal("route_unaffordable", {"need": 3, "have": 2}, templates={})
    assert r.worded(t("why_route_unaffordable")).endswith("costs ¥3 (¥1 per other president "
                                                          "passed, ¥1 for the canal); you have ¥2.")


# --------------------------------------------------------------------- hints
@pytest.mark.parametrize("game_id", GAMES)
def test_hint_is_always_legal_and_counted_per_seat(game_id):
    g = gi(game_id)
    s = g.new_session(False)
    cfg = s.default_config()
    cfg["seed"] = 5
    s.new_game(cfg)
    asked = 0
    t0 = time.perf_counter()
    while not s.game.is_over and asked < 6:
        if s.computer_to_move():
            s.ai_step()
            continue
        hint = s.give_hint(g.hint)
        assert hint is not None and hint["move"] in s.legal_for_ui()
        assert s.ui.highlight == [hint["move"]] and hint["text"]
        asked += 1
        s.play(hint["move"])
        assert s.ui.hint is None
    assert s.hints_used()[0] == asked and s.hints_used()[1] == 0
    assert time.perf_counter() - t0 < 60


def test_no_hint_button_when_hints_are_off():
    g = gi("machikoro")
    s = g.new_session(False)
    cfg = s.default_config()
    cfg.update(seed=3, hints_allowed=False)
    s.new_game(cfg)
    assert not s.ui.can_hint
    assert s.give_hint(g.hint) is None
    assert 'data-action="hint"' not in g.render(s.view(), s.ui, s.legal_for_ui())
    cfg["hints_allowed"] = True
    s.new_game(cfg)
    assert s.ui.can_hint
    assert 'data-action="hint"' in g.render(s.view(), s.ui, s.legal_for_ui())


def test_hints_used_show_on_the_final_screen():
    g = gi("machikoro")
    s = g.new_session(False)
    cfg = s.default_config()
    cfg.update(seed=4)
    s.new_game(cfg)
    s.give_hint(g.hint)
    while not s.game.is_over:
        if s.computer_to_move():
            s.ai_step()
        else:
            s.play(s.legal_for_ui()[-1])
    page = g.render(s.view(), s.ui, [])
    assert 'id="hints-used"' in page and t("hints_of", name=s.seat_name(0), n=1) in page


# --------------------------------------------------------------------- tutorial
@pytest.mark.parametrize("game_id", GAMES)
def test_tutorial_script_plays_through_with_each_expected_move_legal(game_id):
    tut = tutorial(game_id)
    tut.start()
    features = []
    while not tut.finished:
        s = tut.session
        want = tut.expected()
        assert s.game.current_player == 0 == s.ui.viewer
        assert want in s.legal_for_ui(), (tut.step, want)
        assert s.ui.highlight == [want] and s.ui.coach["say"] and "{" not in s.ui.coach["say"]
        features.append(tut.feature())
        assert tut.click(want)
        assert tut.done_text and "{" not in tut.done_text
    assert tut.session.ui.coach["end"]
    if game_id == "yokohama":
        assert tut.session.game.is_over
        assert {"placement", "movefee", "power", "bonus", "build", "church", "customs",
                "tech", "deliver", "end"} <= set(features)
    else:
        assert {"roll", "income", "build", "landmark"} <= set(features)


@pytest.mark.parametrize("game_id", GAMES)
def test_tutorial_wrong_click_explains_itself(game_id):
    tut = tutorial(game_id)
    tut.start()
    s = tut.session
    wrong = next(m for m in s.legal_for_ui() if m != tut.expected()) \
        if len(s.legal_for_ui()) > 1 else "roll 9"
    moves_before = len(s.game.moves)
    assert not tut.click(wrong)
    assert len(s.game.moves) == moves_before
    assert tut.wants_text().startswith("The tutorial wants you to ")


@pytest.mark.parametrize("game_id", GAMES)
def test_tutorial_resumes_at_the_stored_step_without_touching_a_game(game_id):
    tut = tutorial(game_id)
    tut.start()
    tut.click(tut.expected())
    tut.click(tut.expected())
    saved = tut.progress()
    again = tutorial(game_id)
    again.start(Tutorial.step_of(saved))
    assert again.step == 2 and again.session.game.moves == tut.session.game.moves
    assert Tutorial.step_of("not json") == 0 and Tutorial.step_of('{"step": -3}') == 0
    assert gi(game_id).storage_key.rsplit(".", 1)[0] + ".tutorial" != gi(game_id).storage_key


def test_tutorial_session_has_no_undo_and_no_hint():
    tut = tutorial("yokohama")
    tut.start()
    tut.click(tut.expected())
    assert not tut.session.ui.can_undo and not tut.session.ui.can_hint
    page = gi("yokohama").render(tut.session.view(), tut.session.ui, tut.session.legal_for_ui())
    assert 'id="coach"' in page and 'data-action="hint"' not in page
    assert MOVE_RE.search(page)


def test_every_pending_kind_of_whole_games_opens_a_section():
    """Yokohama: every decision met in three computer games (both seats); Machi Koro: every
    phase the engine names."""
    yokohama = engine("yokohama")
    from yokohama import ai

    seen = set()
    for seed in (1, 2, 3):
        g = yokohama.new_game(players=["A", "B", "C"], seed=seed, options={})
        while not g.is_over:
            seen.add(g.view(g.current_player)["pending"]["kind"])
            g.play(ai.choose_move(g, g.current_player, "easy", seed + len(g.moves)))
    seen.add("over")
    for kind in seen:
        assert learn.section_for_context("yokohama", [("stage", kind)]), kind
    from machikoro.state import PHASE_NAMES

    for kind in PHASE_NAMES:
        assert learn.section_for_context("machikoro", [("stage", kind)]), kind
    assert {"keep", "A", "move", "C"} <= seen
