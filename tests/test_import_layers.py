"""The packages' modules import each other without cycles: in the engines the state at the
bottom, rule topics above it, the dispatcher on top; in the page the i18n leaf at the bottom,
the shell above it, the games' plug-ins and the registry on top. Every import counts: at
module level, inside functions, under ``if TYPE_CHECKING:`` (types only) and by name through
``importlib.import_module("...")``."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _module_names(package: str) -> dict[str, Path]:
    names = {}
    for path in (ROOT / package).rglob("*.py"):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        names[".".join(parts)] = path
    return names


def _type_checking_nodes(tree: ast.AST) -> set[int]:
    skipped: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            skipped.update(id(sub) for sub in ast.walk(node))
    return skipped


def _by_name(node: ast.AST) -> str | None:
    """The module named by ``importlib.import_module("x.y")`` (a literal name), else None."""
    if (isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)):
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
        if name == "import_module":
            return node.args[0].value
    return None


def import_graph(package: str, types: bool = True) -> dict[str, set[str]]:
    """Module -> modules of ``package`` it imports anywhere in the file (``types=False``:
    leaving out the imports under ``if TYPE_CHECKING:``, i.e. those made at run time)."""
    modules = _module_names(package)
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        skipped = set() if types else _type_checking_nodes(tree)
        here = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
        deps: set[str] = set()
        for node in ast.walk(tree):
            if id(node) in skipped:
                continue
            if isinstance(node, ast.Import):
                deps.update(a.name for a in node.names if a.name in modules)
            elif (named := _by_name(node)) is not None and named in modules:
                deps.add(named)
            elif isinstance(node, ast.ImportFrom):
                base = here[:len(here) - node.level + 1] if node.level else []
                target = ".".join([*base, *([node.module] if node.module else [])])
                subs = {f"{target}.{a.name}" for a in node.names} & modules.keys()
                deps.update(subs)
                if len(subs) < len(node.names) and target in modules:
                    deps.add(target)
        deps.discard(name)
        graph[name] = deps
    return graph


def find_cycle(graph: dict[str, set[str]]) -> list[str]:
    """One import cycle as a list of modules (first repeated at the end), or []."""
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> list[str]:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(graph[node]):
            if state.get(nxt) == 1:
                return [*stack[stack.index(nxt):], nxt]
            if nxt not in state:
                found = visit(nxt)
                if found:
                    return found
        stack.pop()
        state[node] = 2
        return []

    for start in sorted(graph):
        if start not in state:
            found = visit(start)
            if found:
                return found
    return []


def test_the_cycle_finder_finds_a_cycle():
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set()}) == []


def test_type_checking_and_named_imports_are_edges():
    graph = import_graph("yokohama")
    assert "yokohama.components" in graph["yokohama.actions"]
    assert "yokohama.game" in graph["yokohama.kind"]  # TYPE_CHECKING only
    assert "yokohama.game" not in import_graph("yokohama", types=False)["yokohama.kind"]
    probe = ast.parse('importlib.import_module("web.games")')
    assert [_by_name(n) for n in ast.walk(probe) if _by_name(n)] == ["web.games"]


@pytest.mark.parametrize("package", ["yokohama", "machikoro", "boardgame", "web"])
def test_no_import_cycle(package):
    cycle = find_cycle(import_graph(package))
    assert cycle == [], " -> ".join(cycle)


def test_the_i18n_runtime_is_a_leaf_of_the_page():
    """web.i18n is handed its texts: it imports nothing of the page but the .mo reader."""
    assert import_graph("web")["web.i18n"] == {"web.mo"}


def test_the_floor_and_the_shell_reach_no_game_module():
    for package, under in (("boardgame", "boardgame"), ("web", "web.shell")):
        graph = import_graph(package)
        reached = {dep for module, deps in graph.items() if module.startswith(under)
                   for dep in deps}
        assert all(dep.startswith((under, "web.i18n", "web.mo")) for dep in reached), reached


@pytest.mark.parametrize("package", ["yokohama", "machikoro"])
def test_state_is_at_the_bottom_and_the_dispatcher_on_top(package):
    graph = import_graph(package)
    rules = {m for m in graph if not m.startswith(f"{package}.ai") and m != package}
    assert graph[f"{package}.state"] <= {f"{package}.components", f"{package}.rng"}
    dispatcher = f"{package}.game"
    above = ("start", "save", "position_load", "__main__", "explain", "kind")
    assert not any(dispatcher in graph[m] for m in rules if m.split(".")[-1] not in above)


@pytest.mark.parametrize("level, others", [
    ("yokohama.ai.planner", {"yokohama.ai.easy", "yokohama.ai.mcts"}),
    ("yokohama.ai.mcts", {"yokohama.ai.easy", "yokohama.ai.planner"}),
    ("machikoro.ai.search", {"machikoro.ai.bots"}),
])
def test_ai_levels_do_not_reach_into_each_other(level, others):
    graph = import_graph(level.split(".")[0])
    assert not graph[level] & others
