"""The HTML around Yokohama's table (pure): header status, prompt and decision bar with
its chooser, and the final score screen."""

from __future__ import annotations

from web.shell.frame import btn, chooser, final_dialog, header_bar, message_bar, score_name
from web.shell.messages import has
from web.shell.pieces import esc
from web.shell.ui_state import UiState
from web.yokohama.describe import Lookup, describe_move
from web.yokohama.messages import t
from web.yokohama.targets import Targets


def prompt_text(view: dict, ui: UiState, legal: list[str]) -> str:
    pending = view.get("pending") or {}
    kind = pending.get("kind") or view.get("phase")
    cur = view.get("current_player")
    names = view.get("names") or []
    if view.get("phase") == "over" or cur is None:
        return t("game_over")
    who = names[cur] if isinstance(cur, int) and cur < len(names) else "?"
    if not legal:
        return t("waiting_for", name=who)
    key = "prompt_" + str(kind)
    area = pending.get("area")
    lk = {a["pos"]: a["name"] for a in view.get("areas", [])}
    return t(key if has(key) else "prompt_generic", area=lk.get(area, area or ""),
             power=pending.get("power") or "?")


def step_label(view: dict) -> str:
    pending = view.get("pending") or {}
    kind = pending.get("kind") or view.get("phase") or ""
    return t("step_" + str(kind)) if has("step_" + str(kind)) else str(kind)


def header(view: dict | None, ui: UiState) -> str:
    if not view:
        return header_bar(t("app_title"), ui, None)
    cur = view.get("current_player")
    names = view.get("names") or []
    pending = view.get("pending") or {}
    rnd = view.get("round") or 0
    name = names[cur] if isinstance(cur, int) and cur < len(names) else "?"
    step = ""
    if isinstance(cur, int):
        step = step_label(view)
        if pending.get("power"):
            step += " · " + t("power_n", n=pending["power"])
    label = t("round_n", n=rnd) if rnd else t("setup_round")
    return header_bar(t("app_title"), ui, (label, cur, name, step))


def actions_bar(view: dict, ui: UiState, legal: list[str], tg: Targets) -> str:
    lk = Lookup(view)
    out = ['<section class="actions" id="actions">',
           f'<div class="prompt" id="prompt" tabindex="-1">{esc(prompt_text(view, ui, legal))}'
           '</div>']
    out.append(message_bar(ui))
    if ui.chooser and ui.chooser in tg.by_key:
        out.append(chooser(tg.by_key[ui.chooser], ui, lambda m: describe_move(m, view, lk)))
    if tg.buttons:
        out.append(f'<div class="decisions" id="decisions" role="group" '
                   f'aria-label="{esc(t("a11y_decisions"))}" data-roving="true">')
        for m in tg.buttons:
            label = describe_move(m, view, lk)
            cls = "done" if m == "done" else "decision"
            name = ui.move_names.get(m, label)
            out.append(btn(label, move=m, cls=cls,
                           extra=f' aria-label="{esc(name)}"' if name != label else ""))
        out.append("</div>")
    elif legal and not ui.chooser:
        out.append(f'<div class="hint">{esc(t("click_hint"))}</div>')
    out.append("</section>")
    return "".join(out)


def final_screen(view: dict, ui: UiState) -> str:
    """One column per player, one row per scoring part, and the totals."""
    final = ui.final or {}
    rows = final.get("rows") or []
    cols = final.get("columns") or []
    out = ['<table class="scores"><thead><tr><th></th>']
    for r in rows:
        out.append(f'<th>{score_name(r)}</th>')
    out.append("</tr></thead><tbody>")
    for key, label in cols:
        out.append(f"<tr><th>{esc(t(label) if has(label) else label)}</th>")
        for r in rows:
            out.append(f'<td>{esc(r["parts"].get(key, 0))}</td>')
        out.append("</tr>")
    out.append(f'<tr class="total"><th>{esc(t("total"))}</th>')
    for r in rows:
        out.append(f'<td>{esc(r["total"])}</td>')
    out.append("</tr></tbody></table>")
    return final_dialog(view, ui, t("final_title"), "".join(out))
