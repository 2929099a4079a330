"""Moves you can watch and the turn signal (issue 23): other seats' moves animate on the table
(at most about 600 ms, at the computer pace), never at ?pace=instant or under
prefers-reduced-motion, and a press during an animation finishes it at once; when the person's
turn comes after the computer played, the title says so, the action bar gives a short cue, and
the chime sounds only when the person turned it on."""

from __future__ import annotations

from conftest import moves_count, sized_context, wait_ready

# every Element.animate call, kept in window.__moves: [piece key, duration, keyframes]
RECORD_JS = """(() => {
  window.__moves = [];
  const animate = Element.prototype.animate;
  Element.prototype.animate = function (frames, options) {
    window.__moves.push([this.getAttribute('data-piece') || this.tagName, options.duration,
                         frames.length]);
    return animate.call(this, frames, options);
  };
})();"""


# the pieces moving now (web/motion.js animations; the CSS rings that fade are not moves)
MOVING = ("document.getAnimations().filter(a => a.playState === 'running' && "
          "!(a instanceof CSSAnimation) && a.effect.target.closest('#table')).length")


def _computer_game(page, game: str, players: int = 2) -> None:
    """Only computer seats (easy), so moves keep coming."""
    if game != "yokohama":
        page.click(f"[data-action='game:{game}']")
        page.wait_for_selector(f"body[data-game='{game}'] #new-game")
    page.select_option("#f-players", str(players))
    for i in range(players):
        page.select_option(f"#f-kind{i}", "computer")
        page.select_option(f"#f-level{i}", "easy")
    page.fill("#f-seed", "5")
    page.click("[data-action=start]")


def _watch(browser, server, pace: str, reduced: str, game: str, wait_ms: int) -> list:
    ctx = sized_context(browser, 1280, 800, reduced_motion=reduced)
    ctx.add_init_script(RECORD_JS)
    page = ctx.new_page()
    try:
        page.goto(server + f"?pace={pace}")
        wait_ready(page)
        _computer_game(page, game)
        page.wait_for_function("Number(document.body.dataset.moves) >= 12",
                               timeout=wait_ms + 60_000)
        return page.evaluate("window.__moves")
    finally:
        ctx.close()


def test_other_seats_moves_animate_within_600_ms(browser, server):
    for game in ("machikoro", "yokohama"):
        moves = _watch(browser, server, "normal", "no-preference", game, 30_000)
        assert moves, game
        assert all(0 < ms <= 600 for _, ms, _ in moves), moves
        keys = {key.rsplit("-", 1)[0] for key, _, _ in moves}
        if game == "machikoro":
            assert {"die", "coins"} & keys or any(k.startswith("bld") for k in keys), keys
        else:
            assert any(k.startswith(("asst", "pres")) for k in keys), keys


def test_nothing_moves_under_reduced_motion_or_at_the_instant_pace(browser, server):
    assert _watch(browser, server, "fast", "reduce", "machikoro", 30_000) == []
    assert _watch(browser, server, "instant", "no-preference", "machikoro", 30_000) == []


def test_a_press_during_a_move_finishes_it_at_once(browser, server):
    ctx = sized_context(browser, 1280, 800)
    page = ctx.new_page()
    try:
        page.goto(server + "?pace=slow")
        wait_ready(page)
        _computer_game(page, "machikoro")
        page.wait_for_function(f"{MOVING} > 0", timeout=60_000, polling=20)
        page.mouse.down()  # anywhere: the press finishes every move before anything else
        page.mouse.up()
        assert page.evaluate(MOVING) == 0
    finally:
        ctx.close()


def test_your_turn_title_cue_and_the_chime_only_when_asked(browser, server):
    ctx = sized_context(browser, 1280, 800)
    page = ctx.new_page()
    try:
        page.goto(server + "?pace=fast")
        wait_ready(page)
        page.click("[data-action='game:machikoro']")
        page.select_option("#f-players", "2")
        page.select_option("#f-kind0", "human")
        page.select_option("#f-kind1", "computer")
        page.select_option("#f-level1", "easy")
        page.fill("#f-seed", "5")
        page.click("[data-action=start]")
        page.wait_for_selector("#decisions [data-move^='roll']")
        assert page.title().startswith("▶")  # the person's turn: the title says it
        page.click("[data-action=menu]")
        assert page.get_attribute("#sound-btn", "aria-pressed") == "false"  # off by default
        page.click("#sound-btn")
        assert page.get_attribute("#sound-btn", "aria-pressed") == "true"
        assert page.evaluate("localStorage.getItem('app.sound')") == "on"
        page.click("#menu [data-action=menu-close]")
        page.evaluate("""() => { window.__cues = 0;
          new MutationObserver(ms => ms.forEach(m => {
            if (m.target.classList && m.target.classList.contains('turn-cue')) window.__cues++;
          })).observe(document.body, {subtree: true, attributes: true,
                                      attributeFilter: ['class']}); }""")
        for _ in range(2):  # the person's turns (roll, build nothing); the computer's between
            while page.get_attribute("body", "data-current") == "0":
                before = moves_count(page)
                page.locator("#decisions [data-move^='roll'], #decisions [data-move='pass'], "
                             "#decisions [data-move^='keep']").first.click()
                page.wait_for_function(f"Number(document.body.dataset.moves) > {before}")
            assert not page.title().startswith("▶")  # the computer's turn
            page.wait_for_function("document.body.dataset.current === '0'", timeout=60_000)
            page.wait_for_selector("#decisions [data-move^='roll']")
        assert page.evaluate("window.__cues") >= 1
        assert int(page.get_attribute("body", "data-chimed") or 0) >= 1
    finally:
        ctx.close()


PAGE = """<div id="app"><svg id="table" viewBox="0 0 600 200" width="600" height="200">
  <g data-area="r0c0"><rect class="tile" x="0" y="0" width="100" height="100"/>{a}</g>
  <g data-area="r0c1"><rect class="tile" x="200" y="0" width="100" height="100"/></g>
  <g data-area="r0c2"><rect class="tile" x="400" y="0" width="100" height="100"/>{b}</g>
</svg></div>"""
PRES = '<g data-piece="pres-1"{via}><circle cx="{x}" cy="80" r="10"/></g>'


def test_a_president_travels_its_route_area_by_area(page, site):
    """web/motion.js alone, on a drawing made here: the president moved from the first area
    to the third, passing the second; it goes through the second area's same spot."""
    page.set_content(PAGE.format(a=PRES.format(via="", x=20), b=""))
    page.add_script_tag(path=str(site / "motion.js"))
    page.evaluate(RECORD_JS)
    page.evaluate("window.yokoMotion.before()")
    page.evaluate("html => document.getElementById('app').innerHTML = html",
                  PAGE.format(a="", b=PRES.format(via=' data-via="r0c1"', x=420)))
    assert page.evaluate("window.yokoMotion.after(600)") == 1
    frames = page.evaluate("""() => document.querySelector('[data-piece="pres-1"]')
        .getAnimations()[0].effect.getKeyframes().map(k => k.transform)""")
    assert len(frames) == 3  # from the first area, through the second, to the third
    assert frames[0].startswith("translate(-400") and frames[1].startswith("translate(-200")
    assert frames[2].startswith("translate(0")
    assert page.evaluate("window.__moves")[0][1] == 600
