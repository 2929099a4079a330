"""Position builders for rule tests: set up a position directly instead of replaying games.

Typical use::

    g = make_game(players=3, kinds=KINDS_3)          # turn 1 of seat 0, phase A
    put(g, 0, "r0c1", assistants=2)                  # two of seat 0's assistants there
    set_president(g, 1, "r0c2")
    holdings(g, 0, yen=5, copper=2)
    assert "move r0c1" in g.legal_moves()
"""

from __future__ import annotations

from typing import Any

import yokohama
from yokohama import components as C
from yokohama.game import Game
from yokohama.state import IN_HAND

# Layouts in reading order (row 0 left to right, then row 1, ...), one kind per position.
KINDS_2 = ["bank", "port_a", "lab_a", "church",
           "copper_mine", "silk_mill", "customs",
           "tea_plantation", "labor_agency",
           "fishing_grounds"]
KINDS_3 = ["bank", "port_a", "lab_a", "church", "canal",
           "copper_mine", "silk_mill", "customs", "port_b",
           "tea_plantation", "labor_agency", "chinatown",
           "fishing_grounds", "fishing_grounds"]
KINDS_4 = ["bank", "port_a", "lab_a", "church", "canal", "lab_b",
           "copper_mine", "silk_mill", "customs", "port_b", "chinatown",
           "tea_plantation", "labor_agency", "copper_mine", "silk_mill",
           "fishing_grounds", "tea_plantation", "fishing_grounds"]
DEFAULT_KINDS = {2: KINDS_2, 3: KINDS_3, 4: KINDS_4}


def make_game(players: int = 3, seed: int = 0, options: dict[str, Any] | None = None,
              kinds: list[str] | None = None, start_player: int = 0) -> Game:
    """A game past the starting-order choice, at the start of ``start_player``'s first turn.

    ``kinds`` rearranges the area boards (same multiset as the player count uses), so tests
    know which kind lies where. Each player keeps the first of their two drawn orders.
    """
    g = yokohama.new_game(players, seed, options)
    if kinds is not None:
        set_layout(g, kinds)
    g.start_player = start_player
    g.current = start_player
    for p in g.players:
        p.yen = C.START["yen"]["start_player" if p.seat == start_player else "other_players"]
    # redo the starting-order draws for the new start player
    g.order_deck.extend(reversed(g.keep_draws.get(next(iter(g.keep_draws)), [])))
    g.keep_draws = {}
    from yokohama.flow import begin_keep

    g._legal = None
    begin_keep(g)
    while g.stage == "keep":
        g.play(g.legal_moves()[0])
    g.moves = []
    return g


def set_layout(g: Game, kinds: list[str]) -> None:
    """Lay the areas out in this order (reading order) keeping tiles and tokens per index."""
    if sorted(kinds) != sorted(g.kind):
        raise ValueError("kinds must be a rearrangement of the boards in play")
    g.kind = list(kinds)
    g.canal = g.kind.index("canal") if "canal" in g.kind else -1
    g.port_area = {k: i for i, k in enumerate(g.kind) if k in ("port_a", "port_b")}
    g.lab_area = {k: i for i, k in enumerate(g.kind) if k in ("lab_a", "lab_b")}
    g.church_area = g.kind.index("church")
    g.customs_area = g.kind.index("customs")
    tiles = [t for t in g.tile if t is not None] + [t for t in C.TILE_IDS if t not in g.tile]
    tokens = [t for t in g.token if t is not None] + [t for t in C.TOKEN_IDS if t not in g.token]
    g.tile = [None if k == "canal" else tiles.pop(0) for k in g.kind]
    g.token = [None if k == "canal" else tokens.pop(0) for k in g.kind]
    g._legal = None


def area(g: Game, kind: str, copy: int = 0) -> str:
    """Position of the ``copy``-th area of ``kind`` in reading order."""
    return [g.pos[i] for i, k in enumerate(g.kind) if k == kind][copy]


def idx(g: Game, pos: str) -> int:
    return g.index_of[pos]


def put(g: Game, seat: int, pos: str, assistants: int = 1, from_hand: bool = True) -> None:
    """Put assistants of ``seat`` in an area (taken from hand unless ``from_hand=False``)."""
    g.assistants[g.index_of[pos]][seat] += assistants
    if from_hand:
        g.players[seat].hand_assistants -= assistants
    g._legal = None


def set_president(g: Game, seat: int, pos: str | None) -> None:
    """Stand ``seat``'s president on ``pos`` (None: in hand)."""
    g.players[seat].president = IN_HAND if pos is None else g.index_of[pos]
    g._legal = None


def holdings(g: Game, seat: int, **amounts: int) -> None:
    """Set money (yen), vp, imports and goods of a player."""
    p = g.players[seat]
    for key, value in amounts.items():
        if key in C.GOOD_INDEX:
            p.goods[C.GOOD_INDEX[key]] = value
        else:
            setattr(p, key, value)
    g._legal = None


def give_tech(g: Game, seat: int, *name_ids: str) -> None:
    """Give technology cards by name (first card of that name not yet owned by anyone)."""
    p = g.players[seat]
    for name in name_ids:
        owned = {c for q in g.players for c in q.techs}
        card = next(c for c, n in C.TECH_CARDS.items() if n == name and c not in owned)
        for board in g.labs.values():
            if card in board:
                board[board.index(card)] = g.tech_deck.pop() if g.tech_deck else None
        if card in g.tech_deck:
            g.tech_deck.remove(card)
        p.techs.append(card)
        p.tech_names.add(name)
    g._legal = None


def build(g: Game, seat: int, pos: str, shop_space: int | None = None,
          house: bool = False) -> None:
    """Put a built shop (on space 1-4) and/or trading house of ``seat`` on an area's tile."""
    a = g.index_of[pos]
    p = g.players[seat]
    if shop_space is not None:
        g.shops[a][shop_space - 1] = seat
        if p.hand_shops:
            p.hand_shops -= 1
        else:
            p.wh_shops -= 1
    if house:
        g.house[a] = seat
        if p.hand_houses:
            p.hand_houses -= 1
        else:
            p.wh_houses -= 1
    g._legal = None


def act(g: Game, pos: str, power: int | None = None, agent: bool = False) -> None:
    """Start the area action of the current player in ``pos`` (as after a move).

    The president is moved there (unless ``agent``); ``power`` overrides the computed power
    by adding assistants from the warehouse-free pool if needed is NOT done: pass positions
    that give the power you want, or set ``power`` to force it for table tests.
    """
    from yokohama.actions import begin_action

    a = g.index_of[pos]
    if not agent:
        g.players[g.current].president = a
    if power is not None:
        import yokohama.actions as actions

        original = actions.power_in
        actions.power_in = lambda *_args: power
        try:
            begin_action(g, a, agent=agent, return_stage="C")
        finally:
            actions.power_in = original
    else:
        begin_action(g, a, agent=agent, return_stage="C")
    g._legal = None


def play_all(g: Game, *moves: str) -> None:
    """Play several moves in order."""
    for move in moves:
        g.play(move)


def to_stage(g: Game, stage: str, data: tuple = ()) -> None:
    """Jump to a decision directly (e.g. ``"move"`` to test movement without placement)."""
    g.stage = stage
    g.stage_data = data
    g._legal = None


# --- helpers for market, board and end-of-game tests (added; existing ones unchanged) ---


def set_board(g: Game, board_id: str, cards: list[str | None]) -> None:
    """Lay exactly ``cards`` (None: empty slot) on a port or lab board, slot 1 first.

    Each card is taken from wherever it lies (deck, another board refilled from the deck, a
    hand); the cards that were on the board go back on top of their deck, so every card stays
    accounted for.
    """
    is_port = board_id.startswith("port")
    boards = g.ports if is_port else g.labs
    deck = g.order_deck if is_port else g.tech_deck
    old = [c for c in boards[board_id] if c is not None and c not in cards]
    for card in cards:
        if card is None:
            continue
        for other_id, other in boards.items():
            if card in other and other_id != board_id:
                other[other.index(card)] = deck.pop() if deck else None
        if card in deck:
            deck.remove(card)
        for p in g.players:
            if card in p.orders:
                p.orders.remove(card)
        if card in g.unseen_orders:
            g.unseen_orders.remove(card)
    boards[board_id] = list(cards) + [None] * (C.SLOTS - len(cards))
    deck.extend(old)
    g._legal = None


def set_deck(g: Game, board_id_kind: str, top_first: list[str]) -> None:
    """Put these cards on top of the order deck (``"order"``) or tech deck (``"tech"``),
    the first of the list being drawn first."""
    deck = g.order_deck if board_id_kind == "order" else g.tech_deck
    for card in top_first:
        if card in deck:
            deck.remove(card)
    deck.extend(reversed(top_first))
    g._legal = None


def give_orders(g: Game, seat: int, *cards: str) -> None:
    """Put order cards in a player's order hand (taken from deck, unseen pile or boards)."""
    for card in cards:
        for board in g.ports.values():
            if card in board:
                board[board.index(card)] = g.order_deck.pop() if g.order_deck else None
        for pile in (g.order_deck, g.unseen_orders):
            if card in pile:
                pile.remove(card)
        for p in g.players:
            if card in p.orders:
                p.orders.remove(card)
        g.players[seat].orders.append(card)
    g._legal = None


def occupy(g: Game, board: str, space: int, seat: int, from_hand: bool = True) -> None:
    """Put an assistant of ``seat`` on church or customs space ``space`` (1-8)."""
    spaces = g.church if board == "church" else g.customs
    spaces[space - 1] = seat
    if from_hand and seat < g.n:
        g.players[seat].hand_assistants -= 1
    g._legal = None


def end_turn(g: Game) -> None:
    """Play ``done`` until the current player's turn is over (skips optional steps)."""
    seat = g.current
    while not g.is_over and g.current == seat:
        moves = g.legal_moves()
        if "done" in moves:
            g.play("done")
        elif "recall" in moves:
            g.play("recall")
        else:
            g.play(moves[0])
