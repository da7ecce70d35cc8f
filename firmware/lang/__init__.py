# Made by `python -m tablescore.textgen` from texts/device.txt: do not edit.
"""The device's texts, a module a language and part (``ui.text`` loads the
chosen language's; the host reads them as ``tablescore.lang``)."""
