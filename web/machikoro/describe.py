"""Words for Machi Koro: move labels, card tooltips and log lines from ``game.events``. Pure.

Every string comes from ``web.machikoro.messages`` (the ``mk_*`` keys). Card data
(activation numbers, effects) is read from the engine's ``machikoro/data/components.json`` tables.
"""

from __future__ import annotations

from functools import lru_cache

from web.i18n import seat_name
from web.machikoro.messages import t
from web.shell.messages import has


@lru_cache(maxsize=1)
def card_data() -> dict[str, dict]:
    """id -> the components.json entry of every building and landmark."""
    from machikoro.components import DATA

    out = {b["id"]: dict(b) for b in DATA["buildings"]}
    for lm in DATA["landmarks"]:
        out[lm["id"]] = {**lm, "colour": "landmark"}
    return out


class Names:
    """Seat and card names from a view (``view["names"]``, ``view["card_info"]``)."""

    def __init__(self, view: dict | None):
        view = view or {}
        self.names = list(view.get("names") or [])
        self.info = view.get("card_info") or {}

    def seat(self, seat) -> str:
        if isinstance(seat, int) and 0 <= seat < len(self.names):
            return seat_name(self.names[seat], seat)
        return "?"

    def card_a(self, cid) -> str:
        """The card's name with its indefinite article ("an Apple Orchard")."""
        key = f"mk_card_a_{cid}"
        return t(key) if has(key) else t("mk_a_card", card=self.card(cid))

    def card(self, cid) -> str:
        if isinstance(cid, str) and has("mk." + cid):
            return t("mk." + cid)
        info = self.info.get(cid)
        if info:
            return str(info.get("name", cid))
        data = card_data().get(cid)
        return str(data.get("name_en", cid)) if data else str(cid).replace("_", " ")

    def cost(self, cid) -> int:
        info = self.info.get(cid) or card_data().get(cid) or {}
        return int(info.get("cost", 0))


def numbers_text(nums: list[int]) -> str:
    nums = sorted(nums)
    if len(nums) > 1 and nums[-1] - nums[0] == len(nums) - 1:
        return f"{nums[0]}–{nums[-1]}"
    return t("mk_or").join(str(n) for n in nums)


def effect_text(cid: str, nm: Names | None = None) -> str:
    nm = nm or Names(None)
    d = card_data().get(cid) or {}
    eff = d.get("effect") or {}
    kind = eff.get("kind", "")
    counts = t("mk_or").join(nm.card(c) for c in eff.get("counts", ()))
    key = "mk_eff_" + str(kind)
    try:
        return t(key, amount=eff.get("amount", 0), counts=counts)
    except KeyError:
        return ""


def card_title(cid: str, nm: Names | None = None, owned: int | None = None,
               left: int | None = None) -> str:
    """Hover text of a building: cost, activation numbers, colour and effect."""
    nm = nm or Names(None)
    d = card_data().get(cid) or {}
    text = t("mk_card_title", name=nm.card(cid), cost=d.get("cost", 0),
             numbers=numbers_text(list(d.get("activation") or [])),
             colour=t("mk_col_" + str(d.get("colour", "blue"))), effect=effect_text(cid, nm))
    if owned is not None:
        text += t("mk_card_count", n=owned)
    if left is not None:
        text += t("mk_card_supply", n=left)
    return text


def landmark_title(lid: str, nm: Names | None = None, built: bool = False) -> str:
    nm = nm or Names(None)
    d = card_data().get(lid) or {}
    return t("mk_lm_title", name=nm.card(lid), cost=d.get("cost", 0),
             effect=t("mk_lm_" + lid) if has("mk_lm_" + lid) else "",
             state=t("mk_built") if built else t("mk_not_built"))


def move_label(move: str, view: dict | None) -> str:
    """Button text for a move."""
    nm = Names(view)
    w = move.split()
    if not w:
        return move
    head = w[0]
    players = (view or {}).get("players") or []
    if move == "roll 1":
        return t("mk_btn_roll1")
    if move == "roll 2":
        return t("mk_btn_roll2")
    if move == "keep":
        return t("mk_btn_keep", total=(view or {}).get("roll") or "?")
    if move == "reroll":
        return t("mk_btn_reroll")
    if move == "pass":
        return t("mk_btn_pass")
    if move == "decline":
        return t("mk_btn_decline")
    if head == "target" and len(w) == 2 and w[1].isdigit():
        seat = int(w[1])
        coins = players[seat].get("coins", 0) if seat < len(players) else 0
        return t("mk_btn_target", name=nm.seat(seat), coins=coins)
    if head == "swap" and len(w) == 4 and w[1].isdigit():
        return t("mk_btn_swap", name=nm.seat(int(w[1])), give=nm.card(w[2]), take=nm.card(w[3]))
    if head == "build" and len(w) == 2:
        return t("mk_btn_build", card=nm.card(w[1]), cost=nm.cost(w[1]))
    if head == "complete" and len(w) == 2:
        return t("mk_btn_complete", card=nm.card(w[1]), cost=nm.cost(w[1]))
    return move


def move_name(move: str, view: dict | None) -> str:
    """Accessible name of a move: its button text and, for a building or a landmark, what it
    does (the card's effect, as its tooltip says it)."""
    label = move_label(move, view)
    w = move.split()
    if len(w) == 2 and w[0] == "build":
        d = card_data().get(w[1]) or {}
        effect = t("mk_a11y_build", numbers=numbers_text(list(d.get("activation") or [])),
                   effect=effect_text(w[1], Names(view)))
        return t("a11y_move_effect", move=label, effect=effect)
    if len(w) == 2 and w[0] == "complete" and has("mk_lm_" + w[1]):
        return t("a11y_move_effect", move=label, effect=t("mk_lm_" + w[1]))
    return label


def dice_text(dice: list) -> str:
    dice = [int(d) for d in dice or []]
    if len(dice) > 1:
        return " + ".join(str(d) for d in dice) + f" = {sum(dice)}"
    return str(dice[0]) if dice else "?"


def event_line(ev: dict, nm: Names) -> str:
    """One log line for one engine event ("" for events the log does not show)."""
    if not isinstance(ev, dict):
        return ""
    kind = ev.get("type")
    if kind == "roll":
        key = "mk_log_reroll_roll" if ev.get("rerolled") else "mk_log_roll"
        return t(key, name=nm.seat(ev.get("player")), dice=dice_text(ev.get("dice") or []))
    if kind == "keep":
        return t("mk_log_keep", name=nm.seat(ev.get("player")), total=ev.get("total", "?"))
    if kind == "reroll":
        return t("mk_log_reroll", name=nm.seat(ev.get("player")), total=ev.get("discarded", "?"))
    if kind == "pay":
        fields = {"card": nm.card(ev.get("card")), "to": nm.seat(ev.get("to")),
                  "frm": nm.seat(ev.get("from")), "amount": ev.get("amount", 0),
                  "owed": ev.get("owed", 0)}
        if not ev.get("amount"):
            return t("mk_log_pay_none", **fields)
        if ev.get("owed", 0) > ev.get("amount", 0):
            return t("mk_log_pay_short", **fields)
        return t("mk_log_pay", **fields)
    if kind == "income":
        copies = ev.get("copies", 1) or 1
        return t("mk_log_income_n" if copies > 1 else "mk_log_income",
                 card=nm.card(ev.get("card")), to=nm.seat(ev.get("to")),
                 amount=ev.get("amount", 0), copies=copies)
    if kind == "tv_target":
        return t("mk_log_tv_auto" if ev.get("auto") else "mk_log_tv",
                 name=nm.seat(ev.get("player")), target=nm.seat(ev.get("target")))
    if kind == "swap":
        return t("mk_log_swap", name=nm.seat(ev.get("player")), other=nm.seat(ev.get("with")),
                 give=nm.card(ev.get("give")), take=nm.card(ev.get("take")))
    if kind == "decline_swap":
        return t("mk_log_decline", name=nm.seat(ev.get("player")))
    if kind == "swap_impossible":
        return t("mk_log_swap_impossible", name=nm.seat(ev.get("player")))
    if kind in ("build", "complete"):
        return t("mk_log_" + kind, name=nm.seat(ev.get("player")), card=nm.card(ev.get("card")),
                 card_a=nm.card_a(ev.get("card")), cost=ev.get("cost", 0))
    if kind == "pass":
        return t("mk_log_pass", name=nm.seat(ev.get("player")))
    if kind == "turn" and ev.get("extra"):
        return t("mk_log_extra", name=nm.seat(ev.get("player")))
    if kind == "game_over":
        return t("mk_log_over", name=nm.seat(ev.get("winner")))
    return ""


def log_lines(events: list[dict], view: dict | None) -> list[str]:
    """The log lines of the events of one move, in order."""
    nm = Names(view)
    return [line for line in (event_line(ev, nm) for ev in events or []) if line]
