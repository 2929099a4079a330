"""The learning aids on the page, the same for every game (pure): the how-to-play overlay
(table of contents, search, sections from ``web/content/<game>/howto.<lang>.md``), the
tutorial's coach panel, the hint line and the highlight of a move on the table.

Which section fits the moment comes from the game (``GameUI.howto_context``: context keys
such as ``("stage", "move")``, resolved through the game's ``keys.json``).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from boardgame import howto as howto_data
from web.shell import markdown, protocol
from web.shell.messages import has, t
from web.shell.pieces import btn, esc
from web.shell.ui_state import UiState

LEGEND = "icons"  # the section every game's icon legend has
HELP = "help"


@lru_cache(maxsize=8)
def howto(game_id: str, lang: str = "en") -> howto_data.Howto:
    """The game's how-to-play text (read once), from its content folder."""
    content = protocol.registered(game_id).content
    if content is None:
        raise LookupError(f"the game {game_id!r} has no How to play")
    return howto_data.load(content, lang)


def section_for_context(game_id: str, context: list[tuple[str, str]]) -> str | None:
    """The first context key (most specific first) that names a section."""
    h = howto(game_id)
    for kind, value in context:
        sid = h.section_for(kind, str(value))
        if sid:
            return sid
    return None


def open_section(game_id: str, view: dict | None, ui: UiState) -> str:
    """Where "How to play" opens now: the part matching what the person is doing (selected
    element, then pending decision), else the first section."""
    gi = protocol.game(game_id)
    context = gi.howto_context(view, ui) if gi is not None and view is not None else []
    sid = section_for_context(game_id, context)
    return sid or next(iter(howto(game_id).sections))


def search(game_id: str, query: str) -> list[str]:
    """Ids of the sections matching every word of ``query`` (all sections when empty)."""
    h = howto(game_id)
    if not query.strip():
        return list(h.sections)
    return h.search(query, limit=len(h.sections))


def howto_overlay(ui: UiState) -> str:
    """The how-to-play screen: search box, table of contents, every section (the one to open
    at carries ``data-open``; the binding scrolls to it)."""
    h = howto(ui.game)
    target = ui.howto if ui.howto in h.sections else next(iter(h.sections))
    out = ['<div class="overlay solid" id="howto"><div class="dialog howto" role="document">',
           f'<div class="howto-head"><div class="howto-title"><h2>{esc(h.title)}</h2>',
           f'<a href="#howto-toc" class="howto-link">{esc(t("howto_contents"))}</a>',
           btn(t("close"), action="howto-close", cls="ghost close-howto"), "</div>",
           f'<input type="search" id="howto-search" class="howto-search" autocomplete="off" '
           f'placeholder="{esc(t("howto_search"))}" aria-label="{esc(t("howto_search"))}">'
           '</div>',
           f'<p class="howto-none" id="howto-none" hidden>{esc(t("howto_no_match"))}</p>',
           f'<nav class="howto-toc" id="howto-toc" aria-label="{esc(t("howto_contents"))}"><ol>']
    for e in h.toc():
        out.append(f'<li class="toc-l{e["level"]}" data-toc="{esc(e["id"])}"><a '
                   f'href="#howto-{esc(e["id"])}" class="howto-link" '
                   f'data-action="howto:{esc(e["id"])}">{esc(e["title"])}</a></li>')
    out.append('</ol></nav><div class="howto-body" id="howto-body">')
    for s in h.sections.values():
        tag = "h3" if s.level == 2 else "h4"
        mark = ' data-open="true"' if s.id == target else ""
        out.append(f'<section class="howto-sec lvl{s.level}" id="howto-{esc(s.id)}" '
                   f'data-section="{esc(s.id)}"{mark}><{tag}>{esc(s.title)}</{tag}>'
                   f'{markdown.render(s.body)}</section>')
    out.append("</div></div></div>")
    return "".join(out)


def help_link(section: str) -> str:
    """A "more in How to play" link to ``section`` (under explanations)."""
    return (f'<a href="#howto-{esc(section)}" class="howto-link help-link" '
            f'data-action="howto:{esc(section)}">{esc(t("howto_more"))}</a>')


def coach_panel(ui: UiState, over_final: bool = False) -> str:
    """The tutorial's panel: step n of N, what just happened, what to do now and why (its
    last words ``over_final``: above the final scores)."""
    c = ui.coach
    if not c:
        return ""
    cls = "coach over-final" if over_final else "coach"
    out = [f'<aside class="{cls}" id="coach" aria-live="polite"><div class="coach-head">'
           f'<strong>{esc(t("tutorial_title"))}</strong> <span id="coach-step">'
           f'{esc(t("tutorial_step", n=c["step"], total=c["steps"]))}</span></div>']
    if c.get("intro"):
        out.append(f'<p class="coach-intro">{esc(t("tutorial_intro"))}</p>')
    if c.get("done"):
        out.append(f'<p class="coach-done" id="coach-done">{esc(c["done"])}</p>')
    if c.get("say"):
        out.append(f'<p class="coach-say" id="coach-say">{esc(c["say"])}</p>')
    if c.get("end"):
        out.append(f'<p class="coach-end" id="coach-end">{esc(t("tutorial_finished"))}</p>')
        out.append(btn(t("tutorial_real_game"), action="tutorial-leave:new", cls="primary"))
    out.append(btn(t("tutorial_leave"), action="tutorial-leave", cls="ghost"))
    out.append("</aside>")
    return "".join(out)


def hint_line(ui: UiState) -> str:
    """The hint shown now: its reason (the move itself is highlighted on the table)."""
    if not ui.hint:
        return ""
    return (f'<div class="msg hint" id="hint-text">{esc(t("hint_reason", text=ui.hint["text"]))}'
            f'{btn(t("dismiss"), action="hint-close", cls="close")}</div>')


def hint_count(ui: UiState, names: list[str]) -> str:
    """The final screen's line: hints used per seat (only when any were used)."""
    used = (ui.final or {}).get("hints") or []
    if not any(used):
        return ""
    parts = ", ".join(t("hints_of", name=n, n=k) for n, k in zip(names, used, strict=False))
    return f'<p class="hints-used" id="hints-used">{esc(t("hints_used", list=parts))}</p>'


Words = Callable[[str, object], "str | None"]


def worded_params(params: dict, word: Words | None = None) -> dict[str, str]:
    """An engine's reason parameters as words of the current language: the game's
    ``word(name, value)`` first (names of areas, cards, goods, ...), else numbers as they
    are, yes/no, lists joined; ids the game does not know stay as they are."""
    def one(name: str, value: object) -> str:
        got = word(name, value) if word is not None else None
        if got is not None:
            return got
        if isinstance(value, bool):
            return t("optv_true" if value else "optv_false")
        if isinstance(value, float):
            return decimal(value)
        if isinstance(value, (list, tuple)):
            return t("list_sep").join(one(name, v) for v in value)
        if isinstance(value, dict):
            return t("list_sep").join(f"{n} {one(name, k)}" for k, n in value.items())
        return "" if value is None else str(value)

    return {name: one(name, value) for name, value in params.items()}


def decimal(x: float) -> str:
    """``x`` with one decimal, written with the language's decimal sign (``decimal_sign``)."""
    return f"{x:.1f}".replace(".", t("decimal_sign"))


def reason_text(code: str, params: dict, english: str, key_prefix: str,
                word: Words | None = None) -> str:
    """One engine reason in the catalogue's words (``key_prefix + code``), its parameters
    worded by ``word``; the engine's English only for a code the catalogue lacks."""
    key = key_prefix + code
    if not has(key):
        return english
    fields = worded_params(params, word)
    for counted in ("count", "coins"):  # plural messages count with n
        if counted in params and "n" not in params:
            fields["n"] = params[counted]
    return t(key, **fields)


def explained(refusal, key_prefix: str, game_id: str, context: tuple[str, str] | None,
              move: str, head_stage: dict[str, str],
              word: Words | None = None) -> tuple[str, str] | None:
    """A game's refusal (or None) as (sentence in the catalogue's words, how-to section).

    The section is the one for ``context`` (a (kind, value) key of the game's ``keys.json``),
    else the one for the decision the move's first word belongs to (``head_stage``)."""
    if refusal is None:
        return None
    text = reason_text(refusal.code, refusal.params, refusal.text, key_prefix, word)
    h = howto(game_id)
    section = (h.section_for(*context) or "") if context else ""
    head = move.split()[0] if move.split() else ""
    if not section and head in head_stage:
        section = h.section_for("stage", head_stage[head]) or ""
    return text, section


def asked_hint(engine_hint, game, seat: int, key_prefix: str = "",
               word: Words | None = None,
               code: Callable[[object], str] | None = None) -> tuple[str, str]:
    """``engine_hint(game, seat, seed)``'s move and its reasons (seeded by the move count),
    each worded by the catalogue (``key_prefix`` + ``code(reason)``, else its code) in the
    current language."""
    h = engine_hint(game, seat, seed=len(game.moves))
    if not key_prefix:
        return h.move, h.text
    return h.move, t("hint_sep").join(
        reason_text(code(r) if code else r.code, r.params, r.text, key_prefix, word)
        for r in h.reasons)


MAX_EXPLAINED_MOVE = 200  # a longer "move" is no move of any game: not worth parsing


def refused_text(gi, game, move: str, seat, error: object) -> str:
    """The message for a move the engine refused: the game's worded "why not?" in the
    person's language when it has one, else the engine's error inside the page's sentence."""
    from web.shell.saves import short

    if gi.explain is not None and game is not None and len(move) <= MAX_EXPLAINED_MOVE:
        try:
            answer = gi.explain(game, move, seat if isinstance(seat, int) else None)
        except Exception:  # a broken explanation must not hide the refusal
            answer = None
        if answer:
            return answer[0]
    return t("illegal", detail=short(error, 120))
