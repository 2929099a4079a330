"""Start-up: the trimmed standard library carries whole games of both kinds, and every file the
page asks for is in the service worker's (lighter) precache."""

from __future__ import annotations

import json
import re
import zipfile

from conftest import moves_count, open_page, reveal_if_asked, start_game, wait_ready

STDLIB = "/lib/python314.zip/"


def _precache(site) -> set[str]:
    text = (site / "precache.js").read_text(encoding="utf-8")
    files = json.loads(re.search(r"self\.PRECACHE = (\{.*\});", text, re.S)[1])["files"]
    return {f.removeprefix("./") for f in files}


def _shipped_stdlib(site) -> set[str]:
    with zipfile.ZipFile(next(site.glob("vendor/*/pyodide")) / "python_stdlib.zip") as zf:
        return set(zf.namelist())


def _module_path(name: str) -> str:
    """A standard-library file without its .py/.pyc ending."""
    return re.sub(r"\.pyc?$", "", name)


def _all_computer_game(page, game: str) -> None:
    """Two computer seats of the two quickest levels, to the end of the game (every module the
    page ships is also imported on the trimmed stdlib by tests/test_stdlib_trim.py)."""
    if page.locator("#new-game").count() == 0:
        page.click("[data-action=hide-final]")
        page.click("[data-action=menu]")
        page.click("#menu [data-action=new]")
    if game != "yokohama":
        page.click(f"[data-action='game:{game}']")
        page.wait_for_selector(f"body[data-game='{game}'] #new-game")
    levels = page.eval_on_selector_all("#f-level0 option", "els => els.map(e => e.value)")
    page.select_option("#f-players", "2")
    for i in range(2):
        page.select_option(f"#f-kind{i}", "computer")
        page.select_option(f"#f-level{i}", levels[i % len(levels)])
    page.fill("#f-seed", "3")
    page.click("[data-action=start]")
    page.wait_for_selector("body[data-over='true']", state="attached", timeout=600_000)


def test_whole_games_run_on_the_trimmed_stdlib_from_the_precache(page, server, site):
    errors: list[str] = []
    asked: set[str] = set()
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("request", lambda r: asked.add(r.url.removeprefix(server).split("?")[0]))
    open_page(page, server, "?pace=instant")
    loaded: dict[str, str] = {}
    for game in ("yokohama", "machikoro"):
        _all_computer_game(page, game)
        loaded.update(json.loads(page.evaluate("window.yokoModules()")))
    assert errors == []
    # the games ran on the trimmed copy: every standard-library module they loaded is in it
    # (as bytecode; the interpreter's frozen modules name a .py file there)
    files = {_module_path(file.removeprefix(STDLIB)) for file in loaded.values()
             if file.startswith(STDLIB)}
    shipped = {_module_path(name) for name in _shipped_stdlib(site)}
    assert len(files) > 100
    assert files <= shipped, files - shipped
    assert {"yokohama.ai", "machikoro.ai", "web.machikoro.render"} <= set(loaded)
    # and every file the page asked for is precached (so the game plays offline)
    assert asked - {""} <= _precache(site), asked - _precache(site)


def test_the_site_ships_the_trimmed_stdlib(site):
    shipped = _shipped_stdlib(site)
    assert len(shipped) < 300
    assert "unittest/__init__.pyc" not in shipped and "email/__init__.pyc" not in shipped
    assert {"asyncio/__init__.pyc", "json/__init__.pyc", "typing.pyc"} <= shipped
    assert not [name for name in shipped if name.endswith(".py")]  # bytecode only


# ---------------------------------------------------------------------- the kept table
PAINT_KEY = "app.paint"
RUNTIME = "**/pyodide.asm.wasm"


def _solo_game_kept(page, server) -> dict:
    """A game against the computer, up to the person's first decision; returns the kept copy."""
    open_page(page, server, "?pace=instant")
    start_game(page, [("Aiko", "human"), ("Ben", "computer")], seed=8)
    page.wait_for_function("document.body.dataset.current === '0'")
    page.wait_for_function(f"(localStorage.getItem('{PAINT_KEY}') || '').includes('svg id=')")
    return json.loads(page.evaluate(f"localStorage.getItem('{PAINT_KEY}')"))


def test_kept_table_is_painted_inert_before_python_then_goes_live(page, server):
    _solo_game_kept(page, server)
    live_box = page.locator("#table").bounding_box()
    page.route(RUNTIME, lambda route: route.abort())  # Python never starts on this load
    page.reload()
    page.wait_for_selector("#app[inert] #table", state="attached")
    assert page.locator("#starting").is_visible()
    assert page.get_attribute("body", "data-ready") is None
    assert page.evaluate("performance.getEntriesByName('yoko:painted').length") == 1
    assert page.locator("#table").bounding_box() == live_box  # no jump when Python takes over
    page.unroute(RUNTIME)
    page.reload()
    wait_ready(page, timeout=180_000)
    assert page.get_attribute("#app", "inert") is None
    assert page.locator("#starting").count() == 0
    assert page.locator("#table").bounding_box() == live_box
    before = moves_count(page)
    page.locator("[data-move^='keep ']").first.click()
    page.wait_for_function(f"Number(document.body.dataset.moves) > {before}")


HOSTILE = (
    '<svg id="table"><script>window.__pwned = 1</script></svg>',
    '<div id="new-game"><img src="x" onerror="window.__pwned = 2"></div>',
    '<svg id="table"><g onclick="window.__pwned = 3"></g></svg>',
    '<svg id="table"><a href="javascript:window.__pwned = 4"><text>x</text></a></svg>',
    '<svg id="table"><foreignObject><div>x</div></foreignObject></svg>',
    '<svg id="table"><set attributeName="x" onbegin="window.__pwned = 5"/></svg>',
    '<div id="new-game" style="background: url(https://example.invalid/x)"></div>',
    '<div id="final"><iframe srcdoc="<script>parent.__pwned = 6</script>"></iframe></div>',
)
SAFE = ("#app script, #app img, #app iframe, #app foreignObject, #app set, #app a, "
        "#app [onclick], #app [onerror], #app [href], #app [style]")


def test_hostile_or_broken_kept_copies_are_ignored_and_the_page_starts(page, server):
    kept = _solo_game_kept(page, server)
    page.route(RUNTIME, lambda route: route.abort())
    for html in HOSTILE:  # painted with what does not belong taken out: nothing runs
        page.evaluate("([k, v]) => localStorage.setItem(k, v)",
                      [PAINT_KEY, json.dumps({**kept, "html": html})])
        page.reload()
        page.wait_for_selector("#app[inert]", state="attached")
        page.wait_for_timeout(200)
        assert page.evaluate("window.__pwned") is None, html
        assert page.locator(SAFE).count() == 0, html
    broken = ["{not json", json.dumps({**kept, "v": "another build"}),
              json.dumps({**kept, "html": '<div class="loading">no known screen</div>'}),
              json.dumps({**kept, "html": kept["html"] + " " * 400_000}),
              json.dumps({**kept, "narrow": not kept["narrow"]}),
              json.dumps({**kept, "at": kept["at"] - 40 * 86_400_000})]
    for text in broken:  # not shown at all
        page.evaluate("([k, v]) => localStorage.setItem(k, v)", [PAINT_KEY, text])
        page.reload()
        page.wait_for_selector("#loading", state="attached")
        assert page.locator("#app[inert]").count() == 0, text
        assert page.locator("#starting").count() == 0
    page.unroute(RUNTIME)
    page.reload()
    wait_ready(page, timeout=180_000)
    assert page.evaluate("window.__pwned") is None
    assert page.locator("#table").count() == 1


def test_hot_seat_keeps_the_pass_screen_never_a_seats_hidden_view(page, server):
    open_page(page, server, "?pace=instant")
    start_game(page, [("Aiko", "human"), ("Ben", "human")], seed=5)
    page.wait_for_selector("#pass-screen")
    page.wait_for_function(f"(localStorage.getItem('{PAINT_KEY}') || '').includes('pass-screen')")
    reveal_if_asked(page)
    page.wait_for_selector("[data-move^='keep ']")
    page.wait_for_timeout(1000)  # longer than the keeping delay
    kept = json.loads(page.evaluate(f"localStorage.getItem('{PAINT_KEY}')"))
    assert "pass-screen" in kept["html"] and "data-move" not in kept["html"]
    page.route(RUNTIME, lambda route: route.abort())
    page.reload()
    page.wait_for_selector("#app[inert] #pass-screen", state="attached")
    assert page.locator("#app [data-move]").count() == 0


# ---------------------------------------------------------------------- a first visit
def test_first_visit_start_screen_is_html_at_once_and_a_start_waits_for_python(page, server):
    held: list = []
    # the runtime download waits until the test lets it go
    page.route(RUNTIME, lambda route: held.append(route))
    page.goto(server + "?pace=instant")
    page.wait_for_selector("#app[data-first] #new-game")
    assert page.get_attribute("body", "data-ready") is None
    assert page.evaluate("performance.getEntriesByName('yoko:start-screen').length") == 1
    page.fill("#f-name0", "Zoe")
    page.fill("#f-seed", "12")
    page.click("[data-action=start]")  # Python is not there yet: the press is kept
    page.wait_for_selector("#new-game .waiting[data-action=start]")
    assert page.locator("#starting.busy").is_visible()
    for route in held:
        route.continue_()
    page.unroute(RUNTIME)
    wait_ready(page, timeout=180_000)
    page.wait_for_selector("#new-game", state="detached")  # the game started by itself
    assert page.locator("#starting").count() == 0
    saved = json.loads(page.evaluate("localStorage.getItem('yokohama.save')"))
    assert saved["config"]["seats"][0]["name"] == "Zoe"
    assert str(saved["config"]["seed"]) == "12"


KEPT = "performance.getEntriesByName('yoko:bytecode-kept').length"


def test_the_pages_bytecode_is_kept_soon_after_a_game_starts_and_used_on_reload(page, server):
    """Issue 15: the modules a game imports are compiled once; a reload puts their bytecode
    back before importing, also when it comes right after the game started."""
    open_page(page, server, "?pace=instant")
    page.wait_for_function(f"{KEPT} >= 1", timeout=10_000)  # the start screen's modules
    before = page.evaluate(KEPT)
    start_game(page, [("Aiko", "human"), ("Ben", "computer")], seed=8)
    page.wait_for_function("document.body.dataset.current === '0'")
    page.wait_for_function(f"{KEPT} > {before}", timeout=10_000)  # the game's modules too
    page.reload()
    wait_ready(page)
    restored = page.evaluate(
        "performance.getEntriesByName('yoko:bytecode-restored').map(m => m.detail)")
    assert len(restored) == 1 and restored[0] >= 60, restored
    before = moves_count(page)
    page.locator("[data-move^='keep ']").first.click()
    page.wait_for_function(f"Number(document.body.dataset.moves) > {before}")


def test_a_first_visit_loads_the_rules_and_the_table_renderer_when_idle(page, server):
    """Issue 15: the start screen needs neither (tests/web/test_start_screen_light.py); once it
    is drawn and the page is idle they are imported, so Start is quick."""
    open_page(page, server, "?pace=instant")
    for name in ("yokohama.game", "yokohama.start", "web.yokohama.render"):
        page.wait_for_function(f"'{name}' in JSON.parse(window.yokoModules())",
                               timeout=20_000)
    start_game(page, [("Aiko", "human"), ("Ben", "computer")], seed=8)
    page.wait_for_function("document.body.dataset.current === '0'")
    assert page.locator("#table").count() == 1
    assert page.locator("[data-move^='keep ']").count() >= 1


FIRST_VISIT_GZIP_BUDGET = 5_000_000  # issue 15: a first visit's bytes, gzip, precache included


def _first_visit_files(site) -> set[str]:
    """What a first visit downloads: the page and everything the service worker precaches, the
    worker's own two scripts, and the manifest's 192 px icon, which Chromium fetches to know
    that the app can be installed (bench/page_bench.py sees these requests on a real load)."""
    manifest = json.loads((site / "manifest.webmanifest").read_text(encoding="utf-8"))
    icon = next(i["src"] for i in manifest["icons"]
                if i["purpose"] == "any" and i["sizes"] == "192x192")
    page = {name or "index.html" for name in _precache(site)}  # ("./" is the page)
    return page | {"sw.js", "precache.js", icon}


def test_the_first_visit_stays_within_its_byte_budget(site):
    """Every file a first visit downloads, as a gzip-serving host sends it, stays within the
    budget of issue 15: a size, not a time, so this cannot flake."""
    import gzip

    names = _first_visit_files(site)
    sizes = {name: len(gzip.compress((site / name).read_bytes(), 6)) for name in names}
    total = sum(sizes.values())
    biggest = sorted(sizes.items(), key=lambda kv: -kv[1])[:6]
    assert total <= FIRST_VISIT_GZIP_BUDGET, (total, biggest)
