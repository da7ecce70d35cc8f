"""The settings menu: brightness, screen off, flip, language, player names,
about.  Loaded when the start menu opens it and dropped with the setup
screens (``ui.SETUP``): its names are not even interned through a game.
"""
from ui import load
from ui import text as T
from ui.choice import Choice
from ui.dialogs import Message
from ui.pickers import NumberPicker
from ui.widgets import Menu

VERSION = "0.1"
SCREEN_OFF = (0, 1, 2, 5, 10, 20, 30, 60)


def SettingsMenu():
    """The settings menu: brightness, screen off, flip, language, player
    names, about.  A Menu with its two callbacks (a function, not a class: a
    class costs more heap); its lines are read when drawn, so a language
    chosen here shows at once."""
    menu = Menu(lambda: T.SETTINGS, [lambda: T.CONTRAST, lambda: T.SCREEN_OFF, lambda: T.FLIP,
                                     lambda: T.LANGUAGE, lambda: T.NAMES_MENU, lambda: T.ABOUT], None)
    fields = ("contrast", "screen_off", "flip", "lang")

    def store(value):
        # the picked setting's new value (the menu stays open on it)
        index = menu.index
        ctx = menu.ui.ctx
        if index == 0:
            value *= 17
        elif index == 1:
            value = SCREEN_OFF[value]
        ctx.settings.set(fields[index], value)
        ctx.save_settings()         # applied too: the language at once

    def pick(index):
        ui = menu.ui
        s = getattr(ui.ctx, "settings", None)      # none without a ctx (UI tests)
        if index == 5:
            ui.push(Message(T.ABOUT, [T.APP, T.VERSION % VERSION]))
        elif s is None:
            ui.push(Message(T.SETTINGS, T.ERROR))
        elif index == 0:
            ui.push(NumberPicker(T.CONTRAST, s.get("contrast") // 17, 0, 15, store))
        elif index == 1:
            options = []
            for m in SCREEN_OFF:
                options.append(T.MINUTES % m if m else T.NEVER)
            now = s.get("screen_off")
            ui.push(Choice(T.SCREEN_OFF, options, SCREEN_OFF.index(now) if now in SCREEN_OFF else 0, store))
        elif index == 2:
            ui.push(Choice(T.FLIP, [T.NO, T.YES], s.get("flip"), store))
        elif index == 3:
            ui.push(Choice(T.LANGUAGE, list(T.LANG_NAMES), s.get("lang"), store))
        else:
            ui.push(load("ui.names").names_menu(ui))

    menu.pick = pick
    return menu
