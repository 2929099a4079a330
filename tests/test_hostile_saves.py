"""Hostile saves, the same for both engines: whatever text is offered, ``load_game`` either
loads a game whose save round-trips or refuses with the engine's ``SaveError`` and a short
message (never RecursionError, KeyError, TypeError, …). The engine-specific cases live in
``test_save_hostile.py`` and ``machikoro/test_mk_save_hostile.py``."""

from __future__ import annotations

import pytest
from hostile import (
    ENGINES,
    FAST,
    MAX_MESSAGE,
    SWEEP,
    outcome,
    spliced_text,
    table_mutation,
    value_anywhere,
)
from hypothesis import given
from hypothesis import strategies as st

GAMES = pytest.mark.parametrize("engine", sorted(ENGINES))


@GAMES
@pytest.mark.parametrize("depth", [1_000, 100_000])
def test_deep_nesting_is_a_save_error(engine: str, depth: int) -> None:
    # RULES 3 (both games): a save rebuilds the setup; text nested this deeply is no save
    module = ENGINES[engine]
    with pytest.raises(module.SaveError) as info:
        module.load_game("[" * depth + "]" * depth)
    assert "nested deeper" in str(info.value) and len(str(info.value)) <= MAX_MESSAGE


@GAMES
@FAST
@given(data=st.data())
def test_any_json_value_anywhere_is_loaded_or_refused(engine: str, data: st.DataObject) -> None:
    # RULES 3 (both games): a save is a setup and legal moves, or it is refused
    outcome(engine, data.draw(value_anywhere(engine)))


@GAMES
@FAST
@given(data=st.data())
def test_mutated_saves_are_loaded_or_refused(engine: str, data: st.DataObject) -> None:
    # RULES 3 (both games): a save is a setup and legal moves, or it is refused
    outcome(engine, data.draw(table_mutation(engine)))


@GAMES
@FAST
@given(data=st.data())
def test_spliced_texts_are_loaded_or_refused(engine: str, data: st.DataObject) -> None:
    # RULES 3 (both games): a save is a setup and legal moves, or it is refused
    outcome(engine, data.draw(spliced_text(engine)))


@GAMES
@FAST
@given(raw=st.binary(max_size=200) | st.text(max_size=200))
def test_arbitrary_input_is_refused(engine: str, raw: bytes | str) -> None:
    # RULES 3 (both games): random text is no save
    assert outcome(engine, raw) == "refused"


@pytest.mark.slow
@GAMES
@SWEEP
@given(data=st.data())
def test_sweep_of_mutated_saves(engine: str, data: st.DataObject) -> None:
    # RULES 3 (both games): a save is a setup and legal moves, or it is refused
    strategy = table_mutation(engine) | value_anywhere(engine) | spliced_text(engine)
    outcome(engine, data.draw(strategy))
