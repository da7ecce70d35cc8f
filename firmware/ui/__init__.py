"""Screens, widgets and the on-screen text.  Pure with respect to hardware:
a screen gets key events and draws onto a framebuf-like target."""
