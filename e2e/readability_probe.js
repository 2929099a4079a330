// The in-page measurement of e2e/readability_probe.py (see its docstring).
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
    if (!own || !shown(el) || el.closest('[disabled]')) continue;  // inactive: exempt
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
  const wrap = document.getElementById('table-wrap');
  return {texts, targets, docWidth: document.documentElement.scrollWidth,
          viewWidth: document.documentElement.clientWidth,
          wrapWidth: wrap ? wrap.scrollWidth : 0, wrapClient: wrap ? wrap.clientWidth : 0};
}
