"""Creating games: ``new_game`` (RULES 3) and ``from_position`` (hand-made positions)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, TypeGuard

from .components import (
    B_INDEX,
    BUILDINGS,
    DIE_SIDES,
    L_INDEX,
    LANDMARKS,
    MAX_PER_CITY,
    NB,
    NL,
    PLAYERS_MAX,
    PLAYERS_MIN,
    START_BUILDINGS,
    START_COINS,
    START_MASK,
    SUPPLY,
)
from .game import Game
from .pending import FIELDS as PENDING_FIELDS
from .pending import read_pending
from .rng import MASK64, below, seed_state
from .state import State

OPTION_KEYS = frozenset({"start_player"})


def _is_int(x: object) -> TypeGuard[int]:
    return isinstance(x, int) and not isinstance(x, bool)


def _check_dice(dice: object) -> tuple[int, ...]:
    if dice is None:
        return ()
    if not isinstance(dice, Sequence) or isinstance(dice, str):
        raise ValueError("dice must be a list of die faces")
    for d in dice:
        if not _is_int(d) or not 1 <= d <= DIE_SIDES:
            raise ValueError(f"die face {d!r} is not an int from 1 to {DIE_SIDES}")
    return tuple(dice)


def _check_names(players: object) -> list[str]:
    if _is_int(players):
        assert isinstance(players, int)
        if not PLAYERS_MIN <= players <= PLAYERS_MAX:
            raise ValueError(f"players must be {PLAYERS_MIN} to {PLAYERS_MAX}, got {players}")
        return [f"Player {i + 1}" for i in range(players)]
    if isinstance(players, Sequence) and not isinstance(players, str):
        names = list(players)
        if not PLAYERS_MIN <= len(names) <= PLAYERS_MAX:
            raise ValueError(f"players must be {PLAYERS_MIN} to {PLAYERS_MAX} names")
        if not all(isinstance(nm, str) and nm.strip() for nm in names):
            raise ValueError("player names must be non-empty strings")
        return names
    raise ValueError("players must be an int (2-4) or a list of names")


def _check_seed(seed: object) -> int:
    if not _is_int(seed):
        raise ValueError(f"seed must be an int, got {seed!r}")
    assert isinstance(seed, int)
    return seed


def _check_options(options: object, n: int) -> dict[str, Any]:
    if options is None:
        return {}
    if not isinstance(options, Mapping):
        raise ValueError("options must be a dict")
    unknown = set(options) - OPTION_KEYS
    if unknown:
        raise ValueError(f"unknown options: {sorted(unknown)}; known: {sorted(OPTION_KEYS)}")
    out = dict(options)
    sp = out.get("start_player", 0)
    if sp != "random" and not (_is_int(sp) and 0 <= sp < n):
        raise ValueError(f"start_player must be a seat 0-{n - 1} or 'random', got {sp!r}")
    return out


def new_game(players: int | Sequence[str] = 2, seed: int = 0,
             options: Mapping[str, Any] | None = None,
             dice: Sequence[int] | None = None) -> Game:
    """Return a new game set up per RULES 3 (start player: option, default seat 0).

    >>> g = new_game(players=3, seed=7)
    >>> g.current_player, g.legal_moves()
    (0, ['roll 1'])
    """
    names = _check_names(players)
    n = len(names)
    seed = _check_seed(seed)
    opts = _check_options(options, n)
    queue = _check_dice(dice)
    s = State(n)
    s.rng = seed_state(seed)
    s.queue = queue
    for p in range(n):
        s.coins[p] = START_COINS  # RULES 3.6
        for b in START_BUILDINGS:  # RULES 3.2, 2.2.1 (not from the supply)
            s.city[p][b] += 1
        s.marks[p] = START_MASK  # RULES 3.3
    s.supply = list(SUPPLY)  # RULES 3.5.1
    sp = opts.get("start_player", 0)
    if sp == "random":  # RULES 3.7.1
        s.rng, sp = below(s.rng, n)
    s.turn = sp
    setup = {"players": n, "names": names, "seed": seed, "options": opts,
             "dice": list(queue)}
    return Game(s, names, setup)


def _count(value: object, what: str) -> int:
    if not _is_int(value) or value < 0:
        raise ValueError(f"{what} must be a non-negative int, got {value!r}")
    assert isinstance(value, int)
    return value


def _landmark_mask(marks: object, who: str) -> int:
    if isinstance(marks, Mapping):
        ids = [k for k, done in marks.items() if done]
        bad = [k for k in marks if k not in L_INDEX]
    elif isinstance(marks, Sequence) and not isinstance(marks, str):
        ids = list(marks)
        bad = [k for k in ids if k not in L_INDEX]
    else:
        raise ValueError(f"{who}: landmarks must be a list of landmark ids")
    if bad:
        raise ValueError(f"{who}: unknown landmarks {bad}; known: {list(LANDMARKS)}")
    mask = 0
    for k in ids:
        mask |= 1 << L_INDEX[k]
    return mask


def _generator(position: Mapping[str, Any], s: State) -> dict[str, int]:
    """Set the generator state and the injected faces already used, when given (a position
    written by ``game.position()``); return them for the normalized position."""
    out: dict[str, int] = {}
    if "rng" in position:
        rng = position["rng"]
        if not _is_int(rng) or not 0 <= rng <= MASK64:
            raise ValueError(f"rng must be a generator state from 0 to 2**64-1, got {rng!r}")
        s.rng = out["rng"] = rng
    if "dice_used" in position:
        s.qpos = out["dice_used"] = _count(position["dice_used"], "dice_used")
        if s.qpos > len(s.queue):
            raise ValueError(f"dice_used: only {len(s.queue)} dice faces are given")
    return out


def from_position(position: Mapping[str, Any]) -> Game:
    """Return a game starting at a hand-made position (by default at the roll step).

    Position dict (JSON-able)::

        {"players": [{"name": "A", "coins": 3,
                      "buildings": {"wheat_field": 1, "bakery": 1},   # default: start city
                      "landmarks": ["train_station"]},               # completed ones
                     ...],                                           # 2-4, seat order
         "supply": {"mine": 0},          # optional; ids left out hold the full count
         "current_player": 0,            # the roller (default 0)
         "dice": [3, 4],                 # optional injected die faces
         "seed": 0,                      # optional generator seed
         "phase": "build",               # roll (default), reroll, tv_target, swap, build
         "rolled": [3, 3],               # the dice showing (needed after the roll step)
         "last_roll": [2, 5],            # at the roll step: the last roll, still showing
         "rerolled": false,              # Radio Tower already used this turn
         "extra": true,                  # Amusement Park extra turn pending
         "turn_number": 12,              # default 1 (see machikoro/pending.py)
         "rng": 123456789,               # generator state (default: from the seed)
         "dice_used": 0}                 # injected faces already used (default 0)

    ``game.position()`` writes every field, so ``from_position(game.position())`` goes on
    exactly like ``game``.

    >>> g = from_position({"players": [{"coins": 5}, {"coins": 0}], "dice": [1]})
    >>> g.play("roll 1"); g.state.coins
    [6, 1]
    """
    if not isinstance(position, Mapping):
        raise ValueError("position must be a dict")
    unknown = set(position) - {"players", "supply", "current_player", "turn", "dice", "seed",
                               "rng", "dice_used", *PENDING_FIELDS}
    if unknown:
        raise ValueError(f"unknown position fields: {sorted(unknown)}")
    plist = position.get("players")
    if not isinstance(plist, Sequence) or not PLAYERS_MIN <= len(plist) <= PLAYERS_MAX:
        raise ValueError(f"position needs 'players': a list of {PLAYERS_MIN}-{PLAYERS_MAX} dicts")
    n = len(plist)
    s = State(n)
    names: list[str] = []
    norm_players: list[dict[str, Any]] = []
    for p, pd in enumerate(plist):
        if not isinstance(pd, Mapping):
            raise ValueError(f"player {p} must be a dict")
        who = f"player {p}"
        name = pd.get("name", f"Player {p + 1}")
        if not isinstance(name, str) or not name.strip():
            raise ValueError(f"{who}: name must be a non-empty string")
        names.append(name)
        s.coins[p] = _count(pd.get("coins", START_COINS), f"{who} coins")
        blds = pd.get("buildings")
        if blds is None:
            blds = {BUILDINGS[b]: 1 for b in START_BUILDINGS}
        if not isinstance(blds, Mapping):
            raise ValueError(f"{who}: buildings must be a dict id -> count")
        for bid, cnt in blds.items():
            if bid not in B_INDEX:
                raise ValueError(f"{who}: unknown building {bid!r}")
            b = B_INDEX[bid]
            s.city[p][b] = _count(cnt, f"{who} {bid} count")
            cap = MAX_PER_CITY[b]
            if cap is not None and s.city[p][b] > cap:
                raise ValueError(f"{who}: at most {cap} {bid} per city (RULES 6.4)")
        s.marks[p] = _landmark_mask(pd.get("landmarks", []), who)
        if s.marks[p] == (1 << NL) - 1:
            raise ValueError(f"{who} has already completed every landmark")
        norm_players.append({
            "name": name, "coins": s.coins[p],
            "buildings": {BUILDINGS[b]: s.city[p][b] for b in range(NB) if s.city[p][b]},
            "landmarks": [LANDMARKS[i] for i in range(NL) if s.marks[p] >> i & 1],
        })
    supply = position.get("supply") or {}
    if not isinstance(supply, Mapping):
        raise ValueError("supply must be a dict id -> count")
    s.supply = list(SUPPLY)
    for bid, cnt in supply.items():
        if bid not in B_INDEX:
            raise ValueError(f"supply: unknown building {bid!r}")
        b = B_INDEX[bid]
        s.supply[b] = _count(cnt, f"supply {bid}")
        if s.supply[b] > SUPPLY[b]:
            raise ValueError(f"supply {bid}: at most {SUPPLY[b]}")
    turn = position.get("current_player", position.get("turn", 0))
    if not _is_int(turn) or not 0 <= turn < n:
        raise ValueError(f"current_player must be a seat 0-{n - 1}, got {turn!r}")
    s.turn = turn
    seed = _check_seed(position.get("seed", 0))
    s.rng = seed_state(seed)
    s.queue = _check_dice(position.get("dice"))
    generator = _generator(position, s)
    norm = {"players": norm_players,
            "supply": {BUILDINGS[b]: s.supply[b] for b in range(NB)},
            "current_player": turn, **generator, **read_pending(position, s)}
    setup = {"players": n, "names": names, "seed": seed, "options": {},
             "dice": list(s.queue), "position": norm}
    return Game(s, names, setup)
