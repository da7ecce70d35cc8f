"""Device-only code around the pure rules: buttons, display, storage, the app loop."""
