"""The expert's value memo (``evaluate.ValueMemo``): a value met again comes from the memo,
and it is always the value ``evaluate.value`` works out, to the last bit.

The memo's key must hold every input of ``value``: each test below changes one input of a
position whose values the memo already holds, and the memo must give the new value. A
change the key missed would return the old one."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from yokohama import components as C
from yokohama import new_game
from yokohama.ai import choose_move
from yokohama.ai.evaluate import (
    BASE,
    Shared,
    ValueMemo,
    board_key,
    value,
    weighted_score,
)
from yokohama.ai.expert import tuned_weights
from yokohama.game import Game
from yokohama.state import NOBODY, Player, State

W = tuned_weights(2)


def _positions() -> list[Game]:
    """Positions from the middle of 2-, 3- and 4-player games, when the boards have filled."""
    out = []
    for players, seed, steps in ((2, 11, 60), (2, 12, 120), (3, 13, 90), (4, 14, 140)):
        game = new_game(players, seed)
        game.state.record = False
        for i in range(steps):
            if game.is_over:
                break
            game.play(choose_move(game, game.current_player, "easy", seed * 100 + i))
        assert not game.is_over
        out.append(game)
    return out


POSITIONS = _positions()


def _fresh(g: Game, seat: int) -> float:
    return value(g, seat, True, Shared(g, W.haste, W.learnt), W)


def _memo(g: Game, seat: int, memo: ValueMemo) -> float:
    return memo.value(g, seat, Shared(g, memo.w.haste, memo.w.learnt), board_key(g))


def _other(s: State, seat: int) -> int:
    return (seat + 1) % s.n


def _free_area(s: State, seat: int) -> int:
    """An area with a tile, a free shop space and no shop of ``seat``."""
    return next(a for a in range(len(s.tile)) if s.tile[a] is not None
                and NOBODY in s.shops[a] and seat not in s.shops[a])


def _set_first_free(board: list[int], who: int) -> None:
    """``who`` takes the first free space of ``board`` (the first space if none is free)."""
    board[board.index(NOBODY) if NOBODY in board else 0] = who


def _act(s: State, seat: int, stage: str, area: int) -> None:
    """``seat`` resolves the action of ``area`` at power 5 (its pending value reads the board)."""
    s.current, s.stage, s.act_area, s.act_power = seat, stage, area, 5


def _full_but_last(board: list[int]) -> None:
    """Seat 0's assistants on every space of ``board`` but the last."""
    board[:] = [0] * (len(board) - 1) + [NOBODY]


def _full_but_first(board: list[int]) -> None:
    """Seat 0's assistants on every space of ``board`` but the first: the count and the
    ranking stay, the free space changes."""
    board[:] = [NOBODY] + [0] * (len(board) - 1)


def _swap_kinds(s: State) -> None:
    """Another layout: two areas of different kinds trade places (a new list: clones share
    the layout)."""
    kind = list(s.kind)
    other = next(a for a in range(1, len(kind)) if kind[a] != kind[0])
    kind[0], kind[other] = kind[other], kind[0]
    s.kind = kind


def _other_achievements(s: State) -> None:
    """Other achievements in play, claimed as the ones before (a new list: clones share it)."""
    claimed = list(s.claims.values())
    s.achievements = [a for a in C.ACHIEVEMENTS if a not in s.achievements][:len(claimed)]
    s.claims = dict(zip(s.achievements, claimed, strict=True))


def _add_tech(p: Player) -> None:
    card = next(c for c in C.TECH_IDS if c not in p.techs
                and C.TECH_CARDS[c] not in p.tech_names)
    p.techs.append(card)
    p.tech_names.add(C.TECH_CARDS[card])


def _move_president(s: State, p: Player) -> None:
    p.president = next(a for a in range(len(s.kind)) if a != p.president and a != s.canal)


def _take_card(cards: dict[str, list[str | None]]) -> None:
    for row in cards.values():
        for i, card in enumerate(row):
            if card is not None:
                row[i] = None
                return


#: One input of ``value`` each: a change to the deciding seat's own things or to the table.
Change = Callable[[State, Player, int], None]
#: What a change needs first (both positions have it): the board's spaces only matter to
#: a seat whose action reads them.
PREPARE: dict[str, Change] = {
    "agents used": lambda s, p, seat: p.agents.append("agent"),
    "fee option": lambda s, p, seat: (
        _act(s, seat, "lab", next(iter(s.lab_area.values()))),
        setattr(p, "yen", 30)),
    "church spaces": lambda s, p, seat: (_act(s, seat, "church", s.church_area),
                                         _full_but_last(s.church)),
    "customs spaces": lambda s, p, seat: (_act(s, seat, "customs", s.customs_area),
                                          setattr(p, "imports", 6), _full_but_last(s.customs)),
}
CHANGES: dict[str, Change] = {
    "vp": lambda s, p, seat: setattr(p, "vp", p.vp + 3),
    "yen": lambda s, p, seat: setattr(p, "yen", p.yen + 4),
    "imports": lambda s, p, seat: setattr(p, "imports", p.imports + 1),
    "agents": lambda s, p, seat: p.agents.append("agent"),
    "agents used": lambda s, p, seat: setattr(p, "agents_used", p.agents_used + 1),
    "delivered orders": lambda s, p, seat: p.delivered.append(
        next(o for o in C.ORDER_IDS if o not in p.delivered)),
    "technologies": lambda s, p, seat: _add_tech(p),
    "goods": lambda s, p, seat: p.goods.__setitem__(2, p.goods[2] + 2),
    "orders": lambda s, p, seat: p.orders.append(
        next(o for o in C.ORDER_IDS if o not in p.orders and o not in p.delivered)),
    "hand assistants": lambda s, p, seat: setattr(p, "hand_assistants", p.hand_assistants + 1),
    "hand shops": lambda s, p, seat: setattr(p, "hand_shops", p.hand_shops + 1),
    "hand houses": lambda s, p, seat: setattr(p, "hand_houses", p.hand_houses + 1),
    "warehouse assistants": lambda s, p, seat: setattr(p, "wh_assistants", p.wh_assistants + 1),
    "warehouse shops": lambda s, p, seat: setattr(p, "wh_shops", p.wh_shops + 1),
    "warehouse houses": lambda s, p, seat: setattr(p, "wh_houses", p.wh_houses + 1),
    "bonus tokens held": lambda s, p, seat: p.tokens.append("fp_01"),
    "other technologies": lambda s, p, seat: _add_tech(s.players[_other(s, seat)]),
    "own president": lambda s, p, seat: _move_president(s, p),
    "other president": lambda s, p, seat: _move_president(s, s.players[_other(s, seat)]),
    "own assistants": lambda s, p, seat: s.assistants[
        p.president if p.president >= 0 else 0].__setitem__(seat, 2),
    "shops": lambda s, p, seat: _set_first_free(s.shops[_free_area(s, seat)], seat),
    "trading houses": lambda s, p, seat: s.house.__setitem__(_free_area(s, seat), seat),
    "station": lambda s, p, seat: setattr(s, "station", _free_area(s, seat)),
    "bonus tokens": lambda s, p, seat: s.token.__setitem__(
        next(a for a, t in enumerate(s.token) if t is not None), None),
    "tiles": lambda s, p, seat: s.tile.__setitem__(_free_area(s, seat), None),
    "port cards": lambda s, p, seat: _take_card(s.ports),
    "lab cards": lambda s, p, seat: _take_card(s.labs),
    "church": lambda s, p, seat: _set_first_free(s.church, _other(s, seat)),
    "church spaces": lambda s, p, seat: _full_but_first(s.church),
    "customs": lambda s, p, seat: _set_first_free(s.customs, seat),
    "customs spaces": lambda s, p, seat: _full_but_first(s.customs),
    "claims": lambda s, p, seat: s.claims[s.achievements[0]].append(_other(s, seat)),
    "order deck": lambda s, p, seat: s.order_deck.__delitem__(slice(0, 8)),
    "layout": lambda s, p, seat: _swap_kinds(s),
    "canal": lambda s, p, seat: setattr(s, "canal", p.president + 1),
    "achievements in play": lambda s, p, seat: _other_achievements(s),
    "fee option": lambda s, p, seat: setattr(s, "options",
                                             {**s.options, "tech_fee_from_card": 1}),
    "the action being resolved": lambda s, p, seat: (
        setattr(s, "current", seat), setattr(s, "stage", "church"),
        setattr(s, "act_area", s.church_area), setattr(s, "act_power", 4)),
}


@pytest.mark.parametrize("name", list(CHANGES))
def test_a_changed_input_gives_the_memo_the_new_value(name: str) -> None:
    changed_somewhere = False
    for position in POSITIONS:
        for seat in range(position.state.n):
            game = position.clone()
            if name in PREPARE:
                PREPARE[name](game.state, game.state.players[seat], seat)
            memo = ValueMemo(W)
            before = _memo(game, seat, memo)
            assert before == _fresh(game, seat)
            changed = game.clone()
            s = changed.state
            CHANGES[name](s, s.players[seat], seat)
            after = _fresh(changed, seat)
            assert _memo(changed, seat, memo) == after, (name, seat)
            changed_somewhere |= after != before
    assert changed_somewhere, f"changing {name} never changed a value: the test proves nothing"


def test_two_seats_holding_the_same_get_each_its_own_value() -> None:
    """Seat 1 is given all that seat 0 holds and where its pieces stand: only the seat
    number tells their keys apart (majorities rank seats)."""
    changed_somewhere = False
    for position in POSITIONS:
        game = position.clone()
        s = game.state
        s.players[1] = s.players[0].copy()
        s.players[1].seat = 1
        for row in s.assistants:
            row[1] = row[0]
        memo = ValueMemo(W)
        first = _memo(game, 0, memo)
        second = _memo(game, 1, memo)
        assert (first, second) == (_fresh(game, 0), _fresh(game, 1))
        changed_somewhere |= first != second
    assert changed_somewhere


def test_a_value_met_again_comes_from_the_memo() -> None:
    game = POSITIONS[0]
    memo = ValueMemo(W)
    first = _memo(game, 0, memo)
    assert len(memo.table) == 1
    assert _memo(game.clone(), 0, memo) == first
    assert len(memo.table) == 1


def test_the_memo_gives_the_values_of_whole_games_to_the_last_bit() -> None:
    memo = ValueMemo(W)
    for players, seed in ((2, 21), (4, 22)):
        game = new_game(players, seed)
        game.state.record = False
        step = 0
        while not game.is_over:
            for seat in range(players):
                assert weighted_score(game, seat, W, memo) == weighted_score(game, seat, W)
            game.play(choose_move(game, game.current_player, "easy", seed * 1000 + step))
            step += 1


def test_a_finished_games_value_is_never_kept() -> None:
    game = new_game(2, 31)
    game.state.record = False
    step = 0
    while not game.is_over:
        game.play(choose_move(game, game.current_player, "easy", step))
        step += 1
    memo = ValueMemo(W)
    assert _memo(game, 0, memo) == game.state.players[0].vp
    assert not memo.table


def test_the_memo_forgets_everything_at_its_limit(monkeypatch) -> None:
    monkeypatch.setattr(ValueMemo, "LIMIT", 3)
    memo = ValueMemo(W)
    for game in POSITIONS:
        _memo(game, 0, memo)
    assert len(memo.table) == len(POSITIONS) - 3


def test_a_memo_of_other_weights_is_refused() -> None:
    with pytest.raises(ValueError, match="other weights"):
        weighted_score(POSITIONS[0], 0, BASE, ValueMemo(W))
