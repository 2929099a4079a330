"""Online play on the page (pure): the host's invite panel, the guest's join and answer screen,
the online bar above the table and the chat under the log. Everything comes from ``ui.net``
(a dict the binding ``web/shell/dom_net.py`` fills); :mod:`web.shell.frame` adds these parts
only in an online game."""

from __future__ import annotations

from typing import Any

from web.shell.messages import t
from web.shell.net import CHAT_LEN, REACTIONS
from web.shell.pieces import esc, seat_icon
from web.shell.ui_state import UiState


def _btn(label: str, action: str, cls: str = "", extra: str = "") -> str:
    return (f'<button type="button" class="btn {cls}" data-action="{esc(action)}"{extra}>'
            f'{esc(label)}</button>')


def countdown(until: object) -> str:
    """"Expires in 4:59", counted down by the binding (``data-until``: ms since 1970)."""
    if not isinstance(until, (int, float)):
        return ""
    return (f'<span class="net-expiry">{esc(t("net_expires"))} '
            f'<span class="net-count" data-until="{int(until)}">–:––</span></span>')


def _copy_box(box_id: str, label: str, value: str, rows: int = 2) -> str:
    return (f'<label class="net-label" for="{esc(box_id)}">{esc(label)}</label>'
            f'<div class="net-copy-row"><textarea id="{esc(box_id)}" class="net-code" '
            f'readonly rows="{rows}" spellcheck="false">{esc(value)}</textarea>'
            + _btn(t("net_copy"), f"net-copy:{box_id}", "net-copy",
                   f' aria-label="{esc(t("net_copy") + ": " + label)}"') + "</div>")


def _state_label(state: str) -> str:
    return t("net_state_" + state) if state in ("connected", "away", "empty", "computer") \
        else ""


# ---------------------------------------------------------------------- the host's panel
def host_panel(net: dict[str, Any]) -> str:
    out = ['<div class="overlay" id="net-panel"><div class="dialog net-dialog" role="dialog" '
           'aria-modal="true" aria-labelledby="net-title">',
           f'<h2 id="net-title">{esc(t("net_title"))}</h2>',
           f'<p class="note">{esc(t("net_invite_how"))}</p>']
    for seat in net.get("seats") or []:
        out.append(_seat_section(seat))
    out.append(_room_section(net))
    out.append(f'<p class="note net-privacy">{esc(t("net_privacy"))}</p>')
    out.append(f'<details class="net-settings"><summary>{esc(t("net_settings"))}</summary>'
               f'<p class="note">{esc(t("net_stun_note"))}</p>'
               f'<label class="net-label" for="net-ice">{esc(t("net_ice_label"))}</label>'
               f'<textarea id="net-ice" rows="2" spellcheck="false">'
               f'{esc(net.get("ice", ""))}</textarea></details>')
    out.append(_btn(t("net_close"), "net-panel-close", "ghost wide"))
    out.append("</div></div>")
    return "".join(out)


def _seat_section(seat: dict[str, Any]) -> str:
    i = int(seat.get("seat", 0))
    name = str(seat.get("name", ""))
    state = str(seat.get("state", "empty"))
    out = [f'<section class="net-seat" id="net-seat-{i}" data-seat="{i}" '
           f'aria-labelledby="net-seat-{i}-name">'
           f'<h3 id="net-seat-{i}-name">{seat_icon(i)}{esc(name)} '
           f'<span class="net-state net-{esc(state)}">{esc(_state_label(state))}</span></h3>']
    if state == "connected":
        return "".join(out) + "</section>"
    if (state in ("away", "computer") and seat.get("current")) or state == "computer":
        out.append(_btn(t("net_stand_in"), f"net-standin:{i}", "",
                        ' aria-pressed="true"' if state == "computer" else
                        ' aria-pressed="false"'))
    inv = seat.get("invite") or {}
    stage = inv.get("stage", "")
    if not stage:
        out.append(_btn(t("net_make_invite"), f"net-invite:{i}", "primary"))
    elif stage == "making":
        out.append(f'<p class="net-wait" role="status">{esc(t("net_making"))}</p>')
    else:
        if stage in ("ready", "connecting", "failed", "bad"):
            out.append(_copy_box(f"net-link-{i}", t("net_invite_link", name=name),
                                 str(inv.get("link", "")), 3))
            if inv.get("qr"):
                out.append(f'<div class="net-qr-box">{inv["qr"]}</div>')
            out.append(countdown(inv.get("until")))
            out.append(f'<label class="net-label" for="net-answer-{i}">'
                       f'{esc(t("net_answer_label", name=name))}</label>'
                       f'<div class="net-copy-row"><textarea id="net-answer-{i}" class="net-code" '
                       f'rows="2" spellcheck="false"></textarea>'
                       + _btn(t("net_connect"), f"net-accept:{i}", "primary") + "</div>")
        notes = {"connecting": "net_connecting", "failed": "net_no_connect",
                 "expired": "net_expired", "bad": "net_bad_answer"}
        if stage in notes:
            kind = "net-wait" if stage == "connecting" else "net-error"
            out.append(f'<p class="{kind}" role="status">{esc(t(notes[stage]))}</p>')
        out.append(_btn(t("net_new_invite"), f"net-invite:{i}", "ghost"))
    return "".join(out) + "</section>"


def _room_section(net: dict[str, Any]) -> str:
    room = net.get("room") or {}
    server = str(net.get("server", ""))
    out = [f'<section class="net-room" aria-labelledby="net-room-title">'
           f'<h3 id="net-room-title">{esc(t("net_room_title"))}</h3>'
           f'<p class="note">{esc(t("net_room_note", server=server))}</p>']
    stage = room.get("stage", "off")
    if stage == "open":
        out.append(f'<p class="net-ok" role="status">'
                   f'{esc(t("net_room_is", code=room.get("code", ""), server=server))}</p>')
        for seat in net.get("seats") or []:
            link = (room.get("links") or {}).get(str(seat.get("seat")))
            if link:
                out.append(_copy_box(f"net-room-{seat['seat']}",
                                     t("net_room_link", name=seat.get("name", "")), link, 1))
        return "".join(out) + "</section>"
    out.append(f'<label class="net-label" for="net-server">{esc(t("net_server_label"))}</label>'
               f'<div class="net-copy-row"><input id="net-server" value="{esc(server)}" '
               f'spellcheck="false" autocomplete="off">'
               + _btn(t("net_room_open"), "net-room-open", "") + "</div>")
    if stage == "opening":
        out.append(f'<p class="net-wait" role="status">{esc(t("net_room_opening"))}</p>')
    elif stage == "failed":
        out.append(f'<p class="net-error" role="status">'
                   f'{esc(t("net_room_failed", reason=room.get("reason", "")))}</p>')
    return "".join(out) + "</section>"


# ---------------------------------------------------------------------- the guest's screens
GUEST_SCREEN = ("join", "making", "answer", "expired", "error", "room", "delivered")


def guest_screen(net: dict[str, Any]) -> str:
    stage = net.get("stage", "join")
    host = str(net.get("host", "")) or "?"
    out = ['<div class="overlay solid" id="net-join"><div class="dialog net-dialog" '
           'role="dialog" aria-modal="true" aria-labelledby="net-join-title">',
           f'<h2 id="net-join-title">{esc(t("net_join_title"))}</h2>']
    if net.get("seat_name"):
        invited = t("net_invited", host=host, seat=net["seat_name"],
                    game=net.get("game_title", ""))
        out.append(f'<p class="net-invited">{esc(invited)}</p>')
    if stage == "making":
        out.append(f'<p class="net-wait" role="status">{esc(t("net_making_answer"))}</p>')
    elif stage == "answer":
        out.append(f'<p>{esc(t("net_answer_how", host=host))}</p>')
        out.append(_copy_box("net-answer-code", t("net_answer_code"),
                             str(net.get("answer", "")), 3))
        if net.get("qr"):
            out.append(f'<div class="net-qr-box">{net["qr"]}</div>')
        out.append(countdown(net.get("until")))
        out.append(f'<p class="net-wait" role="status">{esc(t("net_waiting_host", host=host))}'
                   f'</p>')
    elif stage == "room":
        out.append(f'<p class="net-wait" role="status">'
                   f'{esc(t("net_joining_room", code=net.get("room", "")))}</p>')
    elif stage == "delivered":
        out.append(f'<p class="net-ok" role="status">{esc(t("net_answer_delivered"))}</p>')
    if stage in ("join", "expired", "error"):
        if stage != "join":
            out.append(f'<p class="net-error" role="status">'
                       f'{esc(t(net.get("error") or "net_bad_code", host=host))}</p>')
        out.append(_paste_form("net-join-code"))
    out.append(_btn(t("cancel"), "net-leave", "ghost wide"))
    out.append("</div></div>")
    return "".join(out)


def _paste_form(box_id: str) -> str:
    return (f'<form class="net-paste" onsubmit="return false">'
            f'<label class="net-label" for="{box_id}">{esc(t("net_join_paste"))}</label>'
            f'<div class="net-copy-row"><input id="{box_id}" spellcheck="false" '
            f'autocomplete="off">'
            + _btn(t("net_join"), f"net-join:{box_id}", "primary", ' type="submit"')
            .replace('type="button" ', "", 1) + "</div></form>")


# ---------------------------------------------------------------------- parts of the table page
def overlay(ui: UiState) -> str:
    net = ui.net
    if net.get("role") == "host" and net.get("panel"):
        return host_panel(net)
    if net.get("role") == "guest" and (net.get("stage") in GUEST_SCREEN
                                       and not net.get("playing")):
        return guest_screen(net)
    return ""


def banner(ui: UiState) -> str:
    """The online bar above the table: the seats' connections, whom the game waits for, the
    host's Online… button, the guest's connection."""
    net = ui.net
    role = net.get("role")
    out = [f'<div class="net-bar" id="net-bar" role="status" '
           f'aria-label="{esc(t("net_a11y_status"))}">']
    if role == "host":
        for seat in net.get("seats") or []:
            state = str(seat.get("state", "empty"))
            out.append(f'<span class="net-chip net-{esc(state)}" data-seat="{seat["seat"]}">'
                       f'{seat_icon(int(seat["seat"]))}{esc(seat.get("name", ""))}: '
                       f'{esc(_state_label(state))}</span>')
        wait = net.get("waiting")
        if wait:
            key = "net_waiting_away" if wait.get("state") == "away" else \
                "net_stand_in_note" if wait.get("state") == "computer" else "net_waiting_remote"
            out.append(f'<span class="net-waiting">{esc(t(key, name=wait.get("name", "")))}'
                       f'</span>')
            if wait.get("state") == "away":
                out.append(_btn(t("net_stand_in"), f"net-standin:{wait['seat']}", "tool"))
        out.append(_btn(t("net_open"), "net-panel", "tool", ' id="net-open"'))
    elif role == "guest":
        host = str(net.get("host", "")) or "?"
        if net.get("stage") == "lost":
            out.append(f'<span class="net-error">{esc(t("net_host_lost", host=host))}</span>')
            out.append(_paste_form("net-rejoin-code"))
        elif net.get("stage") == "reconnecting":
            out.append(f'<span class="net-wait">'
                       f'{esc(t("net_reconnecting", code=net.get("room", "")))}</span>')
        else:
            out.append(f'<span class="net-you">'
                       f'{esc(t("net_you_are", seat=net.get("seat_name", ""), host=host))}'
                       f'</span>')
            if net.get("pending"):
                out.append(f'<span class="net-wait">{esc(t("net_sending"))}</span>')
        out.append(_btn(t("net_leave"), "net-leave", "tool ghost"))
    out.append("</div>")
    return "".join(out)


def chat_panel(ui: UiState) -> str:
    """Chat and quick reactions, under the log (never saved into a game or a replay)."""
    net = ui.net
    if net.get("role") not in ("host", "guest"):
        return ""
    lines = []
    for c in (net.get("chat") or [])[-30:]:
        seat = c.get("seat")
        who = (f'<span class="seat-name seat-{seat % 4}">{seat_icon(seat)}'
               f'{esc(c.get("name", ""))}</span>') if isinstance(seat, int) else \
            f'<span class="seat-name">{esc(c.get("name", ""))}</span>'
        what = REACTIONS.get(str(c.get("react")), "")
        body = (f'<span class="net-react" role="img" '
                f'aria-label="{esc(t("net_react_" + str(c.get("react"))))}">{what}</span>'
                if what else esc(c.get("text", "")))
        lines.append(f"<li>{who}: {body}</li>")
    reacts = "".join(
        _btn(emoji, f"net-react:{key}", "tool net-react-btn",
             f' aria-label="{esc(t("net_react_" + key))}"') for key, emoji in REACTIONS.items())
    return (f'<section class="net-chat" id="net-chat" aria-labelledby="net-chat-title">'
            f'<h2 id="net-chat-title">{esc(t("net_chat"))}</h2>'
            f'<ol class="net-chat-lines" id="net-chat-lines" tabindex="0" '
            f'aria-live="polite">{"".join(lines)}</ol>'
            f'<form class="net-say" onsubmit="return false">'
            f'<input id="net-chat-text" maxlength="{CHAT_LEN}" autocomplete="off" '
            f'aria-label="{esc(t("net_chat_label"))}" placeholder="{esc(t("net_chat_label"))}">'
            + _btn(t("net_send"), "net-say", "tool", ' type="submit"').replace(
                'type="button" ', "", 1)
            + f'</form><div class="net-reacts" role="group" '
            f'aria-label="{esc(t("net_reactions"))}">{reacts}</div>'
            f'<p class="note">{esc(t("net_chat_note"))}</p></section>')
