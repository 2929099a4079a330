"""Step 3: power and the area actions (RULES 5.4, 6, 10).

Production and bank actions need no decision. Ports, labs, the labor agency, Chinatown,
church and customs are decisions of their own (``stage``); when they end, the five-power
bonus, building and recovery follow (``building.after_action``).
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations
from typing import Any

from . import components as C
from .additional import country_check
from .building import after_action
from .endgame import check_board_end, trigger_end
from .moves import HIRE_KINDS, Church, Customs, Exchange, Hire, Move, PutStation, Take, Tech
from .rewards import gain, mining_bonus, pay_supply
from .state import NOBODY, Player, State

TIER_RANK = {"low": 0, "mid": 1, "high": 2}


def power_in(g: State, seat: int, area: int, agent: bool) -> int:
    """Power of ``seat`` acting in ``area`` (5.4.2, 5.4.3; 7.2.3 for a foreign agent)."""
    p = g.players[seat]
    power = g.assistants[area][seat]
    if not agent and p.president == area:
        power += 1
    if agent and g.options["agent_counts_as_president"]:
        power += 1
    if seat in g.shops[area]:
        power += 1
    if g.house[area] == seat:
        power += 1
    if g.station == area:
        power += 1
    return min(power, C.POWER_CAP)


def begin_action(g: State, area: int, agent: bool, return_stage: str,
                 power: int | None = None) -> None:
    """Fix the power (``power`` given: that one), pay trading-house income and start the
    area action (5.4)."""
    seat = g.current
    p = g.players[seat]
    if power is None:
        power = power_in(g, seat, area, agent)
    g.act_area, g.act_power, g.act_agent, g.act_return = area, power, agent, return_stage
    owner = g.house[area]
    if owner != NOBODY and owner != seat:  # 5.4.5
        gain(g, g.players[owner], (("yen", 1),), "trading_house_income")
    kind = g.kind[area]
    action = C.AREA_KINDS[kind]["action"]
    if g.record:
        g.log("action", seat=seat, area=g.pos[area], kind=kind, power=power, agent=agent)
    if action == "produce":  # 6.2
        good, table = C.PRODUCTION[kind]
        amount = table[power - 1]
        if amount:
            gain(g, p, ((good, amount),), kind)
        after_action(g)
    elif action == "bank":  # 6.3
        gain(g, p, (("yen", C.BANK_YEN[power - 1]),), "bank")
        after_action(g)
    elif action == "port":
        _enter(g, "port", (), legal_port)
    elif action == "lab":
        _enter(g, "lab", (), legal_lab)
    elif action == "labor_agency":
        _enter(g, "labor", (0, 0), legal_labor)
    elif action == "chinatown":
        _enter(g, "chinatown", (0, False), legal_chinatown)
    elif action == "church":
        _enter(g, "church", (), legal_church)
    else:
        _enter(g, "customs", (), legal_customs)


def _enter(g: State, stage: str, data: tuple[Any, ...],
           legal: Callable[[State], list[str]]) -> None:
    """Enter a decision; pass it at once when ``done`` is its only choice."""
    g.stage = stage
    g.stage_data = data
    if legal(g) == ["done"]:
        FINISH[stage](g)


# --- ports (6.4, 10) -----------------------------------------------------------


def _port_id(g: State) -> str:
    return g.kind[g.act_area]


def legal_port(g: State) -> list[str]:
    """Cards within reach, the second one paid with ¥2 or an import (6.4.1-6.4.3)."""
    p = g.players[g.current]
    taken = g.stage_data
    moves: list[str] = []
    if len(p.orders) < C.HAND_LIMIT and len(taken) < 2:
        tiers = C.PORT_TIERS_BY_POWER[g.act_power]
        board = g.ports[_port_id(g)]
        for slot, card in enumerate(board):
            if card is None or slot in taken or C.PORT_SLOT_TIERS[slot] not in tiers:
                continue
            if not taken:
                moves.append(Take.write(card))
            else:
                if p.yen >= C.SECOND_CARD_YEN:
                    moves.append(Take.write(card, "yen"))
                if p.imports >= C.SECOND_CARD_IMPORT:
                    moves.append(Take.write(card, "import"))
    moves.append("done")
    return moves


def apply_port(g: State, move: Move) -> None:
    if not isinstance(move, Take):
        finish_port(g)
        return
    p = g.players[g.current]
    card = move.order
    board = g.ports[_port_id(g)]
    slot = board.index(card)
    board[slot] = None  # the card leaves its slot now; sliding waits for the end (6.4.2, 10.3)
    if move.pay == "yen":
        pay_supply(g, p, "second_order", yen=C.SECOND_CARD_YEN)
    elif move.pay == "import":
        pay_supply(g, p, "second_order", imports=C.SECOND_CARD_IMPORT)
    p.orders.append(card)
    if g.record:
        g.log("take_order", seat=p.seat, order=card)
    g.stage_data = (*g.stage_data, slot)
    if legal_port(g) == ["done"]:
        finish_port(g)


def finish_port(g: State) -> None:
    """Power-5 VP, then slide and refill the board and check the port end (6.4.5, 6.4.6)."""
    p = g.players[g.current]
    taken = g.stage_data
    if g.act_power == 5 and (taken or not g.options["port_vp_requires_card"]):
        gain(g, p, (("vp", C.PORT_POWER5_VP),), "port_power_5")
    port = _port_id(g)
    board = g.ports[port]
    _slide_and_refill(g, port, board, g.order_deck)
    if any(card is None for b in g.ports.values() for card in b):  # 11.1
        trigger_end(g, "order_deck_empty")
    after_action(g)


def _slide_and_refill(g: State, board_id: str, board: list[str | None], deck: list[str]) -> None:
    """Slide cards left keeping their order, then fill from the deck on the right (10.3)."""
    kept = [card for card in board if card is not None]
    while len(kept) < C.SLOTS and deck:
        card = deck.pop()
        kept.append(card)
        if g.record:
            g.log("draw", board=board_id, card=card)
    board[:] = kept + [None] * (C.SLOTS - len(kept))


# --- labs (6.5) ------------------------------------------------------------------


def tech_payments(missing: int, fee: bool) -> list[tuple[int, int]]:
    """Every (yen, imports) total paying ``missing`` industry points and, with ``fee``, the
    ownership fee, in order (6.5.3, 6.5.6)."""
    options: set[tuple[int, int]] = set()
    fee_choices = ((C.TECH_FEE_YEN, 0), (0, 1)) if fee else ((0, 0),)
    for imp in range(missing + 1):
        for fy, fi in fee_choices:
            options.add(((missing - imp) * C.YEN_PER_INDUSTRY + fy, imp + fi))
    return sorted(options)


def lab_industry(g: State) -> int:
    """Industry points the acting power brings at a lab (6.5.2)."""
    return min(g.act_power, C.INDUSTRY_FROM_POWER_MAX)


def tech_cost(card: str, slot: int) -> int:
    """Industry a technology card costs in ``slot`` of its lab (6.5.3)."""
    return C.TECH_VALUE[card] + C.LAB_SURCHARGE[slot]


def owes_tech_fee(g: State, p: Player) -> bool:
    """Whether ``p``'s next technology carries the ownership fee (6.5.6, option)."""
    return bool(len(p.techs) >= g.options["tech_fee_from_card"] - 1)


def legal_lab(g: State) -> list[str]:
    """Technology cards the player can pay for (6.5.2-6.5.6)."""
    p = g.players[g.current]
    lab = g.labs[g.kind[g.act_area]]
    industry = lab_industry(g)
    fee = owes_tech_fee(g, p)
    moves: list[str] = []
    for slot, card in enumerate(lab):
        if card is None or C.TECH_CARDS[card] in p.tech_names:
            continue
        missing = max(0, tech_cost(card, slot) - industry)
        for yen, imports in tech_payments(missing, fee):
            if yen > p.yen or imports > p.imports:
                continue
            moves.append(Tech.write(card, yen, imports))
    moves.append("done")
    return moves


def apply_lab(g: State, move: Move) -> None:
    if not isinstance(move, Tech):
        after_action(g)
        return
    p = g.players[g.current]
    card = move.card
    pay_supply(g, p, "technology", yen=move.yen, imports=move.imports)  # 6.5.7 (1)
    had = set(p.tech_names)
    name = C.TECH_CARDS[card]
    p.techs.append(card)  # (2)
    p.tech_names.add(name)
    if g.record:
        g.log("tech", seat=p.seat, card=card)
    lab_id = g.kind[g.act_area]
    board = g.labs[lab_id]
    board[board.index(card)] = None
    _slide_and_refill(g, lab_id, board, g.tech_deck)  # (3)
    if name == "world_exposition":  # (4)
        gain(g, p, (("vp", 10),), "world_exposition")
    if "letterpress" in had:  # (5) 9.1.3
        gain(g, p, (("yen", 1),), "letterpress")
    if "patent_system" in had:
        gain(g, p, (("vp", 2),), "patent_system")
    country_check(g, p, C.CARD_COUNTRY[card])  # (6)
    if name == "station":
        g.stage = "station"
        g.stage_data = ()
    else:
        after_action(g)


def legal_station(g: State) -> list[str]:
    """Where the station token may go: any area but the canal (9.2.2)."""
    return [str(PutStation(g.pos[a])) for a in range(len(g.pos)) if a != g.canal]


def apply_station(g: State, move: Move) -> None:
    assert isinstance(move, PutStation)
    g.station = g.index_of[move.area]
    if g.record:
        g.log("station", seat=g.current, area=g.pos[g.station])
    after_action(g)


# --- labor agency (6.6) --------------------------------------------------------

def house_cost(p: Player) -> int:
    """Cost of the next trading house out of the warehouse (6.6.2)."""
    taken_before = len(C.LABOR_HOUSE_YEN) - p.wh_houses
    return C.LABOR_HOUSE_YEN[taken_before]


def hire_cost(p: Player, kind: str) -> int:
    """Yen for hiring one piece of ``kind`` (one of ``HIRE_KINDS``) (6.6.2)."""
    if kind == "assistant":
        return 0
    return C.LABOR_SHOP_YEN if kind == "shop" else house_cost(p)


def in_warehouse(p: Player, kind: str) -> int:
    """Pieces of ``kind`` left in ``p``'s warehouse."""
    return {"assistant": p.wh_assistants, "shop": p.wh_shops, "house": p.wh_houses}[kind]


def legal_labor(g: State) -> list[str]:
    """Pieces to take; kinds in the order assistant, shop, house (same outcome) (6.6)."""
    p = g.players[g.current]
    count, first_kind = g.stage_data
    moves: list[str] = []
    if count < C.LABOR_ITEMS[g.act_power - 1]:
        moves += [str(Hire(kind)) for rank, kind in enumerate(HIRE_KINDS)
                  if rank >= first_kind and in_warehouse(p, kind) and p.yen >= hire_cost(p, kind)]
    moves.append("done")
    return moves


def apply_labor(g: State, move: Move) -> None:
    if not isinstance(move, Hire):
        after_action(g)
        return
    p = g.players[g.current]
    kind = move.piece
    if kind == "assistant":
        p.wh_assistants -= 1
        p.hand_assistants += 1
    elif kind == "shop":
        pay_supply(g, p, "labor_agency", yen=hire_cost(p, kind))
        p.wh_shops -= 1
        p.hand_shops += 1
    else:
        pay_supply(g, p, "labor_agency", yen=hire_cost(p, kind))
        p.wh_houses -= 1
        p.hand_houses += 1
    if g.record:
        g.log("hire", seat=p.seat, piece=kind)
    g.stage_data = (g.stage_data[0] + 1, HIRE_KINDS.index(kind))
    if legal_labor(g) == ["done"]:
        after_action(g)


# --- Chinatown (6.7) -------------------------------------------------------------

_LINE_IDS_BY_OPTION = {"buy": ("buy_import",), "sell": ("sell_import",),
                       "both": ("buy_import", "sell_import")}
_GOODS_LINES = tuple(k for k in C.CHINATOWN_LINES if not k.endswith("_import"))


def chinatown_lines(g: State) -> tuple[str, ...]:
    """The exchange lines in play under the ``chinatown_import_line`` option (6.7.3)."""
    return _GOODS_LINES + _LINE_IDS_BY_OPTION[g.options["chinatown_import_line"]]


def holding(p: Player, key: str) -> int:
    """How much of ``key`` (yen, import or a good) ``p`` holds."""
    if key == "yen":
        return p.yen
    if key == "import":
        return p.imports
    return p.goods[C.GOOD_INDEX[key]]


def legal_chinatown(g: State) -> list[str]:
    """Exchanges still allowed and affordable (6.7.1-6.7.3)."""
    p = g.players[g.current]
    count, _ = g.stage_data
    moves: list[str] = []
    if count < C.CHINATOWN_EXCHANGES[g.act_power - 1]:
        for line_id in chinatown_lines(g):
            ((key, amount),) = C.CHINATOWN_LINES[line_id]["pay"].items()
            if holding(p, key) >= amount:
                moves.append(Exchange.write(line_id))
    moves.append("done")
    return moves


def apply_chinatown(g: State, move: Move) -> None:
    if not isinstance(move, Exchange):
        finish_chinatown(g)
        return
    p = g.players[g.current]
    line = C.CHINATOWN_LINES[move.line]
    ((key, amount),) = line["pay"].items()
    if key in ("yen", "import"):
        pay_supply(g, p, "chinatown", **{"yen" if key == "yen" else "imports": amount})
    else:
        p.goods[C.GOOD_INDEX[key]] -= amount
    ((gkey, gamount),) = line["gain"].items()
    if gkey == "yen":
        p.yen += gamount
    elif gkey == "import":
        p.imports += gamount
    else:
        p.goods[C.GOOD_INDEX[gkey]] += gamount
    if g.record:
        g.log("exchange", seat=p.seat, line=line["id"])
    count, copper = g.stage_data
    g.stage_data = (count + 1, copper or gkey == "copper")
    if legal_chinatown(g) == ["done"]:
        finish_chinatown(g)


def finish_chinatown(g: State) -> None:
    """Mining Technology once per Chinatown action that gave copper (6.7.5)."""
    if g.stage_data[1]:
        mining_bonus(g, g.players[g.current])
    after_action(g)


# --- church (6.8) and customs (6.9) ---------------------------------------------


def _assistant_sources(g: State, p: Player) -> list[bool]:
    """Where the board assistant may come from: the area first, else hand (6.8.5, 6.9.4);
    True where a move says `` from hand``.

    From hand although the area holds one only differs with Telephone, so only then is it
    offered as a separate move."""
    in_area = g.assistants[g.act_area][p.seat] > 0
    sources = []
    if in_area:
        sources.append(False)
    if p.hand_assistants and (not in_area or "telephone" in p.tech_names):
        sources.append(in_area)
    return sources


def contribution_price(g: State, item: str) -> int:
    """How much of ``item`` one church contribution hands in (6.8.3, option for the yen)."""
    return g.options["church_yen_per_faith"] if item == "yen" else 1


def _church_contributions(g: State, p: Player) -> list[str]:
    return [item for item in C.CHURCH_CONTRIBUTIONS
            if holding(p, item) >= contribution_price(g, item)]


def church_faith(g: State, power: int) -> int:
    """Faith from power under the chosen option (6.8.2)."""
    if g.options["church_faith_from_power"] == "low_start":
        return (1, 1, 3, 4, 5)[power - 1]
    return power


def church_spaces(g: State, faith: int) -> list[int]:
    """The church spaces (indices) ``faith`` reaches under ``church_space_rule`` (6.8.4)."""
    top = len(C.CHURCH_FAITH) - 1
    if g.options["church_space_rule"] != "exact":
        return [i for i, f in enumerate(C.CHURCH_FAITH) if f <= faith]
    if faith >= C.CHURCH_FAITH[top]:
        return [top]
    return [i for i, f in enumerate(C.CHURCH_FAITH) if f == faith]


def legal_church(g: State) -> list[str]:
    """Every space and contribution set that places an assistant (6.8.3-6.8.5)."""
    p = g.players[g.current]
    sources = _assistant_sources(g, p)
    if not sources:
        return ["done"]
    base = church_faith(g, g.act_power)
    available = _church_contributions(g, p)
    moves: list[str] = []
    for size in range(len(available) + 1):
        for subset in combinations(available, size):
            for i in church_spaces(g, base + size):
                if g.church[i] == NOBODY:
                    space = C.CHURCH_SPACES[i]["id"]
                    moves += [Church.write(space, subset, from_hand) for from_hand in sources]
    moves.append("done")
    return moves


def _take_board_assistant(g: State, p: Player, from_hand: bool) -> None:
    area = g.act_area
    if not from_hand and g.assistants[area][p.seat]:
        g.assistants[area][p.seat] -= 1
    else:
        p.hand_assistants -= 1


def apply_church(g: State, move: Move) -> None:
    if not isinstance(move, Church):
        after_action(g)
        return
    p = g.players[g.current]
    space = C.SPACE_INDEX[move.space]
    for item in move.offer:
        if item == "yen":
            pay_supply(g, p, "church", yen=contribution_price(g, item))
        elif item == "import":
            pay_supply(g, p, "church", imports=contribution_price(g, item))
        else:
            p.goods[C.GOOD_INDEX[item]] -= contribution_price(g, item)
    _take_board_assistant(g, p, move.from_hand)
    g.church[space] = p.seat
    if g.record:
        g.log("church", seat=p.seat, space=move.space)
    gain(g, p, C.CHURCH_REWARD[space], move.space)
    if "winery" in p.tech_names:
        gain(g, p, (("vp", 3),), "winery")
    check_board_end(g, g.church, "church")
    after_action(g)


def customs_allowance(g: State) -> int:
    """The most imports the acting power may hand in at the customs (6.9.2)."""
    return C.CUSTOMS_ALLOWANCE[g.act_power - 1]


def legal_customs(g: State) -> list[str]:
    """Free spaces whose import count the power allows and the player holds (6.9.2, 6.9.3)."""
    p = g.players[g.current]
    sources = _assistant_sources(g, p)
    if not sources:
        return ["done"]
    allowance = min(customs_allowance(g), p.imports)
    moves = [Customs.write(C.CUSTOMS_SPACES[i]["id"], from_hand)
             for i, need in enumerate(C.CUSTOMS_IMPORTS)
             if need <= allowance and g.customs[i] == NOBODY
             for from_hand in sources]
    moves.append("done")
    return moves


def apply_customs(g: State, move: Move) -> None:
    if not isinstance(move, Customs):
        after_action(g)
        return
    p = g.players[g.current]
    space = C.SPACE_INDEX[move.space]
    pay_supply(g, p, "customs", imports=C.CUSTOMS_IMPORTS[space])
    _take_board_assistant(g, p, move.from_hand)
    g.customs[space] = p.seat
    if g.record:
        g.log("customs", seat=p.seat, space=move.space)
    gain(g, p, C.CUSTOMS_REWARD[space], move.space)
    if "brick_factory" in p.tech_names:
        gain(g, p, (("vp", 4),), "brick_factory")
    check_board_end(g, g.customs, "customs")
    after_action(g)


FINISH = {
    "port": finish_port,
    "lab": after_action,
    "labor": after_action,
    "chinatown": finish_chinatown,
    "church": after_action,
    "customs": after_action,
}
