"""Creating a game: setup for 2-4 players from a seed (RULES 3)."""

from __future__ import annotations

from typing import Any

from boardgame.safe_json import cut

from . import components as C
from .errors import SaveError
from .flow import begin_keep
from .game import Game
from .rng import Rng
from .state import DUMMY, NOBODY, Player, State


def check_options(options: dict[str, Any] | None) -> dict[str, Any]:
    """Return the full option set (defaults filled in); raise ValueError for unknown ones."""
    chosen = dict(C.OPTION_DEFAULTS)
    if options is not None and not isinstance(options, dict):
        raise ValueError("options must be a mapping of option id to value (RULES 15)")
    for key, value in (options or {}).items():
        if key not in C.OPTION_DEFAULTS:
            raise ValueError(f"unknown option {key!r}")
        allowed = next(o["values"] for o in C.OPTIONS if o["id"] == key)
        if value not in allowed or type(value) is not type(allowed[0]):  # 4.0, True: not 4, 1
            raise ValueError(f"option {key!r} must be one of {allowed}, not {value!r}")
        chosen[key] = value
    return chosen


def player_names(players: int | list[str]) -> list[str]:
    """Return the seat names for an int (default names) or a list of names."""
    if isinstance(players, bool):
        raise ValueError("players must be 2, 3 or 4, or a list of 2-4 names")
    if isinstance(players, int):
        names = [f"Player {i + 1}" for i in range(players)]
    else:
        names = [str(name) for name in players]
    if not 2 <= len(names) <= 4:
        raise ValueError("Yokohama is played by 2, 3 or 4 players")
    return names


def new_game(
    players: int | list[str] = 2, seed: int = 0, options: dict[str, Any] | None = None
) -> Game:
    """Set up a new game for 2-4 players; the same arguments always give the same game."""
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError("seed must be an integer")
    g = State()
    g.names = player_names(players)
    g.n = n = len(g.names)
    g.options = check_options(options)
    g.seed = seed
    g.rng = rng = Rng(seed)
    _lay_out_areas(g, rng)
    _place_tiles_and_tokens(g, rng)
    g.start_player = rng.below(n)  # RULES 3.5.1
    g.players = [_start_supply(Player(seat, name), seat == g.start_player)
                 for seat, name in enumerate(g.names)]
    g.achievements = [rng.choice([a for a in C.ACHIEVEMENTS if a[4] == t.lower()])
                      for t in C.ACHIEVEMENT_TYPES]  # RULES 3.7.1
    g.claims = {a: [] for a in g.achievements}
    g.agent_supply = dict(C.AGENT_SUPPLY)
    g.church = [NOBODY] * len(C.CHURCH_SPACES)
    g.customs = [NOBODY] * len(C.CUSTOMS_SPACES)
    if n == 2:  # RULES 3.10.1, 13.2
        g.church[C.SPACE_INDEX[C.TWO_PLAYER["dummy_blocks"]["church"]]] = DUMMY
        g.customs[C.SPACE_INDEX[C.TWO_PLAYER["dummy_blocks"]["customs"]]] = DUMMY
    _fill_markets(g, rng)
    g.current = g.start_player
    g.round = 0
    g.stage = "keep"
    begin_keep(g)
    return Game(g)


def _lay_out_areas(g: State, rng: Rng) -> None:
    """Shuffle the boards in play onto the triangle in reading order (RULES 3.1, 3.2.4)."""
    boards = list(C.BOARDS_IN_PLAY[g.n])
    rng.shuffle(boards)
    lay_out(g, [C.BOARD_KIND[b] for b in boards])


def lay_out(g: State, kinds: list[str]) -> None:
    """Put these area kinds on the triangle in reading order; derive every area index."""
    positions = C.LAYOUT_POSITIONS[g.n]
    g.pos = [p["pos"] for p in positions]
    g.index_of = {p: i for i, p in enumerate(g.pos)}
    adjacency = C.LAYOUT_ADJACENCY[g.n]
    g.adj = [tuple(sorted(g.index_of[q] for q in adjacency[p])) for p in g.pos]
    g.kind = list(kinds)
    g.canal = g.kind.index("canal") if "canal" in g.kind else -1
    area_count = len(g.pos)
    g.assistants = [[0] * g.n for _ in range(area_count)]
    g.port_area = {k: i for i, k in enumerate(g.kind) if k in ("port_a", "port_b")}
    g.lab_area = {k: i for i, k in enumerate(g.kind) if k in ("lab_a", "lab_b")}
    g.church_area = g.kind.index("church")
    g.customs_area = g.kind.index("customs")


def _place_tiles_and_tokens(g: State, rng: Rng) -> None:
    """One random building tile and five-power token on every area but the canal (3.3)."""
    tiles = list(C.TILE_IDS)
    tokens = list(C.TOKEN_IDS)
    rng.shuffle(tiles)
    rng.shuffle(tokens)
    g.tile, g.token, g.shops, g.house = [], [], [], []
    for kind in g.kind:
        has = kind != "canal"
        g.tile.append(tiles.pop() if has else None)
        g.token.append(tokens.pop() if has else None)
        g.shops.append([NOBODY] * 4)
        g.house.append(NOBODY)
    g.station = -1


def _start_supply(p: Player, is_start: bool) -> Player:
    """Pieces, goods and money every player starts with (RULES 3.6)."""
    s = C.START
    p.hand_assistants = s["hand"]["assistants"]
    p.hand_shops = s["hand"]["shops"]
    p.hand_houses = s["hand"]["trading_houses"]
    p.wh_assistants = s["warehouse"]["assistants"]
    p.wh_shops = s["warehouse"]["shops"]
    p.wh_houses = s["warehouse"]["trading_houses"]
    p.goods = [s["goods"][good] for good in C.GOODS]
    p.imports = s["imports"]
    p.yen = s["yen"]["start_player" if is_start else "other_players"]
    p.vp = s["vp"]
    return p


def _fill_markets(g: State, rng: Rng) -> None:
    """Shuffle the decks, fill the labs and ports, remove unseen orders (3.8, 3.9)."""
    g.tech_deck = list(C.TECH_IDS)
    rng.shuffle(g.tech_deck)
    g.labs = {lab: [g.tech_deck.pop() for _ in range(C.SLOTS)]
              for lab in ("lab_a", "lab_b") if lab in g.lab_area}
    g.order_deck = list(C.ORDER_IDS)
    rng.shuffle(g.order_deck)
    g.unseen_orders = [g.order_deck.pop() for _ in range(C.ORDERS_REMOVED[g.n])]
    g.ports = {port: [g.order_deck.pop() for _ in range(C.SLOTS)]
               for port in ("port_a", "port_b") if port in g.port_area}


def setup_from_save(setup: Any) -> Game:
    """Rebuild the starting position from a save's ``setup`` block (raises SaveError)."""
    if not isinstance(setup, dict):
        raise SaveError("the save has no setup block")
    names = setup.get("players")
    seed = setup.get("seed")
    options = setup.get("options", {})
    if not isinstance(names, list) or not all(isinstance(x, str) for x in names):
        raise SaveError("the save's player list is missing or not a list of names")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise SaveError("the save's seed is missing or not an integer")
    if not isinstance(options, dict):
        raise SaveError("the save's options are not a mapping")
    try:
        return new_game(names, seed, options)
    except ValueError as error:
        raise SaveError(f"the save's setup is invalid: {cut(str(error), 200)}") from None
