"""The replay screen and the charts screen, the same for every game (pure Python).

A :class:`ReplayScreen` holds one :class:`boardgame.replay.Replay` and where the person is in
it; :func:`act` and :func:`key` change it (the binding calls them for clicks, the slider and
the arrow keys); :func:`render` draws the screen around the game's own table
(``GameUI.table``), :func:`render_stats` the game's charts (``GameUI.stats``).

What a replay reveals: a finished game may show everything or any seat's view; a game in
progress only ever shows the view of the seat at the device (``fixed_seat``), at every step.
Nothing here touches the game or its save: the replay holds its own copies.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from boardgame.replay import Replay
from web.i18n import addressing, language
from web.shell.frame import btn, header_bar
from web.shell.messages import t
from web.shell.pieces import esc, seat_icon
from web.shell.ui_state import UiState, addressee

SPEEDS = {"slow": 1500, "normal": 700, "fast": 250}
KEYS = {"ArrowLeft": "rp-back", "ArrowRight": "rp-fwd", "Home": "rp-first", "End": "rp-last"}
SOURCES = ("current", "archive", "shared")
LOG_ROOM = 276  # CSS px the replay's log takes beside its table (.rp-log, its margin, the gap)


@dataclass
class ReplayScreen:
    """One open replay: the game's id, its replay, the step shown and whose view."""

    game: str
    replay: Replay
    save: str  # the engine save replayed (exported and shared as it is)
    source: str = "current"  # current | archive | shared
    step: int = 0
    seat: int | None = None  # whose view; None = everything (finished games only)
    fixed_seat: bool = False  # a game in progress: the seat at the device, nothing else
    mode: str = "replay"  # replay | stats
    playing: bool = False
    speed: str = "normal"
    stats_html: str | None = None  # the charts, made once per language
    stats_lang: str = ""  # the language they were made in
    names: list[str] = field(default_factory=list)

    @property
    def finished(self) -> bool:
        return self.replay.finished

    @property
    def last(self) -> int:
        return len(self.replay)


def open_replay(game: str, save_text: str, source: str = "current",
                viewer: int | None = None) -> ReplayScreen:
    """A replay of ``save_text`` (an engine save) shown at its last step. A finished game
    starts with everything shown; a game in progress shows ``viewer``'s view only (the
    public view if nobody sits at the device). Raises ``ReplayError`` for a bad save."""
    if source not in SOURCES:
        raise ValueError(f"unknown replay source {source!r}")
    replay = Replay(save_text)
    finished = replay.finished
    seat = None if finished else (viewer if isinstance(viewer, int) else None)
    return ReplayScreen(game=game, replay=replay, save=save_text, source=source,
                        step=len(replay), seat=seat, fixed_seat=not finished,
                        names=list(replay.names))


def view_at(rs: ReplayScreen) -> dict:
    """The view drawn at the current step (never more than the replay may reveal)."""
    if rs.seat is None and not rs.finished:
        return rs.replay.position(rs.step).view(None)  # the public view only
    return rs.replay.view(rs.step, rs.seat)


def go(rs: ReplayScreen, step: int) -> None:
    """Show ``step`` (clamped to the game); reaching the end stops playing."""
    rs.step = max(0, min(rs.last, int(step)))
    if rs.step >= rs.last:
        rs.playing = False


def act(rs: ReplayScreen, action: str) -> bool:
    """Apply a replay control (``data-action`` or select value); False if not one."""
    name, _, arg = action.partition(":")
    if name == "rp-first":
        go(rs, 0)
    elif name == "rp-back":
        go(rs, rs.step - 1)
    elif name == "rp-fwd":
        go(rs, rs.step + 1)
    elif name == "rp-last":
        go(rs, rs.last)
    elif name == "rp-step" and arg.lstrip("-").isdigit():
        go(rs, int(arg))
    elif name == "rp-play":
        if rs.playing:
            rs.playing = False
        else:
            if rs.step >= rs.last:
                rs.step = 0
            rs.playing = True
    elif name == "rp-speed" and arg in SPEEDS:
        rs.speed = arg
    elif name == "rp-round" and arg.isdigit() and int(arg) in rs.replay.rounds():
        go(rs, rs.replay.round_start(int(arg)))
    elif name == "rp-seat":
        if rs.fixed_seat:
            return True  # a game in progress never shows another seat
        if arg == "all":
            rs.seat = None
        elif arg.isdigit() and int(arg) < rs.replay.players:
            rs.seat = int(arg)
    elif name == "rp-stats" and rs.finished:
        rs.mode = "stats"
        rs.playing = False
    elif name == "rp-table":
        rs.mode = "replay"
    else:
        return False
    return True


def key(rs: ReplayScreen, key_name: str) -> bool:
    """Left/Right step, Home/End jump to the ends (replay mode only)."""
    action = KEYS.get(key_name)
    if action is None or rs.mode != "replay":
        return False
    rs.playing = False
    return act(rs, action)


def tick(rs: ReplayScreen) -> bool:
    """One step of "play"; False once it stops."""
    if not rs.playing:
        return False
    go(rs, rs.step + 1)
    return rs.playing or rs.step == rs.last


# ---------------------------------------------------------------------- drawing
def round_label(rs: ReplayScreen, number: int) -> str:
    return t("rp_" + rs.replay.kind.round_word, n=number)


def step_label(rs: ReplayScreen) -> str:
    return t("rp_step", k=rs.step, n=rs.last)


def live_markup(rs: ReplayScreen, table, ui: UiState, lines: list[str]) -> str:
    """What changes from step to step: the counter, the game's table (``table(view, ui)``)
    and the move's log ``lines``; the binding redraws only this while the slider moves."""
    view = view_at(rs)
    mover = rs.replay.mover(rs.step)
    head = f'{seat_icon(mover)} ' if isinstance(mover, int) else ""
    text = "".join(f"<li>{esc(line)}</li>" for line in lines) or \
        f'<li>{esc(t("rp_start_line"))}</li>'
    return (f'<div class="rp-live" id="rp-live" data-step="{rs.step}">'
            f'<div class="table-wrap" id="table-wrap" tabindex="0" role="region" '
            f'aria-label="{esc(t("table_scroll"))}">{table(view, ui)}</div>'
            f'<aside class="rp-log" id="rp-log" aria-live="polite">'
            f'<div class="rp-where"><span id="rp-counter">{esc(step_label(rs))}</span> · '
            f'<span id="rp-round-now">{esc(round_label(rs, rs.replay.round_at(rs.step)))}'
            f'</span></div><div class="rp-move">{head}<ol class="rp-lines" id="rp-line">'
            f'{text}</ol></div></aside></div>')


def controls(rs: ReplayScreen) -> str:
    """Step buttons, slider, speed, jump to a round, whose view, and the after-game tools."""
    last = rs.last
    at_start, at_end = rs.step == 0, rs.step == last
    dis = {True: " disabled", False: ""}
    out = ['<section class="rp-controls" id="rp-controls">', '<div class="rp-steps">']
    for action, icon, label, off in (("rp-first", "|◀", "rp_first", at_start),
                                     ("rp-back", "◀", "rp_back", at_start)):
        out.append(btn(icon, action=action, cls="tool rp-btn",
                       extra=f' id="{action}" aria-label="{esc(t(label))}" '
                             f'title="{esc(t(label))}"{dis[off]}'))
    play_label = t("rp_pause" if rs.playing else "rp_play")
    out.append(btn("||" if rs.playing else play_label, action="rp-play",
                   cls="tool rp-btn primary",
                   extra=f' id="rp-play" aria-label="{esc(play_label)}" '
                         f'title="{esc(play_label)}" aria-pressed='
                         f'"{"true" if rs.playing else "false"}"'))
    for action, icon, label, off in (("rp-fwd", "▶", "rp_forward", at_end),
                                     ("rp-last", "▶▶|", "rp_last", at_end)):
        out.append(btn(icon, action=action, cls="tool rp-btn",
                       extra=f' id="{action}" aria-label="{esc(t(label))}" '
                             f'title="{esc(t(label))}"{dis[off]}'))
    out.append("</div>")
    out.append(f'<input type="range" id="rp-slider" class="rp-slider" min="0" max="{last}" '
               f'step="1" value="{rs.step}" aria-label="{esc(t("rp_slider"))}" '
               f'aria-valuetext="{esc(step_label(rs))}">')
    out.append('<div class="rp-options">')
    out.append(f'<label>{esc(t("rp_speed"))} <select id="rp-speed">')
    for name in SPEEDS:
        sel = " selected" if name == rs.speed else ""
        out.append(f'<option value="{name}"{sel}>{esc(t("rp_speed_" + name))}</option>')
    out.append("</select></label>")
    now = rs.replay.round_at(rs.step)
    out.append(f'<label>{esc(t("rp_jump"))} <select id="rp-round">')
    for number in rs.replay.rounds():
        sel = " selected" if number == now else ""
        out.append(f'<option value="{number}"{sel}>{esc(round_label(rs, number))}</option>')
    out.append("</select></label></div>")
    out.append(seat_switch(rs))
    if rs.finished:
        out.append('<div class="row buttons rp-tools">'
                   + btn(t("st_open"), action="rp-stats", extra=' id="rp-stats"')
                   + btn(t("share_link"), action="share", extra=' id="rp-share"')
                   + btn(t("rp_export"), action="rp-export", cls="ghost",
                         extra=' id="rp-export"') + "</div>")
    out.append("</section>")
    return "".join(out)


def seat_switch(rs: ReplayScreen) -> str:
    """Finished game: everything or one seat's view. In progress: whose view it is."""
    if rs.fixed_seat:
        who = rs.names[rs.seat] if isinstance(rs.seat, int) else t("rp_public")
        return f'<p class="rp-seen" id="rp-seen">{esc(t("rp_seen_by", name=who))}</p>'
    out = [f'<div class="row rp-seats" id="rp-seats" role="group" '
           f'aria-label="{esc(t("rp_whose_view"))}">']
    choices = [("all", t("rp_everything"), rs.seat is None)]
    choices += [(str(i), t("rp_view_of", name=n), rs.seat == i) for i, n in enumerate(rs.names)]
    for value, label, on in choices:
        out.append(btn(label, action=f"rp-seat:{value}", cls="game-tab" + (" on" if on else ""),
                       extra=f' aria-pressed="{"true" if on else "false"}"'))
    out.append("</div>")
    return "".join(out)


def _bar(title: str, ui: UiState, back: tuple[str, str]) -> str:
    bar = header_bar(title, ui, None)
    close = btn(t(back[0]), action=back[1], cls="tool", extra=f' id="{back[1]}"')
    # the shell's header with the replay's own way out in place of Undo/Menu
    start = bar.index('<div class="tools">')
    return bar[:start] + f'<div class="tools">{close}</div></header>'


def render(rs: ReplayScreen, game_title: str, table, log, ui: UiState,
           message: str = "") -> str:
    """The replay screen: ``table(view, ui)`` draws the game's table, ``log(replay, step)``
    gives the move's log lines. The seat whose view is shown is "you"; showing everything,
    nobody is."""
    with addressing(addressee(ui)):
        return _render(rs, game_title, table, log, ui, message)


def _render(rs: ReplayScreen, game_title: str, table, log, ui: UiState, message: str) -> str:
    lines = log(rs.replay, rs.step) if rs.step else []
    note = (f'<div class="msg info top" id="rp-note">{esc(message)}</div>' if message else "")
    return (_bar(t("rp_title", game=game_title), ui, ("close", "rp-close")) + note
            + controls(rs) + live_markup(rs, table, ui, lines))


def render_stats(rs: ReplayScreen, game_title: str, stats, ui: UiState) -> str:
    """The charts screen: the game's ``stats(replay)`` markup, made once in each language
    shown (a language switch draws them again in the new one)."""
    if rs.stats_html is None or rs.stats_lang != language():
        rs.stats_html = stats(rs.replay) if stats is not None else ""
        rs.stats_lang = language()
    back = ("rp_back_to_replay", "rp-table")
    return (_bar(t("st_title", game=game_title), ui, back)
            + f'<div class="stats-wrap" id="stats">{rs.stats_html}'
            + f'<div class="row buttons">{btn(t("close"), action="rp-close", cls="ghost")}'
            + "</div></div>")


def share_dialog(link: str) -> str:
    """The link to a finished game, selectable, with a copy button."""
    return ('<div class="overlay" id="share"><div class="dialog share-dialog">'
            f'<h2>{esc(t("share_title"))}</h2><p>{esc(t("share_help"))}</p>'
            f'<input id="share-link" class="share-link" readonly value="{esc(link)}" '
            f'aria-label="{esc(t("share_title"))}">'
            f'<p class="share-size">{esc(t("share_size", n=len(link)))}</p>'
            '<div class="row buttons">'
            + btn(t("share_copy"), action="share-copy", cls="primary", extra=' id="share-copy"')
            + btn(t("close"), action="share-close", cls="ghost") + "</div></div></div>")
