"""No import cycles in firmware/ and host_tools/: of two modules, at most one
imports the other.

The imports are read from the source with ``ast``, those inside functions
too (an import in a function is still a dependency, only a later one: a
module loaded when used, like ``tablescore.sim.live``, must not import its
caller back).  A module loaded on demand by name (``load("ui.pref")``)
is not an import of its caller: such a module depends on its caller's module,
never the other way round (firmware/README.md, "Modules loaded when used").
A submodule's own package is no import of it: the package ran first.

Run as a script it prints the import cycles it finds:
``python tests/test_import_cycles.py``.
"""
import ast
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent

# Where a module's name starts (a folder and the name of the package it is):
# the board's filesystem (firmware/, the simulator's stand-in hardware beside
# it) and the host package, which reaches the same rule modules as
# ``tablescore.rules``.
ROOTS = ((ROOT / "firmware", ""), (ROOT / "host_tools" / "sim" / "mp", ""), (ROOT / "host_tools", "tablescore"))
# the host's names for the firmware's folders (pyproject.toml's package-dir)
ALIASES = (("tablescore.rules", "rules"), ("tablescore.lang", "lang"))


def modules(roots=ROOTS):
    """``{module name: path}`` of every .py file under ``roots``."""
    found = {}
    for folder, package in roots:
        for path in sorted(folder.rglob("*.py")):
            rel = path.relative_to(folder).with_suffix("")
            parts = list(rel.parts)
            if package and parts[:2] == ["sim", "mp"]:
                continue            # its own root (the stand-in hardware, micropython's)
            if parts[-1] == "__init__":
                parts.pop()
            name = ".".join(([package] if package else []) + parts)
            if name and name not in found:
                found[name] = path
    return found


def canonical(name):
    for alias, real in ALIASES:
        if name == alias or name.startswith(alias + "."):
            return real + name[len(alias):]
    return name


def imports(name, path, known):
    """The modules of ``known`` that module ``name`` (file ``path``) imports, anywhere in it."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()

    def add(target):
        target = canonical(target)
        if target in known and target != name:
            found.add(target)
        # importing a.b.c runs a and a.b first; the packages name is in ran
        # before name itself, so they are no dependency it chose
        parts = target.split(".")
        for i in range(1, len(parts)):
            prefix = ".".join(parts[:i])
            if prefix in known and prefix != name and not name.startswith(prefix + "."):
                found.add(prefix)

    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                add(alias.name)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".") if package else []
                base = base[:len(base) - (node.level - 1)]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module
            for alias in node.names:
                if canonical(module + "." + alias.name) in known:
                    add(module + "." + alias.name)      # from pkg import submodule
                else:
                    add(module)     # from pkg import a name defined in pkg (or in pkg.module)
    return found


def graph(roots=ROOTS):
    known = {canonical(n): p for n, p in modules(roots).items()}
    return {name: imports(name, path, known) for name, path in known.items()}


def cycles(edges):
    """The strongly connected components of more than one module (and a module
    importing itself), each sorted, the list sorted (Tarjan's algorithm)."""
    index, low, stack, on_stack, out = {}, {}, [], set(), []
    counter = [0]

    def visit(v):
        # iterative: a deep import chain must not hit the recursion limit
        work = [(v, iter(sorted(edges.get(v, ()))))]
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on_stack.add(v)
        while work:
            node, children = work[-1]
            for w in children:
                if w not in index:
                    index[w] = low[w] = counter[0]
                    counter[0] += 1
                    stack.append(w)
                    on_stack.add(w)
                    work.append((w, iter(sorted(edges.get(w, ())))))
                    break
                if w in on_stack:
                    low[node] = min(low[node], index[w])
            else:
                work.pop()
                if work:
                    parent = work[-1][0]
                    low[parent] = min(low[parent], low[node])
                if low[node] == index[node]:
                    component = []
                    while True:
                        w = stack.pop()
                        on_stack.discard(w)
                        component.append(w)
                        if w == node:
                            break
                    if len(component) > 1 or node in edges.get(node, ()):
                        out.append(sorted(component))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return sorted(out)


def describe(edges, component):
    """One cycle in words: each module and what of the cycle it imports."""
    inside = set(component)
    return "; ".join("%s -> %s" % (m, ", ".join(sorted(edges[m] & inside))) for m in component)


def test_the_graph_sees_imports_at_the_top_inside_functions_relative_and_by_the_hosts_name():
    edges = graph()
    assert "rules.ledger" in edges["device.journal"]                   # from rules import ledger
    assert "rules.ofc_deal" in edges["rules.davi"]                     # from .ofc_deal import ...
    assert "ui.text" in edges["device.app"]                            # from ui import text as T
    assert "ui" in edges["ui.home"]                                    # from ui import load
    assert "tablescore.sim.launch" in edges["tablescore.sim.live"]    # from .launch import command
    assert "tablescore.sim" not in edges["tablescore.sim.live"]       # its package ran before it
    assert "rules.ledger_check" in edges["tablescore.archive"]         # tablescore.rules is firmware/rules
    # an import inside a function counts
    assert "device.stdio_port" in edges["board"]


def test_a_cycle_through_a_function_level_import_is_found(tmp_path):
    # the shape tablescore.sim and sim.live had: the package loads live in a
    # function, live takes the command line from the package
    sim = tmp_path / "sim"
    sim.mkdir()
    (sim / "__init__.py").write_text("def command():\n    pass\n\n\ndef run():\n    from .live import run_live\n")
    (sim / "live.py").write_text("from . import command, png\n")
    (sim / "png.py").write_text("from .live import run_live\n")
    edges = graph(((tmp_path, ""),))
    # png's import of live runs the package first, but png's package has run before png
    assert edges == {"sim": {"sim.live"}, "sim.live": {"sim", "sim.png"}, "sim.png": {"sim.live"}}
    assert cycles(edges) == [["sim", "sim.live", "sim.png"]]


def test_the_cycle_finder_finds_a_ring_and_a_pair_and_nothing_in_a_tree():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": {"a"}, "c": set()}) == [["a", "b"]]
    assert cycles({"a": {"b", "c"}, "b": {"c"}, "c": set()}) == []
    assert cycles({"a": {"a"}}) == [["a"]]


def test_no_import_cycles_in_firmware_and_host_tools():
    edges = graph()
    found = cycles(edges)
    assert not found, "import cycles (a module loaded when used imports its caller, never the other way round):\n" + \
        "\n".join(describe(edges, c) for c in found)


if __name__ == "__main__":
    edges = graph()
    for component in cycles(edges):
        print(describe(edges, component))
    sys.exit(0)
