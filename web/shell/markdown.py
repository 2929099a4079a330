"""A tiny, safe Markdown-to-HTML renderer for the how-to-play texts (pure).

Supports what the content uses: paragraphs, ``-`` and ``1.`` lists (nested by indentation,
continuation lines), simple pipe tables, ``**bold**``, ``*italic*``, ``code`` and links to
sections ``[words](#id)`` (written as ``data-action="howto:<id>"`` buttons-links, so the
page's one click handler follows them). Everything else is text: every character is escaped
first, and no other link target is ever produced.
"""

from __future__ import annotations

import re

from web.shell.pieces import esc

_LINK = re.compile(r"\[([^\]]+)\]\(#([A-Za-z0-9_\-]+)\)")
_BOLD = re.compile(r"\*\*(.+?)\*\*")
_ITALIC = re.compile(r"(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?![\w*])")
_CODE = re.compile(r"`([^`]+)`")
_ITEM = re.compile(r"^(\s*)([-*]|\d+\.)\s+(.*)$")


def inline(text: str) -> str:
    """One line of Markdown as safe HTML (escaped first, then the few marks)."""
    out = esc(text)
    out = _CODE.sub(r"<code>\1</code>", out)
    out = _LINK.sub(lambda m: f'<a href="#howto-{m.group(2)}" class="howto-link" '
                              f'data-action="howto:{m.group(2)}">{m.group(1)}</a>', out)
    out = _BOLD.sub(r"<strong>\1</strong>", out)
    return _ITALIC.sub(r"<em>\1</em>", out)


def _cells(line: str) -> list[str]:
    return [c.strip() for c in line.strip().strip("|").split("|")]


def render(text: str) -> str:
    """A Markdown body (no headings) as HTML."""
    out: list[str] = []
    para: list[str] = []
    stack: list[tuple[int, str]] = []  # open lists: (indent, "ul"/"ol")
    lines = text.splitlines()
    i = 0

    def flush_para() -> None:
        if para:
            out.append("<p>" + inline(" ".join(para)) + "</p>")
            para.clear()

    def close_lists(indent: int = -1) -> None:
        while stack and stack[-1][0] > indent:
            out.append(f"</li></{stack.pop()[1]}>")

    while i < len(lines):
        line = lines[i]
        item = _ITEM.match(line)
        if not line.strip():
            flush_para()
            close_lists()
        elif line.lstrip().startswith("|") and i + 1 < len(lines) \
                and set(lines[i + 1].replace("|", "").strip()) <= set("-: ") \
                and lines[i + 1].strip():
            flush_para()
            close_lists()
            head = _cells(line)
            rows = []
            i += 2
            while i < len(lines) and lines[i].lstrip().startswith("|"):
                rows.append(_cells(lines[i]))
                i += 1
            out.append('<table class="howto-table"><thead><tr>'
                       + "".join(f"<th>{inline(c)}</th>" for c in head) + "</tr></thead><tbody>"
                       + "".join("<tr>" + "".join(f"<td>{inline(c)}</td>" for c in r) + "</tr>"
                                 for r in rows) + "</tbody></table>")
            continue
        elif item:
            flush_para()
            indent = len(item.group(1))
            kind = "ol" if item.group(2)[0].isdigit() else "ul"
            if stack and indent > stack[-1][0]:
                out.append(f"<{kind}><li>")
                stack.append((indent, kind))
            else:
                close_lists(indent)
                if stack and stack[-1][0] == indent and stack[-1][1] == kind:
                    out.append("</li><li>")
                else:
                    close_lists(indent - 1)
                    out.append(f"<{kind}><li>")
                    stack.append((indent, kind))
            out.append(inline(item.group(3)))
        elif stack and line.startswith(" "):
            out.append(" " + inline(line.strip()))  # continuation of the list item
        else:
            close_lists()
            para.append(line.strip())
        i += 1
    flush_para()
    close_lists()
    return "".join(out)
