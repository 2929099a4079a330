"""Hints for a person: the normal level's move and the biggest gains of the turn it plans.

``hint(game, seat, seed)`` asks the normal level (fair: it thinks on
``game.determinized(seat, seed)``), then replays its plan on such a clone — the move, and
the rest of the turn completed greedily, as the planner judges it — and reports the
biggest gains in the evaluation's own values (``evaluate.reward_value``, ``tech_worth``):
"delivers the UK order: +6 VP", "takes church space 4: +5 VP, +¥3".
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from boardgame.hints import Hint, HintReason
from boardgame.thinking import run

from .. import components as C
from ..moves import Keep, parse
from .candidates import greedy_move
from .evaluate import Ctx, reward_value, score, tech_worth

if TYPE_CHECKING:
    from ..game import Game
    from ..state import Player

MAX_REASONS = 3
TURN_LIMIT = 40

TEMPLATES: dict[str, str] = {
    "deliver": "delivers the {country} order: {what}",
    "church": "takes church space {space}: {what}",
    "customs": "takes customs space {space}: {what}",
    "achievement": "claims an achievement: {what}",
    "build": "builds a {piece} in {area_name}: {what}",
    "produce": "gains {what} in {area_name}",
    "bonus": "takes the five-power token: {what}",
    "gain": "{what} from {source_name}",
    "tech": "gains the {tech_name} technology",
    "take_order": "takes a {country} order",
    "hire": "hires {pieces}",
    "exchange": "exchanges at Chinatown: {lines}",
    "foreign_agent": "gains a {country} foreign agent",
    "recall": "recalls {count} assistant(s) to hand",
    "ends_game": "triggers the end of the game",
    "keep_order": "the {country} order needs {needs} and gives {what}",
    "best_plan": "keeps the best position the computer sees",
}

_BUILD_REASONS = ("shop_space", "trading_house_space")
_GOOD_WORDS = {"vp": "VP", "assistant_from_warehouse": "assistant",
               "shop_from_warehouse": "shop"}


def what_text(what: dict[str, int]) -> str:
    """``{"vp": 6, "yen": 2}`` -> ``+6 VP, +¥2``."""
    parts = []
    for key, amount in what.items():
        if key == "yen":
            parts.append(f"+¥{amount}")
        else:
            parts.append(f"+{amount} {_GOOD_WORDS.get(key, key)}")
    return ", ".join(parts)


def _name(key: str) -> str:
    if key in C.AREA_KINDS:
        return str(C.AREA_KINDS[key]["name"])
    if key in C.TECH_NAMES:
        return str(C.TECH_NAMES[key]["name"])
    return key.replace("_", " ")


class _Points:
    """Gains of the planned turn, merged by what caused them."""

    def __init__(self, ctx: Ctx, p: Player) -> None:
        self.ctx = ctx
        self.p = p
        self.items: dict[tuple[str, str], dict[str, Any]] = {}

    def add(self, code: str, key: str, value: float, **params: Any) -> dict[str, Any]:
        item = self.items.setdefault((code, key), {"code": code, "value": 0.0, "params": {}})
        item["value"] += value
        given: dict[str, Any] = item["params"]
        given.update(params)
        return given

    def gain(self, reason: str, what: dict[str, int], area: str | None, built: str) -> None:
        value = reward_value(tuple(what.items()), self.ctx, self.p)
        params = {"what": dict(what)}
        if reason in C.ORDERS:
            self.add("deliver", reason, value, order=reason, country=C.CARD_COUNTRY[reason],
                     **params)
        elif reason.startswith(("church_", "customs_")):
            board, number = reason.split("_")
            self.add(board, reason, value, space=int(number), space_id=reason, **params)
        elif reason in C.ACHIEVEMENTS:
            self.add("achievement", reason, value, achievement=reason, **params)
        elif reason in _BUILD_REASONS:
            self.add("build", reason, value, piece="shop" if reason == "shop_space" else
                     "trading house", area=area, area_kind=built, area_name=_name(built),
                     **params)
        elif reason in C.AREA_KINDS:
            self.add("produce", reason, value, area=area, area_kind=reason,
                     area_name=_name(reason), **params)
        elif reason == "five_power_token":
            self.add("bonus", reason, value, **params)
        else:
            self.add("gain", reason, value, source=reason, source_name=_name(reason), **params)

    def reasons(self) -> list[HintReason]:
        out = []
        for item in self.items.values():
            params = item["params"]
            if "what" in params and not params["what"]:
                continue
            words = {k: (what_text(v) if k == "what" else _join(v)) for k, v in params.items()}
            text = TEMPLATES[item["code"]].format(**words)
            out.append(HintReason(item["code"], params, text, item["value"]))
        out.sort(key=lambda r: -r.value)
        return out


def _join(value: Any) -> str:
    if isinstance(value, dict):
        return ", ".join(f"{n} {_name(k)}" for k, n in value.items())
    if isinstance(value, list):
        return ", ".join(_name(str(v)) for v in value)
    return str(value)


def planned_events(game: Game, seat: int, move: str, seed: int
                   ) -> tuple[list[dict[str, Any]], Game]:
    """Events of ``move`` and of the rest of the turn completed greedily, on a fair clone."""
    g = game.determinized(seat, seed)
    g.state.record = True
    g.play(move)
    events = list(g.events)
    steps = 0
    while g.current_player == seat and steps < TURN_LIMIT:
        g.play(run(greedy_move(g, seat)))
        events += g.events
        steps += 1
    return events, g


def _keep_reason(order: str, ctx: Ctx, p: Player) -> HintReason:
    """Why this starting order: what it needs and what it gives (RULES 3.9.3)."""
    needs = {g: n for g, n in zip(C.GOODS, C.ORDER_NEEDS[order], strict=True) if n}
    what = dict(C.ORDER_REWARD[order])
    params = {"order": order, "country": C.CARD_COUNTRY[order], "needs": needs, "what": what}
    text = TEMPLATES["keep_order"].format(country=params["country"], needs=_join(needs),
                                          what=what_text(what))
    return HintReason("keep_order", params, text, reward_value(C.ORDER_REWARD[order], ctx, p))


def explain_plan(game: Game, seat: int, move: str, seed: int) -> list[HintReason]:
    """The biggest gains of the turn ``move`` starts, as the evaluation values them."""
    start = game.determinized(seat, seed)
    p = start.state.players[seat].copy()
    ctx = Ctx(start, p)
    if isinstance(kept := parse(move), Keep):
        return [_keep_reason(kept.order, ctx, p)]
    before = score(start, seat)
    events, end = planned_events(game, seat, move, seed)
    points = _Points(ctx, p)
    area, kind = None, ""
    for e in events:
        if e.get("seat") != seat:
            continue
        t = e["type"]
        if t == "action":
            area, kind = e["area"], e["kind"]
        elif t == "build":
            area = e["area"]
        elif t == "gain":
            points.gain(e["reason"], e["what"], area, kind)
        elif t == "tech":
            name = C.TECH_CARDS[e["card"]]
            points.add("tech", e["card"], tech_worth(e["card"], ctx), card=e["card"], tech=name,
                       tech_name=_name(name))
        elif t == "take_order":
            order = e["order"]
            points.add("take_order", order, 0.4 * reward_value(C.ORDER_REWARD[order], ctx, p),
                       order=order, country=C.CARD_COUNTRY[order])
        elif t == "hire":
            params = points.add("hire", "", 0.6, pieces={})
            params["pieces"][e["piece"]] = params["pieces"].get(e["piece"], 0) + 1
        elif t == "exchange":
            line = C.CHINATOWN_LINES[e["line"]]
            value = (reward_value(C.reward_of(line["gain"]), ctx, p)
                     - reward_value(C.reward_of(line["pay"]), ctx, p))
            params = points.add("exchange", "", value, lines=[])
            params["lines"].append(e["line"])
        elif t == "agent":
            points.add("foreign_agent", e["country"], 1.0, country=e["country"])
        elif t == "recall_area":
            params = points.add("recall", "", 0.0, count=0)
            params["count"] += e["count"]
        elif t == "end_triggered":
            points.add("ends_game", "", 0.0, reason=e["reason"])
    reasons = [r for r in points.reasons() if r.value > 0 or r.code in ("recall", "ends_game")]
    if not reasons:
        gain = score(end, seat) - before
        reasons = [HintReason("best_plan", {"gain": round(gain, 2)}, TEMPLATES["best_plan"],
                              gain)]
    return reasons[:MAX_REASONS]


def hint_for(game: Game, seat: int, move: str, seed: int = 0) -> Hint:
    """The hint for the normal level's ``move`` (``ai.hint`` chooses it): the move and why."""
    return Hint(move, tuple(explain_plan(game, seat, move, seed)), "normal")


__all__ = ["Hint", "HintReason", "explain_plan", "hint_for", "what_text"]
