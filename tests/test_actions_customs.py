"""Customs (RULES 6.9, 9.2.17, 11.1, 13.2)."""

from __future__ import annotations

import pytest
from builders import (
    KINDS_2,
    KINDS_3,
    KINDS_4,
    act,
    area,
    give_tech,
    holdings,
    make_game,
    occupy,
    put,
)

IMPORTS = {f"customs_{i + 1}": n for i, n in enumerate([1, 1, 2, 2, 3, 3, 4, 4])}


def customs_game(power: int, imports: int = 10, players: int = 3, in_area: int = 1, techs=()):
    kinds = {2: KINDS_2, 3: KINDS_3, 4: KINDS_4}[players]
    g = make_game(players, kinds=kinds)
    give_tech(g, 0, *techs)
    holdings(g, 0, imports=imports, yen=0)
    if in_area:
        put(g, 0, area(g, "customs"), in_area)
    act(g, area(g, "customs"), power=power)
    return g


def spaces(g) -> set[str]:
    return {m.split()[1] for m in g.legal_moves() if m.startswith("customs ")}


@pytest.mark.parametrize(("power", "allowance"), [(1, 0), (2, 1), (3, 2), (4, 3), (5, 4)])
def test_customs_allowance_by_power(power: int, allowance: int) -> None:
    # RULES 6.9.2, 6.9.3
    g = customs_game(power)
    assert spaces(g) == {s for s, n in IMPORTS.items() if n <= allowance}


def test_allowance_limited_by_imports_held() -> None:
    # RULES 6.9.3, 14.1
    g = customs_game(5, imports=2)
    assert spaces(g) == {"customs_1", "customs_2", "customs_3", "customs_4"}


def test_pays_exactly_the_space_count() -> None:
    # RULES 6.9.3
    g = customs_game(5, imports=4)
    g.play("customs customs_3")
    p = g.state.players[0]
    assert p.imports == 2
    assert (p.vp, p.yen) == (8, 1)  # RULES 6.9.6


def test_occupied_space_not_offered() -> None:
    # RULES 6.9.3
    g = make_game(3, kinds=KINDS_3)
    occupy(g, "customs", 2, 1)
    holdings(g, 0, imports=1)
    put(g, 0, area(g, "customs"), 1)
    act(g, area(g, "customs"), power=5)
    assert g.legal_moves() == ["customs customs_1", "done"]


def test_blocked_space_not_offered_with_two_players() -> None:
    # RULES 13.2
    g = customs_game(5, players=2)
    assert "customs_4" not in spaces(g)
    assert "customs_3" in spaces(g)


def test_assistant_from_the_customs_area() -> None:
    # RULES 6.9.4
    g = customs_game(2, in_area=1)
    hand = g.state.players[0].hand_assistants
    g.play("customs customs_1")
    assert g.state.customs[0] == 0
    assert g.state.players[0].hand_assistants == hand
    assert g.state.assistants[g.state.index_of[area(g, "customs")]][0] == 0


def test_assistant_from_hand_when_none_in_area() -> None:
    # RULES 6.9.4
    g = customs_game(2, in_area=0)
    hand = g.state.players[0].hand_assistants
    g.play("customs customs_1")
    assert g.state.players[0].hand_assistants == hand - 1


def test_no_assistant_no_placement() -> None:
    # RULES 14.12
    g = make_game(3, kinds=KINDS_3)
    p = g.state.players[0]
    p.wh_assistants += p.hand_assistants
    p.hand_assistants = 0
    holdings(g, 0, imports=4)
    act(g, area(g, "customs"), power=5)
    assert g.state.stage != "customs"
    assert p.imports == 4


def test_no_placement_pays_nothing() -> None:
    # RULES 6.9.5
    g = customs_game(5, imports=4)
    g.play("done")
    assert g.state.players[0].imports == 4
    assert g.state.players[0].vp == 0


def test_brick_factory_adds_four_vp() -> None:
    # RULES 9.2.17
    g = customs_game(2, techs=("brick_factory",))
    g.play("customs customs_2")
    assert g.state.players[0].vp == 5 + 4


@pytest.mark.parametrize(("players", "threshold"), [(3, 5), (4, 6)])
def test_customs_end_condition(players: int, threshold: int) -> None:
    # RULES 6.9.5, 11.1
    g = make_game(players, kinds=KINDS_3 if players == 3 else KINDS_4)
    for space in range(3, 3 + threshold - 2):
        occupy(g, "customs", space, 1, from_hand=False)
    holdings(g, 0, imports=1)
    act(g, area(g, "customs"), power=2)
    g.play("customs customs_1")
    assert not g.state.end_triggered
    g.state.current = 2
    holdings(g, 2, imports=1)
    act(g, area(g, "customs"), power=2)
    g.play("customs customs_2")
    assert g.state.end_triggered


def test_customs_end_counts_the_dummy_with_two_players() -> None:
    # RULES 11.1, 13.3
    g = make_game(2, kinds=KINDS_2)
    for space in (1, 2, 3):
        occupy(g, "customs", space, 1, from_hand=False)
    holdings(g, 0, imports=3)
    act(g, area(g, "customs"), power=4)
    g.play("customs customs_5")
    assert g.state.end_triggered
