"""Measure how readable the shown page is: smallest text, smallest legal target, contrast.

Shared by ``bench/readability.py`` (prints the figures) and ``e2e/test_readability.py``
(asserts the thresholds). Everything is measured in the page by one script (:data:`PROBE_JS`):

* Text: every visible SVG ``<text>`` and every visible HTML element with its own text. Its
  rendered size is the computed ``font-size`` times the scale of the element on screen
  (``getScreenCTM`` for SVG; HTML text is taken at scale 1). Elements with no layout box
  (``display: none``, closed ``<details>``), ``visibility: hidden`` or an empty string are
  skipped; text scrolled outside its viewport still counts (it is there to read after a scroll).
* Legal targets: every ``[data-move]`` and ``[data-target]`` element with a layout box; its size
  is the smaller side of ``getBoundingClientRect`` (for SVG groups this includes the ring).
* Contrast (WCAG 2.x relative luminance): the text colour (``fill`` for SVG, ``color`` for HTML,
  times the element's effective opacity) against the background behind it. For SVG the
  background is found geometrically: the shapes (``rect``, ``circle``, ``ellipse``, ``path``,
  ``polygon``) that come before the text in document order (so are painted under it) and whose
  bounding box contains the text's centre; the last such shape with a visible fill is on top,
  and translucent fills are composited over the shapes below. Approximations: a circle or path
  counts by its bounding box; gradients, patterns and strokes are ignored. For HTML the
  background is the first ancestor with a non-transparent ``background-color`` (composited over
  further ancestors when translucent); background images are ignored. The threshold is 4.5:1,
  or 3:1 for large text (at least 24 px, or at least 18.66 px and bold).
"""

from __future__ import annotations

SIZES: dict[str, tuple[int, int, bool]] = {  # name -> (width, height, touch)
    "1280x800": (1280, 800, False),
    "1920x1080": (1920, 1080, False),
    "820x1180": (820, 1180, True),
    "390x844": (390, 844, True),
}
MIN_TEXT_PX = 11.0
MIN_TARGET_TOUCH_PX = 24.0
MIN_TARGET_MOUSE_PX = 20.0

PROBE_JS = r"""
() => {
  const parse = (c) => {
    if (!c || c === 'none' || c === 'transparent') return null;
    const m = c.match(/rgba?\(([^)]+)\)/);
    if (!m) return null;
    const p = m[1].split(/[ ,\/]+/).filter(Boolean).map(Number);
    return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1];
  };
  const lin = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
  const lum = (c) => 0.2126 * lin(c[0]) + 0.7152 * lin(c[1]) + 0.0722 * lin(c[2]);
  const ratio = (a, b) => { const x = lum(a), y = lum(b); return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05); };
  const over = (top, a, under) => [0, 1, 2].map(i => top[i] * a + under[i] * (1 - a));
  const effOpacity = (el) => {
    let o = 1;
    for (let e = el; e && e.nodeType === 1; e = e.parentElement) o *= Number(getComputedStyle(e).opacity || 1);
    return o;
  };
  const shown = (el) => {
    const r = el.getBoundingClientRect();
    if (r.width <= 0 || r.height <= 0) return false;
    const cs = getComputedStyle(el);
    return cs.visibility !== 'hidden' && cs.display !== 'none';
  };
  const htmlBackground = (el) => {
    const layers = [];
    for (let e = el; e && e.nodeType === 1; e = e.parentElement) {
      const c = parse(getComputedStyle(e).backgroundColor);
      if (c && c[3] > 0) { layers.push(c); if (c[3] >= 1) break; }
    }
    let bg = [255, 255, 255];
    for (let i = layers.length - 1; i >= 0; i--) bg = over(layers[i], layers[i][3], bg);
    return bg;
  };
  const texts = [];
  const add = (el, text, px, color, bg, bold) => {
    const large = px >= 24 || (px >= 18.66 && bold);
    const need = large ? 3 : 4.5;
    const r = ratio(color, bg);
    texts.push({text: text.slice(0, 40), px: Math.round(px * 10) / 10, ratio: Math.round(r * 100) / 100,
                fail: r < need, id: (el.closest('[id]') || {}).id || ''});
  };
  // ---- SVG texts, with the shapes painted under them
  for (const svg of document.querySelectorAll('#app svg')) {
    if (!shown(svg)) continue;
    const under = [];  // shapes so far, in paint order: {rect, color, alpha}
    for (const el of svg.querySelectorAll('rect,circle,ellipse,path,polygon,text')) {
      if (el.tagName === 'text') {
        if (!shown(el)) continue;
        const text = el.textContent.trim();
        if (!text) continue;
        const cs = getComputedStyle(el);
        const ctm = el.getScreenCTM();
        const scale = ctm ? Math.sqrt(Math.abs(ctm.a * ctm.d - ctm.b * ctm.c)) : 1;
        const px = parseFloat(cs.fontSize) * scale;
        const r = el.getBoundingClientRect();
        const cx = r.left + r.width / 2, cy = r.top + r.height / 2;
        const hits = [];
        for (let i = under.length - 1; i >= 0; i--) {
          const u = under[i];
          if (cx >= u.r.left && cx <= u.r.right && cy >= u.r.top && cy <= u.r.bottom) {
            hits.push(u);
            if (u.a >= 1) break;
          }
        }
        let bg = htmlBackground(svg.parentElement);
        for (let i = hits.length - 1; i >= 0; i--) bg = over(hits[i].c, hits[i].a, bg);
        const fill = parse(cs.fill) || [0, 0, 0, 1];
        const color = over(fill, fill[3] * Number(cs.fillOpacity || 1) * effOpacity(el), bg);
        add(el, text, px, color, bg, Number(cs.fontWeight) >= 700);
      } else {
        if (el.classList.contains('ring') || el.classList.contains('changed-ring')) continue;
        const cs = getComputedStyle(el);
        const c = parse(cs.fill);
        if (!c) continue;
        const a = c[3] * Number(cs.fillOpacity || 1) * effOpacity(el);
        if (a <= 0.05 || !shown(el)) continue;
        under.push({r: el.getBoundingClientRect(), c, a});
      }
    }
  }
  // ---- HTML texts: elements with a text node of their own
  for (const el of document.querySelectorAll('#app *')) {
    if (el.closest('svg') || ['SCRIPT', 'STYLE', 'TITLE', 'OPTION'].includes(el.tagName)) continue;
    let own = '';
    for (const n of el.childNodes) if (n.nodeType === 3) own += n.textContent;
    own = own.trim();
    if (!own || !shown(el)) continue;
    const cs = getComputedStyle(el);
    const bg = htmlBackground(el);
    const c = parse(cs.color) || [0, 0, 0, 1];
    add(el, own, parseFloat(cs.fontSize), over(c, c[3] * effOpacity(el), bg), bg,
        Number(cs.fontWeight) >= 700);
  }
  // ---- legal targets
  const targets = [];
  for (const el of document.querySelectorAll('#app [data-move], #app [data-target]')) {
    if (!shown(el)) continue;
    const r = el.getBoundingClientRect();
    targets.push({move: el.getAttribute('data-move') || el.getAttribute('data-target'),
                  w: Math.round(r.width * 10) / 10, h: Math.round(r.height * 10) / 10});
  }
  return {texts, targets, docWidth: document.documentElement.scrollWidth,
          viewWidth: window.innerWidth};
}
"""


def measure(page) -> dict:
    """Run the probe in ``page``; return the summary figures and the worst offenders."""
    raw = page.evaluate(PROBE_JS)
    texts, targets = raw["texts"], raw["targets"]
    smallest = min(texts, key=lambda x: x["px"]) if texts else None
    target = min(targets, key=lambda x: min(x["w"], x["h"])) if targets else None
    fails = [x for x in texts if x["fail"]]
    return {
        "texts": len(texts),
        "min_text": smallest["px"] if smallest else None,
        "min_text_of": smallest["text"] if smallest else "",
        "under_11": sum(1 for x in texts if x["px"] < MIN_TEXT_PX),
        "targets": len(targets),
        "min_target": min(target["w"], target["h"]) if target else None,
        "min_target_of": target["move"] if target else "",
        "contrast_fails": len(fails),
        "fail_examples": sorted({(x["text"], x["ratio"], x["id"]) for x in fails})[:8],
        "horizontal_overflow": raw["docWidth"] > raw["viewWidth"] + 1,
    }


# ---------------------------------------------------------------------- getting a game on screen
def new_game(page, game: str, players: int, seed: int = 7) -> None:
    """Open the new-game form of ``game`` and start an all-person hot-seat game."""
    if page.locator("#new-game").count() == 0:
        page.click("[data-action=menu]")
        page.click("#menu [data-action=new]")
    page.click(f"[data-action='game:{game}']")
    page.wait_for_selector(f"body[data-game='{game}'] #new-game")
    page.select_option("#f-players", str(players))
    for i in range(players):
        page.fill(f"#f-name{i}", ["Aiko", "Ben", "Chiyo", "Daan"][i])
        page.select_option(f"#f-kind{i}", "human")
    page.fill("#f-seed", str(seed))
    page.click("[data-action=start]")
    page.wait_for_selector("#new-game", state="detached")


def play_some(page, moves: int) -> None:
    """Play ``moves`` legal moves as people would (clicking), revealing each pass screen."""
    from conftest import click_one_move, reveal_if_asked

    for i in range(moves):
        reveal_if_asked(page)
        click_one_move(page, prefer_done=(i % 3 == 2))
    reveal_if_asked(page)
