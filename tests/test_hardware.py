"""hardware/diagram.json, hardware/README.md and firmware/board.py describe one circuit."""
import ast
import json
import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parent.parent
BOARD = ROOT / "firmware" / "board.py"
DIAGRAM = ROOT / "hardware" / "diagram.json"
README = ROOT / "hardware" / "README.md"


def board_constants():
    """NAME -> int for every ``NAME = const(n)`` in board.py."""
    out = {}
    for node in ast.parse(BOARD.read_text()).body:
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Call) \
                and getattr(node.value.func, "id", "") == "const":
            out[node.targets[0].id] = ast.literal_eval(node.value.args[0])
    return out


def nets():
    """Connections as a graph: endpoint -> set of endpoints wired to it."""
    graph = {}
    for a, b, *_ in json.loads(DIAGRAM.read_text())["connections"]:
        graph.setdefault(a, set()).add(b)
        graph.setdefault(b, set()).add(a)
    return graph


def esp_pins(endpoint, graph):
    return {p.split(":", 1)[1] for p in graph.get(endpoint, ()) if p.startswith("esp:")}


def test_board_names_the_expected_pins():
    pins = board_constants()
    for name in ("PIN_SDA", "PIN_SCL", "PIN_LEFT", "PIN_RIGHT", "PIN_OK", "PIN_BACK"):
        assert name in pins


def test_buttons_avoid_bad_pins():
    pins = board_constants()
    buttons = [pins[n] for n in ("PIN_LEFT", "PIN_RIGHT", "PIN_OK", "PIN_BACK")]
    rtc = {0, 2, 4, 12, 13, 14, 15, 25, 26, 27, 32, 33, 34, 35, 36, 37, 38, 39}
    for pin in buttons:
        assert pin in rtc, "GPIO %d cannot wake the chip" % pin
        assert pin not in range(34, 40), "GPIO %d has no pull-up" % pin
        assert pin not in (0, 2, 12, 15), "GPIO %d is a strapping pin" % pin
        assert pin not in range(6, 12), "GPIO %d belongs to the flash" % pin
    assert len(set(buttons)) == 4


def test_diagram_matches_board():
    pins = board_constants()
    graph = nets()
    parts = {p["id"]: p for p in json.loads(DIAGRAM.read_text())["parts"]}
    assert parts["esp"]["type"] == "board-esp32-devkit-c-v4"
    assert parts["oled"]["type"] == "board-ssd1306"
    assert int(parts["oled"]["attrs"]["i2cAddress"], 16) == pins["OLED_ADDR"]
    assert esp_pins("oled:SDA", graph) == {str(pins["PIN_SDA"])}
    assert esp_pins("oled:SCL", graph) == {str(pins["PIN_SCL"])}
    assert esp_pins("oled:VCC", graph) == {"3V3"}
    assert all(p.startswith("GND") for p in esp_pins("oled:GND", graph))
    for key in ("left", "right", "ok", "back"):
        part = "btn_" + key
        assert parts[part]["type"] == "wokwi-pushbutton"
        gpio = set()
        ground = set()
        for leg in ("1.l", "1.r", "2.l", "2.r"):
            for p in esp_pins("%s:%s" % (part, leg), graph):
                (ground if p.startswith("GND") else gpio).add(p)
        assert gpio == {str(pins["PIN_" + key.upper()])}, key
        assert ground, "%s has no wire to GND" % key
    # nothing else is wired to the ESP32's GPIOs
    used = set()
    for endpoint, others in graph.items():
        if endpoint.startswith("esp:") and endpoint[4:].isdigit():
            used.add(int(endpoint[4:]))
    assert used == {pins[n] for n in ("PIN_SDA", "PIN_SCL", "PIN_LEFT", "PIN_RIGHT", "PIN_OK", "PIN_BACK")}


def test_readme_pin_table_matches_board():
    pins = board_constants()
    text = README.read_text()
    rows = {}
    for m in re.finditer(r"^\| (OLED|Button [^|]*?) \| ([^|]+?) \| (\d+) \|", text, re.M):
        rows[(m.group(1), m.group(2))] = int(m.group(3))
    assert rows[("OLED", "SDA")] == pins["PIN_SDA"]
    assert rows[("OLED", "SCL")] == pins["PIN_SCL"]
    assert rows[("Button ◀ LEFT", "to GND")] == pins["PIN_LEFT"]
    assert rows[("Button ▶ RIGHT", "to GND")] == pins["PIN_RIGHT"]
    assert rows[("Button OK", "to GND")] == pins["PIN_OK"]
    assert rows[("Button BACK", "to GND")] == pins["PIN_BACK"]
