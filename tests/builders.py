"""Position builders for rule tests: set up a position directly instead of replaying games.

Every builder edits the game's public position (``g.position()``, docs/positions.md) and
reads it back with ``yokohama.from_position``; nothing here touches the engine's caches.

Typical use::

    g = make_game(players=3, kinds=KINDS_3)          # turn 1 of seat 0, phase A
    put(g, 0, "r0c1", assistants=2)                  # two of seat 0's assistants there
    set_president(g, 1, "r0c2")
    holdings(g, 0, yen=5, copper=2)
    assert "move r0c1" in g.legal_moves()
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import yokohama
from yokohama import components as C
from yokohama.game import Game
from yokohama.state import DUMMY, Player, State

Position = dict[str, Any]

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


def load(g: Game, pos: Position) -> None:
    """Make ``g`` the game at ``pos`` (read by ``yokohama.from_position``).

    Rule tests may isolate one rule with tables no real game reaches (an emptied deck, a
    single achievement in play), so the accounting checks are off (``strict=False``);
    everything else is validated. ``g`` keeps its identity, its state's and its players'
    identities and its move list, so tests may hold on to them.
    """
    fresh = yokohama.from_position(pos, strict=False)
    state, new = g.state, fresh.state
    for old_player, new_player in zip(state.players, new.players, strict=True):
        for name in Player.__slots__:
            setattr(old_player, name, getattr(new_player, name))
    new.players = state.players
    new.record = state.record
    for name in State.__slots__:
        setattr(state, name, getattr(new, name))
    g.origin = fresh.origin
    g._legal = None


def refresh(g: Game) -> None:
    """Re-read ``g`` after a test changed its table by hand (same rules as ``load``)."""
    load(g, g.position())


@contextmanager
def editing(g: Game) -> Iterator[Position]:
    """Edit the position of ``g``; the game becomes the edited position afterwards."""
    pos = g.position()
    yield pos
    load(g, pos)


def make_game(players: int = 3, seed: int = 0, options: dict[str, Any] | None = None,
              kinds: list[str] | None = None, start_player: int = 0) -> Game:
    """A game past the starting-order choice, at the start of ``start_player``'s first turn.

    ``kinds`` rearranges the area boards (same multiset as the player count uses), so tests
    know which kind lies where. Each player keeps the first of their two drawn orders.
    """
    g = yokohama.new_game(players, seed, options)
    if kinds is not None:
        set_layout(g, kinds)
    with editing(g) as pos:
        pos["start_player"] = pos["current"] = start_player
        for seat, p in enumerate(pos["players"]):
            p["yen"] = C.START["yen"]["start_player" if seat == start_player else "other_players"]
        # redo the starting-order draws for the new start player (RULES 3.9.3)
        deck = pos["order_deck"]
        for draws in pos["keep_draws"].values():
            deck.extend(reversed(draws))
        pos["keep_draws"] = {str(start_player): [deck.pop() for _ in range(2)]}
    while g.state.stage == "keep":
        g.play(g.legal_moves()[0])
    g.moves = []
    return g


def set_layout(g: Game, kinds: list[str]) -> None:
    """Lay the areas out in this order (reading order) keeping tiles and tokens per index."""
    if sorted(kinds) != sorted(g.state.kind):
        raise ValueError("kinds must be a rearrangement of the boards in play")
    with editing(g) as pos:
        areas = pos["areas"]
        tiles = [a["tile"] for a in areas if a["tile"] is not None]
        tiles += [t for t in C.TILE_IDS if t not in tiles]
        tokens = [a["token"] for a in areas if a["token"] is not None]
        tokens += [t for t in C.TOKEN_IDS if t not in tokens]
        for a, kind in zip(areas, kinds, strict=True):
            a["kind"] = kind
            a["tile"] = None if kind == "canal" else tiles.pop(0)
            a["token"] = None if kind == "canal" else tokens.pop(0)


def area(g: Game, kind: str, copy: int = 0) -> str:
    """Position of the ``copy``-th area of ``kind`` in reading order."""
    return [g.state.pos[i] for i, k in enumerate(g.state.kind) if k == kind][copy]


def idx(g: Game, pos: str) -> int:
    return g.index_of[pos]


def _area(pos: Position, where: str) -> dict[str, Any]:
    return next(a for a in pos["areas"] if a["pos"] == where)


def _take_piece(player: dict[str, Any], piece: str) -> None:
    """One shop or trading house of a player leaves the hand (else the warehouse)."""
    where = "hand" if player["hand"][piece] else "warehouse"
    player[where][piece] -= 1


def put(g: Game, seat: int, pos: str, assistants: int = 1, from_hand: bool = True) -> None:
    """Put assistants of ``seat`` in an area (taken from hand unless ``from_hand=False``)."""
    with editing(g) as position:
        _area(position, pos)["assistants"][seat] += assistants
        if from_hand:
            position["players"][seat]["hand"]["assistants"] -= assistants


def set_president(g: Game, seat: int, pos: str | None) -> None:
    """Stand ``seat``'s president on ``pos`` (None: in hand)."""
    with editing(g) as position:
        position["players"][seat]["president"] = pos


def holdings(g: Game, seat: int, **amounts: int) -> None:
    """Set money (yen), vp, imports, goods, pieces (``hand_shops``, ``wh_assistants``, ...),
    ``agents_used`` or a once-per-turn flag of a player."""
    with editing(g) as pos:
        p = pos["players"][seat]
        for key, value in amounts.items():
            where, _, piece = key.partition("_")
            if key in C.GOOD_INDEX:
                p["goods"][key] = value
            elif where in ("hand", "wh") and piece in p["hand"]:
                p["hand" if where == "hand" else "warehouse"][piece] = value
            elif key in p["flags"]:
                p["flags"][key] = value
            elif key in p and not isinstance(p[key], dict):
                p[key] = value
            else:
                raise KeyError(f"holdings: no player amount {key!r}")


def give_tech(g: Game, seat: int, *name_ids: str) -> None:
    """Give technology cards by name (first card of that name not yet owned by anyone)."""
    with editing(g) as pos:
        deck = pos["tech_deck"]
        for name in name_ids:
            owned = {c for q in pos["players"] for c in q["techs"]}
            card = next(c for c, n in C.TECH_CARDS.items() if n == name and c not in owned)
            for board in pos["labs"].values():
                if card in board:
                    board[board.index(card)] = deck.pop() if deck else None
            if card in deck:
                deck.remove(card)
            pos["players"][seat]["techs"].append(card)


def build(g: Game, seat: int, pos: str, shop_space: int | None = None,
          house: bool = False) -> None:
    """Put a built shop (on space 1-4) and/or trading house of ``seat`` on an area's tile."""
    with editing(g) as position:
        a = _area(position, pos)
        p = position["players"][seat]
        if shop_space is not None:
            a["shops"][shop_space - 1] = seat
            _take_piece(p, "shops")
        if house:
            a["house"] = seat
            _take_piece(p, "houses")


def act(g: Game, pos: str, power: int | None = None, agent: bool = False) -> None:
    """Start the area action of the current player in ``pos`` (as after a move).

    The president is moved there (unless ``agent``); ``power`` (for table tests) replaces
    the power the pieces in the area would give.
    """
    from yokohama.actions import begin_action

    if not agent:
        set_president(g, g.state.current, pos)
    begin_action(g.state, g.state.index_of[pos], agent=agent, return_stage="C", power=power)


def play_all(g: Game, *moves: str) -> None:
    """Play several moves in order."""
    for move in moves:
        g.play(move)


def to_stage(g: Game, stage: str, data: tuple = ()) -> None:
    """Jump to a decision directly (e.g. ``"move"`` to test movement without placement)."""
    with editing(g) as pos:
        areas = stage in ("spread", "telegraph")
        pos["pending"] = {"kind": stage, "data": [g.pos[a] if areas else a for a in data]}


# --- helpers for market, board and end-of-game tests (added; existing ones unchanged) ---


def set_board(g: Game, board_id: str, cards: list[str | None]) -> None:
    """Lay exactly ``cards`` (None: empty slot) on a port or lab board, slot 1 first.

    Each card is taken from wherever it lies (deck, another board refilled from the deck, a
    hand); the cards that were on the board go back on top of their deck, so every card stays
    accounted for.
    """
    is_port = board_id.startswith("port")
    with editing(g) as pos:
        boards = pos["ports"] if is_port else pos["labs"]
        deck = pos["order_deck"] if is_port else pos["tech_deck"]
        old = [c for c in boards[board_id] if c is not None and c not in cards]
        for card in cards:
            if card is None:
                continue
            for other_id, other in boards.items():
                if card in other and other_id != board_id:
                    other[other.index(card)] = deck.pop() if deck else None
            if card in deck:
                deck.remove(card)
            for p in pos["players"]:
                if card in p["orders"]:
                    p["orders"].remove(card)
            if card in pos["unseen_orders"]:
                pos["unseen_orders"].remove(card)
        boards[board_id] = list(cards) + [None] * (C.SLOTS - len(cards))
        deck.extend(old)


def set_deck(g: Game, board_id_kind: str, top_first: list[str]) -> None:
    """Put these cards on top of the order deck (``"order"``) or tech deck (``"tech"``),
    the first of the list being drawn first."""
    with editing(g) as pos:
        deck = pos["order_deck"] if board_id_kind == "order" else pos["tech_deck"]
        for card in top_first:
            if card in deck:
                deck.remove(card)
        deck.extend(reversed(top_first))


def give_orders(g: Game, seat: int, *cards: str) -> None:
    """Put order cards in a player's order hand (taken from deck, unseen pile or boards)."""
    with editing(g) as pos:
        for card in cards:
            for board in pos["ports"].values():
                if card in board:
                    board[board.index(card)] = pos["order_deck"].pop() if pos["order_deck"] \
                        else None
            for pile in (pos["order_deck"], pos["unseen_orders"]):
                if card in pile:
                    pile.remove(card)
            for p in pos["players"]:
                if card in p["orders"]:
                    p["orders"].remove(card)
            pos["players"][seat]["orders"].append(card)


def occupy(g: Game, board: str, space: int, seat: int, from_hand: bool = True) -> None:
    """Put an assistant of ``seat`` on church or customs space ``space`` (1-8)."""
    with editing(g) as pos:
        pos[board][space - 1] = "dummy" if seat == DUMMY else seat
        if from_hand and seat < g.state.n:
            pos["players"][seat]["hand"]["assistants"] -= 1


def end_turn(g: Game) -> None:
    """Play ``done`` until the current player's turn is over (skips optional steps)."""
    seat = g.state.current
    while not g.is_over and g.state.current == seat:
        moves = g.legal_moves()
        if "done" in moves:
            g.play("done")
        elif "recall" in moves:
            g.play("recall")
        else:
            g.play(moves[0])
