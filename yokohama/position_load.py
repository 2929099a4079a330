"""``from_position``: build a game from a position dict, refusing impossible positions.

The format is written by ``Game.position()`` (position.py) and described in
docs/positions.md. Every refusal is a ``SaveError`` whose message names the field.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable
from typing import Any

from . import components as C
from .errors import SaveError
from .flow import LEGAL
from .game import Game
from .position import AREA_STAGES, FLAGS, PIECES, POSITION_FORMAT, POSITION_VERSION, position_of
from .rng import Rng
from .start import check_options, lay_out
from .start import setup_from_save as setup_from_new
from .state import DUMMY, IN_HAND, NOBODY, Player, State

TOTALS = {piece: C.START["hand"][key] + C.START["warehouse"][key]
          for piece, key in zip(PIECES, ("assistants", "shops", "trading_houses"), strict=True)}
ACTION_KINDS: dict[str, tuple[str, ...]] = {  # decision -> area kinds it can happen in
    "port": ("port_a", "port_b"), "lab": ("lab_a", "lab_b"), "station": ("lab_a", "lab_b"),
    "labor": ("labor_agency",), "chinatown": ("chinatown",), "church": ("church",),
    "customs": ("customs",),
}
AFTER_ACTION = ("bonus", "build", "recovery")
POSITION_FIELDS = frozenset((
    "format", "version", "players", "options", "seed", "rng", "areas", "station", "ports",
    "labs", "order_deck", "tech_deck", "unseen_orders", "church", "customs", "achievements",
    "agent_supply", "start_player", "current", "round", "pending", "action", "keep_draws",
    "end_triggered", "end_round", "final"))
PLAYER_FIELDS = frozenset((
    "name", "president", "hand", "warehouse", "yen", "vp", "imports", "goods", "orders",
    "delivered", "techs", "agents", "agents_used", "tokens", "achievements", "flags"))
MASK64 = (1 << 64) - 1


def _fail(field: str, message: str) -> SaveError:
    return SaveError(f"position field {field!r}: {message}")


def _need(data: dict[str, Any], key: str, field: str = "") -> Any:
    if key not in data:
        raise _fail(field + key, "is missing")
    return data[key]


def _dict(value: Any, field: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise _fail(field, "must be an object")
    return value


def _list(value: Any, field: str, length: int | None = None) -> list[Any]:
    if not isinstance(value, list):
        raise _fail(field, "must be a list")
    if length is not None and len(value) != length:
        raise _fail(field, f"must have {length} entries, not {len(value)}")
    return value


def _int(value: Any, field: str, low: int = 0, high: int | None = None) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise _fail(field, f"must be an integer, not {value!r}")
    if value < low:
        raise _fail(field, f"must be at least {low}, not {value}")
    if high is not None and value > high:
        raise _fail(field, f"must be at most {high}, not {value}")
    return value


def _bool(value: Any, field: str) -> bool:
    if not isinstance(value, bool):
        raise _fail(field, f"must be true or false, not {value!r}")
    return value


def _one_of(value: Any, known: Any, field: str, what: str) -> Any:
    if not isinstance(value, str) or value not in known:
        raise _fail(field, f"unknown {what} {value!r}")
    return value


def _ids(value: Any, known: Any, field: str, what: str) -> list[str]:
    return [_one_of(v, known, f"{field}[{i}]", what) for i, v in enumerate(_list(value, field))]


class _Reader:
    """Reads one position into a fresh ``State``, field by field."""

    def __init__(self, data: Any, strict: bool) -> None:
        self.data = _dict(data, "position")
        self.strict = strict
        self.g = State()

    def seat(self, value: Any, field: str, dummy: bool = False) -> int:
        if value is None:
            return NOBODY
        if dummy and value == "dummy":
            return DUMMY
        return _int(value, field, 0, self.g.n - 1)

    def area(self, value: Any, field: str, canal: bool = False) -> int:
        if not isinstance(value, str) or value not in self.g.index_of:
            raise _fail(field, f"unknown area {value!r}")
        a = self.g.index_of[value]
        if a == self.g.canal and not canal:
            raise _fail(field, "nothing can stand on the canal (RULES 2.3)")
        return a

    def read(self) -> State:
        d, g = self.data, self.g
        unknown = sorted(set(d) - POSITION_FIELDS)
        if unknown:
            raise _fail(unknown[0], "is not a position field (docs/positions.md)")
        if d.get("format", POSITION_FORMAT) != POSITION_FORMAT:
            raise _fail("format", f"must be {POSITION_FORMAT!r}")
        _int(d.get("version", POSITION_VERSION), "version", 1, POSITION_VERSION)
        players = _list(_need(d, "players"), "players")
        if not 2 <= len(players) <= 4:
            raise _fail("players", "Yokohama is played by 2, 3 or 4 players")
        g.n = len(players)
        try:
            g.options = check_options(d.get("options"))
        except ValueError as error:
            raise _fail("options", str(error)) from error
        g.seed = d.get("seed", 0)
        if isinstance(g.seed, bool) or not isinstance(g.seed, int):
            raise _fail("seed", "must be an integer")
        g.rng = Rng(_int(d.get("rng", Rng(g.seed).state), "rng", 0, MASK64))
        self.areas()
        self.boards()
        self.markets()
        self.players(players)
        self.turn()
        if self.strict:
            self.check_pieces()
            self.check_cards()
        self.check_pending()
        return g

    def areas(self) -> None:
        g = self.g
        layout = C.LAYOUT_POSITIONS[g.n]
        areas = _list(_need(self.data, "areas"), "areas", len(layout))
        kinds = [_one_of(_dict(a, f"areas[{i}]").get("kind"), C.AREA_KINDS, f"areas[{i}].kind",
                         "area kind") for i, a in enumerate(areas)]
        in_play = sorted(C.BOARD_KIND[b] for b in C.BOARDS_IN_PLAY[g.n])
        if sorted(kinds) != in_play:
            raise _fail("areas", f"the area kinds must be the {g.n}-player boards {in_play}")
        lay_out(g, kinds)
        g.tile, g.token, g.shops, g.house = [], [], [], []
        for i, a in enumerate(areas):
            field = f"areas[{i}]"
            if a.get("pos") != g.pos[i]:
                raise _fail(field + ".pos", f"must be {g.pos[i]!r} (reading order)")
            canal = i == g.canal
            tile = a.get("tile")
            token = a.get("token")
            if canal and (tile is not None or token is not None):
                raise _fail(field, "the canal has no building tile or token (RULES 3.3)")
            if not canal:
                _one_of(tile, C.TILES, field + ".tile", "building tile")
                if token is not None:
                    _one_of(token, C.TOKENS, field + ".token", "five-power token")
            g.tile.append(tile)
            g.token.append(token)
            counts = _list(_need(a, "assistants", field + "."), field + ".assistants", g.n)
            g.assistants[i] = [_int(c, f"{field}.assistants[{s}]") for s, c in enumerate(counts)]
            shops = _list(_need(a, "shops", field + "."), field + ".shops", 4)
            g.shops.append([self.seat(s, f"{field}.shops[{k}]") for k, s in enumerate(shops)])
            g.house.append(self.seat(a.get("house"), field + ".house"))
            owners = [s for s in g.shops[i] if s != NOBODY]
            if self.strict and len(owners) != len(set(owners)):
                raise _fail(field + ".shops", "a player builds one shop per tile (RULES 5.6.4)")
            if canal and (any(g.assistants[i]) or owners or g.house[i] != NOBODY):
                raise _fail(field, "nothing can stand on the canal (RULES 2.3)")
        for what, items in (("tile", g.tile), ("token", g.token)):
            seen = [x for x in items if x is not None]
            if self.strict and len(seen) != len(set(seen)):
                raise _fail("areas", f"a {what} lies on two areas")
        station = self.data.get("station")
        g.station = -1 if station is None else self.area(station, "station")

    def boards(self) -> None:
        g, d = self.g, self.data
        church = _list(_need(d, "church"), "church", len(C.CHURCH_SPACES))
        customs = _list(_need(d, "customs"), "customs", len(C.CUSTOMS_SPACES))
        g.church = [self.seat(s, f"church[{i}]", dummy=True) for i, s in enumerate(church)]
        g.customs = [self.seat(s, f"customs[{i}]", dummy=True) for i, s in enumerate(customs)]
        for board, spaces in (("church", g.church), ("customs", g.customs)):
            want = []
            if g.n == 2:  # RULES 3.10.1, 13.2
                want = [C.SPACE_INDEX[C.TWO_PLAYER["dummy_blocks"][board]]]
            if [i for i, s in enumerate(spaces) if s == DUMMY] != want:
                raise _fail(board, "the dummy's assistant stands only on its 2-player space "
                                   "(RULES 13.2)")
        achievements = _dict(_need(d, "achievements"), "achievements")
        for ach in achievements:
            _one_of(ach, C.ACHIEVEMENTS, "achievements", "achievement")
        if self.strict and sorted(a[4] for a in achievements) != ["a", "b", "c"]:
            raise _fail("achievements", "one achievement of each type A, B, C (RULES 3.7.1)")
        g.achievements = list(achievements)
        g.claims = {}
        for ach, claims in achievements.items():
            field = f"achievements.{ach}"
            seats = [self.seat(s, f"{field}[{i}]") for i, s in enumerate(_list(claims, field))]
            if NOBODY in seats or len(set(seats)) != len(seats):
                raise _fail(field, "each player claims an achievement at most once (RULES 7.3)")
            g.claims[ach] = seats
        supply = _dict(_need(d, "agent_supply"), "agent_supply")
        if sorted(supply) != sorted(C.AGENT_SUPPLY):
            raise _fail("agent_supply", f"must give a count for each of {sorted(C.AGENT_SUPPLY)}")
        g.agent_supply = {k: _int(v, f"agent_supply.{k}") for k, v in supply.items()}

    def markets(self) -> None:
        g, d = self.g, self.data
        for key, wanted, known, what in (("ports", g.port_area, C.ORDERS, "order card"),
                                         ("labs", g.lab_area, C.TECH_CARDS, "technology card")):
            boards = _dict(_need(d, key), key)
            if sorted(boards) != sorted(wanted):
                raise _fail(key, f"must hold exactly the boards {sorted(wanted)}")
            slots = {}
            for board, cards in boards.items():
                field = f"{key}.{board}"
                slots[board] = [None if c is None else _one_of(c, known, f"{field}[{i}]", what)
                                for i, c in enumerate(_list(cards, field, C.SLOTS))]
            setattr(g, key, slots)
        g.order_deck = _ids(_need(d, "order_deck"), C.ORDERS, "order_deck", "order card")
        g.tech_deck = _ids(_need(d, "tech_deck"), C.TECH_CARDS, "tech_deck", "technology card")
        g.unseen_orders = _ids(_need(d, "unseen_orders"), C.ORDERS, "unseen_orders",
                               "order card")

    def players(self, players: list[Any]) -> None:
        g = self.g
        g.names = []
        for seat, entry in enumerate(players):
            field = f"players[{seat}]"
            e = _dict(entry, field)
            unknown = sorted(set(e) - PLAYER_FIELDS)
            if unknown:
                raise _fail(f"{field}.{unknown[0]}", "is not a player field (docs/positions.md)")
            name = _need(e, "name", field + ".")
            if not isinstance(name, str):
                raise _fail(field + ".name", "must be a text")
            p = Player(seat, name)
            g.names.append(name)
            president = e.get("president")
            p.president = IN_HAND if president is None else self.area(president,
                                                                      field + ".president")
            for where, prefix in (("hand", "hand_"), ("warehouse", "wh_")):
                pieces = _dict(_need(e, where, field + "."), f"{field}.{where}")
                for piece in PIECES:
                    value = _int(_need(pieces, piece, f"{field}.{where}."),
                                 f"{field}.{where}.{piece}")
                    setattr(p, prefix + piece, value)
            for key in ("yen", "vp", "imports"):
                setattr(p, key, _int(_need(e, key, field + "."), f"{field}.{key}"))
            goods = _dict(_need(e, "goods", field + "."), field + ".goods")
            p.goods = [_int(_need(goods, good, field + ".goods."), f"{field}.goods.{good}")
                       for good in C.GOODS]
            p.orders = _ids(e.get("orders", []), C.ORDERS, field + ".orders", "order card")
            if len(p.orders) > C.HAND_LIMIT:
                raise _fail(field + ".orders", f"at most {C.HAND_LIMIT} orders in hand (6.4)")
            p.delivered = _ids(e.get("delivered", []), C.ORDERS, field + ".delivered",
                               "order card")
            p.techs = _ids(e.get("techs", []), C.TECH_CARDS, field + ".techs", "technology card")
            p.tech_names = {C.TECH_CARDS[c] for c in p.techs}
            if len(p.tech_names) != len(p.techs):
                raise _fail(field + ".techs", "two technologies of one name (RULES 6.5.4)")
            p.agents = _ids(e.get("agents", []), C.AGENT_SUPPLY, field + ".agents", "country")
            p.agents_used = _int(e.get("agents_used", 0), field + ".agents_used", 0,
                                 len(p.agents))
            p.tokens = _ids(e.get("tokens", []), C.TOKENS, field + ".tokens", "token")
            p.achievements = _ids(e.get("achievements", []), g.claims, field + ".achievements",
                                  "achievement in play")
            claimed = sorted(a for a, c in g.claims.items() if seat in c)
            if self.strict and sorted(p.achievements) != claimed:
                raise _fail(field + ".achievements", "must be the achievements this seat "
                                                     "claimed in 'achievements'")
            flags = _dict(e.get("flags", {}), field + ".flags")
            for flag in FLAGS:
                setattr(p, flag, _bool(flags.get(flag, False), f"{field}.flags.{flag}"))
            g.players.append(p)

    def turn(self) -> None:
        g, d = self.g, self.data
        g.start_player = self.seat(_need(d, "start_player"), "start_player")
        g.current = self.seat(_need(d, "current"), "current")
        g.round = _int(_need(d, "round"), "round")
        g.end_triggered = _bool(d.get("end_triggered", False), "end_triggered")
        g.end_round = _int(d.get("end_round", -1), "end_round", -1)
        if g.end_triggered == (g.end_round < 0):
            raise _fail("end_round", "is a round number exactly when the end is triggered")
        draws = _dict(d.get("keep_draws", {}), "keep_draws")
        g.keep_draws = {}
        for key, cards in draws.items():
            if not isinstance(key, str) or not key.isdigit():
                raise _fail("keep_draws", f"keys are seat numbers, not {key!r}")
            seat = self.seat(int(key), f"keep_draws.{key}")
            g.keep_draws[seat] = _ids(cards, C.ORDERS, f"keep_draws.{key}", "order card")

    def check_pieces(self) -> None:
        """Every seat's assistants, shops and trading houses add up to RULES 2.12."""
        g = self.g
        for p in g.players:
            s = p.seat
            placed = {
                "assistants": sum(row[s] for row in g.assistants) + g.church.count(s)
                + g.customs.count(s) + sum(s in c for c in g.claims.values()),
                "shops": sum(row.count(s) for row in g.shops),
                "houses": g.house.count(s),
            }
            for piece in PIECES:
                have = (getattr(p, "hand_" + piece) + getattr(p, "wh_" + piece)
                        + placed[piece])
                if have != TOTALS[piece]:
                    raise _fail(f"players[{s}].{piece}",
                                f"seat {s} has {have} {piece} in all; RULES 2.12 gives "
                                f"{TOTALS[piece]}")
        tokens = [t for t in g.token if t is not None] + [t for p in g.players for t in p.tokens]
        self.once("tokens", tokens, None)
        for country, total in C.AGENT_SUPPLY.items():
            held = g.agent_supply[country] + sum(p.agents.count(country) for p in g.players)
            if held != total:
                raise _fail("agent_supply", f"{held} {country} agents in all, not {total} "
                                            "(RULES 2.12)")

    def check_cards(self) -> None:
        """Each order and technology card lies in exactly one place."""
        g = self.g
        orders = [*g.order_deck, *g.unseen_orders,
                  *(c for b in g.ports.values() for c in b if c is not None),
                  *(c for p in g.players for c in p.orders + p.delivered),
                  *(c for draws in g.keep_draws.values() for c in draws)]
        self.once("order cards", orders, C.ORDER_IDS)
        techs = [*g.tech_deck, *(c for b in g.labs.values() for c in b if c is not None),
                 *(c for p in g.players for c in p.techs)]
        self.once("technology cards", techs, C.TECH_IDS)

    @staticmethod
    def once(what: str, items: list[str], every: tuple[str, ...] | None) -> None:
        doubled = sorted(k for k, v in Counter(items).items() if v > 1)
        if doubled:
            raise _fail(what, f"{', '.join(doubled)} appear(s) more than once")
        missing = [] if every is None else sorted(set(every) - set(items))
        if missing:
            raise _fail(what, f"{', '.join(missing)} lie nowhere")

    def check_pending(self) -> None:
        """The pending decision is one that can happen in this position."""
        g, d = self.g, self.data
        pending = _dict(_need(d, "pending"), "pending")
        g.stage = _one_of(pending.get("kind"), LEGAL, "pending.kind", "decision")
        data = _list(pending.get("data", []), "pending.data")
        g.stage_data = STAGE_DATA.get(g.stage, _no_data)(self, data)
        self.action(d.get("action"))
        final = d.get("final")
        if final is not None:
            rows = _list(final, "final", g.n)
            g.final = {"breakdown": {seat: {str(k): _int(v, f"final[{seat}].{k}")
                                            for k, v in _dict(row, f"final[{seat}]").items()}
                                     for seat, row in enumerate(rows)}}
        if self.strict:
            self.check_decision(final is not None)

    def check_decision(self, has_final: bool) -> None:
        """The decision can happen here: its round, draws, action, final scoring, a move."""
        g = self.g
        needs = g.stage in ACTION_KINDS or g.stage in AFTER_ACTION
        if needs != (g.act_area >= 0):
            raise _fail("action", f"decision {g.stage!r} " + (
                "needs the action under way" if needs else "has no action under way"))
        kinds = ACTION_KINDS.get(g.stage)
        if kinds is not None and g.kind[g.act_area] not in kinds:
            raise _fail("action.area", f"{g.stage!r} happens in {' or '.join(kinds)}, "
                                       f"not {g.kind[g.act_area]}")
        if (g.stage == "keep") != (g.round == 0):
            raise _fail("round", "round 0 is the starting-order choice and only that")
        if g.stage == "keep" and g.current not in g.keep_draws:
            raise _fail("keep_draws", "the seat choosing its starting order has no draws")
        if g.stage != "keep" and g.keep_draws:
            raise _fail("keep_draws", "drawn starting orders exist only during setup")
        if g.stage == "port" and len(g.stage_data) > 1:
            raise _fail("pending.data", "a port decision follows at most one card taken (6.4)")
        if (g.stage == "over") != has_final:
            raise _fail("final", "the final scoring exists exactly when the game is over")
        if g.stage != "over" and not LEGAL[g.stage](g):
            raise _fail("pending.kind", f"no legal move for {g.stage!r} in this position")

    def action(self, value: Any) -> None:
        g = self.g
        if value is None:
            return
        act = _dict(value, "action")
        g.act_area = self.area(_need(act, "area", "action."), "action.area")
        g.act_power = _int(_need(act, "power", "action."), "action.power", 1, C.POWER_CAP)
        g.act_agent = _bool(act.get("agent", False), "action.agent")
        g.act_return = _one_of(act.get("return", "C"), ("A", "C"), "action.return", "phase")


def _no_data(reader: _Reader, data: list[Any]) -> tuple[Any, ...]:
    if data:
        raise _fail("pending.data", f"decision {reader.g.stage!r} takes no data")
    return ()


def _areas_data(reader: _Reader, data: list[Any]) -> tuple[Any, ...]:
    areas = tuple(reader.area(a, f"pending.data[{i}]") for i, a in enumerate(data))
    if len(set(areas)) != len(areas) or (reader.g.stage == "telegraph" and len(areas) != 1):
        raise _fail("pending.data", "distinct areas (one for the Telegraph) (RULES 5.2)")
    return areas


def _port_data(reader: _Reader, data: list[Any]) -> tuple[Any, ...]:
    slots = tuple(_int(s, f"pending.data[{i}]", 0, C.SLOTS - 1) for i, s in enumerate(data))
    if len(set(slots)) != len(slots):
        raise _fail("pending.data", "each slot is taken once (6.4)")
    return slots


def _count_data(reader: _Reader, data: list[Any]) -> tuple[Any, ...]:
    _list(data, "pending.data", 2)
    count = _int(data[0], "pending.data[0]")
    if reader.g.stage == "labor":
        return count, _int(data[1], "pending.data[1]", 0, 2)
    return count, _bool(data[1], "pending.data[1]")


STAGE_DATA: dict[str, Callable[[_Reader, list[Any]], tuple[Any, ...]]] = {
    **dict.fromkeys(AREA_STAGES, _areas_data),
    "port": _port_data,
    "labor": _count_data,
    "chinatown": _count_data,
}


def from_position(data: dict[str, Any], strict: bool = True) -> Game:
    """Return a game at ``data`` (see docs/positions.md); raise SaveError naming the field.

    The game remembers the position it started from, so its save replays from there.
    ``strict=False`` skips the accounting checks (every piece, card, tile, token and agent in
    exactly one place; one achievement of each type; one shop per player and tile) and the
    checks that the decision can happen (its round, action, final scoring, a legal move),
    for rule tests that isolate one rule (an emptied deck, a single achievement in play, a
    jump straight to a decision); ids, types and ranges are still checked. Saves are always
    read strictly.
    """
    state = _Reader(data, strict).read()
    origin = json.loads(json.dumps(position_of(state))) if strict else None
    return Game(state, origin)


def setup_from_save(setup: Any) -> Game:
    """Rebuild a save's starting game: its ``position`` if it has one, else a new game."""
    if isinstance(setup, dict) and "position" in setup:
        return from_position(setup["position"])
    return setup_from_new(setup)
