"""The page's save check (web/shell/saves.py): every page field, deep nesting, huge strings,
wrong types and unknown values give one short LoadError and change nothing; good saves load,
draw and save again. Plus the two-tab counter, broken-save keys and the secret seed."""

from __future__ import annotations

import json
import random

import pytest
from hostile_page import (
    PAGE_FIELDS,
    hostile_page_saves,
    mutated_page_save,
    page_outcome,
    page_saves,
)
from hypothesis import HealthCheck, given, settings

from web.shell import protocol
from web.shell.saves import (
    MESSAGE_CUT,
    LoadError,
    broken_key,
    broken_to_drop,
    game_of_save,
    is_stale,
    prepare_load,
    same_save,
    url_choice,
    writes_of,
)

GAMES = ("yokohama", "machikoro")
PROPERTY = settings(max_examples=60, deadline=None, database=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def sample(game_id: str, index: int = 0) -> dict:
    return json.loads(page_saves(game_id)[index])


def current(game_id: str):
    return prepare_load(protocol.game(game_id), page_saves(game_id)[0])


def refused(game_id: str, text: str) -> str:
    """The LoadError message of loading ``text`` and, on its own line, its technical detail
    (the game on screen must not change)."""
    gi = protocol.game(game_id)
    cur = current(game_id)
    before = cur.to_save()
    with pytest.raises(LoadError) as err:
        prepare_load(gi, text)
    with pytest.raises(LoadError):
        cur.load(text)
    assert cur.to_save() == before
    message = str(err.value)
    assert len(message) <= MESSAGE_CUT
    return message + "\n" + err.value.detail


PLAIN_CASES = [  # (path, value, the part of the save named in plain words)
    (("config", "seats", 0, "level"), "x", "list of players"),
    (("config", "players"), True, "list of players"),
    (("config", "options"), [], "rule options"),
    (("config", "seed"), "abc", "game settings"),
    (("log",), [1, 2], "game log"),
    (("viewer",), 7, "what the page was showing"),
    (("game",), "{}", "game in it"),
]


@pytest.mark.parametrize(("path", "value", "part"), PLAIN_CASES,
                         ids=[".".join(map(str, p)) for p, _, _ in PLAIN_CASES])
@pytest.mark.parametrize("lang_code", ["en", "pl"])
def test_a_broken_save_names_the_wrong_part_in_plain_words(path, value, part, lang_code):
    """The message says which part of the save is wrong in the player's language; the
    schema path and the English technical words are only in the detail."""
    from web import i18n

    data = sample("yokohama")
    target = data
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    i18n.set_language(lang_code)
    try:
        with pytest.raises(LoadError) as err:
            prepare_load(protocol.game("yokohama"), json.dumps(data))
    finally:
        i18n.set_language("en")
    message, detail = str(err.value), err.value.detail
    assert detail and "[" not in message and "." + path[-1] not in message
    assert not any(w in message for w in ("expected", "config", "got", "Error"))
    if lang_code == "en":
        assert part in message


FIELD_CASES = [
    # (path, value, words in the message)
    (("config", "players"), "two", "config.players"),
    (("config", "players"), 9, "config.players"),
    (("config", "players"), True, "config.players"),
    (("config", "seats", 0, "level"), "x", "config.seats[0].level"),
    (("config", "seats", 0, "level"), None, "config.seats[0].level"),
    (("config", "seats", 1, "kind"), "robot", "config.seats[1].kind"),
    (("config", "seats", 0, "name"), "n" * 5000, "longer than"),
    (("config", "seats", 0, "name"), 7, "config.seats[0].name"),
    (("config", "seats"), "Aiko", "config.seats"),
    (("config", "seed"), "abc", "config.seed"),
    (("config", "seed"), 2 ** 70, "config.seed"),
    (("config", "seed"), 1.5, "config.seed"),
    (("config", "options"), [], "config.options"),
    (("config", "options"), {"no_such_rule": 1}, "unknown field"),
    (("config",), None, "config"),
    (("pace",), [], "pace"),
    (("pace",), "warp", "pace"),
    (("screen",), "final", "screen"),
    (("viewer",), 7, "viewer"),
    (("viewer",), "0", "viewer"),
    (("pass_to",), 9, "pass_to"),
    (("log",), "abc", "log"),
    (("log",), [1, 2], "log[0]"),
    (("log",), ["x" * 10_000], "log[0]"),
    (("writes",), -1, "writes"),
    (("writes",), "3", "writes"),
]


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize(("path", "value", "words"), FIELD_CASES,
                         ids=[f"{'.'.join(map(str, p))}={str(v)[:8]}" for p, v, _ in FIELD_CASES])
def test_every_page_field_is_checked(game_id, path, value, words):
    data = sample(game_id)
    target = data
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    assert words in refused(game_id, json.dumps(data))


@pytest.mark.parametrize("game_id", GAMES)
def test_a_bad_rule_option_value_is_refused(game_id):
    s = protocol.game(game_id).new_session(False)
    if not s.ui.option_defs:
        pytest.skip("the game has no rule options")
    opt = s.ui.option_defs[0]
    data = sample(game_id)
    data["config"]["options"] = {opt["id"]: "surely-not-a-value"}
    assert opt["id"] in refused(game_id, json.dumps(data))
    bools = [o for o in s.ui.option_defs if any(isinstance(v, bool) for v in o["values"])]
    if bools:  # true is not 1: types count
        data["config"]["options"] = {bools[0]["id"]: 1}
        refused(game_id, json.dumps(data))


def test_the_pass_screen_must_name_a_person():
    data = sample("yokohama", 1)  # two people: a pass screen
    assert "pass_to" in refused("yokohama", json.dumps({**data, "screen": "pass",
                                                        "pass_to": None}))
    solo = sample("yokohama", 0)  # seat 1 is a computer
    passed = json.dumps({**solo, "screen": "pass", "pass_to": 1})
    assert "not a person" in refused("yokohama", passed)


@pytest.mark.parametrize("game_id", GAMES)
def test_player_count_must_match_the_game(game_id):
    data = sample(game_id)
    data["config"]["players"] = 3
    assert "player list" in refused(game_id, json.dumps(data))
    data = sample(game_id)
    data["config"]["seats"] = data["config"]["seats"][:1]
    assert "player list" in refused(game_id, json.dumps(data))


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("text", [
    "[" * 100_000 + "]" * 100_000,
    '{"app": ' + "[" * 1_000 + "]" * 1_000 + "}",
    '{"a": "' + "x" * 5_000_000 + '"}',
    "not json", "", "null", "[]", '"text"',
], ids=["deep", "deep-field", "huge", "junk", "empty", "null", "list", "string"])
def test_unreadable_texts_are_refused_before_parsing(game_id, text):
    message = refused(game_id, text)
    assert "x" * 100 not in message


@pytest.mark.parametrize("game_id", GAMES)
def test_deep_nesting_inside_a_page_field_is_refused(game_id):
    data = sample(game_id)
    data["log"] = "@DEEP@"
    text = json.dumps(data).replace('"@DEEP@"', "[" * 50_000 + "]" * 50_000)
    assert "nested deeper" in refused(game_id, text)


@pytest.mark.parametrize("game_id", GAMES)
def test_good_page_saves_load_draw_and_save_again(game_id):
    gi = protocol.game(game_id)
    for text in page_saves(game_id):
        assert page_outcome(gi, text, current(game_id)) == "rendered"


@pytest.mark.parametrize("game_id", GAMES)
def test_older_saves_without_new_fields_still_load(game_id):
    data = sample(game_id)
    for field in ("writes", "pace", "log", "viewer", "screen", "pass_to"):
        data.pop(field, None)
    s = prepare_load(protocol.game(game_id), json.dumps(data))
    assert s.writes == 0


@pytest.mark.parametrize("game_id", GAMES)
def test_hostile_page_saves_are_refused_or_used_safely(game_id):
    gi = protocol.game(game_id)
    cur = current(game_id)
    seen = set()
    for n, (_kind, text) in enumerate(hostile_page_saves(game_id, random.Random(3), 10)):
        if n % 7:  # a sample of every kind keeps this test quick; the bench runs them all
            continue
        seen.add(page_outcome(gi, text, cur))
    assert seen == {"refused", "rendered"}


@pytest.mark.parametrize("game_id", GAMES)
@PROPERTY
@given(data=__import__("hypothesis").strategies.data())
def test_property_mutated_page_saves_never_escape(game_id, data):
    text = data.draw(mutated_page_save(game_id))
    assert page_outcome(protocol.game(game_id), text) in ("refused", "rendered")


def test_page_fields_cover_every_field_a_page_save_writes():
    for game_id in GAMES:
        data = sample(game_id)
        top = {p[0] for p in PAGE_FIELDS}
        assert set(data) <= top, set(data) - top


# ---------------------------------------------------------------------- book-keeping
def test_the_write_counter_is_the_first_field_and_read_without_parsing():
    s = current("yokohama")
    s.writes = 41
    text = s.to_save()
    assert text.startswith('{"writes": 41,')
    assert writes_of(text) == 41
    assert writes_of("garbage") is None and writes_of(None) is None
    assert writes_of('{"writes": 3' + "]" * 10) is None
    assert is_stale(text, 40) and not is_stale(text, 41) and not is_stale("x", 0)


def test_saving_the_same_game_again_is_seen_as_the_same_save():
    s = current("yokohama")
    s.writes = 9
    before = s.to_save()
    s.writes = 10
    assert same_save(before, s.to_save())
    s.ui.viewer = 1 - s.ui.viewer
    assert not same_save(before, s.to_save())
    assert not same_save(None, before) and not same_save("garbage", before)


def test_broken_saves_keep_the_newest_three():
    base = "yokohama.save.broken"
    keys = [broken_key(base, f"2026-12-0{d}T10:00:00.000Z") for d in range(1, 6)]
    keys += ["yokohama.save", base, "machikoro.save.broken.2026-01-01T00:00:00.000Z"]
    assert broken_to_drop(keys, base) == keys[:2]
    assert broken_to_drop(keys[2:], base) == []


def test_game_of_save_survives_deep_nesting():
    games = protocol.games()
    assert game_of_save("[" * 100_000 + "]" * 100_000, games) is None
    assert game_of_save(page_saves("machikoro")[0], games) == "machikoro"


def test_url_parameters_are_choices_only():
    assert url_choice("fast", ("slow", "fast")) == "fast"
    assert url_choice("x" * 10_000, ("slow",)) is None
    assert url_choice(None, ("slow",)) is None


# ---------------------------------------------------------------------- secrets and messages
@pytest.mark.parametrize("game_id", GAMES)
def test_the_seed_is_shown_only_at_the_end(game_id):
    gi = protocol.game(game_id)
    s = gi.new_session(False)
    s.new_game({"players": 2, "seed": 31, "options": {},
                "seats": [{"name": "A", "kind": "computer", "level": "easy"},
                          {"name": "B", "kind": "computer", "level": "easy"}]})
    assert not any("31" in line for line in s.ui.log)
    assert s.ui.defaults["seed"] == ""
    html = gi.render(s.view(), s.ui, s.legal_for_ui())
    assert "final-seed" not in html
    rng = random.Random(5)
    for _ in range(5000):
        if s.game.is_over:
            break
        s.ai_play(rng.choice(s.game.legal_moves()))
    assert s.ui.final["seed"] == 31
    html = gi.render(s.view(), s.ui, s.legal_for_ui())
    assert 'id="final-seed"' in html and "31" in html


def test_a_huge_refused_move_gives_a_short_message():
    s = current("yokohama")
    before = s.to_save()
    with pytest.raises(s.engine.IllegalMoveError) as err:
        s.play("x" * 10_000_000)
    assert len(str(err.value)) < 200
    assert s.to_save() == before


def test_the_menu_says_a_save_file_shows_hidden_cards():
    s = current("yokohama")
    s.ui.menu_open = True
    html = protocol.game("yokohama").render(s.view(), s.ui, s.legal_for_ui())
    assert 'id="export-note"' in html and "hidden cards" in html


def test_computer_seats_wait_while_the_page_asks_a_question():
    s = protocol.game("yokohama").new_session(False)
    s.new_game({"players": 2, "seed": 3, "options": {},
                "seats": [{"name": "A", "kind": "computer", "level": "easy"},
                          {"name": "B", "kind": "computer", "level": "easy"}]})
    assert s.computer_to_move()
    s.ui.confirm = "new"
    assert not s.computer_to_move() and s.ai_step() is None
    s.ui.confirm = None
    assert s.computer_to_move()
