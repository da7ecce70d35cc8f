"""No import cycles in the host tools (issue 15): of two modules, at most one
imports the other.

Every import statement counts, those inside a function too: a module loaded
when used (``tablescore.sim.live``, loaded by ``tablescore sim``) is still
its caller's dependency, so it must not import its caller back.  The
simulator's stand-in hardware (``sim/mp``) is micropython's, not the
package's, and the rule modules live in ``firmware/``.
"""
import ast
import pathlib

ROOT = pathlib.Path(__file__).resolve().parent.parent


def modules(folder, package):
    """``{dotted name: (file, is a package)}`` of the ``.py`` files under ``folder``."""
    found = {}
    for path in sorted(folder.rglob("*.py")):
        parts = list(path.relative_to(folder).with_suffix("").parts)
        if "mp" in parts[:-1]:
            continue
        is_package = parts[-1] == "__init__"
        if is_package:
            parts.pop()
        found[".".join([package] + parts)] = (path, is_package)
    return found


def imports(name, path, is_package, known):
    """The modules of ``known`` that the module ``name`` imports (anywhere in it).

    ``from . import png`` imports the submodule ``png``; ``from . import
    command`` imports the package itself (where ``command`` is defined)."""
    here = name.split(".") if is_package else name.split(".")[:-1]
    out = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names if a.name in known)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = ".".join(here[:len(here) - node.level + 1] + ([node.module] if node.module else []))
            else:
                base = node.module
            for alias in node.names:
                sub = base + "." + alias.name
                if sub in known:
                    out.add(sub)
                elif base in known:
                    out.add(base)
    out.discard(name)
    return out


def cycles(graph):
    """The groups of modules that reach each other through imports, each sorted.

    >>> cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}})
    [['a', 'b', 'c']]
    """
    reach = {}
    for start in graph:
        seen, todo = set(), list(graph[start])
        while todo:
            name = todo.pop()
            if name not in seen:
                seen.add(name)
                todo.extend(graph.get(name, ()))
        reach[start] = seen
    groups = {tuple(sorted(n for n in reach[m] if m in reach[n])) for m in graph if m in reach[m]}
    return sorted(list(g) for g in groups)


def import_graph(folder, package):
    known = modules(folder, package)
    return dict((name, imports(name, path, is_package, known)) for name, (path, is_package) in known.items())


def test_the_host_tools_have_no_import_cycle():
    graph = import_graph(ROOT / "host_tools", "tablescore")
    assert "tablescore.sim.live" in graph and graph["tablescore.sim"]     # the graph was read
    assert cycles(graph) == []


def test_a_cycle_through_a_function_level_import_is_found(tmp_path):
    # the shape tablescore.sim and sim.live had: the package loads live in a
    # function, live takes the command line from the package
    sim = tmp_path / "sim"
    sim.mkdir()
    (sim / "__init__.py").write_text("def command():\n    pass\n\n\ndef run():\n    from .live import run_live\n")
    (sim / "live.py").write_text("from . import command, png\n")
    (sim / "png.py").write_text("")
    graph = import_graph(sim, "sim")
    assert graph == {"sim": {"sim.live"}, "sim.live": {"sim", "sim.png"}, "sim.png": set()}
    assert cycles(graph) == [["sim", "sim.live"]]
