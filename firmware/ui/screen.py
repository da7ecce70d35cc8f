"""The screen stack: what is shown, where BACK goes, and who gets the keys.

A ``Screen`` handles ``key(key, kind)`` and draws with ``draw(canvas)``; the
``UI`` keeps the stack, routes keys to the top screen and remembers whether
the picture is stale (``dirty``).  A held OK goes down the stack from the top
to the first screen whose ``held_ok()`` takes it (else the top's ``key``
gets it): the OFC match screen opens the davi cube that way from whatever
was opened above it.  A screen that raises does not bring the
device down: the UI shows the error and keeps everything else as it was.
"""
import sys

from ui import drop, keys, load
from ui import text as T


class Screen:
    """Base screen: BACK closes it, a long BACK goes back to the start menu."""

    def __init__(self):
        self.ui = None

    def enter(self):
        """Called whenever this screen comes on top (pushed, or uncovered)."""

    def key(self, key, kind):
        if key == keys.BACK:
            if kind == keys.LONG:
                self.ui.home()
            else:
                self.ui.pop()

    def draw(self, c):
        pass


class UI:
    MAX_DEPTH = 16      # a runaway flow must not eat the heap

    def __init__(self, root, ctx=None):
        self.ctx = ctx      # the app's services (journal, settings...), or None
        self.stack = []
        self.dirty = True
        self.errors = 0
        # (function, args...) to run once the key being handled is done with
        # (see handle), or None
        self.warned = None  # the session a flash filling up was told in (ui.widgets.saved)
        self.then = None
        self.push(root)

    @property
    def top(self):
        top = self.stack[-1]
        if type(top) is tuple:      # a screen to make (push, cover): made now
            name, _, cls = top[0].rpartition(".")
            top = getattr(load(name), cls)(*top[1:])
            top.ui = self
            self.stack[-1] = top
            top.enter()
        return top

    def push(self, screen):
        """Show ``screen`` on top; or a screen to make, ``("module.Class",
        args...)``, made when it is first looked at (``top``): once the code
        that asked for it has returned, its module is loaded into the room
        that code leaves."""
        if len(self.stack) >= self.MAX_DEPTH:
            del self.stack[1]
        self.stack.append(screen)
        self.dirty = True
        if type(screen) is not tuple:
            screen.ui = self
            screen.enter()

    def cover(self, screen, again=()):
        """Push ``screen`` (as ``push``) and let the screen under it go
        meanwhile: it is made again (a new one of its class, given the
        arguments ``again``) once it is on top again.  For a screen whose
        state is all elsewhere (the scoreboard's: the table) or in those
        arguments (the start menu's cursor): its module is off the heap
        while it is covered."""
        top = self.stack[-1]
        if type(top) is not tuple:  # (not covered already: a screen replaced by another)
            cls = type(top)
            self.stack[-1] = (cls.__module__ + "." + cls.__name__,) + again
            drop(cls.__module__)
        self.push(screen)

    def pop(self):
        """Close the top screen (the root stays)."""
        if len(self.stack) > 1:
            closed = self.stack.pop()
            self.dirty = True
            if type(self.stack[-1]) is tuple:
                # a covered screen, made again when next looked at (``top``),
                # once the code of the screen closed has returned: its module
                # and texts are let go now, not kept beside the covered one
                drop(type(closed).__module__)
                T.forget()
            else:
                self.top.enter()

    def home(self):
        """Back to the root screen."""
        if len(self.stack) > 1:
            del self.stack[1:]
            self.dirty = True
            self.top.enter()

    def handle(self, key, kind):
        try:
            i = len(self.stack) if key == keys.OK and kind == keys.LONG else 0
            while i:
                i -= 1
                take = getattr(self.stack[i], "held_ok", None)   # a method on the few that have one
                if take is not None and take():
                    break
            else:
                self.top.key(key, kind)
            then = self.then
            while then:
                # a flow's last step asked to run after its own code has
                # returned: that code can be dropped first and leave its room
                # (the new pulya's setup: ui.home.open_pulya), or a message
                # goes on top of where the flow left the players (a flash
                # filling up: ui.widgets.saved), also after such a step
                self.then = None
                step = then[0]
                if type(step) is str:
                    # "module.function": the module loaded only now (the
                    # final results: ui.results.open_results)
                    from ui import load
                    name, _, step = step.rpartition(".")
                    step = getattr(load(name), step)
                step(*then[1:])
                then = self.then
        except Exception as exc:    # noqa: BLE001 - the device must keep going
            self.fail(exc)
        self.dirty = True

    def draw(self, canvas):
        canvas.clear()
        try:
            self.top.draw(canvas)
        except Exception as exc:    # noqa: BLE001
            canvas.clear()
            self.fail(exc)
            self.top.draw(canvas)
        self.dirty = False

    def fail(self, exc):
        """Show ``exc`` on a message screen; OK returns to where it happened."""
        self.errors += 1
        if hasattr(sys, "print_exception"):
            # stderr: the simulator's stdout carries the screen
            sys.print_exception(exc, sys.stderr)  # type: ignore[arg-type]
        self.push(load("ui.dialogs").Message(T.ERROR, str(exc) or type(exc).__name__))
