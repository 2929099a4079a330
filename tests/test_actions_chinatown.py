"""Chinatown (RULES 6.7, 9.2.3)."""

from __future__ import annotations

import pytest
from builders import KINDS_3, act, area, give_tech, holdings, make_game

LINES = {  # RULES 6.7.2: move -> (paid, gained) as (yen, copper, silk, tea, fish, imports)
    "chinatown sell copper": ((0, 1, 0, 0, 0, 0), (2, 0, 0, 0, 0, 0)),
    "chinatown sell silk": ((0, 0, 1, 0, 0, 0), (2, 0, 0, 0, 0, 0)),
    "chinatown sell tea": ((0, 0, 0, 1, 0, 0), (1, 0, 0, 0, 0, 0)),
    "chinatown sell fish": ((0, 0, 0, 0, 1, 0), (1, 0, 0, 0, 0, 0)),
    "chinatown buy copper": ((2, 0, 0, 0, 0, 0), (0, 1, 0, 0, 0, 0)),
    "chinatown buy silk": ((2, 0, 0, 0, 0, 0), (0, 0, 1, 0, 0, 0)),
    "chinatown buy tea": ((1, 0, 0, 0, 0, 0), (0, 0, 0, 1, 0, 0)),
    "chinatown buy fish": ((1, 0, 0, 0, 0, 0), (0, 0, 0, 0, 1, 0)),
    "chinatown buy import": ((4, 0, 0, 0, 0, 0), (0, 0, 0, 0, 0, 1)),
}


def holding(g, seat: int = 0) -> tuple[int, ...]:
    p = g.state.players[seat]
    return (p.yen, *p.goods, p.imports)


def china_game(power: int, options=None, **held: int):
    g = make_game(3, kinds=KINDS_3, options=options)
    holdings(g, 0, **held)
    act(g, area(g, "chinatown"), power=power)
    return g


@pytest.mark.parametrize("move", sorted(LINES))
def test_chinatown_line(move: str) -> None:
    # RULES 6.7.2
    g = china_game(2, yen=10, imports=2)
    before = holding(g)
    g.play(move)
    paid, got = LINES[move]
    assert holding(g) == tuple(b - p + q for b, p, q in zip(before, paid, got, strict=True))


@pytest.mark.parametrize("power", [1, 2, 3, 4, 5])
def test_chinatown_exchanges_by_power(power: int) -> None:
    # RULES 6.7.1
    g = china_game(power, yen=20)
    count = 0
    while g.state.stage == "chinatown":
        g.play("chinatown buy tea")
        count += 1
    assert count == power


def test_same_line_may_be_repeated() -> None:
    # RULES 6.7.1
    g = china_game(3, yen=20)
    for _ in range(3):
        g.play("chinatown buy fish")
    assert g.state.players[0].goods[3] == 4


def test_what_one_exchange_gives_pays_the_next() -> None:
    # RULES 6.7.4
    g = china_game(2, yen=0, copper=1)
    assert "chinatown buy tea" not in g.legal_moves()
    g.play("chinatown sell copper")
    g.play("chinatown buy silk")
    p = g.state.players[0]
    assert (p.yen, p.goods[0], p.goods[1]) == (0, 0, 2)


def test_unaffordable_lines_not_offered() -> None:
    # RULES 14.1
    g = china_game(2, yen=3, copper=0, silk=0, tea=0, fish=0)
    moves = g.legal_moves()
    assert "chinatown buy import" not in moves
    assert "chinatown sell copper" not in moves
    assert "chinatown buy copper" in moves


def test_imports_cannot_be_sold_by_default() -> None:
    # RULES 6.7.3
    g = china_game(2, yen=10, imports=3)
    assert "chinatown sell import" not in g.legal_moves()
    assert "chinatown buy import" in g.legal_moves()


def test_option_chinatown_import_line_sell() -> None:
    # RULES 6.7.3 option chinatown_import_line: sell
    g = china_game(2, options={"chinatown_import_line": "sell"}, yen=10, imports=1)
    assert "chinatown buy import" not in g.legal_moves()
    g.play("chinatown sell import")
    assert (g.state.players[0].yen, g.state.players[0].imports) == (14, 0)


def test_option_chinatown_import_line_both() -> None:
    # RULES 6.7.3 option chinatown_import_line: both
    g = china_game(2, options={"chinatown_import_line": "both"}, yen=10, imports=1)
    assert {"chinatown buy import", "chinatown sell import"} <= set(g.legal_moves())


def test_mining_technology_once_per_chinatown_action() -> None:
    # RULES 6.7.5, 9.2.3
    g = make_game(3, kinds=KINDS_3)
    give_tech(g, 0, "mining_technology")
    holdings(g, 0, yen=10, copper=0)
    act(g, area(g, "chinatown"), power=3)
    g.play("chinatown buy copper")
    g.play("chinatown buy copper")
    assert g.state.players[0].goods[0] == 2  # no bonus before the action ends
    g.play("done")
    assert g.state.players[0].goods[0] == 3


def test_mining_technology_counts_gross_copper() -> None:
    # RULES 6.7.5: copper bought then sold still gives the extra copper
    g = make_game(3, kinds=KINDS_3)
    give_tech(g, 0, "mining_technology")
    holdings(g, 0, yen=2, copper=0)
    act(g, area(g, "chinatown"), power=2)
    g.play("chinatown buy copper")
    g.play("chinatown sell copper")
    assert g.state.players[0].goods[0] == 1


def test_mining_technology_no_copper_no_bonus() -> None:
    # RULES 6.7.5
    g = make_game(3, kinds=KINDS_3)
    give_tech(g, 0, "mining_technology")
    holdings(g, 0, yen=2, copper=1)
    act(g, area(g, "chinatown"), power=2)
    g.play("chinatown sell copper")
    g.play("chinatown buy tea")
    assert g.state.players[0].goods[0] == 0


def test_chinatown_may_make_no_exchange() -> None:
    # RULES 6.7.1, 6.1.2
    g = china_game(5, yen=10)
    before = holding(g)
    g.play("done")
    assert holding(g) == before
