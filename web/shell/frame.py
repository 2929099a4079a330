"""The page around a game's table, the same for every game (pure): header bar, message bar,
chooser, menu, log panel, game chooser tabs, new-game form, pass screen, final-screen buttons,
and :func:`page`, which puts a game's pieces together in the page's order."""

from __future__ import annotations

import json
import re

from web import i18n
from web.i18n import addressed, addressing, seat_name, thaw
from web.shell import keys, protocol
from web.shell.messages import has, t
from web.shell.pieces import btn, esc, seat_icon
from web.shell.regions import LOG, Region, active, panel_open, shown, tab_bar, with_log
from web.shell.ui_state import LEVELS, PACES, SEAT_KINDS, ZOOMS, UiState, addressee


def header_bar(title: str, ui: UiState, status: tuple[str, int | None, str, str] | None) -> str:
    """The top bar: title, ``status`` = (round label, current seat, its name, step label) when a
    game is on, the thinking note, Undo and Menu."""
    out = ['<header class="bar">', f'<h1 class="brand" tabindex="-1">{esc(title)}</h1>']
    if status is not None:
        round_label, cur, name, step = status
        parts = [f'<span class="round">{esc(round_label)}</span>']
        if isinstance(cur, int):
            parts.append(f'<span class="who seat-{cur}">{seat_icon(cur)}{esc(name)}</span>')
            parts.append(f'<span class="step" id="step">{esc(step)}</span>')
        else:
            parts.append(f'<span class="step" id="step">{esc(t("game_over"))}</span>')
        if ui.thinking:
            parts.append(thinking_mark(name if isinstance(cur, int) else "", ui.think_secs))
        out.append(f'<div class="status" id="status">{"".join(parts)}</div>')
    out.append('<div class="tools">')
    if ui.can_hint and not ui.coach:
        out.append(btn(t("hint"), action="hint", cls="tool hint-btn"))
    out.append(btn(t("howto"), action="howto", cls="tool howto-btn"))
    if status is not None:  # the icon legend, one click from the table
        out.append(btn(t("legend"), action="howto:icons", cls="tool legend-btn"))
    if status is not None:
        out.append(btn(t("undo"), action="undo", cls="tool",
                       extra="" if ui.can_undo else " disabled"))
    out.append(btn(t("menu"), action="menu", cls="tool"))
    out.append("</div></header>")
    return "".join(out)


def thinking_mark(name: str, secs: int) -> str:
    """"NAME is thinking… 3 s" and the Move now button (the binding counts the seconds up in
    every ``.think-secs``; Move now plays the best move found so far)."""
    who = t("thinking_name", name=name) if name else t("thinking")
    return (f'<span class="thinking" id="thinking">{esc(who)} '
            f'<span class="think-secs">{esc(t("think_secs", n=secs))}</span></span>'
            + btn(t("move_now"), action="move-now", cls="tool move-now",
                  extra=' id="move-now"'))


def thinking_secs(ui: UiState | None) -> int | None:
    """The seconds a computer seat has been thinking, or None when none thinks."""
    return ui.think_secs if ui is not None and ui.thinking else None


def message_bar(ui: UiState, top: bool = False) -> str:
    """The notice or error of the moment, with its dismiss button."""
    notice = ui.notice
    if not notice.text:
        return ""
    actions = "".join(btn(label, action=action, cls="msg-action")
                      for label, action in notice.actions)
    folded = (f'<details class="msg-detail"><summary>{esc(t("message_details"))}</summary>'
              f'<code lang="en">{esc(notice.detail)}</code></details>') if notice.detail else ""
    return (f'<div class="msg {esc(notice.kind)}{" top" if top else ""}" id="message">'
            f'{esc(notice.text)}{folded}{actions}{_help_link(notice.section)}'
            f'{btn(t("dismiss"), action="dismiss", cls="close", extra=_label(t("close")))}</div>')


def confirm_new() -> str:
    """Asked before a new game replaces one in progress (kept, or downloaded now)."""
    return (f'<div class="overlay" id="confirm"><div class="dialog confirm" role="alertdialog" '
            f'aria-modal="true" aria-labelledby="confirm-title">'
            f'<h2 id="confirm-title">{esc(t("confirm_new_title"))}</h2>'
            f'<p>{esc(t("confirm_new_text"))}</p>'
            '<div class="row buttons">'
            + btn(t("confirm_new_yes"), action="new-confirm", cls="primary")
            + btn(t("confirm_new_download"), action="export", cls="")
            + btn(t("confirm_keep"), action="confirm-cancel", cls="ghost")
            + "</div></div></div>")


def _help_link(section: str) -> str:
    if not section:
        return ""
    from web.shell.learn import help_link

    return " " + help_link(section)


def chooser(moves: list[str], ui: UiState, label) -> str:
    """The buttons of the open chooser: one per move (``label(move)`` plus its preview)."""
    out = ['<div class="chooser" id="chooser" role="group" aria-labelledby="chooser-title" '
           f'data-roving="true"><div class="chooser-title" id="chooser-title">'
           f'{esc(t("choose_one"))}</div>']
    for m in moves:
        text = label(m)
        if ui.previews.get(m):
            text += " — " + ui.previews[m]
        out.append(btn(text, move=m, cls="choice"))
    out.append(btn(t("cancel"), action="close-chooser", cls="ghost"))
    out.append("</div>")
    return "".join(out)


def named(line: str, ui: UiState, you: int | None = None) -> str:
    """A log line as HTML with each seat's name in that seat's colour and shape; when the
    line speaks to seat ``you`` ("You build ..."), its word for "you" (``you_words``) in that
    seat's colour, or, in a language whose verb says it alone, the seat's shape first."""
    marks = sorted(((s.get("name") or "", i, False) for i, s in enumerate(ui.seats)
                    if s.get("name")), key=lambda x: -len(x[0]))
    if you is not None:
        words = [w for w in t("you_words").split("|") if w.strip()]
        marks = sorted(marks + [(w.strip(), you, True) for w in words], key=lambda x: -len(x[0]))
    out, i, said = [], 0, False
    # no mark starts before the next match, so the text up to it is escaped whole
    next_mark = re.compile("|".join(re.escape(name) for name, _, _ in marks) or "(?!)")
    while i < len(line):
        found = next_mark.search(line, i)
        start = found.start() if found else len(line)
        out.append(esc(line[i:start]))
        i = start
        if i == len(line):
            break
        for name, seat, word in marks:
            if line.startswith(name, i) and (not word or _whole_word(line, i, len(name))):
                out.append(f'<span class="seat-name seat-{seat % 4}">'
                           f'{"" if word else seat_icon(seat)}{esc(name)}</span>')
                said = said or word
                i += len(name)
                break
        else:
            out.append(esc(line[i]))
            i += 1
    if you is not None and not said:
        out.insert(0, f'<span class="seat-name seat-{you % 4}">{seat_icon(you)}</span>')
    return "".join(out)


def _whole_word(line: str, at: int, size: int) -> bool:
    """Whether ``line[at:at+size]`` is a word of its own (CJK text has no spaces: always)."""
    if any(ord(ch) >= 0x3000 for ch in line[at:at + size]):
        return True
    before = line[at - 1] if at else " "
    after = line[at + size] if at + size < len(line) else " "
    return not before.isalnum() and not after.isalnum()


def log_item(line: object, ui: UiState) -> str:
    """A recorded log line as HTML (:func:`named`), marking "you" when the line speaks to
    the person addressed."""
    text = thaw(line)
    you = addressed()
    if you is None:
        return named(text, ui)
    with addressing(None):
        plain = thaw(line)
    return named(text, ui, you if plain != text else None)


def since_entries(view: dict | None, ui: UiState, keep: int = 12) -> list[object]:
    """The recorded log lines of what the other seats did since the viewer's last decision,
    when it is the viewer's turn (empty otherwise)."""
    me = ui.viewer
    if view is None or me is None or view.get("current_player") != me or ui.screen != "play":
        return []
    return ui.log[ui.seen.get(me, 1):][-keep:]


def since_lines(view: dict | None, ui: UiState, keep: int = 12) -> list[str]:
    """:func:`since_entries` in the current language."""
    return [thaw(line) for line in since_entries(view, ui, keep)]


def since_panel(view: dict | None, ui: UiState, folded: bool = False) -> str:
    """The "since your last turn" summary: its lines as the log shows them (names in their
    seat colours, the person's "you" in theirs). In the sidebar it is a list; ``folded``
    (no sidebar) it is one line above the table that opens on demand, so it never pushes
    the table down by itself."""
    entries = since_entries(view, ui)
    if not entries:
        return ""
    items = "".join(f"<li>{log_item(line, ui)}</li>" for line in entries)
    if folded:
        return (f'<details class="since folded" id="since"><summary>'
                f'{esc(t("since_fold", n=len(entries)))}</summary><ul>{items}</ul></details>')
    return (f'<section class="since" id="since" aria-labelledby="since-title">'
            f'<h2 id="since-title">{esc(t("since_title"))}</h2><ul>{items}</ul></section>')


# ---------------------------------------------------------------------- the sidebar (issue 23)
THEMES = ("system", "light", "dark")  # the colour theme: the system's setting, or one always
STRIP_W = 44  # the collapsed sidebar: a strip with the button that opens it again
SIDE_MARGIN = 12  # right of the sidebar (and of the strip)
WRAP_PAD = 12  # the table wrap's padding, left and right together
SIDES = ("open", "strip")


def side_width(view_w: float) -> int:
    """The open sidebar's width on a page ``view_w`` CSS px wide (wider screens, wider log)."""
    return int(max(248, min(300, round(view_w * 0.18))))


def rooms(view_w: float, side: str) -> tuple[int, int]:
    """(room beside the sidebar as it is, room with no sidebar): the CSS px a table may use
    on a page ``view_w`` wide (the document's width, without its scrollbar)."""
    beside = STRIP_W if side == "strip" else side_width(view_w)
    alone = int(view_w) - WRAP_PAD
    return alone - beside - SIDE_MARGIN, alone


def _table_min_w(table: str) -> float:
    """The narrowest a table is drawn (its ``--min-w``, :func:`web.shell.pieces.table_size`)."""
    at = table.find("--min-w:")
    if at < 0:
        return 0.0
    end = table.find("px", at)
    try:
        return float(table[at + 8:end])
    except ValueError:
        return 0.0


def side_mode(ui: UiState, table: str) -> str:
    """How the log is shown beside the table: "open" (a sidebar), "strip" (collapsed to a
    strip) or "" (below the table: narrow screens, or a table that needs the whole width)."""
    if ui.narrow:
        return ""
    if ui.room and _table_min_w(table) > ui.room + 0.5:
        return ""
    return ui.side if ui.side in SIDES else "open"


def sidebar(mode: str, ui: UiState, since: str, log: str) -> str:
    """The log sidebar: open (the since-your-last-turn list, the log, a button that folds
    it to a strip) or the strip (one button that opens it again; the choice is kept)."""
    if mode == "strip":
        return (f'<aside class="side strip" id="side" aria-label="{esc(t("side_label"))}">'
                f'<button type="button" class="btn side-toggle" data-action="side:open" '
                f'aria-expanded="false" aria-label="{esc(t("side_open"))}">'
                f'<span aria-hidden="true">‹</span><span class="side-word">'
                f'{esc(t("region_log"))}</span></button></aside>')
    width = ui.side_w or side_width(1280)
    return (f'<aside class="side" id="side" aria-label="{esc(t("side_label"))}" '
            f'style="--side-w:{width}px">'
            f'<div class="side-head"><button type="button" class="btn side-toggle" '
            f'data-action="side:strip" aria-expanded="true" aria-label="{esc(t("side_close"))}">'
            f'<span aria-hidden="true">›</span></button></div>{since}{log}</aside>')


def seat_strip(entries: list[dict], thinking: int | None = None) -> str:
    """One compact chip per seat, always on screen: name, whose turn, the key figures (on a
    phone the first two: every chip fits); a chip links to the seat's full panel on the
    table. ``entries``: {seat, name, facts, current, you, href, region}: with a ``region``
    (the tab holding the panel on narrow screens) the click shows that tab, then the panel.
    ``thinking``: the seconds the current seat (a computer) has been thinking, or None."""
    out = ['<nav class="seat-strip" id="seat-strip">']
    for e in entries:
        seat = e["seat"]
        cls = " current" if e.get("current") else ""
        turn = f'<span class="turn">{esc(t("strip_turn"))}</span>' if e.get("current") else ""
        if e.get("current") and thinking is not None:
            cls += " is-thinking"
            turn = (f'<span class="turn chip-thinking">{esc(t("strip_thinking"))} '
                    f'<span class="think-secs">{esc(t("think_secs", n=thinking))}</span></span>')
        you = f' <span class="you">{esc(t("strip_you"))}</span>' if e.get("you") else ""
        facts = "".join(f'<span class="fact{" more" if i >= 2 else ""}">{esc(x)}</span>'
                        for i, x in enumerate(e.get("facts", [])))
        href = e.get("href", "")
        action = f"seat-panel:{e.get('region')}:{href[1:]}"
        go = f' data-action="{esc(action)}"' if e.get("region") and href.startswith("#") else ""
        out.append(f'<a class="seat-chip seat-{seat % 4}{cls}" href="{esc(href)}"{go} '
                   f'data-seat="{seat}">{turn}<span class="seat-name seat-{seat % 4}">'
                   f'{seat_icon(seat)}{esc(e["name"])}</span>{you}{facts}</a>')
    return "".join(out) + "</nav>"


# The log's lines as HTML at the last redraw, by id (the line is kept, so the id is its own),
# and what they were made with: a redraw shows up to 300 lines, and making them all again
# was a quarter of a late game's render.
_LOG_ITEMS: dict[int, tuple[object, str]] = {}
_LOG_MADE_WITH: list[object] = [None]


def log_items(ui: UiState, lines: list[object]) -> str:
    """``<li>`` of each recorded line (:func:`log_item`); a line recorded is never changed."""
    made_with = (i18n.texts_now(), [s.get("name") for s in ui.seats])
    known = _LOG_ITEMS if _LOG_MADE_WITH[0] == made_with else {}
    items = {}
    for line in lines:
        items[id(line)] = known.get(id(line)) or (line, log_item(line, ui))
    _LOG_ITEMS.clear()
    _LOG_ITEMS.update(items)
    _LOG_MADE_WITH[0] = made_with
    return "".join(f"<li>{items[id(line)][1]}</li>" for line in lines)


def log_panel(ui: UiState, title: str, keep: int, shown: bool = False) -> str:
    """The game log, newest first (the last ``keep`` lines); open as the person left it, or
    when ``shown`` alone (a narrow screen's log tab)."""
    items = log_items(ui, list(reversed(ui.log[-keep:])))
    return (f'<section class="log-region" aria-labelledby="log-title">'
            f'<details class="log" id="log"{" open" if ui.log_open or shown else ""}>'
            f'<summary id="log-title">{esc(title)}</summary><ol reversed start="{len(ui.log)}" '
            f'id="log-list" tabindex="0"{_label(t("a11y_log"))}>{items}</ol></details>'
            f'{_net("chat_panel", ui)}</section>')


def menu(ui: UiState) -> str:
    out = ['<div class="overlay" id="menu"><div class="dialog menu-dialog" role="dialog" '
           'aria-modal="true" aria-labelledby="menu-title">',
           f'<h2 id="menu-title">{esc(t("menu"))}</h2>',
           btn(t("new_game"), action="new", cls="wide"),
           btn(t("howto"), action="howto", cls="wide"),
           btn(t("tutorial"), action="tutorial", cls="wide"),
           *([btn(t("rp_open"), action="rp-open", cls="wide", extra=' id="menu-replay"')]
             if ui.screen in ("play", "final") and ui.game_on else []),
           btn(t("ar_open"), action="ar-open", cls="wide", extra=' id="menu-archive"'),
           btn(t("export"), action="export", cls="wide"),
           f'<p class="note" id="export-note">{esc(t("export_note"))}</p>',
           f'<label class="btn wide file">{esc(t("import"))}<input type="file" id="import-file" '
           f'accept="application/json,.json" data-action="import"></label>',
           f'<div class="pace"><span>{esc(t("pace"))}</span>']
    for p in PACES:
        out.append(btn(t("pace_" + p), action="pace:" + p,
                       cls="pace-btn" + (" on" if ui.pace == p else "")))
    out.append("</div>")
    out.append(f'<div class="pace" role="group" aria-labelledby="theme-label">'
               f'<span id="theme-label">{esc(t("theme"))}</span>')
    for name in THEMES:
        on = ui.theme == name
        out.append(btn(t("theme_" + name), action="theme:" + name,
                       cls="pace-btn" + (" on" if on else ""),
                       extra=f' aria-pressed="{"true" if on else "false"}"'))
    out.append("</div>")
    out.append(btn(t("sound_on" if ui.sound else "sound_off"), action="sound", cls="wide",
                   extra=f' id="sound-btn" aria-pressed="{"true" if ui.sound else "false"}"'))
    out.append(btn(t("shortcuts"), action="help", cls="wide"))
    out.append(language_chooser("menu"))
    out.append(btn(t("close"), action="menu-close", cls="ghost wide"))
    out.append("</div></div>")
    return "".join(out)


def language_chooser(where: str) -> str:
    """Buttons for every language, each by its own name (``data-action="lang:<code>"``);
    ``where`` tells the start screen's from the menu's (element ids)."""
    cur = i18n.language()
    out = [f'<div class="row lang-choice" id="lang-{esc(where)}" role="group" '
           f'aria-label="{esc(t("language"))}">']
    for code, name in i18n.language_choices():
        on = code == cur
        out.append(f'<button type="button" class="btn lang-btn{" on" if on else ""}" '
                   f'lang="{esc(code)}" data-action="lang:{esc(code)}" '
                   f'aria-pressed="{"true" if on else "false"}">{esc(name)}</button>')
    out.append("</div>")
    return "".join(out)


def game_tabs(current: str) -> str:
    """The game chooser at the top of the new-game form (buttons with ``data-action``)."""
    out = [f'<div class="row game-tabs" id="game-tabs" role="group" '
           f'aria-label="{esc(t("choose_game"))}">']
    for g in protocol.games():
        on = g.id == current
        out.append(f'<button type="button" class="btn game-tab{" on" if on else ""}" '
                   f'data-action="game:{esc(g.id)}" aria-pressed="{"true" if on else "false"}">'
                   f'{esc(t(g.title_key))}</button>')
    out.append("</div>")
    return "".join(out)


def new_game_form(ui: UiState) -> str:
    """Players, seats (name, person or computer, level), the engine's rule options, seed."""
    d = ui.defaults or {}
    seats = d.get("seats") or []
    n = int(d.get("players", 2))
    out = ['<div class="overlay solid" id="new-game"><form class="dialog form" id="new-form" '
           'onsubmit="return false" aria-labelledby="new-title">',
           f'<h2 id="new-title">{esc(t("new_game"))}</h2>', language_chooser("start"),
           game_tabs(ui.game),
           f'<label class="row">{esc(t("players_count"))} <select name="players" id="f-players">']
    for k in (2, 3, 4):
        out.append(f'<option value="{k}"{" selected" if k == n else ""}>{k}</option>')
    out.append("</select></label><div class='seats'>")
    for i in range(4):
        s = seats[i] if i < len(seats) else {}
        out.append(_seat_fieldset(i, s, n, ui.ratings))
    out.append("</div>" + levels_note(ui.ratings))
    out.append(_options(ui.option_defs, d.get("options") or {}))
    hints = d.get("hints_allowed", True) is not False
    out.append(f'<label class="row">{esc(t("hints_allowed"))} <select id="f-hints">'
               f'<option value="yes"{" selected" if hints else ""}>{esc(t("optv_true"))}</option>'
               f'<option value="no"{"" if hints else " selected"}>{esc(t("optv_false"))}</option>'
               '</select></label>')
    out.append(f'<label class="row">{esc(t("seed"))} <input name="seed" id="f-seed" '
               f'inputmode="numeric" placeholder="{esc(t("seed_random"))}" '
               f'value="{esc(d.get("seed", ""))}"></label>')
    out.append('<div class="row buttons">')
    out.append(btn(t("start_game"), action="start", cls="primary"))
    if ui.screen == "new" and d.get("can_cancel"):
        out.append(btn(t("cancel"), action="new-cancel", cls="ghost"))
    out.append(btn(t("ar_open"), action="ar-open", cls="ghost", extra=' id="form-archive"'))
    out.append("</div>")
    out.append('<div class="row buttons learn-buttons">'
               + btn(t("tutorial"), action="tutorial", cls="")
               + btn(t("howto"), action="howto", cls="") + "</div>")
    out.append("</form></div>")
    return "".join(out)


def _seat_fieldset(i: int, s: dict, n: int, ratings: dict[str, int]) -> str:
    kind = s.get("kind", "human" if i == 0 else "computer")
    level = s.get("level", "normal")
    hidden = " hidden-seat" if i >= n else ""
    hidden += " is-human" if kind != "computer" else ""
    out = [f'<fieldset class="seat{hidden}" data-seat="{i}"><legend>{seat_icon(i)}'
           f'{esc(t("seat_n", n=i + 1))}</legend>'
           f'<input name="name{i}" id="f-name{i}" maxlength="16" '
           f'value="{esc(s.get("name", t("default_name_" + str(i))))}" '
           f'aria-label="{esc(t("name"))}">'
           f'<select name="kind{i}" id="f-kind{i}" aria-label="{esc(t("kind"))}">']
    for k in SEAT_KINDS:
        out.append(f'<option value="{k}"{" selected" if k == kind else ""}>'
                   f'{esc(t("kind_" + k))}</option>')
    described = ' aria-describedby="levels-note"' if ratings else ""
    out.append(f'</select><select name="level{i}" id="f-level{i}" '
               f'aria-label="{esc(t("level"))}"{described}>')
    for lv in LEVELS:
        out.append(level_option(lv, lv == level, ratings.get(lv)))
    out.append("</select></fieldset>")
    return "".join(out)


def level_option(level: str, selected: bool, rating: int | None) -> str:
    """One level of the chooser: "expert (≈1850)" when the level has a measured rating."""
    name = t("level_" + level)
    on = " selected" if selected else ""
    if rating is None:
        return f'<option value="{esc(level)}"{on}>{esc(name)}</option>'
    return (f'<option value="{esc(level)}"{on} '
            f'aria-label="{esc(t("level_rated_a11y", level=name, rating=rating))}">'
            f'{esc(t("level_rated", level=name, rating=rating))}</option>')


def levels_note(ratings: dict[str, int]) -> str:
    """What the numbers beside the levels are (nothing when no level has one)."""
    if not ratings:
        return ""
    return f'<p class="levels-note" id="levels-note">{esc(t("levels_note"))}</p>'


def _options(option_defs: list[dict], chosen: dict) -> str:
    """The engine's rule options (``OPTIONS``), labelled from ``opt_<id>``/``optv_*`` keys and
    explained in the player's words by ``optd_<id>`` (the engine's own description, with its
    rule clauses and research notes, is for developers and never shown)."""
    if not option_defs:
        return ""
    out = [f'<details class="options"><summary>{esc(t("rule_options"))}</summary>']
    for o in option_defs:
        oid = o["id"]
        desc = (f'<small class="opt-desc" id="optd-{esc(oid)}">{esc(t("optd_" + oid))}</small>'
                if has("optd_" + oid) else "")
        described = f' aria-describedby="optd-{esc(oid)}"' if desc else ""
        out.append(f'<label class="opt"><span class="opt-name">'
                   f'{esc(t("opt_" + oid) if has("opt_" + oid) else oid)}{desc}</span>'
                   f'<select name="opt-{esc(oid)}" data-opt="{esc(oid)}"{described}>')
        for v in o.get("values", []):
            val = chosen.get(oid, o.get("default"))
            sel = " selected" if str(v) == str(val) else ""
            dflt = " " + t("default_mark") if v == o.get("default") else ""
            out.append(f'<option value="{esc(option_str(v))}"{sel}>{esc(_opt_label(oid, v))}'
                       f'{esc(dflt)}</option>')
        out.append("</select></label>")
    out.append("</details>")
    return "".join(out)


def option_str(v: object) -> str:
    """An option value as the form writes it (``json.dumps`` for booleans)."""
    return json.dumps(v) if isinstance(v, bool) else str(v)


def _opt_label(oid: str, v: object) -> str:
    for key in (f"optv_{oid}_{option_str(v)}", f"optv_{option_str(v)}"):
        if has(key):
            return t(key)
    return option_str(v)


def pass_screen(ui: UiState) -> str:
    """Hand the device over: nothing of any seat is on the page meanwhile."""
    seats = ui.seats
    name = seats[ui.pass_to]["name"] if ui.pass_to is not None and ui.pass_to < len(seats) else "?"
    seat = ui.pass_to if ui.pass_to is not None else 0
    return (f'<div class="overlay solid" id="pass-screen"><div class="dialog pass" '
            f'role="dialog" aria-modal="true" aria-labelledby="pass-title">'
            f'{seat_icon(seat, 12, 10, "pass-ico")}'
            f'<h2 id="pass-title">{esc(t("pass_to", name=name))}</h2>'
            f'<p>{esc(t("pass_help", name=name))}</p>'
            f'{btn(t("pass_ready", name=name), action="reveal", cls="primary")}</div></div>')


def final_buttons() -> str:
    return ('<div class="row buttons">' + btn(t("play_again"), action="again", cls="primary")
            + btn(t("new_game"), action="new", cls="")
            + btn(t("view_table"), action="hide-final", cls="ghost") + "</div>"
            + after_buttons())


def after_buttons() -> str:
    """Replay, charts and share of a finished game (final screen)."""
    return ('<div class="row buttons after-game">'
            + btn(t("rp_open"), action="rp-open", extra=' id="final-replay"')
            + btn(t("st_open"), action="st-open", extra=' id="final-stats"')
            + btn(t("share_link"), action="share", extra=' id="final-share"') + "</div>")


def score_name(row: dict) -> str:
    """A seat's name in the final scores (HTML), marked "(you)" for the person addressed."""
    you = row.get("seat") == addressed() and addressed() is not None
    mark = f' <span class="you">{esc(t("strip_you"))}</span>' if you else ""
    return esc(row.get("name", "?")) + mark


def final_dialog(view: dict, ui: UiState, title: str, table: str) -> str:
    """The end-of-game dialog: ``title``, the winner, the game's score ``table``, buttons."""
    names = view.get("names") or []
    out = ['<div class="overlay" id="final"><div class="dialog final" role="dialog" '
           'aria-modal="true" aria-labelledby="final-title">',
           f'<h2 id="final-title">{esc(title)}</h2>']
    winner = (ui.final or {}).get("winner")
    if isinstance(winner, int) and winner < len(names):
        out.append(f'<p class="winner" id="winner">{seat_icon(winner)}'
                   f'{esc(t("winner", name=seat_name(names[winner], winner)))}</p>')
    out.append(table)
    seed = (ui.final or {}).get("seed")
    if isinstance(seed, int):  # shown only now: it gives every hidden card of the game
        out.append(f'<p class="seed" id="final-seed">{esc(t("final_seed", seed=seed))}</p>')
    from web.shell.learn import hint_count

    out.append(hint_count(ui, names))
    out.append(final_buttons())
    out.append("</div></div>")
    return "".join(out)


def zoom_bar(ui: UiState) -> str:
    """Zoom buttons for the table: bigger, smaller (never below the readable size), reset."""
    out = ['<div class="zoom-bar" id="zoom-bar">']
    for action, label, off in (("zoom:out", "zoom_out", ui.zoom <= ZOOMS[0]),
                               ("zoom:in", "zoom_in", ui.zoom >= ZOOMS[-1]),
                               ("zoom:fit", "zoom_fit", ui.zoom == ZOOMS[0])):
        sign = t(label + "_sign")  # the name starts with what the button shows (WCAG 2.5.3)
        out.append(btn(sign, action=action, cls="tool zoom",
                       extra=f' aria-label="{esc(sign + " " + t(label))}"'
                       + (" disabled" if off else "")))
    return "".join(out) + "</div>"


def shown_region(regions: list[Region] | None, ui: UiState) -> str:
    """The region a game draws alone now ("" on wide screens: the whole table)."""
    return shown(with_log(regions), ui) if regions and active(ui, regions) else ""


def _table_column(ui: UiState, table: str, zoom: bool) -> str:
    return ('<div class="table-col">' + (zoom_bar(ui) if zoom else "")
            + f'<div class="table-wrap" id="table-wrap" style="--zoom:{ui.zoom:g}" '
            f'tabindex="0" role="region"{_label(t("table_scroll"))}>{table}</div></div>')


def _region_parts(view: dict, ui: UiState, tabs, table: str, log: str) -> list[str]:
    """Narrow screens: the tab bar (whose turn, what is asked, one tab per region) and the
    shown region's panel: the table's part, or the log."""
    regions, prompt = tabs
    regs = with_log(regions)
    cur = view.get("current_player")
    names = [s.get("name", "") for s in ui.seats] or list(view.get("names") or [])
    name = names[cur] if isinstance(cur, int) and 0 <= cur < len(names) else ""
    sel = shown(regs, ui)
    here = next(r for r in regs if r.id == sel)
    inner = log if sel == LOG else _table_column(ui, table, here.zoom)
    return [tab_bar(regs, ui, cur, name, prompt), panel_open(regs, ui), inner, "</div>"]


def page(view: dict | None, ui: UiState, header, body, tabs=None) -> str:
    """The whole page: ``header(view or None)`` and, during a game, ``body()`` = (actions bar,
    table svg, log panel, final screen) from the game. Pass screen and new-game form are the
    shell's. Every text speaks to the seat shown as "you" (``addressee``). ``tabs`` = (the
    game's regions, the prompt): on narrow screens one region at a time behind a tab bar
    (:mod:`web.shell.regions`)."""
    with addressing(addressee(ui)):
        return _page(view, ui, header, body, tabs)


def _page(view: dict | None, ui: UiState, header, body, tabs=None) -> str:
    extra = (menu(ui) if ui.menu_open else "") + (help_dialog() if ui.help_open else "")
    if ui.confirm == "new":
        extra += confirm_new()
    if ui.howto is not None:
        from web.shell.learn import howto_overlay

        extra += howto_overlay(ui)
    extra += _net("overlay", ui)
    if ui.screen == "pass":
        # nothing of any seat is drawn while the device changes hands
        return header(None) + message_bar(ui, top=True) + pass_screen(ui) + extra
    if ui.screen == "new" or view is None:
        return header(None) + message_bar(ui, top=True) + new_game_form(ui) + extra
    actions, table, log, final = body()
    actions = _net("banner", ui) + actions
    from web.shell.learn import coach_panel, hint_line

    final_shown = bool(ui.final and ui.screen == "final")
    if tabs is not None and active(ui, tabs[0]):
        bar, *shown_part = _region_parts(view, ui, tabs, table, log)
        parts = [header(view), "" if final_shown else coach_panel(ui), hint_line(ui), bar,
                 actions, since_panel(view, ui, folded=True), '<div class="play-area">',
                 *shown_part, "</div>"]
    else:
        mode = side_mode(ui, table)
        table_col = _table_column(ui, table, zoom=True)
        since = since_panel(view, ui, folded=mode != "open")
        area = f'<div class="play-area{" side-" + mode if mode else ""}">'
        if mode == "open":
            rest = [area, table_col, sidebar(mode, ui, since, log), "</div>"]
        elif mode == "strip":
            rest = [since, area, table_col, sidebar(mode, ui, "", ""), "</div>"]
        else:
            rest = [since, area, table_col, log, "</div>"]
        parts = [header(view), "" if final_shown else coach_panel(ui), hint_line(ui), actions,
                 *rest]
    if final_shown:
        parts.append(final)
        if ui.coach:  # the tutorial's last words stay above the final scores
            parts.append(coach_panel(ui, over_final=True))
    return "".join(parts) + extra


def help_dialog() -> str:
    """The keyboard shortcuts (opened with "?" or from the menu; Escape closes it)."""
    rows = "".join(f"<tr><th scope=\"row\"><kbd>{esc(t(k))}</kbd></th><td>{esc(t(d))}</td></tr>"
                   for k, d in keys.SHORTCUTS)
    return ('<div class="overlay" id="help"><div class="dialog help-dialog" role="dialog" '
            'aria-modal="true" aria-labelledby="help-title">'
            f'<h2 id="help-title">{esc(t("shortcuts"))}</h2>'
            f'<table class="keys"><tbody>{rows}</tbody></table>'
            f'<p class="hint">{esc(t("shortcuts_help"))}</p>'
            + btn(t("close"), action="help-close", cls="ghost wide") + "</div></div>")


def _net(part: str, ui: UiState) -> str:
    """Online play's part of the page (web/shell/net_screen.py), only in an online game."""
    if not getattr(ui, "net", None):
        return ""
    from web.shell import net_screen

    return str(getattr(net_screen, part)(ui))


def _label(text: str) -> str:
    return f' aria-label="{esc(text)}"'


def move_attrs(name: str) -> str:
    """Attributes of a table element that plays a move or opens a choice: a focusable button
    named by ``name`` (the move and its effect in words)."""
    return f' tabindex="0" role="button"{_label(name)}'


def region_attrs(region_id: str, name: str) -> str:
    """Attributes of a named part of the table: one Tab stop, arrow keys inside."""
    return f' id="{esc(region_id)}" role="region"{_label(name)} data-roving="true"'
