"""Two-player game and its dummy (RULES 3.1, 3.10, 13)."""

from __future__ import annotations

from collections import Counter

from builders import KINDS_2, make_game

import yokohama
from yokohama.state import DUMMY


def test_two_player_areas() -> None:
    # RULES 3.1.1, 13.1
    g = yokohama.new_game(2, 11)
    kinds = Counter(g.state.kind)
    assert len(g.state.kind) == 10
    assert not {"port_b", "lab_b", "chinatown", "canal"} & set(kinds)
    assert all(count == 1 for count in kinds.values())


def test_two_player_only_port_a_and_lab_a() -> None:
    # RULES 13.1
    g = yokohama.new_game(2, 11)
    assert list(g.state.ports) == ["port_a"] and list(g.state.labs) == ["lab_a"]


def test_two_player_removes_sixteen_orders() -> None:
    # RULES 3.9.1, 13.1
    assert len(yokohama.new_game(2, 11).state.unseen_orders) == 16


def test_dummy_blocks_church_5_and_customs_4() -> None:
    # RULES 3.10.1, 13.2
    g = yokohama.new_game(2, 11)
    assert g.state.church.index(DUMMY) == 4 and g.state.church.count(DUMMY) == 1
    assert g.state.customs.index(DUMMY) == 3 and g.state.customs.count(DUMMY) == 1


def test_no_dummy_with_three_or_four_players() -> None:
    # RULES 3.10.1
    for players in (3, 4):
        g = yokohama.new_game(players, 11)
        assert DUMMY not in g.state.church and DUMMY not in g.state.customs


def test_dummy_shown_in_the_view() -> None:
    # RULES 13.2 (public board)
    view = make_game(2, kinds=KINDS_2).view(0)
    assert view["church"][4]["occupant"] == "dummy"
    assert view["customs"][3]["occupant"] == "dummy"


def test_dummy_takes_no_turns_and_has_no_president() -> None:
    # RULES 13.5
    g = make_game(2, kinds=KINDS_2)
    seen = set()
    for _ in range(8):
        seen.add(g.state.current)
        from builders import end_turn

        end_turn(g)
    assert seen == {0, 1}
    assert len(g.state.players) == 2
    assert all(len(a["presidents"]) <= 2 for a in g.view(None)["areas"])


def test_dummy_pieces_are_not_counted_as_any_player() -> None:
    # RULES 13.5: the dummy's assistants belong to nobody
    g = make_game(2, kinds=KINDS_2)
    for p in g.state.players:
        assert p.hand_assistants + p.wh_assistants == 20
