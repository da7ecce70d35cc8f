"""Headless Chromium, driven over the DevTools protocol: a small client.

``tablescore report --png`` takes the sheet's picture with it, and the tests
load every page they make in it (console errors, the numbers a reader sees).
The browser is Debian's ``chromium`` (``/usr/bin/chromium``; ``$CHROMIUM``
names another), started with a fresh profile and no network of its own.

The protocol goes over ``--remote-debugging-pipe``: commands written to the
browser's file descriptor 3, answers and events read from its descriptor 4,
each a JSON message ended by a NUL byte (what Playwright's own transport
does).  No port is opened, so nothing else on the machine can reach the
browser, and no websocket library is needed.

API:

- ``Browser()`` starts it (``BrowserMissing`` if there is none), ``close()``
  ends it; a context manager.
- ``browser.open(path)`` -> a :class:`Page` with ``path`` (an HTML file) loaded;
  ``page.errors`` the console errors and uncaught exceptions it logged,
  ``page.requests`` every URL it asked for, ``page.eval(js)`` a value,
  ``page.screenshot(selector)`` PNG bytes of an element,
  ``page.pdf()`` the page printed on A4.
"""
import base64
import fcntl
import json
import os
import pathlib
import select
import shutil
import subprocess
import tempfile
import time

# the flags the issue names: headless, no sandbox (root in CI), no GPU, and
# nothing of the browser's own that would reach out or wait for a first run
FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--disable-extensions", "--disable-default-apps",
         "--mute-audio", "--hide-scrollbars", "--remote-debugging-pipe")
CANDIDATES = ("/usr/bin/chromium", "chromium", "chromium-browser")


class BrowserMissing(RuntimeError):
    """No Chromium on this machine."""


class BrowserError(RuntimeError):
    """The browser refused a command, died or did not answer in time."""


def executable():
    """The Chromium to run, or None."""
    wanted = os.environ.get("CHROMIUM")
    for name in ((wanted,) if wanted else CANDIDATES):
        found = shutil.which(name)
        if found:
            return found
    return None


class Browser:
    TIMEOUT = 30.0          # seconds a command may take (a 1,000-deal page loads in well under 1)
    WIDTH = 1100            # the window: a page is laid out as on a laptop's screen

    def __init__(self, exe=None):
        exe = exe or executable()
        if not exe:
            raise BrowserMissing("no Chromium found (install Debian's package: apt-get install chromium)")
        self.profile = tempfile.mkdtemp(prefix="tablescore-chromium-")
        to_browser_r, self._to_browser = os.pipe()
        self._from_browser, from_browser_w = os.pipe()

        def fds():          # in the child: the pipe ends at 3 and 4, where the browser looks
            r, w = (fcntl.fcntl(fd, fcntl.F_DUPFD, 10) for fd in (to_browser_r, from_browser_w))
            os.dup2(r, 3)
            os.dup2(w, 4)

        self.proc = subprocess.Popen(
            [exe, *FLAGS, "--user-data-dir=" + self.profile, "--window-size=%d,900" % self.WIDTH, "about:blank"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            preexec_fn=fds, pass_fds=(3, 4))
        os.close(to_browser_r)
        os.close(from_browser_w)
        self._buf = b""
        self._next = 0
        self.events = []        # (session, method, params) not yet taken
        try:
            self.call("Browser.getVersion")
        except BrowserError:
            self.close()
            raise

    # -- the protocol
    def _read(self, deadline):
        while b"\0" not in self._buf:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([self._from_browser], [], [], left)[0]:
                raise BrowserError("the browser did not answer in %.0f s" % self.TIMEOUT)
            chunk = os.read(self._from_browser, 1 << 16)
            if not chunk:
                raise BrowserError("the browser closed the pipe (exit status %s)" % self.proc.poll())
            self._buf += chunk
        raw, _, self._buf = self._buf.partition(b"\0")
        return json.loads(raw)

    def call(self, method, params=None, session=None):
        """Send one command and return its result (events meanwhile are kept)."""
        self._next += 1
        msg = {"id": self._next, "method": method, "params": params or {}}
        if session:
            msg["sessionId"] = session
        data = json.dumps(msg).encode() + b"\0"
        while data:
            data = data[os.write(self._to_browser, data):]
        deadline = time.monotonic() + self.TIMEOUT
        while True:
            reply = self._read(deadline)
            if reply.get("id") == self._next:
                if "error" in reply:
                    raise BrowserError("%s: %s" % (method, reply["error"].get("message")))
                return reply.get("result", {})
            if "method" in reply:
                self.events.append((reply.get("sessionId"), reply["method"], reply.get("params", {})))

    def wait_event(self, session, method):
        deadline = time.monotonic() + self.TIMEOUT
        while True:
            for i, (s, m, p) in enumerate(self.events):
                if s == session and m == method:
                    del self.events[i]
                    return p
            reply = self._read(deadline)
            if "method" in reply:
                self.events.append((reply.get("sessionId"), reply["method"], reply.get("params", {})))

    # -- pages
    def open(self, path, media=None):
        """A new tab with the file ``path`` loaded (``media="print"`` lays it out as printed)."""
        target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        page = Page(self, target, session)
        for domain in ("Page", "Runtime", "Log", "Network"):
            self.call(domain + ".enable", session=session)
        self.call("Emulation.setDeviceMetricsOverride",
                  {"width": self.WIDTH, "height": 900, "deviceScaleFactor": 1, "mobile": False}, session)
        if media:
            self.call("Emulation.setEmulatedMedia", {"media": media}, session)
        self.call("Page.navigate", {"url": pathlib.Path(path).resolve().as_uri()}, session)
        self.wait_event(session, "Page.loadEventFired")
        page.collect()
        return page

    def close(self):
        if self.proc.poll() is None:
            try:
                self.call("Browser.close")
                self.proc.wait(5)
            except (BrowserError, OSError, subprocess.TimeoutExpired):
                self.proc.kill()
                self.proc.wait()
        for fd in (self._to_browser, self._from_browser):
            try:
                os.close(fd)
            except OSError:
                pass
        shutil.rmtree(self.profile, ignore_errors=True)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


class Page:
    def __init__(self, browser, target, session):
        self.browser = browser
        self.target = target
        self.session = session
        self.errors = []        # console errors, uncaught exceptions, failed loads
        self.requests = []      # every URL the page asked for (data: URLs are the page's own)

    def collect(self):
        """Take this page's events so far into ``errors`` and ``requests``."""
        mine = [e for e in self.browser.events if e[0] == self.session]
        self.browser.events = [e for e in self.browser.events if e[0] != self.session]
        for _, method, p in mine:
            if method == "Runtime.consoleAPICalled" and p.get("type") in ("error", "assert"):
                self.errors.append(" ".join(str(a.get("value", a.get("description", ""))) for a in p["args"]))
            elif method == "Runtime.exceptionThrown":
                d = p["exceptionDetails"]
                self.errors.append(d.get("exception", {}).get("description") or d.get("text"))
            elif method == "Log.entryAdded" and p["entry"]["level"] == "error":
                self.errors.append(p["entry"]["text"])
            elif method == "Network.requestWillBeSent" and not p["request"]["url"].startswith("data:"):
                self.requests.append(p["request"]["url"])

    def call(self, method, params=None):
        return self.browser.call(method, params, self.session)

    def eval(self, expression):
        """The value of a JavaScript expression (JSON-able)."""
        r = self.call("Runtime.evaluate", {"expression": expression, "returnByValue": True, "awaitPromise": True})
        if "exceptionDetails" in r:
            raise BrowserError("%s: %s" % (expression[:60], r["exceptionDetails"].get("text")))
        self.collect()
        return r["result"].get("value")

    def screenshot(self, selector, scale=2):
        """PNG bytes of the element ``selector``, ``scale`` device pixels a CSS pixel."""
        box = self.eval("(() => { const r = document.querySelector(%s).getBoundingClientRect();"
                        " return [r.left + scrollX, r.top + scrollY, r.width, r.height]; })()" % json.dumps(selector))
        x, y, w, h = box
        shot = self.call("Page.captureScreenshot", {
            "format": "png", "captureBeyondViewport": True,
            "clip": {"x": x, "y": y, "width": w, "height": h, "scale": scale}})
        return base64.b64decode(shot["data"])

    def pdf(self):
        """The page printed on A4 (its print stylesheet), PDF bytes."""
        r = self.call("Page.printToPDF", {"paperWidth": 8.27, "paperHeight": 11.69, "preferCSSPageSize": True,
                                          "printBackground": True})
        return base64.b64decode(r["data"])

    def close(self):
        self.browser.call("Target.closeTarget", {"targetId": self.target})
