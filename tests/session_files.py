"""Session files (docs/session-json-*.md) written by a test, and `tablescore replay --json` on them."""
import json

from tablescore.cli import main


def writer(default_header):
    """``write(tmp_path, events, header=default_header)``: ``s.jsonl`` in ``tmp_path``
    (the header line, then one event a line); its path as a str."""
    def write(tmp_path, events, header=default_header):
        path = tmp_path / "s.jsonl"
        path.write_text("\n".join(json.dumps(o) for o in [header] + events) + "\n", encoding="utf-8")
        return str(path)
    return write


def run_json(capsys, path):
    """The replay of ``path`` as JSON (exit status 0 checked)."""
    assert main(["replay", "--json", path]) == 0
    return json.loads(capsys.readouterr().out)
