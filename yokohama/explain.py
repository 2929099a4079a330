""""Why not?": the reason a move text is not legal now, as data (next to ``legal_moves()``).

``explain_refusal(game, text)`` returns None for a legal move, else one ``Refusal``: a
reason code with parameters (the page words it in any language) and an English ``text``.
The facts are computed with the same checks the legal-move generators make; legality itself
is always confirmed against ``game.legal_moves()``, so a reason is never given for a legal
move and every illegal text gets one (``not_offered`` when no more precise fact applies).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from boardgame.refusal import Refusal

from . import components as C
from . import flow
from .actions import (
    chinatown_lines,
    church_faith,
    church_spaces,
    contribution_price,
    customs_allowance,
    hire_cost,
    holding,
    in_warehouse,
    lab_industry,
    owes_tech_fee,
    tech_cost,
    tech_payments,
)
from .additional import meets_achievement
from .errors import InvalidMoveError
from .movement import cheapest_route_fee, pass_fee, stop_fee_each
from .moves import (
    HIRE_KINDS,
    Agent,
    Bonus,
    BuildHouse,
    BuildShop,
    Church,
    Claim,
    Customs,
    Deliver,
    Done,
    Exchange,
    Hire,
    Keep,
    Leave,
    Move,
    MoveTo,
    Pair,
    Place,
    PutStation,
    Recall,
    SpinningMill,
    StationTo,
    Take,
    Tech,
    TramTo,
    University,
    parse,
)
from .placement import other_presidents, placement_fee
from .state import DUMMY, IN_HAND, NOBODY, State

if TYPE_CHECKING:
    from .game import Game

TEMPLATES: dict[str, str] = {
    "game_over": "The game is over.",
    "not_your_turn": "It is not your turn: {name} is deciding ({pending}).",
    "unknown_move": "{move} is not a move of this game.",
    "unknown_area": "There is no area {area} on this table.",
    "unknown_card": "There is no card {card}.",
    "unknown_space": "There is no space {space}.",
    "unknown_achievement": "There is no achievement {achievement}.",
    "wrong_stage": "Not now: the decision now is {pending}.",
    "must_choose": "You cannot skip this: {pending}.",
    "not_drawn": "You did not draw {card}; keep one of {drawn}.",
    # placement
    "no_assistant_in_hand": "You need {need} assistant(s) in hand; you have {have}.",
    "canal_no_placement": "No piece can ever be put on the canal.",
    "spread_area_used": "Spread places one assistant per area; you already placed in "
                        "{area_kind} ({area}).",
    "telegraph_not_adjacent": "The Telegraph assistant goes next to your pair in "
                              "{pair_kind} ({pair_area}).",
    "placement_fee_unaffordable": "Placing there costs ¥{need} ({presidents} other "
                                  "president(s), ¥1 each per assistant); you have ¥{have}.",
    # movement
    "canal_no_stop": "Your president can never stop on the canal.",
    "no_assistant_at_destination": "Your president cannot move there: you have no assistant "
                                   "in {area_kind} ({area}).",
    "president_there": "Your president cannot stop in {area_kind} ({area}): another "
                       "president stands there (Postal Service allows it).",
    "postal_fee_unaffordable": "Stopping next to {presidents} other president(s) costs "
                               "¥{need}; you have ¥{have}.",
    "from_hand_no_route": "Your president is in hand: it is put straight on an area, "
                          "with no route.",
    "cannot_stay": "Your president must leave {area_kind} ({area}); it cannot stay.",
    "not_adjacent": "{area_kind} ({area}) is not next to {from_kind} ({from_area}).",
    "route_repeats": "A route cannot visit the start area or one area twice.",
    "route_needs_assistant": "The route passes {area_kind} ({area}), where you have no "
                             "assistant.",
    "unreachable": "Your president cannot reach {area_kind} ({area}): no chain of your "
                   "assistants (or the canal) leads there.",
    "route_unaffordable": "Your president cannot move there: the cheapest way costs ¥{need} "
                          "(¥1 per other president passed, ¥1 for the canal); you have "
                          "¥{have}.",
    "needs_route": "Choose the route: {offered}.",
    "same_outcome_route": "This route costs the same as {offered}; choose that one.",
    "tech_missing": "You need the {tech} technology for that.",
    "station_not_placed": "The station token is not on the table yet.",
    "not_station_area": "Station moves only to the station area {station}.",
    "already_there": "Your president already stands in {area_kind} ({area}).",
    "recall_first": "Choose Recall first; then pick the areas to recall from.",
    "already_recalled": "You already recalled: choose areas or done.",
    "nothing_to_recall": "You have no assistant in {area_kind} ({area}).",
    # ports and labs
    "hand_full": "Your order hand is full ({limit} cards).",
    "two_cards_max": "A port gives at most 2 cards.",
    "not_on_board": "{card} is not on the {board} board.",
    "power_too_low_for_slot": "With power {power} you reach only the {reach} slots; this "
                              "card lies in a {tier} slot (power {need_power} needed).",
    "first_card_free": "The first card is free; pay only for the second.",
    "second_card_costs": "The second card costs ¥2 or 1 import.",
    "cannot_afford": "That costs ¥{need}; you have ¥{have}.",
    "not_enough_imports": "That needs {need} import(s); you have {have}.",
    "already_own_tech": "You already own {tech}.",
    "tech_unaffordable": "{card} costs {cost} industry; power gives {industry}, the other "
                         "{missing} cost ¥2 or 1 import each{fee_text}; you have ¥{have_yen} "
                         "and {have_imports} import(s).",
    "wrong_payment": "Pay for {card} in one of these ways: {ways}.",
    "canal_no_station": "The station token cannot go on the canal.",
    # labor agency, Chinatown
    "labor_limit": "Power {power} hires at most {max} piece(s).",
    "hire_order": "Hire pieces in the order assistant, shop, house (same result).",
    "warehouse_empty": "Your warehouse has no {piece} left.",
    "chinatown_line_off": "This exchange is not in play (option chinatown_import_line: "
                          "{option}).",
    "exchange_limit": "Power {power} allows {max} exchange(s).",
    "cannot_pay_exchange": "This exchange needs {pay}; you have {have}.",
    # church, customs
    "no_assistant_for_board": "You have no assistant in this area or in hand to put there.",
    "from_hand_not_needed": "The assistant comes from this area; 'from hand' only differs "
                            "with Telephone.",
    "space_blocked": "{space} is blocked by the neutral dummy.",
    "space_taken": "{space} is taken by {owner}.",
    "offer_twice": "Each contribution may be offered once.",
    "cannot_offer": "You cannot offer {item}: you do not have it.",
    "church_needs_exact_faith": "Church space {space} needs exactly {faith} faith; you bring "
                                "{have}.",
    "church_faith_too_low": "Church space {space} needs {faith} faith; you bring {have}.",
    "customs_power_too_low": "{space} takes {imports} import(s); power {power} allows "
                             "{allowance}.",
    # bonus, building
    "no_shop_in_hand": "You have no shop in hand.",
    "already_have_shop": "You already have a shop on this tile.",
    "shop_space_taken": "Shop space {space} is taken.",
    "no_house_in_hand": "You have no trading house in hand.",
    "house_space_taken": "The trading-house space is taken.",
    # additional actions
    "no_foreign_agent": "You have no foreign agent.",
    "agents_all_used": "All your foreign agents are used.",
    "agent_once_per_turn": "Only one foreign agent per turn.",
    "agent_needs_assistant": "A foreign agent needs one of your assistants in {area_kind} "
                             "({area}).",
    "agent_not_president_area": "A foreign agent cannot act where your president stands.",
    "achievement_not_in_play": "{achievement} is not in play.",
    "already_claimed": "You already claimed {achievement}.",
    "achievement_not_met": "You do not meet {achievement}: {condition}.",
    "order_not_in_hand": "{order} is not in your hand.",
    "missing_goods": "To deliver {order} you still need {missing}.",
    "once_per_turn": "{tech} is used once per turn.",
    "need_silk": "Spinning Mill needs 1 silk; you have none.",
    "not_offered": "{move} is not possible now ({pending}).",
}

STAGE_WORDS: dict[str, str] = {
    "keep": "choose the starting order to keep", "A": "phase A (additional actions or "
    "placement)", "spread": "more Spread placements", "telegraph": "the Telegraph assistant",
    "move": "move your president or recall", "recall": "areas to recall from",
    "port": "port: take orders", "lab": "lab: take a technology", "station": "place the "
    "station token", "labor": "labor agency: hire pieces", "chinatown": "Chinatown exchanges",
    "church": "church: choose a space", "customs": "customs: choose a space", "bonus":
    "five-power bonus", "build": "building", "recovery": "recovery (Telephone)", "C":
    "phase C (additional actions or end the turn)", "over": "the game is over",
}

GLOSSARY: dict[str, str] = {
    **STAGE_WORDS,
    **{k: v["name"] for k, v in C.AREA_KINDS.items()},
    **{k: v["name"] for k, v in C.TECH_NAMES.items()},
}

WORD_STAGES: dict[str, frozenset[str]] = {
    "keep": frozenset({"keep"}),
    **dict.fromkeys(("agent", "claim", "deliver", "university", "spinning"),
                    frozenset({"A", "C"})),
    "place": frozenset({"A", "spread", "telegraph"}),
    "pair": frozenset({"A"}),
    "move": frozenset({"move"}), "tram": frozenset({"move"}), "station": frozenset({"move"}),
    "recall": frozenset({"move", "recall"}),
    "take": frozenset({"port"}), "tech": frozenset({"lab"}), "put": frozenset({"station"}),
    "hire": frozenset({"labor"}), "chinatown": frozenset({"chinatown"}),
    "church": frozenset({"church"}), "customs": frozenset({"customs"}),
    "bonus": frozenset({"bonus"}), "build": frozenset({"build"}),
    "leave": frozenset({"recovery"}),
    "done": frozenset(STAGE_WORDS) - {"keep", "move", "station", "over"},
}

RULE_OF: dict[str, str] = {
    "game_over": "11.2", "not_your_turn": "4.1", "wrong_stage": "4.3", "must_choose": "5.3.1",
    "not_drawn": "3.9.3", "no_assistant_in_hand": "5.2.2", "canal_no_placement": "5.2.4",
    "spread_area_used": "5.2.1", "telegraph_not_adjacent": "9.2.15",
    "placement_fee_unaffordable": "5.2.5", "canal_no_stop": "5.3.6",
    "no_assistant_at_destination": "5.3.2", "president_there": "5.3.2",
    "postal_fee_unaffordable": "5.3.8", "from_hand_no_route": "5.3.3", "cannot_stay": "5.3.4",
    "not_adjacent": "5.3.4", "route_repeats": "5.3.4", "route_needs_assistant": "5.3.4",
    "unreachable": "5.3.4", "route_unaffordable": "5.3.5", "needs_route": "5.3.11",
    "same_outcome_route": "5.3.11", "tech_missing": "9.2", "station_not_placed": "9.2.2",
    "not_station_area": "5.3.7", "already_there": "5.3.7", "recall_first": "5.3.9",
    "already_recalled": "5.3.9", "nothing_to_recall": "5.3.9", "hand_full": "6.4.3",
    "two_cards_max": "6.4.2", "not_on_board": "6.4.1", "power_too_low_for_slot": "6.4.1",
    "first_card_free": "6.4.2", "second_card_costs": "6.4.2", "cannot_afford": "2.11",
    "not_enough_imports": "6.9.3", "already_own_tech": "6.5.4", "tech_unaffordable": "6.5.3",
    "wrong_payment": "6.5.3", "canal_no_station": "9.2.2", "labor_limit": "6.6.1",
    "hire_order": "6.6.3", "warehouse_empty": "6.6.3", "chinatown_line_off": "6.7.3",
    "exchange_limit": "6.7.1", "cannot_pay_exchange": "6.7.2",
    "no_assistant_for_board": "6.8.5", "from_hand_not_needed": "6.8.5",
    "space_blocked": "13.2", "space_taken": "6.8.4", "offer_twice": "6.8.3",
    "cannot_offer": "6.8.3", "church_needs_exact_faith": "6.8.4",
    "church_faith_too_low": "6.8.4", "customs_power_too_low": "6.9.2",
    "no_shop_in_hand": "5.6.2", "already_have_shop": "5.6.2", "shop_space_taken": "5.6.2",
    "no_house_in_hand": "5.6.3", "house_space_taken": "5.6.3", "no_foreign_agent": "7.2.1",
    "agents_all_used": "7.2.4", "agent_once_per_turn": "7.2.2",
    "agent_needs_assistant": "7.2.1", "agent_not_president_area": "7.2.1",
    "achievement_not_in_play": "7.3.1", "already_claimed": "7.3.3",
    "achievement_not_met": "7.3.4", "order_not_in_hand": "7.4.1", "missing_goods": "7.4.1",
    "once_per_turn": "7.5.1", "need_silk": "9.2.4",
}


class _Refused(Exception):
    """Raised inside the checks to return one reason at once."""

    def __init__(self, refusal: Refusal) -> None:
        super().__init__(refusal.code)
        self.refusal = refusal


def refusal(code: str, **params: Any) -> Refusal:
    """Build a Yokohama refusal (English templates, rule clause from ``RULE_OF``)."""
    return Refusal(code, params, RULE_OF.get(code, ""), TEMPLATES, GLOSSARY)


def _no(code: str, **params: Any) -> _Refused:
    return _Refused(refusal(code, **params))


def explain_refusal(game: Game, move: str, seat: int | None = None) -> Refusal | None:
    """Why ``move`` cannot be played now (by ``seat``, if given); None when it is legal."""
    text = str(move)
    g = game.state
    if g.stage == "over":
        return refusal("game_over")
    if seat is not None and seat != g.current:
        return refusal("not_your_turn", seat=g.current, name=g.names[g.current],
                       pending=g.stage)
    if text in game.legal_moves():
        return None
    try:
        _explain(g, text)
    except _Refused as stop:
        if stop.refusal.code == "unknown_move":
            return refusal("unknown_move", move=text)
        return stop.refusal
    return refusal("not_offered", move=text, pending=g.stage)


# --- reading the move -----------------------------------------------------------------------


def _bad() -> _Refused:
    raise _no("unknown_move")


def _at(g: State, pos: str) -> int:
    """The index of an area position of the move (its shape is checked by the parser)."""
    if pos not in g.index_of:
        raise _no("unknown_area", area=pos)
    return g.index_of[pos]


def _known(card: str, table: dict[str, Any]) -> None:
    if card not in table:
        raise _no("unknown_card", card=card)


def _space(space: str, prefix: str) -> int:
    if not space.startswith(prefix + "_") or space not in C.SPACE_INDEX:
        raise _no("unknown_space", space=space)
    return C.SPACE_INDEX[space]


def _check_ids(g: State, move: Move) -> None:
    """Refuse ids and positions of the move that this table does not have."""
    for pos in _positions(move):
        _at(g, pos)
    if isinstance(move, Keep | Deliver | Take):
        _known(move.order, C.ORDERS)
    elif isinstance(move, Tech):
        _known(move.card, C.TECH_CARDS)
    elif isinstance(move, Claim) and move.achievement not in C.ACHIEVEMENTS:
        raise _no("unknown_achievement", achievement=move.achievement)
    elif isinstance(move, Church | Customs):
        _space(move.space, move.word)


def _positions(move: Move) -> tuple[str, ...]:
    if isinstance(move, MoveTo):
        return (move.area, *move.via)
    if isinstance(move, Agent | Place | Pair | TramTo | StationTo | PutStation):
        return (move.area,)
    if isinstance(move, Recall) and move.area is not None:
        return (move.area,)
    return ()


def _where(g: State, area: int) -> dict[str, str]:
    return {"area": g.pos[area], "area_kind": g.kind[area]}


def _explain(g: State, text: str) -> None:
    """Raise ``_Refused`` with the first fact that makes ``text`` illegal (or return)."""
    try:
        move = parse(text)
    except InvalidMoveError:
        raise _bad() from None
    _check_ids(g, move)
    if g.stage not in WORD_STAGES[move.word]:
        if isinstance(move, Done):
            raise _no("must_choose", pending=g.stage)
        raise _no("wrong_stage", pending=g.stage, move_kind=move.word)
    CHECK[type(move)](g, move)


# --- checks ---------------------------------------------------------------------------------


def _c_keep(g: State, move: Keep) -> None:
    drawn = g.keep_draws.get(g.current, [])
    if move.order not in drawn:
        raise _no("not_drawn", card=move.order, drawn=list(drawn))


def _c_place(g: State, move: Place | Pair) -> None:
    p = g.players[g.current]
    area = g.index_of[move.area]
    times = 2 if isinstance(move, Pair) else 1
    if p.hand_assistants < times:
        raise _no("no_assistant_in_hand", need=times, have=p.hand_assistants)
    if area == g.canal:
        raise _no("canal_no_placement")
    if g.stage == "spread" and area in g.stage_data:
        raise _no("spread_area_used", **_where(g, area))
    if g.stage == "telegraph" and area not in g.adj[g.stage_data[0]]:
        pair = g.stage_data[0]
        raise _no("telegraph_not_adjacent", pair_area=g.pos[pair], pair_kind=g.kind[pair])
    fee = placement_fee(g, p.seat, area, times)
    if fee > p.yen:
        raise _no("placement_fee_unaffordable", need=fee, have=p.yen,
                  presidents=len(other_presidents(g, p.seat)[area]), **_where(g, area))


def _c_move(g: State, move: MoveTo) -> None:
    p = g.players[g.current]
    seat, yen, canal = p.seat, p.yen, g.canal
    dest = g.index_of[move.area]
    others = other_presidents(g, seat)
    if dest == canal:
        raise _no("canal_no_stop")
    if not g.assistants[dest][seat]:
        raise _no("no_assistant_at_destination", **_where(g, dest))
    if others[dest] and "postal_service" not in p.tech_names:
        raise _no("president_there", **_where(g, dest))
    stop = stop_fee_each(g, "stagecoach" in p.tech_names) * len(others[dest])
    if p.president == IN_HAND:
        if move.via:
            raise _no("from_hand_no_route")
        if stop > yen:
            raise _no("postal_fee_unaffordable", need=stop, have=yen,
                      presidents=len(others[dest]))
        return
    start = p.president
    if dest == start:
        raise _no("cannot_stay", **_where(g, dest))
    offered = [m for m in flow.legal_moves(g)
               if isinstance(other := parse(m), MoveTo) and other.area == move.area]
    if not move.via and dest not in g.adj[start]:
        cheapest = cheapest_route_fee(g, seat, start, dest, others)
        if cheapest is None:
            raise _no("unreachable", **_where(g, dest))
        if cheapest + stop > yen:
            raise _no("route_unaffordable", need=cheapest + stop, have=yen, **_where(g, dest))
        raise _no("needs_route", offered=offered, **_where(g, dest))
    path = [g.index_of[pos] for pos in move.route]
    prev, seen = start, set()
    for area in path:
        if area not in g.adj[prev]:
            raise _no("not_adjacent", **_where(g, area), from_area=g.pos[prev],
                      from_kind=g.kind[prev])
        if area == start or area in seen:
            raise _no("route_repeats")
        if area != canal and not g.assistants[area][seat]:
            raise _no("route_needs_assistant", **_where(g, area))
        seen.add(area)
        prev = area
    cost = stop + sum(pass_fee(g, seat, a, others) for a in path[:-1])
    if cost > yen:
        raise _no("route_unaffordable", need=cost, have=yen, **_where(g, dest))
    raise _no("same_outcome_route", offered=offered, **_where(g, dest))


def _c_direct(g: State, move: TramTo | StationTo) -> None:
    p = g.players[g.current]
    dest = g.index_of[move.area]
    if move.word not in p.tech_names:  # the Tram and Station technologies
        raise _no("tech_missing", tech=move.word)
    others = other_presidents(g, p.seat)
    if isinstance(move, StationTo):
        if g.station < 0:
            raise _no("station_not_placed")
        if dest != g.station:
            raise _no("not_station_area", station=g.pos[g.station])
    if dest == g.canal:
        raise _no("canal_no_stop")
    if dest == p.president:
        raise _no("already_there", **_where(g, dest))
    if isinstance(move, TramTo) and others[dest]:
        raise _no("president_there", **_where(g, dest))
    if g.options["direct_move_requires_own_assistant"] and not g.assistants[dest][p.seat]:
        raise _no("no_assistant_at_destination", option=True, **_where(g, dest))


def _c_recall(g: State, move: Recall) -> None:
    if g.stage == "move":
        raise _no("recall_first")
    if move.area is None:
        raise _no("already_recalled")
    area = g.index_of[move.area]
    if not g.assistants[area][g.current]:
        raise _no("nothing_to_recall", **_where(g, area))


def _c_take(g: State, move: Take) -> None:
    p = g.players[g.current]
    card, pay = move.order, move.pay
    taken = g.stage_data
    if len(p.orders) >= C.HAND_LIMIT:
        raise _no("hand_full", limit=C.HAND_LIMIT)
    if len(taken) >= 2:
        raise _no("two_cards_max")
    port = g.kind[g.act_area]
    board = g.ports[port]
    if card not in board:
        raise _no("not_on_board", card=card, board=port)
    tier = C.PORT_SLOT_TIERS[board.index(card)]
    reach = C.PORT_TIERS_BY_POWER[g.act_power]
    if tier not in reach:
        need = min(k for k, tiers in C.PORT_TIERS_BY_POWER.items() if tier in tiers)
        raise _no("power_too_low_for_slot", power=g.act_power, tier=tier, reach=list(reach),
                  need_power=need, card=card)
    if not taken and pay:
        raise _no("first_card_free")
    if taken and not pay:
        raise _no("second_card_costs")
    if pay == "yen" and p.yen < C.SECOND_CARD_YEN:
        raise _no("cannot_afford", need=C.SECOND_CARD_YEN, have=p.yen)
    if pay == "import" and p.imports < C.SECOND_CARD_IMPORT:
        raise _no("not_enough_imports", need=C.SECOND_CARD_IMPORT, have=p.imports)


def _c_tech(g: State, move: Tech) -> None:
    p = g.players[g.current]
    card = move.card
    lab = g.kind[g.act_area]
    board = g.labs[lab]
    if card not in board:
        raise _no("not_on_board", card=card, board=lab)
    name = C.TECH_CARDS[card]
    if name in p.tech_names:
        raise _no("already_own_tech", tech=name)
    industry = lab_industry(g)
    cost = tech_cost(card, board.index(card))
    missing = max(0, cost - industry)
    fee = owes_tech_fee(g, p)
    affordable = [(y, i) for y, i in tech_payments(missing, fee)
                  if y <= p.yen and i <= p.imports]
    if not affordable:
        raise _no("tech_unaffordable", card=card, tech=name, cost=cost, industry=industry,
                  missing=missing, fee=fee, have_yen=p.yen, have_imports=p.imports,
                  fee_text=", plus the ownership fee ¥2 or 1 import" if fee else "")
    if (move.yen, move.imports) not in affordable:
        raise _no("wrong_payment", card=card,
                  ways=[f"¥{y} + {i} import" for y, i in affordable],
                  payments=[[y, i] for y, i in affordable])


def _c_put(g: State, move: PutStation) -> None:
    if g.index_of[move.area] == g.canal:
        raise _no("canal_no_station")


def _c_hire(g: State, move: Hire) -> None:
    p = g.players[g.current]
    kind = move.piece
    count, first_kind = g.stage_data
    limit = C.LABOR_ITEMS[g.act_power - 1]
    if count >= limit:
        raise _no("labor_limit", power=g.act_power, max=limit)
    if HIRE_KINDS.index(kind) < first_kind:
        raise _no("hire_order")
    if not in_warehouse(p, kind):
        raise _no("warehouse_empty", piece=kind)
    cost = hire_cost(p, kind)
    if cost > p.yen:
        raise _no("cannot_afford", need=cost, have=p.yen)


def _c_chinatown(g: State, move: Exchange) -> None:
    p = g.players[g.current]
    if move.line not in chinatown_lines(g):
        raise _no("chinatown_line_off", option=g.options["chinatown_import_line"])
    count, _ = g.stage_data
    limit = C.CHINATOWN_EXCHANGES[g.act_power - 1]
    if count >= limit:
        raise _no("exchange_limit", power=g.act_power, max=limit)
    ((key, amount),) = C.CHINATOWN_LINES[move.line]["pay"].items()
    if holding(p, key) < amount:
        raise _no("cannot_pay_exchange", pay={key: amount}, have={key: holding(p, key)})


def _board_assistant(g: State, from_hand: bool) -> None:
    p = g.players[g.current]
    in_area = g.assistants[g.act_area][p.seat] > 0
    if not in_area and not p.hand_assistants:
        raise _no("no_assistant_for_board")
    if from_hand and (not in_area or "telephone" not in p.tech_names):
        raise _no("from_hand_not_needed")
    if from_hand and not p.hand_assistants:
        raise _no("no_assistant_in_hand", need=1, have=0)


def _free(g: State, board: list[int], space: int, space_id: str) -> None:
    owner = board[space]
    if owner == DUMMY:
        raise _no("space_blocked", space=space_id)
    if owner != NOBODY:
        raise _no("space_taken", space=space_id, owner=g.names[owner], seat=owner)


def _c_church(g: State, move: Church) -> None:
    p = g.players[g.current]
    space, space_id, offer = C.SPACE_INDEX[move.space], move.space, move.offer
    _board_assistant(g, move.from_hand)
    _free(g, g.church, space, space_id)
    if len(set(offer)) != len(offer):
        raise _no("offer_twice")
    for item in offer:
        need = contribution_price(g, item)
        if holding(p, item) < need:
            raise _no("cannot_offer", item=item, need=need)
    have = church_faith(g, g.act_power) + len(offer)
    faith = C.CHURCH_FAITH[space]
    if space in church_spaces(g, have):
        return
    if g.options["church_space_rule"] == "exact":
        raise _no("church_needs_exact_faith", space=space + 1, space_id=space_id,
                  faith=faith, have=have, power_faith=have - len(offer))
    raise _no("church_faith_too_low", space=space + 1, space_id=space_id, faith=faith,
              have=have)


def _c_customs(g: State, move: Customs) -> None:
    p = g.players[g.current]
    space, space_id = C.SPACE_INDEX[move.space], move.space
    _board_assistant(g, move.from_hand)
    _free(g, g.customs, space, space_id)
    need = C.CUSTOMS_IMPORTS[space]
    allowance = customs_allowance(g)
    if need > allowance:
        raise _no("customs_power_too_low", space=space_id, imports=need, power=g.act_power,
                  allowance=allowance)
    if need > p.imports:
        raise _no("not_enough_imports", need=need, have=p.imports)


def _c_build_shop(g: State, move: BuildShop) -> None:
    p = g.players[g.current]
    if not p.hand_shops:
        raise _no("no_shop_in_hand")
    if p.seat in g.shops[g.act_area]:
        raise _no("already_have_shop")
    if g.shops[g.act_area][move.space - 1] != NOBODY:
        raise _no("shop_space_taken", space=move.space)


def _c_build_house(g: State, move: BuildHouse) -> None:
    if not g.players[g.current].hand_houses:
        raise _no("no_house_in_hand")
    if g.house[g.act_area] != NOBODY:
        raise _no("house_space_taken")


def _c_agent(g: State, move: Agent) -> None:
    p = g.players[g.current]
    area = g.index_of[move.area]
    if not p.agents:
        raise _no("no_foreign_agent")
    if p.agents_used >= len(p.agents):
        raise _no("agents_all_used")
    if p.agent_used:
        raise _no("agent_once_per_turn")
    if not g.assistants[area][p.seat]:
        raise _no("agent_needs_assistant", **_where(g, area))
    if p.president == area:
        raise _no("agent_not_president_area", **_where(g, area))


def _c_claim(g: State, move: Claim) -> None:
    p = g.players[g.current]
    ach = move.achievement
    if ach not in g.achievements:
        raise _no("achievement_not_in_play", achievement=ach)
    if p.seat in g.claims[ach]:
        raise _no("already_claimed", achievement=ach)
    if not p.hand_assistants:
        raise _no("no_assistant_in_hand", need=1, have=0)
    if not meets_achievement(g, p, ach):
        raise _no("achievement_not_met", achievement=ach,
                  condition=C.ACHIEVEMENTS[ach]["text"])


def _c_deliver(g: State, move: Deliver) -> None:
    p = g.players[g.current]
    order = move.order
    if order not in p.orders:
        raise _no("order_not_in_hand", order=order)
    need = C.ORDER_NEEDS[order]
    missing = {good: need[i] - p.goods[i] for i, good in enumerate(C.GOODS)
               if need[i] > p.goods[i]}
    if missing:
        raise _no("missing_goods", order=order, country=C.CARD_COUNTRY[order], missing=missing)


def _c_university(g: State, move: University) -> None:
    p = g.players[g.current]
    if "university" not in p.tech_names:
        raise _no("tech_missing", tech="university")
    if p.university_used:
        raise _no("once_per_turn", tech="university")
    if p.yen < 1:
        raise _no("cannot_afford", need=1, have=p.yen)
    if not p.wh_assistants:
        raise _no("warehouse_empty", piece="assistant")


def _c_spinning(g: State, move: SpinningMill) -> None:
    p = g.players[g.current]
    if "spinning_mill" not in p.tech_names:
        raise _no("tech_missing", tech="spinning_mill")
    if p.spinning_used:
        raise _no("once_per_turn", tech="spinning_mill")
    if not p.goods[C.GOOD_INDEX["silk"]]:
        raise _no("need_silk")


def _c_nothing(g: State, move: Move) -> None:
    """Moves with no further fact to check (legality is confirmed by ``legal_moves``)."""


CHECK: dict[type, Callable[[State, Any], None]] = {
    Keep: _c_keep, Agent: _c_agent, Claim: _c_claim, Deliver: _c_deliver,
    University: _c_university, SpinningMill: _c_spinning, Place: _c_place, Pair: _c_place,
    MoveTo: _c_move, TramTo: _c_direct, StationTo: _c_direct, Recall: _c_recall,
    Take: _c_take, Tech: _c_tech, PutStation: _c_put, Hire: _c_hire,
    Exchange: _c_chinatown, Church: _c_church, Customs: _c_customs,
    Bonus: _c_nothing, BuildShop: _c_build_shop, BuildHouse: _c_build_house,
    Leave: _c_nothing, Done: _c_nothing,
}

__all__ = ["TEMPLATES", "explain_refusal", "refusal"]
