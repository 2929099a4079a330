"""Online play's pack: its code, fetched the first time online play is used (issue 22).

The first visit downloads none of online play: its modules (the protocol ``net``, the seat
views ``net_session``, the screens ``net_screen``, the QR drawing ``net_qr``, the binding
``net_dom``) and the QR encoder of ``segno`` are one archive, ``net/online.zip``
(tools/build_site.py), fetched by web/shell/dom_net.py before their first use (a friend's seat
chosen, a ``#join=``/``#answer=``/``#room=`` link, an online table kept from before). The
service worker keeps it once fetched, so a reload works offline too. ``install`` checks every
name in the archive before writing anything (the bytes come from the network: only these files
are ever written). Pure: no DOM.
"""

from __future__ import annotations

import io
import re
import zipfile
from pathlib import Path

from web.i18n import Message

# localStorage keys of a kept online table (the host's, a guest's seat): read at start-up,
# before the pack is here (web/shell/dom_net.py), and by the binding in the pack
HOST_KEY, GUEST_KEY = "net.host", "net.guest"

ROOT = Path(__file__).resolve().parents[2]  # the folder holding the web/ package
PACK_URL = "./net/online.zip"
# under web/shell/: the protocol, seat views, screens, QR drawing, texts, binding
MODULES = ("net", "net_session", "net_screen", "net_qr", "net_messages", "net_dom")
SEGNO = ("__init__.py", "encoder.py", "consts.py", "LICENSE")  # under segno/
MAX_BYTES = 1_000_000  # the pack is about 60 kB; anything far bigger is not it
ALLOWED = re.compile(r"web/shell/(?:" + "|".join(MODULES) + r")\.py"
                     r"|segno/(?:" + "|".join(re.escape(n) for n in SEGNO) + ")")


# the texts the page may show before the pack is here (the rest: web/shell/net_messages.py)
TEXTS: dict[str, Message] = {
    "kind_remote": "Friend on another device",
    "net_unavailable": "Online play could not be loaded. Check the connection and try again.",
}


def messages() -> dict[str, Message]:
    """Online play's other texts (none while the pack is not here; web/shell/net_dom.py adds
    them when it is)."""
    try:
        from web.shell.net_messages import NET_MESSAGES
    except ImportError:
        return {}
    return dict(NET_MESSAGES)


class PackError(ValueError):
    """The bytes are not online play's pack."""


def files() -> list[str]:
    """The pack's file names (tools/build_site.py writes them, in this order)."""
    return [f"web/shell/{m}.py" for m in MODULES] + [f"segno/{n}" for n in SEGNO]


def needed(root: Path = ROOT) -> bool:
    """Whether online play's code is not here yet (a deploy's web.zip leaves it out)."""
    return not all((root / "web" / "shell" / f"{m}.py").is_file() for m in MODULES)


def install(data: bytes, root: Path = ROOT) -> list[str]:
    """Unpack the pack ``data`` under ``root``; returns the files written. Raises PackError
    (and writes nothing) when it is not the pack."""
    if len(data) > MAX_BYTES:
        raise PackError("too big")
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as zf:
            infos = [i for i in zf.infolist() if not i.is_dir()]
            names = [i.filename for i in infos]
            bad = [n for n in names if not ALLOWED.fullmatch(n)]
            if bad:
                raise PackError(f"unexpected file {bad[0][:60]!r}")
            missing = [f for f in files() if f.endswith(".py") and f not in names]
            if missing:
                raise PackError(f"{missing[0]} missing from the pack")
            if len(set(names)) != len(names) or sum(i.file_size for i in infos) > 4 * MAX_BYTES:
                raise PackError("not the pack")
            body = {n: zf.read(n) for n in names}
    except (zipfile.BadZipFile, EOFError, OSError, RuntimeError) as e:
        raise PackError(f"not an archive ({e})") from e
    for name, text in body.items():
        dest = root / name
        dest.parent.mkdir(parents=True, exist_ok=True)
        dest.write_bytes(text)
    return sorted(body)
