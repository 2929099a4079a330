"""The strip of seats above the Yokohama table (pure): per seat VP, money, goods and the
pieces in hand; the chip links to the seat's full panel (on narrow screens in the
players' region)."""

from __future__ import annotations

from web.shell import frame
from web.shell.ui_state import UiState
from web.yokohama.messages import t

GOODS = ("copper", "silk", "tea", "fish")


def facts(p: dict) -> list[str]:
    goods = p.get("goods") or {}
    hand = p.get("hand") or {}
    parts = [t("strip_vp", n=p.get("vp", 0)), t("strip_yen", n=p.get("yen", 0)),
             " ".join(t("strip_good", letter=t("letter_" + g), n=goods.get(g, 0)) for g in GOODS)
             + " " + t("strip_good", letter=t("letter_import"), n=p.get("imports", 0)),
             t("strip_hand", a=hand.get("assistants", 0), s=hand.get("shops", 0),
               h=hand.get("houses", 0))]
    return parts


def seat_strip(view: dict, ui: UiState | None = None) -> str:
    me = view.get("seat")
    cur = view.get("current_player")
    entries = [{"seat": p.get("seat", i), "name": p.get("name", "?"), "facts": facts(p),
                "current": p.get("seat", i) == cur, "you": p.get("seat", i) == me,
                "href": f"#panel-{p.get('seat', i)}", "region": "players"}
               for i, p in enumerate(view.get("players_info") or [])]
    return frame.seat_strip(entries, frame.thinking_secs(ui))
