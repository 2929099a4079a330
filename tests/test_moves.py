"""Yokohama moves as values (``yokohama.moves``): one value per move text, one text per value."""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import yokohama
from yokohama import components as C
from yokohama.moves import READERS, Church, Done, Exchange, MoveTo, Recall, Take, Tech, parse

ROOT = Path(__file__).resolve().parent.parent
OPTION_VALUES = {o["id"]: o["values"] for o in C.OPTIONS}

options_strategy = st.fixed_dictionaries(
    {name: st.sampled_from(values) for name, values in OPTION_VALUES.items()})


@settings(max_examples=12, deadline=None)
@given(players=st.integers(2, 4), seed=st.integers(0, 2**31), options=options_strategy)
def test_every_legal_move_of_a_random_game_round_trips(players, seed, options) -> None:
    # docs/moves.md: str(parse(text)) == text for every legal move, at every step
    game = yokohama.new_game(players, seed, options)
    game.state.record = False
    rng = random.Random(seed)
    while not game.is_over:
        legal = game.legal_moves()
        for text in legal:
            assert str(parse(text)) == text
        game.play(rng.choice(legal))


def test_values_carry_the_words_of_the_text() -> None:
    assert parse("church church_5 offer tea,yen from hand") == Church(
        "church_5", ("tea", "yen"), from_hand=True)
    assert parse("move r2c1 via r1c2,r1c1") == MoveTo("r2c1", ("r1c2", "r1c1"))
    assert parse("move r2c1 via r1c2,r1c1").route == ("r1c2", "r1c1", "r2c1")
    assert parse("tech tech_05 import 1") == Tech("tech_05", 0, 1)
    assert parse("take order_12 for yen") == Take("order_12", "yen")
    assert parse("chinatown sell import") == Exchange("sell_import")
    assert parse("recall") == Recall() and parse("done") == Done()


@pytest.mark.parametrize("text", [
    "", "fly r0c0", "keep", "done now", "place banana", "move r0c0 via", "move r0c0 by r0c1",
    "tech tech_01 yen x", "tech tech_01 yen 0", "build shop 9", "take order_01 for gold",
    "church church_3 offer gold", "chinatown buy gold", "hire dragon", "leave 2",
    "spinning wheel", "put token r0c0", " done", "done ", "place  r0c0",
])
def test_a_text_outside_the_grammar_is_refused_with_the_engines_error(text: str) -> None:
    with pytest.raises(yokohama.InvalidMoveError, match="is not a move"):
        parse(text)


GRAMMAR_WORDS = [*READERS, "r0c1", "r12c3", "rxc1", "via", "r0c1,r1c2", "order_07", "for",
                 "yen", "import", "1", "4", "0", "01", "offer", "tea,yen", "yen,yen", "from",
                 "hand", "house", "shop", "station", "mill", "buy", "copper", "", ",", "church_5"]


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(GRAMMAR_WORDS), min_size=1, max_size=6))
def test_any_text_is_refused_or_reads_back_as_itself(words: list[str]) -> None:
    # one text per value: nothing but InvalidMoveError escapes, and what is read writes back
    text = " ".join(words)
    try:
        move = parse(text)
    except yokohama.InvalidMoveError:
        return
    assert str(move) == text


def test_only_the_canonical_text_of_a_value_is_read() -> None:
    # docs/moves.md: one text per move; another spelling says how it is written
    with pytest.raises(yokohama.IllegalMoveError, match="tech tech_05 yen 4 import 1"):
        parse("tech tech_05 import 1 yen 4")


def test_an_invalid_move_is_an_illegal_move_for_the_game() -> None:
    game = yokohama.new_game(2, 1)
    with pytest.raises(yokohama.InvalidMoveError):
        game.play("fly")
    with pytest.raises(yokohama.IllegalMoveError):
        game.play("done")


# --- no module but the move module splits move text ------------------------------------------

MOVE_SEPARATORS = (None, " ", ",")  # what move texts are split at (docs/moves.md)
SPLITTERS = ("split", "rsplit", "partition", "rpartition")
SCANNED = ("yokohama", "web/yokohama")


def _separator(call: ast.Call) -> object:
    if not call.args:
        return None
    first = call.args[0]
    return first.value if isinstance(first, ast.Constant) else "?"


def move_text_splits(source: str, name: str) -> list[str]:
    """``x.split()``, ``x.split(" ")``, ``x.split(",")``, ``x.partition(" ")`` ... calls."""
    tree = ast.parse(source)
    found = []
    for node in ast.walk(tree):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                and node.func.attr in SPLITTERS and _separator(node) in MOVE_SEPARATORS):
            found.append(f"{name}:{node.lineno}: {ast.unparse(node)}")
    return found


def test_the_split_finder_finds_move_text_splits_only() -> None:
    probe = ("a = m.split()\nb = m.split(',')\nc = m.partition(' ')\n"
             "d = key.split(':', 1)\ne = reason.split('_')\nf = move.split(' ', 1)\n")
    assert [hit.split(":")[1] for hit in move_text_splits(probe, "probe")] == ["1", "2", "3", "6"]


def test_no_module_outside_the_move_module_splits_move_text() -> None:
    found = [hit for folder in SCANNED for path in sorted((ROOT / folder).rglob("*.py"))
             if path != ROOT / "yokohama" / "moves.py"
             for hit in move_text_splits(path.read_text(encoding="utf-8"),
                                         str(path.relative_to(ROOT)))]
    assert found == []
