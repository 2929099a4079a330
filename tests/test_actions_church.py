"""Church (RULES 6.8, 9.2.10, 11.1, 13.2)."""

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

NOTHING = {"yen": 0, "copper": 0, "silk": 0, "tea": 0, "fish": 0, "imports": 0}
FAITH = {f"church_{i + 1}": faith for i, faith in enumerate(range(3, 11))}
ALL = {"yen": 10, "copper": 1, "silk": 1, "tea": 1, "fish": 1, "imports": 1}


def church_game(power: int, players: int = 3, options=None, in_area: int = 1,
                held=None, techs=()):
    kinds = {2: KINDS_2, 3: KINDS_3, 4: KINDS_4}[players]
    g = make_game(players, kinds=kinds, options=options)
    give_tech(g, 0, *techs)
    holdings(g, 0, **(NOTHING if held is None else held))
    if in_area:
        put(g, 0, area(g, "church"), in_area)
    act(g, area(g, "church"), power=power)
    return g


def spaces(g) -> set[str]:
    return {m.split()[1] for m in g.legal_moves() if m.startswith("church ")}


@pytest.mark.parametrize(("power", "space"), [(3, "church_1"), (4, "church_2"), (5, "church_3")])
def test_faith_from_power_linear(power: int, space: str) -> None:
    # RULES 6.8.2, 6.8.4: without contributions the space of faith = power
    g = church_game(power)
    assert g.legal_moves() == [f"church {space}", "done"]


@pytest.mark.parametrize("power", [1, 2])
def test_low_power_without_contributions_reaches_no_space(power: int) -> None:
    # RULES 6.8.2, 6.8.4: faith 1-2 has no space
    g = church_game(power)
    assert g.state.stage != "church"
    assert g.state.church == [-1] * 8


@pytest.mark.parametrize(("power", "faith"), [(1, 1), (2, 1), (3, 3), (4, 4), (5, 5)])
def test_option_low_start_faith(power: int, faith: int) -> None:
    # RULES 6.8.2 option church_faith_from_power: low_start gives 1,1,3,4,5
    g = church_game(power, options={"church_faith_from_power": "low_start"}, held=ALL)
    bases = set()
    for move in g.legal_moves():
        parts = move.split()
        if parts[0] == "church" and parts[1] != "church_8":
            offered = len(parts[3].split(",")) if "offer" in parts else 0
            bases.add(FAITH[parts[1]] - offered)
    assert bases == {faith}


def test_each_contribution_adds_one_faith() -> None:
    # RULES 6.8.3
    g = church_game(3, held=ALL)
    moves = set(g.legal_moves())
    for item in ("copper", "silk", "tea", "fish", "import", "yen"):
        assert f"church church_2 offer {item}" in moves


def test_contributions_each_at_most_once_max_faith_eleven() -> None:
    # RULES 6.8.3, 6.8.4: power 5 + 6 contributions = 11, placed on the highest space
    g = church_game(5, held={**ALL, "copper": 5, "yen": 20})
    assert "church church_8 offer copper,silk,tea,fish,import,yen" in g.legal_moves()
    assert not any("copper,copper" in m for m in g.legal_moves())


def test_contributions_are_paid_to_the_supply() -> None:
    # RULES 6.8.3, 14.5
    g = church_game(3, held=ALL)
    g.play("church church_4 offer tea,fish,yen")
    p = g.state.players[0]
    assert (p.yen, p.goods, p.imports) == (10 - 2 + 3, [1, 1, 0, 0], 1)


def test_option_church_yen_per_faith_one() -> None:
    # RULES 6.8.3 option church_yen_per_faith: 1
    g = church_game(3, options={"church_yen_per_faith": 1}, held={**NOTHING, "yen": 1})
    g.play("church church_2 offer yen")
    assert g.state.players[0].yen == 0 + 1  # paid ¥1, church_2 gives ¥1


def test_money_contribution_needs_two_yen() -> None:
    # RULES 6.8.3, 14.1
    g = church_game(3, held={**NOTHING, "yen": 1})
    assert "church church_2 offer yen" not in g.legal_moves()


def test_exact_space_rule_only_the_matching_space() -> None:
    # RULES 6.8.4 default church_space_rule: exact
    g = church_game(4, held={**NOTHING, "tea": 1})
    assert spaces(g) == {"church_2", "church_3"}
    assert "church church_3 offer tea" in g.legal_moves()
    assert "church church_2 offer tea" not in g.legal_moves()


def test_exact_occupied_space_means_no_placement_at_that_total() -> None:
    # RULES 6.8.4
    g = make_game(3, kinds=KINDS_3)
    occupy(g, "church", 3, 1)
    holdings(g, 0, **NOTHING)
    put(g, 0, area(g, "church"), 1)
    act(g, area(g, "church"), power=5)
    assert g.state.stage != "church"
    assert g.state.church[2] == 1


def test_total_above_highest_space_uses_the_highest() -> None:
    # RULES 6.8.4
    g = church_game(5, held={**ALL, "yen": 20})
    assert "church church_8 offer copper,silk,tea,fish,import" in g.legal_moves()
    assert "church church_8 offer copper,silk,tea,fish,import,yen" in g.legal_moves()


def test_option_at_most_any_space_up_to_total() -> None:
    # RULES 6.8.4 option church_space_rule: at_most
    g = church_game(5, options={"church_space_rule": "at_most"})
    assert spaces(g) == {"church_1", "church_2", "church_3"}


def test_blocked_space_is_never_offered_with_two_players() -> None:
    # RULES 13.2, 3.10.1
    g = church_game(5, players=2, held={**ALL, "yen": 20},
                    options={"church_space_rule": "at_most"})
    assert "church_5" not in spaces(g)
    g2 = church_game(5, players=2, held={**NOTHING, "tea": 1, "fish": 1})
    assert "church_5" not in spaces(g2)


def test_assistant_from_the_church_area() -> None:
    # RULES 6.8.5
    g = church_game(3, in_area=2)
    hand = g.state.players[0].hand_assistants
    g.play("church church_1")
    assert g.state.church[0] == 0
    # one assistant went to the board, the other came back in recovery
    assert g.state.players[0].hand_assistants == hand + 1 + 1  # + reward assistant from warehouse


def test_assistant_from_hand_when_none_in_area() -> None:
    # RULES 6.8.5, 2.13.1
    g = church_game(3, in_area=0)
    hand = g.state.players[0].hand_assistants
    g.play("church church_1")
    assert g.state.church[0] == 0
    assert g.state.players[0].hand_assistants == hand - 1 + 1


def test_from_hand_choice_only_with_telephone() -> None:
    # docs/moves.md: " from hand" only offered where it differs (Telephone, 9.2.16)
    g = church_game(3, in_area=1)
    assert "church church_1 from hand" not in g.legal_moves()
    g2 = church_game(3, in_area=1, techs=("telephone",))
    assert "church church_1 from hand" in g2.legal_moves()
    g2.play("church church_1 from hand")
    assert g2.state.stage == "recovery"
    g2.play("leave 1")
    assert g2.state.assistants[g2.state.index_of[area(g2, "church")]][0] == 1


def test_no_assistant_anywhere_no_placement() -> None:
    # RULES 14.12
    g = make_game(3, kinds=KINDS_3)
    p = g.state.players[0]
    p.wh_assistants += p.hand_assistants
    p.hand_assistants = 0
    act(g, area(g, "church"), power=5)
    assert g.state.stage != "church"
    assert g.state.church == [-1] * 8


def test_church_reward_received() -> None:
    # RULES 6.8.6, 6.8.7: church_1 gives 2 VP + ¥1 + 1 assistant from the warehouse
    g = church_game(3)
    p = g.state.players[0]
    wh = p.wh_assistants
    g.play("church church_1")
    assert (p.vp, p.yen, p.wh_assistants) == (2, 1, wh - 1)


def test_winery_adds_three_vp() -> None:
    # RULES 9.2.10
    g = church_game(4, techs=("winery",))
    g.play("church church_2")
    assert g.state.players[0].vp == 3 + 3


def test_no_placement_pays_nothing() -> None:
    # RULES 6.8.8
    g = church_game(3, held=ALL)
    before = (g.state.players[0].yen, list(g.state.players[0].goods), g.state.players[0].imports)
    g.play("done")
    p = g.state.players[0]
    assert (p.yen, p.goods, p.imports) == before
    assert p.vp == 0


@pytest.mark.parametrize(("players", "threshold"), [(3, 5), (4, 6)])
def test_church_end_condition(players: int, threshold: int) -> None:
    # RULES 6.8.6, 11.1
    g = make_game(players, kinds=KINDS_3 if players == 3 else KINDS_4)
    for space in range(4, 4 + threshold - 2):
        occupy(g, "church", space, 1, from_hand=False)
    put(g, 0, area(g, "church"), 1)
    holdings(g, 0, **NOTHING)
    act(g, area(g, "church"), power=3)
    g.play("church church_1")
    assert not g.state.end_triggered  # threshold - 1 assistants
    g.state.current = 2
    holdings(g, 2, **NOTHING)
    act(g, area(g, "church"), power=4)
    g.play("church church_2")
    assert g.state.end_triggered


def test_church_end_counts_the_dummy_with_two_players() -> None:
    # RULES 11.1, 13.3: 4 player assistants + the dummy end the game
    g = make_game(2, kinds=KINDS_2)
    for space in (1, 2, 3):
        occupy(g, "church", space, 1, from_hand=False)
    holdings(g, 0, **ALL)
    act(g, area(g, "church"), power=5)
    assert not g.state.end_triggered
    g.play("church church_8 offer copper,silk,tea,fish,import")
    assert g.state.end_triggered
